/**
 * SQLite's log checkpointed by a thread of its own (`SQLITE_CHECKPOINT_MS`): the database file
 * alone soon holds what was committed, the log is started again rather than growing, and closing
 * stops the thread and keeps everything.
 */
import Database from 'better-sqlite3';
import { copyFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.js';
import { DEFAULT_CHECKPOINT_MS, SqliteStorage } from '../src/storage/sqlite.js';
import { tempDir } from './helpers.js';
import { storedTable } from './stored-table.js';

const dir = tempDir('carc-checkpoint-');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const seatEvent = (seq: number) => ({
  seq,
  event: { kind: 'seat' as const, seat: 1, occupant: { kind: 'open' as const } },
});

/** The events of `id` a copy of the database file holds on its own, without its log. */
function eventsInFileAlone(file: string, id: string): number {
  const copy = `${file}.alone`;
  copyFileSync(file, copy);
  try {
    const db = new Database(copy, { readonly: true });
    try {
      return (db.prepare('SELECT COUNT(*) AS n FROM events WHERE table_id = ?').get(id) as { n: number }).n;
    } finally {
      db.close();
    }
  } catch {
    // A copy taken in the middle of a checkpoint may not read: not there yet.
    return 0;
  } finally {
    rmSync(copy, { force: true });
  }
}

async function eventually(check: () => boolean): Promise<boolean> {
  for (let attempt = 0; attempt < 400; attempt++) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

/** Write `count` events to table `id` in groups of 50 (each group one commit). */
async function writeEvents(storage: SqliteStorage, id: string, from: number, count: number): Promise<void> {
  for (let batch = 0; batch < count / 50; batch++)
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => storage.updateTable(id, {}, [seatEvent(from + batch * 50 + i)])),
    );
}

it('copies what was committed into the database file from its thread, and keeps the log short', async () => {
  const file = join(dir, 'thread.sqlite');
  const storage = SqliteStorage.open({ file, checkpointMs: 20 });
  expect(storage.checkpointer?.running).toBe(true);
  await storage.createUser({ id: 'u1', name: 'Ann', createdAt: 1 }, 'h1');
  await storage.createTable(storedTable('t1', 'u1'));
  await writeEvents(storage, 't1', 1, 2000);
  expect(await eventually(() => eventsInFileAlone(file, 't1') === 2000)).toBe(true);
  // The whole log copied, the next commit writes it from its start: it does not grow with the writes.
  const logBytes = statSync(`${file}-wal`).size;
  await writeEvents(storage, 't1', 2001, 2000);
  expect(await eventually(() => eventsInFileAlone(file, 't1') === 4000)).toBe(true);
  await storage.updateTable('t1', {}, [seatEvent(4001)]);
  expect(statSync(`${file}-wal`).size).toBeLessThanOrEqual(Math.max(logBytes, 4 * 1024 * 1024));
  await storage.close();
  expect(storage.checkpointer?.running).toBe(false);
  const reopened = SqliteStorage.open({ file });
  expect((await reopened.eventsSince('t1', 0)).length).toBe(4001);
  await reopened.close();
});

it('leaves the checkpoints to SQLite without a thread, and in memory', async () => {
  const file = join(dir, 'inline.sqlite');
  const storage = SqliteStorage.open({ file });
  expect(storage.checkpointer).toBeNull();
  await storage.createUser({ id: 'u1', name: 'Ann', createdAt: 1 }, 'h1');
  await storage.createTable(storedTable('t1', 'u1'));
  // Fewer pages than SQLite's threshold of 1,000: still only in the log (what the thread copied above).
  await writeEvents(storage, 't1', 1, 2000);
  expect(eventsInFileAlone(file, 't1')).toBe(0);
  await storage.close();
  const memory = SqliteStorage.open({ file: ':memory:', checkpointMs: 20 });
  expect(memory.checkpointer).toBeNull();
  await memory.close();
});

it('reads the interval from SQLITE_CHECKPOINT_MS', () => {
  expect(configFromEnv({}).checkpointMs).toBe(DEFAULT_CHECKPOINT_MS);
  expect(configFromEnv({ SQLITE_CHECKPOINT_MS: '1000' }).checkpointMs).toBe(1000);
  expect(configFromEnv({ SQLITE_CHECKPOINT_MS: '0' }).checkpointMs).toBe(0);
  expect(() => configFromEnv({ SQLITE_CHECKPOINT_MS: '-1' })).toThrow(/SQLITE_CHECKPOINT_MS/);
});
