import type { CityEdge, CityFollower, CityTower, CityWallElement, FollowerOnBoard, GameId, PlacedTile, Port, Rotation, Move } from '@carcassonne/engine';
import type { SeatKind } from './seats.js';

export type { SeatKind } from './seats.js';

/** The three games the page offers; Winter is the base game with the winter preset and tiles. */
export type GameKind = GameId;
export type Look = 'summer' | 'winter' | 'city';

export interface Seat {
  readonly name: string;
  readonly color: string;
  readonly kind: SeatKind;
}

export interface Square {
  readonly x: number;
  readonly y: number;
}
export interface Placement extends Square {
  readonly rotation: Rotation;
}
/** The board's pieces are the engine's own view types. */
export type UiTile = PlacedTile;
/** A follower on the board; a follower being proposed may carry any kind. */
export type UiFollower = FollowerOnBoard | CityFollower | (Omit<FollowerOnBoard, 'kind'> & { readonly kind: string });
export type UiEdge = CityEdge;
export type UiWall = CityWallElement;
export type UiTower = CityTower;

/** One view of either game, all the page draws from. */
export interface UiView {
  readonly game: GameKind;
  readonly look: Look;
  readonly preset: string;
  readonly players: readonly { readonly name: string; readonly color: string }[];
  /** Whose decision is due now (the City: the actor of a wall round). */
  readonly actor: number;
  readonly current: number;
  readonly phase: string;
  readonly drawn: string | null;
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
}

/** A scoring or discard, players as seats: the union of both games' event fields. */
export interface UiEvent {
  readonly kind: string;
  readonly move: number | null;
  readonly points: number;
  readonly players: readonly number[];
  readonly tiles?: number;
  readonly cities?: number;
  readonly kinds?: number;
  readonly markets?: number;
  readonly final?: boolean;
  readonly tile?: string;
  readonly squares?: readonly (readonly [number, number])[];
  /** Farms: the squares of the completed cities the farm supplies. */
  readonly supplied?: readonly (readonly [number, number])[];
  /** The followers counted, where they stood (players as seats). */
  readonly followers?: readonly UiScoredFollower[];
}

export interface UiScoredFollower {
  readonly x: number;
  readonly y: number;
  readonly port: Port;
  readonly player: number;
}

/** A City wall decision offered as a target on an edge, with the points it would score at once (per seat). */
export type WallTarget = (
  | { readonly type: 'gate'; readonly edge: UiEdge; readonly move: Move }
  | { readonly type: 'wall'; readonly edge: UiEdge; readonly guard: boolean; readonly move: Move }
  | { readonly type: 'tower'; readonly edge: UiEdge | null; readonly move: Move }
) & { readonly gains: readonly number[] };
