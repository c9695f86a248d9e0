import { BoardCore, type CellSpan } from '../core/board.js';

/** What a flood fill reads of a board. */
type Grid = Pick<BoardCore, 'grid' | 'width' | 'cellOf' | 'xOf' | 'yOf' | 'minX' | 'maxX' | 'minY' | 'maxY'>;

let queue = new Int32Array(0);

/**
 * Flood the empty squares connected to the rim of the box [x0, x1] × [y0, y1], marking them
 * with `v` in `stamp`; `extra` is an empty square treated as a tile (-1: none).
 */
export function flood(
  g: Grid,
  stamp: Uint32Array,
  v: number,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  extra: number,
): void {
  if (queue.length < g.grid.length) queue = new Int32Array(g.grid.length);
  const grid = g.grid;
  const W = g.width;
  let qh = 0;
  let qt = 0;
  // The rim of the box: its top and bottom rows, then its left and right columns.
  for (let x = x0; x <= x1; x++) {
    for (const c of [g.cellOf(x, y0), g.cellOf(x, y1)]) {
      if (stamp[c] === v) continue;
      stamp[c] = v;
      queue[qt++] = c;
    }
  }
  for (let y = y0 + 1; y < y1; y++) {
    for (const c of [g.cellOf(x0, y), g.cellOf(x1, y)]) {
      if (stamp[c] === v) continue;
      stamp[c] = v;
      queue[qt++] = c;
    }
  }
  const lo = g.cellOf(x0, y0);
  const hi = g.cellOf(x1, y1);
  while (qh < qt) {
    const c = queue[qh++]!;
    for (let s = 0; s < 4; s++) {
      const n = s === 0 ? c - W : s === 1 ? c + 1 : s === 2 ? c + W : c - 1;
      if (n < lo || n > hi || stamp[n] === v || grid[n]! >= 0 || n === extra) continue;
      const x = g.xOf(n);
      if (x < x0 || x > x1) continue;
      stamp[n] = v;
      queue[qt++] = n;
    }
  }
}

/**
 * The empty squares outside the city (connected to the unbounded empty area), recomputed
 * lazily after a tile is placed. Squares are marked with the current version number, so
 * a new flood needs no clearing.
 */
export class OutsideArea {
  readonly stamp: Uint32Array;
  version = 0;
  /** A tile was placed since the last flood. */
  dirty = true;
  /** The flooded box: the tiles' bounding box grown by one. */
  minX = 0;
  maxX = 0;
  minY = 0;
  maxY = 0;

  constructor(cells: number) {
    this.stamp = new Uint32Array(cells);
  }

  /** Flood again if a tile was placed since the last time. */
  refresh(g: Grid): void {
    if (!this.dirty) return;
    this.dirty = false;
    if (++this.version === 0xffffffff) {
      this.stamp.fill(0);
      this.version = 1;
    }
    this.minX = g.minX - 1;
    this.maxX = g.maxX + 1;
    this.minY = g.minY - 1;
    this.maxY = g.maxY + 1;
    flood(g, this.stamp, this.version, this.minX, this.maxX, this.minY, this.maxY, -1);
  }

  /** Whether an empty square is outside (call `refresh` first). */
  contains(g: Grid, cell: number): boolean {
    if (g.grid[cell]! >= 0) return false;
    const x = g.xOf(cell);
    const y = g.yOf(cell);
    if (x <= this.minX || x >= this.maxX || y <= this.minY || y >= this.maxY) return true;
    return this.stamp[cell] === this.version;
  }

  /** Take over `src`'s area: its marks over `span` become this area's own (monotonic) version. */
  copyFrom(src: OutsideArea, span: CellSpan): void {
    const v = Math.max(this.version, src.version) + 1;
    BoardCore.copySpan(this.stamp, src.stamp, span);
    const stamp = this.stamp;
    const old = src.version;
    for (let c = span[0]; c < span[1]; c++) stamp[c] = stamp[c] === old ? v : 0;
    this.version = v;
    this.dirty = src.dirty;
    this.minX = src.minX;
    this.maxX = src.maxX;
    this.minY = src.minY;
    this.maxY = src.maxY;
  }
}
