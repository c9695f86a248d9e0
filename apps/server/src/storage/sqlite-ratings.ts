import type Database from 'better-sqlite3';
import type { RatingFamily, RatingPace } from '@carcassonne/protocol';
import { ratingReads } from './ratings-reads.js';
import {
  ratingOf,
  type Board,
  type BoardRow,
  type HistoryRow,
  type ChainRow,
  HISTORY_INSERT,
  HISTORY_KEEP,
  historyValues,
  RATING_INSERT,
  RATING_UPSERT,
  ratingValues,
  repairSql,
  type RepairedRating,
  pairKey,
  type PairDbRow,
  type RatingDbRow,
  type RatedEnd,
  type RatingStanding,
  type RatingStore,
  type RatingUpdate,
  type RatingWrite,
  type StoredRating,
} from './ratings.js';

const REPAIR = repairSql(() => '?');
const READS = ratingReads(() => '?');

/** Ratings on SQLite (see ratings.ts); `write` runs inside the transaction of a game's end. */
export class SqliteRatings implements RatingStore {
  constructor(
    private readonly sql: (text: string) => Database.Statement,
    private readonly transaction: (work: () => void) => void,
  ) {}

  /**
   * A rated end's ratings, inside the transaction that stores the end (an immediate one: the
   * database's write lock is held from its start, so another connection's end of a game of the
   * same player waits and then reads this one's result). Returns the end's events.
   */
  rateAndWrite(update: RatingUpdate): RatedEnd {
    const rated = update.rate(this.standing(update));
    this.write({ ...update, rows: rated.rows });
    return rated;
  }

  private standing(update: RatingUpdate): RatingStanding {
    const users = [...new Set(update.users)];
    const get = this.sql('SELECT * FROM player_ratings WHERE user_id = ? AND family = ? AND pace = ?');
    const current = new Map<string, StoredRating>();
    for (const id of users) {
      const row = get.get(id, update.family, update.pace) as RatingDbRow | undefined;
      if (row) current.set(id, ratingOf(row));
    }
    const marks = users.map(() => '?').join(', ');
    const pairs = this.sql(
      `SELECT a.user_id AS a, b.user_id AS b, COUNT(*) AS n FROM rating_history a JOIN rating_history b ON b.table_id = a.table_id AND b.user_id > a.user_id WHERE a.user_id IN (${marks}) AND b.user_id IN (${marks}) AND a.at >= ? GROUP BY a.user_id, b.user_id`,
    ).all(...users, ...users, update.togetherSince) as PairDbRow[];
    return { current, together: new Map(pairs.map((p) => [pairKey(p.a, p.b), Number(p.n)])) };
  }

  /** Rows computed in this transaction: the ratings, and one history row each in the order of ends. */
  private write(w: RatingWrite): void {
    if (w.rows.length === 0) return;
    const put = this.sql(`${RATING_INSERT} (?, ?, ?, ?, ?, ?, ?, ?) ${RATING_UPSERT}`);
    const note = this.sql(`${HISTORY_INSERT} (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ${HISTORY_KEEP}`);
    const order = this.sql('SELECT COALESCE(MAX(end_order), 0) + 1 AS n FROM rating_history').get() as {
      n: number;
    };
    for (const r of w.rows) {
      put.run(...ratingValues(w, r));
      note.run(...historyValues(w, r), order.n);
    }
  }

  async chainRows(): Promise<ChainRow[]> {
    return REPAIR.chainRows(this.sql(REPAIR.chain).all());
  }

  async rewrite(rows: readonly ChainRow[], ratings: readonly RepairedRating[]): Promise<void> {
    this.transaction(() => {
      for (const [text, values] of REPAIR.writes(rows, ratings)) this.sql(text).run(...values);
    });
  }

  async current(
    userIds: readonly string[],
    family: RatingFamily,
    pace: RatingPace,
  ): Promise<Map<string, StoredRating>> {
    const get = this.sql('SELECT * FROM player_ratings WHERE user_id = ? AND family = ? AND pace = ?');
    const out = new Map<string, StoredRating>();
    for (const id of userIds) {
      const row = get.get(id, family, pace) as RatingDbRow | undefined;
      if (row) out.set(id, ratingOf(row));
    }
    return out;
  }

  async ofUser(userId: string): Promise<StoredRating[]> {
    const rows = this.sql('SELECT * FROM player_ratings WHERE user_id = ? ORDER BY family, pace').all(
      userId,
    ) as RatingDbRow[];
    return rows.map(ratingOf);
  }

  async leaderboard(
    board: Board,
    offset: number,
    limit: number,
  ): Promise<{ total: number; rows: BoardRow[] }> {
    const count = this.sql(READS.count).get(...READS.boardValues(board)) as { n: number };
    const rows = this.sql(READS.page).all(...READS.boardValues(board), limit, offset);
    return { total: count.n, rows: READS.boardRows(rows, offset) };
  }

  async position(userId: string, board: Board): Promise<BoardRow | null> {
    const row = this.sql(READS.row).get(...READS.boardValues(board), userId);
    if (!row) return null;
    const ahead = this.sql(READS.ahead).get(...READS.aheadValues(board, row)) as { n: number };
    return READS.boardRows([row], ahead.n)[0]!;
  }

  async history(
    userId: string,
    filter: { readonly family?: RatingFamily; readonly pace?: RatingPace },
    limit: number,
  ): Promise<HistoryRow[]> {
    return READS.historyRows(this.sql(READS.history).all(...READS.historyValues(userId, filter, limit)));
  }
}
