/**
 * How much one lobby page costs with many tables in memory (the measured attack: 10,000 public
 * waiting tables): the time to build a page (every table filtered, 20 summaries) and its size,
 * against the size of every summary (what one `lobby on` sent before pages).
 *
 *   node --import tsx apps/server/src/tools/lobby-bench.ts [tables]
 */
import { performance } from 'node:perf_hooks';
import type { PublicUser } from '@carcassonne/protocol';
import type { BotPlayer } from '../tables/bots.js';
import { systemClock } from '../core/clock.js';
import { lobbyPage, newestFirst } from '../tables/lobby.js';
import { planTable } from '../tables/table-plan.js';
import { TableRoom } from '../tables/table-room.js';
import { SqliteStorage } from '../storage/sqlite.js';

const count = Number(process.argv[2] ?? 10_000);
const storage = SqliteStorage.open({ file: ':memory:' });
const bots: BotPlayer = { choose: async () => ({ ok: true, value: '' }), close: () => undefined };
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const deps = { storage, bots, clock: systemClock, log: quiet, changed: () => undefined };
const rooms: TableRoom[] = [];
for (let i = 0; i < count; i++) {
  const host: PublicUser = { id: `user-${i % 500}`, name: `Guest ${i % 500}`, username: null };
  const plan = planTable(
    {
      type: 'create',
      id: i,
      preset: i % 3 === 0 ? 'the-city' : 'classic',
      seats: [{ kind: 'me' }, { kind: 'open' }, { kind: 'open' }],
      visibility: 'public',
      clock: { kind: 'none' },
    },
    host,
    i,
    false,
  );
  if (!plan.ok) throw new Error(plan.error.message);
  rooms.push(TableRoom.open(plan.value, host.name, deps));
}

function time(label: string, run: () => unknown, repeat = 50): void {
  run();
  const start = performance.now();
  let bytes = 0;
  for (let i = 0; i < repeat; i++) bytes = JSON.stringify(run()).length;
  const ms = (performance.now() - start) / repeat;
  console.log(`${label}: ${ms.toFixed(2)} ms, ${(bytes / 1024).toFixed(1)} KB`);
}

const ordered = newestFirst(rooms);
console.log(`${count} public waiting tables in memory`);
time('sorting them (once after a table came or left)', () => newestFirst(rooms).length, 10);
time('first page', () => lobbyPage(ordered, {}, 20));
time('page 100 (offset 2000)', () => lobbyPage(ordered, { offset: 2000 }, 20));
time('The City, a free seat', () => lobbyPage(ordered, { game: 'the-city', seatsFree: true }, 20));
time('search "guest 42"', () => lobbyPage(ordered, { search: 'guest 42' }, 20));
time('every summary (before pages)', () => rooms.map((r) => r.summary()), 5);
for (const r of rooms) r.dispose();
await storage.close();
