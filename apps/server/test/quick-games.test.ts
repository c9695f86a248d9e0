/**
 * Quick games on one process (the queue in memory): 20 players of varied ratings queue at once
 * and are all seated before the bots' offer, each once, each pair within the rating window of
 * its wait; a player cannot queue twice; a player who disconnects leaves the queue; the offer of
 * bots comes after the wait and starts a game against bots of the player's level.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuickChoice, ServerMessage } from '@carcassonne/protocol';
import { resultOf } from '../src/tools/client.js';
import { QUICK_BOTS_AFTER_MS, windowAfter } from '../src/social/matchmaking.js';
import { botLevelFor } from '../src/social/bot-level.js';
import { player, startTestServer, type Player, type TestServer } from './helpers.js';
import { ManualClock } from './manual-clock.js';
import { seedRatings } from './seed-ratings.js';

let server: TestServer;
const clock = new ManualClock();

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(async () => {
  await server.stop();
});

const choice = (preset = 'classic', players = 2): QuickChoice => ({
  preset,
  players,
  clock: { kind: 'none' },
  rated: true,
});

type Seated = Extract<ServerMessage, { type: 'quick-seated' }>;
const seatedFrames = (p: Player): Seated[] =>
  p.client.frames.filter((f): f is Seated => f.type === 'quick-seated');

async function rated(p: Player, rating: number): Promise<void> {
  await seedRatings(server.storage, [{ user: p.guest.user.id, rating, games: 10 }]);
}

/** Move the clock one pairing round on and let that round finish. */
async function round(): Promise<void> {
  clock.advance(1000);
  await server.hub.quick.pair();
}

