/**
 * What a process that does not serve a table costs: it holds every table another process opened
 * (for the lobby) and only notes their writes; it reads a table again only when someone follows
 * it there, and leaves its lease to the processes serving it. Three real processes on PostgreSQL and Redis; runs whenever both
 * answer, and always in CI.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { GameClient, newGuest, resultOf } from '../src/tools/client.js';
import { autoplay, randomPick, seededRandom } from '../src/tools/autoplay.js';
import { addMetrics } from '../src/tools/loadtest-traffic.js';
import { connectAs } from './helpers.js';
import { killHard, startServerProcess, waitFor, type ServerProcess } from './processes.js';
import { dropSchema, freshSchema, POSTGRES_URL, REDIS_URL, servicesFor } from './services.js';

const run = await servicesFor('postgres', 'redis');
const schema = freshSchema();
const started: ServerProcess[] = [];

afterAll(async () => {
  for (const p of started) await killHard(p);
  if (run) await dropSchema(schema);
});

/** A figure of a process's `/metrics` (`carcassonne_<name>`). */
async function figure(p: ServerProcess, name: string): Promise<number> {
  const text = await fetch(new URL('/metrics', p.url)).then((r) => r.text());
  const read: Record<string, number> = {};
  addMetrics(text, [name], read);
  return read[name] ?? Number.NaN;
}

describe.skipIf(!run)('a process that does not serve a table', () => {
  it('notes the moves of a game played through two others, without reading the database for each or taking its lease', async () => {
    const prefix = `test-${randomBytes(4).toString('hex')}:`;
    const env = {
      DATABASE_URL: POSTGRES_URL,
      DATABASE_SCHEMA: schema,
      REDIS_URL,
      REDIS_PREFIX: prefix,
      LEASE_MS: '600',
    };
    const [a, b, c] = await Promise.all([0, 1, 2].map(() => startServerProcess(env)));
    started.push(a!, b!, c!);
    const guests = [await newGuest(a!.url, 'Ann'), await newGuest(b!.url, 'Ben')];
    const players = [await connectAs(a!.ws, guests[0]!, 'a0'), await connectAs(b!.ws, guests[1]!, 'b1')];
    const created = await players[0]!.request({
      type: 'create',
      preset: 'classic',
      seats: [{ kind: 'me' }, { kind: 'open' }],
      visibility: 'public',
      clock: { kind: 'none' },
      testTiles: 30,
    });
    const table = resultOf(created).table;
    expect((await players[1]!.request({ type: 'join', table, seat: 1 })).ok).toBe(true);
    for (const p of players) expect((await p.request({ type: 'watch', table })).ok).toBe(true);
    await players[0]!.until(
      () => players[0]!.states.get(table)?.seats[1]?.kind === 'human',
      30_000,
      'the join',
    );
    await waitFor(
      async () => (await figure(c!, 'tables')) >= 1,
      30_000,
      'the table held by the third process',
    );
    const before = await figure(c!, 'postgres_requests');
    const random = seededRandom(7);
    // A little thought a move: instant moves can end the game before the lease is first read.
    const stops = players.map((p, seat) =>
      autoplay(p, table, seat, { choose: randomPick(random), thinkMs: 20 }),
    );
    expect((await players[0]!.request({ type: 'start', table })).ok).toBe(true);
    const finished = (p: GameClient) => p.states.get(table)?.status === 'finished';
    // Who runs the table's bots and timers while it is played: a process serving it, never the third.
    const redis = new Redis(REDIS_URL);
    const holders = new Set<string>();
    while (!players.every(finished)) {
      const holder = await redis.get(`${prefix}lease:${table}`);
      if (holder && !players.every(finished)) holders.add(holder.split(':')[1]!);
      await new Promise((r) => setTimeout(r, 50));
    }
    redis.disconnect();
    for (const stop of stops) stop();
    expect(holders.size).toBeGreaterThan(0);
    expect(
      [...holders].filter((pid) => pid !== String(a!.child.pid) && pid !== String(b!.child.pid)),
    ).toEqual([]);
    const moves = (players[0]!.events.get(table) ?? []).filter((e) => e.event.kind === 'move').length;
    expect(moves).toBeGreaterThan(20);
    // Its own rounds (leases, presence) read a little; a reading of the table per move would be five statements each.
    expect((await figure(c!, 'postgres_requests')) - before).toBeLessThan(moves / 4);
    // Followed there at last, it reads the table and shows the game as the players saw it end.
    const spectator = await GameClient.connect(c!.ws, 'spec');
    expect((await spectator.request({ type: 'watch', table })).ok).toBe(true);
    await spectator.until(() => finished(spectator), 30_000, 'the finished table');
    const view = (p: GameClient) => JSON.stringify(p.states.get(table)?.view);
    expect(view(spectator)).toEqual(view(players[0]!));
    expect(spectator.states.get(table)?.view?.version).toBe(moves);
    await Promise.all([...players, spectator].map((p) => p.close()));
  }, 120_000);
});
