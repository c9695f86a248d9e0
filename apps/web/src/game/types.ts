import type { ExpansionView, Figure } from './figures.js';
import type {
  BaseFollower,
  BaseScoreEvent,
  carcassonne,
  GameId,
  GameView,
  Move,
  PlacedTile,
  theCity,
} from '@carcassonne/engine';
import type { SeatKind } from './seats.js';

export type { SeatKind } from './seats.js';

export type Look = 'summer' | 'winter' | 'city';

export interface Seat {
  readonly name: string;
  readonly color: string;
  readonly kind: SeatKind;
}

/** A square of the board, and a tile's place on one: the engine's own. */
export type { Placement, Square } from '@carcassonne/engine';
/** The board's pieces are the engine's own view types. */
export type UiTile = PlacedTile;
/** A follower on the board, or one being proposed. */
export type UiFollower = BaseFollower & { readonly figure?: Figure };
/** The views of the games that have a wall, read off the engine's registry. */
type WallView = Extract<GameView, { readonly wall: unknown }>;
export type UiWall = WallView['wall'][number];
export type UiTower = WallView['towers'][number];
/** The side of a square a wall piece or a tower stands on. */
export type UiEdge = Pick<UiWall, 'x' | 'y' | 'side'>;

/** One view of either game, all the page draws from. */
export interface UiView {
  readonly game: GameId;
  readonly look: Look;
  readonly preset: string;
  readonly players: readonly { readonly name: string; readonly color: string }[];
  /** Whose decision is due now (the City: the actor of a wall round). */
  readonly actor: number;
  readonly current: number;
  readonly phase: carcassonne.PlayerView['phase'] | theCity.CityPhase;
  readonly drawn: string | null;
  /** The strategic variant: the tiles of the hand shown (the human's), oldest first. */
  readonly hand?: readonly string[];
  readonly board: readonly UiTile[];
  readonly followers: readonly UiFollower[];
  readonly wall: readonly UiWall[];
  readonly towers: readonly UiTower[];
  readonly scores: readonly number[];
  readonly supply: readonly number[];
  readonly towersLeft: readonly number[] | null;
  readonly wallSupply: number | null;
  readonly remaining: Readonly<Record<string, number>>;
  readonly tilesLeft: number;
  readonly finished: boolean;
  readonly moveCount: number;
  /** The expansions' pieces, goods and second tile (absent: none in play). */
  readonly expansion?: ExpansionView;
}

/** A scoring or discard of any game, players as seats: the engine's base event. */
export type UiEvent = BaseScoreEvent;

/** A follower counted in a scoring (players as seats). */
export type UiScoredFollower = NonNullable<BaseScoreEvent['followers']>[number];

/** The edge a dragon step `move` leaves the dragon's square by (null: the view shows no dragon). */
export function dragonEdge(view: object, move: { readonly side: UiEdge['side'] }): UiEdge | null {
  const at = 'dragon' in view ? (view.dragon as { x: number; y: number } | null | undefined) : null;
  return at ? { x: at.x, y: at.y, side: move.side } : null;
}

/** The edge a wagon's move points at: the side of the target tile its port lies on (null: home, or a monastery's centre). */
export function wagonEdge(move: {
  readonly to: { readonly x: number; readonly y: number; readonly port: string } | null;
}): UiEdge | null {
  const side = move.to === null ? undefined : WAGON_SIDES[move.to.port];
  return move.to && side ? { x: move.to.x, y: move.to.y, side } : null;
}

const WAGON_SIDES: Readonly<Record<string, UiEdge['side']>> = {
  NNW: 'N',
  N: 'N',
  NNE: 'N',
  ENE: 'E',
  E: 'E',
  ESE: 'E',
  SSE: 'S',
  S: 'S',
  SSW: 'S',
  WSW: 'W',
  W: 'W',
  WNW: 'W',
};

/** A City wall decision offered as a target on an edge, with the points it would score at once (per seat). */
export type WallTarget = (
  | { readonly type: 'gate'; readonly edge: UiEdge; readonly move: Move }
  | { readonly type: 'wall'; readonly edge: UiEdge; readonly guard: boolean; readonly move: Move }
  | { readonly type: 'tower'; readonly edge: UiEdge | null; readonly move: Move }
  /** The Princess & the Dragon: a step of the dragon, on the edge of its square it leaves by. */
  | { readonly type: 'dragon'; readonly edge: UiEdge | null; readonly move: Move }
  /** Abbey & Mayor's final abbey round: keep the abbey (no edge). */
  | { readonly type: 'pass'; readonly edge: null; readonly move: Move }
  /** Abbey & Mayor's wagon: on to a feature (an edge of its tile; none for a monastery) or home (none). */
  | { readonly type: 'wagon'; readonly edge: UiEdge | null; readonly move: Move }
) & { readonly gains: readonly number[] };
