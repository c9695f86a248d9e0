import type { GameClient } from './client.js';

export interface AutoplayOptions {
  /** Pick a move from the legal ones (notation); null leaves this decision to another client. */
  readonly choose: (legal: readonly string[]) => string | null;
  /** Called with each move's round trip (send → the reply), in ms, or the error code. */
  readonly onAnswer?: (ms: number, error: string | null) => void;
  /** Wait this long before answering a turn (a player thinking); 0: at once. */
  readonly thinkMs?: number;
}

/**
 * Play `seat` at `table` whenever the server says its decision is due (a `legal` frame, sent to the
 * person due only, after the state of that version), with one of those legal moves.
 */
export function autoplay(
  client: GameClient,
  table: string,
  seat: number,
  options: AutoplayOptions,
): () => void {
  let sentFor = -1;
  let stopped = false;
  const act = (): void => {
    const legal = client.legal.get(table);
    if (stopped || !legal || legal.seat !== seat || legal.version === sentFor || legal.moves.length === 0)
      return;
    const { version, moves } = legal;
    sentFor = version;
    const send = () => {
      if (stopped) return;
      const move = options.choose(moves);
      if (move === null) return;
      const started = performance.now();
      void client.request({ type: 'move', table, move, version }).then((answer) => {
        options.onAnswer?.(performance.now() - started, answer.code);
        // Refused unread for going too fast (a burst of quick turns spends the connection's
        // tokens): no other frame would come to wake this player, so it tries again later.
        if (answer.code === 'rate-limited' && sentFor === version) {
          sentFor = -1;
          setTimeout(act, RATE_LIMITED_RETRY_MS).unref?.();
        }
      });
    };
    // Think times vary (0.5–1.5 ×), so that tables started together do not stay in step.
    if (options.thinkMs) setTimeout(send, options.thinkMs * (0.5 + Math.random()));
    else send();
  };
  const unlisten = client.listen(act);
  act();
  return () => {
    stopped = true;
    unlisten();
  };
}

/** A move refused as `rate-limited` is sent again after this wait (the tokens come back at 20 a second by default). */
export const RATE_LIMITED_RETRY_MS = 250;

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
