/** Carcassonne: The City (rules.md Part B) on the shared engine core. */
export { CITY_TILES, THE_CITY } from './tiles.js';
export { compileCityTile, compileCityTileSet, type CityTileType, type CityTileSet, type CityKindName } from './compile.js';
export {
  CITY_COLORS,
  CITY_STACKS,
  cityTileSet,
  citySeededOrder,
  towersPerPlayer,
  validateCitySetup,
  type CityColor,
  type CityPlayer,
  type CitySetup,
  type ValidCitySetup,
} from './setup.js';
export { CITY_FOLLOWERS, WALL_SUPPLY } from './constants.js';
export { CityGame, type CityPhase, type EndReason, type CityGameInit } from './game.js';
export type { CityScoreEvent } from './events.js';
export { outerEdges, walkFrom, openStretch, succEdge, predEdge, onOuterBoundary, ensureOutside, isOutside } from './geometry.js';
export { CityMatch, createCityMatch, type CityRecord } from './match.js';
export type { CityPlayerView, CityPlacedTile, CityFollower, CityWallElement, CityTower, CityEdge } from './view.js';
export {
  parseCityRecord,
  loadCityRecord,
  cityReportOf,
  replayCityRecord,
  type CityReplayError,
  type CityReplayEvent,
  type CityReplayReport,
} from './record.js';
export { playCityRandomly, randomCityGame, randomWallDecision, type RandomCityOptions } from './random.js';
export { finalScoring, districtMarkets, guardPoints, guardView } from './final.js';
export { towerPoints } from './wall.js';
export { projectPoints, CITY_SCORING, type CityScoring } from './scoring.js';
export { Wall } from './wall.js';
