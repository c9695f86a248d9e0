/**
 * Friends on one process: following and unfollowing, who is online and what they play,
 * challenges (accepted: a started table with both seated; declined: nothing changes; only the
 * challenged player answers, once), the notifier's hook and the limit on challenges.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Challenge, ServerMessage } from '@carcassonne/protocol';
import { resultOf } from '../src/tools/client.js';
import { CHALLENGES_RECEIVED, CHALLENGES_SENT, type Notice } from '../src/social/friends.js';
import { player, startTestServer, twoSeatTable, type Player, type TestServer } from './helpers.js';

let server: TestServer;
let ann: Player;
let ben: Player;
let cid: Player;
const notices: { user: string; notice: Notice }[] = [];

beforeAll(async () => {
  // The notifier's hook, as a notifier would take it.
  server = await startTestServer({ overrides: { notify: (user, notice) => notices.push({ user, notice }) } });
  ann = await player(server, 'Ann');
  ben = await player(server, 'Ben');
  cid = await player(server, 'Cid');
});
afterAll(async () => {
  await server.stop();
});

const codeOf = (a: { ok: boolean; code?: string | null }): string | null => (a.ok ? null : (a.code ?? null));
type Pushed = Extract<ServerMessage, { type: 'challenge' }>;
const challenges = (p: Player): Challenge[] =>
  p.client.frames.filter((f): f is Pushed => f.type === 'challenge').map((f) => f.challenge);

const options = { preset: 'classic', clock: { kind: 'none' as const }, rated: false };

describe('friends', () => {
  it('follows, lists who is online and what they play, unfollows', async () => {
    expect(codeOf(await ann.client.request({ type: 'follow', user: ann.guest.user.id, on: true }))).toBe(
      'bad-request',
    );
    expect(codeOf(await ann.client.request({ type: 'follow', user: 'nobody-here', on: true }))).toBe(
      'no-such-player',
    );
    expect(resultOf(await ann.client.request({ type: 'follow', user: ben.guest.user.id, on: true }))).toEqual(
      { on: true },
    );
    expect(resultOf(await ann.client.request({ type: 'follow', user: cid.guest.user.id, on: true }))).toEqual(
      { on: true },
    );
    // Following twice changes nothing.
    resultOf(await ann.client.request({ type: 'follow', user: ben.guest.user.id, on: true }));
    const table = await twoSeatTable(ben.client, cid.client, 'classic');
    resultOf(await ben.client.request({ type: 'start', table }));
    const { friends } = resultOf(await ann.client.request({ type: 'friends' }));
    expect(friends.map((f) => f.name)).toEqual(['Ben', 'Cid']);
    expect(friends[0]).toEqual({
      id: ben.guest.user.id,
      name: 'Ben',
      online: true,
      playing: [{ table, preset: 'classic' }],
    });
    await cid.client.close();
    await ann.client.until(() => server.hub.connectionCount === 2, 10_000, 'Cid gone');
    const later = resultOf(await ann.client.request({ type: 'friends' })).friends;
    expect(later.find((f) => f.name === 'Cid')).toMatchObject({ online: false, playing: [] });
    resultOf(await ann.client.request({ type: 'follow', user: cid.guest.user.id, on: false }));
    const fewer = resultOf(await ann.client.request({ type: 'friends' })).friends;
    expect(fewer.map((f) => f.name)).toEqual(['Ben']);
    // Following is one-way: Ben follows nobody.
    expect(resultOf(await ben.client.request({ type: 'friends' })).friends).toEqual([]);
    cid = await player(server, 'Cid');
  });

  it('a declined challenge changes nothing; an accepted one starts a table with both seated', async () => {
    const tablesBefore = (await server.storage.unfinishedTables()).length;
    const sent = resultOf(
      await ann.client.request({ type: 'challenge', user: ben.guest.user.id, ...options }),
    );
    expect(sent.challenge).toMatchObject({ status: 'pending', from: { name: 'Ann' }, to: { name: 'Ben' } });
    await ben.client.until(
      () => challenges(ben).some((c) => c.id === sent.challenge.id),
      10_000,
      'the challenge',
    );
    // Both see it among their open challenges.
    const listed = resultOf(await ben.client.request({ type: 'friends' })).challenges;
    expect(listed.map((c) => c.id)).toContain(sent.challenge.id);
    // Nobody but Ben answers it.
    const answer = { type: 'challenge-answer' as const, challenge: sent.challenge.id };
    expect(codeOf(await cid.client.request({ ...answer, accept: true }))).toBe('forbidden');
    expect(codeOf(await ann.client.request({ ...answer, accept: true }))).toBe('forbidden');
    expect(resultOf(await ben.client.request({ ...answer, accept: false }))).toEqual({ table: null });
    await ann.client.until(
      () => challenges(ann).some((c) => c.id === sent.challenge.id && c.status === 'declined'),
      10_000,
      'the refusal',
    );
    expect(codeOf(await ben.client.request({ ...answer, accept: true }))).toBe('no-such-challenge');
    expect((await server.storage.unfinishedTables()).length).toBe(tablesBefore);

    const second = resultOf(
      await ann.client.request({ type: 'challenge', user: ben.guest.user.id, ...options }),
    );
    const accepted = resultOf(
      await ben.client.request({ type: 'challenge-answer', challenge: second.challenge.id, accept: true }),
    );
    expect(accepted.table).not.toBeNull();
    const stored = await server.storage.table(accepted.table!);
    expect(stored?.status).toBe('playing');
    expect(stored?.seats.map((s) => (s.kind === 'human' ? s.user : s.kind))).toEqual([
      ann.guest.user.id,
      ben.guest.user.id,
    ]);
    await ann.client.until(
      () => challenges(ann).some((c) => c.id === second.challenge.id && c.table === accepted.table),
      10_000,
      'the acceptance',
    );
    // Both may follow the private table they sit at.
    expect(resultOf(await ann.client.request({ type: 'watch', table: accepted.table! })).seat).toBe(0);
    expect(resultOf(await ben.client.request({ type: 'watch', table: accepted.table! })).seat).toBe(1);
    expect(
      codeOf(
        await ben.client.request({ type: 'challenge-answer', challenge: second.challenge.id, accept: true }),
      ),
    ).toBe('no-such-challenge');
    // The notifier heard of each: the challenges to Ben, the refusal and the acceptance for both.
    const heard = notices.map(
      (n) => `${n.user === ben.guest.user.id ? 'ben' : 'ann'}:${n.notice.challenge.status}`,
    );
    expect(heard).toEqual(['ben:pending', 'ann:declined', 'ben:pending', 'ann:accepted', 'ben:accepted']);
  });

  it('refuses bad challenges and too many of them', async () => {
    const dan = await player(server, 'Dan');
    const to = { type: 'challenge' as const, user: ann.guest.user.id };
    expect(codeOf(await dan.client.request({ ...to, ...options, user: dan.guest.user.id }))).toBe(
      'bad-request',
    );
    expect(codeOf(await dan.client.request({ ...to, ...options, user: 'nobody-here' }))).toBe(
      'no-such-player',
    );
    expect(codeOf(await dan.client.request({ ...to, ...options, preset: 'no-such-game' }))).toBe(
      'unknown-preset',
    );
    const badClock = await dan.client.requestUnchecked({
      ...to,
      ...options,
      clock: { kind: 'move', seconds: 0 },
    });
    expect(codeOf(badClock)).toBe('bad-message');
    const codes: (string | null)[] = [];
    for (let i = 0; i < 6; i++) codes.push(codeOf(await dan.client.request({ ...to, ...options })));
    expect(codes).toEqual([null, null, null, null, null, 'rate-limited']);
    const unknown = await dan.client.requestUnchecked({
      type: 'challenge-answer',
      challenge: 'x',
      accept: true,
    });
    expect(codeOf(unknown)).toBe('bad-message');
    expect(
      codeOf(await dan.client.request({ type: 'challenge-answer', challenge: 'no-such-one', accept: true })),
    ).toBe('no-such-challenge');
  });

  it('a player receives a limited number of challenges, from everyone together', async () => {
    const fay = await player(server, 'Fay');
    const codes: (string | null)[] = [];
    // Fresh guests, each far under its own limit.
    for (let i = 0; i <= CHALLENGES_RECEIVED.limit; i++) {
      const fresh = await player(server, `Fresh ${i}`);
      codes.push(
        codeOf(await fresh.client.request({ type: 'challenge', user: fay.guest.user.id, ...options })),
      );
      await fresh.client.close();
    }
    expect(CHALLENGES_RECEIVED.limit).toBeGreaterThan(CHALLENGES_SENT.limit);
    expect(codes).toEqual([...Array<null>(CHALLENGES_RECEIVED.limit).fill(null), 'rate-limited']);
    await fay.client.close();
  });

  it('a block cancels the pending challenges both ways; accepting one between blocked players is refused', async () => {
    const gil = await player(server, 'Gil');
    const hal = await player(server, 'Hal');
    const ida = await player(server, 'Ida');
    const sent = async (from: Player, to: Player) =>
      resultOf(await from.client.request({ type: 'challenge', user: to.guest.user.id, ...options }))
        .challenge;
    const toHal = await sent(gil, hal);
    const toGil = await sent(hal, gil);
    const toIda = await sent(gil, ida);
    const blocked = await fetch(new URL('/api/block', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        user: gil.guest.user.id,
        secret: gil.guest.secret,
        player: hal.guest.user.id,
        on: true,
      }),
    });
    expect(blocked.status).toBe(200);
    // Both players' pages hear both challenges cancelled.
    for (const p of [gil, hal])
      await p.client.until(
        () =>
          [toHal.id, toGil.id].every((id) =>
            challenges(p).some((c) => c.id === id && c.status === 'cancelled'),
          ),
        10_000,
        'both challenges cancelled',
      );
    const pending = resultOf(await hal.client.request({ type: 'friends' })).challenges;
    expect(pending.map((c) => c.id)).toEqual([]);
    expect(
      codeOf(await hal.client.request({ type: 'challenge-answer', challenge: toHal.id, accept: true })),
    ).toBe('no-such-challenge');
    // Another player's challenge stays.
    expect(resultOf(await ida.client.request({ type: 'friends' })).challenges.map((c) => c.id)).toEqual([
      toIda.id,
    ]);

    // A block that reached the database without cancelling (another process, a moment ago): refused.
    await server.storage.moderation.setBlock(ida.guest.user.id, gil.guest.user.id, true, Date.now());
    const answer = await ida.client.request({ type: 'challenge-answer', challenge: toIda.id, accept: true });
    expect(codeOf(answer)).toBe('blocked');
    expect((await server.storage.friends.challenge(toIda.id))?.status).toBe('cancelled');
    expect(server.hub.roomList()).not.toContainEqual(expect.objectContaining({ host: gil.guest.user.id }));
    await Promise.all([gil, hal, ida].map((p) => p.client.close()));
  });
});
