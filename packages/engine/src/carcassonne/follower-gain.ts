import type { Game } from './game.js';
import { K_CITY, K_FIELD, K_MONASTERY, K_ROAD, MAX_SEGMENTS } from '../core/tile-compile.js';
import { choiceFigure, choiceSegment } from './figures.js';
import type { RuleOptions } from './rules.js';

/** What a follower choice changes (`followerGain`). */
export interface FollowerGain {
  /** Per player, the points it adds (or takes): scored this turn, or to the projection of the end. */
  readonly points: Int32Array;
  /** Whether the follower stays on the board (false: its feature completes this turn and it comes home). */
  stays: boolean;
}

/**
 * What putting the player to move's follower on `choice` (a follower option of the tile just
 * placed, phase `follower`) changes in each player's points once the turn is over, scored now or
 * projected to the end (`projectFinal`), beside the same turn with no follower — without playing
 * it. In the base games every follower option is on a feature nobody holds, so the player takes
 * all of it: a completed road, city or monastery scores now and the follower comes home; an open
 * one, or a field of the 3-points-a-city farms, counts in the projection and the follower stays.
 * A field under the 2000 rules joins the majority of each completed city it supplies, which
 * other fields' farmers share (a rival may lose a city's 4 points). False where that is not the
 * whole change: the expansions' figures and rules, another figure than a follower. Greedy rates
 * a tile's follower choices with it instead of playing each (packages/ai).
 */
export function followerGain(g: Game, choice: number, out: FollowerGain): boolean {
  if (g.phase !== 'follower' || !followerGainApplies(g.options) || choiceFigure(choice) !== 0) return false;
  const p = g.placedCount - 1;
  const node = p * MAX_SEGMENTS + choiceSegment(choice);
  const kind = g.nodeKind[node]!;
  const me = g.current;
  out.points.fill(0);
  if (kind === K_MONASTERY) {
    const complete = g.monasteryTiles[p] === 9;
    out.points[me] = g.pointsOf(node, kind, complete);
    out.stays = !complete;
    return true;
  }
  const root = g.find(node);
  if (g.occupants[root] !== 0) return false;
  if (kind === K_ROAD || kind === K_CITY) {
    const complete = g.openSides[root] === 0;
    out.points[me] = g.pointsOf(root, kind, complete);
    out.stays = !complete;
    return true;
  }
  if (kind !== K_FIELD) return false;
  out.stays = true;
  suppliedCities(g, root);
  if (g.rules.farmScoring === 'perField3') {
    if (cities.length > 0) out.points[me] = g.rules.farmValue(cities.length);
    return true;
  }
  if (g.rules.farmScoring !== 'perCity4') return false;
  for (const city of cities) cityMajorityGain(g, city, me, out.points);
  return true;
}

/** Whether `followerGain` answers in games of these rules: the base games, with The River or not. */
export function followerGainApplies(o: RuleOptions): boolean {
  return !(
    o.innsAndCathedrals ||
    o.tradersAndBuilders ||
    o.theAbbot ||
    o.abbeyAndMayor ||
    o.princessAndDragon ||
    o.strategic
  );
}

/** Scratch: completed cities, fields, farmers per player. */
const cities: number[] = [];
const fields: number[] = [];
let counts = new Int32Array(0);

/**
 * The completed cities (roots) the field at `field` supplies, into `cities`. The walk of
 * final.ts's `collectFarmedPairs`, kept apart: that one is the projection's hot path, and
 * sharing a helper with this one made a level 5 game 5% slower.
 */
function suppliedCities(g: Game, field: number): void {
  cities.length = 0;
  let n = field;
  do {
    const p = (n / MAX_SEGMENTS) | 0;
    const t = g.types[g.placedType[p]!]!;
    const base = p * MAX_SEGMENTS;
    const s = n - base;
    for (let i = t.cityTouchFrom[s]!; i < t.cityTouchFrom[s + 1]!; i++) {
      const city = g.find(base + t.cityTouches[i]!);
      if (g.openSides[city] === 0 && !cities.includes(city)) cities.push(city);
    }
    n = g.nextMember[n]!;
  } while (n !== field);
}

/**
 * The 2000 rules' farms: the completed city at `city` pays 4 to the most farmers among the fields
 * supplying it; what one more farmer of `me` (on a field with none) changes, added to `points`.
 */
function cityMajorityGain(g: Game, city: number, me: number, points: Int32Array): void {
  // The fields supplying the city: those touching one of its segments on the same tile.
  fields.length = 0;
  let n = city;
  do {
    const p = (n / MAX_SEGMENTS) | 0;
    const t = g.types[g.placedType[p]!]!;
    const base = p * MAX_SEGMENTS;
    const s = n - base;
    for (let f = 0; f < t.segCount; f++) {
      if (t.segKind[f] !== K_FIELD) continue;
      for (let i = t.cityTouchFrom[f]!; i < t.cityTouchFrom[f + 1]!; i++) {
        if (t.cityTouches[i] !== s) continue;
        const field = g.find(base + f);
        if (!fields.includes(field)) fields.push(field);
      }
    }
    n = g.nextMember[n]!;
  } while (n !== city);
  if (counts.length !== g.nPlayers) counts = new Int32Array(g.nPlayers);
  counts.fill(0);
  for (let i = 0; i < g.followerCount; i++) {
    const node = g.followerNode[i]!;
    if (g.nodeKind[node] === K_FIELD && fields.includes(g.find(node)))
      counts[g.followerOwner[i]!]! += g.figures.weight[i]!;
  }
  const value = g.rules.farmValue(1);
  let before = 0;
  for (let q = 0; q < g.nPlayers; q++) if (counts[q]! > before) before = counts[q]!;
  counts[me]!++;
  const after = Math.max(before, counts[me]!);
  for (let q = 0; q < g.nPlayers; q++) {
    const had = before > 0 && counts[q]! - (q === me ? 1 : 0) === before;
    const has = counts[q] === after;
    if (had !== has) points[q]! += has ? value : -value;
  }
}
