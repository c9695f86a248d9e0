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
