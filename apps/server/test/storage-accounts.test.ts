import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../src/storage/migrations.js';
import { PostgresStorage } from '../src/storage/postgres.js';
import { SqliteStorage } from '../src/storage/sqlite.js';
import type { Storage, StoredTable } from '../src/storage/types.js';
import { POSTGRES_URL } from './services.js';
import { storageAdapters } from './storage-adapters.js';

const { adapters, withPostgres, dir, schema: newSchema } = await storageAdapters('carc-accounts-');

const HASH_A = 'a'.repeat(64);
const HASH_B = 'b'.repeat(64);
const HASH_C = 'c'.repeat(64);
const DAY = 24 * 3600 * 1000;

function finishedTable(id: string, users: readonly string[], status: StoredTable['status']): StoredTable {
  return {
    id,
    host: users[0] ?? 'x',
    game: 'carcassonne',
    settings: {
      preset: 'classic',
      options: {},
      visibility: 'public',
      clock: { kind: 'none' },
      grace: 60,
      rated: false,
    } as unknown as StoredTable['settings'],
    invite: null,
    status,
    seats: users.map((user, i) => ({ kind: 'human', user, name: `P${i}` })),
    setup: null,
    deadline: null,
    substitutes: [],
    testTiles: null,
    createdAt: 1000,
    finishedAt: status === 'finished' ? 2000 : null,
    scores: status === 'finished' ? users.map(() => 10) : null,
  };
}

for (const adapter of adapters) {
  describe(`accounts storage: ${adapter.name}`, () => {
    it('a secret is used, noted, expires after its idle time, and is listed and revoked', async () => {
      const s = await adapter.open();
      await s.createUser({ id: 'u1', name: 'Ann', createdAt: 1000 }, HASH_A);
      await s.addSecret('u1', HASH_B, 2000);
      await s.labelSecret(HASH_B, 'Firefox · Linux');
      expect(await s.useSecret(HASH_A, 1000 + DAY, 2 * DAY)).toEqual({
        id: 'u1',
        name: 'Ann',
        username: null,
      });
      const sessions = await s.sessions('u1');
      expect(sessions.map((x) => x.id)).toEqual([HASH_A.slice(0, 16), HASH_B.slice(0, 16)]);
      expect(sessions[0]?.lastUsedAt).toBe(1000 + DAY);
      expect(sessions[1]).toEqual({
        id: HASH_B.slice(0, 16),
        createdAt: 2000,
        lastUsedAt: null,
        label: 'Firefox · Linux',
      });
      // Unused for longer than the idle time: gone for good.
      expect(await s.useSecret(HASH_B, 2000 + 3 * DAY, 2 * DAY)).toBeNull();
      expect(await s.useSecret(HASH_B, 2001, 2 * DAY)).toBeNull();
      // Used within it (from its last use): still valid.
      expect((await s.useSecret(HASH_A, 1000 + 2.5 * DAY, 2 * DAY))?.id).toBe('u1');
      await s.addSecret('u1', HASH_C, 3000);
      expect(await s.revokeSessions('u1', HASH_C.slice(0, 16))).toBe(1);
      expect(await s.revokeSessions('u1', HASH_C.slice(0, 16))).toBe(0);
      expect(await s.revokeSessions('someone-else', HASH_A.slice(0, 16))).toBe(0);
      await s.addSecret('u1', HASH_C, 3000);
      await s.revokeSecret(HASH_C);
      expect(await s.useSecret(HASH_C, 3001, DAY)).toBeNull();
      await s.addSecret('u1', HASH_B, 4000);
      expect(await s.revokeSessions('u1', null)).toBe(2);
      expect(await s.sessions('u1')).toEqual([]);
      await s.close();
    });

    it('password hashes are replaced; display names of registered users are reserved by key, once', async () => {
      const s = await adapter.open();
      await s.createUser({ id: 'u1', name: 'Ann', createdAt: 1 }, HASH_A);
      await s.createUser({ id: 'u2', name: 'ann', createdAt: 2 }, HASH_B);
      expect(await s.setLogin('u1', 'ann', 'old')).toBe(true);
      await s.setPasswordHash('u1', 'new');
      expect(await s.login('ann')).toEqual({ userId: 'u1', passwordHash: 'new' });
      expect(await s.nameHolder('ann')).toBeNull();
      expect(await s.reserveName('u1', 'ann')).toBe(true);
      expect(await s.reserveName('u1', 'ann')).toBe(true);
      expect(await s.nameHolder('ann')).toBe('u1');
      expect(await s.setLogin('u2', 'ann2', 'h')).toBe(true);
      // The second registered "ann" keeps its login but cannot reserve the name.
      expect(await s.reserveName('u2', 'ann')).toBe(false);
      expect(await s.nameHolder('ann')).toBe('u1');
      await s.close();
    });

    it("a guest's finished games move to the account; unfinished ones stay with the guest", async () => {
      const s = await adapter.open();
      await s.createUser({ id: 'guest1', name: 'Gus', createdAt: 1 }, HASH_A);
      await s.createUser({ id: 'acct01', name: 'Ann', createdAt: 1 }, HASH_B);
      await s.createUser({ id: 'other1', name: 'Bob', createdAt: 1 }, HASH_C);
      await s.createTable(finishedTable('t1', ['guest1', 'other1'], 'finished'));
      await s.createTable(finishedTable('t2', ['other1', 'guest1'], 'finished'));
      await s.createTable(finishedTable('t3', ['guest1', 'other1'], 'playing'));
      expect(await s.mergeFinishedGames('guest1', 'acct01')).toEqual({ merged: 2, unfinished: 1 });
      expect((await s.finishedTablesOf('acct01', 10)).map((t) => t.id).sort()).toEqual(['t1', 't2']);
      expect(await s.finishedTablesOf('guest1', 10)).toEqual([]);
      const t1 = await s.table('t1');
      expect(t1?.host).toBe('acct01');
      expect(t1?.seats[0]).toEqual({ kind: 'human', user: 'acct01', name: 'P0' });
      expect((await s.table('t2'))?.seats).toEqual([
        { kind: 'human', user: 'other1', name: 'P0' },
        { kind: 'human', user: 'acct01', name: 'P1' },
      ]);
      expect((await s.table('t3'))?.seats[0]).toEqual({ kind: 'human', user: 'guest1', name: 'P0' });
      expect(await s.mergeFinishedGames('guest1', 'acct01')).toEqual({ merged: 0, unfinished: 1 });
      await s.close();
    });
  });
}

