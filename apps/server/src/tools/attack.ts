// Attack benchmark (a benchmark, not a test): a normal player's ping, bot and page load measured
// without, then with one address attacking a local server at once: a lobby flood (many open public
// tables, connections repeating `lobby on`), started tables of level-5 bots, slow readers (`watch
// {since: 0}` never read), a login flood and a chat flood. Loopback only; bounded in count and time.
// `npm run attack -- [--seconds 20] [--tables 2000] … [--json]` (or `npm run loadtest -- --attack …`).
// It only measures: refusals and closed connections are the server's defences working, and are
// counted. The server runs in its own process with its default limits (spawned here unless --url).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LEVEL_IDS } from '@carcassonne/protocol';
import { AttackSocket, attackerGuest, postJson, Tally } from './attack-clients.js';
import { type AttackOptions, parseAttackArgs } from './attack-options.js';
import { GameClient, newGuest, resultOf } from './client.js';
import { memory } from './loadtest-report.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const wsOf = (u: string) => `${u.replace(/^http/, 'ws').replace(/\/?$/, '/')}ws`;

function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    // The server's own limits, as deployed: the point is to see them hold.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'ignore'],
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

const percentile = (sorted: readonly number[], p: number): number | null =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

export interface PhaseResult {
  readonly pings: number;
  readonly pingP50Ms: number | null;
  readonly pingP99Ms: number | null;
  readonly pingMaxMs: number | null;
  /** Start → the bot's first move, per sample (null: not within the bound). */
  readonly botFirstMoveMs: readonly (number | null)[];
  /** `GET /` answered, per sample (null: failed). */
  readonly pageMs: readonly (number | null)[];
  readonly rssMb: number | null;
  readonly peakRssMb: number | null;
}

/** The normal player (from 127.0.0.1): pings, bot first moves and page loads for `seconds`. */
async function measure(
  normal: GameClient,
  base: string,
  o: AttackOptions,
  pid: number | null,
): Promise<PhaseResult> {
  const end = performance.now() + o.seconds * 1000;
  const pings: number[] = [];
  const pages: (number | null)[] = [];
  let rssPeak: number | null = null;
  const pingLoop = async () => {
    while (performance.now() < end && !normal.isClosed) {
      const t0 = performance.now();
      const a = await normal.request({ type: 'ping' });
      if (a.ok) pings.push(performance.now() - t0);
      await wait(50);
    }
  };
  const pageLoop = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      // Any answer counts (a server without the built web app answers 404 as fast).
      const ok = await fetch(base)
        .then((r) => r.arrayBuffer().then(() => true))
        .catch(() => false);
      pages.push(ok ? performance.now() - t0 : null);
      await wait(1000);
    }
  };
  const memoryLoop = async () => {
    while (performance.now() < end) {
      const m = pid === null ? null : memory(pid);
      if (m) rssPeak = Math.max(rssPeak ?? 0, m.now);
      await wait(250);
    }
  };
  const bots: (number | null)[] = [];
  const botLoop = async () => {
    for (let i = 0; i < o.botSamples; i++) bots.push(await botFirstMove(normal, o));
  };
  await Promise.all([pingLoop(), pageLoop(), memoryLoop(), botLoop()]);
  const sorted = pings.sort((x, y) => x - y);
  const now = pid === null ? null : memory(pid);
  return {
    pings: sorted.length,
    pingP50Ms: round(percentile(sorted, 50)),
    pingP99Ms: round(percentile(sorted, 99)),
    pingMaxMs: round(sorted.at(-1) ?? null),
    botFirstMoveMs: bots.map(round),
    pageMs: pages.map(round),
    rssMb: now?.now ?? null,
    peakRssMb: now ? Math.max(rssPeak ?? 0, now.now) : rssPeak,
  };
}

/** A private table of a bot (seat 0, moving first) and the player: start → the bot's first move. */
async function botFirstMove(normal: GameClient, o: AttackOptions): Promise<number | null> {
  const created = await normal.request({
    type: 'create',
    preset: 'classic',
    seats: [{ kind: 'bot', bot: LEVEL_IDS[o.botLevel - 1]! }, { kind: 'me' }],
    visibility: 'private',
    clock: { kind: 'none' },
  });
  if (!created.ok) return null;
  const table = created.result.table;
  await normal.request({ type: 'watch', table });
  const t0 = performance.now();
  const started = await normal.request({ type: 'start', table });
  if (!started.ok) return null;
  const moved = () => (normal.events.get(table) ?? []).some((e) => e.event.kind === 'move');
  // Bounded: a bot starved for longer than this counts as "not within the bound".
  const ms = await normal
    .until(moved, Math.max(60_000, o.seconds * 3000), 'the bot’s first move')
    .then(() => performance.now() - t0)
    .catch(() => null);
  await normal.request({ type: 'unwatch', table });
  return ms;
}

interface AttackCounts {
  tablesOpened: number;
  lobbyOnSent: number;
  botTablesStarted: number;
  allBotTableStarted: boolean;
  slowReaders: number;
  slowReadersClosed: number;
  logins: Record<string, number>;
  chatLinesSent: number;
  guestsRefused: number;
}

