import { FACING, K_CITY, K_ROAD, MAX_SEGMENTS, type Game, type Mulberry32 } from '@carcassonne/engine';

/**
 * A cheap placement policy for playouts. Uniformly random placements never try to finish
 * anything, so a playout undervalues owning a feature and never punishes handing one to the
 * opponent. Here a few random legal placements are drawn and the one that best serves the
 * player to move wins: finishing or extending its own roads and cities and filling around its
 * monasteries count for it, doing the same for an opponent counts against it.
 */
export class PlacementPolicy {
  /** Roots of the features holding followers this turn, with +1 (mover's) / −1 (others') marks. */
  private roots = new Int32Array(16);
  private marks = new Int8Array(16);
  private nRoots = 0;
  private readonly seen = new Int32Array(4);

  /** A legal placement code for the drawn tile: the best of `tries` random ones. */
  choose(g: Game, rng: Mulberry32, tries: number): number {
    const n = g.nLegal;
    if (tries <= 1 || n === 1) return g.legal[rng.int(n)]!;
    this.collect(g);
    let best = g.legal[rng.int(n)]!;
    let bestScore = this.score(g, best);
    for (let k = 1; k < tries; k++) {
      const code = g.legal[rng.int(n)]!;
      const s = this.score(g, code);
      if (s > bestScore) {
        best = code;
        bestScore = s;
      }
    }
    return best;
  }

  /** Which features hold whose followers: +1 the mover has a majority share, −1 only others. */
  private collect(g: Game): void {
    this.nRoots = 0;
    if (this.roots.length < g.nFollowers) {
      this.roots = new Int32Array(g.fNode.length);
      this.marks = new Int8Array(g.fNode.length);
    }
    const me = g.current;
    for (let i = 0; i < g.nFollowers; i++) {
      const root = g.find(g.fNode[i]!);
      const mine = g.fOwner[i] === me ? 1 : -1;
      let j = 0;
      while (j < this.nRoots && this.roots[j] !== root) j++;
      if (j === this.nRoots) {
        this.roots[this.nRoots] = root;
        this.marks[this.nRoots++] = mine;
      } else if (mine > 0) this.marks[j] = 1;
    }
  }

  private markOf(root: number): number {
    for (let j = 0; j < this.nRoots; j++) if (this.roots[j] === root) return this.marks[j]!;
    return 0;
  }

  private score(g: Game, code: number): number {
    const cell = code >> 2;
    const off = (code & 3) * 13;
    const t = g.types[g.drawn]!;
    const ps = t.portSeg;
    let score = 0;
    // Each road or city segment of the new tile: the features it joins, and whether it closes them.
    for (let side = 0; side < 4; side++) {
      const seg = ps[off + 3 * side + 1]!;
      const kind = t.segKind[seg]!;
      if (kind !== K_ROAD && kind !== K_CITY) continue;
      // Handle each segment once, at its first side.
      let first = true;
      for (let s2 = 0; s2 < side; s2++) if (ps[off + 3 * s2 + 1] === seg) first = false;
      if (!first) continue;
      let open = t.segSides[seg]!;
      let nSeen = 0;
      let mark = 0;
      for (let s2 = side; s2 < 4; s2++) {
        if (ps[off + 3 * s2 + 1] !== seg) continue;
        const q = g.grid[cell + g.dcell(s2)]!;
        if (q < 0) continue;
        const qt = g.types[g.pType[q]!]!;
        const root = g.find(q * MAX_SEGMENTS + qt.portSeg[g.pRot[q]! * 13 + FACING[3 * s2 + 1]!]!);
        open -= 2;
        let dup = false;
        for (let j = 0; j < nSeen; j++) if (this.seen[j] === root) dup = true;
        if (dup) continue;
        this.seen[nSeen++] = root;
        open += g.open[root]!;
        const m = this.markOf(root);
        if (m > 0) mark = 1;
        else if (m < 0 && mark === 0) mark = -1;
      }
      if (mark === 0) continue;
      const w = kind === K_CITY ? 2 : 1;
      score += mark * (open === 0 ? 3 * w : w);
    }
    // Monasteries around the square.
    const W = g.W;
    for (let dy = -W; dy <= W; dy += W) {
      for (let dx = -1; dx <= 1; dx++) {
        const q = g.grid[cell + dy + dx]!;
        if (q < 0) continue;
        const ms = g.types[g.pType[q]!]!.monasterySeg;
        if (ms < 0) continue;
        const m = this.markOf(q * MAX_SEGMENTS + ms);
        score += m * (g.mcount[q] === 8 ? 3 : 1);
      }
    }
    return score;
  }
}