describe('upgrading a database of schema version 3', () => {
  const rows: readonly (readonly [string, readonly unknown[]])[] = [
    ['INSERT INTO users (id, name, created_at) VALUES (?, ?, ?)', ['old1', 'Olga', 1000]],
    ['INSERT INTO user_secrets (hash, user_id, created_at) VALUES (?, ?, ?)', [HASH_A, 'old1', 1000]],
    [
      'INSERT INTO logins (username, user_id, password_hash) VALUES (?, ?, ?)',
      ['olga', 'old1', 'scrypt$16384$8$1$x$y'],
    ],
  ];
  const check = async (s: Storage) => {
    // A secret made long ago counts as used at the upgrade: it does not expire at once.
    expect((await s.useSecret(HASH_A, Date.now(), DAY))?.id).toBe('old1');
    expect((await s.sessions('old1'))[0]?.lastUsedAt).toBeGreaterThan(1000);
    expect(await s.nameHolder('olga')).toBeNull();
    expect(await s.reserveName('old1', 'olga')).toBe(true);
    await s.close();
  };

  it('sqlite: old secrets stay valid, names are reserved at the next login', async () => {
    const file = join(dir, `legacy-${Math.random()}.sqlite`);
    const db = new Database(file);
    db.exec(
      'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)',
    );
    for (const m of MIGRATIONS.filter((m) => m.version <= 3)) {
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(m.version, m.name, 0);
    }
    for (const [sql, values] of rows) db.prepare(sql).run(...values);
    db.close();
    await check(SqliteStorage.open({ file }));
  });

  it.skipIf(!withPostgres)(
    'postgres: old secrets stay valid, names are reserved at the next login',
    async () => {
      const schema = newSchema();
      const client = new pg.Client({ connectionString: POSTGRES_URL, options: `-c search_path=${schema}` });
      await client.connect();
      try {
        await client.query(`CREATE SCHEMA ${schema}`);
        await client.query(
          'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)',
        );
        for (const m of MIGRATIONS.filter((m) => m.version <= 3)) {
          await client.query(m.postgres ?? m.sql);
          await client.query('INSERT INTO schema_migrations VALUES ($1, $2, $3)', [m.version, m.name, 0]);
        }
        for (const [sql, values] of rows) {
          let n = 0;
          await client.query(
            sql.replace(/\?/g, () => `$${++n}`),
            [...values],
          );
        }
      } finally {
        await client.end();
      }
      await check(await PostgresStorage.open({ url: POSTGRES_URL, schema }));
    },
  );
});
