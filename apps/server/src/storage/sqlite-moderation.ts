import type Database from 'better-sqlite3';
import { SqlModeration, type Port, type Row, type Step } from './moderation-sql.js';

/** Moderation on SQLite: the shared statements (`moderation-sql.ts`), each write one transaction. */
export function sqliteModeration(
  db: Database.Database,
  sql: (text: string) => Database.Statement,
): SqlModeration {
  const rowsOf = (step: Step): Row[] => {
    const statement = sql(step.sql);
    if (statement.reader) return statement.all(...step.values) as Row[];
    statement.run(...step.values);
    return [];
  };
  const inTransaction = db.transaction((steps: readonly Step[]) => steps.map(rowsOf));
  const port: Port = {
    all: async (text, values) => rowsOf({ sql: text, values }),
    batch: async (steps) => inTransaction(steps),
    registrationOrder: 'rowid',
  };
  return new SqlModeration(port);
}
