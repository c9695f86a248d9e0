// The capacity model against a run of the load test (`npm run loadtest -- … --json`): for each
// step, what the model predicts for that many processes and tables beside what was measured.
import { type Figures, predict } from './capacity-model.js';

/** One figure of a step: predicted, measured, and measured / predicted. */
export interface Comparison {
  readonly figure: string;
  readonly predicted: number;
  readonly measured: number;
  readonly ratio: number;
}

/** What a load test's step says, as far as the model is concerned. */
export interface MeasuredStep {
  readonly processes: number;
  readonly thinkMs: number;
  /** Processes serving each table: 1 when the run put a table's players together (`--together`). */
  readonly servingPerTable: number;
  readonly tables: number;
  readonly seconds: number;
  readonly moves: number;
  readonly cpuMsPerMove: number | null;
  readonly rssMb: number | null;
  readonly perMove: Readonly<Record<string, number>>;
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
const num = (x: unknown): number | null => (typeof x === 'number' && Number.isFinite(x) ? x : null);

/** The steps of a load test's JSON output (its last line that is a JSON object; npm's lines before it are skipped). */
export function readRun(text: string): MeasuredStep[] {
  const line = text
    .trim()
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('{'));
  if (!line) throw new Error('no JSON line: run the load test with --json');
  const run: unknown = JSON.parse(line);
  if (!isRecord(run) || !Array.isArray(run.steps)) throw new Error('not a load test run (no steps)');
  const processes = num(run.processes) ?? 1;
  const thinkMs = num(run.thinkMs) ?? 1000;
  const servingPerTable = run.together === true ? 1 : 2;
  return run.steps.filter(isRecord).map((s) => {
    const servers = Array.isArray(s.servers) ? s.servers.filter(isRecord) : [];
    const rss = servers.map((x) => num(x.rssMb));
    const perMove: Record<string, number> = {};
    if (isRecord(s.perMove))
      for (const [k, v] of Object.entries(s.perMove)) if (num(v) !== null) perMove[k] = num(v)!;
    return {
      processes,
      thinkMs,
      servingPerTable,
      tables: num(s.tables) ?? 0,
      seconds: num(s.seconds) ?? 1,
      moves: num(s.moves) ?? 0,
      cpuMsPerMove: num(s.serverCpuMsPerMove),
      rssMb: rss.length > 0 && rss.every((r) => r !== null) ? rss.reduce((a, b) => a! + b!, 0) : null,
      perMove,
    };
  });
}

/**
 * Prediction beside measurement for one step (figures the step lacks are left out): the moves per
 * second from the tables, and the rest for the moves per second measured (a machine short of CPU
 * plays fewer moves than its tables ask for; the figures per move still hold).
 */
export function compare(f: Figures, step: MeasuredStep): Comparison[] {
  const rate = step.moves / step.seconds;
  const load = {
    processes: step.processes,
    tables: step.tables,
    connections: 2 * step.tables,
    thinkMs: step.thinkMs,
    servingPerTable: step.servingPerTable,
    channels: 'one' as const,
  };
  const asked = predict(f, load).movesPerSecond;
  const p = predict(f, { ...load, movesPerSecond: rate });
  const per = (key: string) => (step.perMove[key] === undefined ? null : step.perMove[key]! * rate);
  const rows: [string, number, number | null][] = [
    ['moves/s', asked, rate],
    ['server CPU ms/s', p.cpuMsPerSecond, step.cpuMsPerMove === null ? null : step.cpuMsPerMove * rate],
    ['server memory MB', p.memoryMb, step.rssMb],
    ['PostgreSQL statements/s', p.postgres.statementsPerSecond, per('postgres_requests')],
    [
      'PostgreSQL rows/s',
      p.postgres.rowsPerSecond,
      sum(per('postgres_rows_inserted'), per('postgres_rows_updated')),
    ],
    ['PostgreSQL bytes sent/s', p.postgres.sentBytesPerSecond, per('postgres_sent_bytes')],
    ['Redis commands/s', p.redis.commandsPerSecond, per('redis_requests')],
    ['Redis messages delivered/s', p.redis.deliveredPerSecond, per('redis_replies')],
    ['Redis bytes in/s', p.redis.inBytesPerSecond, per('redis_sent_bytes')],
    ['Redis bytes out/s', p.redis.outBytesPerSecond, per('redis_received_bytes')],
  ];
  return rows
    .filter((r): r is [string, number, number] => r[2] !== null)
    .map(([figure, predicted, measured]) => ({
      figure,
      predicted,
      measured,
      ratio: predicted > 0 ? measured / predicted : Number.NaN,
    }));
}

function sum(a: number | null, b: number | null): number | null {
  return a === null || b === null ? null : a + b;
}
