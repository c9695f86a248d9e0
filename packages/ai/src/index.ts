/** @carcassonne/ai — bots that see only a player's view, never the order of the bag. */
export type { AnyView, Bot, BotRequest, BotAnswer, BotStats, Budget } from './bot.js';
export { randomBot, randomView } from './random.js';
export { greedyBot, greedyDecision, greedyView, rateOptions, type RatedOption } from './greedy.js';
export { mctsBot, runSearch, search, searchView, cityOptions, DEFAULT_MCTS, FAST_MCTS, BASELINE_MCTS, type MctsOptions, type SearchResult } from './mcts.js';
export { flatSearch } from './flat.js';
export { baseAdapter, cityAdapter, type Adapter } from './adapter.js';
export { positionFromView, cityPositionFromView, resample, resampleCity, toMove } from './position.js';
export { projectedValues, projectedCityValues, margin } from './evaluate.js';
export { makeBot, BOT_NAMES, type BotName } from './registry.js';
export { playGame, type ArenaPreset, type GameResult, type Seat } from './play.js';
export { wilson95, eloRatings } from './stats.js';
export { BotRunner, runJob, type BotJob, type BotJobResult, type WorkerLike } from './worker/protocol.js';
