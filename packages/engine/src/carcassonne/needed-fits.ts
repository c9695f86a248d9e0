import { K_CITY, K_MONASTERY, K_ROAD, MAX_SEGMENTS } from '../core/tile-compile.js';
import type { Game } from './game.js';

/**
 * Whether a feature can still complete, from the tiles still to come: for a road, a city or a
 * monastery, the fewest of those tiles that fit one of the empty squares it needs (beside an open
 * side; around a monastery). 0: a square no tile left fits, so the feature stays open to the end
 * (its followers too); 1 or 2: it hangs on one or two tiles. The tiles to come are the draw after
 * `bagPos`, the tile in hand and the strategic variant's hands — in a search's guess at the order,
 * what that guess holds, so one position's answer does not depend on the order. An abbey (Abbey &
 * Mayor), which fills any hole, is not counted. Reused across positions: `read` once per
 * position, then `fewest` (and `lastOdds`) per feature.
 */
export class NeededFits {
  /** The types of the tiles to come and how many of each (the first `present` entries). */
  private types = new Int32Array(0);
  private counts = new Int32Array(0);
  private present = 0;
  /** Per frontier index: tiles to come that fit there, -1 not counted yet (this position). */
  private fits = new Int32Array(0);
  /** All the tiles to come: what fits a square no tile faces yet (a monastery's corner). */
  private total = 0;

  /** Take in a position's tiles to come. */
  read(g: Game): void {
    const n = g.types.length;
    if (this.counts.length < n) {
      this.counts = new Int32Array(n);
      this.types = new Int32Array(n);
    }
    const counts = this.counts;
    counts.fill(0);
    for (let i = g.bagPos; i < g.bag.length; i++) counts[g.bag[i]!]!++;
    if (g.hands !== null) {
      for (const t of g.hands.tiles) if (t >= 0) counts[t]!++;
    } else if (g.phase === 'place' && g.drawn >= 0) counts[g.drawn]!++;
    this.present = 0;
    this.total = 0;
    for (let t = 0; t < n; t++) {
      if (counts[t] === 0) continue;
      this.types[this.present] = t;
      counts[this.present++] = counts[t]!;
      this.total += counts[t]!;
    }
    if (this.fits.length < g.frontier.length) this.fits = new Int32Array(g.frontier.length);
    this.fits.fill(-1, 0, g.frontierCount);
  }

  /** Tiles to come that fit the square `cell` (any, when no tile faces it yet); -1 a tile is there. */
  private fitsOn(g: Game, cell: number): number {
    const at = g.grid[cell]!;
    if (at >= 0) return -1;
    if (at === -1) return this.total;
    const i = -2 - at;
    const known = this.fits[i]!;
    if (known >= 0) return known;
    const constraint = g.frontierConstraint[i]!;
    let n = 0;
    for (let k = 0; k < this.present; k++)
      if (g.types[this.types[k]!]!.fitTurns[constraint]! >> 8 > 0) n += this.counts[k]!;
    this.fits[i] = n;
    return n;
  }

  /**
   * How likely the feature last given to `fewest` completes, roughly: over the empty squares it
   * needs, each once, the product of n / (n + 1) with n the tiles to come that fit the square — 0
   * when one fits none, near 1 when every square has many; -1 when it needs none.
   */
  lastOdds = -1;
  /** The distinct empty squares the last feature asked about needs (the first `needed`). */
  private squares = new Int32Array(16);
  private needed = 0;

  /** Note `cell` as needed, once. */
  private need(g: Game, cell: number): void {
    if (g.grid[cell]! >= 0) return;
    for (let i = 0; i < this.needed; i++) if (this.squares[i] === cell) return;
    if (this.needed === this.squares.length) {
      const grown = new Int32Array(this.needed * 2);
      grown.set(this.squares);
      this.squares = grown;
    }
    this.squares[this.needed++] = cell;
  }

  /**
   * The empty squares the feature at `root` (a road's or a city's root, a monastery's node) needs,
   * each once, into `squares`: beside a road's or a city's open sides, around a monastery; none
   * when it is complete or not one of those kinds. Returns how many.
   */
  private neededSquares(g: Game, root: number, kind: number): number {
    this.needed = 0;
    if (kind === K_MONASTERY) {
      const cell = g.placedCell[(root / MAX_SEGMENTS) | 0]!;
      for (let dy = -g.width; dy <= g.width; dy += g.width)
        for (let dx = -1; dx <= 1; dx++) if (dx !== 0 || dy !== 0) this.need(g, g.wrapped(cell + dy + dx));
      return this.needed;
    }
    if ((kind !== K_ROAD && kind !== K_CITY) || g.openSides[root] === 0) return 0;
    let node = root;
    do {
      const p = (node / MAX_SEGMENTS) | 0;
      const t = g.types[g.placedType[p]!]!;
      const cell = g.placedCell[p]!;
      const turns = g.placedRotation[p]! * 13;
      const segment = node - p * MAX_SEGMENTS;
      // A road or a city crossing a side crosses its middle port.
      for (let side = 0; side < 4; side++)
        if (t.portSeg[turns + 3 * side + 1] === segment) this.need(g, g.wrapped(cell + g.sideStep(side)));
      node = g.nextMember[node]!;
    } while (node !== root);
    return this.needed;
  }

  /**
   * The fewest tiles to come that fit one square the feature at `root` (a road's or a city's
   * root, a monastery's node) needs; -1 when it needs none (complete, or not one of those kinds).
   * Also sets `lastOdds` from the same squares.
   */
  fewest(g: Game, root: number, kind: number): number {
    let least = -1;
    let odds = 1;
    const count = this.neededSquares(g, root, kind);
    for (let i = 0; i < count; i++) {
      const n = this.fitsOn(g, this.squares[i]!);
      if (least < 0 || n < least) least = n;
      odds *= n / (n + 1);
    }
    this.lastOdds = count === 0 ? -1 : odds;
    return least;
  }
}
