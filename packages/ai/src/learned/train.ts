import { createMatch, fnv1a, Mulberry32, ok } from '@carcassonne/engine';
import { carcassonneCore, type CarcassonneCore as Game } from '@carcassonne/engine/internal';
import { baseAdapter } from '../adapter.js';
import { botError, type BotResult } from '../errors.js';
import { greedyDecision, rateWork } from '../greedy.js';
import { FEATURE_COUNT, FEATURE_NAMES, FeatureWork, features } from './features.js';
import { WEIGHTS_FORMAT, WEIGHTS_VERSION, type Weights } from './weights.js';

/**
 * Training the learned evaluation by regression on playout outcomes: games of greedy play (the
 * bots' playout policy) from seeded deals; at every tile turn each player's features, and as
 * the target that player's final score. A linear model over standardised features is fitted by
 * full-batch gradient descent on the mean squared error. Everything is drawn from the seed, so
 * the same seed, games and epochs give the same weights.
 */
export interface TrainOptions {
  readonly games: number;
  readonly seed: string;
  /** Base-game preset of the deals (absent: modern). */
  readonly preset?: string;
  readonly players?: number;
  /** Passes of gradient descent (absent: 200). */
  readonly epochs?: number;
  readonly rate?: number;
}

export interface Training {
  readonly weights: Weights;
  /** Mean squared error (points²) before the first pass and after each. */
  readonly loss: readonly number[];
  readonly samples: number;
}

const COLORS = ['red', 'blue', 'green', 'yellow', 'black'];

/** One greedy game of a seeded deal: rows of features and each row's final score. */
function playGame(
  preset: string,
  players: number,
  seed: string,
  rows: number[],
  targets: number[],
): BotResult<void> {
  const list = Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}`, color: COLORS[i]! }));
  const m = createMatch({ preset, players: list, seed });
  if (!m.ok) return botError('bad-game', m.error.message);
  const start = carcassonneCore(m.value);
  if (!start || start.phase === 'over') return botError('bad-game', `${preset} is not a base-game preset`);
  const A = baseAdapter;
  const g: Game = A.clone(start);
  const rng = new Mulberry32(fnv1a(`train:${seed}`));
  const work = rateWork(A, g);
  const fw = new FeatureWork(players, A.clone(g));
  const f = new Float64Array(players * FEATURE_COUNT);
  const from = rows.length;
  while (!A.over(g)) {
    if (g.phase === 'place') for (const x of features(g, fw, f)) rows.push(x);
    const d = greedyDecision(A, g, rng, work);
    if (!d) break;
    A.apply(g, d.key);
    if (d.followerKey !== null) A.apply(g, d.followerKey);
  }
  const scores = A.scores(g);
  for (let r = from; r < rows.length; r += FEATURE_COUNT)
    targets.push(scores[((r - from) / FEATURE_COUNT) % players]!);
  return ok(undefined);
}

/** Mean and spread per feature (the bias kept as is: mean 0, scale 1). */
function standardise(rows: readonly number[], n: number): { mean: number[]; scale: number[] } {
  const mean = new Array<number>(FEATURE_COUNT).fill(0);
  const scale = new Array<number>(FEATURE_COUNT).fill(0);
  for (let r = 0; r < n; r++)
    for (let k = 1; k < FEATURE_COUNT; k++) mean[k]! += rows[r * FEATURE_COUNT + k]! / n;
  for (let r = 0; r < n; r++)
    for (let k = 1; k < FEATURE_COUNT; k++) scale[k]! += (rows[r * FEATURE_COUNT + k]! - mean[k]!) ** 2 / n;
  return { mean, scale: scale.map((v, k) => (k === 0 ? 1 : Math.sqrt(v) || 1)) };
}

/** Fit the weights (see above). Refused: a bad game count, preset or players. */
export function train(options: TrainOptions): BotResult<Training> {
  const { games, seed } = options;
  const preset = options.preset ?? 'modern';
  const players = options.players ?? 2;
  const epochs = options.epochs ?? 200;
  const rate = options.rate ?? 0.1;
  if (!Number.isSafeInteger(games) || games < 1)
    return botError('bad-request', 'games must be an integer ≥ 1');
  if (!Number.isSafeInteger(epochs) || epochs < 1)
    return botError('bad-request', 'epochs must be an integer ≥ 1');
  const rows: number[] = [];
  const targets: number[] = [];
  for (let i = 0; i < games; i++) {
    const r = playGame(preset, players, `${seed}-${i}`, rows, targets);
    if (!r.ok) return r;
  }
  const n = targets.length;
  const { mean, scale } = standardise(rows, n);
  const x = rows.map((v, i) => (v - mean[i % FEATURE_COUNT]!) / scale[i % FEATURE_COUNT]!);
  const w = new Array<number>(FEATURE_COUNT).fill(0);
  const grad = new Array<number>(FEATURE_COUNT);
  const loss: number[] = [];
  for (let e = 0; e <= epochs; e++) {
    grad.fill(0);
    let sq = 0;
    for (let r = 0; r < n; r++) {
      let y = 0;
      for (let k = 0; k < FEATURE_COUNT; k++) y += w[k]! * x[r * FEATURE_COUNT + k]!;
      const err = y - targets[r]!;
      sq += err * err;
      for (let k = 0; k < FEATURE_COUNT; k++) grad[k]! += (2 * err * x[r * FEATURE_COUNT + k]!) / n;
    }
    loss.push(sq / n);
    if (e === epochs) break;
    for (let k = 0; k < FEATURE_COUNT; k++) w[k]! -= rate * grad[k]!;
  }
  const weights: Weights = {
    format: WEIGHTS_FORMAT,
    version: WEIGHTS_VERSION,
    game: 'carcassonne',
    features: [...FEATURE_NAMES],
    mean,
    scale,
    weights: w,
    training: { games, seed, preset, players, epochs, rate, samples: n, loss: loss[loss.length - 1] },
  };
  return ok({ weights, loss, samples: n });
}
