import type { RatingFamily, RatingPace } from '@carcassonne/protocol';
import {
  BOARD_ORDER,
  boardRowOf,
  historyOf,
  ratingOf,
  type Board,
  type BoardDbRow,
  type BoardRow,
  type HistoryDbRow,
  type HistoryRow,
  CHAIN_ROWS,
  type ChainDbRow,
  type ChainRow,
  chainRowOf,
  HISTORY_AT,
  HISTORY_INSERT,
  HISTORY_KEEP,
  historyValues,
  RATING_AT,
  RATING_INSERT,
  RATING_UPSERT,
  ratingValues,
  rewriteStatements,
  rewrittenHistory,
  rewrittenRating,
  type RepairedRating,
  type RatingDbRow,
  type RatingStore,
  type RatingWrite,
  type StoredRating,
} from './ratings.js';

/** A placeholder for `value`, appended to `values`. */
function param(values: unknown[], value: unknown): string {
  values.push(value);
  return `$${values.length}`;
}

type Query = (text: string, values?: readonly unknown[]) => Promise<{ rows: unknown[] }>;

const ESTABLISHED = 'r.family = $1 AND r.pace = $2 AND r.deviation <= $3 AND r.last_played_at >= $4';
const boardValues = (b: Board) => [b.family, b.pace, b.maxDeviation, b.since];
const BOARD_COLUMNS =
  'r.user_id, u.name, l.username, r.rating, r.deviation, r.games, r.last_played_at FROM player_ratings r JOIN users u ON u.id = r.user_id LEFT JOIN logins l ON l.user_id = r.user_id';

/**
 * A game's new ratings as data-modifying CTEs (named with `name`) of the statement that stores its
 * end (postgres-sql.ts, run by `storeRatedEnd` under its players' locks): the ratings upserted and
 * one history row per player, numbered after every end stored before.
 */
export function ratingParts(update: RatingWrite, values: unknown[], name: string): string[] {
  if (update.rows.length === 0) return [];
  const p = (value: unknown) => param(values, value);
  // One row per user: a statement may not change a row twice.
  const rows = [...new Map(update.rows.map((r) => [r.user, r])).values()];
  // `at` is cast to bigint, the type of its columns.
  const tuple = (row: unknown[], at: number) =>
    row.map((v, i) => (i === at ? `${p(v)}::bigint` : p(v))).join(', ');
  const ratings = rows.map((r) => `(${tuple(ratingValues(update, r), RATING_AT)})`);
  const history = rows.map(
    (r) =>
      `(${tuple(historyValues(update, r), HISTORY_AT)}, (SELECT COALESCE(MAX(end_order), 0) + 1 FROM rating_history))`,
  );
  return [
    `${name} AS (${RATING_INSERT} ${ratings.join(', ')} ${RATING_UPSERT} RETURNING 1)`,
    `${name}h AS (${HISTORY_INSERT} ${history.join(', ')} ${HISTORY_KEEP} RETURNING 1)`,
  ];
}

/** Ratings on PostgreSQL (see ratings.ts). */
export class PostgresRatings implements RatingStore {
  constructor(
    private readonly query: Query,
    private readonly transaction: <T>(work: (q: Query) => Promise<T>) => Promise<T>,
  ) {}

  async chainRows(): Promise<ChainRow[]> {
    return ((await this.query(CHAIN_ROWS)).rows as ChainDbRow[]).map(chainRowOf);
  }

  async rewrite(rows: readonly ChainRow[], ratings: readonly RepairedRating[]): Promise<void> {
    const statements = rewriteStatements((i) => `$${i}`);
    await this.transaction(async (q) => {
      for (const r of rows) await q(statements.history, rewrittenHistory(r));
      for (const r of ratings) await q(statements.rating, rewrittenRating(r));
    });
  }

  async current(
    userIds: readonly string[],
    family: RatingFamily,
    pace: RatingPace,
  ): Promise<Map<string, StoredRating>> {
    const r = await this.query(
      'SELECT * FROM player_ratings WHERE user_id = ANY($1) AND family = $2 AND pace = $3',
      [[...userIds], family, pace],
    );
    return new Map(
      (r.rows as (RatingDbRow & { user_id: string })[]).map((row) => [row.user_id, ratingOf(row)]),
    );
  }

  async ofUser(userId: string): Promise<StoredRating[]> {
    const r = await this.query('SELECT * FROM player_ratings WHERE user_id = $1 ORDER BY family, pace', [
      userId,
    ]);
    return (r.rows as RatingDbRow[]).map(ratingOf);
  }

  async leaderboard(
    board: Board,
    offset: number,
    limit: number,
  ): Promise<{ total: number; rows: BoardRow[] }> {
    const [count, page] = await Promise.all([
      this.query(
        `SELECT COUNT(*)::integer AS n FROM player_ratings r WHERE ${ESTABLISHED}`,
        boardValues(board),
      ),
      this.query(`SELECT ${BOARD_COLUMNS} WHERE ${ESTABLISHED} ORDER BY ${BOARD_ORDER} LIMIT $5 OFFSET $6`, [
        ...boardValues(board),
        limit,
        offset,
      ]),
    ]);
    const total = (count.rows[0] as { n: number }).n;
    return { total, rows: (page.rows as BoardDbRow[]).map((r, i) => boardRowOf(r, offset + i + 1)) };
  }

  async position(userId: string, board: Board): Promise<BoardRow | null> {
    const found = await this.query(`SELECT ${BOARD_COLUMNS} WHERE ${ESTABLISHED} AND r.user_id = $5`, [
      ...boardValues(board),
      userId,
    ]);
    const row = found.rows[0] as BoardDbRow | undefined;
    if (!row) return null;
    const ahead = await this.query(
      `SELECT COUNT(*)::integer AS n FROM player_ratings r WHERE ${ESTABLISHED} AND (r.rating > $5 OR (r.rating = $5 AND (r.games > $6 OR (r.games = $6 AND r.user_id < $7))))`,
      [...boardValues(board), row.rating, row.games, userId],
    );
    return boardRowOf(row, (ahead.rows[0] as { n: number }).n + 1);
  }

  async history(
    userId: string,
    filter: { readonly family?: RatingFamily; readonly pace?: RatingPace },
    limit: number,
  ): Promise<HistoryRow[]> {
    const r = await this.query(
      'SELECT table_id, at, family, pace, rating_before, rating, deviation FROM rating_history WHERE user_id = $1 AND ($2::text IS NULL OR family = $2) AND ($3::text IS NULL OR pace = $3) ORDER BY end_order DESC, at DESC, table_id DESC LIMIT $4',
      [userId, filter.family ?? null, filter.pace ?? null, limit],
    );
    return (r.rows as HistoryDbRow[]).reverse().map(historyOf);
  }
}
