import { K_CITY, K_FIELD, K_ROAD, MAX_SEGMENTS, type TileType } from '../core/tile-compile.js';
import { FIGURE_BIG, FIGURE_BUILDER, FIGURE_PIG } from './figures.js';
import type { Game } from './game.js';

/**
 * List in `g.followerOptions` the choices on the tile `t` just placed as placement `p`:
 * followers, and the expansions' figures (`Figures`: `segment | figure << 3`); their count.
 */
export function listFigureChoices(g: Game, p: number, t: TileType): number {
  const me = g.current;
  const f = g.figures;
  const out = g.followerOptions;
  const base = p * MAX_SEGMENTS;
  // Traders & Builders: a builder or pig in hand goes where the player has a follower.
  const builderInHand = f.traders && f.builder[me]! < 0;
  const pigInHand = f.traders && g.options.farmers && f.pig[me]! < 0;
  let n = 0;
  for (let s = 0; s < t.segCount; s++) {
    const kind = t.segKind[s]!;
    const root = g.find(base + s);
    if (g.occupants[root] === 0) {
      if (!g.followerAllowed(kind)) continue;
      if (g.supply[me]! > 0) out[n++] = s;
      if (f.bigSupply[me]! > 0) out[n++] = s | (FIGURE_BIG << 3);
      continue;
    }
    // A9.3: a builder only on a road or city the tile leaves open (it would return at once).
    const builder = builderInHand && (kind === K_ROAD || kind === K_CITY) && g.openSides[root] !== 0;
    const pig = pigInHand && kind === K_FIELD;
    if ((!builder && !pig) || !hasFollowerOn(g, root, me)) continue;
    if (builder) out[n++] = s | (FIGURE_BUILDER << 3);
    if (pig) out[n++] = s | (FIGURE_PIG << 3);
  }
  return n;
}

/** Whether `player` has a follower on the feature at `root`. */
export function hasFollowerOn(g: Game, root: number, player: number): boolean {
  if (g.occupants[root] === 0) return false;
  for (let i = 0; i < g.followerCount; i++)
    if (g.followerOwner[i] === player && g.find(g.followerNode[i]!) === root) return true;
  return false;
}
