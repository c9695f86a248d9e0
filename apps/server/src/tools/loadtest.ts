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
import { FROM_SOURCES, REPOSITORY_ROOT as root, serverProcess } from './server-process.js';
import { type Options, parseArgs } from './loadtest-options.js';
import { cpuMs, type StepResult, serverBuckets, stepResult, stepSummary } from './loadtest-report.js';
import { generators, merged } from './loadtest-generator.js';
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

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
  const log = (s: string) => (o.json ? process.stderr.write(`${s}\n`) : console.log(s));
  const players = generators(urls, o, o.generators);
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
    `load generator pid ${process.pid}; servers ${servers.map((s) => s.child.pid).join(', ') || urls.join(', ')}; ${o.generators} generator thread(s); think ${o.thinkMs} ms (0.5–1.5 ×), ${o.stepSeconds} s per step`,
  );
  let added = 0;
  for (const tables of o.ramp) {
    log(`adding tables ${added + 1}–${tables}`);
    await Promise.all(players.map((g) => g.add(tables)));
    added = tables;
    await wait(warmUp);
    log(`measuring ${tables} tables for ${o.stepSeconds} s`);
    await Promise.all(players.map((g) => g.take()));
    const bucketsBefore = await serverBuckets(urls);
    const trafficBefore = await traffic.read();
    const cpuBefore = servers.map((s) => cpuMs(s.child.pid));
    const clientBefore = process.cpuUsage();
    const t0 = performance.now();
    await wait(o.stepSeconds * 1000);
    const seconds = (performance.now() - t0) / 1000;
    const m = merged(await Promise.all(players.map((g) => g.take())));
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

  await Promise.all(players.map((g) => g.stop()));
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
        generators: o.generators,
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
