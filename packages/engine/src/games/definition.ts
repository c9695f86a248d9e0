import type { Result } from '../core/result.js';
import type { Move } from '../core/notation.js';
import type { Port } from '../core/ports.js';
import type { TileDef } from '../core/tile-data.js';
import type { Mulberry32 } from '../core/rng.js';
import type { ReplayError, ReplayEvent, ReplayReport } from '../core/record.js';
import type { Placement } from '../core/match.js';
import type { Aids } from '../core/aids.js';
import type { SeatRange } from '../core/seats.js';
import type { BaseRecord, BaseView } from '../core/view.js';
import type { AnyRecord, AnyView, GameId } from './registry.js';

export type { Placement };

export interface Player {
  readonly name: string;
  readonly color: string;
}

/** One rule option a table may set, with the values it takes. */
export interface OptionInfo {
  readonly key: string;
  readonly values: readonly (boolean | string)[];
}

/** One tile shape of a set: its definition (docs/tiles.md), how many there are, its symmetry. */
export interface TileInfo {
  readonly id: string;
  readonly count: number;
  readonly def: TileDef;
  /** For each quarter turn, the first quarter turn that gives the same placement. */
  readonly rotationClass: readonly number[];
}

/** The tile set a preset plays with. */
export interface TileCatalog {
  readonly name: string;
  /** Tiles in the set, the start tile included. */
  readonly total: number;
  /** The start tile's id (null when the first drawn tile opens the game). */
  readonly start: string | null;
  readonly tiles: readonly TileInfo[];
  get(id: string): TileInfo | undefined;
}

/** A preset: a game with its tile set and the rule options it sets. */
export interface PresetInfo {
  readonly id: string;
  readonly game: GameId;
  readonly tileSet: string;
  /** Tiles in the set, the start tile included. */
  readonly tiles: number;
  /**
   * The family its ratings are kept in: presets of one family are rated together (the Winter
   * Edition's tile set has its own; the server's `RatingFamily` lists the families).
   */
  readonly ratingFamily: string;
  readonly options: Readonly<Record<string, boolean | string>>;
}

/** Plain data for a new game; the preset names the game. */
export interface MatchSetup {
  /** Optional: when given, it must be the preset's game. */
  readonly game?: string;
  readonly preset: string;
  readonly options?: Readonly<Record<string, unknown>>;
  readonly players: readonly Player[];
  /** Decides the draw order when `tiles` is absent. */
  readonly seed?: string;
  /** An exact draw order (records and tests). */
  readonly tiles?: readonly string[];
  /** The City: the sizes of its three stacks, with `tiles`. */
  readonly stacks?: readonly number[];
}

/** A game's view with the state version a move must be played against. */
export type Versioned<V extends BaseView> = V & { readonly version: number };

/** What a seat (or a spectator) may see in any game of the registry, with its version. */
export type GameView = Versioned<AnyView>;

/** What an accepted move did: the move in notation, the new version, its scorings. */
export interface PlayOutcome {
  readonly seat: number;
  readonly move: string;
  readonly version: number;
  readonly events: readonly ReplayEvent[];
}

/**
 * A game in progress, the same for every game: whose decision is due, the legal moves, checked
 * play by a seat against a version, views, records and the report. Every method that takes
 * outside input validates it and changes nothing when it refuses. `V` and `R` are the game's
 * view and record; by default those of any game in the registry.
 */
