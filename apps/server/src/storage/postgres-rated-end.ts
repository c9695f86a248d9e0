import { statementOf, type Write, writeParts } from './postgres-sql.js';
import {
  pairKey,
  ratingOf,
  type PairDbRow,
  type RatingDbRow,
  type RatingStanding,
  type RatingUpdate,
  type StoredRating,
} from './ratings.js';
import { StorageConflict, type StoredEvent } from './types.js';

type Query = (text: string, values?: readonly unknown[]) => Promise<{ rows: unknown[] }>;
type Transaction = <T>(work: (q: Query) => Promise<T>) => Promise<T>;

/** Tries of a rated end whose transaction lost a deadlock or a serialization check. */
const TRIES = 5;
const RETRYABLE: readonly unknown[] = ['40P01', '40001'];

/**
 * A rated game's end on PostgreSQL (docs/server/ratings.md): one transaction that locks its
 * players (a transaction-scoped advisory lock per player, taken in the order of their ids, so
 * that a player's first game, which has no rating row yet, is locked too), reads their ratings
 * and the games of each pair, computes the new ratings from them (`update.rate`) and writes the
 * end with them. Another process ending a game of one of these players waits for the commit and
 * then reads this one's result. A deadlock or serialization failure is tried again.
 */
export async function storeRatedEnd(
  transaction: Transaction,
  lockPrefix: string,
  write: Omit<Write, 'ratings'>,
  update: RatingUpdate,
): Promise<readonly StoredEvent[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction(async (q) => {
        const users = [...new Set(update.users)].sort();
        for (const user of users)
          await q('SELECT pg_advisory_xact_lock(hashtext($1))', [`${lockPrefix}:rating:${user}`]);
        const rated = update.rate(await standing(q, update, users));
        const events = [...write.events, ...rated.events];
        const values: unknown[] = [];
        const change = { ...write.change, ...rated.change };
        const parts = writeParts(
          { ...write, change, events, ratings: { ...update, rows: rated.rows } },
          values,
          0,
        );
        const text = statementOf(parts);
        if (text !== null) await q(text, values);
        return events;
      });
    } catch (e) {
      const code = (e as { code?: unknown }).code;
      // The move or an event exists: another process stored this table's write first.
      if (code === '23505') throw new StorageConflict(write.tableId);
      if (attempt >= TRIES || !RETRYABLE.includes(code)) throw e;
    }
  }
}

/** The players' ratings and the rated games of each pair, as they stand under the locks. */
async function standing(q: Query, update: RatingUpdate, users: readonly string[]): Promise<RatingStanding> {
  const ratings = await q(
    'SELECT * FROM player_ratings WHERE user_id = ANY($1) AND family = $2 AND pace = $3',
    [users, update.family, update.pace],
  );
  const pairs = await q(
    'SELECT a.user_id AS a, b.user_id AS b, COUNT(*) AS n FROM rating_history a JOIN rating_history b ON b.table_id = a.table_id AND b.user_id > a.user_id WHERE a.user_id = ANY($1) AND b.user_id = ANY($1) AND a.at >= $2 GROUP BY a.user_id, b.user_id',
    [users, update.togetherSince],
  );
  const current = new Map<string, StoredRating>(
    (ratings.rows as (RatingDbRow & { user_id: string })[]).map((row) => [row.user_id, ratingOf(row)]),
  );
  const together = new Map((pairs.rows as PairDbRow[]).map((p) => [pairKey(p.a, p.b), Number(p.n)]));
  return { current, together };
}
