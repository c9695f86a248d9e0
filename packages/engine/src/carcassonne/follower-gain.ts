import type { Game } from './game.js';
import { K_CITY, K_FIELD, K_MONASTERY, K_ROAD, MAX_SEGMENTS } from '../core/tile-compile.js';
import {
  choiceFigure,
  choiceSegment,
  FIGURE_ABBOT,
  FIGURE_BARN,
  FIGURE_BIG,
  FIGURE_BUILDER,
  FIGURE_FOLLOWER,
  FIGURE_MAYOR,
  FIGURE_PIG,
  FIGURE_RECALL,
  FIGURE_WAGON,
} from './figures.js';
import { SPECIAL } from './dragon-turn.js';
import { BARN_FINAL_POINTS, BARN_MEETS_POINTS, citiesOf, cornerField, joinsBarn } from './barn.js';

/** What a follower choice changes (`followerGain`). */
export interface FollowerGain {
  /** Per player, the points it adds (or takes): scored this turn, or to the projection of the end. */
  readonly points: Int32Array;
  /**
   * Per player, followers (big followers) in hand after the turn beside no figure: one fewer for
   * the figure placed while it stays on the board, more for farmers the barn sends home.
   */
  readonly hand: Int32Array;
  readonly handBig: Int32Array;
}

/**
 * What putting the player to move's figure on `choice` (a follower option of the tile just
 * placed, phase `follower`) changes in each player's points once the turn is over, scored now or
 * projected to the end (`projectFinal`), beside the same turn with no figure — without playing
 * it. A follower, big follower, abbot, mayor or wagon goes on a feature nobody holds, so the
 * player takes all of it as long as the figure weighs anything: a completed road, city or
 * monastery scores now and the figure comes home; an open one, or a field of the 3-points-a-city
 * farms, counts in the projection and the figure stays. A follower or big follower weighs 1 or 2,
 * the abbot and the wagon 1, the mayor its city's coats of arms (none: no points). A field under
 * the 2000 rules joins the majority of each completed city it supplies, which other fields'
 * farmers share (a rival may lose a city's 4 points, and its pig's 1). The pig adds to the
 * player's farm (`pigGain`); the builder and the abbot's recall change nothing the projection
 * sees; the barn scores its field's farmers now, sends them home and takes the field's cities
 * at the end (`barnGain`). With The Princess & the Dragon a follower on the new tile changes
 * nothing of the dragon, the fairy or their points this turn (the flight, if the tile begins
 * one, comes after the scoring): answered the same way; a special choice (the fairy, the
 * princess, a portal) is not, nor the abbot's recall from beside the fairy. False where that is
 * not the whole change: a special choice, the fairy going home with the abbot, and
 * any choice while a wagon stands on a feature the tile completes (it moves on, and the turn
 * ends later) or while the tile joins farmers into a barn's field. Greedy rates a tile's follower
 * choices with it instead of playing each (packages/ai).
 */
export function followerGain(g: Game, choice: number, out: FollowerGain): boolean {
  if (g.phase !== 'follower' || choice >= SPECIAL || wagonComesOff(g)) return false;
  // Farmers the tile joins into a barn's field go home in the turn's scoring: the projection after
  // it is not the one the farms below are counted in.
  if (joinsBarn(g, g.placedCount - 1)) return false;
  const figure = choiceFigure(choice);
  const p = g.placedCount - 1;
  const node = p * MAX_SEGMENTS + choiceSegment(choice);
  const kind = g.nodeKind[node]!;
  const me = g.current;
  // Loops rather than `fill`: a call into the runtime costs more than clearing a few counts.
  for (let p = 0; p < out.points.length; p++) {
    out.points[p] = 0;
    out.hand[p] = 0;
    out.handBig[p] = 0;
  }
  // A builder (Traders & Builders) scores nothing and is not counted in hand: it changes nothing
  // the projection sees (it goes only on a road or city the tile leaves open, A9.3). The abbot's
  // recall (AB4) scores its monastery now as the end would: what the projection loses — unless
  // the fairy stands there (PD7): it then leaves with the follower, a change of the fairy.
  if (figure === FIGURE_RECALL) return !fairyGoesWithAbbot(g, me);
  if (figure === FIGURE_BUILDER) return true;
  if (figure === FIGURE_PIG) return pigGain(g, node, me, out);
  if (figure === FIGURE_BARN) return barnGain(g, p, choiceSegment(choice), me, out);
  let weight: number;
  if (figure === FIGURE_FOLLOWER || figure === FIGURE_ABBOT || figure === FIGURE_WAGON) weight = 1;
  else if (figure === FIGURE_BIG) weight = 2;
  else if (figure === FIGURE_MAYOR) weight = g.shields[g.find(node)]!;
  else return false;
  if (kind === K_MONASTERY) {
    const complete = g.monasteryTiles[p] === 9;
    if (complete && figure === FIGURE_WAGON) return false;
    out.points[me] = g.pointsOf(node, kind, complete);
    if (!complete) spend(out, figure, me);
    return true;
  }
  const root = g.find(node);
  if (g.occupants[root] !== 0) return false;
  if (kind === K_ROAD || kind === K_CITY) {
    const complete = g.openSides[root] === 0;
    if (complete && figure === FIGURE_WAGON) return false;
    out.points[me] = weight > 0 ? g.pointsOf(root, kind, complete) : 0;
    if (!complete) spend(out, figure, me);
    return true;
  }
  // A barn's field is never offered (AM5) and holds no farmer: other fields score as without it.
  if (kind !== K_FIELD) return false;
  spend(out, figure, me);
  citiesOf(g, root, cities);
  if (g.rules.farmScoring === 'perField3') {
    if (cities.length > 0) out.points[me] = g.rules.farmValue(cities.length);
    return true;
  }
  if (g.rules.farmScoring !== 'perCity4') return false;
  for (const city of cities) cityMajorityGain(g, city, me, weight, out.points);
  return true;
}

