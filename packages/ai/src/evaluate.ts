import {
  FAIRY_SCORE_POINTS,
  K_DISTRICT,
  countDistrictMarkets,
  marketsNextTo,
  finalScoring,
  guardPoints,
  K_MONASTERY,
  K_ROAD,
  projectFinal,
  projectPoints,
  type CityCore as CityGame,
  type CarcassonneCore as Game,
} from '@carcassonne/engine/internal';
import { FollowedFeatures } from './followed-features.js';

/**
 * "If the game ended now" values: the exact final scoring (incomplete features, farms) on a
 * scratch copy, plus a value for each follower still in hand that shrinks as the bag empties.
 */
export function projectedValues(g: Game, _scratch: Game, out: Float64Array): Float64Array {
  projectedScores(g, out);
  return addFollowersInHand(g, out);
}

/**
 * The scores "if the game ended now" into `out` (player p's at p): the scores so far, the final
 * scoring's points of what stands, the fairy's 3 of the end discounted (`discountFairy`).
 */
export function projectedScores(g: Game, out: Float64Array): void {
  for (let p = 0; p < g.nPlayers; p++) out[p] = g.scores[p]!;
  if (g.phase === 'over') return;
  projectFinal(g, out);
  discountFairy(g, out);
}

/**
 * The Princess & the Dragon: the projection gives the fairy's owner its 3 points of the end
 * (PD7.4), but any rival with a follower on the board may take the fairy on its turn, and does
 * when the projection says so: bots that counted the 3 passed the fairy back and forth on seven
 * turns in ten instead of placing followers (1 December). The 3 count by the odds that the fairy
 * is still there at the end, halved by each rival turn left; its point a turn and its 3 when the
 * feature scores come as they are played.
 */
export function discountFairy(g: Game, out: Float64Array): void {
  const owner = g.fairyOwner;
  if (!g.dragonRules || owner < 0) return;
  let turns = g.bag.length - g.bagPos;
  // The strategic variant: the tiles in hand are turns too.
  if (g.hands) for (const tile of g.hands.tiles) if (tile >= 0) turns++;
  const rivalTurns = Math.ceil((turns * (g.nPlayers - 1)) / g.nPlayers);
  out[owner]! -= FAIRY_SCORE_POINTS * (1 - 0.5 ** Math.min(rivalTurns, 30));
}

/**
 * `out` (the projected scores, player p's at `at` + p) plus a value for each follower in hand,
 * shrinking as the bag empties; `hand` (`handBig`): each player's followers (big followers) in
 * hand more or fewer than now, player p's at `at` + p (a follower choice not played, packages/ai's
 * `FollowerValues`).
 */
export function addFollowersInHand(
  g: Game,
  out: Float64Array,
  at = 0,
  hand: Int32Array | null = null,
  handBig: Int32Array | null = null,
): Float64Array {
  const left = g.bag.length - g.bagPos;
  const perFollower = Math.min(2.5, left / 12);
  // A big follower in hand (Inns & Cathedrals) is worth more than a follower: it wins majorities.
  for (let p = 0; p < g.nPlayers; p++) {
    const more = hand ? hand[at + p]! : 0;
    const moreBig = handBig ? handBig[at + p]! : 0;
    out[at + p]! += perFollower * (g.supply[p]! + more + 1.5 * (g.figures.bigSupply[p]! + moreBig));
  }
  return out;
}

/**
 * The City: the final scoring on a scratch copy (wall closed now, districts, guards), plus half
 * of what each follower's incomplete road or market is worth now (the end would pay nothing
 * for it, but it may still complete), plus followers and towers in hand.
 */
export function projectedCityValues(g: CityGame, scratch: CityGame, out: Float64Array): Float64Array {
  for (let p = 0; p < g.nPlayers; p++) out[p] = 0;
  for (let i = 0; i < g.followerCount; i++) {
    const node = g.followerNode[i]!;
    if (g.nodeKind[node] === K_DISTRICT) continue;
    const root = g.find(node);
    let tiles = 0;
    let n = root;
    do {
      tiles++;
      n = g.nextMember[n]!;
    } while (n !== root);
    out[g.followerOwner[i]!]! +=
      0.5 * projectPoints(g.nodeKind[root]!, Math.ceil(tiles / 1.5), g.nodeFlags[root]!);
  }
  scratch.copyFrom(g);
  if (scratch.phase !== 'over') finalScoring(scratch);
  const left = g.bag.length - g.bagPos;
  const perFollower = Math.min(2, left / 15);
  for (let p = 0; p < g.nPlayers; p++)
    out[p]! += scratch.scores[p]! + perFollower * g.supply[p]! + 0.5 * g.towers[p]!;
  return out;
}