/** One address attacks until `stop()`; the sockets it opened are closed at the end. */
function attack(o: AttackOptions, base: string, chatTable: string) {
  const from = o.attackerAddress;
  const ws = wsOf(base);
  const tally = new Tally();
  const sockets: AttackSocket[] = [];
  let stopped = false;
  const counts: AttackCounts = {
    tablesOpened: 0,
    lobbyOnSent: 0,
    botTablesStarted: 0,
    allBotTableStarted: false,
    slowReaders: 0,
    slowReadersClosed: 0,
    logins: {},
    chatLinesSent: 0,
    guestsRefused: 0,
  };
  let guestNo = 0;
  const signedIn = async (): Promise<AttackSocket | null> => {
    const guest = await attackerGuest(base, `Flood ${++guestNo}`, from, tally);
    if (!guest) {
      counts.guestsRefused++;
      return null;
    }
    const s = await AttackSocket.open(ws, from, tally, guest);
    if (s) sockets.push(s);
    return s;
  };
  const newTable = (s: AttackSocket, seats: object[]) =>
    s.request({ type: 'create', preset: 'classic', seats, visibility: 'public', clock: { kind: 'none' } });

  let hosts = 0;
  const lobbyHost = async () => {
    while (counts.tablesOpened < o.tables && hosts++ < Math.ceil(o.tables / 20) * 2 && !stopped) {
      const s = await signedIn();
      if (!s) continue;
      for (let k = 0; k < 20 && counts.tablesOpened < o.tables && !stopped; k++) {
        const r = await newTable(s, [{ kind: 'me' }, { kind: 'open' }]);
        if (!r.ok) break;
        counts.tablesOpened++;
      }
      // The host goes away: its tables stay open (unless the server expires them).
      s.close();
    }
  };
  // Eight hosts at a time open their tables.
  const lobbyFlood = () => Promise.all(Array.from({ length: 8 }, lobbyHost));
  const lobbyRepeat = async () => {
    const repeaters = (
      await Promise.all(
        Array.from({ length: o.lobbyRepeaters }, () => AttackSocket.open(ws, from, tally, null)),
      )
    ).filter((s): s is AttackSocket => s !== null);
    sockets.push(...repeaters);
    while (!stopped && repeaters.some((s) => !s.closed)) {
      for (const s of repeaters) {
        s.fire({ type: 'lobby', on: true });
        counts.lobbyOnSent++;
      }
      await wait(500);
    }
  };
  const botTables: string[] = [];
  const botFlood = async () => {
    const level5 = { kind: 'bot', bot: 'level5' };
    for (let i = 0; i < o.botTables && !stopped; i++) {
      const s = await signedIn();
      if (!s) continue;
      const r = await newTable(s, [{ kind: 'me' }, level5, level5, level5]);
      if (!r.ok) continue;
      const table = (r.result as { table: string }).table;
      if ((await s.request({ type: 'start', table })).ok) {
        counts.botTablesStarted++;
        botTables.push(table);
      }
      // Nobody stays to watch: the bots play on for nobody (unless the server pauses them).
      s.close();
    }
    const s = await signedIn();
    if (!s) return;
    const r = await newTable(s, [level5, level5]);
    if (r.ok)
      counts.allBotTableStarted = (
        await s.request({ type: 'start', table: (r.result as { table: string }).table })
      ).ok;
  };
  const readers: AttackSocket[] = [];
  const slowReaders = async () => {
    readers.push(
      ...(
        await Promise.all(
          Array.from({ length: o.slowReaders }, () => AttackSocket.open(ws, from, tally, null)),
        )
      ).filter((s): s is AttackSocket => s !== null),
    );
    sockets.push(...readers);
    counts.slowReaders = readers.length;
    for (const r of readers) r.stopReading();
    while (!stopped && readers.some((r) => !r.closed)) {
      const table = botTables[0] ?? chatTable;
      for (const r of readers) r.fire({ type: 'watch', table, since: 0 });
      await wait(200);
    }
  };
  const loginFlood = async () => {
    const guest = await attackerGuest(base, 'Lock', from, tally);
    const username = `flood${Date.now().toString(36)}`;
    if (guest)
      await postJson(
        base,
        '/api/register',
        { user: guest.user.id, secret: guest.secret, username, password: 'right-password-1' },
        from,
      );
    const one = async () => {
      while (!stopped) {
        const r = await postJson(base, '/api/login', { username, password: 'wrong-password-1' }, from);
        counts.logins[r.status] = (counts.logins[r.status] ?? 0) + 1;
        if (r.status === 0) await wait(100);
      }
    };
    await Promise.all(Array.from({ length: o.logins }, one));
  };
  // Each chatter signs in, follows the table and floods as soon as it can (all at once).
  const chatter = async () => {
    const s = await signedIn();
    if (!s || !(await s.request({ type: 'watch', table: chatTable })).ok) return;
    while (!stopped && !s.closed) {
      s.fire({ type: 'chat', table: chatTable, text: `flood ${counts.chatLinesSent}` });
      counts.chatLinesSent++;
      await wait(200);
    }
  };
  const chatFlood = () => Promise.all(Array.from({ length: o.chatters }, chatter));
  const running = Promise.all(
    [lobbyFlood, lobbyRepeat, botFlood, slowReaders, loginFlood, chatFlood].map((f) =>
      f().catch((e: unknown) => tally.refused(`tool:${(e as Error).message.slice(0, 40)}`)),
    ),
  );
  return {
    async stop(): Promise<AttackCounts & ReturnType<Tally['json']>> {
      stopped = true;
      counts.slowReadersClosed = readers.filter((r) => r.closed).length;
      for (const s of sockets) s.close();
      await Promise.race([running, wait(30_000)]);
      return { ...counts, ...tally.json() };
    },
  };
}

