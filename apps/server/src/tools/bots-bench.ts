/**
 * A normal player's bot under a flood of bot tables (bounded): one user keeps `tables` games of
 * three level-5 bots going (present at each, moving at once), and another player's level-1 bot
 * answers `moves` times. Prints that bot's answer times with and without the flood. `--fifo`: one
 * queue for everyone (every search under one user: first come, first served, as before users took
 * turns), for comparison.
 *
 *   node --import tsx apps/server/src/tools/bots-bench.ts [tables=10] [moves=4] [--fifo]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { SeatSpec } from '@carcassonne/protocol';
import { WorkerBotPool, type BotPlayer } from '../tables/bots.js';
import { configFromEnv } from '../config.js';
import { startServer } from '../server.js';
import { autoplay, randomPick, seededRandom } from './autoplay.js';
import { GameClient, newGuest, resultOf } from './client.js';

const args = process.argv.slice(2).filter((a) => a !== '--fifo');
const fifo = process.argv.includes('--fifo');
const tables = Number(args[0] ?? 10);
const moves = Number(args[1] ?? 4);
const pool = new WorkerBotPool(1);
const bots: BotPlayer = fifo
  ? { choose: (r) => pool.choose({ ...r, owner: 'everyone' }), close: () => pool.close() }
  : pool;
const dataDir = mkdtempSync(join(tmpdir(), 'carc-bots-bench-'));
const server = await startServer(
  {
    ...configFromEnv({}),
    port: 0,
    dataDir,
    logLevel: 'silent',
    tableCaps: {
      openPerUser: 1000,
      openPerAddress: 1000,
      unattendedPerUser: 1000,
      unattendedPerAddress: 1000,
    },
  },
  { bots },
);
const ws = `${server.url.replace('http', 'ws')}ws`;

async function signedIn(name: string): Promise<GameClient> {
  const guest = await newGuest(server.url, name);
  const client = await GameClient.connect(ws, name);
  resultOf(await client.request({ type: 'auth', user: guest.user.id, secret: guest.secret }));
  return client;
}

/** A started game of `seats` (the client in seat 0, moving at once), followed by the client. */
async function game(client: GameClient, seats: SeatSpec[], seed: number): Promise<string> {
  const created = await client.request({
    type: 'create',
    preset: 'classic',
    seats,
    visibility: 'public',
    clock: { kind: 'none' },
  });
  const table = resultOf(created).table;
  await client.request({ type: 'watch', table });
  autoplay(client, table, 0, { choose: randomPick(seededRandom(seed)) });
  resultOf(await client.request({ type: 'start', table }));
  return table;
}

/** The normal player's bot: the time from each of the player's moves to the bot's answer. */
async function normalBot(label: string): Promise<void> {
  const client = await signedIn(label);
  const table = await game(client, [{ kind: 'me' }, { kind: 'bot', bot: 'level1' }], 1);
  const times: number[] = [];
  let sent = performance.now();
  let answered = 0;
  await new Promise<void>((resolve) => {
    client.listen((frame) => {
      if (frame.type !== 'event' || frame.table !== table || frame.event.kind !== 'move') return;
      if (frame.event.seat === 0) sent = performance.now();
      else if (++answered <= moves) times.push(performance.now() - sent);
      if (answered >= moves) resolve();
    });
  });
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(
    `${label}: level-1 bot answers in ${times.map((t) => t.toFixed(0)).join(', ')} ms (mean ${mean.toFixed(0)}, max ${Math.max(...times).toFixed(0)})`,
  );
  await client.close();
}

try {
  await normalBot('alone');
  const flood = await signedIn('flood');
  const level5: SeatSpec = { kind: 'bot', bot: 'level5' };
  for (let i = 0; i < tables; i++) await game(flood, [{ kind: 'me' }, level5, level5, level5], 100 + i);
  console.log(
    `flood: ${tables} tables of three level-5 bots, one worker, ${fifo ? 'one queue' : 'users take turns'}`,
  );
  await normalBot('under the flood');
  await flood.close();
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
