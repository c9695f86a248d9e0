/** @carcassonne/protocol — the online game's messages, shared by the server and the browser client. */
export { LIMITS, MIN_RATED_MOVES } from './limits.js';
export { SEAT_BOTS, PLAIN_BOTS, isLevelBot, seatLevel, type SeatBot, type PlainBot } from './seat-bots.js';
export { LEVEL_IDS, BOT_LEVELS, LEVEL_NUMBERS, type LevelId, type BotLevel } from './levels.js';
export * from './errors.js';
export { cleanName, cleanChat, type Checked } from './names.js';
export { nameKey, nameProblem } from './name-rules.js';
export * from './client.js';
export * from './server.js';
export {
  applyDelta,
  viewDigest,
  ViewDigester,
  chainTexts,
  type WithoutBoard,
  textDigest,
  DELTA_FIELDS,
  type TableDelta,
  type DeltaField,
  type DeltaSet,
} from './deltas.js';
export * from './http.js';
export * from './ratings.js';
export * from './rating-kinds.js';
export * from './moderation.js';
export * from './ban-covers.js';
export * from './analysis.js';
export { CLOCK_BOUNDS, clockProblem } from './clocks.js';
export * from './social.js';
export * from './notify.js';
export * from './vacation.js';
export * from './tournaments.js';
export type {
  TournamentChatMessage,
  TournamentChatRemovedMessage,
  TournamentMessage,
  TournamentResults,
} from './tournament-messages.js';
export { sortMyGames } from './my-games.js';
export { endedBy, winningSeats, type EndedBy } from './endings.js';
