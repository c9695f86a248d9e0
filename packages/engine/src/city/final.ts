import { FACING } from '../ports.js';
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
  for (let i = 0; i < g.nFollowers; i++) {
    const node = g.fNode[i]!;
    const owner = g.fOwner[i]!;
    if (g.nkind[node] === C_DISTRICT) {
      g.fNode[w] = node;
      g.fOwner[w++] = owner;
    } else {
      g.supply[owner]!++;
      g.occ[g.find(node)]!--;
    }
  }
  g.nFollowers = w;
  scoreDistricts(g);
  scoreGuards(g);
}

/** B5.1: every remaining outer-boundary edge is walled (marked 3); the squares beyond close. */
export function closeWall(g: CityGame): void {
  ensureOutside(g);
  const squares: number[] = [];
  for (let p = 0; p < g.pCount; p++) {
    const cell = g.pCell[p]!;
    for (let s = 0; s < 4; s++) {
      const nc = cell + g.dcell(s);
      if (g.grid[nc]! >= 0 || !isOutside(g, nc)) continue;
      if (g.wallAt[cell * 4 + s] === 0) g.wallAt[cell * 4 + s] = 3;
      if (!g.forb[nc] && !squares.includes(nc)) squares.push(nc);
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
    const ka = g.nkind[a];
    const kb = g.nkind[b];
    if (ka === C_MARKET && kb === C_DISTRICT) return pair(b, a);
    if (ka !== C_DISTRICT || kb !== C_MARKET) return;
    const d = g.find(a);
    let set = adj.get(d);
    if (!set) adj.set(d, (set = new Set()));
    set.add(g.find(b));
  };
  for (let p = 0; p < g.pCount; p++) {
    const t = g.types[g.pType[p]!]!;
    const r = g.pRot[p]!;
    for (const [a, b] of t.touches) pair(p * MAXSEG + a, p * MAXSEG + b);
    const cell = g.pCell[p]!;
    for (const side of [1, 2]) {
      const q = g.grid[cell + g.dcell(side)]!;
      if (q < 0) continue;
      const qt = g.types[g.pType[q]!]!;
      for (let k = 0; k < 3; k++) {
        const b = 3 * side + k;
        pair(p * MAXSEG + t.portSeg[r * 13 + b]!, q * MAXSEG + qt.portSeg[g.pRot[q]! * 13 + FACING[b]!]!);
      }
    }
  }
  return adj;
}

/** B6 patrons: each occupied district, 2 points per adjacent market for its majority. */
function scoreDistricts(g: CityGame): void {
  const adj = districtMarkets(g);
  const byRoot = new Map<number, number[]>();
  for (let i = 0; i < g.nFollowers; i++) {
    const root = g.find(g.fNode[i]!);
    let c = byRoot.get(root);
    if (!c) byRoot.set(root, (c = new Array<number>(g.nPlayers).fill(0)));
    c[g.fOwner[i]!]!++;
  }
  for (const [root, counts] of byRoot) {
    const markets = adj.get(root)?.size ?? 0;
    const points = 2 * markets;
    const players = award(g, counts, points);
    const squares: [number, number][] | null = g.events ? [] : null;
    const tiles = featureTiles(g, root, squares);
    const followers = g.events ? g.followersOn(root) : null;
    g.events?.push({ kind: 'district', move: null, points, players, tiles, markets, final: true, ...(squares ? { squares } : {}), ...(followers ? { followers } : {}) });
  }
}

/** B6 guards: 2 per public and 3 per historical building from the wall inward up to the first gap. */
function scoreGuards(g: CityGame): void {
  for (let i = 0; i < g.nGuards; i++) {
    const edge = g.gEdge[i]!;
    const owner = g.gOwner[i]!;
    const { points, tiles, squares } = guardView(g, edge);
    g.scores[owner]! += points;
    g.events?.push({ kind: 'guard', move: null, points, players: [owner], tiles, final: true, squares });
  }
}

/** What a guard on `edge` would score now, without listing its squares (bots call this often). */
export function guardPoints(g: CityGame, edge: number): number {
  const step = g.dcell(((edge & 3) + 2) & 3);
  let points = 0;
  for (let cell = edge >> 2; g.grid[cell]! >= 0; cell += step) {
    const t = g.types[g.pType[g.grid[cell]!]!]!;
    points += 2 * t.publicBuildings + (t.historical ? 3 : 0);
  }
  return points;
}

/** What a guard on `edge` watches now. */
export function guardView(g: CityGame, edge: number): { points: number; tiles: number; squares: [number, number][] } {
  const step = g.dcell(((edge & 3) + 2) & 3);
  let points = 0;
  const squares: [number, number][] = [];
  for (let cell = edge >> 2; g.grid[cell]! >= 0; cell += step) {
    const t = g.types[g.pType[g.grid[cell]!]!]!;
    points += 2 * t.publicBuildings + (t.historical ? 3 : 0);
    squares.push([g.xOf(cell), g.yOf(cell)]);
  }
  return { points, tiles: squares.length, squares };
}
