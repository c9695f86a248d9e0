import type { CityGame } from './game.js';

/**
 * Wall geometry on the grid (rules.md B4.4): the outer boundary walk (clockwise, tiles on the
 * right, sharpest right turn at pinch points), the open stretch, and the test that a tile would
 * not surround the wall. An edge is a code `cell * 4 + side` naming side `side` of the tile on `cell`.
 */

let scratchStamp = new Uint32Array(0);
let scratchVersion = 0;
let queue = new Int32Array(0);
/** The 8 squares around one (`mayEnclose`), clockwise from the north: one array for every call. */
const RING = new Int32Array(8);

/** Recompute the outside squares if a tile was placed since the last time. */
export function ensureOutside(g: CityGame): void {
  g.outside.refresh(g);
}

/** Whether an empty square is connected to the unbounded empty area (call ensureOutside first). */
export function isOutside(g: CityGame, cell: number): boolean {
  return g.outside.contains(g, cell);
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

/**
 * Unwalled outer-boundary edges between the two ends of the wall (Infinity without a wall);
 * counted up to `atMost` + 1 at most when given (a turn only asks whether it is short).
 */
export function openStretch(g: CityGame, atMost = Infinity): number {
  if (!g.wall.hasGate) return Infinity;
  ensureOutside(g);
  const head = g.wall.headEdge;
  const limit = g.grid.length * 4;
  let n = 0;
  for (let e = succEdge(g, g.wall.tailEdge); e !== head && n <= atMost; e = succEdge(g, e)) {
    if (++n > limit) throw new Error('wall ends are not on one walk');
  }
  return n;
}

/**
 * Whether a tile on the empty `cell` may cut the empty squares around it apart: false when they
 * form one edge-connected arc of its 8-neighbourhood (then every empty square keeps its way out).
 */
export function mayEnclose(g: CityGame, cell: number): boolean {
  const grid = g.grid;
  const W = g.width;
  const ring = RING;
  ring[0] = cell - W;
  ring[1] = cell - W + 1;
  ring[2] = cell + 1;
  ring[3] = cell + W + 1;
  ring[4] = cell + W;
  ring[5] = cell + W - 1;
  ring[6] = cell - 1;
  ring[7] = cell - W - 1;
  let c = 0;
  let joins = 0;
  for (let i = 0; i < 8; i += 2) {
    if (grid[ring[i]!]! >= 0) continue;
    c++;
    if (grid[ring[i + 1]!]! < 0 && grid[ring[(i + 2) & 7]!]! < 0) joins++;
  }
  const comps = c === 4 && joins === 4 ? 1 : c - joins;
  return comps > 1;
}

/**
 * Whether a tile on `cell` keeps every wall piece and the gate on the outer boundary: no square
 * beyond the wall may end up enclosed. Only the empty squares next to `cell` can be cut off, so
 * each of them is searched from (with `cell` taken as a tile) until the search leaves the tiles'
 * bounding box — that side stays outside — or runs out: that side is enclosed, and refused if it
 * holds a square beyond the wall.
 */
export function keepsWall(g: CityGame, cell: number): boolean {
  const wall = g.wall;
  if (wall.walledOutCount === 0 || !mayEnclose(g, cell)) return true;
  const grid = g.grid;
  if (scratchStamp.length < grid.length) {
    scratchStamp = new Uint32Array(grid.length);
    queue = new Int32Array(grid.length);
    scratchVersion = 0;
  }
  if (scratchVersion > 0xfffffff0) {
    scratchStamp.fill(0);
    scratchVersion = 0;
  }
  // Searches of this call are numbered first, first + 1, …; a stamp below `first` is stale.
  const first = scratchVersion + 1;
  const x = g.xOf(cell);
  const y = g.yOf(cell);
  const x0 = Math.min(g.minX, x);
  const x1 = Math.max(g.maxX, x);
  const y0 = Math.min(g.minY, y);
  const y1 = Math.max(g.maxY, y);
  const W = g.width;
  // Bit k: search k of this call left the box.
  let outside = 0;
  for (let side = 0; side < 4; side++) {
    const start = cell + g.sideStep(side);
    if (grid[start]! >= 0 || scratchStamp[start]! >= first) continue;
    const id = ++scratchVersion;
    let head = 0;
    let tail = 0;
    let out = false;
    let beyondWall = false;
    scratchStamp[start] = id;
    queue[tail++] = start;
    while (head < tail && !out) {
      const c = queue[head++]!;
      if (wall.walledOut[c]) beyondWall = true;
      const cx = g.xOf(c);
      const cy = g.yOf(c);
      if (cx < x0 || cx > x1 || cy < y0 || cy > y1) {
        out = true;
        break;
      }
      for (let s = 0; s < 4; s++) {
        const n = s === 0 ? c - W : s === 1 ? c + 1 : s === 2 ? c + W : c - 1;
        if (n === cell || grid[n]! >= 0) continue;
        const seen = scratchStamp[n]!;
        if (seen === id) continue;
        if (seen >= first) {
          // An earlier search of this call got here: same fate (it left the box, or it would have searched this far).
          out = ((outside >> (seen - first)) & 1) === 1;
          break;
        }
        scratchStamp[n] = id;
        queue[tail++] = n;
      }
    }
    if (out) outside |= 1 << (id - first);
    if (!out && beyondWall) return false;
  }
  return true;
}