/** My value minus the best opponent's. */
export function margin(values: Float64Array, me: number, n: number): number {
  let best = -Infinity;
  for (let p = 0; p < n; p++) if (p !== me && values[p]! > best) best = values[p]!;
  return values[me]! - best;
}

/**
 * My value minus the mean of the best opponent's and the opponents' average: `margin` with two
 * players; with more, a loss of any rival counts (half as much as the leader's would alone).
 */
export function fieldMargin(values: Float64Array, me: number, n: number): number {
  let best = -Infinity;
  let sum = 0;
  for (let p = 0; p < n; p++) {
    if (p === me) continue;
    sum += values[p]!;
    if (values[p]! > best) best = values[p]!;
  }
  return values[me]! - (best + sum / (n - 1)) / 2;
}

/**
 * A richer valuation for the search's leaves: the projected final scores plus, for every
 * incomplete city and monastery, the chance it still completes times what completion adds
 * (and the follower coming back). The chance falls with each open side (or empty square
 * around a monastery) and with the tiles left — a cheap, smooth stand-in for real odds.
 */
export function expectedValues(g: Game, scratch: Game, out: Float64Array): Float64Array {
  return addCompletionOdds(g, projectedValues(g, scratch, out));
}

const followedScratch = new FollowedFeatures();

/**
 * `out` (the projected values) plus the completion odds of `expectedValues`; `followed` is the
 * position's followed features when the caller has read them already.
 */
export function addCompletionOdds(
  g: Game,
  out: Float64Array,
  followed: FollowedFeatures = followedScratch.read(g),
): Float64Array {
  if (g.phase === 'over') return out;
  const left = g.bag.length - g.bagPos;
  const perFollower = Math.min(2.5, left / 12);
  const r = Math.min(0.9, left / (left + 6));
  const rm = Math.min(0.95, left / (left + 3));
  const { counts, players } = followed;
  for (let f = 0; f < followed.count; f++) {
    const kind = followed.kinds[f]!;
    if (kind === K_ROAD) continue;
    const root = followed.roots[f]!;
    // What completing adds under the game's rules (a cathedral city: all of it, as unfinished it scores nothing).
    const gain = followed.gain(g, f);
    const p = kind === K_MONASTERY ? rm ** gain : r ** g.openSides[root]!;
    const max = followed.most(f);
    for (let k = 0; k < players; k++) {
      const mine = counts[f * players + k]!;
      if (mine === max) out[k]! += p * gain;
      out[k]! += p * perFollower * mine;
    }
  }
  return out;
}

/**
 * The City's leaf valuation for the search: scores, patrons' districts (2 per adjacent market),
 * guards' rows as they stand, each follower's road or market at 70% of its points plus 30% times
 * the chance it completes during play (with its followers back), and followers and towers in hand.
 */
export function cityLeafValues(g: CityGame, _scratch: CityGame, out: Float64Array): Float64Array {
  const n = g.nPlayers;
  for (let p = 0; p < n; p++) out[p] = g.scores[p]!;
  if (g.phase === 'over') return out;
  const left = g.bag.length - g.bagPos;
  const r = Math.min(0.85, left / (left + 8));
  const perFollower = Math.min(2, left / 15);
  const counts = new Int32Array(n);
  const seen: number[] = [];
  let counted = false;
  for (let i = 0; i < g.followerCount; i++) {
    const root = g.find(g.followerNode[i]!);
    if (seen.includes(root)) continue;
    seen.push(root);
    for (let p = 0; p < counts.length; p++) counts[p] = 0;
    for (let j = i; j < g.followerCount; j++)
      if (g.find(g.followerNode[j]!) === root) counts[g.followerOwner[j]!]!++;
    let value: number;
    const kind = g.nodeKind[root]!;
    if (kind === K_DISTRICT) {
      if (!counted) {
        countDistrictMarkets(g);
        counted = true;
      }
      value = 2 * marketsNextTo(root);
    } else {
      // The wall's closure at the end completes nearly every project, so most of a road's or
      // market's points are safe; completing it sooner also frees its followers.
      const pc = r ** g.openSides[root]!;
      value = (0.7 + 0.3 * pc) * projectPoints(kind, g.featureTiles(root, null), g.nodeFlags[root]!);
      for (let k = 0; k < n; k++) out[k]! += pc * perFollower * counts[k]!;
    }
    let max = 0;
    for (let k = 0; k < n; k++) if (counts[k]! > max) max = counts[k]!;
    for (let k = 0; k < n; k++) if (counts[k] === max) out[k]! += value;
  }
  for (let i = 0; i < g.wall.guardCount; i++)
    out[g.wall.guardOwner[i]!]! += guardPoints(g, g.wall.guardEdge[i]!);
  for (let p = 0; p < n; p++) out[p]! += perFollower * g.supply[p]! + 0.5 * g.towers[p]!;
  return out;
}
