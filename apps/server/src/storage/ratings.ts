import { RATING_FAMILIES, type PublicUser, type RatingFamily, type RatingPace } from '@carcassonne/protocol';
import type { StoredEvent, TableChange } from './types.js';

/**
 * Glicko-2 ratings per game family and time-control class, and the history of their changes
 * (one row per player and finished rated game). Reached as `storage.standings`; written with a
 * game's end, in the transaction of its last move (`RatingUpdate`).
 */
export interface RatingStore {
  /** The current ratings of these users in one family and class (absent: never rated there). */
  current(
    userIds: readonly string[],
    family: RatingFamily,
    pace: RatingPace,
  ): Promise<Map<string, StoredRating>>;
  /** Every rating of one user, by family then class. */
  ofUser(userId: string): Promise<StoredRating[]>;
  /** One page of the established ratings, best first (ties: more games, then the older user id). */
  leaderboard(board: Board, offset: number, limit: number): Promise<{ total: number; rows: BoardRow[] }>;
  /** A user's row on a board with its 1-based position, or null when not established there. */
  position(userId: string, board: Board): Promise<BoardRow | null>;
  /** A user's rating changes in the order of their stored ends, oldest first: the newest `limit` of them. */
  history(
    userId: string,
    filter: { readonly family?: RatingFamily; readonly pace?: RatingPace },
    limit: number,
  ): Promise<HistoryRow[]>;
  /** Every row of rating history, in the order of stored ends (the repair reads them). */
  chainRows(): Promise<ChainRow[]>;
  /** The repair's result in one transaction: history rows rewritten, then the ratings. */
  rewrite(rows: readonly ChainRow[], ratings: readonly RepairedRating[]): Promise<void>;
}

/** A row of rating history with everything the repair reads and writes. */
export interface ChainRow {
  readonly user: string;
  readonly table: string;
  readonly family: RatingFamily;
  readonly pace: RatingPace;
  readonly at: number;
  readonly endOrder: number;
  readonly before: number;
  readonly rating: number;
  readonly deviation: number;
  readonly volatility: number;
  /** Null on rows stored before migration 13. */
  readonly deviationBefore: number | null;
  readonly volatilityBefore: number | null;
}

/** A player's rating as the repair recomputed it: a stored rating, its last game left as it was. */
export type RepairedRating = Omit<StoredRating, 'lastPlayedAt'> & { readonly user: string };

export interface ChainDbRow {
  user_id: string;
  table_id: string;
  family: string;
  pace: string;
  at: number | string;
  end_order: number | string;
  rating_before: number;
  rating: number;
  deviation: number;
  volatility: number;
  deviation_before: number | null;
  volatility_before: number | null;
}

export const chainRowOf = (r: ChainDbRow): ChainRow => ({
  user: r.user_id,
  table: r.table_id,
  family: family(r.family),
  pace: pace(r.pace),
  at: Number(r.at),
  endOrder: Number(r.end_order),
  before: r.rating_before,
  rating: r.rating,
  deviation: r.deviation,
  volatility: r.volatility,
  deviationBefore: r.deviation_before,
  volatilityBefore: r.volatility_before,
});

/** The repair's statements, the same text on both databases but for the placeholders. */
export const CHAIN_ROWS = `SELECT user_id, table_id, family, pace, at, end_order, rating_before, rating, deviation, volatility, deviation_before, volatility_before FROM rating_history ORDER BY end_order, table_id, user_id`;

export interface StoredRating {
  readonly family: RatingFamily;
  readonly pace: RatingPace;
  readonly rating: number;
  readonly deviation: number;
  readonly volatility: number;
  readonly games: number;
  readonly lastPlayedAt: number | null;
}

/** Which leaderboard, and what makes a rating established on it. */
export interface Board {
  readonly family: RatingFamily;
  readonly pace: RatingPace;
  /** Deviation at most this. */
  readonly maxDeviation: number;
  /** A game at or after this time (ms). */
  readonly since: number;
}

