/** One interface for every game: definitions, the registry, and the checked match. */
export type {
  Player,
  TileInfo,
  TileCatalog,
  OptionInfo,
  PresetInfo,
  MatchSetup,
  GameView,
  Versioned,
  PlayOutcome,
  GameMatch,
  GameDefinition,
} from './definition.js';
export type { GameId, AnyView, AnyRecord } from './registry.js';
export { seatsWith, seatsProblem, type SeatRange } from '../core/seats.js';
export {
  GAMES,
  GAME_IDS,
  ALL_PRESETS,
  PRESET_IDS,
  gameDefinition,
  presetInfo,
  definitionOfPreset,
  createMatch,
  loadMatch,
  replayRecord,
} from './registry.js';
