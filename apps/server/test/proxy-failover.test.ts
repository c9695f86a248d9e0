/**
 * A game played through a reverse proxy in front of two server processes (PostgreSQL + Redis)
 * while one of them is killed: the clients reconnect through the proxy, which sends them to the
 * survivor, and the game goes on to its end with every acknowledged move stored. Runs whenever
 * both services answer, and always in CI.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { GuestResponse } from '@carcassonne/protocol';
import { autoplay, randomPick, seededRandom } from '../src/tools/autoplay.js';
import { type GameClient, newGuest, resultOf } from '../src/tools/client.js';
import { FailoverProxy } from './failover-proxy.js';
import { connectAs } from './helpers.js';
import { killHard, startServerProcess, waitFor, type ServerProcess } from './processes.js';
import { adminQuery, dropSchema, freshSchema, POSTGRES_URL, REDIS_URL, servicesFor } from './services.js';

const run = await servicesFor('postgres', 'redis');
const schema = freshSchema();
const prefix = `test-${randomBytes(4).toString('hex')}:`;
const started: ServerProcess[] = [];
let proxy: FailoverProxy | null = null;

afterAll(async () => {
  await proxy?.close();
  for (const p of started) await killHard(p);
  if (run) await dropSchema(schema);
});

async function serve(): Promise<ServerProcess> {
  const p = await startServerProcess({
    DATABASE_URL: POSTGRES_URL,
    DATABASE_SCHEMA: schema,
    REDIS_URL,
    REDIS_PREFIX: prefix,
    LEASE_MS: '1500',
  });
  started.push(p);
  return p;
}

const portOf = (p: ServerProcess) => Number(new URL(p.url).port);

/** A player through the proxy: signed in, following the table from `since`, playing its seat. */
async function seatedPlayer(
  guest: GuestResponse,
  table: string,
  seat: number,
  since: number,
  acked: Map<number, string>,
): Promise<{ client: GameClient; stop: () => void }> {
  const client = await connectAs(proxy!.ws, guest, `${guest.user.name}${since}`);
  expect((await client.request({ type: 'watch', table, since })).ok).toBe(true);
  const random = seededRandom(seat + since + 1);
  const sent = new Map<number, string>();
  const stop = autoplay(client, table, seat, {
    thinkMs: 60,
    choose: (legal) => {
      const move = randomPick(random)(legal);
      const version = client.legal.get(table)?.version;
      if (version !== undefined) sent.set(version, move);
      return move;
    },
  });
  const stopListening = client.listen((f) => {
    if (f.type !== 'reply' || !('version' in f.result)) return;
    const version = f.result.version;
    const move = sent.get(version - 1);
    if (move !== undefined) acked.set(version, move);
  });
  return {
    client,
    stop: () => {
      stop();
      stopListening();
    },
  };
}

describe.skipIf(!run)('through a reverse proxy', () => {
  it('a game goes on to its end while one of the two processes behind the proxy is killed', async () => {
    const processes = [await serve(), await serve()];
    proxy = await FailoverProxy.open(processes.map((p) => ({ host: '127.0.0.1', port: portOf(p) })));
    const guests = [await newGuest(proxy.url, 'Ida'), await newGuest(proxy.url, 'Jon')];
    const setup = await connectAs(proxy.ws, guests[1]!, 'setup');
    const created = await setup.request({
      type: 'create',
      preset: 'classic',
      seats: [{ kind: 'open' }, { kind: 'me' }],
      visibility: 'public',
      clock: { kind: 'none' },
      testTiles: 30,
    });
    const table = resultOf(created).table;
    await setup.close();
    const acked = new Map<number, string>();
    // Two connections in a row: the proxy sends them to the two processes in turn.
    const players = [
      await seatedPlayer(guests[0]!, table, 0, 0, acked),
      await seatedPlayer(guests[1]!, table, 1, 0, acked),
    ];
    expect((await players[0]!.client.request({ type: 'join', table, seat: 0 })).ok).toBe(true);
    await players[1]!.client.until(
      () => players[1]!.client.states.get(table)?.seats[0]?.kind === 'human',
      30_000,
      'the join seen by the host',
    );
    expect((await players[1]!.client.request({ type: 'start', table })).ok).toBe(true);
    await waitFor(() => acked.size >= 6, 60_000, '6 acknowledged moves');

    const servedBefore = proxy.served[1]!;
    await killHard(processes[0]!);
    // The player connected to the killed process reconnects through the proxy (to the survivor).
    await waitFor(() => players.some((p) => p.client.isClosed), 30_000, 'a dropped connection');
    let reconnected = 0;
    for (const [seat, p] of players.entries()) {
      if (!p.client.isClosed) continue;
      reconnected++;
      p.stop();
      players[seat] = await seatedPlayer(guests[seat]!, table, seat, p.client.lastSeq.get(table) ?? 0, acked);
    }
    // One player was on each process: one dropped, the other played on undisturbed.
    expect(reconnected).toBe(1);
    expect(proxy.served[1]!).toBeGreaterThan(servedBefore);
    expect((await fetch(new URL('/healthz', proxy.url))).status).toBe(200);

    const finished = (c: GameClient) => c.states.get(table)?.status === 'finished';
    await Promise.all(players.map((p) => p.client.until(() => finished(p.client), 120_000, 'the end')));
    const stored = (
      await adminQuery(
        `SELECT move FROM ${schema}.events WHERE table_id = $1 AND move_number IS NOT NULL ORDER BY seq`,
        [table],
      )
    ).rows.map((r: { move: string }) => r.move);
    expect(stored.length).toBeGreaterThan(20);
    for (const [version, move] of acked) expect(stored[version - 1]).toBe(move);
    // The player who never dropped saw every stored move, in order.
    const steady = players.find((p) => (p.client.events.get(table) ?? [])[0]?.seq === 1);
    if (steady) {
      const seen = (steady.client.events.get(table) ?? []).flatMap((e) =>
        e.event.kind === 'move' ? [e.event.move] : [],
      );
      expect(seen).toEqual(stored);
    }
    for (const p of players) p.stop();
    await Promise.all(players.map((p) => p.client.close()));
  }, 240_000);
});
