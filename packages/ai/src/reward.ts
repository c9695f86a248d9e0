import type { Mulberry32 } from '@carcassonne/engine';
import type { Adapter } from './adapter.js';
import type { MctsOptions } from './options.js';
import { greedyDecision, rateWork, type RateWork } from './greedy.js';

/** Turning a playout's end into a reward in [0, 1] per player. */

/** Win/loss (a shared win split) mixed with the final score margin. */
function rewards(scores: Int32Array, n: number, winWeight: number, out: Float64Array): void {
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

/** Each player's margin over the best opponent (of final or projected scores). */
export function margins(v: Float64Array, n: number, out: Float64Array): void {
  for (let p = 0; p < n; p++) {
    let best = -Infinity;
    for (let q = 0; q < n; q++) if (q !== p && v[q]! > best) best = v[q]!;
    out[p] = v[p]! - best;
  }
}

/**
 * Rewards from each player's margin: a sigmoid of how much it changed since the root, so the
 * signal keeps its resolution when one player is far ahead.
 */
function marginRewards(margin: Float64Array, n: number, rootMargin: Float64Array, out: Float64Array): void {
  for (let p = 0; p < n; p++) out[p] = 1 / (1 + Math.exp(-(margin[p]! - rootMargin[p]!) / 10));
}

/**
 * What both searches do at the end of an iteration: play a position out (as far as the options
 * say) and turn it into rewards — the real result if the game ended, otherwise the leaf
 * valuation measured against the root's. Holds its scratch buffers, so it allocates nothing.
 */
export class PlayoutScorer<G> {
  private readonly scratch: G;
  private readonly values: Float64Array;
  private readonly rootMargin: Float64Array;
  private readonly rw: Float64Array;
  /** Each player's margin in points at the end of the last playout (final or projected). */
  readonly margins: Float64Array;
  private readonly n: number;
  /** Scratch for greedy playouts; null for random ones. */
  private readonly work: RateWork<G> | null;

  constructor(
    private readonly A: Adapter<G>,
    root: G,
    private readonly opts: MctsOptions,
  ) {
    this.n = A.players(root);
    this.scratch = A.clone(root);
    this.values = new Float64Array(this.n);
    this.rootMargin = new Float64Array(this.n);
    this.rw = new Float64Array(this.n);
    this.margins = new Float64Array(this.n);
    margins(A.leafValue(root, this.scratch, this.values), this.n, this.rootMargin);
    this.work = opts.playout === 'greedy' ? rateWork(A, root) : null;
  }

  /** Every player plays greedy decisions for `playoutTurns` tile turns. */
  private greedyPlayout(s: G, rng: Mulberry32, work: RateWork<G>): void {
    const { A } = this;
    let placed = 0;
    while (!A.over(s) && placed < this.opts.playoutTurns) {
      const d = greedyDecision(A, s, rng, work, true);
      if (!d) return;
      if (A.isPlacement(d.key)) placed++;
      A.apply(s, d.key);
      if (d.followerKey !== null) A.apply(s, d.followerKey);
    }
  }

  /**
   * Play `s` out with `rng` (changing `s`) and return each player's reward (reused buffer);
   * `margins` then holds each player's margin in points (final, or projected by the leaf valuation).
   */
  score(s: G, rng: Mulberry32): Float64Array {
    const { A, n, rw } = this;
    if (this.work) this.greedyPlayout(s, rng, this.work);
    else A.playout(s, rng, this.opts.playout === 'smart', this.opts.playoutTurns);
    if (A.over(s)) {
      const scores = A.scores(s);
      for (let p = 0; p < n; p++) this.values[p] = scores[p]!;
      margins(this.values, n, this.margins);
      rewards(scores, n, this.opts.winWeight, rw);
    } else {
      margins(A.leafValue(s, this.scratch, this.values), n, this.margins);
      marginRewards(this.margins, n, this.rootMargin, rw);
    }
    return rw;
  }
}
