/**
 * Ratings storage on SQLite and PostgreSQL (PostgreSQL whenever it answers): Elo ratings of a
 * database made with the old schema carried over by migration 7, and the leaderboard (established
 * ratings only, paging, one's own position) and history.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { RatingPace } from '@carcassonne/protocol';
import { MIGRATIONS } from '../src/storage/migrations.js';
import { PostgresStorage } from '../src/storage/postgres.js';
import type { Board } from '../src/storage/ratings.js';
import { SqliteStorage } from '../src/storage/sqlite.js';
import type { Storage } from '../src/storage/types.js';
import { tempDir } from './helpers.js';
import { dropSchema, freshSchema, POSTGRES_URL, servicesFor } from './services.js';
import { fixedRatings, type GivenRow } from './seed-ratings.js';
import { storedTable } from './stored-table.js';

const withPostgres = await servicesFor('postgres');
/** The migration that brought Glicko-2 in: a legacy database stops just before it. */
const GLICKO_VERSION = 7;
type Rows = readonly (readonly [string, readonly unknown[]])[];
const SCHEMA_MIGRATIONS =
  'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)';
const before = MIGRATIONS.filter((m) => m.version < GLICKO_VERSION);

interface Adapter {
  readonly name: string;
  open(): Promise<Storage>;
  /** A database of the schema before migration 7 holding `rows`, opened with this code. */
  legacy(rows: Rows): Promise<Storage>;
}

const dir = tempDir('carc-ratings-');
const schemas: string[] = [];
const adapters: Adapter[] = [
  {
    name: 'sqlite',
    open: async () => SqliteStorage.open({ file: join(dir, `${Math.random()}.sqlite`) }),
    legacy: async (rows) => {
      const file = join(dir, `${Math.random()}.sqlite`);
      const db = new Database(file);
      db.exec(SCHEMA_MIGRATIONS);
      for (const m of before) {
        db.exec(m.sql);
        db.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(m.version, m.name, 0);
      }
      for (const [sql, values] of rows) db.prepare(sql).run(...values);
      db.close();
      return SqliteStorage.open({ file });
    },
  },
];
if (withPostgres)
  adapters.push({
    name: 'postgres',
    open: async () => {
      const schema = freshSchema();
      schemas.push(schema);
      return PostgresStorage.open({ url: POSTGRES_URL, schema });
    },
    legacy: async (rows) => {
      const schema = freshSchema();
      schemas.push(schema);
      const client = new pg.Client({ connectionString: POSTGRES_URL, options: `-c search_path=${schema}` });
      await client.connect();
      try {
        await client.query(`CREATE SCHEMA ${schema}`);
        await client.query(SCHEMA_MIGRATIONS);
        for (const m of before) {
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
      return PostgresStorage.open({ url: POSTGRES_URL, schema });
    },
  });

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  for (const s of schemas) await dropSchema(s);
});

const DAY = 24 * 60 * 60 * 1000;
const NOW = 400 * DAY;
const user = (id: string, name: string) =>
  ['INSERT INTO users (id, name, created_at) VALUES (?, ?, ?)', [id, name, 1]] as const;
const settings = JSON.stringify({
  preset: 'classic',
  options: {},
  visibility: 'public',
  clock: { kind: 'none' },
  grace: 60,
  rated: true,
});
const finishedTable = (id: string, host: string, guest: string, game: string, at: number) =>
  [
    [
      'INSERT INTO game_tables (id, host_id, game, settings, invite, status, setup, deadline, substitutes, test_tiles, created_at, finished_at, scores) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [id, host, game, settings, null, 'finished', null, null, '[]', null, 1, at, '[10, 5]'],
    ],
    [
      'INSERT INTO seats (table_id, seat, occupant, user_id) VALUES (?, ?, ?, ?)',
      [id, 0, JSON.stringify({ kind: 'human', user: host, name: host }), host],
    ],
    [
      'INSERT INTO seats (table_id, seat, occupant, user_id) VALUES (?, ?, ?, ?)',
      [id, 1, JSON.stringify({ kind: 'human', user: guest, name: guest }), guest],
    ],
  ] as const;
const elo = (id: string, game: string, rating: number, games: number) =>
  [
    'INSERT INTO ratings (user_id, game, rating, games) VALUES (?, ?, ?, ?)',
    [id, game, rating, games],
  ] as const;

const row = (u: string, rating: number, deviation: number, games = 20): GivenRow => ({
  user: u,
  before: 1500,
  rating,
  deviation,
  volatility: 0.06,
  games,
});

