/**
 * A catch-up (`watch` with `since`) is one bounded query: the database is asked for the last
 * `CATCH_UP_EVENTS` (500) events at most, whatever `since` says; the state sent after them holds
 * the rest. (The rate of catch-ups per connection: backpressure.test.ts.)
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { CATCH_UP_EVENTS } from '../src/tables/table-followers.js';
import { SqliteStorage } from '../src/storage/sqlite.js';
import type { Storage } from '../src/storage/types.js';
import { player, startTestServer, tempDir, twoSeatTable } from './helpers.js';

it('a catch-up asks the database for the last 500 events at most', async () => {
  const dir = tempDir('carc-catch-up-');
  const inner = await SqliteStorage.open({ file: join(dir, 'db.sqlite') });
  const limits: (number | undefined)[] = [];
  const storage: Storage = new Proxy(inner, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (key !== 'eventsSince' || typeof value !== 'function') return value;
      return (table: string, seq: number, limit?: number) => {
        limits.push(limit);
        return Reflect.apply(value, target, [table, seq, limit]);
      };
    },
  });
  const server = await startTestServer({ storage, dataDir: dir });
  try {
    const a = await player(server, 'Ann');
    const b = await player(server, 'Bob');
    const table = await twoSeatTable(a.client, b.client, 'classic');
    expect((await a.client.request({ type: 'start', table })).ok).toBe(true);
    const late = await player(server, 'Late');
    limits.length = 0;
    expect((await late.client.request({ type: 'watch', table, since: 0 })).ok).toBe(true);
    expect(CATCH_UP_EVENTS).toBe(500);
    expect(limits).toEqual([CATCH_UP_EVENTS]);
    await Promise.all([a.client.close(), b.client.close(), late.client.close()]);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
