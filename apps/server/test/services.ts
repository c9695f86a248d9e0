/**
 * The real PostgreSQL and Redis services for tests. A test that needs one runs whenever it
 * answers; with CI=true it must run, so a missing service fails it instead of skipping it.
 */
import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import pg from 'pg';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const inCi = process.env.CI === 'true';

export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A PING answered with +PONG on the raw protocol. */
export function redisAnswers(url = REDIS_URL): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(3000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => done(d.toString().startsWith('+PONG')));
  });
}

/** Whether to run a test needing these services: yes when they answer, and always in CI. */
export async function servicesFor(...needs: ('postgres' | 'redis')[]): Promise<boolean> {
  if (inCi) return true;
  for (const n of needs)
    if (!(n === 'postgres' ? await postgresAnswers() : await redisAnswers())) return false;
  return true;
}

/** A fresh schema name for one test run (parallel runs never share tables). */
export const freshSchema = (): string => `t_${randomBytes(6).toString('hex')}`;

export async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

/** Run SQL as the test's own connection (to terminate the server's backends, for instance). */
export async function adminQuery(sql: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return await client.query(sql, values);
  } finally {
    await client.end();
  }
}