for (const adapter of adapters) {
  describe(`ratings on ${adapter.name}`, () => {
    it('Elo ratings of the old schema carry over: rating kept, deviation by games played, volatility 0.06', async () => {
      const s = await adapter.legacy([
        user('ann-000', 'Ann'),
        user('bob-000', 'Bob'),
        ...finishedTable('old-1', 'ann-000', 'bob-000', 'carcassonne', 5000),
        ...finishedTable('old-2', 'ann-000', 'bob-000', 'the-city', 7000),
        elo('ann-000', 'carcassonne', 1612.5, 30),
        elo('bob-000', 'carcassonne', 1387.5, 5),
        elo('ann-000', 'the-city', 1516, 1),
      ]);
      try {
        const ann = await s.standings.ofUser('ann-000');
        expect(ann).toEqual([
          {
            family: 'carcassonne',
            pace: 'realtime',
            rating: 1612.5,
            deviation: 60,
            volatility: 0.06,
            games: 30,
            lastPlayedAt: 5000,
          },
          {
            family: 'the-city',
            pace: 'realtime',
            rating: 1516,
            deviation: 330,
            volatility: 0.06,
            games: 1,
            lastPlayedAt: 7000,
          },
        ]);
        const bob = await s.standings.current(['bob-000'], 'carcassonne', 'realtime');
        expect(bob.get('bob-000')).toMatchObject({ rating: 1387.5, deviation: 250, games: 5 });
        // Nothing of the Elo era in the history (it starts with the first Glicko-2 game).
        expect(await s.standings.history('ann-000', {}, 10)).toEqual([]);
      } finally {
        await s.close();
      }
    });

    it('leaderboard: established ratings only, best first, paged; one’s own position', async () => {
      const s = await adapter.open();
      try {
        const names = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'];
        for (const n of names)
          await s.createUser({ id: `user-${n}`, name: n.toUpperCase(), createdAt: 1 }, `h-${n}`);
        const write = (rows: GivenRow[], at: number, tableId: string, pace: RatingPace = 'realtime') =>
          s.updateTable('none', {}, [], fixedRatings({ family: 'carcassonne', pace, tableId, at, rows }));
        await s.createTable(storedTable('none', 'user-p1', { settings: { rated: true } }));
        await write(
          [
            row('user-p1', 1700, 80),
            row('user-p2', 1650, 100),
            row('user-p3', 1800, 200), // provisional: not listed
            row('user-p4', 1600, 110), // at the bound: listed
            row('user-p5', 1650, 90, 30), // ties p2 on rating, more games: ahead
          ],
          NOW - DAY,
          'g1',
        );
        await write([row('user-p6', 1900, 50)], NOW - 100 * DAY, 'g0'); // no game within 90 days
        await write([row('user-p7', 1750, 60)], NOW - DAY, 'g2', 'correspondence'); // another class
        const board: Board = {
          family: 'carcassonne',
          pace: 'realtime',
          maxDeviation: 110,
          since: NOW - 90 * DAY,
        };
        const all = await s.standings.leaderboard(board, 0, 50);
        expect(all.total).toBe(4);
        expect(all.rows.map((r) => [r.position, r.user.name, r.rating])).toEqual([
          [1, 'P1', 1700],
          [2, 'P5', 1650],
          [3, 'P2', 1650],
          [4, 'P4', 1600],
        ]);
        expect(all.rows[0]).toMatchObject({ deviation: 80, games: 20, lastPlayedAt: NOW - DAY });
        const second = await s.standings.leaderboard(board, 2, 2);
        expect(second.rows.map((r) => [r.position, r.user.id])).toEqual([
          [3, 'user-p2'],
          [4, 'user-p4'],
        ]);
        expect((await s.standings.leaderboard(board, 4, 2)).rows).toEqual([]);
        expect(await s.standings.position('user-p2', board)).toMatchObject({ position: 3, rating: 1650 });
        expect(await s.standings.position('user-p4', board)).toMatchObject({ position: 4 });
        expect(await s.standings.position('user-p3', board)).toBeNull();
        expect(await s.standings.position('user-p6', board)).toBeNull();
        const correspondence = await s.standings.leaderboard({ ...board, pace: 'correspondence' }, 0, 50);
        expect(correspondence.rows.map((r) => r.user.id)).toEqual(['user-p7']);
        // Each change is in the history, oldest first; filters by family and class.
        await write([row('user-p1', 1720, 78, 21)], NOW, 'g3');
        const history = await s.standings.history('user-p1', { family: 'carcassonne' }, 10);
        expect(history.map((h) => [h.table, h.rating, h.at])).toEqual([
          ['g1', 1700, NOW - DAY],
          ['g3', 1720, NOW],
        ]);
        expect(await s.standings.history('user-p1', { pace: 'correspondence' }, 10)).toEqual([]);
        expect((await s.standings.history('user-p1', {}, 1)).map((h) => h.table)).toEqual(['g3']);
      } finally {
        await s.close();
      }
    });
  });
}
