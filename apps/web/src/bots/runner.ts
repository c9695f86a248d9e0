import type { Move } from '@carcassonne/engine';

/** What the page asks of a bot: the public view, a level, a time budget and a seed. */
export interface BotAsk {
  readonly bot: string;
  readonly view: unknown;
  readonly budget: { readonly timeMs: number };
  readonly seed: number;
}
type Answer = { id: number; ok: true; answer: { move: Move } } | { id: number; ok: false; error: string };

/**
 * Runs bots in a Web Worker so the page never freezes; `cancel()` ends a bot mid-thought by
 * ending its worker (the next question starts a new one).
 */
export class WorkerBot {
  private worker: Worker | null = null;
  private pending: { id: number; resolve: (m: Move) => void; reject: (e: Error) => void } | null = null;
  private nextId = 1;

  constructor(private readonly spawn: () => Worker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' })) {}

  choose(ask: BotAsk): Promise<Move> {
    this.cancel();
    const id = this.nextId++;
    if (!this.worker) {
      const w = this.spawn();
      w.onmessage = (e: MessageEvent<Answer>) => this.settle(e.data);
      w.onerror = (e) => this.fail(new Error(e.message || 'bot worker failed'));
      this.worker = w;
    }
    return new Promise<Move>((resolve, reject) => {
      this.pending = { id, resolve, reject };
      this.worker!.postMessage({ ...ask, id });
    });
  }

  cancel(): void {
    const p = this.pending;
    this.pending = null;
    if (p) {
      this.worker?.terminate();
      this.worker = null;
      p.reject(new Error('cancelled'));
    }
  }

  private settle(r: Answer): void {
    const p = this.pending;
    if (!p || p.id !== r.id) return;
    this.pending = null;
    if (r.ok) p.resolve(r.answer.move);
    else p.reject(new Error(r.error));
  }

  private fail(e: Error): void {
    const p = this.pending;
    this.pending = null;
    this.worker?.terminate();
    this.worker = null;
    if (p) p.reject(e);
  }
}

/** A seed for a bot's move that depends only on the game seed and the move number: replays alike. */
export function botSeed(gameSeed: string, moveIndex: number): number {
  let h = 0x811c9dc5;
  for (const ch of `${gameSeed}#${moveIndex}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}

/** Fallback for The City while its bots are being written: a seeded random legal move. */
export function fallbackMove<M>(moves: readonly M[], seed: number): M | undefined {
  return moves.length ? moves[seed % moves.length] : undefined;
}
