import { PORTS, SIDES, type Move, type Mulberry32, type PlaceMove } from '@carcassonne/engine';
import {
  ABBEY_CODE,
  choiceSegment,
  figureCode,
  followerChoice,
  K_DISTRICT,
  placeMoveOf,
  randomWallDecision,
  RECALL_CHOICE,
  type CityCore as CityGame,
  type CarcassonneCore as Game,
  type TileType,
} from '@carcassonne/engine/internal';
import { ABBEY_TILE_ID, abbeyActions, finalAbbey, isAbbeyKey } from './abbey-actions.js';
import { randomWagon, wagonMove, wagonPayload, wagonPayloads } from './wagon-actions.js';
import { barnChoice, isBarnChoice } from './barn-actions.js';
import { wallDecision } from './wall-playout.js';
import { resample, resampleCity, takeUp, toMove } from './fast-core.js';
import { handActions, handType, takeRandomTile } from './hand-actions.js';
import { cityLeafValues, expectedValues, projectedCityValues, projectedValues } from './evaluate.js';
import { FollowerValues } from './follower-values.js';

/**
 * What the search needs from a game, so one MCTS plays both engines. An action is a key:
 * the decision kind in bits 26–28 and its payload below (a placement key includes the drawn
 * tile, which keeps the chance outcomes of the draw apart in the tree).
 */
export interface Adapter<G> {
  clone(g: G): G;
  copy(dst: G, src: G): void;
  resample(g: G, rng: Mulberry32): void;
  over(g: G): boolean;
  actor(g: G): number;
  players(g: G): number;
  scores(g: G): Int32Array;
  actions(g: G, out: number[]): number;
  /** The options a playout's greedy turn weighs, when fewer than `actions` (The Princess & the Dragon: no special choice). */
  playoutActions?(g: G, out: number[]): number;
  apply(g: G, key: number): void;
  /** Play `turns` more tile turns (or to the end) at random. `smart`: keep followers for features likely to pay. */
  playout(g: G, rng: Mulberry32, smart: boolean, turns: number): void;
  /** The move for a decision key (and, after a placement, the follower key). */
  toMove(g: G, key: number, followerKey: number | null): Move;
  isPlacement(key: number): boolean;
  /** Whether a decision (with its follower key) puts a follower on the board (a guard counts). */
  spendsFollower(key: number, followerKey: number | null): boolean;
  /**
   * The decision keys of a legal move of the decision at hand (the inverse of `toMove`, for any
   * of a symmetric tile's equivalent rotations and any port of a segment); null when the move is
   * not of this decision. Callers check the keys against `actions`.
   */
  decisionOf(g: G, move: Move): { key: number; followerKey: number | null } | null;
  /** Heuristic values per player of a position (projected final scores): greedy's valuation. */
  value(g: G, scratch: G, out: Float64Array): Float64Array;
  /**
   * The valuation the levels weigh a decision's options by (the human levels' choice, the
   * search's root pruning), when it is not `value`: greedy itself and the playouts keep `value`.
   */
  rateValue?(g: G, scratch: G, out: Float64Array): Float64Array;
  /**
   * Whether the levels' rating counts every rival, not only the best one (`fieldMargin`): with
   * more than two players a piece that takes from a rival who is not leading is worth something.
   */
  ratesField?(g: G): boolean;
  /** The search's valuation of a playout's last position (may add completion odds). */
  leafValue(g: G, scratch: G, out: Float64Array): Float64Array;
  /**
   * `value` (with `rated`, `rateValue`) of each follower option `keys[0..n)` of the placement
   * just played on `g`, into `out` at k × players, as playing each would give, without playing
   * each; "no follower" is played on `g`. False, `g` unchanged, where it cannot tell (greedy then
   * plays each option).
   */
  followerValues?(g: G, keys: readonly number[], n: number, out: Float64Array, rated: boolean): boolean;
}

const TAG = 26;
export const T_PLACE = 0;
export const T_FOLLOW = 1;
export const T_GATE = 2;
export const T_WALL = 3;
export const T_TOWER = 4;
/** The Princess & the Dragon: a step of the dragon (payload: the side, 0–3). */
export const T_DRAGON = 5;
/** Abbey & Mayor's final abbey round: keep the abbey (no payload). */
export const T_PASS = 6;
/** Abbey & Mayor: the wagon's move on after a scoring (payload: the target node + 1, 0 home). */
export const T_WAGON = 7;
const PAYLOAD = (1 << TAG) - 1;
const tagged = (tag: number, payload: number) => (tag << TAG) | payload;
const tagOf = (key: number) => key >>> TAG;

function followerFromKey(key: number | null): number {
  return key === null ? -1 : (key & PAYLOAD) - 1;
}

