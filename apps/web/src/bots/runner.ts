import type { Move } from '@carcassonne/engine';
import { BotRunner, type AnyView, type Budget, type WorkerResult } from '@carcassonne/ai';

/** What the page asks of a bot: the public view, a level, a time budget and a seed. */
export interface BotAsk {
  readonly bot: string;
  readonly view: unknown;
  readonly budget: Budget;
  readonly seed: number;
}
/** A Web Worker serving the AI package's jobs: bots' moves, hints and post-game analysis. */
export function spawnBotWorker(): Worker {
  return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
}

/** A runner over a browser Worker (a new one whenever the last was cancelled). */
export function workerRunner(spawn: () => Worker = spawnBotWorker): BotRunner {
  return new BotRunner((onResult, onError) => {
    const w = spawn();
    w.onmessage = (e: MessageEvent<WorkerResult>) => onResult(e.data);
    w.onerror = (e) => onError(new Error(e.message || 'bot worker failed'));
    return w;
  });
}

/**
 * Runs bots in a Web Worker so the page never freezes: the AI package's `BotRunner` (the same
 * one Node uses with worker threads) over a browser Worker. A new question cancels a bot that
 * is still thinking.
 */
export class WorkerBot {
  private readonly runner: BotRunner;

  constructor(spawn: () => Worker = spawnBotWorker) {
    this.runner = workerRunner(spawn);
  }

  async choose(ask: BotAsk): Promise<Move> {
    this.runner.cancel();
    const a = await this.runner.choose({ ...ask, view: ask.view as AnyView });
    // The controller falls back to a random legal move when the bot fails or is cancelled.
    if (!a.ok) throw new Error(a.error.message);
    return a.value.move;
  }

  cancel(): void {
    this.runner.cancel();
  }
}

/** A seed for a bot's move that depends only on the game seed and the move number: replays alike. */
export function botSeed(gameSeed: string, moveIndex: number): number {
  let h = 0x811c9dc5;
  for (const ch of `${gameSeed}#${moveIndex}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}

/** Fallback should a bot fail or answer with a refused move: a seeded random legal move. */
export function fallbackMove<M>(moves: readonly M[], seed: number): M | undefined {
  return moves.length ? moves[seed % moves.length] : undefined;
}
