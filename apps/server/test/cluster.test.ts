/**
 * Several real server processes sharing PostgreSQL and Redis, and the faults they survive: a
 * process killed mid-game, Redis away, PostgreSQL away, the same move at two processes at once.
 * Runs whenever both services answer, and always in CI (where a missing service fails it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { GuestResponse, SeatSpec } from '@carcassonne/protocol';
import { GameClient, newGuest, resultOf } from '../src/tools/client.js';
import { autoplay, randomPick, seededRandom } from '../src/tools/autoplay.js';
import { connectAs } from './helpers.js';
import {
  CuttableProxy,
  freePort,
  killHard,
  startServerProcess,
  waitFor,
  type ServerProcess,
} from './processes.js';
import { adminQuery, dropSchema, freshSchema, POSTGRES_URL, REDIS_URL, servicesFor } from './services.js';

const run = await servicesFor('postgres', 'redis');
const schema = freshSchema();
const prefix = `test-${randomBytes(4).toString('hex')}:`;
const LEASE_MS = 1500;
const started: ServerProcess[] = [];
const redisChildren: ChildProcess[] = [];

const env = (extra: Record<string, string> = {}): Record<string, string> => ({
  DATABASE_URL: POSTGRES_URL,
  DATABASE_SCHEMA: schema,
  REDIS_URL,
  REDIS_PREFIX: prefix,
  LEASE_MS: String(LEASE_MS),
  ...extra,
});

async function serve(extra: Record<string, string> = {}, port = 0): Promise<ServerProcess> {
  const p = await startServerProcess(env(extra), port);
  started.push(p);
  return p;
}

afterAll(async () => {
  for (const p of started) await killHard(p);
  for (const r of redisChildren) r.kill('SIGKILL');
  if (run) await dropSchema(schema);
});

/** The moves stored for a table, in order (straight from the database). */
async function storedMoves(table: string): Promise<string[]> {
  const r = await adminQuery(
    `SELECT move FROM ${schema}.events WHERE table_id = $1 AND move_number IS NOT NULL ORDER BY seq`,
    [table],
  );
  return r.rows.map((row: { move: string }) => row.move);
}

/** Every acknowledged move (by version), recorded from the replies themselves. */
function acknowledgements() {
  const acked = new Map<number, string>();
  const sent = new Map<string, string>();
  return {
    acked,
    /** Autoplay for `seat`, noting each move it sends and each acknowledgement. */
    play(client: GameClient, table: string, seat: number, seed: number): () => void {
      const random = seededRandom(seed);
      const stopListening = client.listen((f) => {
        if (f.type !== 'reply') return;
        const version = 'version' in f.result ? f.result.version : undefined;
        const move = sent.get(`${client.prefix}:${String(f.replyTo)}`);
        if (typeof version === 'number' && move !== undefined) acked.set(version, move);
      });
      const stopPlaying = autoplay(client, table, seat, {
        choose: (legal) => {
          const move = randomPick(random)(legal);
          // The id the client is about to use for this request.
          sent.set(`${client.prefix}:${client.prefix}-${nextIdOf(client)}`, move);
          return move;
        },
      });
      return () => {
        stopListening();
        stopPlaying();
      };
    },
  };
}

/** GameClient numbers its request ids `<prefix>-<n>`; the next n is one past the highest sent. */
function nextIdOf(client: GameClient): number {
  return (client as unknown as { nextId: number }).nextId;
}

/** One client has its decision due, every client sees the same version, no request in flight. */
function isSettled(clients: readonly GameClient[], table: string): boolean {
  const version = (c: GameClient) => c.states.get(table)?.view?.version;
  const idle = (c: GameClient) => (c as unknown as { pending: Map<string, unknown> }).pending.size === 0;
  return (
    clients.every(idle) &&
    clients.some((c) => c.legalNow(table).length > 0) &&
    clients.every((c) => version(c) === version(clients[0]!))
  );
}

async function settled(clients: readonly GameClient[], table: string): Promise<void> {
  await waitFor(() => isSettled(clients, table), 30_000, 'a settled turn');
}

