/**
 * @carcassonne/engine — the rules of Carcassonne and the Winter Edition as a pure library.
 * No runtime dependencies, no Node or DOM imports; deterministic from a seed.
 */
export { type Result, type EngineError, type ErrorCode, ERROR_CODES, ok, err } from './result.js';
export { PORTS, SIDE_PORTS, SIDES, ROTATIONS, canonicalPort, type Port, type Side, type Rotation } from './ports.js';
export { SEGMENT_KINDS, MARKET_KINDS, type SegmentKind, type SegmentDef, type TileDef, type TileSetDef } from './tiles/types.js';
export { BASE } from './tiles/base.js';
export { WINTER } from './tiles/winter.js';
export { compileTileSet, compileTile, segmentPort, type TileSet, type TileType } from './tileset.js';
export { tileSet, TILE_SET_NAMES, type TileSetName } from './tilesets.js';
export { PRESETS, BASE_PRESETS, FARMER_SCORINGS, isBasePreset, resolveOptions, type RuleOptions, type BasePreset, type FarmerScoring } from './rules.js';
export { fnv1a, Mulberry32, shuffleInPlace } from './rng.js';
export { parseMove, formatMove, placeMoveOf, type Move, type PlaceMove, type GateMove, type WallMove, type TowerMove } from './notation.js';
export { COLORS, seededOrder, validateSetup, type PlayerColor, type PlayerInfo, type Setup, type ValidSetup } from './setup.js';
export { Game, FOLLOWERS_PER_PLAYER, type Phase, type GameInit } from './game.js';
export { scoreFinal } from './final.js';
export { projectFinal } from './project.js';
export type { ScoreEvent, ScoredFollower } from './events.js';
export { Match, type Placement, type PlacedTile, type FollowerOnBoard, type PlayerView, type GameRecord } from './match.js';
export {
  parseRecord,
  loadRecord,
  reportOf,
  stateToJSON,
  stateFromJSON,
  type ReplayError,
  type ReplayEvent,
  type ReplayReport,
} from './record.js';
export { randomGame, playRandomly, type RandomGameOptions } from './random.js';
export * from './city/index.js';
export * from './games/index.js';
