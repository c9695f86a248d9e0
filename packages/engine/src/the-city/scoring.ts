import { K_MARKET, K_ROAD } from '../core/tile-compile.js';
import type { CityGame } from './game.js';

/**
 * What everything in The City is worth (rules/the-city.md B3, B4.5, B6), in one place: play, the final
 * scoring and the bots' valuations all ask these functions.
 */
export interface CityScoring {
  /** A completed road (1 per tile up to 3 tiles, 2 per tile from 4) or market (tiles × kinds of market). */
  project(kind: number, tiles: number, markets: number): number;
  /** A patron's district: per adjacent market. */
  district(markets: number): number;
  /** A guard's row: per tile it watches. */
  guardTile(publicBuildings: number, historical: boolean): number;
}

/** Kinds of market in a market bit mask (fish 1, grain 2, cattle 4). */
export function marketKinds(mask: number): number {
  return (mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1);
}

export const CITY_SCORING: CityScoring = {
  project: (kind, tiles, markets) =>
    kind === K_ROAD ? (tiles <= 3 ? tiles : 2 * tiles) : tiles * marketKinds(markets),
  district: (markets) => 2 * markets,
  guardTile: (publicBuildings, historical) => 2 * publicBuildings + (historical ? 3 : 0),
};

/** Points of a completed road or market (kind K_ROAD or K_MARKET, markets as a bit mask). */
export function projectPoints(kind: number, tiles: number, markets: number): number {
  return CITY_SCORING.project(kind, tiles, markets);
}

/** Score a completed road or market for its majority; its followers go home. `move` null: closure at the end. */
export function scoreRoot(g: CityGame, root: number, move: number | null): void {
  const followers = g.events ? g.followersOn(root) : null;
  const counts = g.takeFollowers(root);
  const squares: [number, number][] | null = g.events ? [] : null;
  const tiles = g.featureTiles(root, squares);
  const kind = g.nodeKind[root]!;
  const markets = g.nodeFlags[root]!;
  const points = CITY_SCORING.project(kind, tiles, markets);
  const players = g.award(counts, points);
  g.events?.push({
    kind: kind === K_ROAD ? 'road' : 'market',
    move,
    points,
    players,
    tiles,
    ...(kind === K_MARKET ? { kinds: marketKinds(markets) } : {}),
    ...(move === null ? { final: true } : {}),
    ...(squares ? { squares } : {}),
    ...(followers ? { followers } : {}),
  });
}
