import { err, ok, passed, type Result } from '../core/result.js';
import { DX, DY, type Port } from '../core/ports.js';
import { checkEdges, checkSquare, checkTileInHand } from '../core/checks.js';
import {
  K_CITY,
  K_FIELD,
  K_RIVER,
  K_MONASTERY,
  K_ROAD,
  kindName,
  segmentPort,
} from '../core/tile-compile.js';
import {
  FIGURE_ABBOT,
  FIGURE_BIG,
  FIGURE_BUILDER,
  FIGURE_FOLLOWER,
  FIGURE_MAYOR,
  FIGURE_PIG,
  FIGURE_WAGON,
  figureCode,
  followerChoice,
} from './figures.js';
import type { PlaceMove } from '../core/notation.js';
import type { Placement } from '../core/match.js';
import type { Match } from './match.js';
import { riverSentence } from './river.js';
import { SYMBOL_VOLCANO } from './tiles/princess-dragon.js';
import { Neighbours } from './neighbours.js';
import { barnIn } from './barn.js';
import type { IntList } from '../core/int-list.js';

/** Checks behind Match.play: each says in one sentence what is wrong. */
const EDGE_NAMES = ['field', 'road', 'city'] as const;

export function checkPlacement(match: Match, tile: string, pl: Placement): Result<true> {
  const inHand = checkTileInHand(match.drawnTile, tile);
  if (!inHand.ok) return inHand;
  const square = checkSquare(match.game, pl);
  if (!square.ok) return square;
  const edges = checkEdges(match.game, pl, (edge) => EDGE_NAMES[edge]!);
  if (!edges.ok) return edges;
  const river = match.game.riverRefusal(match.game.cellOf(pl.x, pl.y), pl.rotation / 90);
  return river === null ? passed : riverSentence(river, tile);
}

/**
 * Whether the drawn tile placed at `pl` would complete the road or city its segments `joined`
 * belong to (`Neighbours.featureRoots`): no side of it left open. The board's open sides of the features
 * it joins, plus the tile's own sides of those segments, less two for each side where they
 * meet (as `join` counts them when the tile is laid).
 */
function completes(match: Match, pl: Placement, joined: number, roots: IntList): boolean {
  const g = match.game;
  const t = g.types[g.drawn]!;
  const r = pl.rotation / 90;
  let open = 0;
  for (let i = 0; i < roots.length; i++) open += g.openSides[roots.items[i]!]!;
  for (let s = 0; s < t.segCount; s++) if ((joined >> s) & 1) open += t.segSides[s]!;
  for (let side = 0; side < 4; side++) {
    if (g.tileAt(pl.x + DX[side]!, pl.y + DY[side]!) < 0) continue;
    if ((joined >> t.portSeg[r * 13 + 3 * side + 1]!) & 1) open -= 2;
  }
  return open === 0;
}

/** Why a piece may not go somewhere: the refusal codes of `followerRefusal`. */
export type FollowerRefusal =
  | 'no-followers'
  | 'farmers-off'
  | 'feature-occupied'
  | 'on-river'
  | 'no-big-follower'
  | 'no-builder'
  | 'builder-feature'
  | 'builder-completed'
  | 'no-pig'
  | 'pig-feature'
  | 'no-abbot'
  | 'abbot-feature'
  | 'no-mayor'
  | 'mayor-feature'
  | 'no-wagon'
  | 'wagon-feature'
  | 'volcano'
  | 'barn-field';

/**
 * Why a follower (or with `figure` an expansion's piece: `Figures`) may not go on segment `seg`
 * of the drawn tile placed at `pl` (placement already checked), or null when it may. No
 * sentence: the legal moves ask this for every segment of every legal placement (`around`: what
 * that placement meets, read once for all of them).
 */
export function followerRefusal(
  match: Match,
  pl: Placement,
  seg: number,
  figure = FIGURE_FOLLOWER,
  around?: Neighbours,
): FollowerRefusal | null {
  const g = match.game;
  const t = g.types[g.drawn]!;
  const me = g.current;
  const f = g.figures;
  const kind = t.segKind[seg]!;
  if (figure === FIGURE_FOLLOWER && g.supply[me] === 0) return 'no-followers';
  if (figure === FIGURE_BIG && f.bigSupply[me] === 0) return 'no-big-follower';
  if (figure === FIGURE_BUILDER && (!f.traders || f.builder[me]! >= 0)) return 'no-builder';
  if (figure === FIGURE_PIG && (!f.traders || f.pig[me]! >= 0)) return 'no-pig';
  if (figure === FIGURE_ABBOT && (!f.abbots || f.abbot[me]! >= 0)) return 'no-abbot';
  if (figure === FIGURE_MAYOR && (!f.mayors || f.mayor[me]! >= 0)) return 'no-mayor';
  if (figure === FIGURE_WAGON && (!f.mayors || f.wagon[me]! >= 0)) return 'no-wagon';
  if (kind === K_RIVER) return 'on-river';
  // The Princess & the Dragon (PD2): no piece on a volcano, where the dragon arrives.
  if (g.dragonRules && g.symbols[g.drawn]! & SYMBOL_VOLCANO) return 'volcano';
  if (kind === K_FIELD && !g.options.farmers) return 'farmers-off';
  if (figure === FIGURE_BUILDER && kind !== K_ROAD && kind !== K_CITY) return 'builder-feature';
  if (figure === FIGURE_PIG && kind !== K_FIELD) return 'pig-feature';
  // The Abbot (AB2): the abbot goes only on a monastery (no gardens in our tile sets, AB6).
  if (figure === FIGURE_ABBOT && kind !== K_MONASTERY) return 'abbot-feature';
  // Abbey & Mayor (AM3): the mayor goes only on a city.
  if (figure === FIGURE_MAYOR && kind !== K_CITY) return 'mayor-feature';
  // Abbey & Mayor (AM4): the wagon goes on a road, city or monastery, never a field.
  if (figure === FIGURE_WAGON && kind === K_FIELD) return 'wagon-feature';
  let occupied = false;
  let own = false;
  const { roots, joined } = (around ?? new Neighbours(match, pl)).featureRoots(seg);
  for (let i = 0; i < roots.length; i++) {
    const root = roots.items[i]!;
    // Abbey & Mayor (AM5): no farmer in a barn's field.
    if (kind === K_FIELD && f.mayors && barnIn(g, root)) return 'barn-field';
    if (g.occupants[root]! > 0) occupied = true;
    if (figure >= FIGURE_BUILDER && g.hasFollowerOn(root, me)) own = true;
  }
  // A9.3: the builder stays until its feature is completed; on one this tile completes it
  // would return at once, so it is offered only where the feature stays open.
  if (figure === FIGURE_BUILDER)
    return !own ? 'builder-feature' : completes(match, pl, joined, roots) ? 'builder-completed' : null;
  if (figure === FIGURE_PIG) return own ? null : 'pig-feature';
  return occupied ? 'feature-occupied' : null;
}

