import type { TileType } from '../core/tile-compile.js';
import type { CoreContract } from '../core/contract.js';
import type { SpecialChoice } from '../core/notation.js';
import type { Port } from '../core/ports.js';
import type { Phase } from './game.js';
import type { RuleOptions } from './rules.js';

/** What the bots may use of `Game`, Carcassonne's fast core (see CoreContract). */
export interface CarcassonneCore extends CoreContract<TileType> {
  readonly phase: Phase;
  readonly options: RuleOptions;
  /** Coats of arms at a city's root. */
  readonly shields: Uint8Array;
  /** Per placement: tiles in a monastery's 3×3 square. */
  readonly monasteryTiles: Uint8Array;
  /** The River: how many of the first draws are river tiles (the lake the last of them); a guess at the order keeps them first. */
  readonly riverDraws: number;
  /** The expansions' pieces: big followers in hand and each follower's weight (2: big), builders, pigs, goods. */
  readonly figures: {
    readonly bigSupply: Uint8Array;
    readonly weight: Uint8Array;
    readonly builder: Int32Array;
    readonly pig: Int32Array;
    readonly goods: Uint8Array;
    /** Abbey & Mayor: whether it is played, the abbey's tile type, abbeys in hand, each mayor's and barn's node (-1 in hand). */
    readonly mayors: boolean;
    readonly abbeyType: number;
    readonly abbeySupply: Uint8Array;
    readonly mayor: Int32Array;
    readonly barn: Int32Array;
  };
  /** Abbey & Mayor: the holes an abbey may fill (`abbeyCodes` reads them), and The River's mouth. */
  readonly holes: Int32Array;
  readonly holeCount: number;
  readonly mouth: { readonly cell: number };
  /**
   * The strategic variant's hands (null without it): `tiles[player · 3 + slot]` (type, -1 empty);
   * a bot may re-deal the tiles it has not seen (the other hands and the stack) in place.
   */
  readonly hands: { readonly tiles: Int16Array; readonly slot: number } | null;
  /** The strategic variant: take up the tile in slot `slot` of the turn player's hand (it becomes `drawn`). */
  chooseSlot(slot: number): void;
  /** What the road, city or monastery at `root` (kind `kind`) scores complete or left incomplete, under this game's rules. */
  pointsOf(root: number, kind: number, complete: boolean): number;
  /** The Princess & the Dragon is played: the follower step's special choices and the dragon's steps. */
  readonly dragonRules: boolean;
  /** The player whose follower the fairy stands by (-1: none). */
  readonly fairyOwner: number;
  /** The player whose tile was placed this turn: `current` but while a wagon's owner or the dragon's stepper is to move. */
  readonly turnOwner: number;
  /** Special choices of the follower step (`SPECIAL + node · 4 + use`), played by `finishTurn` as a follower choice. */
  readonly specialOptions: Int32Array;
  readonly specialOptionCount: number;
  /** Phase `dragon`: the sides (0–3, N E S W) the player to move may send the dragon to. */
  readonly dragonOptions: Int8Array;
  readonly dragonOptionCount: number;
  /** One step of the dragon towards side `side` (from `dragonOptions`). */
  moveDragon(side: number): void;
  /** Phase `wagon` (Abbey & Mayor AM4): the nodes the wagon of the player to move may go on to. */
  readonly wagonOptions: Int32Array;
  readonly wagonOptionCount: number;
  /** The wagon goes on to node `node` (from `wagonOptions`) or home (-1). */
  moveWagon(node: number): void;
  /** Phase `abbey` (Abbey & Mayor's final abbey round): the player to move keeps their abbey. */
  passAbbey(): void;
  /** The special choice a move's `special` names (-1: no tile or segment there); `specialOptions` says whether it is legal. */
  specialAt(special: SpecialChoice): number;
  /** Where the follower on node `node` stands (a special choice's target). */
  nodeSpot(node: number): { x: number; y: number; port: Port };
  /** A deep copy. */
  clone(): CarcassonneCore;
  /** Become a copy of `source` (same tile set and players) without allocating. */
  copyFrom(source: this): void;
}
