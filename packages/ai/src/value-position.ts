import {
  formatMove,
  Mulberry32,
  ok,
  parseMove,
  type GameId,
  type GameMatch,
  type Move,
} from '@carcassonne/engine';
import type { Adapter } from './adapter.js';
import type { AnyView } from './bot.js';
import { validateBudget } from './budget.js';
import { botError, describe, isRecord, unknownKeys, type BotResult } from './errors.js';
import { flatEvaluate, type FlatEvaluation, type RootOption } from './flat.js';
import { positionOf } from './games.js';
import { TOP_LEVEL } from './levels.js';
import { DEFAULT_MCTS, type MctsOptions } from './options.js';
import { decisionPosition } from './position.js';
import { validateSeed } from './request.js';

/**
 * Valuing a position's moves with the top level's search: each root option's mean margin in
 * points (the player's projected score minus the best opponent's at the playouts' ends) over the
 * same arrangements of the unseen tiles. A hint is one position's best options; the post-game
 * analysis (analysis.ts) values every move of a record this way.
 */

/** Iterations of a hint (one position) when none are given: the top level's own budget in the game, so it shows the top level's move. */
export function hintIterations(game: GameId): number {
  return TOP_LEVEL.budget[game].iterations ?? 300;
}

/**
 * Iterations per move of the post-game analysis when none are given: half the top level's
 * budget, so that a whole 2-player base game (71 moves, about 160 s of CPU at the full budget)
 * takes under a minute on two cores.
 */
export function analysisIterations(game: GameId): number {
  return Math.round(hintIterations(game) / 2);
}

/**
 * `analysisIterations` as the top level spends them in this match's game: with the expansions
 * that make a playout dearer, its share of them (`MctsOptions.expansionShare`).
 */
export function analysisIterationsIn(match: GameMatch): number {
  const asked = { iterations: analysisIterations(match.game) };
  const spent = positionOf(match)?.use((_, _g, search) => search(searchOptions()).budget(asked)) ?? asked;
  return spent.iterations ?? asked.iterations;
}

/** The base games' default (`analysisIterations('carcassonne')`). */
export const ANALYSIS_ITERATIONS = analysisIterations('carcassonne');

const searchOptions = (): MctsOptions =>
  TOP_LEVEL.play.kind === 'search' ? TOP_LEVEL.play.options : DEFAULT_MCTS;

/** A move with what the search expects of it. */
export interface ValuedMove {
  readonly move: Move;
  /** In notation (docs/notation.md). */
  readonly text: string;
  /** Mean margin in points over the best opponent; null when nothing was compared (a forced move). */
  readonly margin: number | null;
  /** Arrangements of the unseen tiles it was played against. */
  readonly rounds: number;
}

export interface PositionAnalysis {
  /** The seat deciding. */
  readonly player: number;
  /** The options searched, best first: the first is the top level's choice (ranked by the halving phases survived, then mean reward). */
  readonly ranking: readonly ValuedMove[];
  /** Index in `ranking` of the move asked about, or null. */
  readonly played: number | null;
  readonly iterations: number;
}

export interface PositionRequest {
  readonly view: AnyView;
  /** Iterations of the search (absent: `hintIterations` of the view's game). */
  readonly iterations?: number;
  readonly seed: number;
  /** A move to value too (notation or object): it is never dropped from the comparison. */
  readonly played?: Move | string;
}

/** A valid iteration count, or undefined for the default. */
export function checkIterations(value: unknown): BotResult<number | undefined> {
  if (value === undefined) return ok(undefined);
  const b = validateBudget({ iterations: value });
  return b.ok ? ok(b.value.iterations!) : b;
}

/** The root keys of a legal move of the decision at hand, or null. */
export function legalKeys<G>(A: Adapter<G>, g: G, move: Move): RootOption | null {
  const keys = A.decisionOf(g, move);
  if (!keys) return null;
  const actions: number[] = [];
  const n = A.actions(g, actions);
  if (!actions.slice(0, n).includes(keys.key)) return null;
  if (keys.followerKey === null) return A.isPlacement(keys.key) ? null : keys;
  const after = A.clone(g);
  A.apply(after, keys.key);
  const m = A.actions(after, actions);
  return actions.slice(0, m).includes(keys.followerKey) ? keys : null;
}

function ranked<G>(
  A: Adapter<G>,
  g: G,
  ev: FlatEvaluation,
  unvalued: boolean,
): { ranking: ValuedMove[]; played: number | null } {
  const order = ev.options.map((_, i) => i);
  order.sort((a, b) => {
    if (a === ev.best) return -1;
    if (b === ev.best) return 1;
    const x = ev.options[a]!;
    const y = ev.options[b]!;
    return y.phases - x.phases || y.meanReward - x.meanReward || a - b;
  });
  const ranking = order.map((i) => {
    const o = ev.options[i]!;
    const move = A.toMove(g, o.key, o.followerKey);
    return {
      move,
      text: formatMove(move),
      margin: unvalued || o.rounds === 0 ? null : o.meanMargin,
      rounds: o.rounds,
    };
  });
  return { ranking, played: ev.pinned === null ? null : order.indexOf(ev.pinned) };
}

