import { ok, type Move, type Mulberry32 } from '@carcassonne/engine';
import type { Bot } from './bot.js';
import type { Adapter } from './adapter.js';
import { botError, type BotResult } from './errors.js';
import { fieldMargin, margin } from './evaluate.js';
import { decisionPosition } from './position.js';
import { thinkingBot } from './request.js';

/**
 * Best immediate gain: every option of the decision at hand (for a tile: every placement ×
 * follower choice) is played on a copy and valued by the projected final scores of the player
 * deciding against the best opponent. Ties are broken at random.
 */
export interface RatedOption {
  readonly key: number;
  readonly followerKey: number | null;
  readonly value: number;
}

/** Scratch for rating options, to reuse across calls (copies are cheaper than clones, and nothing is allocated). */
export interface RateWork<G> {
  readonly placed: G;
  readonly after: G;
  readonly scratch: G;
  readonly keys: number[];
  readonly followerKeys: number[];
  values: Float64Array;
  /** A placement's follower options' values, option k's at k × players (`followerValues`). */
  optionValues: Float64Array;
}

export function rateWork<G>(A: Adapter<G>, g: G): RateWork<G> {
  return {
    placed: A.clone(g),
    after: A.clone(g),
    scratch: A.clone(g),
    keys: [],
    followerKeys: [],
    values: new Float64Array(A.players(g)),
    optionValues: new Float64Array(8 * A.players(g)),
  };
}

/** Receives each option of a decision with its greedy value, in the order of the legal moves. */
interface OptionSink {
  take(key: number, followerKey: number | null, value: number): void;
}

/**
 * Rate every option of the decision at hand into `sink`: each is played on a copy and valued
 * (`rated`: by the levels' valuation `rateValue` where the adapter has one, else by `value`).
 */
function rateInto<G>(
  A: Adapter<G>,
  g: G,
  work: RateWork<G>,
  sink: OptionSink,
  playout = false,
  rated = false,
): void {
  const value = rated && A.rateValue ? A.rateValue : A.value;
  const gap = rated && A.ratesField?.(g) ? fieldMargin : margin;
  const me = A.actor(g);
  const n = A.players(g);
  const { placed, after, scratch, keys, followerKeys: fkeys } = work;
  if (work.values.length !== n) work.values = new Float64Array(n);
  const values = work.values;
  const na = A.actions(g, keys);
  for (let i = 0; i < na; i++) {
    const key = keys[i]!;
    A.copy(placed, g);
    A.apply(placed, key);
    if (A.isPlacement(key)) {
      const nf = playout && A.playoutActions ? A.playoutActions(placed, fkeys) : A.actions(placed, fkeys);
      if (work.optionValues.length < nf * n) work.optionValues = new Float64Array(2 * nf * n);
      if (A.followerValues?.(placed, fkeys, nf, work.optionValues, rated)) {
        for (let k = 0; k < nf; k++) {
          for (let q = 0; q < n; q++) values[q] = work.optionValues[k * n + q]!;
          sink.take(key, fkeys[k]!, gap(values, me, n));
        }
        continue;
      }
      for (let k = 0; k < nf; k++) {
        // The last follower choice is played on `placed` itself: it is copied afresh for the next option.
        const played = k === nf - 1 ? placed : after;
        if (played !== placed) A.copy(after, placed);
        A.apply(played, fkeys[k]!);
        sink.take(key, fkeys[k]!, gap(value(played, scratch, values), me, n));
      }
    } else {
      sink.take(key, null, gap(value(placed, scratch, values), me, n));
    }
  }
}

/**
 * Every option of the decision at hand with its value (margin over the best opponent), as the
 * levels weigh them: by the adapter's `rateValue` where it has one, else greedy's valuation.
 */
export function rateOptions<G>(A: Adapter<G>, g: G, work: RateWork<G> = rateWork(A, g)): RatedOption[] {
  const out: RatedOption[] = [];
  const sink = {
    take: (key: number, followerKey: number | null, value: number) => out.push({ key, followerKey, value }),
  };
  rateInto(A, g, work, sink, false, true);
  return out;
}

/** The `k` best options by the greedy value, best first (all of them when `k` is 0). */
export function topOptions<G>(A: Adapter<G>, g: G, k: number): RatedOption[] {
  const rated = rateOptions(A, g).sort((a, b) => b.value - a.value);
  return k > 0 ? rated.slice(0, k) : rated;
}

/** Keeps the best option seen (ties at random), without allocating. */
class BestOption implements OptionSink {
  key = 0;
  followerKey: number | null = null;
  value = 0;
  found = false;
  private ties = 0;
  constructor(private readonly rng: Mulberry32) {}
  take(key: number, followerKey: number | null, value: number): void {
    if (!this.found || value > this.value + 1e-9) {
      this.found = true;
      this.ties = 1;
    } else if (!(Math.abs(value - this.value) <= 1e-9 && this.rng.int(++this.ties) === 0)) return;
    this.key = key;
    this.followerKey = followerKey;
    this.value = value;
  }
}

/** The best option by the greedy value (ties at random); null only when there is no option at all. */
export function greedyDecision<G>(
  A: Adapter<G>,
  g: G,
  rng: Mulberry32,
  work: RateWork<G> = rateWork(A, g),
  /** A playout's turn: only the options `playoutActions` lists. */
  playout = false,
): { key: number; followerKey: number | null } | null {
  const best = new BestOption(rng);
  rateInto(A, g, work, best, playout);
  return best.found ? best : null;
}

/** Greedy's move for a view (refused: a bad view, a finished game). */
export function greedyView(view: unknown, rng: Mulberry32): BotResult<Move> {
  const position = decisionPosition(view, rng);
  if (!position.ok) return position;
  return position.value.use((A, g) => greedyMove(A, g, rng));
}

function greedyMove<G>(A: Adapter<G>, g: G, rng: Mulberry32): BotResult<Move> {
  const r = greedyDecision(A, g, rng);
  return r
    ? ok(A.toMove(g, r.key, r.followerKey))
    : botError('bot-failed', 'greedy found no legal move in a game that is not over');
}

export const greedyBot: Bot = thinkingBot('greedy', (view, rng) => {
  const move = greedyView(view, rng);
  return move.ok ? ok({ move: move.value, iterations: 1 }) : move;
});
