import type pg from 'pg';
import {
  vacationRefusal,
  yearStart,
  type Vacation,
  type VacationRefusal,
  type VacationStore,
} from './vacations.js';

type Query = (text: string, values?: readonly unknown[]) => Promise<pg.QueryResult>;

interface VacationRow {
  readonly starts_at: number;
  readonly ends_at: number;
}

const vacationOf = (r: VacationRow): Vacation => ({ from: r.starts_at, until: r.ends_at });
const SELECT_OF =
  'SELECT starts_at, ends_at FROM vacations WHERE user_id = $1 AND ends_at > $2 ORDER BY starts_at';

/** Vacations on PostgreSQL: a new one is checked and written with its user's row locked. */
export class PostgresVacations implements VacationStore {
  constructor(
    private readonly query: Query,
    private readonly transaction: <T>(work: (q: Query) => Promise<T>) => Promise<T>,
  ) {}

  take(userId: string, vacation: Vacation, daysPerYear: number): Promise<VacationRefusal | null> {
    return this.transaction(async (q) => {
      // Two requests of one user at once: the second waits for the first and sees its vacation.
      await q('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const existing = (await q(SELECT_OF, [userId, yearStart(vacation.from)])).rows as VacationRow[];
      const refusal = vacationRefusal(existing.map(vacationOf), vacation, daysPerYear);
      if (refusal) return refusal;
      await q('INSERT INTO vacations (user_id, starts_at, ends_at) VALUES ($1, $2, $3)', [
        userId,
        vacation.from,
        vacation.until,
      ]);
      return null;
    });
  }

  async end(userId: string, at: number): Promise<boolean> {
    const r = await this.query(
      'UPDATE vacations SET ends_at = $1 WHERE user_id = $2 AND starts_at <= $1 AND ends_at > $1',
      [at, userId],
    );
    return (r.rowCount ?? 0) > 0;
  }

  async of(userId: string, since: number): Promise<Vacation[]> {
    return ((await this.query(SELECT_OF, [userId, since])).rows as VacationRow[]).map(vacationOf);
  }

  async current(userIds: readonly string[], at: number): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    if (userIds.length === 0) return found;
    const r = await this.query(
      'SELECT user_id, MAX(ends_at) AS ends_at FROM vacations WHERE user_id = ANY($1) AND starts_at <= $2 AND ends_at > $2 GROUP BY user_id',
      [[...new Set(userIds)], at],
    );
    for (const row of r.rows as { user_id: string; ends_at: number }[]) found.set(row.user_id, row.ends_at);
    return found;
  }
}
