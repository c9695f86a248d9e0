import { formatMove, Mulberry32, ok, type Move } from '@carcassonne/engine';
import type { Adapter } from './adapter.js';
import type { AnyView } from './bot.js';
import { botError, describe, type BotResult } from './errors.js';
import type { RootOption } from './flat.js';
import { decisionPosition } from './position.js';
import { margins } from './reward.js';
import { formatMoveSafe, legalKeys, readPositionRequest, type ValuedMove } from './value-position.js';

/**
 * The referee: a valuation of a position's moves that shares nothing with the bots' judgement.
 * Every legal option (every placement × follower choice, unpruned) is played out to the end of
 * the game many times on arrangements of the unseen tiles, every player following the adapters'
 * random default policy (random placements; no follower one time in three, a farm kept one time
 * in four and never late) — no greedy valuation, no projected scores, no leaf evaluation. An
 * option's value is its mean final score margin over the best opponent.
 *
 * Selection and valuation use separate playouts, so the best option's value is not the lucky
 * maximum of many noisy means: three quarters of the budget pick the best option by paired
 * sequential halving (every surviving option played against the same arrangements), the last
 * quarter plays the best and the played option side by side on fresh arrangements, and the
 * points lost are the mean of their paired differences.
 */

/** Playouts per move when none are given: forty times level 5's (about twice its CPU a move). */
export const REFEREE_PLAYOUTS = 16_000;
export const MAX_REFEREE_PLAYOUTS = 1_000_000;

export interface RefereeRequest {
  readonly view: AnyView;
  /** Playouts in all (absent: `REFEREE_PLAYOUTS`). */
  readonly playouts?: number;
  readonly seed: number;
  /** A move to value (notation or object): absent, the best option is valued alone. */
  readonly played?: Move | string;
}

export interface RefereeValuation {
  /** The seat deciding. */
  readonly player: number;
  /** The referee's best option, with its mean margin over the valuation playouts. */
  readonly best: ValuedMove;
  /** The move asked about, valued on the same playouts as the best (the best itself when it is that). */
  readonly played: ValuedMove | null;
  /** Points lost: the mean paired difference best − played, never below 0 (0 when played is the best). */
  readonly lost: number;
  /** The paired difference's standard error (0 when nothing was compared). */
  readonly lostError: number;
  /** The last survivors of the selection, best first, with their selection means (at most three). */
  readonly top: readonly ValuedMove[];
  /** Legal options valued (1: a forced move, nothing compared). */
  readonly options: number;
  /** Playouts run. */
  readonly playouts: number;
}

/** A valid playout count, or undefined for the default. */
export function checkPlayouts(value: unknown): BotResult<number | undefined> {
  if (value === undefined) return ok(undefined);
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1 || value > MAX_REFEREE_PLAYOUTS)
    return botError(
      'bad-budget',
      `the referee's playouts are an integer from 1 to ${MAX_REFEREE_PLAYOUTS}, not ${describe(value)}`,
    );
  return ok(value);
}

/** Every option of the decision at hand: each placement with each follower choice, or each key. */
function allOptions<G>(A: Adapter<G>, g: G): RootOption[] {
  const keys: number[] = [];
  const followers: number[] = [];
  const out: RootOption[] = [];
  const after = A.clone(g);
  const n = A.actions(g, keys);
  for (let i = 0; i < n; i++) {
    const key = keys[i]!;
    if (!A.isPlacement(key)) {
      out.push({ key, followerKey: null });
      continue;
    }
    A.copy(after, g);
    A.apply(after, key);
    const m = A.actions(after, followers);
    for (let k = 0; k < m; k++) out.push({ key, followerKey: followers[k]! });
  }
  return out;
}

/** Plays options out to the end on shared arrangements and keeps their margin sums. */
class Playouts<G> {
  private readonly det: G;
  private readonly s: G;
  private readonly values: Float64Array;
  private readonly margin: Float64Array;
  private readonly me: number;
  private readonly n: number;
  count = 0;

  constructor(
    private readonly A: Adapter<G>,
    private readonly root: G,
    private readonly rng: Mulberry32,
  ) {
    this.det = A.clone(root);
    this.s = A.clone(root);
    this.me = A.actor(root);
    this.n = A.players(root);
    this.values = new Float64Array(this.n);
    this.margin = new Float64Array(this.n);
  }

  /** A fresh arrangement of the unseen tiles and a playout seed, shared by the next `play` calls. */
  deal(): number {
    this.A.copy(this.det, this.root);
    this.A.resample(this.det, this.rng);
    return this.rng.nextU32();
  }

  /** The deciding player's final margin after `o` and a random playout seeded with `seed`. */
  play(o: RootOption, seed: number): number {
    const { A, s } = this;
    A.copy(s, this.det);
    A.apply(s, o.key);
    if (o.followerKey !== null) A.apply(s, o.followerKey);
    A.playout(s, new Mulberry32(seed), true, Infinity);
    const scores = A.scores(s);
    for (let p = 0; p < this.n; p++) this.values[p] = scores[p]!;
    margins(this.values, this.n, this.margin);
    this.count++;
    return this.margin[this.me]!;
  }
}

