import { createMatch, fnv1a, Mulberry32, ok } from '@carcassonne/engine';
import { carcassonneCore, type CarcassonneCore as Game } from '@carcassonne/engine/internal';
import { baseAdapter } from '../adapter.js';
import { botError, type BotResult } from '../errors.js';
import { greedyDecision, rateWork } from '../greedy.js';
import { runSearch } from '../mcts.js';
import { levelInfo } from '../levels.js';
import { DEFAULT_MCTS, type MctsOptions } from '../options.js';
import { FEATURE_COUNT, FEATURE_NAMES, FeatureWork, features } from './features.js';
import {
  parseWeights,
  VERSION_FEATURES,
  WEIGHTS_FORMAT,
  WEIGHTS_VERSION,
  type Weights,
  type WeightsFile,
  type WeightsVersion,
} from './weights.js';

/**
 * Training the learned evaluation by regression on playout outcomes: games of greedy play (the
 * bots' playout policy) from seeded deals; at every tile turn, per player, the player's features
 * minus the mean of the opponents', and as the target the player's final margin over the
 * opponents' mean score — what the search maximises, so the model spends nothing on predicting
 * the points everyone scores. A linear model over standardised features is fitted by full-batch
 * gradient descent on the mean squared error (on the features' second moments, so a pass costs
 * nothing per position). Everything is drawn from the seed: the same seed, games and epochs give
 * the same weights.
 */
export interface TrainOptions {
  readonly games: number;
  readonly seed: string;
  /** Base-game preset of the deals (absent: modern). */
  readonly preset?: string;
  /** Rule options switched on beside the preset's (the expansions: `innsAndCathedrals`, …), as a match's setup takes them. */
  readonly options?: Readonly<Record<string, boolean>>;
  readonly players?: number;
  /** Passes of gradient descent (absent: 20,000). */
  readonly epochs?: number;
  readonly rate?: number;
  /**
   * Who plays the training games: absent, greedy (the playouts' policy); a number N, level 4's
   * search (its built-in leaf, so the games depend on no weights file) at N iterations a move:
   * games nearer how the search plays on after a leaf than greedy's.
   */
  readonly searchIterations?: number;
  /** The file's version (absent: today's); an older one fits its features only (`VERSION_FEATURES`). */
  readonly version?: WeightsVersion;
}

export interface Training {
  /** The weights to play with, and as the file holds them (a version 2 file: its 16 features). */
  readonly weights: Weights;
  readonly file: WeightsFile;
  /** Mean squared error (points²) before the first pass and after each. */
  readonly loss: readonly number[];
  /** The mean squared error of today's leaf valuation's margin on the same positions. */
  readonly builtInLoss: number;
  readonly samples: number;
}

const COLORS = ['red', 'blue', 'green', 'yellow', 'black'];
const EXPECTED = FEATURE_NAMES.indexOf('expected');

/** The training games' search player (`searchIterations`): level 4's. */
const level4 = levelInfo('level4')?.play;
const TRAINING_SEARCH: MctsOptions = level4?.kind === 'search' ? level4.options : DEFAULT_MCTS;

/**
 * One game of a seeded deal, played by greedy (or by level 4's search at `searchIterations`): rows
 * of feature differences and each row's final margin.
 */
