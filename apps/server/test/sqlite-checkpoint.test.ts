/**
 * The SQLite WAL is checkpointed by a worker thread (the event loop never copies the log into the
 * database file itself): the database file alone soon holds what was committed, and closing
 * stops the worker and keeps everything.
 */
import Database from 'better-sqlite3';
import { copyFileSync, existsSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteStorage } from '../src/storage/sqlite.js';
import type { StoredEvent, StoredTable } from '../src/storage/types.js';
import { tempDir } from './helpers.js';

const dir = tempDir('carc-checkpoint-');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const table = (id: string): StoredTable => ({
  id,
  host: 'u1',
  game: 'carcassonne',
  settings: { preset: 'classic', options: {}, visibility: 'public', clock: { kind: 'none' }, grace: 60, rated: false } as unknown as StoredTable['settings'],
  invite: null,
  status: 'open',
  seats: [{ kind: 'human', user: 'u1', name: 'Ann' }, { kind: 'open' }],
  setup: null,
  deadline: null,
  substitutes: [],
  testTiles: null,
  createdAt: 1000,
  finishedAt: null,
  scores: null,
});

const seatEvent = (seq: number): StoredEvent => ({ seq, event: { kind: 'seat', seat: 1, occupant: { kind: 'open' } } });

/** How many events of `id` a copy of the database file holds on its own, without its WAL (0 before the first checkpoint, or a copy taken mid-checkpoint). */
function eventsInFileAlone(file: string, id: string): number {
  const copy = `${file}.alone-${Math.random()}`;
  copyFileSync(file, copy);
  try {
    const db = new Database(copy, { readonly: true });
    try {
      const row = db.prepare('SELECT COUNT(*) AS n FROM events WHERE table_id = ?').get(id) as { n: number };
      return row.n;
    } finally {
      db.close();
    }
  } catch {
    return 0;
  } finally {
    rmSync(copy, { force: true });
  }
}

async function eventually(check: () => boolean): Promise<boolean> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

describe('SQLite checkpoints in the background', () => {
  it('copies committed writes into the database file and keeps the log from growing', async () => {
    const file = join(dir, 'background.sqlite');
    const storage = SqliteStorage.open({ file });
    await storage.createUser({ id: 'u1', name: 'Ann', createdAt: 1 }, 'h1');
    await storage.createTable(table('t1'));
    // Far more than SQLite's own threshold of 1000 pages would leave to the writer.
    for (let batch = 0; batch < 40; batch++)
      await Promise.all(Array.from({ length: 50 }, (_, i) => storage.updateTable('t1', {}, [seatEvent(batch * 50 + i + 1)])));
    expect(await eventually(() => eventsInFileAlone(file, 't1') === 2000)).toBe(true);
    // Once a pass has copied the whole log, the next commit writes it from the start again.
    await storage.updateTable('t1', {}, [seatEvent(2001)]);
    const walBytes = statSync(`${file}-wal`).size;
    await storage.close();
    const reopened = SqliteStorage.open({ file, backgroundCheckpoint: false });
    expect((await reopened.eventsSince('t1', 0)).length).toBe(2001);
    await reopened.close();
    expect(walBytes).toBeLessThan(64 * 1024 * 1024);
  });

  it('without the worker, SQLite checkpoints as usual', async () => {
    const file = join(dir, 'inline.sqlite');
    const storage = SqliteStorage.open({ file, backgroundCheckpoint: false });
    await storage.createUser({ id: 'u1', name: 'Ann', createdAt: 1 }, 'h1');
    await storage.createTable(table('t2'));
    await storage.updateTable('t2', {}, [seatEvent(1)]);
    await storage.close();
    expect(existsSync(file)).toBe(true);
    const reopened = SqliteStorage.open({ file });
    expect((await reopened.eventsSince('t2', 0)).length).toBe(1);
    await reopened.close();
  });
});
