import type { Port } from './ports.js';
import type { PlacedTile } from './match.js';

/** A follower as any game's view shows it: where it stands, on what kind of segment, whose it is. */
export interface BaseFollower {
  readonly x: number;
  readonly y: number;
  readonly port: Port;
  readonly kind: string;
  readonly player: number;
}

/**
 * What every game's player view holds; a game's view extends it with its own parts (rule
 * options, a wall, stacks). `games/` and the apps read views through this.
 */
export interface BaseView {
  readonly game: string;
  readonly preset: string;
  readonly players: readonly { readonly name: string; readonly color: string }[];
  /** The seat whose turn it is. */
  readonly current: number;
  readonly phase: string;
  readonly drawn: string | null;
  readonly board: readonly PlacedTile[];
  readonly followers: readonly BaseFollower[];
  readonly scores: readonly number[];
  readonly supply: readonly number[];
  /** How many of each tile id are still to come: one table, or one per stack where a game has stacks. */
  readonly remaining: Readonly<Record<string, number>> | readonly Readonly<Record<string, number>>[];
  readonly tilesLeft: number;
  readonly discards: number;
  readonly moveCount: number;
  readonly finished: boolean;
  /** Public history: every tile drawn so far in order (discards and the tile in hand included)… */
  readonly drawnTiles: readonly string[];
  /** …and every move played. With `remaining` this is all a player (or a bot) may know. */
  readonly moves: readonly string[];
}

/** What every game's record holds (docs/notation.md); a game's record adds its own fields. */
export interface BaseRecord {
  readonly format: 'carcassonne-record/1';
  readonly game: string;
  readonly preset: string;
  readonly players: readonly { readonly name: string; readonly color: string }[];
  readonly seed?: string;
  readonly tiles?: readonly string[];
  readonly moves: readonly string[];
}
