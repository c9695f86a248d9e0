/**
 * Carcassonne: The City as the public entry shows it: the namespace `theCity` of
 * `@carcassonne/engine` (docs/api.md). The checked match, its setup, view (with the wall's
 * parts), record and events, and the tile set. Callers that play any game use the registry
 * (`createMatch`, `GameMatch`) instead; these are for callers of this game alone.
 */
export { CITY_TILES, THE_CITY } from './tiles.js';
export { CITY_COLORS, CITY_STACKS, type CityColor, type CityPlayer, type CitySetup } from './setup.js';
export { CITY_FOLLOWERS, WALL_SUPPLY } from './constants.js';
export { CityMatch, createCityMatch, type CityRecord } from './match.js';
export type { CityKindName } from './compile.js';
export type { CityPhase } from './game.js';
export type {
  CityPlayerView,
  CityPlacedTile,
  CityFollower,
  CityWallElement,
  CityTower,
  CityEdge,
} from './view.js';
export type { CityScoreEvent } from './events.js';
export { parseCityRecord, loadCityRecord, cityReportOf, replayCityRecord } from './record.js';
