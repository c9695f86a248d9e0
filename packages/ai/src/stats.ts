/** Arena statistics: Wilson intervals and Elo from pairwise results (Bradley–Terry). */

/** 95% Wilson score interval of a proportion (wins may be fractional: a shared win counts ½). */
export function wilson95(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959963984540054;
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/**
 * Elo ratings from pairwise scores: `score[i][j]` = points i took from games against j
 * (win 1, draw ½), `games[i][j]` = games between them. Minorization–maximization for the
 * Bradley–Terry model, with half a draw of prior against each opponent so that a clean sweep
 * stays finite. Ratings are centred on 1500.
 */
export function eloRatings(score: number[][], games: number[][]): number[] {
  const k = score.length;
  const s = score.map((row, i) => row.map((v, j) => (i === j ? 0 : v + 0.5 * Math.min(1, games[i]![j]!))));
  const g = games.map((row, i) => row.map((v, j) => (i === j ? 0 : v + Math.min(1, v))));
  let strength = new Array<number>(k).fill(1);
  for (let iter = 0; iter < 500; iter++) {
    const next = strength.map((si, i) => {
      let wins = 0;
      let denom = 0;
      for (let j = 0; j < k; j++) {
        if (i === j || g[i]![j] === 0) continue;
        wins += s[i]![j]!;
        denom += g[i]![j]! / (si + strength[j]!);
      }
      return denom === 0 ? si : wins / denom;
    });
    const mean = Math.exp(next.reduce((a, v) => a + Math.log(v), 0) / k);
    strength = next.map((v) => v / mean);
  }
  return strength.map((v) => 1500 + 400 * Math.log10(v));
}

/** One pairing's results for the Bradley–Terry fit: `score` = points `a` took (win 1, draw ½). */
export interface PairResult {
  readonly a: number;
  readonly b: number;
  readonly games: number;
  readonly score: number;
}

export interface EloFit {
  readonly elo: readonly number[];
  /** 95% interval of each rating (the anchor's is exact: it is fixed). */
  readonly ci95: readonly (readonly [number, number])[];
}

const ELO_PER_NATURAL = 400 / Math.LN10;

/** Solve `m x = v` (m symmetric positive definite, small) by Gaussian elimination; m and v are consumed. */
function solve(m: number[][], v: number[]): number[] {
  const n = v.length;
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r;
    [m[c], m[p]] = [m[p]!, m[c]!];
    [v[c], v[p]] = [v[p]!, v[c]!];
    const d = m[c]![c]!;
    for (let r = c + 1; r < n; r++) {
      const f = m[r]![c]! / d;
      for (let k = c; k < n; k++) m[r]![k]! -= f * m[c]![k]!;
      v[r]! -= f * v[c]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = v[r]!;
    for (let k = r + 1; k < n; k++) s -= m[r]![k]! * x[k]!;
    x[r] = s / m[r]![r]!;
  }
  return x;
}

/**
 * Elo by maximum likelihood under the Bradley–Terry model, P(i beats j) = 1 / (1 + 10^((Rj − Ri)/400)),
 * a draw counting half a win, with the `anchor` fixed at `anchorElo`. Newton's method; the 95%
 * intervals come from the observed information (the likelihood's curvature). Each pairing gets one
 * drawn game of prior, so a clean sweep stays finite. Players not connected to the anchor keep
 * the anchor's rating with an infinite interval.
 */
export function fitElo(
  players: number,
  pairs: readonly PairResult[],
  anchor: number,
  anchorElo = 1000,
): EloFit {
  const prior = pairs.map((p) => ({ ...p, games: p.games + 1, score: p.score + 0.5 }));
  const free = Array.from({ length: players }, (_, i) => i).filter((i) => i !== anchor);
  const index = new Map(free.map((p, k) => [p, k]));
  const theta = new Array<number>(players).fill(0);
  const information = (): { grad: number[]; info: number[][] } => {
    const grad = new Array<number>(free.length).fill(0);
    const info = free.map(() => new Array<number>(free.length).fill(0));
    for (const p of prior) {
      const prob = 1 / (1 + Math.exp(theta[p.b]! - theta[p.a]!));
      const w = p.games * prob * (1 - prob);
      const g = p.score - p.games * prob;
      const ia = index.get(p.a);
      const ib = index.get(p.b);
      if (ia !== undefined) {
        grad[ia]! += g;
        info[ia]![ia]! += w;
      }
      if (ib !== undefined) {
        grad[ib]! -= g;
        info[ib]![ib]! += w;
      }
      if (ia !== undefined && ib !== undefined) {
        info[ia]![ib]! -= w;
        info[ib]![ia]! -= w;
      }
    }
    // A player with no games: a tiny curvature keeps the system solvable (its rating stays put).
    free.forEach((_, k) => {
      if (info[k]![k] === 0) info[k]![k] = 1e-9;
    });
    return { grad, info };
  };
  for (let iter = 0; iter < 100; iter++) {
    const { grad, info } = information();
    const step = solve(info, grad);
    let biggest = 0;
    free.forEach((p, k) => {
      const s = Math.max(-2, Math.min(2, step[k]!));
      theta[p]! += s;
      biggest = Math.max(biggest, Math.abs(s));
    });
    if (biggest < 1e-10) break;
  }
  const { info } = information();
  const variance = free.map((_, k) => {
    const unit = free.map((__, j) => (j === k ? 1 : 0));
    return solve(
      info.map((row) => [...row]),
      unit,
    )[k]!;
  });
  const z = 1.959963984540054;
  const elo = theta.map((t) => anchorElo + t * ELO_PER_NATURAL);
  const ci95 = elo.map((e, p): [number, number] => {
    const k = index.get(p);
    if (k === undefined) return [e, e];
    const half = variance[k]! > 1e6 ? Infinity : z * Math.sqrt(Math.max(0, variance[k]!)) * ELO_PER_NATURAL;
    return [e - half, e + half];
  });
  return { elo, ci95 };
}
