/** SQLite's group commit: the table writes of a window, not only of one turn of the event loop. */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.js';
import { DEFAULT_GROUP_COMMIT_MS, SqliteStorage } from '../src/storage/sqlite.js';
import { tempDir } from './helpers.js';
import { storedTable } from './stored-table.js';

const dir = tempDir('carc-group-commit-');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const move = (tableId: string, clientId: string) => ({
  tableId,
  number: 0,
  seat: 0,
  move: 'x',
  userId: 'u1',
  clientId,
  seq: 1,
  at: 7,
});
const control = [
  { seq: 1, event: { kind: 'control' as const, seat: 0, by: 'bot' as const, reason: 'timeout' as const } },
];
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Two moves asked for a turn of the event loop apart: what the database held when the first was acknowledged. */
async function firstAcknowledged(groupCommitMs: number): Promise<string[]> {
  const s = SqliteStorage.open({ file: join(dir, `${groupCommitMs}.sqlite`), groupCommitMs });
  await s.createUser({ id: 'u1', name: 'Ann', createdAt: 1 }, 'h1');
  for (const id of ['g1', 'g2']) await s.createTable(storedTable(id, 'u1'));
  let seen: Promise<string[]> | null = null;
  const first = s.commitMove(move('g1', 'a'), {}, control).then(() => {
    // Read at once, in the first write's acknowledgement.
    seen = Promise.all(['g1', 'g2'].map((id) => s.moves(id))).then((lists) =>
      lists.flat().map((m) => m.clientId ?? ''),
    );
  });
  await nextTurn();
  await nextTurn();
  const second = s.commitMove(move('g2', 'b'), {}, control);
  await Promise.all([first, second]);
  const stored = await seen!;
  await s.close();
  return stored;
}

it('commits the writes asked for within the window together, each acknowledged once stored', async () => {
  // A window far longer than two turns of the event loop: both moves in one commit.
  expect(await firstAcknowledged(1000)).toEqual(['a', 'b']);
  // Without a window, the first commits in its own turn.
  expect(await firstAcknowledged(0)).toEqual(['a']);
});

it('reads the window from SQLITE_GROUP_COMMIT_MS', () => {
  expect(configFromEnv({}).groupCommitMs).toBe(DEFAULT_GROUP_COMMIT_MS);
  expect(configFromEnv({ SQLITE_GROUP_COMMIT_MS: '0' }).groupCommitMs).toBe(0);
  expect(() => configFromEnv({ SQLITE_GROUP_COMMIT_MS: '500' })).toThrow(/SQLITE_GROUP_COMMIT_MS/);
});
