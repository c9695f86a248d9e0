import { fnv1a, formatMove, loadMatch, Mulberry32, ok, parseMove, type GameId, type Move } from '@carcassonne/engine';
import type { Adapter } from './adapter.js';
import type { AnyView } from './bot.js';
import { validateBudget } from './budget.js';
import { botError, describe, isRecord, unknownKeys, type BotResult } from './errors.js';
import { flatEvaluate, type FlatEvaluation, type RootOption } from './flat.js';
import { TOP_LEVEL } from './levels.js';
import { DEFAULT_MCTS, type MctsOptions } from './options.js';
import { decisionPosition } from './position.js';
import { validateSeed } from './request.js';

/**
 * Valuing moves with the top level's search: each root option's mean margin in points (the
 * player's projected score minus the best opponent's at the playouts' ends) over the same
 * arrangements of the unseen tiles. A hint is one position's best options; a post-game analysis
 * values every move of a record against the best move the search finds.
 */

/** Iterations per move of the analysis when none are given: the top level's own budget. */
export const ANALYSIS_ITERATIONS = TOP_LEVEL.budget.iterations ?? 300;

const searchOptions = (): MctsOptions => (TOP_LEVEL.play.kind === 'search' ? TOP_LEVEL.play.options : DEFAULT_MCTS);

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
  /** Iterations of the search (absent: `ANALYSIS_ITERATIONS`). */
  readonly iterations?: number;
  readonly seed: number;
  /** A move to value too (notation or object): it is never dropped from the comparison. */
  readonly played?: Move | string;
}

function checkIterations(value: unknown): BotResult<number> {
  if (value === undefined) return ok(ANALYSIS_ITERATIONS);
  const b = validateBudget({ iterations: value });
  return b.ok ? ok(b.value.iterations!) : b;
}

