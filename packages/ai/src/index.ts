/** @carcassonne/ai — bots that see only a player's view, never the order of the bag. */
export type { AnyView, Bot, BotRequest, BotAnswer, BotStats, Budget } from './bot.js';
export { BOT_ERROR_CODES, type BotError, type BotErrorCode, type BotResult } from './errors.js';
export { validateBudget, DEFAULT_BUDGET, MAX_SEARCH_MS, MAX_SEARCH_ITERATIONS } from './budget.js';
export { validateRequest, validateSeed } from './request.js';
export { validateView } from './view.js';
export { chooseMove, type MoveRequest } from './choose.js';
export { randomBot, randomView } from './random.js';
export { greedyBot, greedyDecision, greedyView, rateOptions, type RatedOption } from './greedy.js';
export { mctsBot, runSearch, search, searchView } from './mcts.js';
export {
  cityOptions,
  validateOptions,
  DEFAULT_MCTS,
  FAST_MCTS,
  BASELINE_MCTS,
  type MctsOptions,
} from './options.js';
export type { SearchResult } from './search-start.js';
export { flatSearch, flatEvaluate, type FlatEvaluation, type OptionValue, type RootOption } from './flat.js';
export { baseAdapter, cityAdapter, type Adapter } from './adapter.js';
export { positionOf } from './games.js';
export { decisionPosition, type Position } from './position.js';
export { resample, resampleCity, toMove } from './fast-core.js';
export { projectedValues, projectedCityValues, margin } from './evaluate.js';
export { makeBot, entryBudget, BOT_NAMES, type BotName, type BotEntry } from './registry.js';
export { playGame, LEARNED, type ArenaPreset, type GameResult, type Seat } from './play.js';
export type { PlayOptions } from './play.js';
export { wilson95, eloRatings, fitElo, type EloFit, type PairResult } from './stats.js';
export { humanBot, humanDecision, weighedOptions, type HumanStyle } from './human.js';
export {
  LEVELS,
  LEVEL_IDS,
  TOP_LEVEL,
  levelInfo,
  type LevelId,
  type LevelInfo,
  type LevelPlay,
} from './levels.js';
export {
  LEVEL_RATINGS,
  levelRating,
  ratingKey,
  type LadderMeasurement,
  type MeasuredRating,
} from './level-ratings.js';
export {
  LADDER_BOTS,
  LADDER_PAIRS,
  LADDER_ANCHOR,
  LADDER_ANCHOR_ELO,
  CHEAP_PAIRING_FACTOR,
  pairingGames,
  ladderGames,
  summariseLadder,
  type LadderGame,
  type LadderRow,
} from './ladder.js';
export {
  BotRunner,
  runJob,
  type BotJob,
  type BotJobResult,
  type AnalyseMoveJob,
  type AnalysePositionJob,
  type WorkerJob,
  type WorkerResult,
  type WorkerLike,
} from './worker/protocol.js';
export {
  ANALYSIS_ITERATIONS,
  analysisIterations,
  hintIterations,
  analysePosition,
  type PositionAnalysis,
  type PositionRequest,
  type ValuedMove,
} from './value-position.js';
export { FEATURE_COUNT, FEATURE_NAMES } from './learned/features.js';
export {
  formatWeights,
  parseWeights,
  WEIGHTS_FORMAT,
  WEIGHTS_VERSION,
  type Weights,
} from './learned/weights.js';
export { train, type TrainOptions, type Training } from './learned/train.js';
export { chooseEvaluation, learnedAdapter, type EvaluationChoice } from './learned/evaluation.js';
export { learnedBot } from './learned/bot.js';
export {
  LEARNED_PRESETS,
  LEARNED_ROOT_OPTIONS,
  LEVEL_LEAF,
  levelLeaf,
  type LearnedPreset,
  type LevelLeaf,
} from './learned/level-weights.js';
export {
  checkPlayouts,
  refereePosition,
  MAX_REFEREE_PLAYOUTS,
  REFEREE_PLAYOUTS,
  type RefereeRequest,
  type RefereeValuation,
} from './referee.js';
export {
  analyseJob,
  analyseRecord,
  analysisSeed,
  planAnalysis,
  summariseAnalysis,
  meanInterval,
  type Analysis,
  type AnalysisMethod,
  type AnalysisJob,
  type AnalysisOptions,
  type AnalysisPlan,
  type MoveAnalysis,
  type PlayerAnalysis,
} from './analysis.js';
export { findPuzzles, type PuzzlePosition } from './puzzles.js';
