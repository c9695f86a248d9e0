import { FACING } from '../core/ports.js';
import { C_DISTRICT, C_MARKET, MAXSEG } from './compile.js';
import type { CityGame } from './game.js';
import { ensureOutside, isOutside } from './geometry.js';
import { award, featureTiles } from './scoring.js';
import { forbid } from './wall.js';

/**
 * The end of The City (rules.md B5–B6), once per game: close the wall round the remaining
 * outer boundary and score what that completes, remove citizens and market women from
 * incomplete projects, then score patrons (districts) and guards.
 */
export function finalScoring(g: CityGame): void {
  closeWall(g);
  // Followers on incomplete roads and markets go home without points; patrons stay for B6.
  let w = 0;
  for (let i = 0; i < g.followerCount; i++) {
    const node = g.followerNode[i]!;
    const owner = g.followerOwner[i]!;
    if (g.nodeKind[node] === C_DISTRICT) {
      g.followerNode[w] = node;
      g.followerOwner[w++] = owner;
    } else {
      g.supply[owner]!++;
      g.occupants[g.find(node)]!--;
    }
  }
  g.followerCount = w;
  scoreDistricts(g);
  scoreGuards(g);
}

/** B5.1: every remaining outer-boundary edge is walled (marked 3); the squares beyond close. */
export function closeWall(g: CityGame): void {
  ensureOutside(g);
  const squares: number[] = [];
  for (let p = 0; p < g.placedCount; p++) {
    const cell = g.placedCell[p]!;
    for (let s = 0; s < 4; s++) {
      const nc = cell + g.sideStep(s);
      if (g.grid[nc]! >= 0 || !isOutside(g, nc)) continue;
      if (g.wallMarks[cell * 4 + s] === 0) g.wallMarks[cell * 4 + s] = 3;
      if (!g.walledOut[nc] && !squares.includes(nc)) squares.push(nc);
    }
  }
  for (const sq of squares) {
    forbid(g, sq);
    g.scoreCandidates(null);
  }
}

/** Markets adjacent to each district (inside a tile by `touches`, across edges where a district port meets a market port). */
export function districtMarkets(g: CityGame): Map<number, Set<number>> {
  const adj = new Map<number, Set<number>>();
  const pair = (a: number, b: number) => {
    const ka = g.nodeKind[a];
    const kb = g.nodeKind[b];
    if (ka === C_MARKET && kb === C_DISTRICT) return pair(b, a);
    if (ka !== C_DISTRICT || kb !== C_MARKET) return;
    const d = g.find(a);
    let set = adj.get(d);
    if (!set) adj.set(d, (set = new Set()));
    set.add(g.find(b));
  };
  for (let p = 0; p < g.placedCount; p++) {
    const t = g.types[g.placedType[p]!]!;
    const r = g.placedRotation[p]!;
    for (const [a, b] of t.touches) pair(p * MAXSEG + a, p * MAXSEG + b);
    const cell = g.placedCell[p]!;
    for (const side of [1, 2]) {
      const q = g.grid[cell + g.sideStep(side)]!;
      if (q < 0) continue;
      const qt = g.types[g.placedType[q]!]!;
      for (let k = 0; k < 3; k++) {
        const b = 3 * side + k;
        pair(p * MAXSEG + t.portSeg[r * 13 + b]!, q * MAXSEG + qt.portSeg[g.placedRotation[q]! * 13 + FACING[b]!]!);
      }
    }
  }
  return adj;
}

/** B6 patrons: each occupied district, 2 points per adjacent market for its majority. */
function scoreDistricts(g: CityGame): void {
  const adj = districtMarkets(g);
  const byRoot = new Map<number, number[]>();
  for (let i = 0; i < g.followerCount; i++) {
    const root = g.find(g.followerNode[i]!);
    let c = byRoot.get(root);
    if (!c) byRoot.set(root, (c = new Array<number>(g.nPlayers).fill(0)));
    c[g.followerOwner[i]!]!++;
  }
  for (const [root, counts] of byRoot) {
    const markets = adj.get(root)?.size ?? 0;
    const points = 2 * markets;
    const players = award(g, counts, points);
    const squares: [number, number][] | null = g.events ? [] : null;
    const tiles = featureTiles(g, root, squares);
    g.events?.push({ kind: 'district', move: null, points, players, tiles, markets, final: true, ...(squares ? { squares } : {}) });
  }
}

/** B6 guards: 2 per public and 3 per historical building from the wall inward up to the first gap. */
function scoreGuards(g: CityGame): void {
  for (let i = 0; i < g.guardCount; i++) {
    const edge = g.guardEdge[i]!;
    const owner = g.guardOwner[i]!;
    const { points, tiles, squares } = guardView(g, edge);
    g.scores[owner]! += points;
    g.events?.push({ kind: 'guard', move: null, points, players: [owner], tiles, final: true, squares });
  }
}

/** What a guard on `edge` would score now, without listing its squares (bots call this often). */
export function guardPoints(g: CityGame, edge: number): number {
  const step = g.sideStep(((edge & 3) + 2) & 3);
  let points = 0;
  for (let cell = edge >> 2; g.grid[cell]! >= 0; cell += step) {
    const t = g.types[g.placedType[g.grid[cell]!]!]!;
    points += 2 * t.publicBuildings + (t.historical ? 3 : 0);
  }
  return points;
}

/** What a guard on `edge` watches now. */
export function guardView(g: CityGame, edge: number): { points: number; tiles: number; squares: [number, number][] } {
  const step = g.sideStep(((edge & 3) + 2) & 3);
  let points = 0;
  const squares: [number, number][] = [];
  for (let cell = edge >> 2; g.grid[cell]! >= 0; cell += step) {
    const t = g.types[g.placedType[g.grid[cell]!]!]!;
    points += 2 * t.publicBuildings + (t.historical ? 3 : 0);
    squares.push([g.xOf(cell), g.yOf(cell)]);
  }
  return { points, tiles: squares.length, squares };
}
