import type Database from 'better-sqlite3';
import {
  vacationRefusal,
  yearStart,
  type Vacation,
  type VacationRefusal,
  type VacationStore,
} from './vacations.js';

interface VacationRow {
  readonly starts_at: number;
  readonly ends_at: number;
}

const vacationOf = (r: VacationRow): Vacation => ({ from: r.starts_at, until: r.ends_at });

/** Vacations on SQLite: its calls are synchronous, so a check and its write run alone. */
export class SqliteVacations implements VacationStore {
  private readonly takeOne: (userId: string, vacation: Vacation, days: number) => VacationRefusal | null;

  constructor(
    db: Database.Database,
    private readonly sql: (text: string) => Database.Statement,
  ) {
    this.takeOne = db.transaction((userId: string, vacation: Vacation, days: number) => {
      const refusal = vacationRefusal(this.ofNow(userId, yearStart(vacation.from)), vacation, days);
      if (refusal) return refusal;
      this.sql('INSERT INTO vacations (user_id, starts_at, ends_at) VALUES (?, ?, ?)').run(
        userId,
        vacation.from,
        vacation.until,
      );
      return null;
    });
  }

  async take(userId: string, vacation: Vacation, daysPerYear: number): Promise<VacationRefusal | null> {
    return this.takeOne(userId, vacation, daysPerYear);
  }

  async end(userId: string, at: number): Promise<boolean> {
    const r = this.sql(
      'UPDATE vacations SET ends_at = ? WHERE user_id = ? AND starts_at <= ? AND ends_at > ?',
    ).run(at, userId, at, at);
    return r.changes > 0;
  }

  async of(userId: string, since: number): Promise<Vacation[]> {
    return this.ofNow(userId, since);
  }

  async current(userIds: readonly string[], at: number): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    const statement = this.sql(
      'SELECT ends_at FROM vacations WHERE user_id = ? AND starts_at <= ? AND ends_at > ? ORDER BY ends_at DESC LIMIT 1',
    );
    for (const user of new Set(userIds)) {
      const row = statement.get(user, at, at) as { ends_at: number } | undefined;
      if (row) found.set(user, row.ends_at);
    }
    return found;
  }

  private ofNow(userId: string, since: number): Vacation[] {
    const rows = this.sql(
      'SELECT starts_at, ends_at FROM vacations WHERE user_id = ? AND ends_at > ? ORDER BY starts_at',
    ).all(userId, since) as VacationRow[];
    return rows.map(vacationOf);
  }
}
