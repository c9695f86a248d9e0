// What a move's commit costs SQLite (a benchmark, not a test): the server's storage commits moves
// of 1,000 tables (a random table each, its move and its move event, as `commitMove` writes them)
// in groups of `--group`, one transaction a group as the group commit makes them, and reports the
// process's CPU a move (user and system: most of it is the log's page writes, two system calls a
// page). docs/deploy/server-trials.md has the figures.
// `node --import tsx apps/server/bench/move-write-bench.ts [--group 3] [--moves 40000] [--tables 1000]`
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Mulberry32 } from '@carcassonne/engine';
import { SqliteStorage } from '../src/storage/sqlite.js';
import { storedTable } from '../test/stored-table.js';

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = argv.indexOf(name);
  const value = i >= 0 ? Number(argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} takes a whole number`);
  return value;
};
const group = option('--group', 3);
const moves = option('--moves', 40000);
const tables = option('--tables', 1000);

const dir = mkdtempSync(join(tmpdir(), 'carc-move-write-bench-'));
// A group is the writes of one turn of the event loop (window 0): exactly `group` a transaction.
const storage = SqliteStorage.open({ file: join(dir, 'bench.sqlite'), groupCommitMs: 0 });
await storage.createUser({ id: 'u1', name: 'Ann', createdAt: 1 }, 'h1');
for (let t = 0; t < tables; t++) await storage.createTable(storedTable(`t${t}`, 'u1'));

const played = new Array<number>(tables).fill(0);
const rng = new Mulberry32(1);
// A move event as the server stores it (its text is most of a row).
const move = 'T 3 -2 1 follower N';

async function commit(count: number): Promise<void> {
  for (let done = 0; done < count; done += group) {
    const wave: Promise<unknown>[] = [];
    for (let k = 0; k < group; k++) {
      const t = rng.int(tables);
      const n = played[t]!++;
      wave.push(
        storage.commitMove(
          {
            tableId: `t${t}`,
            number: n,
            seat: n % 2,
            move,
            userId: 'u1',
            clientId: `c${n}`,
            seq: n + 1,
            at: n,
          },
          {},
          [
            {
              seq: n + 1,
              event: { kind: 'move', seat: n % 2, move, version: n + 1, by: 'player', events: [] },
            },
          ],
        ),
      );
    }
    await Promise.all(wave);
  }
}

await commit(Math.min(moves, 10000));
const before = process.cpuUsage();
await commit(moves);
const used = process.cpuUsage(before);
const perMove = (us: number) => Math.round((10 * us) / moves) / 10;
console.log(
  `group ${group}: ${moves} moves of ${tables} tables; CPU a move ${perMove(used.user + used.system)} µs (user ${perMove(used.user)}, system ${perMove(used.system)})`,
);
await storage.close();
rmSync(dir, { recursive: true, force: true });