export interface BoardRow {
  readonly position: number;
  readonly user: PublicUser;
  readonly rating: number;
  readonly deviation: number;
  readonly games: number;
  readonly lastPlayedAt: number;
}

export interface HistoryRow {
  readonly table: string;
  readonly at: number;
  readonly family: RatingFamily;
  readonly pace: RatingPace;
  readonly before: number;
  readonly rating: number;
  readonly deviation: number;
}

/**
 * The ratings of a rated game's end, computed inside the transaction that stores the end
 * (docs/server/ratings.md): the storage takes the players' ratings in this family and class
 * (locked until the commit, so ends of one player's games are applied one after another), hands
 * them to `rate`, and stores the rows and events it returns with the end. `rate` may be called
 * again when the transaction is retried; the events of the call that committed are returned.
 */
export interface RatingUpdate {
  readonly family: RatingFamily;
  readonly pace: RatingPace;
  readonly tableId: string;
  readonly at: number;
  /** The players whose ratings the game may change. */
  readonly users: readonly string[];
  /** `RatingStanding.together` counts rated games ended at or after this time (ms). */
  readonly togetherSince: number;
  rate(standing: RatingStanding): RatedEnd;
}

/** What a game's ratings are computed from, read inside the transaction that stores them. */
export interface RatingStanding {
  /** The players' current ratings in the family and class (absent: never rated there). */
  readonly current: ReadonlyMap<string, StoredRating>;
  /**
   * Rated games of each pair of the players since `RatingUpdate.togetherSince` (in any family
   * and class), keyed by `pairKey`; pairs without such games are absent.
   */
  readonly together: ReadonlyMap<string, number>;
}

/** The key of a pair of users in `RatingStanding.together` (order does not matter). */
export const pairKey = (a: string, b: string): string => (a < b ? `${a} ${b}` : `${b} ${a}`);

/** What `rate` gives back: the rows to store (none: nobody's rating changes) and the end's events. */
export interface RatedEnd {
  readonly rows: readonly RatingRow[];
  readonly events: readonly StoredEvent[];
  /** What the ratings decide of the table's row (its ending), over the end's change. */
  readonly change: TableChange;
}

/** The rows of a rated end as the storage writes them, once computed. */
export interface RatingWrite {
  readonly family: RatingFamily;
  readonly pace: RatingPace;
  readonly tableId: string;
  readonly at: number;
  readonly rows: readonly RatingRow[];
}

export interface RatingRow {
  readonly user: string;
  readonly before: number;
  /** The deviation and volatility before the game (the repair reads them). */
  readonly deviationBefore: number;
  readonly volatilityBefore: number;
  readonly rating: number;
  readonly deviation: number;
  readonly volatility: number;
  readonly games: number;
}

/**
 * The rows of a rated end, the same statements on both databases but for the placeholders: a
 * rating upserted per player (`ratingValues`) and a history row appended (`historyValues`, then
 * the end's order, which each database numbers its way).
 */
export const RATING_INSERT =
  'INSERT INTO player_ratings (user_id, family, pace, rating, deviation, volatility, games, last_played_at) VALUES';
export const RATING_UPSERT =
  'ON CONFLICT (user_id, family, pace) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation, volatility = excluded.volatility, games = excluded.games, last_played_at = excluded.last_played_at';
export const HISTORY_INSERT =
  'INSERT INTO rating_history (user_id, table_id, family, pace, at, rating_before, rating, deviation, volatility, deviation_before, volatility_before, end_order) VALUES';
export const HISTORY_KEEP = 'ON CONFLICT (user_id, table_id) DO NOTHING';
/** The value of `at` is the last of `ratingValues` and the fifth of `historyValues`. */
export const RATING_AT = 7;
export const HISTORY_AT = 4;
export const ratingValues = (w: RatingWrite, r: RatingRow): unknown[] => [
  r.user,
  w.family,
  w.pace,
  r.rating,
  r.deviation,
  r.volatility,
  r.games,
  w.at,
];
export const historyValues = (w: RatingWrite, r: RatingRow): unknown[] => [
  r.user,
  w.tableId,
  w.family,
  w.pace,
  w.at,
  r.before,
  r.rating,
  r.deviation,
  r.volatility,
  r.deviationBefore,
  r.volatilityBefore,
];

