/**
 * A database that refuses writes (a full disk) is told honestly: a guest's creation answers 503
 * with a code and words, `/readyz` answers 503 with a code while writes are refused, and both
 * recover once the database writes again (a write probe clears the flag). SQLite, with the
 * real adapter wrapped so that its writes fail as better-sqlite3 fails them on a full disk; and
 * PostgreSQL, whose role is switched to read-only transactions.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresStorage } from '../src/storage/postgres.js';
import { SqliteStorage } from '../src/storage/sqlite.js';
import type { Storage } from '../src/storage/types.js';
import { startTestServer, tempDir, type TestServer } from './helpers.js';
import { adminQuery, dropSchema, freshSchema, POSTGRES_URL, servicesFor } from './services.js';

/** These calls fail with SQLITE_FULL while `full` holds (`broken`: a name's lookup fails otherwise). */
const WRITES = new Set(['createUser', 'addSecret', 'labelSecret', 'probeWrite']);

function onFullDisk(inner: Storage, disk: { full: boolean; broken: boolean }): Storage {
  return new Proxy(inner, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]): unknown => {
        if (disk.full && WRITES.has(String(key)))
          return Promise.reject(new Database.SqliteError('database or disk is full', 'SQLITE_FULL'));
        // A fault that is not a refusal of writes (a bug, say).
        if (disk.broken && key === 'nameHolder') return Promise.reject(new Error('something else'));
        return Reflect.apply(value, target, args);
      };
    },
  });
}

const disk = { full: false, broken: false };
let server: TestServer;

beforeAll(async () => {
  const storage = await SqliteStorage.open({ file: join(tempDir('carc-full-'), 'full.sqlite') });
  server = await startTestServer({ storage: onFullDisk(storage, disk) });
});
afterAll(async () => {
  await server.stop();
});

const get = (path: string) => fetch(new URL(path, server.url));
const newGuest = (name: string) =>
  fetch(new URL('/api/guests', server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
type Body = { ok?: boolean; error?: { code: string; message: string } };

describe('a database refusing writes', () => {
  it('fails /readyz and answers writes with a code and words; both recover after', async () => {
    expect((await get('/readyz')).status).toBe(200);
    disk.full = true;
    // Nothing has failed yet: readiness learns it from the first refused write.
    const refused = await newGuest('Full');
    expect(refused.status).toBe(503);
    const body = (await refused.json()) as Body;
    expect(body.error?.code).toBe('storage-unwritable');
    expect(body.error?.message).toMatch(/refuses writes/);
    const ready = await get('/readyz');
    expect(ready.status).toBe(503);
    const readyBody = (await ready.json()) as Body;
    expect(readyBody.ok).toBe(false);
    expect(readyBody.error?.code).toBe('storage-unwritable');
    expect(readyBody.error?.message).toMatch(/SQLITE_FULL/);
    // Still refused while the probe fails.
    expect((await get('/readyz')).status).toBe(503);

    disk.full = false;
    expect((await get('/readyz')).status).toBe(200);
    expect((await newGuest('Back')).status).toBe(201);
  });

  it('every other 5xx carries a code and a sentence', async () => {
    disk.broken = true;
    const broken = await newGuest('Broken');
    disk.broken = false;
    expect(broken.status).toBe(500);
    const body = (await broken.json()) as Body;
    expect(body.error?.code).toBe('server-error');
    expect(body.error?.message).toMatch(/went wrong on the server/);
    expect((await get('/readyz')).status).toBe(200);
  });
});

/**
 * PostgreSQL for real: the server's own role is switched to read-only transactions and its
 * connections ended, so every write its pool sends is refused (SQLSTATE 25006); switched back,
 * the server says it is ready again.
 */
describe.runIf(await servicesFor('postgres'))('PostgreSQL in read-only transactions', () => {
  const role = `carc_ro_${randomBytes(5).toString('hex')}`;
  const schema = freshSchema();
  let pgServer: TestServer | undefined;
  const endConnections = () =>
    adminQuery('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = $1', [role]);

  beforeAll(async () => {
    await adminQuery(`CREATE ROLE ${role} LOGIN`);
    await adminQuery(`CREATE SCHEMA ${schema} AUTHORIZATION ${role}`);
    // The storage's start says CREATE SCHEMA IF NOT EXISTS, which asks for this right.
    await adminQuery(`GRANT CREATE ON DATABASE ${new URL(POSTGRES_URL).pathname.slice(1)} TO ${role}`);
    const url = new URL(POSTGRES_URL);
    url.username = role;
    const storage = await PostgresStorage.open({ url: url.toString(), schema });
    pgServer = await startTestServer({ storage });
  });
  afterAll(async () => {
    await pgServer?.stop();
    await dropSchema(schema);
    await adminQuery(`DROP OWNED BY ${role}`);
    await adminQuery(`DROP ROLE IF EXISTS ${role}`);
  });

  it('refuses writes with a code, fails /readyz, and recovers once the database writes again', async () => {
    const base = pgServer!.url;
    const guest = (name: string) =>
      fetch(new URL('/api/guests', base), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      });
    expect((await guest('Before')).status).toBe(201);
    await adminQuery(`ALTER ROLE ${role} SET default_transaction_read_only = on`);
    await endConnections();
    // The pool's first query may meet a connection the database just ended: ask until a write is refused.
    let refused: Response | undefined;
    for (let attempt = 0; attempt < 20 && refused?.status !== 503; attempt++)
      refused = await guest('ReadOnly');
    expect(refused?.status).toBe(503);
    expect(((await refused!.json()) as Body).error?.code).toBe('storage-unwritable');
    const ready = await fetch(new URL('/readyz', base));
    expect(ready.status).toBe(503);
    const body = (await ready.json()) as Body;
    expect(body.error?.code).toBe('storage-unwritable');
    expect(body.error?.message).toMatch(/25006/);

    await adminQuery(`ALTER ROLE ${role} RESET default_transaction_read_only`);
    await endConnections();
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 200; attempt++)
      status = (await fetch(new URL('/readyz', base))).status;
    expect(status).toBe(200);
    expect((await guest('After')).status).toBe(201);
  });
});
