import type { CityGame } from './game.js';

/**
 * Wall geometry on the grid (rules.md B4.4): which empty squares are outside, the outer
 * boundary walk (clockwise, tiles on the right, sharpest right turn at pinch points),
 * the open stretch, and the test that a tile would not surround the wall.
 * An edge is a code `cell * 4 + side` naming side `side` of the tile on `cell`.
 */

let scratchStamp = new Uint32Array(0);
let scratchV = 0;
let queue = new Int32Array(0);

function scratch(cells: number): void {
  if (scratchStamp.length < cells) {
    scratchStamp = new Uint32Array(cells);
    queue = new Int32Array(cells);
    scratchV = 0;
  }
}

/** Flood the empty squares connected to the unbounded area; `extra` is a square treated as a tile (-1: none). */
function flood(g: CityGame, stamp: Uint32Array, v: number, x0: number, x1: number, y0: number, y1: number, extra: number): void {
  const grid = g.grid;
  const W = g.width;
  let qh = 0;
  let qt = 0;
  for (let x = x0; x <= x1; x++) {
    for (const y of [y0, y1]) {
      const c = g.cellOf(x, y);
      if (stamp[c] !== v) {
        stamp[c] = v;
        queue[qt++] = c;
      }
    }
  }
  for (let y = y0 + 1; y < y1; y++) {
    for (const x of [x0, x1]) {
      const c = g.cellOf(x, y);
      if (stamp[c] !== v) {
        stamp[c] = v;
        queue[qt++] = c;
      }
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

/** Recompute the outside squares if a tile was placed since the last time. */
export function ensureOutside(g: CityGame): void {
  if (!g.outsideDirty) return;
  scratch(g.grid.length);
  g.outsideDirty = false;
  g.outsideVersion++;
  if (g.outsideVersion === 0xffffffff) {
    g.outsideStamp.fill(0);
    g.outsideVersion = 1;
  }
  g.outsideMinX = g.minX - 1;
  g.outsideMaxX = g.maxX + 1;
  g.outsideMinY = g.minY - 1;
  g.outsideMaxY = g.maxY + 1;
  flood(g, g.outsideStamp, g.outsideVersion, g.outsideMinX, g.outsideMaxX, g.outsideMinY, g.outsideMaxY, -1);
}

/** Whether an empty square is connected to the unbounded empty area (call ensureOutside first). */
export function isOutside(g: CityGame, cell: number): boolean {
  if (g.grid[cell]! >= 0) return false;
  const x = g.xOf(cell);
  const y = g.yOf(cell);
  if (x <= g.outsideMinX || x >= g.outsideMaxX || y <= g.outsideMinY || y >= g.outsideMaxY) return true;
  return g.outsideStamp[cell] === g.outsideVersion;
}

/** The square beyond an edge. */
export function beyond(g: CityGame, edge: number): number {
  return (edge >> 2) + g.sideStep(edge & 3);
}

/** Whether an edge lies on the outer boundary. */
export function onOuterBoundary(g: CityGame, edge: number): boolean {
  ensureOutside(g);
  return g.grid[edge >> 2]! >= 0 && isOutside(g, beyond(g, edge));
}

/** The next outer-boundary edge in the clockwise walk (tiles on the right). */
export function succEdge(g: CityGame, edge: number): number {
  const T = edge >> 2;
  const d = edge & 3;
  const dir = (d + 1) & 3;
  const G = T + g.sideStep(dir);
  const F = G + g.sideStep(d);
  if (g.grid[G]! < 0 && isOutside(g, G)) return T * 4 + dir;
  if (g.grid[G]! >= 0 && g.grid[F]! < 0) return G * 4 + d;
  return F * 4 + ((d + 3) & 3);
}

/** The previous outer-boundary edge in the walk. */
export function predEdge(g: CityGame, edge: number): number {
  const T = edge >> 2;
  const d = edge & 3;
  const back = (d + 3) & 3;
  const G = T + g.sideStep(back);
  const F = G + g.sideStep(d);
  if (g.grid[G]! < 0 && isOutside(g, G)) return T * 4 + back;
  if (g.grid[G]! >= 0 && g.grid[F]! < 0) return G * 4 + d;
  return F * 4 + ((d + 1) & 3);
}

/** Every outer-boundary edge, in tile order. */
export function outerEdges(g: CityGame): number[] {
  ensureOutside(g);
  const out: number[] = [];
  for (let p = 0; p < g.placedCount; p++) {
    const cell = g.placedCell[p]!;
    for (let s = 0; s < 4; s++) {
      const n = cell + g.sideStep(s);
      if (g.grid[n]! < 0 && isOutside(g, n)) out.push(cell * 4 + s);
    }
  }
  return out;
}

/** The whole outer boundary walk starting at `edge` (an outer-boundary edge). */
export function walkFrom(g: CityGame, edge: number): number[] {
  ensureOutside(g);
  const out = [edge];
  const limit = g.grid.length * 4;
  for (let e = succEdge(g, edge); e !== edge; e = succEdge(g, e)) {
    out.push(e);
    if (out.length > limit) throw new Error('outer boundary walk does not close');
  }
  return out;
}

/** Unwalled outer-boundary edges between the two ends of the wall (Infinity without a wall). */
export function openStretch(g: CityGame): number {
  if (!g.hasGate) return Infinity;
  ensureOutside(g);
  const head = g.wallSequence[g.head]!;
  const limit = g.grid.length * 4;
  let n = 0;
  for (let e = succEdge(g, g.wallSequence[g.tail]!); e !== head; e = succEdge(g, e)) {
    if (++n > limit) throw new Error('wall ends are not on one walk');
  }
  return n;
}

/** Whether a tile on `cell` keeps every wall piece and the gate on the outer boundary. */
export function keepsWall(g: CityGame, cell: number): boolean {
  if (g.walledOutCount === 0) return true;
  const grid = g.grid;
  const W = g.width;
  // Local test: the empty squares around `cell` form one edge-connected arc → nothing is cut off.
  const ring = [cell - W, cell - W + 1, cell + 1, cell + W + 1, cell + W, cell + W - 1, cell - 1, cell - W - 1];
  let c = 0;
  let joins = 0;
  for (let i = 0; i < 8; i += 2) {
    if (grid[ring[i]!]! >= 0) continue;
    c++;
    if (grid[ring[i + 1]!]! < 0 && grid[ring[(i + 2) & 7]!]! < 0) joins++;
  }
  const comps = c === 4 && joins === 4 ? 1 : c - joins;
  if (comps <= 1) return true;
  scratch(grid.length);
  if (++scratchV === 0xffffffff) {
    scratchStamp.fill(0);
    scratchV = 1;
  }
  const x = g.xOf(cell);
  const y = g.yOf(cell);
  const x0 = Math.min(g.minX, x) - 1;
  const x1 = Math.max(g.maxX, x) + 1;
  const y0 = Math.min(g.minY, y) - 1;
  const y1 = Math.max(g.maxY, y) + 1;
  flood(g, scratchStamp, scratchV, x0, x1, y0, y1, cell);
  for (let i = 0; i < g.walledOutCount; i++) {
    const f = g.walledOutList[i]!;
    if (scratchStamp[f] !== scratchV) return false;
  }
  return true;
}
