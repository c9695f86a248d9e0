/** @carcassonne/ai — bots that see only a player's view, never the order of the bag. */
export type { Bot, BotRequest, BotAnswer, BotStats, Budget } from './bot.js';
export { randomBot } from './random.js';
export { greedyBot, greedyChoice } from './greedy.js';
export { mctsBot, search, DEFAULT_MCTS, BASELINE_MCTS, type MctsOptions, type SearchResult } from './mcts.js';
export { positionFromView, resample, toMove } from './position.js';
export { projectedValues, margin } from './evaluate.js';
export { makeBot, BOT_NAMES, type BotName } from './registry.js';
export { playGame, type GameResult, type Seat } from './play.js';
export { wilson95, eloRatings } from './stats.js';
export { BotRunner, runJob, type BotJob, type BotJobResult, type WorkerLike } from './worker/protocol.js';
