/** Turning a playout's end into a reward in [0, 1] per player. */

/** Win/loss (a shared win split) mixed with the final score margin. */
export function rewards(scores: Int32Array, n: number, winWeight: number, out: Float64Array): void {
  let max = -Infinity;
  let winners = 0;
  for (let p = 0; p < n; p++) {
    const s = scores[p]!;
    if (s > max) {
      max = s;
      winners = 1;
    } else if (s === max) winners++;
  }
  for (let p = 0; p < n; p++) {
    let best = -Infinity;
    for (let q = 0; q < n; q++) if (q !== p && scores[q]! > best) best = scores[q]!;
    const m = scores[p]! - best;
    const win = scores[p] === max ? 1 / winners : 0;
    out[p] = winWeight * win + (1 - winWeight) * (0.5 + Math.max(-0.5, Math.min(0.5, m / 60)));
  }
}

/** Each player's projected margin over the best opponent. */
export function margins(v: Float64Array, n: number, out: Float64Array): void {
  for (let p = 0; p < n; p++) {
    let best = -Infinity;
    for (let q = 0; q < n; q++) if (q !== p && v[q]! > best) best = v[q]!;
    out[p] = v[p]! - best;
  }
}

/**
 * Rewards from heuristic values: a sigmoid of how much each player's margin changed since the
 * root, so the signal keeps its resolution when one player is far ahead.
 */
export function valueRewards(v: Float64Array, n: number, rootMargin: Float64Array, out: Float64Array): void {
  margins(v, n, out);
  for (let p = 0; p < n; p++) out[p] = 1 / (1 + Math.exp(-(out[p]! - rootMargin[p]!) / 10));
}
