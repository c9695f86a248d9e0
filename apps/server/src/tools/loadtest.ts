// Load test (a benchmark, not a test): N concurrent 2-player tables of simulated WebSocket clients,
// each playing a random legal move as soon as it is its turn. Loopback only; bounded in count and
// time; stops by itself. `npm run loadtest -- --tables 500 [--json] [--think-ms 0] [--processes N | --url URL …]`.
// With --processes N > 1 the servers share DATABASE_URL (PostgreSQL) and REDIS_URL from the
// environment; the two players of a table connect to different processes.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GameClient, newGuest } from './client.js';
import { autoplay, randomPick, seededRandom } from './autoplay.js';

interface Options {
  tables: number;
  seconds: number;
  preset: string;
  urls: string[];
  processes: number;
  json: boolean;
  thinkMs: number;
}

function parseArgs(argv: readonly string[]): Options {
  const o: Options = { tables: 50, seconds: 180, preset: 'classic', urls: [], processes: 1, json: false, thinkMs: 0 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => argv[++i] ?? '';
    if (a === '--tables') o.tables = Number(next());
    else if (a === '--seconds') o.seconds = Number(next());
    else if (a === '--preset') o.preset = next();
    else if (a === '--url') o.urls.push(next());
    else if (a === '--processes') o.processes = Number(next());
    else if (a === '--json') o.json = true;
    else if (a === '--think-ms') o.thinkMs = Number(next());
    else throw new Error(`unknown option ${a} (known: --tables N, --seconds S, --preset P, --processes N, --url URL (repeatable), --think-ms MS, --json)`);
  }
  if (!Number.isInteger(o.tables) || o.tables < 1 || o.tables > 2000) throw new Error('--tables must be 1 to 2000');
  if (!Number.isFinite(o.seconds) || o.seconds < 1 || o.seconds > 1800) throw new Error('--seconds must be 1 to 1800');
  if (!Number.isFinite(o.thinkMs) || o.thinkMs < 0 || o.thinkMs > 60_000) throw new Error('--think-ms must be 0 to 60000');
  if (!Number.isInteger(o.processes) || o.processes < 1 || o.processes > 16) throw new Error('--processes must be 1 to 16');
  if (o.urls.length > 0 && o.processes > 1) throw new Error('give either --processes or --url');
  if (o.processes > 1 && (!process.env.DATABASE_URL || !process.env.REDIS_URL)) throw new Error('--processes N > 1 needs DATABASE_URL (postgres://…) and REDIS_URL in the environment');
  for (const url of o.urls) {
    const host = new URL(url).hostname;
    if (!/^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(host)) throw new Error('--url must be a loopback address (127.x.x.x, localhost, [::1])');
  }
  return o;
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [...(process.env.LOADTEST_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LOADTEST_PROFILE}`] : []), '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    // The simulated clients all come from one address: no per-address limits here.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_ADDRESS: '1000000', MAX_CONNECTIONS_PER_ADDRESS: '1000000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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

/** Peak resident memory of a process (Linux), in MB. */
function peakRss(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
}

async function inBatches<T>(items: readonly T[], size: number, fn: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

const percentile = (sorted: readonly number[], p: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);

async function main(): Promise<void> {
  const o = parseArgs(process.argv.slice(2));
  const dataDir = o.urls.length > 0 ? null : mkdtempSync(join(tmpdir(), 'carc-load-'));
  const servers = dataDir ? await Promise.all(Array.from({ length: o.processes }, () => startServer(dataDir))) : [];
  const urls = o.urls.length > 0 ? o.urls : servers.map((s) => s.url);
  const url = urls[0]!;
  const wsOf = (u: string) => `${u.replace(/^http/, 'ws').replace(/\/?$/, '/')}ws`;
  const server = servers[0] ?? null;
  const log = (s: string) => (o.json ? process.stderr.write(`${s}\n`) : console.log(s));
  const stopAt = Date.now() + o.seconds * 1000;
  const rtts: number[] = [];
  let errors = 0;
  const errorCodes = new Map<string, number>();
  const clients: GameClient[] = [];
  const tables: { id: string; host: GameClient }[] = [];

  log(`setting up ${o.tables} tables (${o.tables * 2} clients) at ${urls.join(', ')}`);
  await inBatches(
    Array.from({ length: o.tables }, (_, i) => i),
    25,
    async (i) => {
      const pair = await Promise.all(
        ['a', 'b'].map(async (side, k) => {
          // The two players of a table on different processes when there are several.
          const target = urls[(i + k) % urls.length]!;
          const guest = await newGuest(target, `Load ${i}${side}`);
          const client = await GameClient.connect(wsOf(target), `${i}${side}`, false);
          client.socket.on('error', () => errors++);
          const auth = await client.request({ type: 'auth', user: guest.user.id, secret: guest.secret });
          if (!auth.ok) throw new Error(`auth: ${auth.code}`);
          clients.push(client);
          return client;
        }),
      );
      const [a, b] = pair as [GameClient, GameClient];
      const created = await a.request({ type: 'create', preset: o.preset, seats: [{ kind: 'me' }, { kind: 'open' }], visibility: 'private', clock: { kind: 'none' } });
      if (!created.ok) throw new Error(`create: ${created.code}`);
      const table = created.result.table as string;
      const invite = created.result.invite as string;
      let joined = await b.request({ type: 'join', table, seat: 1, invite });
      // Another process may not know the new table for a moment.
      for (let tries = 0; !joined.ok && joined.code === 'no-such-table' && tries < 50; tries++) {
        await new Promise((r) => setTimeout(r, 20));
        joined = await b.request({ type: 'join', table, seat: 1, invite });
      }
      if (!joined.ok) throw new Error(`join: ${joined.code}`);
      await a.request({ type: 'watch', table });
      await b.request({ type: 'watch', table });
      const random = seededRandom(i + 1);
      const onAnswer = (ms: number, code: string | null) => {
        if (code === null) rtts.push(ms);
        else {
          errors++;
          errorCodes.set(code, (errorCodes.get(code) ?? 0) + 1);
        }
      };
      autoplay(a, table, 0, { choose: randomPick(random), onAnswer, thinkMs: o.thinkMs });
      autoplay(b, table, 1, { choose: randomPick(random), onAnswer, thinkMs: o.thinkMs });
      tables.push({ id: table, host: a });
    },
  );

  log('starting every game at once');
  // Every host must see its table full before starting (the join may come through another process).
  await Promise.all(tables.map((t) => t.host.until(() => t.host.states.get(t.id)?.seats[1]?.kind === 'human', 30_000, 'the join')));
  const cpuBefore = cpuMs(server?.child.pid);
  const clientCpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(tables.map((t) => t.host.request({ type: 'start', table: t.id })));
  const finished = () => tables.filter((t) => t.host.states.get(t.id)?.status === 'finished').length;
  let lastReport = performance.now();
  while (finished() < tables.length && Date.now() < stopAt) {
    await new Promise((r) => setTimeout(r, 200));
    if (!o.json && performance.now() - lastReport > 5000) {
      lastReport = performance.now();
      log(`  ${((performance.now() - started) / 1000).toFixed(0)} s: ${rtts.length} moves, ${finished()}/${tables.length} games finished`);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuMs(server?.child.pid);
  const health = (await fetch(new URL('/api/health', url))
    .then((r) => r.json())
    .catch(() => null)) as { eventLoopDelayMs?: { p50: number; p99: number; max: number } } | null;
  const clientCpu = process.cpuUsage(clientCpuBefore);
  const serverCpu = cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null;
  const sorted = [...rtts].sort((x, y) => x - y);
  const result = {
    tables: o.tables,
    clients: clients.length,
    preset: o.preset,
    thinkMs: o.thinkMs,
    gamesFinished: finished(),
    timedOut: finished() < tables.length,
    moves: rtts.length,
    seconds: Math.round(seconds * 10) / 10,
    movesPerSecond: Math.round(rtts.length / seconds),
    roundTripMs: {
      p50: Math.round(percentile(sorted, 50) * 10) / 10,
      p95: Math.round(percentile(sorted, 95) * 10) / 10,
      p99: Math.round(percentile(sorted, 99) * 10) / 10,
      max: Math.round((sorted.at(-1) ?? 0) * 10) / 10,
    },
    errors,
    errorCodes: Object.fromEntries(errorCodes),
    processes: urls.length,
    serverPeakRssMb: peakRss(server?.child.pid),
    /** Peak resident memory of each server process started here. */
    serverPeakRssMbEach: servers.map((s) => peakRss(s.child.pid)),
    /** How long the server's event loop was blocked (since the server started). */
    serverEventLoopDelayMs: health?.eventLoopDelayMs ? { p99: Math.round(health.eventLoopDelayMs.p99 * 10) / 10, max: Math.round(health.eventLoopDelayMs.max * 10) / 10 } : null,
    /** The server's CPU time per move (all its threads), a figure less sensitive to other load on the machine. */
    serverCpuMsPerMove: serverCpu !== null && rtts.length > 0 ? Math.round((serverCpu / rtts.length) * 100) / 100 : null,
    /** The simulated clients' CPU time per move (this process; it shares the machine with the server). */
    clientCpuMsPerMove: rtts.length > 0 ? Math.round(((clientCpu.user + clientCpu.system) / 1000 / rtts.length) * 100) / 100 : null,
  };
  await Promise.all(clients.map((c) => c.close()));
  for (const s of servers) s.child.kill('SIGTERM');
  if (servers.length > 0) await new Promise((r) => setTimeout(r, 300));
  for (const s of servers) s.child.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (o.json) console.log(JSON.stringify(result));
  else {
    console.log(`${result.tables} tables, ${result.gamesFinished} games finished in ${result.seconds} s${result.timedOut ? ' (time limit reached)' : ''}`);
    console.log(`${result.moves} moves, ${result.movesPerSecond} moves/s`);
    console.log(`move round trip (send → own confirmation): p50 ${result.roundTripMs.p50} ms, p95 ${result.roundTripMs.p95} ms, p99 ${result.roundTripMs.p99} ms, max ${result.roundTripMs.max} ms`);
    console.log(`errors: ${result.errors}; server peak RSS: ${result.serverPeakRssMbEach.join(' / ') || '?'} MB; server CPU per move: ${result.serverCpuMsPerMove ?? '?'} ms (clients: ${result.clientCpuMsPerMove} ms)`);
  }
  process.exit(0);
}

main().catch((e: unknown) => {
  console.error(`loadtest: ${(e as Error).message}`);
  process.exit(1);
});