describe('the quick-game queue', () => {
  it('seats 20 players of varied ratings, each once, each pair within the window of its wait', async () => {
    // Ten pairs 300 apart; within a pair 0 to 140 apart: some pair at once, some after widening.
    const gaps = [0, 30, 60, 90, 100, 110, 120, 130, 135, 140];
    const players: { p: Player; rating: number }[] = [];
    for (const [k, gap] of gaps.entries()) {
      for (const rating of [1000 + 300 * k, 1000 + 300 * k + gap]) {
        const p = await player(server, `Q${players.length}`);
        await rated(p, rating);
        players.push({ p, rating });
      }
    }
    const ratingOf = new Map(players.map(({ p, rating }) => [p.guest.user.id, rating]));
    const queuedAt = clock.now();
    const answers = await Promise.all(
      players.map(({ p }) => p.client.request({ type: 'quick', ...choice() })),
    );
    for (const a of answers) expect(resultOf(a)).toEqual({ window: 100, botsAfter: 30 });
    await server.hub.quick.pair();
    while ((await server.hub.quick.waiting()) > 0 && clock.now() - queuedAt < QUICK_BOTS_AFTER_MS)
      await round();
    expect(await server.hub.quick.waiting()).toBe(0);
    for (const { p } of players) await p.client.until(() => seatedFrames(p).length > 0, 10_000, 'seated');
    expect(clock.now() - queuedAt).toBeLessThan(QUICK_BOTS_AFTER_MS);

    const byTable = new Map<string, string[]>();
    for (const { p } of players) {
      const frames = seatedFrames(p);
      expect(frames).toHaveLength(1);
      const table = frames[0]!.table;
      byTable.set(table, [...(byTable.get(table) ?? []), p.guest.user.id]);
    }
    expect(byTable.size).toBe(10);
    for (const [table, users] of byTable) {
      expect(users).toHaveLength(2);
      const stored = await server.storage.table(table);
      expect(stored?.status).toBe('playing');
      const seated = stored?.seats.flatMap((s) => (s.kind === 'human' ? [s.user] : [])) ?? [];
      expect(seated.sort()).toEqual([...users].sort());
      const [a, b] = users.map((u) => ratingOf.get(u)!);
      // A table is made at the clock's time of its round: its players waited that long.
      const waited = (stored?.createdAt ?? clock.now()) - queuedAt;
      expect(waited).toBeLessThan(QUICK_BOTS_AFTER_MS);
      expect(Math.abs(a! - b!)).toBeLessThanOrEqual(windowAfter(waited));
    }
    // Nobody sits at two tables.
    const everyone = [...byTable.values()].flat();
    expect(new Set(everyone).size).toBe(20);
  });

  it('never pairs players who blocked one another, nor lets them challenge; a banned player may not queue', async () => {
    const blocker = await player(server, 'Blocker');
    const blocked = await player(server, 'Blocked');
    await server.storage.moderation.setBlock(blocker.guest.user.id, blocked.guest.user.id, true, clock.now());
    resultOf(await blocker.client.request({ type: 'quick', ...choice('modern') }));
    resultOf(await blocked.client.request({ type: 'quick', ...choice('modern') }));
    await server.hub.quick.pair();
    await round();
    expect(await server.hub.quick.waiting()).toBe(2);
    expect(seatedFrames(blocker)).toHaveLength(0);
    const challenge = await blocked.client.request({
      type: 'challenge',
      user: blocker.guest.user.id,
      preset: 'modern',
      clock: { kind: 'none' },
      rated: false,
    });
    expect(challenge.ok ? null : challenge.code).toBe('blocked');
    resultOf(await blocker.client.request({ type: 'quick-cancel' }));
    resultOf(await blocked.client.request({ type: 'quick-cancel' }));

    const outlaw = await player(server, 'Outlaw');
    await server.storage.moderation.addSanction(
      {
        user: outlaw.guest.user.id,
        kind: 'ban',
        reason: 'spam',
        at: clock.now(),
        until: clock.now() + 60_000,
        by: blocker.guest.user.id,
      },
      {
        at: clock.now(),
        moderator: blocker.guest.user.id,
        action: 'ban',
        target: outlaw.guest.user.id,
        table: null,
        detail: null,
        reason: 'spam',
      },
    );
    const refused = await outlaw.client.request({ type: 'quick', ...choice('modern') });
    expect(refused.ok ? null : refused.code).toBe('banned');
  });

  it('refuses a second wait, and bad choices; cancelling ends the wait', async () => {
    const p = await player(server, 'Twice');
    expect(resultOf(await p.client.request({ type: 'quick', ...choice('the-city') }))).toBeTruthy();
    const again = await p.client.request({ type: 'quick', ...choice('the-city') });
    expect(again.ok ? null : again.code).toBe('already-queued');
    const badPlayers = await p.client.requestUnchecked({ type: 'quick', ...choice(), players: 9 });
    expect(badPlayers.ok ? null : badPlayers.code).toBe('bad-message');
    const early = await p.client.request({ type: 'quick-bots' });
    expect(early.ok ? null : early.code).toBe('too-early');
    expect(resultOf(await p.client.request({ type: 'quick-cancel' }))).toEqual({ left: true });
    const gone = await p.client.request({ type: 'quick-cancel' });
    expect(gone.ok ? null : gone.code).toBe('not-queued');
    const other = await player(server, 'Unknown');
    const unknown = await other.client.request({ type: 'quick', ...choice('no-such-game') });
    expect(unknown.ok ? null : unknown.code).toBe('unknown-preset');
  });

  it('a player who disconnects leaves the queue', async () => {
    const gone = await player(server, 'Gone');
    const stays = await player(server, 'Stays');
    const comes = await player(server, 'Comes');
    resultOf(await gone.client.request({ type: 'quick', ...choice('winter') }));
    const before = server.hub.connectionCount;
    await gone.client.close();
    await stays.client.until(() => server.hub.connectionCount < before, 10_000, 'the disconnect');
    resultOf(await stays.client.request({ type: 'quick', ...choice('winter') }));
    await round();
    expect(seatedFrames(stays)).toHaveLength(0);
    resultOf(await comes.client.request({ type: 'quick', ...choice('winter') }));
    await server.hub.quick.pair();
    await stays.client.until(() => seatedFrames(stays).length > 0, 10_000, 'seated');
    await comes.client.until(() => seatedFrames(comes).length > 0, 10_000, 'seated');
    const table = seatedFrames(stays)[0]!.table;
    expect(seatedFrames(comes)[0]?.table).toBe(table);
    const stored = await server.storage.table(table);
    const seated = stored?.seats.flatMap((s) => (s.kind === 'human' ? [s.user] : []));
    expect(seated).not.toContain(gone.guest.user.id);
  });

  it('offers bots of the player’s strength after the wait, and starts that game', async () => {
    const p = await player(server, 'Alone');
    await rated(p, 1500);
    resultOf(await p.client.request({ type: 'quick', ...choice('classic', 3) }));
    for (let waited = 0; waited <= QUICK_BOTS_AFTER_MS; waited += 1000) await round();
    await p.client.until(() => p.client.frames.some((f) => f.type === 'quick-offer'), 10_000, 'the offer');
    const offer = p.client.frames.find((f) => f.type === 'quick-offer');
    expect(offer).toEqual({ type: 'quick-offer', level: botLevelFor(1500, 'classic') });
    const { table } = resultOf(await p.client.request({ type: 'quick-bots' }));
    const stored = await server.storage.table(table);
    expect(stored?.status).toBe('playing');
    expect(stored?.seats.map((s) => s.kind)).toEqual(['human', 'bot', 'bot']);
    expect(stored?.settings.rated).toBe(false);
    const again = await p.client.request({ type: 'quick-bots' });
    expect(again.ok ? null : again.code).toBe('not-queued');
  });
});
