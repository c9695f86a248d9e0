/**
 * @carcassonne/protocol/plain — the protocol's plain values (limits, bot levels, the bots a seat
 * may hold, what ratings are kept apart by) without its TypeBox schemas: what a browser page needs
 * before it validates anything, at a fraction of the size.
 */
export { LIMITS, MIN_RATED_MOVES } from './limits.js';
export { SEAT_BOTS, PLAIN_BOTS, isLevelBot, seatLevel, type SeatBot, type PlainBot } from './seat-bots.js';
export { LEVEL_IDS, BOT_LEVELS, LEVEL_NUMBERS, type LevelId, type BotLevel } from './levels.js';
export { QUICK_PLAYERS } from './quick-players.js';
export { sortMyGames } from './my-games.js';
export { BAN_COVERS, type BanCover } from './ban-covers.js';
export { RATING_FAMILIES, RATING_PACES, GAME_RESULTS } from './rating-kinds.js';
export {
  TOURNAMENT_FORMATS,
  TOURNAMENT_TIE_BREAKS,
  TOURNAMENT_LIMITS,
  type TournamentFormat,
  type TournamentTieBreak,
} from './tournament-kinds.js';
export { CLOCK_BOUNDS } from './clocks.js';
