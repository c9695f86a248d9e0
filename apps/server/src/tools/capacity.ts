// The capacity model's command (docs/scaling.md):
//   npm run capacity                         the processes, PostgreSQL and Redis for 10k, 100k, 1M players
//   npm run capacity -- --players 50000 --playing 0.5 --think-ms 10000 --cpu-percent 60 --memory-mb 4096
//   npm run capacity -- --check RUN.json     the model beside a load test's run (`npm run loadtest -- … --json > RUN.json`)
//   npm run capacity -- --fit RUN.json …     the model's figures (MEASURED) from runs of 1, 2, 3 … processes
import { readFileSync } from 'node:fs';
import {
  type Budget,
  type Channels,
  type Figures,
  type Plan,
  plan,
  type Population,
} from './capacity-model.js';
import { compare, readRun } from './capacity-check.js';
import { fit } from './capacity-fit.js';

/**
 * Fitted (`--fit`) from load test runs of 1, 2 and 3 processes and one of a single table, on a
 * 2-core machine shared with other work (load 17–22), PostgreSQL 15 and Redis 7 on the same
 * machine, 1 s think, 20 s steps (docs/scaling.md gives the runs).
 */
export const MEASURED: Figures = {
  movesPerTableSecond: 0.954,
  cpuMs: { taking: 0.388, serving: 0.157, receiving: 0.131 },
  processBaseMsPerSecond: 28.7,
  processMb: 123,
  connectionKb: 154,
  postgres: {
    rowsPerMove: 2.04,
    sentBytesPerMove: 280,
    receivedBytesPerMove: 45,
    walBytesPerMove: 735,
    commitMs: 8.4,
  },
  redis: { commandsPerMove: 1.48, sentBytesPerMove: 371, deliveredBytesPerMove: 287 },
};

interface Options {
  players: number[];
  playing: number;
  thinkMs: number;
  budget: Budget;
  check: string | null;
  fit: string[];
  /** Processes serving a table's two players (2: wherever they connect; 1: routed together). */
  serving: number;
}

export function parseCapacityArgs(argv: readonly string[]): Options {
  const o: Options = {
    players: [10_000, 100_000, 1_000_000],
    playing: 0.5,
    thinkMs: 10_000,
    budget: { cpuPercent: 60, memoryMb: 4096 },
    check: null,
    fit: [],
    serving: 2,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => argv[++i] ?? '';
    if (a === '--players') o.players = next().split(',').map(Number);
    else if (a === '--playing') o.playing = Number(next());
    else if (a === '--think-ms') o.thinkMs = Number(next());
    else if (a === '--cpu-percent') o.budget = { ...o.budget, cpuPercent: Number(next()) };
    else if (a === '--memory-mb') o.budget = { ...o.budget, memoryMb: Number(next()) };
    else if (a === '--check') o.check = next();
    else if (a === '--fit') o.fit.push(next());
    else if (a === '--serving') o.serving = Number(next());
    else
      throw new Error(
        `unknown option ${a} (options: --players N,N,…, --playing F, --think-ms MS, --cpu-percent P, --memory-mb MB, --check RUN.json, --fit RUN.json (repeatable), --serving 1|2)`,
      );
  }
  if (o.serving !== 1 && o.serving !== 2) throw new Error('--serving: 1 or 2');
  if (o.players.some((n) => !Number.isInteger(n) || n < 2))
    throw new Error('--players: whole numbers, 2 or more');
  if (!(o.playing > 0 && o.playing <= 1)) throw new Error('--playing: a share, above 0 and at most 1');
  if (!(o.thinkMs >= 100)) throw new Error('--think-ms: at least 100');
  if (!(o.budget.cpuPercent > 0) || !(o.budget.memoryMb > 0))
    throw new Error('--cpu-percent, --memory-mb: above 0');
  return o;
}

const whole = (x: number) => Math.round(x).toLocaleString('en-US');
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB/s`;

/** One line per players and way of publishing: processes, CPU, memory, PostgreSQL and Redis. */
export function planLine(players: number, channels: Channels, p: Plan): string {
  const { prediction: q, load } = p;
  const processes =
    p.processes === null
      ? `no count of processes suffices (even ${whole(load.processes)} would each use ${whole(q.cpuPercentPerProcess)} % of a core, hearing every move)`
      : `${p.processes} process${p.processes === 1 ? '' : 'es'}`;
  return [
    `${whole(players)} players, ${channels === 'one' ? 'one channel' : 'sharded channels'}: ${processes}`,
    `${whole(load.tables)} tables, ${whole(q.movesPerSecond)} moves/s, ${whole(q.cpuPercentPerProcess)} % of a core each, ${whole(q.memoryMb / 1024)} GB in all`,
    `PostgreSQL ${whole(q.postgres.statementsPerSecond)} statements/s, ${whole(q.postgres.rowsPerSecond)} rows/s, ${mb(q.postgres.sentBytesPerSecond)} in, WAL ${mb(q.postgres.walBytesPerSecond)}`,
    `Redis ${whole(q.redis.commandsPerSecond)} commands/s, ${whole(q.redis.deliveredPerSecond)} messages delivered/s, ${mb(q.redis.inBytesPerSecond)} in, ${mb(q.redis.outBytesPerSecond)} out`,
  ].join('; ');
}

function main(): void {
  const o = parseCapacityArgs(process.argv.slice(2));
  if (o.fit.length > 0) {
    console.log(JSON.stringify(fit(o.fit.flatMap((f) => readRun(readFileSync(f, 'utf8')))), null, 2));
    return;
  }
  if (o.check) {
    for (const step of readRun(readFileSync(o.check, 'utf8'))) {
      const together = step.servingPerTable === 1 ? ', a table’s players together' : '';
      console.log(`${step.processes} processes, ${step.tables} tables, think ${step.thinkMs} ms${together}:`);
      for (const c of compare(MEASURED, step)) {
        const off = Math.abs(c.ratio - 1) > 0.2 ? '  ← more than 20 % off' : '';
        console.log(
          `  ${c.figure.padEnd(28)} predicted ${whole(c.predicted).padStart(9)}  measured ${whole(c.measured).padStart(9)}  (${(c.ratio * 100).toFixed(0)} %)${off}`,
        );
      }
    }
    return;
  }
  const population = (players: number): Population => ({ players, playing: o.playing, thinkMs: o.thinkMs });
  console.log(
    `${o.playing * 100} % of connected players at a live table of two, ${o.thinkMs / 1000} s per move; a table's players served by ${o.serving} process${o.serving === 1 ? '' : 'es'}; a process may use ${o.budget.cpuPercent} % of a core and ${o.budget.memoryMb} MB`,
  );
  for (const players of o.players)
    for (const channels of ['one', 'sharded'] as const)
      console.log(
        planLine(players, channels, plan(MEASURED, population(players), o.budget, channels, 1000, o.serving)),
      );
}

if (process.argv[1]?.endsWith('capacity.ts')) {
  try {
    main();
  } catch (e) {
    console.error(`capacity: ${(e as Error).message}`);
    process.exit(1);
  }
}
