/**
 * One contract, two adapters: SQLite (a temp file) and PostgreSQL (a fresh schema per run,
 * dropped after). PostgreSQL runs whenever it answers, and always in CI.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { MatchSetup } from '@carcassonne/engine';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../src/storage/migrations.js';
import { PostgresStorage } from '../src/storage/postgres.js';
import { SqliteStorage } from '../src/storage/sqlite.js';
import { StorageConflict, type Storage, type StoredTable } from '../src/storage/types.js';
import { tempDir } from './helpers.js';
import { fixedRatings } from './seed-ratings.js';
import { dropSchema, freshSchema, POSTGRES_URL, servicesFor } from './services.js';

const withPostgres = await servicesFor('postgres');

type Versioned = Storage & { schemaVersion(): number | Promise<number> };
/** Rows as SQL with `?` placeholders and their values. */
type Rows = readonly (readonly [string, readonly unknown[]])[];

interface Adapter {
  readonly name: string;
  open(): Promise<Storage>;
  /** A database left at schema `version` (its migrations applied by hand) holding `rows`; and how to open it with this code. */
  legacy(version: number, rows: Rows): Promise<() => Promise<Versioned>>;
  cleanup(): Promise<void>;
}

const SCHEMA_MIGRATIONS =
  'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)';

/** The event a move is stored with, as the server writes it. */
const moveEvent = (m: { seq?: number; seat: number; move: string; number: number }) => ({
  seq: m.seq ?? 0,
  event: {
    kind: 'move',
    seat: m.seat,
    move: m.move,
    version: m.number + 1,
    by: 'player',
    events: [],
  } as const,
});