function playGame(
  rules: Pick<TrainOptions, 'preset' | 'options'>,
  players: number,
  seed: string,
  searchIterations: number | undefined,
  count: number,
  rows: number[],
  targets: number[],
): BotResult<void> {
  const list = Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}`, color: COLORS[i]! }));
  const m = createMatch({ ...rules, players: list, seed });
  if (!m.ok) return botError('bad-game', m.error.message);
  const start = carcassonneCore(m.value);
  if (!start || start.phase === 'over')
    return botError('bad-game', `${rules.preset} is not a base-game preset`);
  const A = baseAdapter;
  const g: Game = A.clone(start);
  const rng = new Mulberry32(fnv1a(`train:${seed}`));
  const work = rateWork(A, g);
  const fw = new FeatureWork(players);
  const f = new Float64Array(players * FEATURE_COUNT);
  const from = rows.length;
  while (!A.over(g)) {
    if (g.phase === 'place') {
      features(g, fw, f);
      for (let p = 0; p < players; p++)
        for (let k = 0; k < count; k++) {
          let others = 0;
          for (let q = 0; q < players; q++) if (q !== p) others += f[q * FEATURE_COUNT + k]!;
          rows.push(f[p * FEATURE_COUNT + k]! - others / (players - 1));
        }
    }
    let d: { key: number; followerKey: number | null } | null;
    if (searchIterations === undefined) d = greedyDecision(A, g, rng, work);
    else {
      const searched = runSearch(A, g, rng, { iterations: searchIterations }, TRAINING_SEARCH);
      d = searched.ok ? searched.value : null;
    }
    if (!d) break;
    A.apply(g, d.key);
    if (d.followerKey !== null) A.apply(g, d.followerKey);
  }
  const scores = A.scores(g);
  let total = 0;
  for (let p = 0; p < players; p++) total += scores[p]!;
  for (let r = from; r < rows.length; r += count) {
    const p = ((r - from) / count) % players;
    targets.push(scores[p]! - (total - scores[p]!) / (players - 1));
  }
  return ok(undefined);
}

/** Mean and spread per feature (the bias kept as is: mean 0, scale 1). */
function standardise(rows: readonly number[], n: number, F: number): { mean: number[]; scale: number[] } {
  const mean = new Array<number>(F).fill(0);
  const scale = new Array<number>(F).fill(0);
  for (let r = 0; r < n; r++) for (let k = 1; k < F; k++) mean[k]! += rows[r * F + k]! / n;
  for (let r = 0; r < n; r++) for (let k = 1; k < F; k++) scale[k]! += (rows[r * F + k]! - mean[k]!) ** 2 / n;
  return { mean, scale: scale.map((v, k) => (k === 0 ? 1 : Math.sqrt(v) || 1)) };
}

/** Fit the weights (see above). Refused: a bad game count, preset or players. */
export function train(options: TrainOptions): BotResult<Training> {
  const { games, seed } = options;
  const preset = options.preset ?? 'modern';
  const players = options.players ?? 2;
  const epochs = options.epochs ?? 20_000;
  // Below 1 / the features' count, the most the second moments' largest eigenvalue can be (their
  // trace): every pass lowers the loss.
  const rate = options.rate ?? 0.03;
  const version = options.version ?? WEIGHTS_VERSION;
  const F: number | undefined = VERSION_FEATURES[version];
  if (F === undefined)
    return botError('bad-request', `version must be one of ${Object.keys(VERSION_FEATURES).join(', ')}`);
  if (!Number.isSafeInteger(games) || games < 1)
    return botError('bad-request', 'games must be an integer ≥ 1');
  if (!Number.isSafeInteger(epochs) || epochs < 1)
    return botError('bad-request', 'epochs must be an integer ≥ 1');
  const { searchIterations } = options;
  if (searchIterations !== undefined && !(Number.isSafeInteger(searchIterations) && searchIterations >= 1))
    return botError('bad-request', 'searchIterations must be an integer ≥ 1');
  if (!Number.isSafeInteger(players) || players < 2 || players > COLORS.length)
    return botError('bad-request', `players must be an integer from 2 to ${COLORS.length}`);
  // The deals' rules, as a match's setup and the file's training record both take them.
  const rules = { preset, ...(options.options ? { options: options.options } : {}) };
  const rows: number[] = [];
  const targets: number[] = [];
  for (let i = 0; i < games; i++) {
    const r = playGame(rules, players, `${seed}-${i}`, searchIterations, F, rows, targets);
    if (!r.ok) return r;
  }
  const n = targets.length;
  const { mean, scale } = standardise(rows, n, F);
  // The loss is w·Gw − 2w·b + c over the second moments G = XᵀX/n, b = Xᵀy/n, c = yᵀy/n.
  const G = new Float64Array(F * F);
  const b = new Float64Array(F);
  const x = new Float64Array(F);
  let c = 0;
  let builtIn = 0;
  for (let r = 0; r < n; r++) {
    for (let k = 0; k < F; k++) x[k] = (rows[r * F + k]! - mean[k]!) / scale[k]!;
    const y = targets[r]!;
    for (let i = 0; i < F; i++) {
      b[i]! += (x[i]! * y) / n;
      for (let j = 0; j < F; j++) G[i * F + j]! += (x[i]! * x[j]!) / n;
    }
    c += (y * y) / n;
    builtIn += (rows[r * F + EXPECTED]! - y) ** 2 / n;
  }
  const w = new Array<number>(F).fill(0);
  const Gw = new Float64Array(F);
  const loss: number[] = [];
  for (let e = 0; e <= epochs; e++) {
    let value = c;
    for (let i = 0; i < F; i++) {
      let s = 0;
      for (let j = 0; j < F; j++) s += G[i * F + j]! * w[j]!;
      Gw[i] = s;
      value += w[i]! * (s - 2 * b[i]!);
    }
    loss.push(Math.max(0, value));
    if (e === epochs) break;
    for (let k = 0; k < F; k++) w[k]! -= rate * 2 * (Gw[k]! - b[k]!);
  }
  const file: WeightsFile = {
    format: WEIGHTS_FORMAT,
    version,
    game: 'carcassonne',
    target: 'margin',
    features: FEATURE_NAMES.slice(0, F),
    mean,
    scale,
    weights: w,
    training: {
      games,
      seed,
      ...rules,
      players,
      epochs,
      rate,
      samples: n,
      loss: loss[loss.length - 1],
      ...(searchIterations !== undefined ? { searchIterations } : {}),
    },
  };
  const weights = parseWeights(file);
  if (!weights.ok) return weights;
  return ok({ weights: weights.value, file, loss, builtInLoss: builtIn, samples: n });
}
