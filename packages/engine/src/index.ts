/**
 * @carcassonne/engine — the rules of Carcassonne, the Winter Edition and Carcassonne: The City
 * as a pure library: no runtime dependencies, no Node or DOM imports, deterministic from a seed.
 *
 * This is the stable public API (docs/api.md): the game registry and the one match interface,
 * results and errors, notation, tile set data, rule presets, the seeded generator, and the
 * views, records and events the matches hand out. The fast cores the bots search with are a
 * separate entry, `@carcassonne/engine/internal`.
 */

// Results and errors.
export { type Result, type EngineError, type ErrorCode, ERROR_CODES, ok, err } from './core/result.js';

// The registry and the one game interface.
export * from './games/index.js';

// What every game's views, records and events extend.
export type { BaseView, BaseFollower, BaseRecord } from './core/view.js';
export type { BaseScoreEvent } from './core/events.js';

// Board vocabulary and notation (docs/notation.md).
export { PORTS, SIDE_PORTS, SIDES, ROTATIONS, canonicalPort, type Port, type Side, type Rotation } from './core/ports.js';
export { parseMove, formatMove, type Move, type PlaceMove, type GateMove, type WallMove, type TowerMove } from './core/notation.js';

// Tile set data (docs/tiles.md).
export { SEGMENT_KINDS, MARKET_KINDS, type SegmentKind, type MarketKind, type SegmentDef, type TileDef, type TileSetDef } from './core/tile-data.js';
export { BASE } from './carcassonne/tiles/base.js';
export { WINTER } from './carcassonne/tiles/winter.js';
export { CITY_TILES, THE_CITY } from './the-city/tiles.js';

// Rule presets and options of the base game.
export {
  PRESETS,
  BASE_PRESETS,
  FARMER_SCORINGS,
  RULE_OPTIONS,
  isBasePreset,
  resolveOptions,
  type RuleOptions,
  type BasePreset,
  type FarmerScoring,
} from './carcassonne/rules.js';

// The seeded generator (notation.md: FNV-1a and mulberry32).
export { fnv1a, Mulberry32, shuffleInPlace } from './core/rng.js';

// Carcassonne and the Winter Edition: the checked match, its setup, view, record and events.
export { COLORS, type PlayerColor, type PlayerInfo, type Setup } from './carcassonne/setup.js';
export { Match, type Placement, type PlacedTile, type FollowerOnBoard, type PlayerView, type GameRecord } from './carcassonne/match.js';
export type { ScoreEvent, ScoredFollower } from './carcassonne/events.js';
export { parseRecord, loadRecord, reportOf, stateToJSON, stateFromJSON, type ReplayError, type ReplayEvent, type ReplayReport } from './carcassonne/record.js';

// The City: the checked match, its setup, view, record and events.
export { CITY_COLORS, CITY_STACKS, type CityColor, type CityPlayer, type CitySetup } from './the-city/setup.js';
export { CITY_FOLLOWERS, WALL_SUPPLY } from './the-city/constants.js';
export { CityMatch, createCityMatch, type CityRecord } from './the-city/match.js';
export type { CityKindName } from './the-city/compile.js';
export type { CityPhase } from './the-city/game.js';
export type { CityPlayerView, CityPlacedTile, CityFollower, CityWallElement, CityTower, CityEdge } from './the-city/view.js';
export type { CityScoreEvent } from './the-city/events.js';
export {
  parseCityRecord,
  loadCityRecord,
  cityReportOf,
  replayCityRecord,
  type CityReplayError,
  type CityReplayEvent,
  type CityReplayReport,
} from './the-city/record.js';
