import { C_DISTRICT, finalScoring, projectFinal, projectPoints, type CityGame, type Game } from '@carcassonne/engine';

/**
 * "If the game ended now" values: the exact final scoring (incomplete features, farms) on a
 * scratch copy, plus a value for each follower still in hand that shrinks as the bag empties.
 */
export function projectedValues(g: Game, _scratch: Game, out: Float64Array): Float64Array {
  for (let p = 0; p < g.nPlayers; p++) out[p] = g.scores[p]!;
  if (g.phase !== 'over') projectFinal(g, out);
  const left = g.bag.length - g.bagPos;
  const perFollower = Math.min(2.5, left / 12);
  for (let p = 0; p < g.nPlayers; p++) out[p]! += perFollower * g.supply[p]!;
  return out;
}

/**
 * The City: the final scoring on a scratch copy (wall closed now, districts, guards), plus half
 * of what each follower's incomplete road or market is worth now (the end would pay nothing
 * for it, but it may still complete), plus followers and towers in hand.
 */
export function projectedCityValues(g: CityGame, scratch: CityGame, out: Float64Array): Float64Array {
  for (let p = 0; p < g.nPlayers; p++) out[p] = 0;
  for (let i = 0; i < g.nFollowers; i++) {
    const node = g.fNode[i]!;
    if (g.nkind[node] === C_DISTRICT) continue;
    const root = g.find(node);
    let tiles = 0;
    let n = root;
    do {
      tiles++;
      n = g.next[n]!;
    } while (n !== root);
    out[g.fOwner[i]!]! += 0.5 * projectPoints(g.nkind[root]!, Math.ceil(tiles / 1.5), g.mk[root]!);
  }
  scratch.copyFrom(g);
  if (scratch.phase !== 'over') finalScoring(scratch);
  const left = g.bag.length - g.bagPos;
  const perFollower = Math.min(2, left / 15);
  for (let p = 0; p < g.nPlayers; p++) out[p]! += scratch.scores[p]! + perFollower * g.supply[p]! + 0.5 * g.towers[p]!;
  return out;
}

/** My value minus the best opponent's. */
export function margin(values: Float64Array, me: number, n: number): number {
  let best = -Infinity;
  for (let p = 0; p < n; p++) if (p !== me && values[p]! > best) best = values[p]!;
  return values[me]! - best;
}
