import type { CityGame } from './game.js';
import { pocketSquares } from './outside.js';

/**
 * Wall geometry on the grid (rules/the-city.md B4.4): the outer boundary walk (clockwise, tiles on the
 * right, sharpest right turn at pinch points), the open stretch, and the test that a tile would
 * not surround the wall. An edge is a code `cell * 4 + side` naming side `side` of the tile on `cell`.
 */

/** Whether an empty square is connected to the unbounded empty area. */
export function isOutside(g: CityGame, cell: number): boolean {
  return g.outside.contains(g, cell);
}

/** The square beyond an edge. */
export function beyond(g: CityGame, edge: number): number {
  return g.wrapped((edge >> 2) + g.sideStep(edge & 3));
}

/** Whether an edge lies on the outer boundary. */
export function onOuterBoundary(g: CityGame, edge: number): boolean {
  return g.grid[edge >> 2]! >= 0 && isOutside(g, beyond(g, edge));
}

/** The next outer-boundary edge in the clockwise walk (tiles on the right). */
export function succEdge(g: CityGame, edge: number): number {
  const T = edge >> 2;
  const d = edge & 3;
  const dir = (d + 1) & 3;
  const G = g.wrapped(T + g.sideStep(dir));
  const F = g.wrapped(G + g.sideStep(d));
  if (g.grid[G]! < 0 && isOutside(g, G)) return T * 4 + dir;
  if (g.grid[G]! >= 0 && g.grid[F]! < 0) return G * 4 + d;
  return F * 4 + ((d + 3) & 3);
}

/** The previous outer-boundary edge in the walk. */
export function predEdge(g: CityGame, edge: number): number {
  const T = edge >> 2;
  const d = edge & 3;
  const back = (d + 3) & 3;
  const G = g.wrapped(T + g.sideStep(back));
  const F = g.wrapped(G + g.sideStep(d));
  if (g.grid[G]! < 0 && isOutside(g, G)) return T * 4 + back;
  if (g.grid[G]! >= 0 && g.grid[F]! < 0) return G * 4 + d;
  return F * 4 + ((d + 1) & 3);
}

/** Every outer-boundary edge, in tile order. */
export function outerEdges(g: CityGame): number[] {
  const out: number[] = [];
  for (let p = 0; p < g.placedCount; p++) {
    const cell = g.placedCell[p]!;
    for (let s = 0; s < 4; s++) {
      const n = g.wrapped(cell + g.sideStep(s));
      if (g.grid[n]! < 0 && isOutside(g, n)) out.push(cell * 4 + s);
    }
  }
  return out;
}

/** The whole outer boundary walk starting at `edge` (an outer-boundary edge). */
export function walkFrom(g: CityGame, edge: number): number[] {
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
  const head = g.wall.headEdge;
  const limit = g.grid.length * 4;
  let n = 0;
  for (let e = succEdge(g, g.wall.tailEdge); e !== head && n <= atMost; e = succEdge(g, e)) {
    if (++n > limit) throw new Error('wall ends are not on one walk');
  }
  return n;
}

/**
 * Per neighbourhood of a square (bit i: the i-th of its 8 neighbours, clockwise from the north,
 * is empty): whether a tile there may cut the empty ones apart — false when they form one
 * edge-connected arc (then every empty square keeps its way out).
 */
const CUTS = new Uint8Array(256);
for (let mask = 0; mask < 256; mask++) {
  const empty = (i: number) => ((mask >> (i & 7)) & 1) === 1;
  let c = 0;
  let joins = 0;
  for (let i = 0; i < 8; i += 2) {
    if (!empty(i)) continue;
    c++;
    if (empty(i + 1) && empty(i + 2)) joins++;
  }
  const comps = c === 4 && joins === 4 ? 1 : c - joins;
  CUTS[mask] = comps > 1 ? 1 : 0;
}

/**
 * Whether a tile on the empty `cell` may cut the empty squares around it apart: false when they
 * form one edge-connected arc of its 8-neighbourhood (then every empty square keeps its way out).
 */
export function mayEnclose(g: CityGame, cell: number): boolean {
  const grid = g.grid;
  const W = g.width;
  const n = cell - W;
  const s = cell + W;
  if (n > 0 && s + 1 < grid.length) {
    const inner =
      (grid[n]! < 0 ? 1 : 0) |
      (grid[n + 1]! < 0 ? 2 : 0) |
      (grid[cell + 1]! < 0 ? 4 : 0) |
      (grid[s + 1]! < 0 ? 8 : 0) |
      (grid[s]! < 0 ? 16 : 0) |
      (grid[s - 1]! < 0 ? 32 : 0) |
      (grid[cell - 1]! < 0 ? 64 : 0) |
      (grid[n - 1]! < 0 ? 128 : 0);
    return CUTS[inner] === 1;
  }
  // Near the grid's ends a neighbour's cell wraps round the torus (`wrapped`).
  const mask =
    (grid[g.wrapped(n)]! < 0 ? 1 : 0) |
    (grid[g.wrapped(n + 1)]! < 0 ? 2 : 0) |
    (grid[g.wrapped(cell + 1)]! < 0 ? 4 : 0) |
    (grid[g.wrapped(s + 1)]! < 0 ? 8 : 0) |
    (grid[g.wrapped(s)]! < 0 ? 16 : 0) |
    (grid[g.wrapped(s - 1)]! < 0 ? 32 : 0) |
    (grid[g.wrapped(cell - 1)]! < 0 ? 64 : 0) |
    (grid[g.wrapped(n - 1)]! < 0 ? 128 : 0);
  return CUTS[mask] === 1;
}

/**
 * Whether a tile on `cell` keeps every wall piece and the gate on the outer boundary: no square
 * beyond the wall may end up enclosed. Only the empty squares next to `cell` can be cut off
 * (`OutsideArea.findPockets`); refused when a pocket holds a square beyond the wall. A square already in a
 * hole of the city cuts nothing off that was outside.
 */
export function keepsWall(g: CityGame, cell: number): boolean {
  const wall = g.wall;
  if (wall.walledOutCount === 0 || !mayEnclose(g, cell)) return true;
  if (g.outside.isEnclosed(cell)) return true;
  const n = g.outside.findPockets(g, cell);
  const squares = pocketSquares();
  for (let i = 0; i < n; i++) if (wall.isOut(squares[i]!)) return false;
  return true;
}
