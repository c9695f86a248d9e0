/**
 * Backpressure and the bounds of one connection: a client that asks for catch-ups (`watch` with
 * `since: 0`) and never reads is closed once the frames waiting for it pass the bound (1013, a
 * code it may reconnect on) while everyone else is served; catch-ups are rate-limited; a frame
 * over the protocol's limit is refused by the socket before it is decoded (1009); a flood of
 * refused messages closes the connection (1008) even though the bucket lets a message through now
 * and then; ids with control characters are refused.
 */
import { LIMITS } from '@carcassonne/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { autoplay, randomPick, seededRandom } from '../src/tools/autoplay.js';
import { GameClient } from '../src/tools/client.js';
import { player, startTestServer, twoSeatTable, type TestServer } from './helpers.js';
import { waitFor } from './processes.js';

const BOUND = 64 * 1024;
let server: TestServer;
let table: string;

beforeAll(async () => {
  server = await startTestServer({
    config: {
      sendBufferBytes: BOUND,
      // The flood below is about what waits to be sent, not the message rate.
      rateLimits: { connectionPerSecond: 2000, addressPerSecond: 100_000, addressConnections: 64 },
    },
  });
  // A whole game: its catch-up is every move's event and the final state.
  const a = await player(server, 'Ann');
  const b = await player(server, 'Bob');
  table = await twoSeatTable(a.client, b.client, 'classic');
  const stops = [a, b].map((p, seat) =>
    autoplay(p.client, table, seat, { choose: randomPick(seededRandom(7)) }),
  );
  expect((await a.client.request({ type: 'start', table })).ok).toBe(true);
  await a.client.until(() => a.client.states.get(table)?.status === 'finished', 120_000, 'the game ends');
  for (const stop of stops) stop();
  await Promise.all([a.client.close(), b.client.close()]);
});
afterAll(async () => {
  await server.stop();
});

/** A raw socket that has received the hello, and how it was closed. */
async function rawSocket(): Promise<{ ws: WebSocket; closed: Promise<number> }> {
  const ws = new WebSocket(server.ws);
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('message', () => resolve());
    ws.once('error', reject);
  });
  return { ws, closed };
}

/** The server's own view of its open WebSocket connections. */
const serverSockets = (): Set<WebSocket> =>
  (server.app as unknown as { websocketServer: { clients: Set<WebSocket> } }).websocketServer.clients;

describe('backpressure', () => {
  it('a client that asks for catch-ups and never reads is closed at the bound; others are served', async () => {
    const { ws } = await rawSocket();
    const [ours] = [...serverSockets()].filter((s) => s.readyState === WebSocket.OPEN).slice(-1);
    expect(ours).toBeDefined();
    ws.pause();
    let peak = 0;
    let sent = 0;
    const watcher = await GameClient.connect(server.ws, 'normal');
    // Watches without a catch-up (the state only) and with one (every event again).
    while (ours!.readyState === WebSocket.OPEN && sent < 5000) {
      ws.send(JSON.stringify({ type: 'watch', id: sent, table, ...(sent % 20 === 0 ? { since: 0 } : {}) }));
      sent++;
      if (sent % 50 === 0) {
        await new Promise((r) => setTimeout(r, 5));
        peak = Math.max(peak, ours!.bufferedAmount);
        // A normal client is answered meanwhile.
        expect((await watcher.request({ type: 'ping' })).ok).toBe(true);
      }
    }
    await waitFor(() => ours!.readyState !== WebSocket.OPEN, 10_000, 'the slow reader is closed');
    // What waited for it never passed the bound by more than a frame (a state is under 1 MB).
    expect(peak).toBeLessThan(BOUND + 1024 * 1024);
    ws.resume();
    expect(await new Promise<number>((resolve) => ws.once('close', resolve))).toBe(1013);
    expect((await watcher.request({ type: 'watch', table, since: 0 })).ok).toBe(true);
    await watcher.close();
  });

  it('catch-ups are rate-limited per connection', async () => {
    const c = await GameClient.connect(server.ws, 'catchup');
    const answers = [];
    for (let i = 0; i < 14; i++) answers.push(await c.request({ type: 'watch', table, since: 0 }));
    expect(answers.slice(0, 10).every((a) => a.ok)).toBe(true);
    expect(answers.slice(10).map((a) => a.code)).toContain('rate-limited');
    // Following without a catch-up is not limited by it.
    expect((await c.request({ type: 'watch', table })).ok).toBe(true);
    await c.close();
  });

  it('a frame over the protocol limit is refused before it is read (1009); others go on', async () => {
    const { ws, closed } = await rawSocket();
    const other = await GameClient.connect(server.ws, 'other');
    ws.send(JSON.stringify({ type: 'ping', id: 1, pad: 'x'.repeat(LIMITS.messageBytes) }));
    expect(await closed).toBe(1009);
    expect((await other.request({ type: 'ping' })).ok).toBe(true);
    await other.close();
  });

  it('a flood of refused messages closes the connection (1008), though some get through', async () => {
    const flood = await startTestServer({
      config: { rateLimits: { connectionPerSecond: 20, addressPerSecond: 100_000, addressConnections: 64 } },
    });
    try {
      const ws = new WebSocket(flood.ws);
      const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
      await new Promise<void>((resolve) => ws.once('open', () => resolve()));
      let answered = 0;
      ws.on('message', (data: Buffer) => {
        const f = JSON.parse(data.toString()) as { type: string };
        if (f.type === 'reply') answered++;
      });
      let open = true;
      void closed.then(() => (open = false));
      // About 2,000 messages a second, as the measured flood: tokens come back all the time.
      for (let i = 0; i < 20_000 && open; i++) {
        ws.send(JSON.stringify({ type: 'ping', id: i }));
        if (i % 20 === 0) await new Promise((r) => setTimeout(r, 10));
      }
      expect(await closed).toBe(1008);
      expect(answered).toBeGreaterThan(0);
    } finally {
      await flood.stop();
    }
  });
});