/** The best option by paired sequential halving over `budget` playouts; the survivors best first. */
function select<G>(play: Playouts<G>, options: readonly RootOption[], budget: number) {
  const sum = new Float64Array(options.length);
  const rounds = new Int32Array(options.length);
  let alive = options.map((_, i) => i);
  let phasesLeft = Math.ceil(Math.log2(options.length));
  let spent = 0;
  while (alive.length > 1) {
    const phaseRounds = Math.max(1, Math.floor((budget - spent) / phasesLeft / alive.length));
    for (let r = 0; r < phaseRounds; r++) {
      const seed = play.deal();
      for (const i of alive) {
        sum[i]! += play.play(options[i]!, seed);
        rounds[i]!++;
      }
    }
    spent += phaseRounds * alive.length;
    // Every survivor has played the same rounds, so sums compare.
    alive.sort((a, b) => sum[b]! - sum[a]! || a - b);
    alive = alive.slice(0, Math.ceil(alive.length / 2));
    phasesLeft = Math.max(1, phasesLeft - 1);
  }
  const last = options
    .map((_, i) => i)
    .filter((i) => rounds[i]! > 0)
    .sort((a, b) => rounds[b]! - rounds[a]! || sum[b]! / rounds[b]! - sum[a]! / rounds[a]! || a - b);
  return {
    best: alive[0]!,
    top: last.slice(0, 3).map((i) => ({ i, mean: sum[i]! / rounds[i]!, rounds: rounds[i]! })),
  };
}

const valued = <G>(A: Adapter<G>, g: G, o: RootOption, margin: number | null, rounds: number): ValuedMove => {
  const move = A.toMove(g, o.key, o.followerKey);
  return { move, text: formatMove(move), margin, rounds };
};

const same = (a: RootOption, b: RootOption) => a.key === b.key && a.followerKey === b.followerKey;

function referee<G>(A: Adapter<G>, g: G, rng: Mulberry32, playouts: number, asked: Move | null) {
  let pinned: RootOption | null = null;
  if (asked) {
    pinned = legalKeys(A, g, asked);
    if (!pinned)
      return botError(
        'bad-request',
        `the played move ${describe(formatMoveSafe(asked))} is not legal in this position`,
      );
  }
  const options = allOptions(A, g);
  if (options.length === 0) return botError('bot-failed', 'no legal move in a game that is not over');
  const player = A.actor(g);
  if (options.length === 1) {
    const only = valued(A, g, options[0]!, null, 0);
    return ok({
      player,
      best: only,
      played: asked ? only : null,
      lost: 0,
      lostError: 0,
      top: [only],
      options: 1,
      playouts: 0,
    });
  }
  const play = new Playouts(A, g, rng);
  const chosen = select(play, options, Math.max(options.length, Math.round((playouts * 3) / 4)));
  const best = options[chosen.best]!;
  const mine = pinned && options.find((o) => same(o, pinned!)) ? pinned : null;
  const apart = mine !== null && !same(mine, best);
  // The valuation: fresh arrangements, the best and the played option on each.
  const rounds = Math.max(2, Math.floor((playouts - play.count) / (apart ? 2 : 1)));
  let bestSum = 0;
  let mineSum = 0;
  let diffSum = 0;
  let diffSquares = 0;
  for (let r = 0; r < rounds; r++) {
    const seed = play.deal();
    const b = play.play(best, seed);
    const p = apart ? play.play(mine, seed) : b;
    bestSum += b;
    mineSum += p;
    diffSum += b - p;
    diffSquares += (b - p) ** 2;
  }
  const mean = diffSum / rounds;
  const variance = Math.max(0, (diffSquares - rounds * mean * mean) / (rounds - 1));
  const bestValue = valued(A, g, best, bestSum / rounds, rounds);
  return ok({
    player,
    best: bestValue,
    played: mine === null ? null : apart ? valued(A, g, mine, mineSum / rounds, rounds) : bestValue,
    lost: Math.max(0, mean),
    lostError: apart ? Math.sqrt(variance / rounds) : 0,
    top: chosen.top.map((t) => valued(A, g, options[t.i]!, t.mean, t.rounds)),
    options: options.length,
    playouts: play.count,
  });
}

/**
 * The referee's valuation of one position (see above): its best option and, with `played`, the
 * points that move loses. Deterministic for the view, seed and playouts. Refused: a bad view,
 * seed or playout count, a finished game, a move that is not legal here (`bad-request`).
 */
export function refereePosition(request: RefereeRequest): BotResult<RefereeValuation> {
  const read = readPositionRequest(request, 'referee', 'playouts', checkPlayouts);
  if (!read.ok) return read;
  const { view, budget, seed, played } = read.value;
  const rng = new Mulberry32(seed);
  const position = decisionPosition(view, rng);
  if (!position.ok) return position;
  try {
    return position.value.use((A, g) => referee(A, g, rng, budget ?? REFEREE_PLAYOUTS, played));
  } catch (e) {
    return botError('bot-failed', `the referee failed: ${e instanceof Error ? e.message : String(e)}`);
  }
}