const placesFollower = (followerKey: number | null) =>
  followerKey !== null &&
  tagOf(followerKey) === T_FOLLOW &&
  (followerKey & PAYLOAD) > 0 &&
  (followerKey & PAYLOAD) !== RECALL_CHOICE + 1 &&
  !isBarnChoice((followerKey & PAYLOAD) - 1);

/**
 * A placement move as keys: the rotation taken to the first one giving the same placement (the
 * legal list holds only those), the follower port read in that rotation (same board structure).
 */
function placementKeys(
  board: {
    cellOf(x: number, y: number): number;
    inBounds(x: number, y: number): boolean;
    /** The Princess & the Dragon (Carcassonne's core; absent from The City's). */
    specialAt?(special: NonNullable<PlaceMove['special']>): number;
  },
  drawn: number,
  t: TileType,
  move: Move,
) {
  if (move.type !== 'place' || !board.inBounds(move.x, move.y)) return null;
  const r = t.rotClass[move.rotation / 90];
  if (r === undefined) return null;
  const key = (drawn << 18) | (board.cellOf(move.x, move.y) << 2) | r;
  if (move.recall === true) return { key, followerKey: tagged(T_FOLLOW, RECALL_CHOICE + 1) };
  // The Princess & the Dragon: the fairy, the princess or a portal, a choice of the follower step.
  if (move.special !== undefined) {
    const choice = board.specialAt?.(move.special) ?? -1;
    return choice < 0 ? null : { key, followerKey: tagged(T_FOLLOW, choice + 1) };
  }
  if (move.barn !== undefined) return { key, followerKey: tagged(T_FOLLOW, barnChoice(move) + 1) };
  if (move.follower === undefined) return { key, followerKey: tagged(T_FOLLOW, 0) };
  const seg = t.portSeg[r * 13 + PORTS.indexOf(move.follower)];
  // An expansion's figure (big follower, builder, pig) is the choice's figure code (`FIGURES` + 1).
  const figure = figureCode(move.figure);
  return seg === undefined || seg < 0
    ? null
    : { key, followerKey: tagged(T_FOLLOW, followerChoice(seg, figure) + 1) };
}

/** A random follower choice: none one time in three; a farm (or district) kept one time in four, never `late`. */
function pickFollower(
  kindOf: (seg: number) => number,
  fopts: Int16Array,
  n: number,
  rng: Mulberry32,
  late: boolean,
  farmKind: number,
): number {
  if (n === 0 || rng.int(3) === 0) return -1;
  const s = fopts[rng.int(n)]!;
  if (kindOf(s) === farmKind && (late || rng.int(4) !== 0)) return -1;
  return s;
}

