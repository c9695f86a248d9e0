// Issue 46's paired trial (docs/learned-options.md): how well the learned leaf ranks a position's
// options. For seeded greedy games, at every third tile turn the search's root options (greedy's
// best 12) are each played on one arrangement of the unseen tiles with one playout seed: 8 greedy
// turns to the leaf (its features), then on to the game's end (the margin), and once more from the
// leaf with the tiles after it in another order (what no leaf can know). Each option's features and
// margin, less the position's mean, are summed into second moments; `fit` solves the leaf's weights
// on them (ridge towards a weights file's) and says how much of the options' spread the file's
// weights, the fitted ones and the tiles' order after the leaf leave.
//   node --import tsx packages/ai/bench/paired-train.ts sums PRESET FROM TO SEED OUT.json
//   node --import tsx packages/ai/bench/paired-train.ts fit SUMS.json[,…] BASE.json OUT.json [LAMBDA]
import { readFileSync, writeFileSync } from 'node:fs';
import { createMatch, fnv1a, Mulberry32 } from '@carcassonne/engine';
import { carcassonneCore, type CarcassonneCore as Game } from '@carcassonne/engine/internal';
import { baseAdapter } from '../src/adapter.js';
import { greedyDecision, rateWork, topOptions } from '../src/greedy.js';
import { FEATURE_COUNT as F, FEATURE_NAMES, FeatureWork, features } from '../src/learned/features.js';
import { formatWeights, parseWeights } from '../src/learned/weights.js';

const A = baseAdapter;
const EVERY = 3;
const ROOT_OPTIONS = 12;
const LEAF_TURNS = 8;

interface Sums {
  /** The games summed: `${seed}-${from}` up to `${seed}-${to - 1}` of a preset. */
  games?: { preset: string; from: number; to: number; seed: string };
  n: number;
  c: number;
  /** Half the squared difference of each option's margin about the position's mean and the same on the tiles after the leaf shuffled again. */
  luck: number;
  G: number[];
  b: number[];
}

/** `turns` greedy tile turns (a playout's), or to the end. */
function playOn(s: Game, rng: Mulberry32, turns: number): void {
  const work = rateWork(A, s);
  for (let placed = 0; !A.over(s) && placed < turns; ) {
    const d = greedyDecision(A, s, rng, work, true);
    if (!d) return;
    if (A.isPlacement(d.key)) placed++;
    A.apply(s, d.key);
    if (d.followerKey !== null) A.apply(s, d.followerKey);
  }
}

/** The options of one position: each one's features (mine less the opponent's) and final margin. */
function optionsOf(
  g: Game,
  rng: Mulberry32,
  fw: FeatureWork,
  f: Float64Array,
): { xs: number[][]; ys: number[]; luck: number } {
  const me = A.actor(g);
  const det = A.clone(g);
  A.resample(det, rng);
  const seed = rng.nextU32();
  const xs: number[][] = [];
  const ys: number[] = [];
  const again: number[] = [];
  // The same leaves played on with the tiles after them in another order, one for every option
  // (their bags are alike after the same turns): what no leaf can know of the options' spread.
  const shuffle = rng.nextU32();
  const replay = rng.nextU32();
  for (const o of topOptions(A, g, ROOT_OPTIONS)) {
    const s = A.clone(det);
    A.apply(s, o.key);
    if (o.followerKey !== null) A.apply(s, o.followerKey);
    const playout = new Mulberry32(seed);
    playOn(s, playout, LEAF_TURNS);
    features(s, fw, f);
    xs.push(Array.from({ length: F }, (_, k) => f[me * F + k]! - f[(1 - me) * F + k]!));
    const other = A.clone(s);
    A.resample(other, new Mulberry32(shuffle));
    playOn(other, new Mulberry32(replay), Number.POSITIVE_INFINITY);
    playOn(s, playout, Number.POSITIVE_INFINITY);
    const scores = A.scores(s);
    const otherScores = A.scores(other);
    ys.push(scores[me]! - scores[1 - me]!);
    again.push(otherScores[me]! - otherScores[1 - me]!);
  }
  const mean = (v: number[]) => v.reduce((a, x) => a + x, 0) / v.length;
  const [my, ma] = [mean(ys), mean(again)];
  let luck = 0;
  for (let j = 0; j < ys.length; j++) luck += (ys[j]! - my - (again[j]! - ma)) ** 2 / 2;
  return { xs, ys, luck };
}