async function main(): Promise<void> {
  const o = parseAttackArgs(process.argv.slice(2).filter((a) => a !== '--attack'));
  const dataDir = o.url ? null : mkdtempSync(join(tmpdir(), 'carc-attack-'));
  const server = dataDir ? await startServer(dataDir) : null;
  const base = o.url ?? server!.url;
  const pid = server?.child.pid ?? o.pid;
  const log = (s: string) => (o.json ? process.stderr.write(`${s}\n`) : console.log(s));
  log(
    `attack benchmark: server ${pid ?? base}; attacker from ${o.attackerAddress}; ${o.seconds} s per phase`,
  );

  const guest = await newGuest(base, 'Normal');
  const normal = await GameClient.connect(wsOf(base), 'normal');
  resultOf(await normal.request({ type: 'auth', user: guest.user.id, secret: guest.secret }));
  // The table whose spectators' chat is flooded: the normal player's own, waiting for a player.
  const chatTable = resultOf(
    await normal.request({
      type: 'create',
      preset: 'classic',
      seats: [{ kind: 'me' }, { kind: 'open' }],
      visibility: 'public',
      clock: { kind: 'none' },
    }),
  ).table;
  await normal.request({ type: 'watch', table: chatTable });

  // The first bot search starts the bot's worker: not measured.
  await botFirstMove(normal, o);
  log('measuring without the attack');
  const before = await measure(normal, base, o, pid);
  log('attacking');
  const attacker = attack(o, base, chatTable);
  // The attack builds up (tables opened, bots started) before the measurement.
  await wait(Math.min(5000, o.seconds * 250));
  log('measuring with the attack');
  const during = await measure(normal, base, o, pid);
  const counts = await attacker.stop();
  await normal.close();
  if (server) {
    server.child.kill('SIGKILL');
    await new Promise((r) => server.child.once('exit', r));
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  const report = { seconds: o.seconds, botLevel: o.botLevel, without: before, with: during, attack: counts };
  if (o.json) console.log(JSON.stringify(report));
  else printReport(report);
  process.exit(0);
}

function printReport(r: {
  botLevel: number;
  without: PhaseResult;
  with: PhaseResult;
  attack: Awaited<ReturnType<ReturnType<typeof attack>['stop']>>;
}): void {
  const ms = (n: number | null) => (n === null ? '—' : `${Math.round(n)} ms`);
  const list = (xs: readonly (number | null)[]) =>
    xs.map((x) => (x === null ? 'over the bound' : ms(x))).join(', ');
  const row = (name: string, f: (p: PhaseResult) => string) =>
    console.log(`${name.padEnd(28)}${f(r.without).padEnd(32)}${f(r.with)}`);
  console.log(`${''.padEnd(28)}${'without the attack'.padEnd(32)}with the attack`);
  row(
    'ping p50 / p99 / max',
    (p) => `${ms(p.pingP50Ms)} / ${ms(p.pingP99Ms)} / ${ms(p.pingMaxMs)} (${p.pings})`,
  );
  row(`bot (level ${r.botLevel}) first move`, (p) => list(p.botFirstMoveMs));
  row('GET / (max)', (p) => ms(Math.max(...p.pageMs.map((x) => x ?? Number.POSITIVE_INFINITY))));
  row('server RSS now / peak', (p) => `${p.rssMb ?? '?'} / ${p.peakRssMb ?? '?'} MB`);
  const a = r.attack;
  console.log(
    `attack: ${a.tablesOpened} open tables, ${a.lobbyOnSent} × lobby on, ${a.botTablesStarted} bot tables started (all-bot table started: ${a.allBotTableStarted}), ${a.slowReaders} slow readers (${a.slowReadersClosed} closed by the server), logins by HTTP status ${JSON.stringify(a.logins)}, ${a.chatLinesSent} chat lines sent, ${a.guestsRefused} guests refused`,
  );
  console.log(`refused: ${JSON.stringify(a.refusals)}; connections closed by the server: ${a.closures}`);
}

main().catch((e: unknown) => {
  console.error(`attack: ${(e as Error).message}`);
  process.exit(1);
});