/** The due player's move, asked again while the database refuses it (`storage-failed` only). */
async function playDueMove(
  clients: readonly GameClient[],
  table: string,
  acked: Map<number, string>,
): Promise<void> {
  await settled(clients, table);
  const due = clients.find((c) => c.legalNow(table).length > 0)!;
  const version = due.states.get(table)!.view!.version;
  const move = due.legalNow(table)[0]!;
  for (let attempt = 0; attempt < 100; attempt++) {
    const answer = await due.request({ type: 'move', table, move, version });
    if (answer.ok) {
      acked.set(version + 1, move);
      return;
    }
    expect(answer.code).toBe('storage-failed');
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the database never accepted the move again');
}

const finished = (c: GameClient, table: string) => c.states.get(table)?.status === 'finished';

/** `kill -9` of the process holding the table's lease (once there is one); the lease and the other process. */
async function killLeaseHolder(
  redis: Redis,
  table: string,
  processes: readonly [ServerProcess, ServerProcess],
): Promise<{ holder: string; victimIndex: number; survivor: ServerProcess }> {
  let holder: string | null = null;
  await waitFor(
    async () => {
      holder = await redis.get(`${prefix}lease:${table}`);
      return holder !== null;
    },
    30_000,
    'a lease holder',
  );
  const victimIndex = processes.findIndex((p) => holder!.split(':')[1] === String(p.child.pid));
  expect(victimIndex).toBeGreaterThanOrEqual(0);
  await killHard(processes[victimIndex]!);
  return { holder: holder!, victimIndex, survivor: processes[1 - victimIndex]! };
}

async function createTable(host: GameClient, seats: SeatSpec[], testTiles: number): Promise<string> {
  const created = await host.request({
    type: 'create',
    preset: 'classic',
    seats,
    visibility: 'public',
    clock: { kind: 'none' },
    testTiles,
  });
  expect(created.ok, created.code ?? '').toBe(true);
  return resultOf(created).table;
}

describe.skipIf(!run)('several processes (PostgreSQL + Redis)', () => {
  it('two processes: players on different processes play to the end; a spectator sees every move', async () => {
    const [a, b] = await Promise.all([serve(), serve()]);
    const guests = [await newGuest(a.url, 'Ann'), await newGuest(b.url, 'Ben')];
    const c0 = await connectAs(a.ws, guests[0]!, 'a0');
    const c1 = await connectAs(b.ws, guests[1]!, 'b1');
    const table = await createTable(c0, [{ kind: 'me' }, { kind: 'open' }], 30);
    expect((await c1.request({ type: 'join', table, seat: 1 })).ok).toBe(true);
    const spectator = await GameClient.connect(b.ws, 'spec');
    for (const c of [c0, c1, spectator]) expect((await c.request({ type: 'watch', table })).ok).toBe(true);
    await c0.until(
      () => c0.states.get(table)?.seats[1]?.kind === 'human',
      30_000,
      'the join seen on the other process',
    );
    const log = acknowledgements();
    log.play(c0, table, 0, 1);
    log.play(c1, table, 1, 2);
    expect((await c0.request({ type: 'start', table })).ok).toBe(true);
    await Promise.all([c0, c1, spectator].map((c) => c.until(() => finished(c, table), 100_000, 'the end')));
    const stored = await storedMoves(table);
    expect(stored.length).toBeGreaterThan(20);
    const movesSeen = (c: GameClient) =>
      (c.events.get(table) ?? []).flatMap((e) => (e.event.kind === 'move' ? [e.event.move] : []));
    expect(movesSeen(spectator)).toEqual(stored);
    expect(movesSeen(c0)).toEqual(stored);
    expect(movesSeen(c1)).toEqual(stored);
    const seqs = (spectator.events.get(table) ?? []).map((e) => e.seq);
    expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
    for (const [version, move] of log.acked) expect(stored[version - 1]).toBe(move);
    await Promise.all([c0, c1, spectator].map((c) => c.close()));
    await Promise.all([killHard(a), killHard(b)]);
  });

  it('kill -9 of the process holding a table: clients move to the other one, nothing lost or doubled, its bot is taken over', async () => {
    const [a, b] = await Promise.all([serve(), serve()]);
    const guests = [await newGuest(a.url, 'Cy'), await newGuest(b.url, 'Di')];
    const clients: GameClient[] = [
      await connectAs(a.ws, guests[0]!, 'k0'),
      await connectAs(b.ws, guests[1]!, 'k1'),
    ];
    const table = await createTable(
      clients[0]!,
      [{ kind: 'me' }, { kind: 'open' }, { kind: 'bot', bot: 'greedy', level: 1 }],
      36,
    );
    expect((await clients[1]!.request({ type: 'join', table, seat: 1 })).ok).toBe(true);
    for (const c of clients) expect((await c.request({ type: 'watch', table })).ok).toBe(true);
    await clients[0]!.until(
      () => clients[0]!.states.get(table)?.seats[1]?.kind === 'human',
      30_000,
      'the join seen',
    );
    const log = acknowledgements();
    let stops = clients.map((c, i) => log.play(c, table, i, 10 + i));
    expect((await clients[0]!.request({ type: 'start', table })).ok).toBe(true);
    await clients[0]!.until(() => log.acked.size >= 6, 60_000, '6 acknowledged moves');

    // The lease is taken at the first lease round after the start (every LEASE_MS / 3).
    const redis = new Redis(REDIS_URL);
    const { holder, victimIndex, survivor } = await killLeaseHolder(redis, table, [a, b]);
    const seqAtKill = Math.max(...clients.map((c) => c.lastSeq.get(table) ?? 0));

    // The victim's clients come back through the survivor, from the last seq they saw.
    for (const s of stops) s();
    const moved = clients.map((c, i) => (i === victimIndex ? c : null));
    for (const [i, c] of moved.entries()) {
      if (!c) continue;
      const fresh = await connectAs(survivor.ws, guests[i]!, `r${i}`);
      expect((await fresh.request({ type: 'watch', table, since: c.lastSeq.get(table) ?? 0 })).ok).toBe(true);
      clients[i] = fresh;
    }
    stops = clients.map((c, i) => log.play(c, table, i, 20 + i));
    await Promise.all(clients.map((c) => c.until(() => finished(c, table), 100_000, 'the end')));
    const stored = await storedMoves(table);
    for (const [version, move] of log.acked) expect(stored[version - 1]).toBe(move);
    // The bot kept playing after the kill: the survivor took its lease over.
    const botMovesAfter = await adminQuery(
      `SELECT COUNT(*)::int AS n FROM ${schema}.events WHERE table_id = $1 AND move_number IS NOT NULL AND user_id IS NULL AND seq > $2`,
      [table, seqAtKill],
    );
    expect((botMovesAfter.rows[0] as { n: number }).n).toBeGreaterThan(0);
    expect((await redis.get(`${prefix}lease:${table}`)) ?? '').not.toBe(holder);
    redis.disconnect();
    for (const s of stops) s();
    await Promise.all(clients.map((c) => c.close()));
    await killHard(survivor);
  });

  it("kill -9 of the process holding a table's lease: the other takes its move clock over and the timeout fires there", async () => {
    const [a, b] = await Promise.all([serve(), serve()]);
    const guests = [await newGuest(a.url, 'Kim'), await newGuest(b.url, 'Lou')];
    const clients = [await connectAs(a.ws, guests[0]!, 't0'), await connectAs(b.ws, guests[1]!, 't1')];
    // A move clock long enough for the kill and the takeover to happen first; absence never hands over here.
    const created = await clients[0]!.request({
      type: 'create',
      preset: 'classic',
      seats: [{ kind: 'me' }, { kind: 'open' }],
      visibility: 'public',
      clock: { kind: 'move', seconds: 10 },
      grace: 3600,
      testTiles: 30,
    });
    expect(created.ok, created.code ?? '').toBe(true);
    const table = resultOf(created).table;
    expect((await clients[1]!.request({ type: 'join', table, seat: 1 })).ok).toBe(true);
    for (const c of clients) expect((await c.request({ type: 'watch', table })).ok).toBe(true);
    await clients[0]!.until(
      () => clients[0]!.states.get(table)?.seats[1]?.kind === 'human',
      30_000,
      'the join seen',
    );
    expect((await clients[0]!.request({ type: 'start', table })).ok).toBe(true);
    const actor = () => clients[0]!.states.get(table)?.actor;
    await clients[0]!.until(() => actor() !== undefined && actor()! >= 0, 30_000, 'the first decision due');
    const due = actor()!;

    const redis = new Redis(REDIS_URL);
    const { holder, victimIndex, survivor } = await killLeaseHolder(redis, table, [a, b]);
    // Nothing timed out before the kill: the clock had not run out at its holder.
    const controls = async () =>
      (
        await adminQuery(`SELECT seq, body FROM ${schema}.events WHERE table_id = $1 ORDER BY seq`, [table])
      ).rows
        .map((r: { seq: number; body: string }) => ({
          seq: r.seq,
          event: JSON.parse(r.body) as { kind: string; seat?: number; by?: string; reason?: string },
        }))
        .filter((e) => e.event.kind === 'control');
    expect(await controls()).toEqual([]);

    // The survivor's player sees the due seat handed to a bot for running out of time, and the bot plays it.
    const watcher = clients[1 - victimIndex]!;
    const seen = () => (watcher.events.get(table) ?? []).map((e) => e.event);
    await watcher.until(
      () => seen().some((e) => e.kind === 'control'),
      60_000,
      'the timeout at the survivor',
    );
    expect(seen().find((e) => e.kind === 'control')).toEqual({
      kind: 'control',
      seat: due,
      by: 'bot',
      reason: 'timeout',
    });
    await watcher.until(
      () => seen().some((e) => e.kind === 'move' && e.by === 'bot' && e.seat === due),
      60_000,
      'the substitute bot moving',
    );
    expect((await controls()).map((e) => e.event)).toEqual([
      { kind: 'control', seat: due, by: 'bot', reason: 'timeout' },
    ]);
    expect(await redis.get(`${prefix}lease:${table}`)).not.toBe(holder);
    expect((await redis.get(`${prefix}lease:${table}`))?.split(':')[1]).toBe(String(survivor.child.pid));
    redis.disconnect();
    await Promise.all(clients.map((c) => c.close()));
    await killHard(survivor);
  });

  it('Redis away mid-game: no acknowledged move lost; clients catch up by seq when it returns', async () => {
    const redisPort = await freePort();
    const startRedis = () => {
      const child = spawn(
        'redis-server',
        ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      redisChildren.push(child);
      return child;
    };
    let redisChild = startRedis();
    const redisUrl = `redis://127.0.0.1:${redisPort}`;
    const redisReady = async () => {
      const probe = new Redis(redisUrl, { retryStrategy: (n: number) => (n > 100 ? null : 100) });
      probe.on('error', () => undefined);
      await probe.ping();
      probe.disconnect();
    };
    await redisReady();
    const [a, b] = await Promise.all([serve({ REDIS_URL: redisUrl }), serve({ REDIS_URL: redisUrl })]);
    const guests = [await newGuest(a.url, 'Ed'), await newGuest(b.url, 'Flo')];
    const clients = [await connectAs(a.ws, guests[0]!, 'x0'), await connectAs(b.ws, guests[1]!, 'x1')];
    const table = await createTable(clients[0]!, [{ kind: 'me' }, { kind: 'open' }], 30);
    expect((await clients[1]!.request({ type: 'join', table, seat: 1 })).ok).toBe(true);
    for (const c of clients) expect((await c.request({ type: 'watch', table })).ok).toBe(true);
    await clients[0]!.until(
      () => clients[0]!.states.get(table)?.seats[1]?.kind === 'human',
      30_000,
      'the join seen',
    );
    const log = acknowledgements();
    let stops = clients.map((c, i) => log.play(c, table, i, 30 + i));
    expect((await clients[0]!.request({ type: 'start', table })).ok).toBe(true);
    await waitFor(() => log.acked.size >= 6, 60_000, '6 acknowledged moves');
    for (const s of stops) s();
    await settled(clients, table);

    redisChild.kill('SIGKILL');
    await new Promise((r) => redisChild.once('exit', r));
    // The player due moves on its own process while Redis is away: stored and acknowledged.
    const due = clients.find((c) => c.legalNow(table).length > 0)!;
    const version = due.states.get(table)!.view!.version;
    const move = due.legalNow(table)[0]!;
    const answer = await due.request({ type: 'move', table, move, version });
    expect(answer.ok, `${answer.code}: ${JSON.stringify(answer.frame)}`).toBe(true);
    log.acked.set(version + 1, move);
    expect((await storedMoves(table))[version]).toBe(move);
    stops = clients.map((c, i) => log.play(c, table, i, 35 + i));

    redisChild = startRedis();
    await redisReady();
    await Promise.all(
      clients.map((c) => c.until(() => finished(c, table), 100_000, 'the end after Redis returned')),
    );
    const stored = await storedMoves(table);
    for (const [version, move] of log.acked) expect(stored[version - 1]).toBe(move);
    for (const s of stops) s();
    await Promise.all(clients.map((c) => c.close()));
    await Promise.all([killHard(a), killHard(b)]);
  });

  it('PostgreSQL away and back: moves in the window are refused (storage-failed), nothing half-written, play resumes', async () => {
    const target = new URL(POSTGRES_URL);
    const proxy = await CuttableProxy.open({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(POSTGRES_URL);
    viaProxy.port = String(proxy.port);
    const a = await serve({ DATABASE_URL: viaProxy.toString() });
    const guests = [await newGuest(a.url, 'Gus'), await newGuest(a.url, 'Hal')];
    const clients = [await connectAs(a.ws, guests[0]!, 'g0'), await connectAs(a.ws, guests[1]!, 'g1')];
    const table = await createTable(clients[0]!, [{ kind: 'me' }, { kind: 'open' }], 30);
    expect((await clients[1]!.request({ type: 'join', table, seat: 1 })).ok).toBe(true);
    for (const c of clients) expect((await c.request({ type: 'watch', table })).ok).toBe(true);
    const log = acknowledgements();
    let stops = clients.map((c, i) => log.play(c, table, i, 40 + i));
    expect((await clients[0]!.request({ type: 'start', table })).ok).toBe(true);
    await clients[0]!.until(() => log.acked.size >= 6, 60_000, '6 acknowledged moves');
    for (const s of stops) s();
    const version = () => clients[0]!.states.get(table)!.view!.version;
    await settled(clients, table);
    const dueIndex = clients.findIndex((c) => c.legalNow(table).length > 0);
    const due = clients[dueIndex]!;
    const storedBefore = await storedMoves(table);
    const lastSeqBefore = (
      await adminQuery(`SELECT MAX(seq)::int AS s FROM ${schema}.events WHERE table_id = $1`, [table])
    ).rows[0] as { s: number };

    await proxy.cut();
    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await due.request({
        type: 'move',
        table,
        move: due.legalNow(table)[0]!,
        version: version(),
      });
      expect(refused.code).toBe('storage-failed');
      expect(refused.frame.type).toBe('error');
    }
    // Nothing half-written: the same moves and events as before the window.
    expect(await storedMoves(table)).toEqual(storedBefore);
    expect(
      (await adminQuery(`SELECT MAX(seq)::int AS s FROM ${schema}.events WHERE table_id = $1`, [table]))
        .rows[0],
    ).toEqual(lastSeqBefore);

    await proxy.restore();
    // The pool reconnects; the first attempts may still meet a dead connection (refused too).
    await playDueMove(clients, table, log.acked);
    // Backends terminated under the server (pg_terminate_backend): refused at worst, then fine.
    await settled(clients, table);
    await adminQuery(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1`, [
      `carcassonne:${schema}`,
    ]);
    // To the end by hand: any move refused while the pool replaces its dead connections is asked again.
    stops = [];
    while (!clients.every((c) => finished(c, table))) {
      await waitFor(
        () => clients.every((c) => finished(c, table)) || isSettled(clients, table),
        30_000,
        'a settled turn or the end',
      );
      if (!clients.every((c) => finished(c, table))) await playDueMove(clients, table, log.acked);
    }
    const stored = await storedMoves(table);
    for (const [v, move] of log.acked) expect(stored[v - 1]).toBe(move);
    for (const s of stops) s();
    await Promise.all(clients.map((c) => c.close()));
    await killHard(a);
    await proxy.cut();
  });

  it('the same move sent to two processes at the same moment: exactly one is applied', async () => {
    const [a, b] = await Promise.all([serve(), serve()]);
    const guests: GuestResponse[] = [await newGuest(a.url, 'Ida'), await newGuest(b.url, 'Jo')];
    const onA = await connectAs(a.ws, guests[0]!, 'ia');
    const onB = await connectAs(b.ws, guests[0]!, 'ib');
    const other = await connectAs(b.ws, guests[1]!, 'jo');
    const table = await createTable(onA, [{ kind: 'me' }, { kind: 'open' }], 30);
    expect((await other.request({ type: 'join', table, seat: 1 })).ok).toBe(true);
    for (const c of [onA, onB, other]) expect((await c.request({ type: 'watch', table })).ok).toBe(true);
    await onA.until(() => onA.states.get(table)?.seats[1]?.kind === 'human', 30_000, 'the join seen');
    expect((await onA.request({ type: 'start', table })).ok).toBe(true);
    const random = seededRandom(7);
    for (let round = 0; round < 6; round++) {
      await onA.until(() => onA.legalNow(table).length > 0, 30_000, 'seat 0 due on A');
      await onB.until(
        () =>
          onB.legalNow(table).length > 0 &&
          onB.states.get(table)!.view!.version === onA.states.get(table)!.view!.version,
        30_000,
        'seat 0 due on B',
      );
      const version = onA.states.get(table)!.view!.version;
      const move = randomPick(random)(onA.legalNow(table));
      const answers = await Promise.all([
        onA.request({ type: 'move', table, move, version }),
        onB.request({ type: 'move', table, move, version }),
      ]);
      expect(answers.filter((x) => x.ok)).toHaveLength(1);
      expect(answers.find((x) => !x.ok)!.code).toBe('stale-state');
      expect((await storedMoves(table)).length).toBe(version + 1);
      await other.until(() => other.legalNow(table).length > 0, 30_000, 'seat 1 due');
      const reply = await other.request({
        type: 'move',
        table,
        move: randomPick(random)(other.legalNow(table)),
        version: other.states.get(table)!.view!.version,
      });
      expect(reply.ok).toBe(true);
    }
    await Promise.all([onA, onB, other].map((c) => c.close()));
    await Promise.all([killHard(a), killHard(b)]);
  });
});
