import type { RatingFamily, RatingPace } from '@carcassonne/protocol';
import { ratingReads } from './ratings-reads.js';
import {
  ratingOf,
  type Board,
  type BoardRow,
  type HistoryRow,
  type ChainRow,
  HISTORY_AT,
  HISTORY_INSERT,
  HISTORY_KEEP,
  historyValues,
  RATING_AT,
  RATING_INSERT,
  RATING_UPSERT,
  ratingValues,
  repairSql,
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

const REPAIR = repairSql((i) => `$${i}`);
const READS = ratingReads((i) => `$${i}`);

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
    return REPAIR.chainRows((await this.query(REPAIR.chain)).rows);
  }

  async rewrite(rows: readonly ChainRow[], ratings: readonly RepairedRating[]): Promise<void> {
    await this.transaction(async (q) => {
      for (const [text, values] of REPAIR.writes(rows, ratings)) await q(text, values);
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
      this.query(READS.count, READS.boardValues(board)),
      this.query(READS.page, [...READS.boardValues(board), limit, offset]),
    ]);
    const total = (count.rows[0] as { n: number }).n;
    return { total, rows: READS.boardRows(page.rows, offset) };
  }

  async position(userId: string, board: Board): Promise<BoardRow | null> {
    const row = (await this.query(READS.row, [...READS.boardValues(board), userId])).rows[0];
    if (!row) return null;
    const ahead = await this.query(READS.ahead, READS.aheadValues(board, row));
    return READS.boardRows([row], (ahead.rows[0] as { n: number }).n)[0]!;
  }

  async history(
    userId: string,
    filter: { readonly family?: RatingFamily; readonly pace?: RatingPace },
    limit: number,
  ): Promise<HistoryRow[]> {
    const r = await this.query(READS.history, READS.historyValues(userId, filter, limit));
    return READS.historyRows(r.rows);
  }
}
