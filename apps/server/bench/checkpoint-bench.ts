// SQLite's checkpoints against the event loop (a benchmark, not a test): commits table writes as
// the server does (its storage, the group commit) for some seconds, and reports how late the
// event loop ran (its delay's p99 and max: what a checkpoint in a commit stalls), the largest log
// and the resident memory.
// `node --import tsx apps/server/bench/checkpoint-bench.ts [--checkpoint-ms 0|1000] [--seconds 10]`
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { SqliteStorage } from '../src/storage/sqlite.js';
// The tables' rows are the storage tests' own (an open classic table, no seats).
import { storedTable } from '../test/stored-table.js';

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = argv.indexOf(name);
  const value = i >= 0 ? Number(argv[i + 1]) : fallback;
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} takes a number`);
  return value;
};
const checkpointMs = option('--checkpoint-ms', 1000);
const seconds = option('--seconds', 10);

const dir = mkdtempSync(join(tmpdir(), 'carc-checkpoint-bench-'));
const file = join(dir, 'bench.sqlite');
const storage = SqliteStorage.open({ file, checkpointMs });
await storage.createUser({ id: 'u1', name: 'Ann', createdAt: 1 }, 'h1');
const tables = 50;
for (let t = 0; t < tables; t++) await storage.createTable(storedTable(`t${t}`, 'u1'));

// Two writes every 2 ms or so (fewer on a busy machine), as moves of 50 tables.
const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
const seq = new Array<number>(tables).fill(0);
let written = 0;
let maxLog = 0;
const end = performance.now() + seconds * 1000;
const pending: Promise<unknown>[] = [];
while (performance.now() < end) {
  for (let k = 0; k < 2; k++) {
    const t = written++ % tables;
    pending.push(
      storage.updateTable(`t${t}`, {}, [
        { seq: ++seq[t]!, event: { kind: 'seat', seat: 1, occupant: { kind: 'open' } } },
      ]),
    );
  }
  await new Promise((r) => setTimeout(r, 2));
  try {
    maxLog = Math.max(maxLog, statSync(`${file}-wal`).size);
  } catch {
    // No log yet.
  }
}
await Promise.all(pending);
delay.disable();
const ms = (ns: number) => Math.round(ns / 1e4) / 100;
console.log(
  `checkpoint-ms ${checkpointMs}: ${written} writes in ${seconds} s; event loop delay p50 ${ms(delay.percentile(50))} / p99 ${ms(delay.percentile(99))} / max ${ms(delay.max)} ms; largest log ${Math.round(maxLog / 1e5) / 10} MB; resident ${Math.round(process.memoryUsage().rss / 1e6)} MB`,
);
await storage.close();
rmSync(dir, { recursive: true, force: true });
