/**
 * Moderation across processes (PostgreSQL + Redis): a ban or mute given through one process is
 * refused on another at once; a block made through one process hides the chat on another; a line
 * removed through one process leaves the view of followers on another. Runs whenever PostgreSQL
 * and Redis answer, and always in CI.
 */
import type { GuestResponse } from '@carcassonne/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { type GameClient, resultOf } from '../src/tools/client.js';
import { connectAs, player, type TestServer } from './helpers.js';
import { inProcessCluster } from './in-process-cluster.js';
import { servicesFor } from './services.js';

const run = await servicesFor('postgres', 'redis');
const cluster = inProcessCluster(run);
const serve = cluster.serve;

afterAll(() => cluster.stop());
const post = (s: TestServer, path: string, body: unknown) =>
  fetch(new URL(path, s.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const signed = (g: GuestResponse) => ({ user: g.user.id, secret: g.secret });
const lines = (c: GameClient, table: string) =>
  c.frames.flatMap((f) => (f.type === 'chat' && f.table === table ? f.lines.map((l) => l.text) : []));

describe.skipIf(!run)('moderation across processes', () => {
  it('bans, mutes, blocks and removed lines hold on every process', async () => {
    const a = await serve();
    const b = await serve();
    const admin = await player(a, 'Boss');
    expect(
      (
        await post(a, '/api/register', {
          ...signed(admin.guest),
          username: 'boss',
          password: 'a-long-password',
        })
      ).status,
    ).toBe(200);
    let ann = await player(b, 'Ann');
    const bob = await player(a, 'Bob');
    const cat = await player(b, 'Cat');
    const { table } = resultOf(
      await ann.client.request({
        type: 'create',
        preset: 'classic',
        seats: [{ kind: 'me' }, { kind: 'open' }, { kind: 'open' }],
        visibility: 'public',
        clock: { kind: 'none' },
      }),
    );
    resultOf(await bob.client.request({ type: 'join', table, seat: 1 }));
    resultOf(await cat.client.request({ type: 'join', table, seat: 2 }));
    for (const c of [ann.client, bob.client, cat.client]) resultOf(await c.request({ type: 'watch', table }));
    // The game starts first: a block at a table not yet started would part the two players.
    await ann.client.until(
      () => ann.client.states.get(table)?.seats.every((seat) => seat.kind === 'human') === true,
      10_000,
      'every seat taken',
    );
    resultOf(await ann.client.request({ type: 'start', table }));

    // A block made through process B hides Ann's lines from Bob, who follows on process A.
    expect(
      (await post(b, '/api/block', { ...signed(bob.guest), player: ann.guest.user.id, on: true })).status,
    ).toBe(200);
    resultOf(await ann.client.request({ type: 'chat', table, text: 'hidden from bob' }));
    // Cat's line leaves process B after Ann's: once Bob has it, Ann's had its chance to arrive.
    resultOf(await cat.client.request({ type: 'chat', table, text: 'after it' }));
    await bob.client.until(() => lines(bob.client, table).includes('after it'));
    expect(lines(bob.client, table)).not.toContain('hidden from bob');
    expect(
      (await post(b, '/api/block', { ...signed(bob.guest), player: ann.guest.user.id, on: false })).status,
    ).toBe(200);

    // A line said on B, removed through A: gone from the view of Ann on B.
    resultOf(await ann.client.request({ type: 'chat', table, text: 'to remove' }));
    await bob.client.until(() => lines(bob.client, table).includes('to remove'));
    const at = bob.client.frames
      .flatMap((f) => (f.type === 'chat' ? f.lines : []))
      .find((l) => l.text === 'to remove')?.at;
    const line = { table, channel: 'players', author: ann.guest.user.id, at };
    expect(
      (await post(a, '/api/moderation/remove-chat', { ...signed(admin.guest), line, reason: 'rude' })).status,
    ).toBe(200);
    await ann.client.until(() =>
      ann.client.frames.some((f) => f.type === 'chat-removed' && f.table === table),
    );

    // A mute, then a ban, given through A: refused at once on B.
    expect(
      (
        await post(a, '/api/moderation/mute', {
          ...signed(admin.guest),
          target: ann.guest.user.id,
          reason: 'spam',
          minutes: 5,
        })
      ).status,
    ).toBe(200);
    // Told at once on the process she is connected to.
    await ann.client.until(() =>
      ann.client.frames.some((f) => f.type === 'sanction' && f.sanction.kind === 'mute'),
    );
    const muted = await ann.client.request({ type: 'chat', table, text: 'hi' });
    expect(muted.ok ? 'ok' : muted.code).toBe('muted');
    expect(
      (
        await post(a, '/api/moderation/ban', {
          ...signed(admin.guest),
          target: ann.guest.user.id,
          reason: 'abuse',
          minutes: 5,
        })
      ).status,
    ).toBe(200);
    // The ban given through A closes her connection on B; she comes back.
    await ann.client.until(() => ann.client.isClosed, 30_000, 'her connection closed');
    ann = { guest: ann.guest, client: await connectAs(b.ws, ann.guest, 'ann-again') };
    resultOf(await ann.client.request({ type: 'watch', table }));
    const create = await ann.client.request({
      type: 'create',
      preset: 'classic',
      seats: [{ kind: 'me' }, { kind: 'open' }],
      visibility: 'public',
      clock: { kind: 'none' },
    });
    expect(create.ok ? 'ok' : create.code).toBe('banned');
    expect(
      (
        await post(b, '/api/moderation/lift', {
          ...signed(admin.guest),
          target: ann.guest.user.id,
          reason: 'appeal',
        })
      ).status,
    ).toBe(200);
    expect((await ann.client.request({ type: 'chat', table, text: 'back' })).ok).toBe(true);
    await Promise.all([admin, ann, bob, cat].map((p) => p.client.close()));
  });
});
