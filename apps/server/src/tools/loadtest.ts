// Load test (a benchmark, not a test): concurrent 2-player tables of simulated WebSocket clients,
// ramped in steps; each step is measured alone. Loopback only; bounded in count and time.
// `npm run loadtest -- --ramp 250,500,750,1000 --think-ms 1000 [--step-seconds 30] [--processes N | --url URL …] [--json]`.
// The servers run in their own processes (spawned here unless --url is given); this process is
// only the load generator, and its CPU share is reported beside theirs. With --processes N > 1
// the servers share DATABASE_URL (PostgreSQL) and REDIS_URL from the environment, and the two
// players of a table connect to different processes (to the same one with --together).
import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { GameClient, inviteOf, newGuest } from './client.js';
import { FROM_SOURCES, REPOSITORY_ROOT as root, serverProcess } from './server-process.js';
import { autoplay, randomPick, seededRandom } from './autoplay.js';
import { type Options, parseArgs } from './loadtest-options.js';
import { cpuMs, Meter, type StepResult, serverBuckets, stepResult, stepSummary } from './loadtest-report.js';
import { memoryPerConnection, perMove, TrafficSources, trafficSummary } from './loadtest-traffic.js';

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

function startServer(dataDir: string, o: Options): Promise<{ child: ChildProcess; url: string }> {
  return serverProcess(
    // The simulated clients all come from one address, and play at once with no thinking time:
    // no rate limits or caps per address here. A load generator short of CPU may answer pings
    // late: its players are not dropped for it.
    {
      DATABASE_SCHEMA: schema,
      REDIS_PREFIX: `loadtest-${runId}:`,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ADDRESS: '1000000',
      MAX_CONNECTIONS_PER_ADDRESS: '1000000',
      RATE_LIMIT_CONNECTION: '1000000',
      RATE_LIMIT_GUESTS: '1000000',
      MAX_OPEN_TABLES_PER_ADDRESS: '1000000',
      MAX_UNATTENDED_PER_ADDRESS: '1000000',
      HEARTBEAT_MS: '600000',
      // As `npm run serve` starts it (docs/deploy/running.md, "Memory").
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    },
    'inherit',
    [
      ...(o.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${o.profileDir}`] : []),
      // As `npm run serve` starts it: the build (built once before the servers start), with a young
      // generation of 16 MB (docs/deploy/running.md, "Memory"; a flag given twice, the last one counts).
      '--max-semi-space-size=8',
      ...o.nodeOptions,
      ...(o.sources ? FROM_SOURCES : ['apps/server/dist/main.mjs']),
    ],
  );
}

async function inBatches<T>(
  items: readonly T[],
  size: number,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
  if (dataDir && !o.sources) {
    const built = spawnSync(process.execPath, ['apps/server/build.mjs'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the server did not build (apps/server/build.mjs)');
  }
  const servers = dataDir
    ? await Promise.all(Array.from({ length: o.processes }, () => startServer(dataDir, o)))
    : [];
  const urls = o.urls.length > 0 ? o.urls : servers.map((s) => s.url);
  const wsOf = (u: string) => `${u.replace(/^http/, 'ws').replace(/\/?$/, '/')}ws`;
  const log = (s: string) => (o.json ? process.stderr.write(`${s}\n`) : console.log(s));
  const meter = new Meter();
  const clients: GameClient[] = [];
  const pairs: Pair[] = [];
  const results: (StepResult & {
    perMove: Record<string, number>;
    perMoveByServer: Record<string, number>[];
  })[] = [];
  // The run's own schema and Redis figures (only when this process started the servers on them).
  const spawned = servers.length > 0;
  const traffic = new TrafficSources(
    urls,
    spawned ? process.env.DATABASE_URL : undefined,
    schema,
    spawned ? process.env.REDIS_URL : undefined,
  );
  await traffic.open();
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
            const target = urls[(i + (o.together ? 0 : k)) % urls.length]!;
            const guest = await newGuest(target, `Load ${i}${side}`);
            // Each table's players connect from an address of their own (127.1.x.y, all loopback),
            // as players do: the per-address caps then count a few tables, not all of them.
            const local = `127.1.${Math.floor(i / 250) % 250}.${1 + (i % 250)}`;
            const client = await GameClient.connect(wsOf(target), `${i}${side}`, false, local);
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
    const trafficBefore = await traffic.read();
    const cpuBefore = servers.map((s) => cpuMs(s.child.pid));
    const clientBefore = process.cpuUsage();
    const t0 = performance.now();
    await wait(o.stepSeconds * 1000);
    const seconds = (performance.now() - t0) / 1000;
    const m = meter.take();
    const clientCpu = process.cpuUsage(clientBefore);
    const bucketsAfter = await serverBuckets(urls);
    const trafficAfter = await traffic.read();
    const sorted = m.rtts.sort((x, y) => x - y);
    const serverCpu = servers.map((s, i) => {
      const before = cpuBefore[i];
      const after = cpuMs(s.child.pid);
      return { pid: s.child.pid, usedMs: before != null && after !== null ? after - before : null };
    });
    const step = stepResult({
      tables,
      seconds,
      sorted,
      taken: m,
      serverCpu,
      bucketsBefore,
      bucketsAfter,
      clientCpu,
    });
    const moveTraffic = perMove(trafficBefore.all, trafficAfter.all, sorted.length);
    // Each server's share (of all the moves, not only those it took).
    const byServer = trafficAfter.servers.map((a, i) =>
      perMove(trafficBefore.servers[i] ?? {}, a, sorted.length),
    );
    results.push({ ...step, perMove: moveTraffic, perMoveByServer: byServer });
    // Each server writes where its memory is (memory-report.ts) on its standard error.
    for (const s of servers) s.child.kill('SIGUSR2');
    if (!o.json) log(`${stepSummary(step)}\n  ${trafficSummary(moveTraffic)}`);
  }
  const memory = memoryPerConnection(results);
  for (const m of memory)
    log(
      `memory: ${m.kbPerConnection} KB per connection (all servers' RSS, ${m.fromTables} → ${m.toTables} tables)`,
    );
  await traffic.close();

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
      JSON.stringify({
        preset: o.preset,
        thinkMs: o.thinkMs,
        processes: urls.length,
        together: o.together,
        steps: results,
        memory,
      }),
    );
  process.exit(0);
}

// `npm run loadtest -- --attack …` runs the attack benchmark (tools/attack.ts) instead.
if (process.argv.includes('--attack')) await import('./attack.js');
else
  main().catch((e: unknown) => {
    console.error(`loadtest: ${(e as Error).message}`);
    process.exit(1);
  });
