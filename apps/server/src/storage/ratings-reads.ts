import type { RatingFamily, RatingPace } from '@carcassonne/protocol';
import {
  BOARD_ORDER,
  type Board,
  type BoardDbRow,
  type BoardRow,
  boardRowOf,
  type HistoryDbRow,
  type HistoryRow,
  historyOf,
} from './ratings.js';

const BOARD_COLUMNS =
  'r.user_id, u.name, l.username, r.rating, r.deviation, r.games, r.last_played_at FROM player_ratings r JOIN users u ON u.id = r.user_id LEFT JOIN logins l ON l.user_id = r.user_id';

const boardValues = (b: Board): unknown[] => [b.family, b.pace, b.maxDeviation, b.since];

/**
 * The reads of the leaderboards and of a player's rating history: the same SQL on both databases,
 * each writing its own placeholders (`mark`: `$1`… on PostgreSQL, `?` on SQLite, so a value used
 * twice is passed twice), the values of each in the order its placeholders take them, and the
 * rows read back as the store answers them.
 */
export function ratingReads(mark: (i: number) => string) {
  const established = `r.family = ${mark(1)} AND r.pace = ${mark(2)} AND r.deviation <= ${mark(3)} AND r.last_played_at >= ${mark(4)}`;
  return {
    /** How many ratings are established on a board (`boardValues`). */
    count: `SELECT CAST(COUNT(*) AS integer) AS n FROM player_ratings r WHERE ${established}`,
    /** A page of a board (`boardValues`, the limit, the offset). */
    page: `SELECT ${BOARD_COLUMNS} WHERE ${established} ORDER BY ${BOARD_ORDER} LIMIT ${mark(5)} OFFSET ${mark(6)}`,
    /** A user's row on a board (`boardValues`, the user). */
    row: `SELECT ${BOARD_COLUMNS} WHERE ${established} AND r.user_id = ${mark(5)}`,
    /** How many rows stand before a user's row in the board's order (`aheadValues`). */
    ahead: `SELECT CAST(COUNT(*) AS integer) AS n FROM player_ratings r WHERE ${established} AND (r.rating > ${mark(5)} OR (r.rating = ${mark(6)} AND (r.games > ${mark(7)} OR (r.games = ${mark(8)} AND r.user_id < ${mark(9)}))))`,
    /** A user's history, the last rows first (`historyValues`). */
    history: `SELECT table_id, at, family, pace, rating_before, rating, deviation FROM rating_history WHERE user_id = ${mark(1)} AND (CAST(${mark(2)} AS text) IS NULL OR family = ${mark(3)}) AND (CAST(${mark(4)} AS text) IS NULL OR pace = ${mark(5)}) ORDER BY end_order DESC, at DESC, table_id DESC LIMIT ${mark(6)}`,
    boardValues,
    /** `ahead`'s values: the board's, then the user's row read by `row`. */
    aheadValues(b: Board, found: unknown): unknown[] {
      const row = found as BoardDbRow;
      return [...boardValues(b), row.rating, row.rating, row.games, row.games, row.user_id];
    },
    historyValues(
      userId: string,
      filter: { readonly family?: RatingFamily; readonly pace?: RatingPace },
      limit: number,
    ): unknown[] {
      const family = filter.family ?? null;
      const pace = filter.pace ?? null;
      return [userId, family, family, pace, pace, limit];
    },
    /** Rows of a board (`page`'s or `row`'s), the first at `offset + 1`. */
    boardRows: (rows: readonly unknown[], offset: number): BoardRow[] =>
      (rows as BoardDbRow[]).map((r, i) => boardRowOf(r, offset + i + 1)),
    /** A user's history in the order it was played (`history`'s rows, the last first). */
    historyRows: (rows: readonly unknown[]): HistoryRow[] =>
      (rows as HistoryDbRow[]).slice().reverse().map(historyOf),
  };
}
