/**
 * The rating repair on a deliberately broken history (a real SQLite file, games played through
 * rooms): Alice's second game is made to look computed from her rating before the first (a lost
 * change, as two ends at once made it before the fix); the command reports the chain, and with
 * --apply recomputes her rating, games and history to what playing the games in turn gives.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { repairRatings } from '../src/ratings/repair.js';
import { SqliteStorage } from '../src/storage/sqlite.js';
import { tempDir } from './helpers.js';
import { ManualClock } from './manual-clock.js';
import { gameOn } from './rated-game.js';
import { alice, bob, carol, createAccounts } from './room-kit.js';

const dir = tempDir('carc-repair-');
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = join(dir, 'carcassonne.sqlite');

const repairCommand = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/tools/ratings-repair.ts', ...args], {
    cwd: join(import.meta.dirname, '../../..'),
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
    encoding: 'utf8',
  });

it('finds a history that does not chain, reports it, and recomputes the ratings in order', async () => {
  const storage = SqliteStorage.open({ file });
  const clock = new ManualClock();
  await createAccounts(storage, clock);
  // Two games of Alice, one after the other: the history chains.
  for (const other of [bob, carol]) {
    const room = await gameOn(storage, clock, alice, other);
    expect((await room.resign(other)).ok).toBe(true);
    room.dispose();
    clock.advance(60_000);
  }
  const right = await storage.standings.history(alice.id, {}, 10);
  const rightRating = (await storage.standings.current([alice.id], 'carcassonne', 'realtime')).get(alice.id)!;
  expect(right[1]!.before).toBe(right[0]!.rating);
  expect((await repairRatings(storage, false)).broken).toEqual([]);
  await storage.close();

  // Break it: the second change as if computed from 1500 (the first one lost), games 1.
  const raw = new Database(file);
  raw
    .prepare(
      'UPDATE rating_history SET rating_before = 1500, rating = 1662.31, deviation = 290.32 WHERE user_id = ? AND table_id = ?',
    )
    .run(alice.id, right[1]!.table);
  raw
    .prepare('UPDATE player_ratings SET rating = 1662.31, deviation = 290.32, games = 1 WHERE user_id = ?')
    .run(alice.id);
  raw.close();

  const dry = repairCommand();
  expect(dry.status, dry.stderr).toBe(1);
  expect(dry.stdout).toContain(`${alice.id} carcassonne/realtime: from table ${right[1]!.table}`);
  expect(dry.stdout).toContain('run with --apply');
  const applied = repairCommand('--apply');
  expect(applied.status, applied.stderr).toBe(0);
  expect(applied.stdout).toContain('1 history rows recomputed');

  const after = SqliteStorage.open({ file });
  try {
    const history = await after.standings.history(alice.id, {}, 10);
    expect(history.map((h) => [h.table, h.before, h.rating])).toEqual(
      right.map((h) => [h.table, h.before, h.rating]),
    );
    expect(
      (await after.standings.current([alice.id], 'carcassonne', 'realtime')).get(alice.id),
    ).toMatchObject({
      rating: rightRating.rating,
      deviation: rightRating.deviation,
      games: 2,
    });
    expect((await repairRatings(after, false)).broken).toEqual([]);
  } finally {
    await after.close();
  }
});
