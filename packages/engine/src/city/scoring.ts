import { C_MARKET, C_ROAD, MAXSEG } from './compile.js';
import type { CityGame } from './game.js';

/** Distinct tiles of a project (a tile counts once even with two segments in it). */
export function featureTiles(g: CityGame, root: number, squares: [number, number][] | null): number {
  const v = ++g.stampV;
  let n = root;
  let tiles = 0;
  do {
    const p = (n / MAXSEG) | 0;
    if (g.stamp[p] !== v) {
      g.stamp[p] = v;
      tiles++;
      if (squares) squares.push([g.xOf(g.pCell[p]!), g.yOf(g.pCell[p]!)]);
    }
    n = g.next[n]!;
  } while (n !== root);
  return tiles;
}

/** Points of a completed road (1 per tile up to 3 tiles, 2 per tile from 4) or market (tiles × kinds). */
export function projectPoints(kind: number, tiles: number, marketMask: number): number {
  if (kind === C_ROAD) return tiles <= 3 ? tiles : 2 * tiles;
  return tiles * ((marketMask & 1) + ((marketMask >> 1) & 1) + ((marketMask >> 2) & 1));
}

/** Score a completed road or market for its majority and return its followers. `move` null: closure at the end. */
export function scoreRoot(g: CityGame, root: number, move: number | null): void {
  const followers = g.events ? g.followersOn(root) : null;
  const counts = takeFollowers(g, root);
  const squares: [number, number][] | null = g.events ? [] : null;
  const tiles = featureTiles(g, root, squares);
  const kind = g.nkind[root]!;
  const m = g.mk[root]!;
  const points = projectPoints(kind, tiles, m);
  const players = award(g, counts, points);
  g.events?.push({
    kind: kind === C_ROAD ? 'road' : 'market',
    move,
    points,
    players,
    tiles,
    ...(kind === C_MARKET ? { kinds: (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) } : {}),
    ...(move === null ? { final: true } : {}),
    ...(squares ? { squares } : {}),
    ...(followers ? { followers } : {}),
  });
}

/** Return the followers of a project to their supplies; counts per player. */
export function takeFollowers(g: CityGame, root: number): number[] {
  return g.takeFollowers(root);
}

/** Give `points` to every player with the most followers; returns them (seat order). */
export function award(g: CityGame, counts: readonly number[], points: number): number[] {
  return g.award(counts, points);
}
