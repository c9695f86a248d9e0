import { scoreFinal, type Game } from '@carcassonne/engine';

/**
 * "If the game ended now" scores: the exact final scoring (incomplete features, farms)
 * applied to a scratch copy. Plus a value for followers still in hand, which shrinks as
 * the bag empties (a follower is worth little when few tiles are left to use it on).
 */
export function projectedValues(g: Game, scratch: Game, out: Float64Array): Float64Array {
  scratch.copyFrom(g);
  if (scratch.phase !== 'over') scoreFinal(scratch);
  const left = g.bag.length - g.bagPos;
  const perFollower = Math.min(2.5, left / 12);
  for (let p = 0; p < g.nPlayers; p++) out[p] = scratch.scores[p]! + perFollower * g.supply[p]!;
  return out;
}

/** My value minus the best opponent's. */
export function margin(values: Float64Array, me: number, n: number): number {
  let best = -Infinity;
  for (let p = 0; p < n; p++) if (p !== me && values[p]! > best) best = values[p]!;
  return values[me]! - best;
}
