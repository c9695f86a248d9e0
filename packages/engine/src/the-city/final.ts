import { K_DISTRICT } from '../core/tile-compile.js';
import type { CityGame } from './game.js';
import { isOutside } from './geometry.js';
import { countDistrictMarkets, marketsNextTo } from './markets.js';
import { CITY_SCORING } from './scoring.js';

/**
 * The end of The City (rules/the-city.md B5–B6), once per game: close the wall round the remaining
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
    if (g.nodeKind[node] === K_DISTRICT) {
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
  const squares = closing(g.grid.length);
  const v = ++closingVersion;
  let n = 0;
  for (let p = 0; p < g.placedCount; p++) {
    const cell = g.placedCell[p]!;
    for (let s = 0; s < 4; s++) {
      const next = g.wrapped(cell + g.sideStep(s));
      if (g.grid[next]! >= 0 || !isOutside(g, next)) continue;
      g.wall.closeAtEnd(cell * 4 + s, next);
      if (!g.wall.isOut(next) && closingSeen[next] !== v) {
        closingSeen[next] = v;
        squares[n++] = next;
      }
    }
  }
  for (let i = 0; i < n; i++) {
    g.shutOut(squares[i]!);
    g.scoreCandidates(null);
  }
}

// Scratch of `closeWall`, shared by every game: the squares to shut out, in order, and a stamp per square listed.
let closingSquares = new Int32Array(0);
let closingSeen = new Uint32Array(0);
let closingVersion = 0;

function closing(cells: number): Int32Array {
  if (closingSeen.length < cells || closingVersion > 0xfffffff0) {
    closingSquares = new Int32Array(cells);
    closingSeen = new Uint32Array(cells);
    closingVersion = 0;
  }
  return closingSquares;
}

/** B6 patrons: each occupied district scores per adjacent market for its majority. */
function scoreDistricts(g: CityGame): void {
  countDistrictMarkets(g);
  const byRoot = new Map<number, number[]>();
  for (let i = 0; i < g.followerCount; i++) {
    const root = g.find(g.followerNode[i]!);
    let c = byRoot.get(root);
    if (!c) {
      c = new Array<number>(g.nPlayers).fill(0);
      byRoot.set(root, c);
    }
    c[g.followerOwner[i]!]!++;
  }
  for (const [root, counts] of byRoot) {
    const markets = marketsNextTo(root);
    const points = CITY_SCORING.district(markets);
    const players = g.award(counts, points);
    const squares: [number, number][] | null = g.events ? [] : null;
    const tiles = g.featureTiles(root, squares);
    const followers = g.events ? g.followersOn(root) : null;
    g.events?.push({
      kind: 'district',
      move: null,
      points,
      players,
      tiles,
      markets,
      final: true,
      ...(squares ? { squares } : {}),
      ...(followers ? { followers } : {}),
    });
  }
}

/** B6 guards: the public and historical buildings from the wall inward up to the first gap. */
function scoreGuards(g: CityGame): void {
  const wall = g.wall;
  for (let i = 0; i < wall.guardCount; i++) {
    const owner = wall.guardOwner[i]!;
    const squares: [number, number][] = [];
    const points = guardRow(g, wall.guardEdge[i]!, squares);
    g.scores[owner]! += points;
    g.events?.push({
      kind: 'guard',
      move: null,
      points,
      players: [owner],
      tiles: squares.length,
      final: true,
      squares,
    });
  }
}

/** What a guard on `edge` scores now: the tiles from the wall inward to the first gap; `squares` collects them. */
function guardRow(g: CityGame, edge: number, squares: [number, number][] | null): number {
  const step = g.sideStep(((edge & 3) + 2) & 3);
  let points = 0;
  for (let cell = edge >> 2; g.grid[cell]! >= 0; cell = g.wrapped(cell + step)) {
    const t = g.types[g.placedType[g.grid[cell]!]!]!;
    points += CITY_SCORING.guardTile(t.publicBuildings, t.historical !== null);
    squares?.push([g.xOf(cell), g.yOf(cell)]);
  }
  return points;
}

/** What a guard on `edge` would score now, without listing its squares (bots call this often). */
export function guardPoints(g: CityGame, edge: number): number {
  return guardRow(g, edge, null);
}

/** What a guard on `edge` watches now. */
export function guardView(
  g: CityGame,
  edge: number,
): { points: number; tiles: number; squares: [number, number][] } {
  const squares: [number, number][] = [];
  const points = guardRow(g, edge, squares);
  return { points, tiles: squares.length, squares };
}
