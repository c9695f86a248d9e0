// The load test's measurements (`tools/loadtest.ts`): the answered moves, the servers' CPU, memory
// and histogram, and each step's figures as JSON and as a line of text.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { metricsHeaders } from '../http/metrics-access.js';

/** CPU time a process has used so far (Linux), in ms. */
export function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** Peak and current resident memory of a process (Linux), in MB. */
export function memory(pid: number | undefined): { peak: number; now: number } | null {
  if (pid === undefined) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const mb = (key: string) =>
      Math.round(Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024);
    return { peak: mb('VmHWM'), now: mb('VmRSS') };
  } catch {
    return null;
  }
}

/** The servers' own histogram of move answers (arrival → answer): cumulative counts by upper bound (s). */
export async function serverBuckets(urls: readonly string[]): Promise<Map<number, number>> {
  const sum = new Map<number, number>();
  for (const u of urls) {
    const text = await fetch(new URL('/metrics', u), { headers: metricsHeaders() })
      .then((r) => r.text())
      .catch(() => '');
    for (const m of text.matchAll(/^carcassonne_move_seconds_bucket\{le="([^"]+)",result="ok"\} (\d+)/gm)) {
      const le = m[1] === '+Inf' ? Infinity : Number(m[1]);
      sum.set(le, (sum.get(le) ?? 0) + Number(m[2]));
    }
  }
  return sum;
}

/** The smallest bucket bound (ms) under which p % of the step's moves were answered by the servers. */
function bucketPercentile(before: Map<number, number>, after: Map<number, number>, p: number): number | null {
  const bounds = [...after.keys()].sort((x, y) => x - y);
  const total = (after.get(Infinity) ?? 0) - (before.get(Infinity) ?? 0);
  if (total <= 0) return null;
  for (const le of bounds)
    if ((after.get(le)! - (before.get(le) ?? 0)) / total >= p / 100)
      return le === Infinity ? null : le * 1000;
  return null;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round1 = (x: number) => Math.round(x * 10) / 10;
/** What one step measured. */
export interface StepResult {
  tables: number;
  seconds: number;
  moves: number;
  movesPerSecond: number;
  roundTripMs: { p50: number; p95: number; p99: number; max: number };
  errors: number;
  errorCodes: Record<string, number>;
  gamesFinished: number;
  /** Per server process: CPU share of one core during the step (%), resident memory now and at its peak (MB). */
  servers: { cpuPercent: number | null; rssMb: number | null; peakRssMb: number | null }[];
  /**
   * CPU time of all server processes together per move answered (ms): steadier from run to run
   * than the tail of the round trip, so the figure to compare versions by.
   */
  serverCpuMsPerMove: number | null;
  /** The servers' own time from a move's arrival to its answer (p99, as the bucket bound of their histogram; ms). */
  serverP99Ms: number | null;
  /** This process (the simulated clients): CPU share of one core during the step (%). */
  clientCpuPercent: number;
  /**
   * The p99 of the load generator's event-loop delay during the step (ms; the worst of its
   * threads): how late it read what arrived, so a round trip's share that is the generator's own.
   */
  generatorDelayP99Ms: number;
  /** The machine's 1-minute load average at the end of the step. */
  loadAverage: number;
}

/** Measurements of the answered moves, readable per window. */
export class Meter {
  private rtts: number[] = [];
  private codes = new Map<string, number>();
  errors = 0;
  gamesFinished = 0;

  answer(ms: number, code: string | null): void {
    if (code === null) this.rtts.push(ms);
    else this.error(code);
  }

  error(code: string): void {
    this.errors++;
    this.codes.set(code, (this.codes.get(code) ?? 0) + 1);
  }

  /** Everything since the last reset, then start again. */
  take(): { rtts: number[]; errors: number; codes: Record<string, number>; games: number } {
    const out = {
      rtts: this.rtts,
      errors: this.errors,
      codes: Object.fromEntries(this.codes),
      games: this.gamesFinished,
    };
    this.rtts = [];
    this.codes = new Map();
    this.errors = 0;
    this.gamesFinished = 0;
    return out;
  }
}

/** A step's window: what was measured from its start to its end. */
export interface StepWindow {
  readonly tables: number;
  readonly seconds: number;
  /** The round trips of the moves answered, sorted. */
  readonly sorted: readonly number[];
  readonly taken: ReturnType<Meter['take']> & { readonly loopDelayP99Ms: number };
  /** Per server process: its pid and the CPU time it used (ms). */
  readonly serverCpu: readonly { pid: number | undefined; usedMs: number | null }[];
  readonly bucketsBefore: Map<number, number>;
  readonly bucketsAfter: Map<number, number>;
  /** This process's CPU use during the step. */
  readonly clientCpu: NodeJS.CpuUsage;
}

/** The step's figures (the servers' memory and the load average are read now, at its end). */
export function stepResult(w: StepWindow): StepResult {
  const { tables, seconds, sorted, taken: m, serverCpu, bucketsBefore, bucketsAfter, clientCpu } = w;
  return {
    tables,
    seconds: round1(seconds),
    moves: sorted.length,
    movesPerSecond: Math.round(sorted.length / seconds),
    roundTripMs: {
      p50: round1(percentile(sorted, 50)),
      p95: round1(percentile(sorted, 95)),
      p99: round1(percentile(sorted, 99)),
      max: round1(sorted.at(-1) ?? 0),
    },
    errors: m.errors,
    errorCodes: m.codes,
    gamesFinished: m.games,
    servers: serverCpu.map(({ pid, usedMs }) => {
      const mem = memory(pid);
      return {
        cpuPercent: usedMs === null ? null : Math.round(usedMs / (seconds * 10)),
        rssMb: mem?.now ?? null,
        peakRssMb: mem?.peak ?? null,
      };
    }),
    serverCpuMsPerMove:
      serverCpu.length > 0 && serverCpu.every((c) => c.usedMs !== null) && sorted.length > 0
        ? Math.round((serverCpu.reduce((sum, c) => sum + c.usedMs!, 0) / sorted.length) * 1000) / 1000
        : null,
    serverP99Ms: bucketPercentile(bucketsBefore, bucketsAfter, 99),
    clientCpuPercent: Math.round((clientCpu.user + clientCpu.system) / 1000 / (seconds * 10)),
    generatorDelayP99Ms: m.loopDelayP99Ms,
    loadAverage: round1(loadavg()[0]!),
  };
}

/** A step's figures in one line of text. */
export function stepSummary(step: StepResult): string {
  const rt = step.roundTripMs;
  const each = step.servers
    .map((s) => `${s.cpuPercent ?? '?'}% CPU, ${s.rssMb ?? '?'} MB (peak ${s.peakRssMb ?? '?'})`)
    .join(' | ');
  return (
    `${step.tables} tables: ${step.movesPerSecond} moves/s, round trip p50 ${rt.p50} / p95 ${rt.p95} / p99 ${rt.p99} / max ${rt.max} ms, errors ${step.errors}${step.errors ? ` ${JSON.stringify(step.errorCodes)}` : ''}, ${step.gamesFinished} games finished; ` +
    `inside the servers p99 ≤ ${step.serverP99Ms ?? '?'} ms; ` +
    `servers: ${each || 'not started here'}${step.serverCpuMsPerMove === null ? '' : ` (${step.serverCpuMsPerMove} ms of server CPU per move)`}; load generator ${step.clientCpuPercent}% CPU, its event loop's delay p99 ${step.generatorDelayP99Ms} ms; load average ${step.loadAverage}`
  );
}
