import type { CityGame } from './game.js';
import { flood } from './outside.js';

/**
 * Wall geometry on the grid (rules.md B4.4): the outer boundary walk (clockwise, tiles on the
 * right, sharpest right turn at pinch points), the open stretch, and the test that a tile would
 * not surround the wall. An edge is a code `cell * 4 + side` naming side `side` of the tile on `cell`.
 */

let scratchStamp = new Uint32Array(0);
let scratchVersion = 0;

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

/** Unwalled outer-boundary edges between the two ends of the wall (Infinity without a wall). */
export function openStretch(g: CityGame): number {
  if (!g.wall.hasGate) return Infinity;
  ensureOutside(g);
  const head = g.wall.headEdge;
  const limit = g.grid.length * 4;
  let n = 0;
  for (let e = succEdge(g, g.wall.tailEdge); e !== head; e = succEdge(g, e)) {
    if (++n > limit) throw new Error('wall ends are not on one walk');
  }
  return n;
}

/** Whether a tile on `cell` keeps every wall piece and the gate on the outer boundary. */
export function keepsWall(g: CityGame, cell: number): boolean {
  const wall = g.wall;
  if (wall.walledOutCount === 0) return true;
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
  if (scratchStamp.length < grid.length) {
    scratchStamp = new Uint32Array(grid.length);
    scratchVersion = 0;
  }
  if (++scratchVersion === 0xffffffff) {
    scratchStamp.fill(0);
    scratchVersion = 1;
  }
  const x = g.xOf(cell);
  const y = g.yOf(cell);
  flood(g, scratchStamp, scratchVersion, Math.min(g.minX, x) - 1, Math.max(g.maxX, x) + 1, Math.min(g.minY, y) - 1, Math.max(g.maxY, y) + 1, cell);
  for (let i = 0; i < wall.walledOutCount; i++) {
    if (scratchStamp[wall.walledOutList[i]!] !== scratchVersion) return false;
  }
  return true;
}
