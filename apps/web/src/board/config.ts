import type { Port, Rotation, TileDef } from '@carcassonne/engine';
import type { Look, Placement, UiFollower, UiTile, UiTower, UiWall, WallTarget } from '../game/types.js';

/** A highlighted feature (a scoring): its squares, the points and who scored. */
export interface Highlight {
  readonly squares: readonly (readonly [number, number])[];
  readonly label: string;
  readonly color: string;
  /** Another kind of mark (a hint, an analysed move) drawn the same way; default `score-flash`. */
  readonly className?: string;
}

export interface PlayerMark {
  readonly fill: string;
  readonly ink: string;
  readonly letter: string;
  readonly name: string;
}

/**
 * Everything the board draws and the choices it may offer. The board holds no rules: legal
 * placements, follower ports and wall targets come from the engine through the caller,
 * and the board only reports what the user picked.
 */
export interface BoardConfig {
  readonly look: Look;
  readonly tileDef: (id: string) => TileDef | undefined;
  readonly tiles: readonly UiTile[];
  readonly followers: readonly UiFollower[];
  readonly wall: readonly UiWall[];
  readonly towers: readonly UiTower[];
  readonly players: readonly PlayerMark[];
  /** The tile in hand while a placement is wanted. */
  readonly drawn: string | null;
  readonly rotation: Rotation;
  readonly rotClass: (r: Rotation) => Rotation;
  readonly legal: readonly Placement[];
  /** A tile laid provisionally, waiting for the follower choice. */
  readonly pending: UiTile | null;
  readonly followerTargets: readonly Port[];
  readonly wallTargets: readonly WallTarget[];
  readonly highlights: readonly Highlight[];
  readonly lastPlaced: { readonly x: number; readonly y: number } | null;
  /** Labels for keyboard/screen-reader users. */
  readonly label: string;
  readonly events: {
    readonly place?: (p: Placement) => void;
    readonly rotate?: (r: Rotation) => void;
    readonly follower?: (port: Port | null) => void;
    readonly wall?: (t: WallTarget) => void;
  };
}
