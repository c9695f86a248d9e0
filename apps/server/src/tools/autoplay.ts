import type { GameClient } from './client.js';

export interface AutoplayOptions {
  /** Pick a move from the legal ones (notation). */
  readonly choose: (legal: readonly string[]) => string;
  /** Called with each move's round trip (send → the reply), in ms, or the error code. */
  readonly onAnswer?: (ms: number, error: string | null) => void;
  /** Wait this long before answering a turn (a player thinking); 0: at once. */
  readonly thinkMs?: number;
}

/** Play `seat` at `table` whenever the state says it is due, with one of the legal moves the server sent. */
export function autoplay(client: GameClient, table: string, seat: number, options: AutoplayOptions): () => void {
  let sentFor = -1;
  const act = (): void => {
    const state = client.states.get(table);
    if (!state || state.status !== 'playing' || state.actor !== seat || !state.view) return;
    const legal = client.legalNow(table);
    if (legal.length === 0) return;
    const version = state.view.version;
    if (version === sentFor) return;
    sentFor = version;
    const send = () => {
      const started = performance.now();
      void client.request({ type: 'move', table, move: options.choose(legal), version }).then((answer) => options.onAnswer?.(performance.now() - started, answer.code));
    };
    // Think times vary (0.5–1.5 ×), so that tables started together do not stay in step.
    if (options.thinkMs) setTimeout(send, options.thinkMs * (0.5 + Math.random()));
    else send();
  };
  const stop = client.listen(act);
  act();
  return stop;
}

/** A small seeded generator (mulberry32) for reproducible random play. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const randomPick =
  (random: () => number) =>
  (legal: readonly string[]): string =>
    legal[Math.floor(random() * legal.length)]!;
