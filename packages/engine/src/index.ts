/**
 * @carcassonne/engine — the rules of Carcassonne and the Winter Edition as a pure library.
 * No runtime dependencies, no Node or DOM imports; deterministic from a seed.
 */
export { type Result, type EngineError, type ErrorCode, ERROR_CODES, ok, err } from './core/result.js';
export { PORTS, SIDE_PORTS, SIDES, ROTATIONS, type Port, type Side, type Rotation } from './core/ports.js';
export { SEGMENT_KINDS, MARKET_KINDS, type SegmentKind, type SegmentDef, type TileDef, type TileSetDef } from './core/tile-data.js';
export { BASE } from './carcassonne/tiles/base.js';
export { WINTER } from './carcassonne/tiles/winter.js';
export { compileTileSet, compileTile, segmentPort, K_FIELD, K_ROAD, K_CITY, K_MONASTERY, K_DISTRICT, K_MARKET, MAX_SEGMENTS, type TileSet, type TileType } from './core/tile-compile.js';
export { tileSet, TILE_SET_NAMES, type TileSetName } from './carcassonne/tile-sets.js';
export { PRESETS, BASE_PRESETS, FARMER_SCORINGS, isBasePreset, resolveOptions, type RuleOptions, type BasePreset, type FarmerScoring } from './carcassonne/rules.js';
export { fnv1a, Mulberry32, shuffleInPlace } from './core/rng.js';
export { parseMove, formatMove, placeMoveOf, type Move, type PlaceMove, type GateMove, type WallMove, type TowerMove } from './core/notation.js';
export { COLORS, seededOrder, validateSetup, type PlayerColor, type PlayerInfo, type Setup, type ValidSetup } from './carcassonne/setup.js';
export { Game, FOLLOWERS_PER_PLAYER, type Phase, type GameInit } from './carcassonne/game.js';
export { scoreFinal } from './carcassonne/final.js';
export { projectFinal } from './carcassonne/final.js';
export type { ScoreEvent } from './carcassonne/events.js';
export { Match, type Placement, type PlacedTile, type FollowerOnBoard, type PlayerView, type GameRecord } from './carcassonne/match.js';
export {
  parseRecord,
  loadRecord,
  reportOf,
  stateToJSON,
  stateFromJSON,
  type ReplayError,
  type ReplayEvent,
  type ReplayReport,
} from './carcassonne/record.js';
export { randomGame, playRandomly, type RandomGameOptions } from './carcassonne/random.js';
export * from './the-city/index.js';
export * from './games/index.js';
