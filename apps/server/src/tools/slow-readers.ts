// Slow readers (a benchmark, not a test): N connections ask for a whole game's catch-up
// (`watch {since: 0}`) over and over and never read, while a normal client pings. Reports the
// server's resident memory each second, the slow readers it closed, and the normal client's ping.
// `node --import tsx apps/server/src/tools/slow-readers.ts [--readers 10] [--seconds 10] [--send-buffer-bytes N] [--no-rate-limits]`
// (the server runs in its own process; loopback only; bounded in count and time).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { autoplay, randomPick, seededRandom } from './autoplay.js';
import { GameClient, newGuest } from './client.js';
import { serverProcess } from './server-process.js';
import { metricsHeaders } from '../http/metrics-access.js';

const { values } = parseArgs({
  options: {
    readers: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '10' },
    'send-buffer-bytes': { type: 'string' },
    // The message rate limits off: each reader sends as fast as this process can (the bound on
    // unsent frames alone holds the memory).
    'no-rate-limits': { type: 'boolean', default: false },
  },
});
const readers = Math.min(64, Math.max(1, Number(values.readers)));
const seconds = Math.min(120, Math.max(1, Number(values.seconds)));

function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  return serverProcess(
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ...(values['send-buffer-bytes'] ? { SEND_BUFFER_BYTES: values['send-buffer-bytes'] } : {}),
      ...(values['no-rate-limits']
        ? { RATE_LIMIT_CONNECTION: '1000000', RATE_LIMIT_ADDRESS: '1000000' }
        : {}),
    },
    'inherit',
  );
}

const rssMb = (pid: number): number =>
  Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

/** The server's open WebSocket connections (its `/metrics`). */
async function connections(url: string): Promise<number> {
  const text = await fetch(new URL('/metrics', url), { headers: metricsHeaders() }).then((r) => r.text());
  return Number(/^carcassonne_connections (\d+)/m.exec(text)?.[1] ?? Number.NaN);
}

const dataDir = mkdtempSync(join(tmpdir(), 'carc-slow-readers-'));
const server = await startServer(dataDir);
const ws = `${server.url.replace('http', 'ws')}ws`;
try {
  // A whole game between two people: its catch-up is every move's event and the final state.
  const [a, b] = await Promise.all(['Ann', 'Bob'].map((n) => newGuest(server.url, n)));
  const ca = await GameClient.connect(ws, 'a');
  const cb = await GameClient.connect(ws, 'b');
  await ca.request({ type: 'auth', user: a!.user.id, secret: a!.secret });
  await cb.request({ type: 'auth', user: b!.user.id, secret: b!.secret });
  const created = await ca.request({
    type: 'create',
    preset: 'classic',
    seats: [{ kind: 'me' }, { kind: 'open' }],
    visibility: 'public',
    clock: { kind: 'none' },
  });
  if (!created.ok) throw new Error(created.code);
  const table = created.result.table;
  await cb.request({ type: 'join', table, seat: 1 });
  for (const c of [ca, cb]) await c.request({ type: 'watch', table });
  const stops = [ca, cb].map((c, seat) =>
    autoplay(c, table, seat, { choose: randomPick(seededRandom(seat + 1)) }),
  );
  await ca.request({ type: 'start', table });
  await ca.until(() => ca.states.get(table)?.status === 'finished', 120_000, 'the game ends');
  for (const stop of stops) stop();
  await Promise.all([ca.close(), cb.close()]);

  const pid = server.child.pid!;
  const before = rssMb(pid);
  let closed = 0;
  const sockets = await Promise.all(
    Array.from(
      { length: readers },
      () =>
        new Promise<WebSocket>((resolve) => {
          const s = new WebSocket(ws);
          s.once('open', () => {
            s.pause();
            resolve(s);
          });
        }),
    ),
  );
  const normal = await GameClient.connect(ws, 'normal');
  const pings: number[] = [];
  let id = 0;
  // Each reader at its rate limit (20 messages/s), or 200/s without limits: a catch-up every other message.
  const burst = values['no-rate-limits'] ? 10 : 1;
  const flood = setInterval(() => {
    for (const s of sockets)
      for (let i = 0; i < burst && s.readyState === WebSocket.OPEN; i++)
        s.send(JSON.stringify({ type: 'watch', id: id++, table, ...(id % 2 === 0 ? { since: 0 } : {}) }));
  }, 50);
  const rows: string[] = [];
  let peak = before;
  for (let second = 1; second <= seconds; second++) {
    const end = Date.now() + 1000;
    while (Date.now() < end) {
      const started = performance.now();
      await normal.request({ type: 'ping' });
      pings.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 100));
    }
    const rss = rssMb(pid);
    peak = Math.max(peak, rss);
    // The readers do not read their close frames: the server's own count says who it let go.
    closed = readers + 1 - (await connections(server.url));
    rows.push(`${second}s: server RSS ${rss} MB, slow readers closed ${closed}/${readers}`);
  }
  clearInterval(flood);
  pings.sort((x, y) => x - y);
  const p99 = pings[Math.min(pings.length - 1, Math.floor(pings.length * 0.99))] ?? 0;
  console.log(rows.join('\n'));
  console.log(
    `readers ${readers}, ${seconds} s, SEND_BUFFER_BYTES ${values['send-buffer-bytes'] ?? 'default (1 MiB)'}` +
      `${values['no-rate-limits'] ? ', no rate limits' : ''}: ` +
      `RSS ${before} → peak ${peak} MB; closed ${closed}/${readers}; normal ping p99 ${p99.toFixed(1)} ms over ${pings.length}`,
  );
  for (const s of sockets) s.terminate();
  await normal.close();
} finally {
  server.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}