export const baseAdapter: Adapter<Game> = {
  clone: (g) => g.clone(),
  copy: (d, s) => d.copyFrom(s),
  resample,
  over: (g) => g.phase === 'over',
  actor: (g) => g.current,
  players: (g) => g.nPlayers,
  scores: (g) => g.scores,
  actions(g, out) {
    let n = 0;
    if (g.phase === 'place' && g.hands) n = abbeyActions(g, out, handActions(g, g.hands, out));
    else if (g.phase === 'place') {
      const tile = g.drawn << 18;
      for (let i = 0; i < g.legalCount; i++) out[n++] = tile | g.legal[i]!;
      n = abbeyActions(g, out, n);
    } else if (g.phase === 'dragon') {
      for (let i = 0; i < g.dragonOptionCount; i++) out[n++] = tagged(T_DRAGON, g.dragonOptions[i]!);
    } else if (g.phase === 'abbey') {
      n = abbeyActions(g, out, 0);
      out[n++] = tagged(T_PASS, 0);
    } else if (g.phase === 'wagon') {
      n = wagonPayloads(g, out, 0, (payload) => tagged(T_WAGON, payload));
    } else {
      out[n++] = tagged(T_FOLLOW, 0);
      for (let i = 0; i < g.followerOptionCount; i++) out[n++] = tagged(T_FOLLOW, g.followerOptions[i]! + 1);
      // The Princess & the Dragon's special choices (none without it).
      for (let i = 0; i < g.specialOptionCount; i++) out[n++] = tagged(T_FOLLOW, g.specialOptions[i]! + 1);
    }
    return n;
  },
  playoutActions(g, out) {
    if (g.phase !== 'follower' || !g.dragonRules) return this.actions(g, out);
    out[0] = tagged(T_FOLLOW, 0);
    for (let i = 0; i < g.followerOptionCount; i++) out[i + 1] = tagged(T_FOLLOW, g.followerOptions[i]! + 1);
    return g.followerOptionCount + 1;
  },
  apply(g, key) {
    if (tagOf(key) === T_FOLLOW) g.finishTurn((key & PAYLOAD) - 1);
    else if (tagOf(key) === T_DRAGON) g.moveDragon(key & PAYLOAD);
    else if (tagOf(key) === T_PASS) g.passAbbey();
    else if (tagOf(key) === T_WAGON) g.moveWagon((key & PAYLOAD) - 1);
    else if (isAbbeyKey(g, key)) g.placeTile(ABBEY_CODE | (key & 0x3ffff));
    else {
      takeUp(g, (key >> 18) & 0xff);
      g.placeTile(key & 0x3ffff);
    }
  },
  playout(g, rng, smart, turns) {
    const stop = g.moveCount + turns;
    while (g.phase !== 'over' && g.moveCount < stop) {
      // The Princess & the Dragon: the dragon's steps at random (playouts take no special choice).
      if (g.phase === 'dragon') {
        g.moveDragon(g.dragonOptions[rng.int(g.dragonOptionCount)]!);
        continue;
      }
      if (g.phase === 'wagon') {
        randomWagon(g, rng);
        continue;
      }
      if (g.phase === 'abbey') {
        if (!finalAbbey(g)) continue;
      } else if (g.phase === 'place') {
        if (g.hands) takeRandomTile(g, g.hands.tiles, rng);
        g.placeTile(g.legal[rng.int(g.legalCount)]!);
      }
      if (!smart) {
        const k = rng.int(g.followerOptionCount + 1);
        g.finishTurn(k === 0 ? -1 : g.followerOptions[k - 1]!);
        continue;
      }
      const t = g.types[g.placedType[g.placedCount - 1]!]!;
      g.finishTurn(
        pickFollower(
          // A follower choice is `segment | figure << 4` (the expansions' pieces); a barn is no farmer.
          (s) => (isBarnChoice(s) ? -1 : t.segKind[choiceSegment(s)]!),
          g.followerOptions,
          g.followerOptionCount,
          rng,
          g.bag.length - g.bagPos < 30,
          0,
        ),
      );
    }
  },
  toMove: (g, key, fk) =>
    tagOf(key) === T_DRAGON
      ? { type: 'dragon', side: SIDES[key & 3]! }
      : tagOf(key) === T_PASS
        ? { type: 'pass' }
        : tagOf(key) === T_WAGON
          ? wagonMove(g, key & PAYLOAD)
          : toMove(g, key & 0x3ffff, followerFromKey(fk), (key >> 18) & 0xff),
  isPlacement: (key) => tagOf(key) === T_PLACE,
  spendsFollower: (_key, fk) => placesFollower(fk),
  decisionOf(g, move) {
    if (g.phase === 'dragon')
      return move.type === 'dragon'
        ? { key: tagged(T_DRAGON, SIDES.indexOf(move.side)), followerKey: null }
        : null;
    if (g.phase === 'abbey' && move.type === 'pass') return { key: tagged(T_PASS, 0), followerKey: null };
    if (g.phase === 'wagon') {
      const payload = wagonPayload(g, move);
      return payload === null ? null : { key: tagged(T_WAGON, payload), followerKey: null };
    }
    if (g.phase !== 'place' && g.phase !== 'abbey') return null;
    if (move.type === 'place' && move.tile === ABBEY_TILE_ID && g.figures.mayors) {
      const abbey = g.figures.abbeyType;
      return placementKeys(g, abbey, g.types[abbey]!, move);
    }
    const type = move.type === 'place' && g.hands ? handType(g, g.hands.tiles, move.tile) : g.drawn;
    return type < 0 ? null : placementKeys(g, type, g.types[type]!, move);
  },
  value: projectedValues,
  // The Princess & the Dragon: a knight the princess sends home (or the dragon eats) loses its
  // city's completion too, which the projection ("if the game ended now") does not see.
  rateValue: (g, scratch, out) =>
    g.dragonRules ? expectedValues(g, scratch, out) : projectedValues(g, scratch, out),
  // The princess and the dragon take from one rival, often not the leader.
  ratesField: (g) => g.dragonRules,
  leafValue: expectedValues,
  followerValues(g, keys, n, out, rated) {
    // The levels' valuation with The Princess & the Dragon (completion odds) is not the projection.
    if (rated && g.dragonRules) return false;
    for (let k = 0; k < n; k++) {
      if (tagOf(keys[k]!) !== T_FOLLOW) return false;
      followerChoices[k] = (keys[k]! & PAYLOAD) - 1;
    }
    return followerValuesOf.rate(g, followerChoices, n, out);
  },
};
const followerChoices: number[] = [];
const followerValuesOf = new FollowerValues();