export interface GameMatch<V extends BaseView = AnyView, R extends BaseRecord = AnyRecord> {
  readonly game: GameId;
  readonly preset: string;
  readonly players: readonly Player[];
  /** Moves played so far; every accepted move adds one. */
  readonly version: number;
  readonly finished: boolean;
  /** The seat whose decision is due, -1 when the game is over. */
  readonly actor: number;
  /** The decision due (`place`, and in The City `gate`, `wall`, `tower`), or `over`. */
  readonly phase: string;
  /** The tile in hand (public in these games), or null. */
  readonly drawnTile: string | null;
  readonly scores: readonly number[];
  /** The tile set in play. */
  readonly tiles: TileCatalog;
  /** Every legal move of the decision due. */
  legalMoves(): Move[];
  /**
   * `legalMoves()` in notation (`writeMove`), in the same order, written without building the
   * move objects: what the server sends a player every turn.
   */
  legalMoveStrings(): string[];
  /** Legal squares and rotations for the tile in hand (symmetric duplicates left out). */
  placements(): Placement[];
  /** Where a follower may go for a placement of the tile in hand (board ports). */
  followerOptions(placement: Placement): Port[];
  /**
   * Play a move (object or notation) for `seat`. Refused with `stale-state` when
   * `expectedVersion` is given and is not the current version (checked first: the turn may have
   * passed since), and with `not-your-turn` when another seat is due.
   */
  play(seat: number, move: unknown, expectedVersion?: number): Result<PlayOutcome>;
  /**
   * The strategic variant: the player to move takes up tile `tile` of their hand (`drawnTile`,
   * `placements` and `followerOptions` follow); not a move, the version stays. Refused elsewhere.
   */
  chooseTile(tile: string): Result<true>;
  /**
   * A player's view: everything but the order of the remaining tiles. With `seat`, that seat's
   * (the strategic variant adds its hand); without, what every seat may see.
   */
  view(seat?: number): Versioned<V>;
  /** What a spectator sees: the view without a seat. */
  publicView(): Versioned<V>;
  /**
   * `publicView()` without its board (`board: undefined`, every other key in its place): a
   * fraction of its cost, for what the moves already determine needs no copy (the server's digest
   * of a position, docs/server/protocol.md, "Deltas").
   */
  publicViewWithoutBoard(): Omit<V, 'board'> & { readonly board: undefined; readonly version: number };
  /** The moves played, in notation. */
  moves(): string[];
  /** The record with the full draw order (it replays alone; never sent to players). */
  toRecord(): R;
  /** The replay report (`carcassonne replay --json`); `squares` adds each feature's squares. */
  report(squares?: boolean): ReplayReport;
  /** The player aids of the position (docs/rules.md, "Player aids"): public information only. */
  aids(): Aids;
  clone(): GameMatch<V, R>;
}

/**
 * One game in the registry: what a caller needs to offer it, start it and load its records.
 * `V` and `R` are its view and record (each extends the base in `core/view.ts`).
 */
export interface GameDefinition<V extends BaseView = AnyView, R extends BaseRecord = AnyRecord> {
  readonly id: GameId;
  readonly title: string;
  readonly presets: readonly PresetInfo[];
  /** Rule options a table may override (none for The City). */
  readonly options: readonly OptionInfo[];
  /** How many players; an option may allow more (`seatsWith` gives a match's range). */
  readonly seats: SeatRange;
  readonly colors: readonly string[];
  /** The kinds of scoring event, in the order a score table lists them. */
  readonly scoringKinds: readonly string[];
  /**
   * What a follower is called on each kind of segment it may stand on (a knight in a city, a
   * farmer in a field, …), so a UI can name it; `guard` for one on a wall piece where the game has walls.
   */
  readonly followerRoles: Readonly<Record<string, string>>;
  /**
   * The tile set of one of this game's presets; with `options` (a view's or a setup's rule
   * options), with the tiles of the expansions they switch on: the tiles of that table, the same
   * catalog its matches list. Undefined for an unknown preset or options that do not resolve.
   */
  tileCatalog(preset: string, options?: Readonly<Record<string, unknown>>): TileCatalog | undefined;
  create(setup: MatchSetup): Result<GameMatch<V, R>>;
  /**
   * A game rebuilt from a player's view alone (checked as untrusted input): the public history
   * replayed on a bag whose unseen part is a random arrangement of the remaining tiles. This is
   * how a bot guesses at what it cannot see; the real order is never needed.
   */
  sample(view: unknown, rng: Mulberry32): Result<GameMatch<V, R>>;
  /** Play the match to its end with uniformly random legal moves, fast (self-play, demos). */
  playRandomly(match: GameMatch, rng: Mulberry32): void;
  /** Load a record of this game and play its moves. */
  load(record: Readonly<Record<string, unknown>>): Result<GameMatch<V, R>, ReplayError>;
}
