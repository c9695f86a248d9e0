import { fnv1a, loadMatch, ok, type GameId } from '@carcassonne/engine';
import type { AnyView } from './bot.js';
import { botError, describe, isRecord, unknownKeys, type BotResult } from './errors.js';
import { validateSeed } from './request.js';
import { checkPlayouts, refereePosition, REFEREE_PLAYOUTS } from './referee.js';
import { analysePosition, analysisIterationsIn, checkIterations, type ValuedMove } from './value-position.js';

/**
 * Post-game analysis: every move of a record valued against the best move found, and per player
 * the points lost — by the top level's search (value-position.ts), or by the referee, whose
 * playouts share nothing with the bots' judgement (referee.ts).
 */

/** How moves are valued: the top level's search, or the referee's playouts to the end. */
export type AnalysisMethod = 'search' | 'referee';

/** One move of a record to value: what a worker needs. */
export interface AnalysisJob {
  /** The move's index in the record. */
  readonly index: number;
  /** The deciding player's view before the move. */
  readonly view: AnyView;
  /** The move played, in notation. */
  readonly played: string;
  /** Search iterations, or the referee's playouts. */
  readonly iterations: number;
  readonly seed: number;
  /** Absent: the search. */
  readonly method?: AnalysisMethod;
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
  /** Options to compare, but the budget was too small for one round over them: not valued, `lost` counts 0. */
  readonly unvalued: boolean;
  /** The best options found, best first (at most three). */
  readonly top: readonly ValuedMove[];
  readonly iterations: number;
  /** The referee's standard error of `lost` (0 from the search, which has none to give). */
  readonly lostError: number;
}

/** Value one move of a record (see `analysePosition`). */
export function analyseJob(job: AnalysisJob): BotResult<MoveAnalysis> {
  if (!isRecord(job))
    return botError(
      'bad-request',
      `an analysis job is an object { index, view, played, iterations, seed }, not ${describe(job)}`,
    );
  const { index, view, played, iterations, seed, method } = job;
  if (typeof index !== 'number' || !Number.isSafeInteger(index) || index < 0)
    return botError('bad-request', `the move index must be an integer ≥ 0, not ${describe(index)}`);
  if (typeof played !== 'string')
    return botError('bad-request', `the played move is its notation, not ${describe(played)}`);
  if (method === 'referee') return refereeJob(index, view, played, iterations, seed);
  if (method !== undefined && method !== 'search')
    return botError('bad-request', `the analysis method is search or referee, not ${describe(method)}`);
  const r = analysePosition({ view, iterations, seed, played });
  if (!r.ok) return botError(r.error.code, `move ${index} (${played}): ${r.error.message}`);
  const { ranking, player } = r.value;
  const best = ranking[0]!;
  const mine = ranking[r.value.played ?? 0]!;
  const forced = ranking.length === 1;
  const unvalued = !forced && best.margin === null;
  const lost = best.margin === null || mine.margin === null ? 0 : Math.max(0, best.margin - mine.margin);
  return ok({
    index,
    player,
    played: mine,
    best,
    lost,
    forced,
    unvalued,
    top: ranking.slice(0, 3),
    iterations: r.value.iterations,
    lostError: 0,
  });
}

function refereeJob(
  index: number,
  view: AnyView,
  played: string,
  playouts: number,
  seed: number,
): BotResult<MoveAnalysis> {
  const r = refereePosition({ view, playouts, seed, played });
  if (!r.ok) return botError(r.error.code, `move ${index} (${played}): ${r.error.message}`);
  const v = r.value;
  return ok({
    index,
    player: v.player,
    played: v.played ?? v.best,
    best: v.best,
    lost: v.lost,
    forced: v.options === 1,
    unvalued: false,
    top: v.top,
    iterations: v.playouts,
    lostError: v.lostError,
  });
}

/** The seed of move `index`'s search: the record's draw order, the move index and the analysis seed. */
export function analysisSeed(
  tiles: readonly string[],
  index: number,
  seed: number,
  method: AnalysisMethod = 'search',
): number {
  const kind = method === 'search' ? 'analyse' : 'referee';
  return fnv1a(`${kind}:${tiles.join(',')}:${index}:${seed}`);
}

export interface AnalysisOptions {
  /** Search iterations per move (absent: `analysisIterationsIn` the record's game). */
  readonly iterations?: number;
  /** Mixed into every move's seed (absent: 0). */
  readonly seed?: number;
  /** Absent: the search. */
  readonly method?: AnalysisMethod;
  /** The referee's playouts per move (absent: `REFEREE_PLAYOUTS`). */
  readonly playouts?: number;
}

/** A record ready to value: who played, and one job per move. */
export interface AnalysisPlan {
  readonly game: GameId;
  readonly preset: string;
  readonly players: readonly string[];
  readonly finished: boolean;
  readonly scores: readonly number[];
  /** Search iterations, or the referee's playouts, per move. */
  readonly iterations: number;
  readonly seed: number;
  readonly method: AnalysisMethod;
  readonly jobs: readonly AnalysisJob[];
}

