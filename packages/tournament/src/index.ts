/**
 * Tournaments (docs/tournaments.md): settings in, a plain-JSON state out, each step a pure
 * function that refuses bad input as a value and changes nothing.
 */
export {
  TOURNAMENT_ERROR_CODES,
  type TournamentError,
  type TournamentErrorCode,
  type TournamentResult,
} from './errors.js';
export * from './types.js';
export { checkSettings, defaultTieBreaks, MAX_PLAYERS, roundRobinRounds } from './settings.js';
export { dealSeed, tableGames } from './deals.js';
export { sha256 } from './sha256.js';
export {
  createTournament,
  loadTournament,
  pairNextRound,
  pendingGames,
  recordResult,
  roundFinished,
  tournamentFinished,
  type PairOptions,
} from './tournament.js';
export {
  activePlayers,
  ARENA_LATE_SHARE,
  joinTournament,
  lateEntryRefusal,
  withdrawnPlayers,
  withdrawPlayer,
} from './field.js';
export { standings, type StandingRow } from './standings.js';
export { ARENA_POINTS, arenaPoints, scoreOf } from './scoring.js';
export { playerLogs, type GameEntry, type PlayerLog } from './results.js';
export { bergerRound, seedOrder } from './round-robin.js';
export { drawBracket, champion, seedPositions, type BracketMatch, type Slot } from './bracket.js';
export { pairingOrder, swissPairs, swissGroups, type Pairing, type Standing } from './swiss.js';
export {
  buchholz,
  buchholzCut1,
  directEncounter,
  duplicateScores,
  sonnebornBerger,
  NEUTRAL_DUPLICATE,
} from './tie-breaks.js';
export { maximumMatching } from './matching.js';
