/**
 * What a table's expiry writes, in both databases: the host role passed on (the host column), and
 * a closed table, which is neither resumed after a restart nor listed among anyone's finished games.
 */
import { afterAll, expect, it } from 'vitest';
import { PostgresStorage } from '../src/storage/postgres.js';
import { SqliteStorage } from '../src/storage/sqlite.js';
import type { Storage, StoredTable } from '../src/storage/types.js';
import { dropSchema, freshSchema, POSTGRES_URL, servicesFor } from './services.js';

const withPostgres = await servicesFor('postgres');
const schemas: string[] = [];
afterAll(async () => {
  for (const s of schemas) await dropSchema(s);
});

const opens: [string, () => Promise<Storage>][] = [
  ['sqlite', async () => SqliteStorage.open({ file: ':memory:' })],
];
if (withPostgres)
  opens.push([
    'postgres',
    async () => {
      const schema = freshSchema();
      schemas.push(schema);
      return PostgresStorage.open({ url: POSTGRES_URL, schema });
    },
  ]);

const waiting = (id: string): StoredTable => ({
  id,
  host: 'u-ann',
  game: 'carcassonne',
  settings: {
    preset: 'classic',
    options: {},
    visibility: 'public',
    clock: { kind: 'none' },
    grace: 60,
    rated: true,
  },
  invite: null,
  status: 'open',
  seats: [
    { kind: 'human', user: 'u-ann', name: 'Ann' },
    { kind: 'human', user: 'u-bob', name: 'Bob' },
  ],
  setup: null,
  deadline: null,
  substitutes: [],
  testTiles: null,
  createdAt: 1000,
  finishedAt: null,
  scores: null,
});

for (const [name, open] of opens)
  it(`${name}: the host passed on, then the table closed`, async () => {
    const s = await open();
    for (const [id, n] of [
      ['u-ann', 'Ann'],
      ['u-bob', 'Bob'],
    ] as const)
      await s.createUser({ id, name: n, createdAt: 1 }, `h-${id}`);
    await s.createTable(waiting('table-1'));
    await s.updateTable('table-1', { host: 'u-bob' }, [
      { seq: 1, event: { kind: 'host', user: 'u-bob', name: 'Bob' } },
    ]);
    expect((await s.table('table-1'))!.host).toBe('u-bob');
    expect((await s.unfinishedTables()).map((t) => t.id)).toEqual(['table-1']);
    await s.updateTable('table-1', { status: 'closed', finishedAt: 2000, deadline: null, substitutes: [] }, [
      { seq: 2, event: { kind: 'closed', reason: 'host-away' } },
    ]);
    const closed = (await s.table('table-1'))!;
    expect(closed.status).toBe('closed');
    expect(closed.finishedAt).toBe(2000);
    expect(await s.unfinishedTables()).toEqual([]);
    expect(await s.finishedTablesOf('u-bob', 10)).toEqual([]);
    expect((await s.eventsSince('table-1', 0)).map((e) => e.event.kind)).toEqual(['host', 'closed']);
    await s.close();
  });