/**
 * The jobs of a record's analysis: each move with the view of the player who made it. Refused
 * (`bad-record`): a record that does not load — malformed or with an illegal move.
 */
export function planAnalysis(record: unknown, options: AnalysisOptions = {}): BotResult<AnalysisPlan> {
  if (!isRecord(options))
    return botError(
      'bad-request',
      `analysis options are an object { iterations, seed, method, playouts }, not ${describe(options)}`,
    );
  const extra = unknownKeys(options as Record<string, unknown>, ['iterations', 'seed', 'method', 'playouts']);
  if (extra.length > 0)
    return botError(
      'bad-request',
      `unknown analysis option ${extra.join(', ')} (iterations, seed, method, playouts)`,
    );
  const method = options.method ?? 'search';
  if (method !== 'search' && method !== 'referee')
    return botError('bad-request', `the analysis method is search or referee, not ${describe(method)}`);
  const iterations = checkIterations(options.iterations);
  if (!iterations.ok) return iterations;
  const playouts = checkPlayouts(options.playouts);
  if (!playouts.ok) return playouts;
  const seed = validateSeed(options.seed ?? 0);
  if (!seed.ok) return seed;
  const full = loadMatch(record);
  if (!full.ok) return botError('bad-record', full.error.message);
  const start = loadMatch({ ...full.value.toRecord(), moves: [] });
  if (!start.ok) return botError('bad-record', start.error.message);
  const match = start.value;
  const tiles = match.toRecord().tiles ?? [];
  const perMove =
    method === 'referee'
      ? (playouts.value ?? REFEREE_PLAYOUTS)
      : (iterations.value ?? analysisIterationsIn(match));
  const moves = full.value.moves();
  const jobs: AnalysisJob[] = [];
  for (const [index, played] of moves.entries()) {
    const seat = match.actor;
    // A copy: the match goes on, and a view may share its arrays.
    jobs.push({
      index,
      view: structuredClone(match.view(seat)),
      played,
      iterations: perMove,
      seed: analysisSeed(tiles, index, seed.value, method),
      ...(method === 'referee' ? { method } : {}),
    });
    const r = match.play(seat, played);
    if (!r.ok) return botError('bad-record', `move ${index} ${played}: ${r.error.message}`);
  }
  const f = full.value;
  return ok({
    game: f.game,
    preset: f.preset,
    players: f.players.map((p) => p.name),
    finished: f.finished,
    scores: f.scores,
    iterations: perMove,
    seed: seed.value,
    method,
    jobs,
  });
}

export interface PlayerAnalysis {
  readonly player: number;
  readonly name: string;
  readonly moves: number;
  /** Points lost over the game. */
  readonly lost: number;
  /** Points lost a move, with a normal 95% interval over the moves (forced moves count as 0). */
  readonly perMove: number;
  readonly interval: readonly [number, number];
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
  readonly method: AnalysisMethod;
  readonly moves: readonly MoveAnalysis[];
  readonly players: readonly PlayerAnalysis[];
}

/** A sample's mean with a normal 95% interval (the mean twice when there are fewer than two values). */
export function meanInterval(values: readonly number[]): { mean: number; interval: [number, number] } {
  const n = values.length;
  if (n === 0) return { mean: 0, interval: [0, 0] };
  const mean = values.reduce((s, v) => s + v, 0) / n;
  if (n < 2) return { mean, interval: [mean, mean] };
  const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1);
  const half = 1.96 * Math.sqrt(variance / n);
  return { mean, interval: [mean - half, mean + half] };
}

/** Per player: the sum of points lost, a move's mean with its interval, and the three costliest moves. */
export function summariseAnalysis(plan: AnalysisPlan, moves: readonly MoveAnalysis[]): Analysis {
  const players = plan.players.map((name, player) => {
    const mine = moves.filter((m) => m.player === player);
    const costliest = mine
      .filter((m) => m.lost > 0.05)
      .sort((a, b) => b.lost - a.lost || a.index - b.index)
      .slice(0, 3)
      .map((m) => m.index);
    const lost = mine.reduce((s, m) => s + m.lost, 0);
    const { mean, interval } = meanInterval(mine.map((m) => m.lost));
    return { player, name, moves: mine.length, lost, perMove: mean, interval, costliest };
  });
  return {
    game: plan.game,
    preset: plan.preset,
    finished: plan.finished,
    scores: plan.scores,
    iterations: plan.iterations,
    seed: plan.seed,
    method: plan.method,
    moves,
    players,
  };
}

/**
 * Value every move of every player of a record with the top level's search (`iterations` per
 * move, each seeded from the record's draw order, the move index and `seed`): the expected
 * margin of the move played and of the best move found, the points lost, and per player the sum
 * and the three costliest moves. The same record, seed and iterations give the same analysis.
 * `onProgress` is told after each move. Refused: a record that does not load (`bad-record`),
 * bad options.
 */
export function analyseRecord(
  record: unknown,
  options: AnalysisOptions = {},
  onProgress?: (done: number, total: number) => void,
): BotResult<Analysis> {
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
