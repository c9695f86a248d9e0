/**
 * Reconnecting: a client that drops mid-game sends the last seq it saw and receives exactly the
 * events it missed (then the current state), and goes on playing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GameClient } from '../src/tools/client.js';
import { autoplay, randomPick, seededRandom } from '../src/tools/autoplay.js';
import { connectAs, player, startTestServer, type TestServer, twoSeatTable } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

it('a player and a spectator who drop mid-game get exactly what they missed and the game goes on', async () => {
  const a = await player(server, 'Ada');
  const b = await player(server, 'Bea');
  let spectator = await GameClient.connect(server.ws, 'spec');
  const table = await twoSeatTable(a.client, b.client, 'modern', [a.client, b.client, spectator]);
  const random = seededRandom(7);
  autoplay(a.client, table, 0, { choose: randomPick(random) });
  const stopB = autoplay(b.client, table, 1, { choose: randomPick(random) });
  await a.client.request({ type: 'start', table });
  const version = (c: GameClient) => c.states.get(table)?.view?.version ?? 0;
  await a.client.until(() => version(a.client) >= 10, 30_000, 'ten moves');

  // Both drop (no closing handshake), remembering the last seq they saw.
  stopB();
  const bSeen = b.client.lastSeq.get(table)!;
  const spectatorSeen = spectator.lastSeq.get(table)!;
  b.client.kill();
  spectator.kill();
  // Ada plays on until it is Bea's turn again, and the table shows Bea as away.
  await a.client.until(() => {
    const s = a.client.states.get(table)!;
    const seat = s.seats[1]!;
    return s.actor === 1 && seat.kind === 'human' && !seat.connected;
  });
  const missed = a.client.events.get(table)!.filter((e) => e.seq > bSeen);
  expect(missed.length).toBeGreaterThan(0);

  const b2 = await connectAs(server.ws, b.guest, 'bea2');
  const watched = await b2.request({ type: 'watch', table, since: bSeen });
  expect(watched.ok).toBe(true);
  expect(b2.events.get(table)).toEqual(a.client.events.get(table)!.filter((e) => e.seq > bSeen));
  spectator = await GameClient.connect(server.ws, 'spec2');
  await spectator.request({ type: 'watch', table, since: spectatorSeen });
  expect(spectator.events.get(table)).toEqual(
    a.client.events.get(table)!.filter((e) => e.seq > spectatorSeen),
  );
  // The state after the catch-up is the current one, with Bea back.
  expect(b2.states.get(table)!.view).toEqual(a.client.states.get(table)!.view);

  autoplay(b2, table, 1, { choose: randomPick(random) });
  await Promise.all(
    [a.client, b2, spectator].map((c) =>
      c.until(() => c.states.get(table)?.status === 'finished', 60_000, 'the end'),
    ),
  );
  const full = a.client.events.get(table)!;
  expect(spectator.events.get(table)).toEqual(full.filter((e) => e.seq > spectatorSeen));
  await Promise.all([a.client.close(), b2.close(), spectator.close()]);
});