const dir = tempDir('carc-contract-');
const schemas: string[] = [];
const adapters: Adapter[] = [
  {
    name: 'sqlite',
    // Its log checkpointed by a thread of its own (SQLITE_CHECKPOINT_MS, off by default).
    open: async () => SqliteStorage.open({ file: join(dir, `${Math.random()}.sqlite`), checkpointMs: 1000 }),
    legacy: async (version, rows) => {
      const file = join(dir, `${Math.random()}.sqlite`);
      const db = new Database(file);
      db.exec(SCHEMA_MIGRATIONS);
      for (const m of MIGRATIONS.filter((m) => m.version <= version)) {
        db.exec(m.sql);
        db.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(m.version, m.name, 0);
      }
      for (const [sql, values] of rows) db.prepare(sql).run(...values);
      db.close();
      return async () => SqliteStorage.open({ file });
    },
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
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
    legacy: async (version, rows) => {
      const schema = freshSchema();
      schemas.push(schema);
      const client = new pg.Client({ connectionString: POSTGRES_URL, options: `-c search_path=${schema}` });
      await client.connect();
      try {
        await client.query(`CREATE SCHEMA ${schema}`);
        await client.query(SCHEMA_MIGRATIONS);
        for (const m of MIGRATIONS.filter((m) => m.version <= version)) {
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
      return async () => PostgresStorage.open({ url: POSTGRES_URL, schema });
    },
    cleanup: async () => {
      for (const s of schemas) await dropSchema(s);
    },
  });

afterAll(async () => {
  for (const a of adapters) await a.cleanup();
});

const table = (id: string, host: string): StoredTable => ({
  id,
  host,
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
  status: 'open',
  seats: [{ kind: 'human', user: host, name: 'Ann' }, { kind: 'open' }],
  setup: null,
  deadline: null,
  substitutes: [],
  testTiles: null,
  createdAt: 1000,
  finishedAt: null,
  scores: null,
});

/** A table of Ann's (t1 unless said) as a row of the first schema (for the legacy databases). */
const oldTableRow = (
  status: string,
  { id = 't1', createdAt = 1000, finishedAt = null as number | null, scores = null as string | null } = {},
): Rows[number] => [
  'INSERT INTO game_tables (id, host_id, game, settings, invite, status, setup, deadline, substitutes, test_tiles, created_at, finished_at, scores) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  [
    id,
    'u1',
    'carcassonne',
    JSON.stringify(table(id, 'u1').settings),
    null,
    status,
    null,
    null,
    '[]',
    null,
    createdAt,
    finishedAt,
    scores,
  ],
];

for (const adapter of adapters) {
  describe(`storage contract: ${adapter.name}`, () => {
    it('users, secrets and logins', async () => {
      const s = await adapter.open();
      await s.createUser({ id: 'u1', name: 'Ann', createdAt: 1 }, 'h1');
      expect(await s.userBySecret('h1')).toEqual({ id: 'u1', name: 'Ann', username: null });
      expect(await s.userBySecret('nope')).toBeNull();
      await s.addSecret('u1', 'h2', 2);
      expect((await s.userBySecret('h2'))?.id).toBe('u1');
      expect(await s.setLogin('u1', 'ann', 'hash')).toBe(true);
      await s.createUser({ id: 'u2', name: 'Bob', createdAt: 1 }, 'h3');
      expect(await s.setLogin('u2', 'ann', 'other')).toBe(false);
      expect(await s.login('ann')).toEqual({ userId: 'u1', passwordHash: 'hash' });
      expect(await s.user('u1')).toEqual({ id: 'u1', name: 'Ann', username: 'ann' });
      await s.ping();
      await s.close();
    });

    it('tables, moves, events: numbers as numbers, one writer per move number and seq', async () => {
      const s = await adapter.open();
      await s.createUser({ id: 'u1', name: 'Ann', createdAt: 1 }, 'h1');
      await s.createTable(table('t1', 'u1'));
      const stored = await s.table('t1');
      expect(stored?.seats).toHaveLength(2);
      expect(stored?.createdAt).toBe(1000);
      expect(await s.unfinishedTables()).toHaveLength(1);
      await s.updateTable('t1', { status: 'playing', deadline: 5_000_000_000_000 }, [
        { seq: 1, event: { kind: 'seat', seat: 1, occupant: { kind: 'open' } } },
      ]);
      expect((await s.table('t1'))?.deadline).toBe(5_000_000_000_000);
      const move = {
        tableId: 't1',
        number: 0,
        seat: 0,
        move: 'x',
        userId: 'u1',
        clientId: 'c1',
        seq: 2,
        at: 7,
      };
      await s.commitMove(move, { deadline: null }, [
        { seq: 2, event: { kind: 'control', seat: 0, by: 'bot', reason: 'timeout' } },
      ]);
      // The same move number again (another process won the race): a conflict, nothing written.
      await expect(
        s.commitMove({ ...move, seq: 3, clientId: 'c2' }, { status: 'finished' }, [
          { seq: 3, event: { kind: 'control', seat: 0, by: 'bot', reason: 'timeout' } },
        ]),
      ).rejects.toBeInstanceOf(StorageConflict);
      expect((await s.table('t1'))?.status).toBe('playing');
      expect(await s.lastSeq('t1')).toBe(2);
      // The same seq through another write: a conflict too.
      await expect(
        s.updateTable('t1', { status: 'finished' }, [
          { seq: 2, event: { kind: 'control', seat: 0, by: 'bot', reason: 'timeout' } },
        ]),
      ).rejects.toBeInstanceOf(StorageConflict);
      expect((await s.table('t1'))?.status).toBe('playing');
      expect(await s.moves('t1')).toEqual([move]);
      expect(await s.moveByClientId('t1', 'u1', 'c1')).toEqual(move);
      expect(await s.moveByClientId('t1', 'u1', 'c2')).toBeNull();
      expect((await s.eventsSince('t1', 0)).map((e) => e.seq)).toEqual([1, 2]);
      expect((await s.eventsSince('t1', 1)).map((e) => e.seq)).toEqual([2]);
      expect((await s.eventsSince('t1', 0, 1)).map((e) => e.seq)).toEqual([2]);
      await s.close();
    });

    it('a database of schema version 2 is migrated at start, its games kept (a move still found by its client id)', async () => {
      const open = await adapter.legacy(2, [
        ['INSERT INTO users (id, name, created_at) VALUES (?, ?, ?)', ['u1', 'Ann', 1]],
        oldTableRow('playing'),
        [
          'INSERT INTO moves (table_id, move_number, seat, move, user_id, client_id, seq, played_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
          ['t1', 0, 0, 'x', 'u1', 'c1', 2, 7],
        ],
      ]);
      const s = await open();
      expect(await s.schemaVersion()).toBe(MIGRATIONS.at(-1)!.version);
      expect((await s.table('t1'))?.status).toBe('playing');
      const move = {
        tableId: 't1',
        number: 0,
        seat: 0,
        move: 'x',
        userId: 'u1',
        clientId: 'c1',
        seq: 2,
        at: 7,
      };
      expect(await s.moveByClientId('t1', 'u1', 'c1')).toEqual(move);
      expect(await s.moveByClientId('t1', 'u1', 'c9')).toBeNull();
      // The move had no event (the server always wrote one): the migration gave it one.
      expect((await s.eventsSince('t1', 0)).map((e) => e.event)).toEqual([moveEvent(move).event]);
      const next = { ...move, number: 1, clientId: 'c2', seq: 3 };
      await s.commitMove(next, {}, [moveEvent(next)]);
      expect((await s.moves('t1')).map((m) => m.clientId)).toEqual(['c1', 'c2']);
      // A move is stored in its event's row: without it, nothing is written.
      await expect(s.commitMove({ ...move, number: 2, clientId: 'c3', seq: 4 }, {}, [])).rejects.toThrow(
        'move 2 came without its event',
      );
      expect(await s.lastSeq('t1')).toBe(3);
      await s.close();
    });

    it('a database of schema version 16 is migrated: each move goes into its event, the events stay as they were', async () => {
      const body = JSON.stringify(moveEvent({ seat: 1, move: 'y', number: 0 }).event);
      const open = await adapter.legacy(16, [
        ['INSERT INTO users (id, name, created_at) VALUES (?, ?, ?)', ['u1', 'Ann', 1]],
        oldTableRow('playing'),
        [
          'INSERT INTO events (table_id, seq, body) VALUES (?, ?, ?)',
          ['t1', 1, '{"kind":"started","players":[]}'],
        ],
        ['INSERT INTO events (table_id, seq, body) VALUES (?, ?, ?)', ['t1', 2, body]],
        [
          'INSERT INTO moves (table_id, move_number, seat, move, user_id, client_id, seq, played_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
          ['t1', 0, 1, 'y', 'u1', 'c1', 2, 7],
        ],
      ]);
      const s = await open();
      expect(await s.schemaVersion()).toBe(MIGRATIONS.at(-1)!.version);
      const move = {
        tableId: 't1',
        number: 0,
        seat: 1,
        move: 'y',
        userId: 'u1',
        clientId: 'c1',
        seq: 2,
        at: 7,
      };
      expect(await s.moves('t1')).toEqual([move]);
      expect(await s.moveByClientId('t1', 'u1', 'c1')).toEqual(move);
      expect((await s.eventsSince('t1', 0)).map((e) => [e.seq, JSON.stringify(e.event)])).toEqual([
        [1, '{"kind":"started","players":[]}'],
        [2, body],
      ]);
      // The number held already is refused as a race lost, at any later seq.
      const again = { ...move, clientId: 'c2', seq: 3 };
      await expect(s.commitMove(again, {}, [moveEvent(again)])).rejects.toBeInstanceOf(StorageConflict);
      expect(await s.lastSeq('t1')).toBe(2);
      await s.close();
    });

    it('a database of schema version 10 is migrated: each puzzle gets a random id that names no table, its answers follow it', async () => {
      const open = await adapter.legacy(10, [
        ['INSERT INTO users (id, name, created_at) VALUES (?, ?, ?)', ['u1', 'Ann', 1]],
        oldTableRow('finished', { createdAt: 1, finishedAt: 2 }),
        [
          'INSERT INTO analyses (table_id, status, requested_by, requested_at, finished_at, summary, problem) VALUES (?, ?, ?, ?, ?, ?, ?)',
          ['t1', 'done', null, 3, 4, '{}', null],
        ],
        [
          'INSERT INTO puzzles (id, table_id, move_index, gain, best, created_at) VALUES (?, ?, ?, ?, ?, ?)',
          ['t1.4', 't1', 4, 7, 'A', 5],
        ],
        [
          'INSERT INTO puzzles (id, table_id, move_index, gain, best, created_at) VALUES (?, ?, ?, ?, ?, ?)',
          ['t1.9', 't1', 9, 8, 'B', 6],
        ],
        [
          'INSERT INTO puzzle_answers (user_id, puzzle_id, solved, answer, at) VALUES (?, ?, ?, ?, ?)',
          ['u1', 't1.9', 1, 'B', 7],
        ],
      ]);
      const s = await open();
      expect(await s.schemaVersion()).toBe(MIGRATIONS.at(-1)!.version);
      const puzzles = await s.analyses.recentPuzzles(10);
      expect(puzzles.map((p) => [p.tableId, p.index, p.best])).toEqual([
        ['t1', 9, 'B'],
        ['t1', 4, 'A'],
      ]);
      for (const p of puzzles) expect(p.id).not.toContain('t1');
      expect(new Set(puzzles.map((p) => p.id)).size).toBe(2);
      expect(await s.analyses.puzzle('t1.9')).toBeNull();
      expect(await s.analyses.answers('u1')).toEqual([
        { puzzleId: puzzles[0]!.id, solved: true, answer: 'B', at: 7 },
      ]);
      // One puzzle per position: the same one made again is not stored twice.
      await s.analyses.finish(
        't1',
        { status: 'done', summary: '{}', puzzles: [{ ...puzzles[1]!, id: 'other' }] },
        8,
      );
      expect(await s.analyses.recentPuzzles(10)).toHaveLength(2);
      await s.close();
    });

    it('moves of several tables at once (written together): each stored or refused on its own', async () => {
      const s = await adapter.open();
      await s.createUser({ id: 'u1', name: 'Ann', createdAt: 1 }, 'h1');
      for (const id of ['g1', 'g2', 'g3']) await s.createTable(table(id, 'u1'));
      const control = (seq: number) => [
        { seq, event: { kind: 'control' as const, seat: 0, by: 'bot' as const, reason: 'timeout' as const } },
      ];
      const move = (tableId: string, number: number, seq: number, clientId: string) => ({
        tableId,
        number,
        seat: 0,
        move: 'x',
        userId: 'u1',
        clientId,
        seq,
        at: 7,
      });
      await s.commitMove(move('g2', 0, 1, 'a'), { deadline: null }, control(1));
      // In the same turn: g1 and g3 are new, g2's move 0 exists (a lost race).
      const results = await Promise.allSettled([
        s.commitMove(move('g1', 0, 1, 'b'), { deadline: 9 }, control(1)),
        s.commitMove(move('g2', 0, 2, 'c'), { status: 'finished' }, control(2)),
        s.commitMove(move('g3', 0, 1, 'd'), { deadline: 10 }, control(1)),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(StorageConflict);
      expect((await s.moves('g1')).map((m) => m.clientId)).toEqual(['b']);
      expect((await s.moves('g2')).map((m) => m.clientId)).toEqual(['a']);
      expect((await s.table('g2'))?.status).toBe('open');
      expect((await s.table('g3'))?.deadline).toBe(10);
      expect(await s.lastSeq('g3')).toBe(1);
      await s.close();
    });

    it('every kind of table write at once: seats, setup, a game’s end with its ratings, each atomic', async () => {
      const s = await adapter.open();
      for (const u of ['u1', 'u2']) await s.createUser({ id: u, name: u, createdAt: 1 }, `h-${u}`);
      for (const id of ['w1', 'w2', 'w3']) await s.createTable(table(id, 'u1'));
      const control = (seq: number) => [
        { seq, event: { kind: 'control' as const, seat: 0, by: 'bot' as const, reason: 'timeout' as const } },
      ];
      const bob = { kind: 'human' as const, user: 'u2', name: 'Bob' };
      const setup: MatchSetup = {
        preset: 'classic',
        seed: 's7',
        players: [
          { name: 'Ann', color: 'red' },
          { name: 'Bob', color: 'blue' },
        ],
      };
      const ratings = {
        family: 'carcassonne',
        pace: 'realtime',
        tableId: 'w2',
        at: 9,
        rows: [
          { user: 'u1', before: 1500, rating: 1516, deviation: 200, volatility: 0.06, games: 1 },
          { user: 'u2', before: 1500, rating: 1484, deviation: 200, volatility: 0.06, games: 1 },
        ],
      } as const;
      const move = (tableId: string, seq: number) => ({
        tableId,
        number: 0,
        seat: 0,
        move: 'x',
        userId: 'u1',
        clientId: `c-${tableId}`,
        seq,
        at: 7,
      });
      await s.updateTable('w3', {}, control(1));
      const results = await Promise.allSettled([
        // A seat taken and the game started.
        s.updateTable(
          'w1',
          { seats: [table('w1', 'u1').seats[0]!, bob], status: 'playing', setup },
          control(1),
        ),
        // A game's end with its ratings.
        s.commitMove(
          move('w2', 1),
          { status: 'finished', finishedAt: 9, scores: [5, 4], seats: [table('w2', 'u1').seats[0]!, bob] },
          control(1),
          fixedRatings(ratings),
        ),
        // A lost race (seq 1 exists): nothing of it written, not even its seats.
        s.commitMove(
          move('w3', 1),
          { status: 'finished', seats: [bob] },
          control(1),
          fixedRatings({
            ...ratings,
            tableId: 'w3',
            rows: [{ user: 'u2', before: 1500, rating: 1, deviation: 200, volatility: 0.06, games: 9 }],
          }),
        ),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
      expect((results[2] as PromiseRejectedResult).reason).toBeInstanceOf(StorageConflict);
      const w1 = await s.table('w1');
      expect([w1?.status, w1?.setup, w1?.seats]).toEqual([
        'playing',
        setup,
        [table('w1', 'u1').seats[0], bob],
      ]);
      const w2 = await s.table('w2');
      expect([w2?.status, w2?.finishedAt, w2?.scores, w2?.seats[1]]).toEqual(['finished', 9, [5, 4], bob]);
      const stored = await s.standings.current(['u1', 'u2'], 'carcassonne', 'realtime');
      expect(stored.get('u2')).toMatchObject({ rating: 1484, deviation: 200, games: 1, lastPlayedAt: 9 });
      expect((await s.standings.history('u2', {}, 10)).map((h) => [h.table, h.rating])).toEqual([
        ['w2', 1484],
      ]);
      const w3 = await s.table('w3');
      expect([w3?.status, w3?.seats]).toEqual(['open', table('w3', 'u1').seats]);
      expect(await s.moves('w3')).toEqual([]);
      // Fewer seats than before: the others are gone.
      await s.updateTable('w1', { seats: [bob] }, []);
      expect((await s.table('w1'))?.seats).toEqual([bob]);
      expect((await s.finishedTablesOf('u2', 10)).map((t) => t.id)).toEqual(['w2']);
      await s.close();
    });

    it('how a game ended is kept with its table; older finished games get it from their finished event', async () => {
      const ending = { end: 'resigned', resigned: [1], abandoned: [], rated: true } as const;
      const finishedEvent = (withEnding: boolean) =>
        JSON.stringify({
          kind: 'finished',
          scores: [0, 0],
          winners: ['Ann'],
          ratings: [],
          ...(withEnding ? { ending } : {}),
        });
      const row = (id: string, status: string) =>
        oldTableRow(status, { id, createdAt: 1, finishedAt: 2, scores: '[0,0]' });
      const open = await adapter.legacy(11, [
        ['INSERT INTO users (id, name, created_at) VALUES (?, ?, ?)', ['u1', 'Ann', 1]],
        row('old', 'finished'),
        ['INSERT INTO events (table_id, seq, body) VALUES (?, ?, ?)', ['old', 1, finishedEvent(true)]],
        row('older', 'finished'),
        ['INSERT INTO events (table_id, seq, body) VALUES (?, ?, ?)', ['older', 1, finishedEvent(false)]],
      ]);
      const s = await open();
      expect((await s.table('old'))?.ending).toEqual(ending);
      expect((await s.table('older'))?.ending).toBeNull();
      // A new game's end, by a write without a move and by a last move.
      await s.createTable(table('t1', 'u1'));
      await s.createTable(table('t2', 'u1'));
      expect((await s.table('t1'))?.ending).toBeNull();
      await s.updateTable('t1', { status: 'finished', finishedAt: 3, scores: [0, 0], ending }, []);
      const played = { end: 'played', resigned: [], abandoned: [1], timedOut: [1], rated: false } as const;
      const move = {
        tableId: 't2',
        number: 0,
        seat: 0,
        move: 'x',
        userId: 'u1',
        clientId: null,
        seq: 1,
        at: 4,
      };
      await s.commitMove(move, { status: 'finished', finishedAt: 4, scores: [1, 2], ending: played }, [
        moveEvent(move),
      ]);
      expect((await s.table('t1'))?.ending).toEqual(ending);
      expect((await s.table('t2'))?.ending).toEqual(played);
      await s.close();
    });

    it('chat in order, ratings, finished tables', async () => {
      const s = await adapter.open();
      await s.createUser({ id: 'u1', name: 'Ann', createdAt: 1 }, 'h1');
      await s.createTable(table('t1', 'u1'));
      for (let i = 0; i < 5; i++)
        await s.addChat('t1', 'players', { user: 'u1', name: 'Ann', text: `line ${i}`, at: 100 }, 10);
      expect((await s.recentChat('t1', 'players', 3)).map((l) => l.text)).toEqual([
        'line 2',
        'line 3',
        'line 4',
      ]);
      expect(await s.recentChat('t1', 'spectators', 3)).toEqual([]);
      // A channel keeps its newest lines only; the other channel is not touched.
      await s.addChat('t1', 'spectators', { user: 'u1', name: 'Ann', text: 'watching', at: 100 }, 2);
      for (let i = 5; i < 9; i++)
        await s.addChat('t1', 'players', { user: 'u1', name: 'Ann', text: `line ${i}`, at: 100 }, 3);
      expect((await s.recentChat('t1', 'players', 100)).map((l) => l.text)).toEqual([
        'line 6',
        'line 7',
        'line 8',
      ]);
      expect((await s.recentChat('t1', 'spectators', 100)).map((l) => l.text)).toEqual(['watching']);
      // The host's chat switch is kept in the table's settings.
      const settings = { ...table('t1', 'u1').settings, spectatorChat: false };
      await s.updateTable('t1', { settings }, []);
      expect((await s.table('t1'))?.settings.spectatorChat).toBe(false);
      // A game ended without a move (a resignation): its end and ratings in one write.
      await s.updateTable(
        't1',
        { status: 'finished', finishedAt: 2000, scores: [3, 4] },
        [],
        fixedRatings({
          family: 'winter',
          pace: 'correspondence',
          tableId: 't1',
          at: 2000,
          rows: [{ user: 'u1', before: 1500, rating: 1504, deviation: 200, volatility: 0.06, games: 3 }],
        }),
      );
      expect((await s.standings.current(['u1', 'u9'], 'winter', 'correspondence')).get('u1')).toMatchObject({
        rating: 1504,
        games: 3,
      });
      expect((await s.standings.ofUser('u1')).map((r) => [r.family, r.pace, r.rating])).toEqual([
        ['winter', 'correspondence', 1504],
      ]);
      const finished = await s.finishedTablesOf('u1', 10);
      expect(finished.map((t) => [t.id, t.finishedAt, t.scores])).toEqual([['t1', 2000, [3, 4]]]);
      expect(await s.unfinishedTables()).toEqual([]);
      await s.close();
    });
  });
}
