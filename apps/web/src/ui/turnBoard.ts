import { gameDefinition, type PlaceMove, type TileDef } from '@carcassonne/engine';
import type { BoardConfig, BoardFollower, Highlight, PlayerMark } from '../board/config.js';
import { specialWords, wallChoiceLabel, type WordContext } from '../game/describe.js';
import type { MoveMark } from '../game/hints.js';
import {
  followerTargets,
  inHand,
  nextFigure,
  specialTargets,
  wallChoices,
  type TurnAction,
  type TurnSource,
  type TurnState,
} from '../game/turn-input.js';
import type { Square, UiView } from '../game/types.js';
import type { T } from '../i18n/index.js';
import { boardWords } from './boardWords.js';

const NO_MARKS: readonly MoveMark[] = [];

/** Abbey & Mayor: the barn moves offered for the pending tile (AM5). */
function barnMoves(turn: TurnState, source: TurnSource | null): PlaceMove[] {
  return specialTargets(turn, source).flatMap((m) => (m.type === 'place' && m.barn !== undefined ? [m] : []));
}

/** Abbey & Mayor: the barns to draw (one chosen, waiting for Confirm, too) and the corners to offer. */
function barnFields(
  turn: TurnState,
  source: TurnSource | null,
  view: UiView,
): Pick<BoardConfig, 'barns' | 'barnTargets'> {
  const placed = view.expansion?.barns ?? [];
  const s = turn.special;
  const chosen =
    s?.type === 'place' && s.barn !== undefined
      ? [{ x: s.x, y: s.y, corner: s.barn, player: view.actor }]
      : [];
  return { barns: [...placed, ...chosen], barnTargets: barnMoves(turn, source).map((m) => m.barn!) };
}

/** What the local and the online table hand over to build the board's configuration. */
export interface TurnBoardInput {
  readonly view: UiView;
  readonly tileDef: (id: string) => TileDef | undefined;
  readonly marks: readonly PlayerMark[];
  readonly t: T;
  /** Names, roles and tiles to put wall choices in words. */
  readonly words: WordContext;
  readonly turn: TurnState;
  /** The choices of the decision due on this page; null while nothing is to be decided here. */
  readonly source: TurnSource | null;
  readonly dispatch: (a: TurnAction) => void;
  readonly highlights: readonly Highlight[];
  readonly lastPlaced: Square | null;
  readonly lastMoves?: BoardConfig['lastMoves'];
  /** The followers to draw instead of the view's (during the final scoring steps). */
  readonly followers?: readonly BoardFollower[];
  readonly moveMarks?: readonly MoveMark[];
  readonly stepping?: boolean;
  readonly spotlight?: Square | null;
}

/** A view's words for move descriptions (online, where there is no local table). */
export function viewWordContext(
  view: UiView,
  tileDef: (id: string) => TileDef | undefined,
  t: T,
): WordContext {
  const at = new Map(view.board.map((b) => [`${b.x},${b.y}`, b]));
  return {
    t,
    names: view.players.map((p) => p.name),
    tileDef,
    roles: gameDefinition(view.game)?.followerRoles ?? {},
    tileAt: (x, y) => at.get(`${x},${y}`),
  };
}

/**
 * The board's whole configuration for a table, local or online: the pieces, the turn being
 * composed (tile in hand, proposal, pending tile and follower, wall choices with their points and
 * words) and the board's own words. Every event goes to the one turn input.
 */
export function turnBoardConfig(i: TurnBoardInput): BoardConfig {
  const { view, turn, source, dispatch } = i;
  // Abbey & Mayor: with the abbey in hand the board offers its holes instead of the drawn tile's squares.
  const hand = source ? inHand(turn, source) : null;
  const drawn = hand?.tile ?? null;
  const walls = wallChoices(turn, source);
  const specials = specialTargets(turn, source);
  const actor = view.actor;
  const shown = i.followers ?? view.followers;
  // A follower chosen but not yet confirmed stands on its tile already.
  const p = turn.pending;
  const piece = turn.figure ? { figure: turn.figure } : {};
  const chosen = p && turn.follower ? [{ x: p.x, y: p.y, port: turn.follower, player: actor, ...piece }] : [];
  // Traders & Builders: builders and pigs stand with the followers.
  const figures = i.followers ? [] : (view.expansion?.figures ?? []);
  const followers = chosen.length > 0 || figures.length > 0 ? [...shown, ...figures, ...chosen] : shown;
  return {
    look: view.look,
    tileDef: i.tileDef,
    tiles: view.board,
    followers,
    wall: view.wall,
    towers: view.towers,
    players: i.marks,
    drawn,
    rotation: turn.rotation,
    rotClass: (r) => (hand ? hand.rotClass(r) : r),
    legal: drawn ? (hand?.placements ?? []) : [],
    pending: turn.pending,
    proposal: drawn ? turn.proposal : null,
    followerTargets: followerTargets(turn, source),
    wallTargets: walls,
    wallWords: walls.map((w) => wallChoiceLabel(w, actor, i.words)),
    specialTargets: specials,
    specialWords: specials.map((m) => specialWords(m, i.words)),
    actor,
    highlights: i.highlights,
    marks: i.moveMarks ?? NO_MARKS,
    stepping: i.stepping ?? false,
    lastPlaced: i.lastPlaced,
    dragon: view.expansion?.dragon ?? null,
    fairy: view.expansion?.fairy ?? null,
    ...barnFields(turn, source, view),
    ...(i.lastMoves ? { lastMoves: i.lastMoves } : {}),
    spotlight: i.spotlight ?? null,
    label: i.t('board.label'),
    words: boardWords(i.t),
    events: {
      place: (placement) => dispatch({ type: 'place', placement }),
      propose: (square) => dispatch({ type: 'propose', square }),
      confirm: () => dispatch({ type: 'confirmProposal' }),
      cancelProposal: () => dispatch({ type: 'cancelProposal' }),
      rotateProposal: () => dispatch({ type: 'rotateProposal' }),
      rotate: (rotation) => dispatch({ type: 'rotate', rotation }),
      follower: (port) => dispatch({ type: 'follower', port }),
      figure: () => dispatch({ type: 'figure', figure: nextFigure(turn, source) }),
      recall: () => dispatch({ type: 'recall' }),
      abbey: () => dispatch({ type: 'abbey' }),
      barn: (corner) => {
        const move = barnMoves(turn, source).find((m) => m.barn === corner);
        if (move) dispatch({ type: 'special', move });
      },
      wall: (target) => dispatch({ type: 'wall', target }),
      special: (move) => dispatch({ type: 'special', move }),
    },
  };
}
