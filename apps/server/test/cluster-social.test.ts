/**
 * Quick games and friends across two server processes (in-process servers sharing PostgreSQL
 * and Redis): one queue for both, nobody seated twice whichever process pairs, a disconnect
 * leaves the shared queue; presence, challenges and their answers reach the other process; two
 * rematch requests on two processes at once make one table.
 * Runs whenever PostgreSQL and Redis answer, and always in CI (where a missing service fails it).
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Challenge, ServerMessage } from '@carcassonne/protocol';
import { rematchOpener } from '../src/tables/table-host.js';
import type { OpenTable } from '../src/tables/table-endings.js';
import { resultOf } from '../src/tools/client.js';
import { openStorage } from '../src/server.js';
import {
  connectAs,
  openTable,
  player,
  startTestServer,
  testConfig,
  tempDir,
  type Player,
  type TestServer,
} from './helpers.js';
import { seedRatings } from './seed-ratings.js';
import { gate } from './gate.js';
import { waitFor } from './processes.js';
import { dropSchema, freshSchema, POSTGRES_URL, REDIS_URL, servicesFor } from './services.js';

const run = await servicesFor('postgres', 'redis');
const schema = freshSchema();
const prefix = `test-${randomBytes(4).toString('hex')}:`;
const servers: TestServer[] = [];

const config = {
  databaseUrl: POSTGRES_URL,
  databaseSchema: schema,
  redisUrl: REDIS_URL,
  redisPrefix: prefix,
  leaseMs: 1500,
};

beforeAll(async () => {
  if (!run) return;
  // One after the other: the first creates the schema.
  servers.push(await startTestServer({ config }));
  servers.push(await startTestServer({ config }));
});
afterAll(async () => {
  for (const s of servers) await s.stop();
  if (run) await dropSchema(schema);
});

type Seated = Extract<ServerMessage, { type: 'quick-seated' }>;
const seatedFrames = (p: Player): Seated[] =>
  p.client.frames.filter((f): f is Seated => f.type === 'quick-seated');
type Pushed = Extract<ServerMessage, { type: 'challenge' }>;
const challenges = (p: Player): Challenge[] =>
  p.client.frames.filter((f): f is Pushed => f.type === 'challenge').map((f) => f.challenge);
const quick = {
  type: 'quick' as const,
  preset: 'classic',
  players: 2,
  clock: { kind: 'none' as const },
  rated: true,
};

describe.skipIf(!run)('quick games and friends across processes', () => {
  it('one queue: 20 players on two processes, each seated once, with a partner of the other process', async () => {
    const [a, b] = servers as [TestServer, TestServer];
    const pairs: [Player, Player][] = [];
    for (let k = 0; k < 10; k++) {
      const here = await player(a, `A${k}`);
      const there = await player(b, `B${k}`);
      const rows = [here, there].map((p) => ({ user: p.guest.user.id, rating: 1000 + 400 * k, games: 5 }));
      await seedRatings(a.storage, rows);
      pairs.push([here, there]);
    }
    const everyone = pairs.flat();
    await Promise.all(everyone.map((p) => p.client.request(quick).then(resultOf)));
    for (const p of everyone) await p.client.until(() => seatedFrames(p).length > 0, 20_000, 'seated');
    for (const [here, there] of pairs) {
      expect(seatedFrames(here)).toHaveLength(1);
      expect(seatedFrames(there)).toHaveLength(1);
      const table = seatedFrames(here)[0]!.table;
      expect(seatedFrames(there)[0]!.table).toBe(table);
      const stored = await b.storage.table(table);
      expect(stored?.status).toBe('playing');
      const seated = stored?.seats.flatMap((s) => (s.kind === 'human' ? [s.user] : [])) ?? [];
      expect(seated.sort()).toEqual([here.guest.user.id, there.guest.user.id].sort());
    }
    expect(await a.hub.quick.waiting()).toBe(0);
    // Each seated player follows their table from their own process.
    const [first] = pairs;
    const table = seatedFrames(first![1])[0]!.table;
    expect(resultOf(await first![1].client.request({ type: 'watch', table })).seat).not.toBeNull();
  });

  it('a player who disconnects leaves the shared queue', async () => {
    const [a, b] = servers as [TestServer, TestServer];
    const gone = await player(b, 'Gone');
    resultOf(await gone.client.request({ ...quick, preset: 'winter' }));
    expect(await a.hub.quick.waiting()).toBe(1);
    await gone.client.close();
    await waitFor(async () => (await a.hub.quick.waiting()) === 0, 10_000, 'the queue emptied');
  });

  it('the waits of a process that died are dropped', async () => {
    const [a, b] = servers as [TestServer, TestServer];
    const back = await player(b, 'Back');
    const ghost = { name: 'Ghost', username: null, rating: 1500, since: 0, process: 'a-process-gone' };
    const choice = { preset: 'the-city', players: 2, clock: { kind: 'none' }, rated: true };
    const redis = new Redis(REDIS_URL);
    await redis.hset(
      `${prefix}quick:queue`,
      back.guest.user.id,
      JSON.stringify({ ...ghost, user: back.guest.user.id, choice, token: 'old-wait' }),
      'someone-gone',
      JSON.stringify({ ...ghost, user: 'someone-gone', choice, token: 'other-wait' }),
    );
    // Back queued through a process that died: queueing again is allowed; the other ghost is dropped.
    resultOf(await back.client.request({ ...quick, preset: 'winter' }));
    expect(await a.hub.quick.waiting()).toBe(1);
    expect(await redis.hkeys(`${prefix}quick:queue`)).toEqual([back.guest.user.id]);
    resultOf(await back.client.request({ type: 'quick-cancel' }));
    redis.disconnect();
  });

  it('presence and challenges reach the other process', async () => {
    const [a, b] = servers as [TestServer, TestServer];
    const ann = await player(a, 'Ann');
    const ben = await player(b, 'Ben');
    resultOf(await ann.client.request({ type: 'follow', user: ben.guest.user.id, on: true }));
    // Ben is online for the other process once his sign-in is answered (no round of presence needed).
    const { friends } = resultOf(await ann.client.request({ type: 'friends' }));
    expect(friends).toEqual([{ id: ben.guest.user.id, name: 'Ben', online: true, playing: [] }]);
    const sent = resultOf(
      await ann.client.request({
        type: 'challenge',
        user: ben.guest.user.id,
        preset: 'classic',
        clock: { kind: 'none' },
        rated: true,
      }),
    );
    await ben.client.until(
      () => challenges(ben).some((c) => c.id === sent.challenge.id),
      10_000,
      'the challenge',
    );
    const { table } = resultOf(
      await ben.client.request({ type: 'challenge-answer', challenge: sent.challenge.id, accept: true }),
    );
    await ann.client.until(
      () => challenges(ann).some((c) => c.status === 'accepted' && c.table === table),
      10_000,
      'the acceptance',
    );
    expect(resultOf(await ann.client.request({ type: 'watch', table: table! })).seat).toBe(0);
    expect((await a.storage.table(table!))?.status).toBe('playing');
    // Ben (on the other process) leaves and comes back: Ann's page is told each time (to ask
    // `friends` again), not left to its next look.
    const told = () =>
      ann.client.frames.filter((f) => f.type === 'friend-presence' && f.user === ben.guest.user.id).length;
    const before = told();
    await ben.client.close();
    await ann.client.until(() => told() > before, 10_000, 'told Ben left');
    expect(resultOf(await ann.client.request({ type: 'friends' })).friends[0]?.online).toBe(false);
    const back = await connectAs(b.ws, ben.guest, 'Ben');
    await ann.client.until(() => told() > before + 1, 10_000, 'told Ben is back');
    expect(resultOf(await ann.client.request({ type: 'friends' })).friends[0]?.online).toBe(true);
    await back.close();
  });

  it('two rematch requests on two processes at once make one table; the other process withdraws its own', async () => {
    const [a, b] = servers as [TestServer, TestServer];
    // Both play through process a (no wait for the other's writes); each process has the table.
    const ann = await player(a, 'Rema');
    const ben = await player(a, 'Remb');
    const table = await openTable(ann.client, { preset: 'classic' });
    resultOf(await ben.client.request({ type: 'join', table, seat: 1 }));
    resultOf(await ann.client.request({ type: 'start', table }));
    resultOf(await ann.client.request({ type: 'abort', table }));
    const rooms = await Promise.all([a.hub.roomFor(table), b.hub.roomFor(table)]);
    await waitFor(() => rooms.every((r) => r?.currentStatus === 'finished'), 10_000, 'over on both');
    // Both requests pass their checks before either stores anything (each waits for the other).
    let arrived = 0;
    let release = () => {};
    const both = new Promise<void>((resolve) => (release = resolve));
    const gated =
      (open: OpenTable): OpenTable =>
      async (t, name) => {
        if (++arrived === 2) release();
        await both;
        return open(t, name);
      };
    const answers = await Promise.all([
      rooms[0]!.rematch(ann.guest.user, gated(rematchOpener(a.hub, ann.guest.user, null))),
      rooms[1]!.rematch(ben.guest.user, gated(rematchOpener(b.hub, ben.guest.user, null))),
    ]);
    const made = answers.flatMap((x) => (x.ok ? [x.value.table] : []));
    expect(made).toHaveLength(1);
    expect(answers.flatMap((x) => (x.ok ? [] : [x.error.code]))).toEqual(['rematch-taken']);
    // The table the losing process had opened is closed: one open table for the two of them.
    const theirs = (await a.storage.unfinishedTables()).filter((t) =>
      [ann.guest.user.id, ben.guest.user.id].includes(t.host),
    );
    expect(theirs.map((t) => t.id)).toEqual(made);
    await Promise.all([ann.client.close(), ben.client.close()]);
  });

  it('writes that reach a process while it still reads a table opened elsewhere are applied once it is read', async () => {
    const [a, b] = servers as [TestServer, TestServer];
    const ann = await player(a, 'Loada');
    const cy = await player(a, 'Loadc');
    // Process b reads the new table at once, but holds the snapshot until the writes after it are sent.
    const storage = b.hub.storage;
    const read = storage.table.bind(storage);
    const held = gate();
    storage.table = held.hold(read);
    try {
      const table = await openTable(ann.client, { preset: 'classic' });
      await waitFor(() => held.reached, 10_000, 'b reading the table');
      resultOf(await cy.client.request({ type: 'join', table, seat: 1 }));
      resultOf(await ann.client.request({ type: 'start', table }));
      await new Promise((resolve) => setTimeout(resolve, 200));
      held.release();
      await waitFor(() => b.hub.room(table)?.currentStatus === 'playing', 10_000, 'b sees the start');
      expect(
        b.hub
          .room(table)!
          .summary()
          .seats.map((seat) => seat.kind),
      ).toEqual(['human', 'human']);
    } finally {
      storage.table = read;
      held.release();
    }
    await Promise.all([ann.client.close(), cy.client.close()]);
  });

  it('a process starting while another writes resumes each table as written, not its row from before the write', async () => {
    const [a] = servers as [TestServer];
    const ann = await player(a, 'Resta');
    const cy = await player(a, 'Restc');
    const table = await openTable(ann.client, { preset: 'classic' });
    // A third process lists the unfinished tables, then is held until a seat is taken and the game starts.
    // PostgreSQL: the data folder stays empty (removed when the process stops).
    const dataDir = tempDir();
    const storage = await openStorage(testConfig(dataDir, config));
    const held = gate();
    storage.unfinishedTables = held.hold(storage.unfinishedTables.bind(storage));
    const starting = startTestServer({ config, storage, dataDir });
    try {
      await waitFor(() => held.reached, 10_000, 'the third process listing the tables');
      resultOf(await cy.client.request({ type: 'join', table, seat: 1 }));
      resultOf(await ann.client.request({ type: 'start', table }));
    } finally {
      held.release();
    }
    const c = await starting;
    servers.push({
      ...c,
      stop: () => c.stop().finally(() => rmSync(dataDir, { recursive: true, force: true })),
    });
    await waitFor(
      () => c.hub.room(table)?.currentStatus === 'playing',
      10_000,
      'the third process sees the start',
    );
    expect(
      c.hub
        .room(table)!
        .summary()
        .seats.map((seat) => seat.kind),
    ).toEqual(['human', 'human']);
    await Promise.all([ann.client.close(), cy.client.close()]);
  });
});