function sums(preset: string, from: number, to: number, seed: string): Sums {
  const out: Sums = {
    games: { preset, from, to, seed },
    n: 0,
    c: 0,
    luck: 0,
    G: new Array(F * F).fill(0),
    b: new Array(F).fill(0),
  };
  const fw = new FeatureWork(2);
  const f = new Float64Array(2 * F);
  const players = [
    { name: 'A', color: 'red' },
    { name: 'B', color: 'blue' },
  ];
  for (let i = from; i < to; i++) {
    const m = createMatch({ preset, players, seed: `${seed}-${i}` });
    if (!m.ok) throw new Error(m.error.message);
    const g = A.clone(carcassonneCore(m.value)!);
    const rng = new Mulberry32(fnv1a(`paired:${seed}-${i}`));
    const work = rateWork(A, g);
    for (let turn = 0; !A.over(g); ) {
      if (g.phase === 'place' && turn % EVERY === i % EVERY) {
        const { xs, ys, luck } = optionsOf(g, rng, fw, f);
        if (xs.length > 1) out.luck += luck;
        const meanY = ys.reduce((a, y) => a + y, 0) / ys.length;
        const meanX = Array.from({ length: F }, (_, k) => xs.reduce((a, x) => a + x[k]!, 0) / xs.length);
        for (let j = 0; xs.length > 1 && j < xs.length; j++) {
          const y = ys[j]! - meanY;
          const x = xs[j]!.map((v, k) => v - meanX[k]!);
          for (let p = 0; p < F; p++) {
            out.b[p]! += x[p]! * y;
            for (let q = 0; q < F; q++) out.G[p * F + q]! += x[p]! * x[q]!;
          }
          out.c += y * y;
          out.n++;
        }
      }
      const d = greedyDecision(A, g, rng, work);
      if (!d) break;
      A.apply(g, d.key);
      if (d.followerKey !== null) A.apply(g, d.followerKey);
      if (A.isPlacement(d.key)) turn++;
    }
  }
  return out;
}

/** Solves M x = v (M symmetric positive definite, F × F) by Gaussian elimination. */
function solve(M: number[], v: number[]): number[] {
  const a = M.slice();
  const x = v.slice();
  for (let i = 0; i < F; i++)
    for (let r = i + 1; r < F; r++) {
      const t = a[r * F + i]! / a[i * F + i]!;
      for (let k = i; k < F; k++) a[r * F + k]! -= t * a[i * F + k]!;
      x[r]! -= t * x[i]!;
    }
  for (let i = F - 1; i >= 0; i--) {
    for (let k = i + 1; k < F; k++) x[i]! -= a[i * F + k]! * x[k]!;
    x[i]! /= a[i * F + i]!;
  }
  return x;
}

function fit(files: string[], basePath: string, out: string, lambda: number): void {
  const all: Sums = { n: 0, c: 0, luck: 0, G: new Array(F * F).fill(0), b: new Array(F).fill(0) };
  const games: NonNullable<Sums['games']>[] = [];
  for (const file of files) {
    const s = JSON.parse(readFileSync(file, 'utf8')) as Sums;
    if (s.G.length !== F * F)
      throw new Error(`${file} holds sums of ${Math.sqrt(s.G.length)} features, not ${F}`);
    if (s.games) games.push(s.games);
    all.n += s.n;
    all.c += s.c;
    all.luck += s.luck ?? 0;
    for (let k = 0; k < F * F; k++) all.G[k]! += s.G[k]!;
    for (let k = 0; k < F; k++) all.b[k]! += s.b[k]!;
  }
  const read = parseWeights(readFileSync(basePath, 'utf8'));
  if (!read.ok) throw new Error(read.error.message);
  const base = read.value;
  // In the standardised features the file's weights apply to.
  const G = all.G.map((v, k) => v / base.scale[Math.floor(k / F)]! / base.scale[k % F]!);
  const b = all.b.map((v, k) => v / base.scale[k]!);
  const loss = (w: readonly number[]) => {
    let l = all.c;
    for (let p = 0; p < F; p++) {
      l -= 2 * w[p]! * b[p]!;
      for (let q = 0; q < F; q++) l += w[p]! * G[p * F + q]! * w[q]!;
    }
    return l / all.n;
  };
  const ridge = lambda * all.n;
  const w = solve(
    G.map((v, k) => (Math.floor(k / F) === k % F ? v + ridge : v)),
    b.map((v, k) => v + ridge * base.weights[k]!),
  );
  console.log(
    `${all.n} options; their margins' spread about each position's mean ${(all.c / all.n).toFixed(2)} points²`,
  );
  console.log(
    `left unexplained: by the file's weights ${loss(base.weights).toFixed(2)}, fitted ${loss(w).toFixed(2)}`,
  );
  console.log(
    `the tiles' order after the leaf (no leaf can know it): ${(all.luck / all.n).toFixed(2)} points²`,
  );
  for (let k = 0; k < F; k++)
    console.log(
      `${FEATURE_NAMES[k]!.padEnd(16)} ${base.weights[k]!.toFixed(3).padStart(8)} ${w[k]!.toFixed(3).padStart(8)}`,
    );
  const training = { ...base.training, paired: { games, lambda, options: all.n, loss: loss(w) } };
  writeFileSync(out, formatWeights({ ...base, weights: w, training }));
}

const [mode, ...args] = process.argv.slice(2);
if (mode === 'sums') {
  const [preset = 'modern', from = '0', to = '10', seed = 'p1', out = 'paired.json'] = args;
  writeFileSync(out, JSON.stringify(sums(preset, Number(from), Number(to), seed)));
} else if (mode === 'fit' && args.length >= 3) {
  fit(args[0]!.split(','), args[1]!, args[2]!, Number(args[3] ?? 1e-3));
} else {
  console.error(
    'usage: paired-train.ts sums PRESET FROM TO SEED OUT.json | fit SUMS.json[,…] BASE.json OUT.json [LAMBDA]',
  );
  process.exit(2);
}
