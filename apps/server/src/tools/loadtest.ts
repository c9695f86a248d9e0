// Load test (a benchmark, not a test): concurrent 2-player tables of simulated WebSocket clients,
// ramped in steps; each step is measured alone. Loopback only; bounded in count and time.
// `npm run loadtest -- --ramp 250,500,750,1000 --think-ms 1000 [--step-seconds 30] [--processes N | --url URL …] [--json]`.
// The servers run in their own processes (spawned here unless --url is given); this process is
// only the load generator, and its CPU share is reported beside theirs. With --processes N > 1
// the servers share DATABASE_URL (PostgreSQL) and REDIS_URL from the environment, and the two
// players of a table connect to different processes.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { GameClient, inviteOf, newGuest } from './client.js';
import { autoplay, randomPick, seededRandom } from './autoplay.js';

interface Options {
  ramp: number[];
  stepSeconds: number;
  preset: string;
  urls: string[];
  processes: number;
  json: boolean;
  thinkMs: number;
  profileDir: string | null;
}

const USAGE =
  'options: --ramp N,N,… (tables per step) or --tables N, --step-seconds S, --think-ms MS, --preset P, --processes N, --url URL (repeatable), --profile DIR (servers write --cpu-prof files there), --json';

function parseArgs(argv: readonly string[]): Options {
  const o: Options = {
    ramp: [50],
    stepSeconds: 30,
    preset: 'classic',
    urls: [],
    processes: 1,
    json: false,
    thinkMs: 1000,
    profileDir: null,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => argv[++i] ?? '';
    if (a === '--tables') o.ramp = [Number(next())];
    else if (a === '--ramp') o.ramp = next().split(',').map(Number);
    else if (a === '--step-seconds' || a === '--seconds') o.stepSeconds = Number(next());
    else if (a === '--preset') o.preset = next();
    else if (a === '--url') o.urls.push(next());
    else if (a === '--processes') o.processes = Number(next());
    else if (a === '--json') o.json = true;
    else if (a === '--think-ms') o.thinkMs = Number(next());
    else if (a === '--profile') o.profileDir = next();
    else throw new Error(`unknown option ${a} (${USAGE})`);
  }
  if (
    o.ramp.length === 0 ||
    o.ramp.some((n, i) => !Number.isInteger(n) || n < 1 || n > 5000 || (i > 0 && n <= o.ramp[i - 1]!))
  )
    throw new Error('--ramp must be increasing table counts, each 1 to 5000');
  if (!Number.isFinite(o.stepSeconds) || o.stepSeconds < 1 || o.stepSeconds > 1800)
    throw new Error('--step-seconds must be 1 to 1800');
  if (!Number.isFinite(o.thinkMs) || o.thinkMs < 0 || o.thinkMs > 60_000)
    throw new Error('--think-ms must be 0 to 60000');
  if (!Number.isInteger(o.processes) || o.processes < 1 || o.processes > 16)
    throw new Error('--processes must be 1 to 16');
  if (o.urls.length > 0 && o.processes > 1) throw new Error('give either --processes or --url');
  if (o.processes > 1 && (!process.env.DATABASE_URL || !process.env.REDIS_URL))
    throw new Error('--processes N > 1 needs DATABASE_URL (postgres://…) and REDIS_URL in the environment');
  for (const url of o.urls) {
    const host = new URL(url).hostname;
    if (!/^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(host))
      throw new Error('--url must be a loopback address (127.x.x.x, localhost, [::1])');
  }
  return o;
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

/** Each run has its own PostgreSQL schema and Redis prefix (no tables of an earlier run resumed), dropped at the end. */
const runId = randomBytes(4).toString('hex');
const schema = `loadtest_${runId}`;

async function dropSchema(): Promise<void> {
  if (!process.env.DATABASE_URL) return;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  try {
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } catch (e) {
    console.error(`loadtest: could not drop schema ${schema}: ${(e as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

function startServer(
  dataDir: string,
  profileDir: string | null,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      '--import',
      'tsx',
      'apps/server/src/main.ts',
    ],
    {
      cwd: root,
      // The simulated clients all come from one address, and play at once with no thinking time:
      // no rate limits here.
      env: {
        ...process.env,
        DATABASE_SCHEMA: schema,
        REDIS_PREFIX: `loadtest-${runId}:`,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_ADDRESS: '1000000',
        MAX_CONNECTIONS_PER_ADDRESS: '1000000',
        RATE_LIMIT_CONNECTION: '1000000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /served at (http:\/\/\S+)/.exec(out);
      if (m) resolve({ child, url: m[1]! });
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
}

/** CPU time a process has used so far (Linux), in ms. */
function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** Peak and current resident memory of a process (Linux), in MB. */
function memory(pid: number | undefined): { peak: number; now: number } | null {
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

async function inBatches<T>(
  items: readonly T[],
  size: number,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

/** The servers' own histogram of move answers (arrival → answer): cumulative counts by upper bound (s). */
async function serverBuckets(urls: readonly string[]): Promise<Map<number, number>> {
  const sum = new Map<number, number>();
  for (const u of urls) {
    const text = await fetch(new URL('/metrics', u))
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
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What one step measured. */
interface StepResult {
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
  /** The machine's 1-minute load average at the end of the step. */
  loadAverage: number;
}

/** Measurements of the answered moves, readable per window. */
class Meter {
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

/**
 * Two simulated players who play one table after another (a new one as soon as a game ends), so
 * that the number of tables being played stays constant during a step.
 */
class Pair {
  private stopped = false;
  private stops: (() => void)[] = [];

  constructor(
    private readonly index: number,
    private readonly a: GameClient,
    private readonly b: GameClient,
    private readonly o: Options,
    private readonly meter: Meter,
  ) {}

  /** Set up the first table and start it; later tables follow by themselves. */
  async begin(): Promise<void> {
    const table = await this.open();
    void this.playOn(table);
  }

  private async open(): Promise<string> {
    const { a, b } = this;
    const created = await a.request({
      type: 'create',
      preset: this.o.preset,
      seats: [{ kind: 'me' }, { kind: 'open' }],
      visibility: 'private',
      clock: { kind: 'none' },
    });
    if (!created.ok) throw new Error(`create: ${created.code}`);
    const table = created.result.table;
    const invite = inviteOf(created);
    let joined = await b.request({ type: 'join', table, seat: 1, invite });
    // Another process may not know the new table for a moment.
    for (let tries = 0; !joined.ok && joined.code === 'no-such-table' && tries < 100; tries++) {
      await wait(20);
      joined = await b.request({ type: 'join', table, seat: 1, invite });
    }
    if (!joined.ok) throw new Error(`join: ${joined.code}`);
    await a.request({ type: 'watch', table });
    await b.request({ type: 'watch', table });
    // The host must see its table full before starting (the join may come through another process).
    await a.until(() => a.states.get(table)?.seats[1]?.kind === 'human', 30_000, 'the join');
    const random = seededRandom(this.index + 1);
    const onAnswer = (ms: number, code: string | null) => this.meter.answer(ms, code);
    this.stops = [a, b].map((c, seat) =>
      autoplay(c, table, seat, { choose: randomPick(random), onAnswer, thinkMs: this.o.thinkMs }),
    );
    const started = await a.request({ type: 'start', table });
    if (!started.ok) throw new Error(`start: ${started.code}`);
    return table;
  }

  private async playOn(table: string): Promise<void> {
    while (!this.stopped) {
      await this.a.until(
        () => this.stopped || this.a.isClosed || this.a.states.get(table)?.status === 'finished',
        3_600_000,
        'the end',
      );
      for (const stop of this.stops) stop();
      if (this.stopped || this.a.isClosed) return;
      this.meter.gamesFinished++;
      // The finished table leaves the servers' memory once nobody follows it.
      await Promise.all([this.a, this.b].map((c) => c.request({ type: 'unwatch', table })));
      this.a.states.delete(table);
      this.b.states.delete(table);
      try {
        table = await this.open();
      } catch (e) {
        this.meter.error((e as Error).message.split(':')[0] ?? 'setup');
        return;
      }
    }
  }

  stop(): void {
    this.stopped = true;
    for (const stop of this.stops) stop();
  }
}

async function main(): Promise<void> {
  const o = parseArgs(process.argv.slice(2));
  const dataDir = o.urls.length > 0 ? null : mkdtempSync(join(tmpdir(), 'carc-load-'));
  const servers = dataDir
    ? await Promise.all(Array.from({ length: o.processes }, () => startServer(dataDir, o.profileDir)))
    : [];
  const urls = o.urls.length > 0 ? o.urls : servers.map((s) => s.url);
  const wsOf = (u: string) => `${u.replace(/^http/, 'ws').replace(/\/?$/, '/')}ws`;
  const log = (s: string) => (o.json ? process.stderr.write(`${s}\n`) : console.log(s));
  const meter = new Meter();
  const clients: GameClient[] = [];
  const pairs: Pair[] = [];
  const results: StepResult[] = [];
  const warmUp = Math.max(3000, 3 * o.thinkMs);

  log(
    `load generator pid ${process.pid}; servers ${servers.map((s) => s.child.pid).join(', ') || urls.join(', ')}; think ${o.thinkMs} ms (0.5–1.5 ×), ${o.stepSeconds} s per step`,
  );
  for (const tables of o.ramp) {
    const from = pairs.length;
    log(`adding tables ${from + 1}–${tables}`);
    await inBatches(
      Array.from({ length: tables - from }, (_, k) => from + k),
      25,
      async (i) => {
        const pair = await Promise.all(
          ['a', 'b'].map(async (side, k) => {
            const target = urls[(i + k) % urls.length]!;
            const guest = await newGuest(target, `Load ${i}${side}`);
            const client = await GameClient.connect(wsOf(target), `${i}${side}`, false);
            client.socket.on('error', () => meter.error('socket'));
            client.socket.on('close', () => meter.error('closed'));
            const auth = await client.request({ type: 'auth', user: guest.user.id, secret: guest.secret });
            if (!auth.ok) throw new Error(`auth: ${auth.code}`);
            clients.push(client);
            return client;
          }),
        );
        const p = new Pair(i, pair[0]!, pair[1]!, o, meter);
        pairs.push(p);
        await p.begin();
      },
    );
    await wait(warmUp);
    log(`measuring ${tables} tables for ${o.stepSeconds} s`);
    meter.take();
    const bucketsBefore = await serverBuckets(urls);
    const cpuBefore = servers.map((s) => cpuMs(s.child.pid));
    const clientBefore = process.cpuUsage();
    const t0 = performance.now();
    await wait(o.stepSeconds * 1000);
    const seconds = (performance.now() - t0) / 1000;
    const m = meter.take();
    const clientCpu = process.cpuUsage(clientBefore);
    const bucketsAfter = await serverBuckets(urls);
    const sorted = m.rtts.sort((x, y) => x - y);
    const serverCpu = servers.map((s, i) => {
      const before = cpuBefore[i];
      const after = cpuMs(s.child.pid);
      return { pid: s.child.pid, usedMs: before != null && after !== null ? after - before : null };
    });
    const step: StepResult = {
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
          ? Math.round((serverCpu.reduce((sum, c) => sum + c.usedMs!, 0) / sorted.length) * 100) / 100
          : null,
      serverP99Ms: bucketPercentile(bucketsBefore, bucketsAfter, 99),
      clientCpuPercent: Math.round((clientCpu.user + clientCpu.system) / 1000 / (seconds * 10)),
      loadAverage: round1(loadavg()[0]!),
    };
    results.push(step);
    if (!o.json) {
      const rt = step.roundTripMs;
      const each = step.servers
        .map((s) => `${s.cpuPercent ?? '?'}% CPU, ${s.rssMb ?? '?'} MB (peak ${s.peakRssMb ?? '?'})`)
        .join(' | ');
      log(
        `${tables} tables: ${step.movesPerSecond} moves/s, round trip p50 ${rt.p50} / p95 ${rt.p95} / p99 ${rt.p99} / max ${rt.max} ms, errors ${step.errors}${step.errors ? ` ${JSON.stringify(step.errorCodes)}` : ''}; ` +
          `inside the servers p99 ≤ ${step.serverP99Ms ?? '?'} ms; ` +
          `servers: ${each || 'not started here'}${step.serverCpuMsPerMove === null ? '' : ` (${step.serverCpuMsPerMove} ms of server CPU per move)`}; load generator ${step.clientCpuPercent}% CPU; load average ${step.loadAverage}`,
      );
    }
  }

  for (const p of pairs) p.stop();
  await Promise.all(clients.map((c) => c.close()));
  for (const s of servers) s.child.kill('SIGTERM');
  // A clean exit writes the profiles; then nothing is left running.
  await Promise.all(
    servers.map((s) => Promise.race([new Promise((r) => s.child.once('exit', r)), wait(15_000)])),
  );
  for (const s of servers) s.child.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (servers.length > 0) await dropSchema();
  if (o.json)
    console.log(
      JSON.stringify({ preset: o.preset, thinkMs: o.thinkMs, processes: urls.length, steps: results }),
    );
  process.exit(0);
}

main().catch((e: unknown) => {
  console.error(`loadtest: ${(e as Error).message}`);
  process.exit(1);
});