/** The root keys of a legal move of the decision at hand, or null. */
function legalKeys<G>(A: Adapter<G>, g: G, move: Move): RootOption | null {
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

function ranked<G>(A: Adapter<G>, g: G, ev: FlatEvaluation, unvalued: boolean): { ranking: ValuedMove[]; played: number | null } {
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
    return { move, text: formatMove(move), margin: unvalued || o.rounds === 0 ? null : o.meanMargin, rounds: o.rounds };
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
  if (!isRecord(request)) return botError('bad-request', `a position request is an object { view, iterations, seed, played }, not ${describe(request)}`);
  const extra = unknownKeys(request as unknown as Record<string, unknown>, ['view', 'iterations', 'seed', 'played']);
  if (extra.length > 0) return botError('bad-request', `unknown request field ${extra.join(', ')} (a position request has view, iterations, seed and played)`);
  const iterations = checkIterations(request.iterations);
  if (!iterations.ok) return iterations;
  const seed = validateSeed(request.seed);
  if (!seed.ok) return seed;
  let played: Move | null = null;
  if (request.played !== undefined) {
    // A move object from outside goes through the notation, which checks its shape.
    const text = typeof request.played === 'string' ? request.played : isRecord(request.played) ? formatMoveSafe(request.played) : null;
    if (text === null) return botError('bad-request', `the played move is a move or its notation, not ${describe(request.played)}`);
    const p = parseMove(text);
    if (!p.ok) return botError('bad-request', `the played move: ${p.error.message}`);
    played = p.value;
  }
  try {
    return valuePosition(request.view, seed.value, iterations.value, played);
  } catch (e) {
    // A bug of ours, reported as a value like a bot's (`thinkingBot`).
    return botError('bot-failed', `the analysis failed: ${e instanceof Error ? e.message : String(e)}`);
  }
}

function valuePosition(view: unknown, seed: number, iterations: number, played: Move | null): BotResult<PositionAnalysis> {
  // The same steps, on the same generator, as a level-5 bot's move (request.ts, mcts.ts).
  const rng = new Mulberry32(seed);
  const position = decisionPosition(view, rng);
  if (!position.ok) return position;
  return position.value.use((A, g, tune) => {
    let pinned: RootOption | undefined;
    if (played) {
      const keys = legalKeys(A, g, played);
      if (!keys) return botError('bad-request', `the played move ${describe(formatMoveSafe(played))} is not legal in this position`);
      pinned = keys;
    }
    const ev = flatEvaluate(A, g, rng, { iterations }, tune(searchOptions()), pinned);
    if (!ev.ok) return ev;
    // A forced move, or a budget too small for one round: nothing was compared.
    const r = ranked(A, g, ev.value, ev.value.iterations === 0);
    return ok({ player: A.actor(g), ranking: r.ranking, played: r.played, iterations: ev.value.iterations });
  });
}

function formatMoveSafe(m: unknown): string {
  try {
    return formatMove(m as Move);
  } catch {
    return 'a move';
  }
}

/** One move of a record to value: what a worker needs. */
export interface AnalysisJob {
  /** The move's index in the record. */
  readonly index: number;
  /** The deciding player's view before the move. */
  readonly view: AnyView;
  /** The move played, in notation. */
  readonly played: string;
  readonly iterations: number;
  readonly seed: number;
}

export interface MoveAnalysis {
  readonly index: number;
  readonly player: number;
  readonly played: ValuedMove;
  /** The top level's choice (the played move itself when it is that choice). */
  readonly best: ValuedMove;
  /** Points lost: the best move's expected margin minus the played one's, never below 0 (0 for a forced move). */
  readonly lost: number;
  /** Only one legal move: nothing to compare. */
  readonly forced: boolean;
  /** The best options found, best first (at most three). */
  readonly top: readonly ValuedMove[];
  readonly iterations: number;
}

/** Value one move of a record (see `analysePosition`). */
export function analyseJob(job: AnalysisJob): BotResult<MoveAnalysis> {
  if (!isRecord(job)) return botError('bad-request', `an analysis job is an object { index, view, played, iterations, seed }, not ${describe(job)}`);
  const { index, view, played, iterations, seed } = job;
  if (typeof index !== 'number' || !Number.isSafeInteger(index) || index < 0) return botError('bad-request', `the move index must be an integer ≥ 0, not ${describe(index)}`);
  if (typeof played !== 'string') return botError('bad-request', `the played move is its notation, not ${describe(played)}`);
  const r = analysePosition({ view, iterations, seed, played });
  if (!r.ok) return botError(r.error.code, `move ${index} (${played}): ${r.error.message}`);
  const { ranking, player } = r.value;
  const best = ranking[0]!;
  const mine = ranking[r.value.played ?? 0]!;
  const forced = best.margin === null;
  const lost = forced || mine.margin === null ? 0 : Math.max(0, best.margin! - mine.margin);
  return ok({ index, player, played: mine, best, lost, forced, top: ranking.slice(0, 3), iterations: r.value.iterations });
}

/** The seed of move `index`'s search: the record's draw order, the move index and the analysis seed. */
export function analysisSeed(tiles: readonly string[], index: number, seed: number): number {
  return fnv1a(`analyse:${tiles.join(',')}:${index}:${seed}`);
}

export interface AnalysisOptions {
  /** Search iterations per move (absent: `ANALYSIS_ITERATIONS`). */
  readonly iterations?: number;
  /** Mixed into every move's seed (absent: 0). */
  readonly seed?: number;
}

/** A record ready to value: who played, and one job per move. */
export interface AnalysisPlan {
  readonly game: GameId;
  readonly preset: string;
  readonly players: readonly string[];
  readonly finished: boolean;
  readonly scores: readonly number[];
  readonly iterations: number;
  readonly seed: number;
  readonly jobs: readonly AnalysisJob[];
}

/**
 * The jobs of a record's analysis: each move with the view of the player who made it. Refused
 * (`bad-record`): a record that does not load — malformed or with an illegal move.
 */
export function planAnalysis(record: unknown, options: AnalysisOptions = {}): BotResult<AnalysisPlan> {
  if (!isRecord(options)) return botError('bad-request', `analysis options are an object { iterations, seed }, not ${describe(options)}`);
  const extra = unknownKeys(options as Record<string, unknown>, ['iterations', 'seed']);
  if (extra.length > 0) return botError('bad-request', `unknown analysis option ${extra.join(', ')} (iterations, seed)`);
  const iterations = checkIterations(options.iterations);
  if (!iterations.ok) return iterations;
  const seed = validateSeed(options.seed ?? 0);
  if (!seed.ok) return seed;
  const full = loadMatch(record);
  if (!full.ok) return botError('bad-record', full.error.message);
  const start = loadMatch({ ...full.value.toRecord(), moves: [] });
  if (!start.ok) return botError('bad-record', start.error.message);
  const match = start.value;
  const tiles = match.toRecord().tiles ?? [];
  const moves = full.value.moves();
  const jobs: AnalysisJob[] = [];
  for (const [index, played] of moves.entries()) {
    const seat = match.actor;
    // A copy: the match goes on, and a view may share its arrays.
    jobs.push({ index, view: structuredClone(match.view()), played, iterations: iterations.value, seed: analysisSeed(tiles, index, seed.value) });
    const r = match.play(seat, played);
    if (!r.ok) return botError('bad-record', `move ${index} ${played}: ${r.error.message}`);
  }
  const f = full.value;
  return ok({ game: f.game, preset: f.preset, players: f.players.map((p) => p.name), finished: f.finished, scores: f.scores, iterations: iterations.value, seed: seed.value, jobs });
}

export interface PlayerAnalysis {
  readonly player: number;
  readonly name: string;
  readonly moves: number;
  /** Points lost over the game. */
  readonly lost: number;
  /** Indices of the (at most three) moves that lost the most, costliest first. */
  readonly costliest: readonly number[];
}

export interface Analysis {
  readonly game: GameId;
  readonly preset: string;
  readonly finished: boolean;
  readonly scores: readonly number[];
  readonly iterations: number;
  readonly seed: number;
  readonly moves: readonly MoveAnalysis[];
  readonly players: readonly PlayerAnalysis[];
}

/** Per player: the sum of points lost and the three costliest moves. */
export function summariseAnalysis(plan: AnalysisPlan, moves: readonly MoveAnalysis[]): Analysis {
  const players = plan.players.map((name, player) => {
    const mine = moves.filter((m) => m.player === player);
    const costliest = mine
      .filter((m) => m.lost > 0.05)
      .sort((a, b) => b.lost - a.lost || a.index - b.index)
      .slice(0, 3)
      .map((m) => m.index);
    return { player, name, moves: mine.length, lost: mine.reduce((s, m) => s + m.lost, 0), costliest };
  });
  return { game: plan.game, preset: plan.preset, finished: plan.finished, scores: plan.scores, iterations: plan.iterations, seed: plan.seed, moves, players };
}

/**
 * Value every move of every player of a record with the top level's search (`iterations` per
 * move, each seeded from the record's draw order, the move index and `seed`): the expected
 * margin of the move played and of the best move found, the points lost, and per player the sum
 * and the three costliest moves. The same record, seed and iterations give the same analysis.
 * `onProgress` is told after each move. Refused: a record that does not load (`bad-record`),
 * bad options.
 */
export function analyseRecord(record: unknown, options: AnalysisOptions = {}, onProgress?: (done: number, total: number) => void): BotResult<Analysis> {
  const plan = planAnalysis(record, options);
  if (!plan.ok) return plan;
  const moves: MoveAnalysis[] = [];
  for (const job of plan.value.jobs) {
    const m = analyseJob(job);
    if (!m.ok) return m;
    moves.push(m.value);
    onProgress?.(moves.length, plan.value.jobs.length);
  }
  return ok(summariseAnalysis(plan.value, moves));
}
