/**
 * @carcassonne/engine — the rules of Carcassonne, the Winter Edition and Carcassonne: The City
 * as a pure library: no runtime dependencies, no Node or DOM imports, deterministic from a seed.
 *
 * This is the stable public API (docs/api.md). At the top level: the game registry and the one
 * match interface, and what every game shares — results and errors, notation, tile data types,
 * the seeded generator, and the base of the views, records, events and reports the matches hand
 * out. Each game's own API is one namespace (`carcassonne`, `theCity`). The fast cores the bots
 * search with are a separate entry, `@carcassonne/engine/internal`.
 */

// Results and errors.
export { type Result, type EngineError, type ErrorCode, ERROR_CODES, ok, err } from './core/result.js';

// The registry and the one game interface.
export * from './games/index.js';

// What every game's views, records and events extend.
export type { BaseView, BaseFollower, BaseRecord } from './core/view.js';
export type { BaseScoreEvent } from './core/events.js';

// Board vocabulary and notation (docs/notation.md).
export {
  PORTS,
  SIDE_PORTS,
  SIDES,
  ROTATIONS,
  canonicalPort,
  type Port,
  type Side,
  type Rotation,
} from './core/ports.js';
export {
  parseMove,
  writeMove,
  type Move,
  type PlaceMove,
  type GateMove,
  type WallMove,
  type TowerMove,
  type PassMove,
  type Corner,
} from './core/notation.js';
export { formatMove, NOT_A_MOVE } from './core/move-shape.js';

// Tile set data (docs/tiles.md): the types; each game's sets are in its namespace.
export {
  SEGMENT_KINDS,
  MARKET_KINDS,
  type SegmentKind,
  type MarketKind,
  type SegmentDef,
  type TileDef,
  type TileSetDef,
} from './core/tile-data.js';

// What a match's board, scorings and reports are made of, in every game.
export type { Placement, PlacedTile } from './core/match.js';
export type { ScoredFollower } from './core/events.js';
export type { ReplayError, ReplayEvent, ReplayReport } from './core/record.js';
export type { Aids, Square, TileFit, SquareFits, SegmentSpot, FeatureOwners } from './core/aids.js';

// The seeded generator (notation.md: FNV-1a and mulberry32).
export { fnv1a, Mulberry32, shuffleInPlace } from './core/rng.js';

// Board Game Arena game logs as records of ours (docs/bga.md).
export {
  importBga,
  MAX_BGA_LOG_CHARS,
  MAX_BGA_NOTIFICATIONS,
  type BgaRecord,
  type BgaError,
  type BgaImportOptions,
} from './bga/import.js';

// Each game's own API, one namespace per game: its checked match class, setup, view, record,
// events, tile sets and rule options (docs/api.md). Code that plays any game needs none of it.
export * as carcassonne from './carcassonne/public.js';
export * as theCity from './the-city/public.js';
