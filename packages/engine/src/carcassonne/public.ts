/**
 * Carcassonne and the Winter Edition as the public entry shows them: the namespace
 * `carcassonne` of `@carcassonne/engine` (docs/api.md). The checked match, its setup, view,
 * record and events, the tile sets and the rule presets and options. Callers that play any game
 * use the registry (`createMatch`, `GameMatch`) instead; these are for callers of this game alone.
 */
export { BASE } from './tiles/base.js';
export { WINTER } from './tiles/winter.js';
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
} from './rules.js';
export { COLORS, type PlayerColor, type PlayerInfo, type Setup } from './setup.js';
export { Match, type FollowerOnBoard, type PlayerView, type GameRecord } from './match.js';
export type { ScoreEvent } from './events.js';
export { parseRecord, loadRecord, reportOf, stateToJSON, stateFromJSON } from './record.js';
export {
  EXPANSIONS,
  EXPANSION_NAMES,
  expansionOptions,
  expansionsOf,
  isExpansionName,
  type ExpansionName,
} from './expansions.js';
export { catalogWithExpansions } from './catalog.js';
export {
  PRINCESS_DRAGON_SYMBOLS,
  SYMBOL_DRAGON,
  SYMBOL_PORTAL,
  SYMBOL_VOLCANO,
} from './tiles/princess-dragon.js';
export type { FigureOnBoard, GoodsHeld } from './match.js';
export type { BarnOnBoard } from './view-types.js';
export { GOODS, type Good } from './goods.js';
export { CORNERS, FIGURES, type Corner, type Figure } from '../core/notation.js';