/**
 * The top level's view of one position: its options best first with their expected margins,
 * and the move asked about (`played`) among them. Deterministic for the view, seed and
 * iterations; with the seed and iterations a level-5 bot was given, its first option is the
 * move that bot played. Refused: a bad view, seed or iteration count, a finished game, a move
 * that is not legal here (`bad-request`).
 */
export function analysePosition(request: PositionRequest): BotResult<PositionAnalysis> {
  const read = readPositionRequest(request, 'position', 'iterations', checkIterations);
  if (!read.ok) return read;
  const { view, budget, seed, played } = read.value;
  try {
    return valuePosition(view, seed, budget, played);
  } catch (e) {
    // A bug of ours, reported as a value like a bot's (`thinkingBot`).
    return botError('bot-failed', `the analysis failed: ${e instanceof Error ? e.message : String(e)}`);
  }
}

function valuePosition(
  view: unknown,
  seed: number,
  asked: number | undefined,
  played: Move | null,
): BotResult<PositionAnalysis> {
  // The same steps, on the same generator, as a level-5 bot's move (request.ts, mcts.ts).
  const rng = new Mulberry32(seed);
  const position = decisionPosition(view, rng);
  if (!position.ok) return position;
  return position.value.use((_, g, search) => {
    const { adapter: A, options, budget } = search(searchOptions());
    // Asked: that many; else the top level's own, as it spends them in this game.
    const iterations = asked ?? budget({ iterations: hintIterations(position.value.match.game) }).iterations!;
    let pinned: RootOption | undefined;
    if (played) {
      const keys = legalKeys(A, g, played);
      if (!keys)
        return botError(
          'bad-request',
          `the played move ${describe(formatMoveSafe(played))} is not legal in this position`,
        );
      pinned = keys;
    }
    const ev = flatEvaluate(A, g, rng, { iterations }, options, pinned);
    if (!ev.ok) return ev;
    // A forced move, or a budget too small for one round: nothing was compared.
    const r = ranked(A, g, ev.value, ev.value.iterations === 0);
    return ok({ player: A.actor(g), ranking: r.ranking, played: r.played, iterations: ev.value.iterations });
  });
}

/** A checked request about one position: the view (checked when it is read), the budget, the seed and the move asked about. */
export interface ReadPositionRequest {
  readonly view: unknown;
  readonly budget: number | undefined;
  readonly seed: number;
  readonly played: Move | null;
}

/**
 * The fields of a request about one position (`analysePosition`'s and the referee's): an object
 * with `view`, its budget field, `seed` and an optional `played`, nothing else; each checked.
 */
export function readPositionRequest(
  request: unknown,
  kind: 'position' | 'referee',
  budgetKey: 'iterations' | 'playouts',
  checkBudget: (value: unknown) => BotResult<number | undefined>,
): BotResult<ReadPositionRequest> {
  if (!isRecord(request))
    return botError(
      'bad-request',
      `a ${kind} request is an object { view, ${budgetKey}, seed, played }, not ${describe(request)}`,
    );
  const extra = unknownKeys(request, ['view', budgetKey, 'seed', 'played']);
  if (extra.length > 0)
    return botError(
      'bad-request',
      `unknown request field ${extra.join(', ')} (a ${kind} request has view, ${budgetKey}, seed and played)`,
    );
  const budget = checkBudget(request[budgetKey]);
  if (!budget.ok) return budget;
  const seed = validateSeed(request.seed);
  if (!seed.ok) return seed;
  const played = playedMove(request.played);
  if (!played.ok) return played;
  return ok({ view: request.view, budget: budget.value, seed: seed.value, played: played.value });
}

/** The move a request asks about (notation or object), checked: null when none is asked about. */
export function playedMove(input: unknown): BotResult<Move | null> {
  if (input === undefined) return ok(null);
  // A move object from outside goes through the notation, which checks its shape.
  const text = typeof input === 'string' ? input : isRecord(input) ? formatMoveSafe(input) : null;
  if (text === null)
    return botError('bad-request', `the played move is a move or its notation, not ${describe(input)}`);
  const p = parseMove(text);
  return p.ok ? ok(p.value) : botError('bad-request', `the played move: ${p.error.message}`);
}

export function formatMoveSafe(m: unknown): string {
  try {
    return formatMove(m as Move);
  } catch {
    return 'a move';
  }
}
