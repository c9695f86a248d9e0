// Attack benchmark (a benchmark, not a test): a normal player's ping, bot and page load measured
// without, then with one address attacking a local server at once: a lobby flood (many open public
// tables, connections repeating `lobby on`), started tables of level-5 bots, slow readers (`watch
// {since: 0}` never read), a login flood and a chat flood. Loopback only; bounded in count and time.
// `npm run attack -- [--seconds 20] [--tables 2000] … [--json]` (or `npm run loadtest -- --attack …`).
// It only measures: refusals and closed connections are the server's defences working, and are
// counted. The server runs in its own process with its default limits (spawned here unless --url).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { botFirstMove, measure, type PhaseResult } from './attack-measure.js';
import { parseAttackArgs } from './attack-options.js';
import { attackInThread, type AttackReport } from './attack-worker.js';
import { GameClient, newGuest, resultOf } from './client.js';
import { serverProcess } from './server-process.js';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const wsOf = (u: string) => `${u.replace(/^http/, 'ws').replace(/\/?$/, '/')}ws`;

function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  // The server's own limits, as deployed: the point is to see them hold.
  return serverProcess({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error' }, 'ignore');
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
  const attacker = await attackInThread(o, base, chatTable);
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
  attack: AttackReport;
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
