/**
 * Durability: the server runs as a child process, is killed with SIGKILL mid-game and restarted on
 * the same database file. Every acknowledged move is still there and the clients finish the game.
 * The process is the build `npm start` runs (apps/server/build.mjs), its bot in the built worker.
 * The first process checkpoints SQLite's log from its thread (`SQLITE_CHECKPOINT_MS`), the second
 * as SQLite does by default.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { GuestResponse } from '@carcassonne/protocol';
import { newGuest, resultOf, type GameClient } from '../src/tools/client.js';
import { autoplay, randomPick, seededRandom } from '../src/tools/autoplay.js';
import { connectAs, tempDir } from './helpers.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const dataDir = tempDir();
const children: ChildProcess[] = [];
/** What the processes logged (warnings and above). */
let logged = '';
beforeAll(() => {
  const built = spawnSync(process.execPath, ['apps/server/build.mjs'], { cwd: root, encoding: 'utf8' });
  expect(built.status, built.stderr).toBe(0);
});
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

/** Start `npm start`'s server (without the web build) and wait for its address line. */
function startChild(port: number, checkpointMs = '0'): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['apps/server/dist/main.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SQLITE_CHECKPOINT_MS: checkpointMs,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 60_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      logged += d.toString();
      const m = /served at (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1]! });
      }
    });
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
}

it('survives SIGKILL mid-game: acknowledged moves kept, clients and the bot finish', async () => {
  const port = await freePort();
  let { child, url } = await startChild(port, '50');
  const ws = `${url.replace('http', 'ws')}ws`;
  const guests: GuestResponse[] = [await newGuest(url, 'Kim'), await newGuest(url, 'Lou')];
  let clients: GameClient[] = await Promise.all(guests.map((g, i) => connectAs(ws, g, `p${i}`)));
  const created = await clients[0]!.request({
    type: 'create',
    preset: 'winter',
    seats: [{ kind: 'me' }, { kind: 'open' }, { kind: 'bot', bot: 'greedy', level: 1 }],
    visibility: 'public',
    clock: { kind: 'none' },
  });
  const table = resultOf(created).table;
  await clients[1]!.request({ type: 'join', table, seat: 1 });
  for (const c of clients) await c.request({ type: 'watch', table });
  const acknowledged = new Map<number, string>();
  const pendingMoves = new Map<number, string>();
  const random = seededRandom(11);
  const play = (c: GameClient, seat: number) =>
    autoplay(c, table, seat, {
      choose: (legal) => {
        const move = randomPick(random)(legal);
        const version = c.states.get(table)!.view!.version;
        pendingMoves.set(version + 1, move);
        return move;
      },
    });
  // Record acknowledgements from the replies themselves.
  for (const c of clients)
    c.listen((f) => {
      // Only a move's reply has a version.
      if (f.type === 'reply' && 'version' in f.result) {
        const v = f.result.version;
        acknowledged.set(v, pendingMoves.get(v)!);
      }
    });
  clients.forEach((c, i) => {
    play(c, i);
  });
  await clients[0]!.request({ type: 'start', table });
  await clients[0]!.until(() => acknowledged.size >= 25, 60_000, '25 acknowledged moves');

  child.kill('SIGKILL');
  await new Promise((r) => child.once('exit', r));
  const seen = clients.map((c) => c.lastSeq.get(table) ?? 0);
  const acked = new Map(acknowledged);
  ({ child, url } = await startChild(port));

  clients = await Promise.all(guests.map((g, i) => connectAs(ws, g, `q${i}`)));
  for (const [i, c] of clients.entries())
    expect((await c.request({ type: 'watch', table, since: seen[i]! })).ok).toBe(true);
  const moves = clients[0]!.states.get(table)!.view!.moves;
  for (const [version, move] of acked) expect(moves[version - 1]).toBe(move);
  expect(moves.length).toBeGreaterThanOrEqual(Math.max(...acked.keys()));

  clients.forEach((c, i) => {
    play(c, i);
  });
  await Promise.all(
    clients.map((c) => c.until(() => c.states.get(table)?.status === 'finished', 100_000, 'the end')),
  );
  const record = await fetch(new URL(`/api/tables/${table}/record`, url));
  expect(record.status).toBe(200);
  // The bot played from the built worker: no move of its was a fallback for a failed search.
  expect(logged).not.toContain('fallback');
  await Promise.all(clients.map((c) => c.close()));
  child.kill('SIGTERM');
});