/** Whether a follower (or figure) may go on segment `seg` of the drawn tile placed at `pl` (placement already checked); one sentence when not. */
export function checkFollower(
  match: Match,
  pl: Placement,
  seg: number,
  port?: Port,
  figure = FIGURE_FOLLOWER,
): Result<true> {
  const refusal = followerRefusal(match, pl, seg, figure);
  if (refusal === null) return passed;
  const g = match.game;
  const t = g.types[g.drawn]!;
  const name = match.players[g.current]!.name;
  const at = port ?? segmentPort(t, pl.rotation / 90, seg);
  // A figure each player has one of: out already, or not in this game at all.
  const taken = (figure: string, inGame: boolean, expansion: string) =>
    err(
      'figure-refused',
      inGame
        ? `${name}'s ${figure} is already on the board`
        : `this game has no ${figure} (it comes with ${expansion})`,
    );
  const onlyOn = (figure: string, where: string) =>
    err(
      'figure-refused',
      `the ${figure} goes only on ${where} (not the ${kindName(t.segKind[seg]!)} at ${at})`,
    );
  switch (refusal) {
    case 'no-followers':
      return err(refusal, `${name} has no followers left`);
    case 'farmers-off':
      return err(refusal, 'farmers are switched off in this game');
    case 'on-river':
      return err('illegal-move', `no piece goes on the river (${at})`);
    case 'no-big-follower':
      return taken('big follower', g.options.innsAndCathedrals, 'Inns & Cathedrals');
    case 'no-builder':
      return taken('builder', g.figures.traders, 'Traders & Builders');
    case 'no-pig':
      return taken('pig', g.figures.traders, 'Traders & Builders');
    case 'builder-feature':
      return err(
        'figure-refused',
        `the builder goes only on a road or city where ${name} has a follower (not the ${kindName(t.segKind[seg]!)} at ${at})`,
      );
    case 'builder-completed':
      return err(
        'figure-refused',
        `the builder goes only on a road or city that stays open: this tile completes the ${kindName(t.segKind[seg]!)} at ${at}`,
      );
    case 'no-abbot':
      return taken('abbot', g.figures.abbots, 'The Abbot');
    case 'abbot-feature':
      return onlyOn('abbot', 'a monastery');
    case 'no-mayor':
      return taken('mayor', g.figures.mayors, 'Abbey & Mayor');
    case 'mayor-feature':
      return onlyOn('mayor', 'a city');
    case 'no-wagon':
      return taken('wagon', g.figures.mayors, 'Abbey & Mayor');
    case 'wagon-feature':
      return onlyOn('wagon', 'a road, city or monastery');
    case 'volcano':
      return err('figure-refused', `no piece goes on a volcano tile: the dragon arrives there (${t.id})`);
    case 'barn-field':
      return err('feature-occupied', `the field at ${at} has a barn: no farmer goes there`);
    case 'pig-feature':
      return err(
        'figure-refused',
        `the pig goes only on a farm where ${name} has a farmer (not the ${kindName(t.segKind[seg]!)} at ${at})`,
      );
    default:
      return err(refusal, `the ${kindName(t.segKind[seg]!)} at ${at} is already occupied`);
  }
}

/**
 * The follower choice of a placement's piece on segment `seg` (`followerChoice`), or -1: a builder
 * on a road or city this tile completes is not offered (it would return at once), and a move that
 * names one (records written before that rule) is the placement with no piece, the same game
 * (notation.md). Refused as `checkFollower`.
 */
export function checkPiece(match: Match, m: PlaceMove, seg: number, port: Port): Result<number> {
  const figure = figureCode(m.figure);
  if (figure === FIGURE_BUILDER && followerRefusal(match, m, seg, figure) === 'builder-completed')
    return ok(-1);
  const f = checkFollower(match, m, seg, port, figure);
  return f.ok ? ok(followerChoice(seg, figure)) : f;
}

/** The Abbot (AB4): whether the player to move may recall their abbot; one sentence when not. */
export function checkRecall(match: Match): Result<true> {
  const g = match.game;
  if (!g.figures.abbots)
    return err('figure-refused', 'this game has no abbot to recall (it comes with The Abbot)');
  if (g.figures.abbot[g.current]! < 0)
    return err(
      'figure-refused',
      `${match.players[g.current]!.name}'s abbot is not on the board: nothing to recall`,
    );
  return passed;
}
