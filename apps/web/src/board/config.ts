import type { Figure } from '../game/figures.js';
import type { Corner, Move, Port, Rotation, TileDef } from '@carcassonne/engine';
import type { UiBarn } from '../game/figures.js';
import type { Look, Placement, UiTile, UiTower, UiWall, WallTarget } from '../game/types.js';
import type { MoveMark } from '../game/hints.js';
import type { BoardAids } from './aids.js';

/** A highlighted feature (a scoring): its squares, the points and who scored. */
export interface Highlight {
  readonly squares: readonly (readonly [number, number])[];
  readonly label: string;
  readonly color: string;
  /** A farm: the squares of the completed cities it supplies. */
  readonly supplied?: readonly (readonly [number, number])[];
  /** Board points (units) of the followers counted, ringed. */
  readonly rings?: readonly (readonly [number, number])[];
}

/** A follower as the board draws it (lying down on fields and districts, from the tile's segment). */
export interface BoardFollower {
  readonly x: number;
  readonly y: number;
  readonly port: Port;
  readonly player: number;
  /** An expansion's piece (big follower, builder, pig); absent: a follower. */
  readonly figure?: Figure;
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
  readonly followers: readonly BoardFollower[];
  readonly wall: readonly UiWall[];
  readonly towers: readonly UiTower[];
  readonly players: readonly PlayerMark[];
  /** The tile in hand while a placement is wanted. */
  readonly drawn: string | null;
  readonly rotation: Rotation;
  readonly rotClass: (r: Rotation) => Rotation;
  readonly legal: readonly Placement[];
  /** A placement proposed by a tap (touch), shown until confirmed; a tap on it turns it. */
  readonly proposal?: Placement | null;
  /** A tile laid provisionally, waiting for the follower choice. */
  readonly pending: UiTile | null;
  readonly followerTargets: readonly Port[];
  readonly wallTargets: readonly WallTarget[];
  /** The Princess & the Dragon: the special choices of the pending tile (fairy, princess, portal). */
  readonly specialTargets?: readonly Move[];
  /** Each special choice in words (the caption shown while one is pointed at by N / P). */
  readonly specialWords?: readonly string[];
  /** Each wall choice in words with its points (the caption shown while one is pointed at). */
  readonly wallWords?: readonly string[];
  /** The seat deciding (whose points a wall choice shows). */
  readonly actor?: number;
  readonly highlights: readonly Highlight[];
  /** Moves pointed out (a hint's best three, an analysed move's best), numbered, with their margins. */
  readonly marks?: readonly MoveMark[];
  /** The highlights are one step of the final scoring (drawn larger, points rising). */
  readonly stepping?: boolean;
  readonly lastPlaced: { readonly x: number; readonly y: number } | null;
  /** The Princess & the Dragon: the dragon's and the fairy's squares (absent or null: not on the board). */
  readonly dragon?: { readonly x: number; readonly y: number } | null;
  readonly fairy?: { readonly x: number; readonly y: number } | null;
  /** Abbey & Mayor: the barns on the board, and the corners of the pending tile a barn may take (AM5). */
  readonly barns?: readonly UiBarn[];
  readonly barnTargets?: readonly Corner[];
  /** Each player's last tile, marked in the player's colour (replaces `lastPlaced` when given). */
  readonly lastMoves?: readonly { readonly x: number; readonly y: number; readonly player: number }[];
  /** A square to point out (a move picked in the log); the board pans to it. */
  readonly spotlight?: { readonly x: number; readonly y: number } | null;
  /** Player aids to draw (a table with aids on), computed by the engine. */
  readonly aids?: BoardAids | null;
  /** Labels for keyboard/screen-reader users. */
  readonly label: string;
  /** Words of the board's own buttons (zoom, the touch placement bar, the edge markers). */
  readonly words?: Readonly<
    Record<'zoomIn' | 'zoomOut' | 'fit' | 'options' | 'confirm' | 'rotate' | 'cancel' | 'take', string>
  > & {
    /** An edge marker: n squares where the tile in hand fits lie off screen beyond that side. */
    readonly offScreen?: (side: 'north' | 'east' | 'south' | 'west', n: number) => string;
  };
  readonly events: {
    readonly place?: (p: Placement) => void;
    /** A tap (not a mouse click) on a square: propose a placement there, or turn the one proposed. */
    readonly propose?: (s: { readonly x: number; readonly y: number }) => void;
    readonly confirm?: () => void;
    readonly cancelProposal?: () => void;
    readonly rotateProposal?: () => void;
    readonly rotate?: (r: Rotation) => void;
    readonly follower?: (port: Port | null) => void;
    /** Step to the next piece the follower choice puts (the expansions' pieces; key B). */
    readonly figure?: () => void;
    /** The Abbot: take the abbot back instead of placing a piece (key A). */
    readonly recall?: () => void;
    /** Abbey & Mayor: the abbey in hand instead of the drawn tile, or back (key A). */
    readonly abbey?: () => void;
    /** Abbey & Mayor: the barn on this corner of the pending tile instead of a piece. */
    readonly barn?: (corner: Corner) => void;
    readonly wall?: (t: WallTarget) => void;
    /** The Princess & the Dragon: take a special choice (the fairy, a princess, a portal). */
    readonly special?: (m: Move) => void;
    /** The square pointed at or tapped (player aids list what fits there). */
    readonly inspect?: (s: { readonly x: number; readonly y: number }) => void;
  };
}
