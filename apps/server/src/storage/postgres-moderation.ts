import type pg from 'pg';
import { SqlModeration, type Port, type Row } from './moderation-sql.js';

type Query = (text: string, values?: readonly unknown[]) => Promise<pg.QueryResult>;

/** `?` placeholders as PostgreSQL's `$1`, `$2` … (the shared statements hold no literal `?`). */
const numbered = (text: string): string => {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
};

/** Moderation on PostgreSQL: the shared statements (`moderation-sql.ts`), each write one transaction. */
export function postgresModeration(
  query: Query,
  transaction: <T>(work: (q: Query) => Promise<T>) => Promise<T>,
): SqlModeration {
  const port: Port = {
    all: async (text, values) => (await query(numbered(text), values)).rows as Row[],
    batch: (steps) =>
      transaction(async (q) => {
        const out: Row[][] = [];
        for (const step of steps) out.push((await q(numbered(step.sql), step.values)).rows as Row[]);
        return out;
      }),
    registrationOrder: 'registered',
  };
  return new SqlModeration(port);
}