/** A figure that stays on the board: one fewer in hand if the valuation counts it there (a follower, a big follower; not the abbot, mayor or wagon). */
function spend(out: FollowerGain, figure: number, me: number): void {
  if (figure === FIGURE_FOLLOWER) out.hand[me]!--;
  else if (figure === FIGURE_BIG) out.handBig[me]!--;
}

/** Whether the fairy stands by a follower of the feature `me`'s abbot is on (the recall sends it home, PD7). */
function fairyGoesWithAbbot(g: Game, me: number): boolean {
  return g.fairyNode >= 0 && g.find(g.fairyNode) === g.find(g.figures.abbot[me]!);
}

/**
 * Whether a wagon stands on a feature the tile just placed completes (Abbey & Mayor): it then moves
 * on, to targets a figure of this turn may take, and the turn ends later — not the same turn as
 * without a figure.
 */
function wagonComesOff(g: Game): boolean {
  const wagons = g.figures.wagon;
  for (let q = 0; g.figures.mayors && q < g.nPlayers; q++) {
    const node = wagons[q]!;
    if (node < 0) continue;
    const complete =
      g.nodeKind[node] === K_MONASTERY
        ? g.monasteryTiles[(node / MAX_SEGMENTS) | 0] === 9
        : g.openSides[g.find(node)] === 0;
    if (complete) return true;
  }
  return false;
}

/** Scratch: completed cities, fields, farmers per player. */
const cities: number[] = [];
const fields: number[] = [];
let counts = new Int32Array(0);

/**
 * Each player's farmers (by weight) in the fields supplying the completed city at `city` (those
 * touching one of its segments on the same tile, noted as it closed: `completedCities`), into
 * `counts`; the fields into `fields`.
 */
function cityFarmers(g: Game, city: number): void {
  fields.length = 0;
  for (let c = 0; c < g.completedCityCount; c++) {
    if (g.completedCities[c] !== city) continue;
    for (let i = g.cityFieldsFrom[c]!; i < g.cityFieldsFrom[c + 1]!; i++) {
      const field = g.find(g.cityFields[i]!);
      if (!fields.includes(field)) fields.push(field);
    }
    break;
  }
  countFarmers(g, fields);
}

/** Each player's farmers (by weight) on the fields whose roots `roots` lists, into `counts`. */
function countFarmers(g: Game, roots: readonly number[]): void {
  if (counts.length !== g.nPlayers) counts = new Int32Array(g.nPlayers);
  for (let p = 0; p < counts.length; p++) counts[p] = 0;
  for (let i = 0; i < g.followerCount; i++) {
    const node = g.followerNode[i]!;
    if (g.nodeKind[node] === K_FIELD && roots.includes(g.find(node)))
      counts[g.followerOwner[i]!]! += g.figures.weight[i]!;
  }
}

/** Scratch: one field's root, for `countFarmers`. */
const oneField = [0];

/** Whether `me` is among the most farmers of `counts` (ties share). */
function wins(g: Game, me: number): boolean {
  let most = 0;
  for (let q = 0; q < g.nPlayers; q++) if (counts[q]! > most) most = counts[q]!;
  return most > 0 && counts[me] === most;
}