export const cityAdapter: Adapter<CityGame> = {
  clone: (g) => g.clone(),
  copy: (d, s) => d.copyFrom(s),
  resample: resampleCity,
  over: (g) => g.phase === 'over',
  actor: (g) => g.actor,
  players: (g) => g.nPlayers,
  scores: (g) => g.scores,
  actions(g, out) {
    let n = 0;
    switch (g.phase) {
      case 'place': {
        const tile = g.drawn << 18;
        for (let i = 0; i < g.legalCount; i++) out[n++] = tile | g.legal[i]!;
        break;
      }
      case 'follower':
        out[n++] = tagged(T_FOLLOW, 0);
        for (let i = 0; i < g.followerOptionCount; i++)
          out[n++] = tagged(T_FOLLOW, g.followerOptions[i]! + 1);
        break;
      case 'gate':
        for (let i = 0; i < g.choiceCount; i++) out[n++] = tagged(T_GATE, g.choices[i]!);
        break;
      case 'wall':
        for (let i = 0; i < g.choiceCount; i++) out[n++] = tagged(T_WALL, g.choices[i]!);
        break;
      case 'tower':
        for (let i = 0; i < g.choiceCount; i++) out[n++] = tagged(T_TOWER, g.choices[i]! + 1);
        break;
      default:
        break;
    }
    return n;
  },
  apply(g, key) {
    const p = key & PAYLOAD;
    switch (tagOf(key)) {
      case T_PLACE:
        g.placeTile(key & 0x3ffff);
        break;
      case T_FOLLOW:
        g.finishTurn(p - 1);
        break;
      case T_GATE:
        g.placeGate(p);
        break;
      case T_WALL:
        g.placeWall(p >> 1, (p & 1) === 1);
        break;
      default:
        g.placeTower(p - 1);
    }
  },
  playout(g, rng, smart, turns) {
    let placed = 0;
    for (;;) {
      switch (g.phase) {
        case 'place':
          if (placed++ >= turns) return;
          g.placeTile(g.legal[rng.int(g.legalCount)]!);
          break;
        case 'follower': {
          if (!smart) {
            const k = rng.int(g.followerOptionCount + 1);
            g.finishTurn(k === 0 ? -1 : g.followerOptions[k - 1]!);
          } else {
            const t = g.types[g.placedType[g.placedCount - 1]!]!;
            // Patrons (districts) pay only at the end: rarely, and not late.
            g.finishTurn(
              pickFollower(
                (s) => t.segKind[s]!,
                g.followerOptions,
                g.followerOptionCount,
                rng,
                g.stage === 3,
                K_DISTRICT,
              ),
            );
          }
          break;
        }
        case 'over':
          return;
        default:
          if (smart) wallDecision(g, rng);
          else randomWallDecision(g, rng);
      }
    }
  },
  toMove(g, key, fk) {
    const p = key & PAYLOAD;
    const edge = (e: number) => ({ x: g.xOf(e >> 2), y: g.yOf(e >> 2), side: SIDES[e & 3]! });
    switch (tagOf(key)) {
      case T_PLACE:
        return placeMoveOf(g, g.types[g.drawn]!, key & 0x3ffff, followerFromKey(fk));
      case T_GATE:
        return { type: 'gate', ...edge(p) };
      case T_WALL:
        return { type: 'wall', ...edge(p >> 1), guard: (p & 1) === 1 };
      case T_TOWER: {
        const end = p - 1;
        return { type: 'tower', at: end < 0 ? null : edge(g.wall.endEdge(end)) };
      }
      default:
        throw new Error(`no move for key ${key}`);
    }
  },
  isPlacement: (key) => tagOf(key) === T_PLACE,
  spendsFollower: (key, fk) => placesFollower(fk) || (tagOf(key) === T_WALL && (key & 1) === 1),
  decisionOf(g, move) {
    const edge = (at: { x: number; y: number; side: string }) =>
      g.nearTiles(at.x, at.y) ? g.cellOf(at.x, at.y) * 4 + SIDES.indexOf(at.side as never) : -1;
    switch (g.phase) {
      case 'place':
        return placementKeys(g, g.drawn, g.types[g.drawn]!, move);
      case 'gate':
        return move.type === 'gate' && edge(move) >= 0
          ? { key: tagged(T_GATE, edge(move)), followerKey: null }
          : null;
      case 'wall':
        return move.type === 'wall' && edge(move) >= 0
          ? { key: tagged(T_WALL, (edge(move) << 1) | (move.guard ? 1 : 0)), followerKey: null }
          : null;
      case 'tower': {
        if (move.type !== 'tower') return null;
        if (move.at === null) return { key: tagged(T_TOWER, 0), followerKey: null };
        const e = edge(move.at);
        // As the engine checks it: the tail end first.
        const end = e < 0 ? -1 : e === g.wall.endEdge(1) ? 1 : e === g.wall.endEdge(0) ? 0 : -1;
        return end < 0 ? null : { key: tagged(T_TOWER, end + 1), followerKey: null };
      }
      default:
        return null;
    }
  },
  value: projectedCityValues,
  leafValue: cityLeafValues,
};