/** The repair's two statements, with the database's placeholder for the i-th value (`$1`, `?`). */
export const rewriteStatements = (mark: (i: number) => string) => ({
  history: `UPDATE rating_history SET rating_before = ${mark(1)}, rating = ${mark(2)}, deviation = ${mark(3)}, volatility = ${mark(4)}, deviation_before = ${mark(5)}, volatility_before = ${mark(6)} WHERE user_id = ${mark(7)} AND table_id = ${mark(8)}`,
  rating: `UPDATE player_ratings SET rating = ${mark(1)}, deviation = ${mark(2)}, volatility = ${mark(3)}, games = ${mark(4)} WHERE user_id = ${mark(5)} AND family = ${mark(6)} AND pace = ${mark(7)}`,
});
export const rewrittenHistory = (r: ChainRow): unknown[] => [
  r.before,
  r.rating,
  r.deviation,
  r.volatility,
  r.deviationBefore,
  r.volatilityBefore,
  r.user,
  r.table,
];
export const rewrittenRating = (r: RepairedRating): unknown[] => [
  r.rating,
  r.deviation,
  r.volatility,
  r.games,
  r.user,
  r.family,
  r.pace,
];

/**
 * The repair's SQL (ratings-repair): the chain of history read in the order of ends, then the
 * writes in order, each a statement and its values (every history row, then every rating).
 */
export function repairSql(mark: (i: number) => string) {
  const statements = rewriteStatements(mark);
  return {
    chain: CHAIN_ROWS,
    chainRows: (rows: readonly unknown[]): ChainRow[] => (rows as ChainDbRow[]).map(chainRowOf),
    writes: (rows: readonly ChainRow[], ratings: readonly RepairedRating[]): [string, unknown[]][] => [
      ...rows.map((r): [string, unknown[]] => [statements.history, rewrittenHistory(r)]),
      ...ratings.map((r): [string, unknown[]] => [statements.rating, rewrittenRating(r)]),
    ],
  };
}

/** Database rows as both databases give them. */
export interface RatingDbRow {
  family: string;
  pace: string;
  rating: number;
  deviation: number;
  volatility: number;
  games: number;
  last_played_at: number | null;
}

/** Rated games of a pair of users, as both databases count them. */
export interface PairDbRow {
  a: string;
  b: string;
  n: number | string;
}

export interface BoardDbRow {
  user_id: string;
  name: string;
  username: string | null;
  rating: number;
  deviation: number;
  games: number;
  last_played_at: number;
}

export interface HistoryDbRow {
  table_id: string;
  at: number;
  family: string;
  pace: string;
  rating_before: number;
  rating: number;
  deviation: number;
}

const family = (s: string): RatingFamily => RATING_FAMILIES.find((f) => f === s) ?? 'carcassonne';
const pace = (s: string): RatingPace => (s === 'correspondence' ? 'correspondence' : 'realtime');

export const ratingOf = (r: RatingDbRow): StoredRating => ({
  family: family(r.family),
  pace: pace(r.pace),
  rating: r.rating,
  deviation: r.deviation,
  volatility: r.volatility,
  games: r.games,
  lastPlayedAt: r.last_played_at,
});

export const boardRowOf = (r: BoardDbRow, position: number): BoardRow => ({
  position,
  user: { id: r.user_id, name: r.name, username: r.username },
  rating: r.rating,
  deviation: r.deviation,
  games: r.games,
  lastPlayedAt: r.last_played_at,
});

export const historyOf = (r: HistoryDbRow): HistoryRow => ({
  table: r.table_id,
  at: r.at,
  family: family(r.family),
  pace: pace(r.pace),
  before: r.rating_before,
  rating: r.rating,
  deviation: r.deviation,
});

/** The board's order, the same on both databases. */
export const BOARD_ORDER = 'r.rating DESC, r.games DESC, r.user_id ASC';