/**
 * The 2000 rules' farms: the completed city at `city` pays 4 to the most farmers among the fields
 * supplying it, and 1 more to each of them whose pig is in one of those fields (Traders &
 * Builders); what one more farmer of `me` (on a field with none) weighing `weight` changes, added
 * to `points`.
 */
function cityMajorityGain(g: Game, city: number, me: number, weight: number, points: Int32Array): void {
  cityFarmers(g, city);
  const value = g.rules.farmValue(1);
  const pigs = g.figures.pig;
  let before = 0;
  for (let q = 0; q < g.nPlayers; q++) if (counts[q]! > before) before = counts[q]!;
  counts[me]! += weight;
  const after = Math.max(before, counts[me]!);
  for (let q = 0; q < g.nPlayers; q++) {
    const had = before > 0 && counts[q]! - (q === me ? weight : 0) === before;
    const has = counts[q] === after;
    const pig = pigs[q]! >= 0 && fields.includes(g.find(pigs[q]!)) ? 1 : 0;
    if (had !== has) points[q]! += has ? value + pig : -value - pig;
  }
}

/**
 * Traders & Builders' pig on the field of `node`, where the player to move has a farmer: 1 per
 * completed city it supplies should the player win its farm (the 3-points-a-city farms), or win
 * that city's majority (the 2000 rules).
 */
function pigGain(g: Game, node: number, me: number, out: FollowerGain): boolean {
  const field = g.find(node);
  citiesOf(g, field, cities);
  if (g.rules.farmScoring === 'perField3') {
    oneField[0] = field;
    countFarmers(g, oneField);
    if (cities.length > 0 && wins(g, me)) out.points[me] = cities.length;
    return true;
  }
  if (g.rules.farmScoring !== 'perCity4') return false;
  for (const city of cities) {
    cityFarmers(g, city);
    if (wins(g, me)) out.points[me]!++;
  }
  return true;
}

/**
 * Abbey & Mayor's barn (AM5) on corner `corner` of the tile placed `p`-th: the farmers of its field
 * score 3 a completed city now (a winner's pig 1 more) and go home with the pigs there, which
 * takes their field out of the projected farms; at the end the barn, alone in its field, takes 4 a
 * city.
 */
function barnGain(g: Game, p: number, corner: number, me: number, out: FollowerGain): boolean {
  const t = g.types[g.placedType[p]!]!;
  const root = g.find(p * MAX_SEGMENTS + cornerField(t, g.placedRotation[p]!, corner));
  citiesOf(g, root, cities);
  const n = cities.length;
  out.points[me]! += BARN_FINAL_POINTS * n;
  const pigs = g.figures.pig;
  const pigHere = (q: number) => pigs[q]! >= 0 && g.find(pigs[q]!) === root;
  for (let i = 0; i < g.followerCount; i++) {
    if (g.find(g.followerNode[i]!) !== root) continue;
    if (g.figures.weight[i] === 2) out.handBig[g.followerOwner[i]!]!++;
    else out.hand[g.followerOwner[i]!]!++;
  }
  if (n === 0) return true;
  const farms = g.rules.farmScoring;
  if (farms === 'perField3') {
    // Scored now what the projection gave at the end: the same winners, 3 a city and the pig's 1.
    oneField[0] = root;
    countFarmers(g, oneField);
    const value = BARN_MEETS_POINTS * n - g.rules.farmValue(n);
    for (let q = 0; q < g.nPlayers; q++) if (wins(g, q)) out.points[q]! += value;
    return true;
  }
  if (farms !== 'perCity4') return false;
  // Now: 3 a city to the field's own majority (a winner's pig 1 more); at the end each of its
  // cities goes to the majority of the other fields supplying it.
  oneField[0] = root;
  countFarmers(g, oneField);
  for (let q = 0; q < g.nPlayers; q++)
    if (wins(g, q)) out.points[q]! += BARN_MEETS_POINTS * n + (pigHere(q) ? n : 0);
  const value = g.rules.farmValue(1);
  for (const city of [...cities]) {
    cityFarmers(g, city);
    const supplying = [...fields];
    const bonus = (q: number, withRoot: boolean) =>
      pigs[q]! >= 0 && supplying.includes(g.find(pigs[q]!)) && (withRoot || g.find(pigs[q]!) !== root)
        ? 1
        : 0;
    for (let q = 0; q < g.nPlayers; q++) if (wins(g, q)) out.points[q]! -= value + bonus(q, true);
    countFarmers(
      g,
      supplying.filter((r) => r !== root),
    );
    for (let q = 0; q < g.nPlayers; q++) if (wins(g, q)) out.points[q]! += value + bonus(q, false);
  }
  return true;
}
