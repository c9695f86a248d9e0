import type { FollowerSpot } from '../core/match.js';
import type { Port } from '../core/ports.js';
import type { Corner } from '../core/notation.js';
import type { BaseRecord, BaseView } from '../core/view.js';
import type { Good } from './goods.js';
import type { Phase } from './game.js';
import type { RuleOptions } from './rules.js';
import type { PlayerInfo, Setup } from './setup.js';

/** What a match of Carcassonne shows: its view, the pieces on the board, and its record (notation.md). */

export type FollowerOnBoard = FollowerSpot<'road' | 'city' | 'monastery' | 'field'> & {
  /** Inns & Cathedrals: the big follower (it counts two); The Abbot: the abbot; Abbey & Mayor: the mayor, the wagon. */
  readonly figure?: 'big' | 'abbot' | 'mayor' | 'wagon';
};

/** Traders & Builders: a builder or pig on the board. */
export type FigureOnBoard = FollowerSpot<'road' | 'city' | 'field'> & { readonly figure: 'builder' | 'pig' };

/** Abbey & Mayor: a barn on the board, on a corner of the tile at (x, y) (AM5). */
export interface BarnOnBoard {
  readonly x: number;
  readonly y: number;
  readonly corner: Corner;
  readonly player: number;
}

/** Traders & Builders: the goods a player holds. */
export type GoodsHeld = { readonly [G in Good]: number };

/** What any player may see: everything but the order of the remaining tiles. */
export interface PlayerView extends BaseView {
  readonly game: 'carcassonne';
  readonly preset: Setup['preset'];
  readonly options: RuleOptions;
  readonly players: readonly PlayerInfo[];
  readonly phase: Phase;
  readonly followers: readonly FollowerOnBoard[];
  /** Inns & Cathedrals: big followers in hand per player (absent without the expansion). */
  readonly bigSupply?: readonly number[];
  /** The Abbot: abbots in hand per player, 1 or 0 (absent without the expansion). */
  readonly abbotSupply?: readonly number[];
  /** Abbey & Mayor: abbey tiles in hand per player, 1 or 0, and mayors in hand, 1 or 0 (absent without it). */
  readonly abbeySupply?: readonly number[];
  readonly mayorSupply?: readonly number[];
  /** Abbey & Mayor: wagons in hand per player, 1 or 0; in phase `wagon`, where the wagon of the player to move left (AM4). */
  readonly wagonSupply?: readonly number[];
  readonly wagonFrom?: { readonly x: number; readonly y: number; readonly port: Port } | null;
  /** Abbey & Mayor with farmers: barns in hand per player, 1 or 0, and the barns on the board (absent without it). */
  readonly barnSupply?: readonly number[];
  readonly barns?: readonly BarnOnBoard[];
  /** Traders & Builders: builders and pigs on the board, goods per player, and whether this turn is a builder's second tile. */
  readonly figures?: readonly FigureOnBoard[];
  readonly goods?: readonly GoodsHeld[];
  readonly secondTile?: boolean;
  /** The Princess & the Dragon: the dragon's square and the fairy's (with the port of its follower), null before they come; the steps taken in a flight. */
  readonly dragon?: { readonly x: number; readonly y: number } | null;
  readonly fairy?: { readonly x: number; readonly y: number; readonly port: Port | null } | null;
  readonly dragonSteps?: number;
  /**
   * How many of each tile id are still to come, in the tile set's table order (ids with none left
   * are omitted). Strategic variant: the tiles this seat has not seen (the stack and the other hands).
   */
  readonly remaining: Readonly<Record<string, number>>;
  /** Strategic variant: the seat whose view this is, and its own hand (a seat's view only; docs/rules/strategic-variant.md). */
  readonly seat?: number;
  readonly hand?: readonly string[];
  /** Strategic variant: how many tiles each hand holds, in seat order. */
  readonly handSizes?: readonly number[];
  /** Strategic variant: the seat of each tile of `drawnTiles` (placed by it, or put aside from its hand: -1 - seat). */
  readonly revealedBy?: readonly number[];
}

/** A game record (notation.md). */
export interface GameRecord extends BaseRecord {
  readonly format: 'carcassonne-record/1';
  readonly game: 'carcassonne';
  readonly preset: Setup['preset'];
  readonly options?: Readonly<Partial<RuleOptions>>;
  readonly players: readonly PlayerInfo[];
  readonly seed?: string;
  readonly tiles?: readonly string[];
  readonly moves: readonly string[];
}
