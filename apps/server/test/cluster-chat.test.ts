/**
 * Chat in a cluster: lines reach the followers of every process (through Redis, like moves), the
 * host's switch of the spectators' chat holds on every process, deployments on one Redis are
 * separated by REDIS_PREFIX, and the start line names the PostgreSQL database. Runs whenever
 * PostgreSQL and Redis answer, and always in CI (where a missing service fails it).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { Cluster } from '../src/cluster/cluster.js';
import type { ClusterMessage } from '../src/cluster/messages.js';
import { type GameClient, newGuest, resultOf } from '../src/tools/client.js';
import { connectAs } from './helpers.js';
import { killHard, startServerProcess, waitFor, type ServerProcess } from './processes.js';
import { dropSchema, freshSchema, POSTGRES_URL, REDIS_URL, servicesFor } from './services.js';

const run = await servicesFor('postgres', 'redis');
const schema = freshSchema();
const prefix = `test-${randomBytes(4).toString('hex')}:`;
const started: ServerProcess[] = [];

afterAll(async () => {
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

const lines = (c: GameClient) =>
  c.frames.flatMap((f) => (f.type === 'chat' ? f.lines.map((l) => `${f.channel}:${l.text}`) : []));

describe.skipIf(!run)('chat across processes (PostgreSQL + Redis)', () => {
  it('lines reach the followers of their channel on every process; the host’s switch holds on every process', async () => {
    const [a, b] = await Promise.all([serve(), serve()]);
    // The start line names the database in use, not an unused SQLite folder.
    const database = new URL(POSTGRES_URL).pathname.slice(1);
    expect(a.output()).toContain(`(PostgreSQL database ${database} on `);
    expect(a.output()).toContain(`schema ${schema})`);
    expect(a.output()).not.toContain('carcassonne.sqlite');

    const host = await connectAs(a.ws, await newGuest(a.url, 'Ann'), 'ann');
    const guest = await connectAs(b.ws, await newGuest(b.url, 'Ben'), 'ben');
    const fanA = await connectAs(a.ws, await newGuest(a.url, 'Fay'), 'fay');
    const fanB = await connectAs(b.ws, await newGuest(b.url, 'Gus'), 'gus');
    const created = await host.request({
      type: 'create',
      preset: 'classic',
      seats: [{ kind: 'me' }, { kind: 'open' }],
      visibility: 'public',
      clock: { kind: 'none' },
    });
    const table = resultOf(created).table;
    expect((await guest.request({ type: 'join', table, seat: 1 })).ok).toBe(true);
    for (const c of [host, guest, fanA, fanB])
      expect((await c.request({ type: 'watch', table })).ok).toBe(true);

    expect((await host.request({ type: 'chat', table, text: 'hello from a' })).ok).toBe(true);
    expect((await fanB.request({ type: 'chat', table, text: 'cheering from b' })).ok).toBe(true);
    await guest.until(() => lines(guest).includes('players:hello from a'), 30_000, 'the line on b');
    await fanA.until(() => lines(fanA).includes('spectators:cheering from b'), 30_000, 'the line on a');
    expect((await guest.request({ type: 'chat', table, text: 'hi from b' })).ok).toBe(true);
    await host.until(() => lines(host).includes('players:hi from b'), 30_000, 'the answer on a');
    // Each channel stays its own on both processes.
    await fanB.request({ type: 'ping' });
    for (const c of [host, guest]) expect(lines(c).some((l) => l.startsWith('spectators:'))).toBe(false);
    for (const c of [fanA, fanB]) expect(lines(c).some((l) => l.startsWith('players:'))).toBe(false);

    // The host (on a) closes the spectators' chat: refused on b too, once b has the change.
    expect((await host.request({ type: 'spectator-chat', table, on: false })).ok).toBe(true);
    await fanB.until(
      () => fanB.states.get(table)?.settings.spectatorChat === false,
      30_000,
      'the switch seen on b',
    );
    expect((await fanB.request({ type: 'chat', table, text: 'still here?' })).code).toBe('chat-off');
    expect((await fanA.request({ type: 'chat', table, text: 'still here?' })).code).toBe('chat-off');
    await Promise.all([host, guest, fanA, fanB].map((c) => c.close()));
    await Promise.all([killHard(a), killHard(b)]);
  });

  it('a seat taken through one process moves the user’s connections on the other to the players’ chat', async () => {
    const [a, b] = await Promise.all([serve(), serve()]);
    const host = await connectAs(a.ws, await newGuest(a.url, 'Hal'), 'hal');
    const vera = await newGuest(b.url, 'Vera');
    const onB = await connectAs(b.ws, vera, 'vb');
    const onA = await connectAs(a.ws, vera, 'va');
    const table = resultOf(
      await host.request({
        type: 'create',
        preset: 'classic',
        seats: [{ kind: 'me' }, { kind: 'open' }],
        visibility: 'public',
        clock: { kind: 'none' },
      }),
    ).table;
    await host.request({ type: 'watch', table });
    expect((await host.request({ type: 'chat', table, text: 'players here' })).ok).toBe(true);
    const watched = await onB.request({ type: 'watch', table });
    expect(watched.ok && watched.result.channel).toBe('spectators');
    expect((await onA.request({ type: 'join', table, seat: 1 })).ok).toBe(true);
    await onB.until(() => lines(onB).includes('players:players here'), 30_000, 'the players’ lines on b');
    await Promise.all([host, onA, onB].map((c) => c.close()));
    await Promise.all([killHard(a), killHard(b)]);
  });

  it('REDIS_PREFIX separates deployments on one Redis (channels as well as keys)', async () => {
    const quiet = { warn: () => undefined };
    const ours = `${prefix}one:`;
    const theirs = `${prefix}two:`;
    const sender = new Cluster(REDIS_URL, ours, 1500, quiet);
    const sameDeployment = new Cluster(REDIS_URL, ours, 1500, quiet);
    const otherDeployment = new Cluster(REDIS_URL, theirs, 1500, quiet);
    const got = { same: [] as ClusterMessage[], other: [] as ClusterMessage[] };
    const noCatchUp = () => undefined;
    await sender.start({ message: () => undefined, reconnected: noCatchUp });
    await sameDeployment.start({ message: (m) => got.same.push(m), reconnected: noCatchUp });
    await otherDeployment.start({ message: (m) => got.other.push(m), reconnected: noCatchUp });
    for (let i = 0; i < 3; i++) sender.publish({ kind: 'table', origin: sender.processId, table: `t${i}` });
    await waitFor(() => got.same.length === 3, 10_000, 'the messages in the same deployment');
    // A message sent after them in the other deployment arrives; ours never did.
    const otherSender = new Cluster(REDIS_URL, theirs, 1500, quiet);
    await otherSender.start({ message: () => undefined, reconnected: noCatchUp });
    otherSender.publish({ kind: 'table', origin: otherSender.processId, table: 'theirs' });
    await waitFor(() => got.other.length > 0, 10_000, 'the other deployment’s own message');
    expect(got.other.map((m) => (m.kind === 'table' ? m.table : m.kind))).toEqual(['theirs']);
    expect(await sender.claim('t0')).toBe(true);
    expect(await otherDeployment.claim('t0')).toBe(true);
    await Promise.all([sender, sameDeployment, otherDeployment, otherSender].map((c) => c.close()));
  });
});
