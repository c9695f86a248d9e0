/**
 * Presence everyone can see, on one room with a clock the test moves: a seated player who leaves
 * is shown away since when and when the bot takes over; after the grace period the seat says a
 * bot plays it because they are away and counts its moves (each marked in the log); coming back,
 * the player is told how many moves the bot played.
 */
import { afterEach, expect, it } from 'vitest';
import { MIN_RATED_MOVES } from '../src/ratings/ratings.js';
import { TableRoom } from '../src/tables/table-room.js';
import { alice, bob, Follower, kit, playFirst, settle, tableOf, type Kit } from './room-kit.js';

let k: Kit;
let room: TableRoom;
afterEach(async () => {
  room?.dispose();
  await k.storage.close();
});

it('away since when, the bot in how long, why a bot plays, its moves, and what the returning player hears', async () => {
  k = await kit();
  const r = await tableOf(k, [alice, bob], { grace: 60, testTiles: 20 });
  room = r;
  const a = new Follower();
  const b = new Follower();
  await r.watch(a, alice, undefined, undefined);
  await r.watch(b, bob, undefined, undefined);
  await r.setLeader(true);
  await r.start(alice);
  const bobSeat = () => {
    const s = r.state().seats[1]!;
    if (s.kind !== 'human') throw new Error('not a person');
    return s;
  };
  expect(bobSeat()).toMatchObject({
    connected: true,
    awaySince: null,
    botAt: null,
    reason: null,
    botMoves: 0,
  });

  // Bob's connection goes; everyone sees since when, and when the bot comes.
  const left = k.clock.now();
  await r.unwatch(b);
  expect(bobSeat()).toMatchObject({
    connected: false,
    awaySince: left,
    botAt: left + 60_000,
    substitute: false,
  });
  const shown = a.frames.filter((f) => f.type === 'state').at(-1)?.state?.seats[1];
  expect(shown?.kind === 'human' && shown.awaySince).toBe(left);

  k.clock.advance(40_000);
  await settle(r);
  expect(bobSeat().substitute).toBe(false);
  k.clock.advance(20_000);
  await settle(r);
  expect(bobSeat()).toMatchObject({ substitute: true, reason: 'absent', botAt: null });

  // Alice plays; the bot plays Bob's moves, each marked as played for an absent player.
  for (let i = 0; i < 3; i++) {
    await playFirst(r, alice, a, `a${i}`);
    await settle(r);
  }
  const botMoves = a.events().filter((e) => e.kind === 'move' && e.seat === 1);
  expect(botMoves).toHaveLength(3);
  expect(botMoves.every((e) => e.kind === 'move' && e.by === 'bot' && e.for === 'absent')).toBe(true);
  expect(bobSeat().botMoves).toBe(3);

  // Bob comes back: the seat is his, and he is told the bot played 3 moves.
  const b2 = new Follower();
  await r.watch(b2, bob, undefined, undefined);
  expect(a.events()).toContainEqual({
    kind: 'control',
    seat: 1,
    by: 'player',
    reason: 'returned',
    botMoves: 3,
  });
  expect(bobSeat()).toMatchObject({
    connected: true,
    substitute: false,
    reason: null,
    awaySince: null,
    botMoves: 0,
  });
});

/**
 * A table of Alice and Bob, started; Bob plays `rounds` moves of his own (each after one of
 * Alice's), then leaves, and Alice plays to the end while the bot plays for Bob after the grace.
 */
async function bobLeaves(rounds: number, extra: Parameters<typeof tableOf>[2] = {}) {
  k = await kit();
  const r = await tableOf(k, [alice, bob], { grace: 5, testTiles: 8, ...extra });
  room = r;
  const [a, b] = [new Follower(), new Follower()];
  await r.watch(a, alice, undefined, undefined);
  await r.watch(b, bob, undefined, undefined);
  await r.setLeader(true);
  await r.start(alice);
  for (let i = 0; i < 2 * rounds; i++) {
    const seat = r.state().actor;
    await playFirst(r, seat === 0 ? alice : bob, seat === 0 ? a : b, `early${i}`);
    await settle(r);
  }
  await r.unwatch(b);
  k.clock.advance(5_000);
  await settle(r);
  for (let i = 0; i < 20 && r.state().status === 'playing'; i++) {
    if (r.state().actor === 0) await playFirst(r, alice, a, `a${i}`);
    await settle(r);
  }
  expect(r.state().status).toBe('finished');
  return r;
}

it('a seat abandoned until the end: unrated for the others, a loss for the one who left', async () => {
  const r = await bobLeaves(MIN_RATED_MOVES);
  expect(r.state().ending).toEqual({ end: 'played', resigned: [], abandoned: [1], rated: false });
  const ratings = await k.storage.standings.current([alice.id, bob.id], 'carcassonne', 'realtime');
  expect(ratings.has(alice.id)).toBe(false);
  expect(ratings.get(bob.id)!.rating).toBeLessThan(1500);
});

it('a seat abandoned before its player made the moves a rated game needs: unrated for everyone', async () => {
  const r = await bobLeaves(0);
  expect(r.state().ending).toEqual({
    end: 'played',
    resigned: [],
    abandoned: [1],
    rated: false,
    unrated: 'early',
  });
  expect((await k.storage.standings.current([alice.id, bob.id], 'carcassonne', 'realtime')).size).toBe(0);
});

it('a table whose rules rate abandonment rates everyone, the seat that left ranking last', async () => {
  const r = await bobLeaves(MIN_RATED_MOVES, { abandon: 'rated' });
  expect(r.state().ending).toEqual({ end: 'played', resigned: [], abandoned: [1], rated: true });
  const ratings = await k.storage.standings.current([alice.id, bob.id], 'carcassonne', 'realtime');
  expect(ratings.get(alice.id)!.rating).toBeGreaterThan(1500);
  expect(ratings.get(bob.id)!.rating).toBeLessThan(1500);
});

it('another process shows the same away time and bot time as the leader, however late it builds its state', async () => {
  k = await kit();
  const r = await tableOf(k, [alice, bob], { grace: 120 });
  room = r;
  const a = new Follower();
  const b = new Follower();
  await r.watch(a, alice, undefined, undefined);
  await r.watch(b, bob, undefined, undefined);
  await r.setLeader(true);
  await r.start(alice);
  // The same table on a second process, which nobody follows yet; the leader's process reports
  // who is connected through it (as its Redis messages do).
  const restored = await TableRoom.restore((await k.storage.table(r.id))!, k.deps);
  if (!restored.ok) throw new Error(restored.error.message);
  const other = restored.value;
  try {
    const until = k.clock.now() + 3_600_000;
    k.clock.advance(5_000);
    await other.setRemotePresence('leader', [alice.id, bob.id], until);
    // Bob leaves: the leader's process tells the other at once.
    const left = k.clock.now();
    await r.unwatch(b);
    await other.setRemotePresence('leader', [alice.id], until);
    const leaderSeat = r.state().seats[1]!;
    expect(leaderSeat).toMatchObject({ awaySince: left, botAt: left + 120_000 });
    // 30 s later a spectator opens the table through the other process: the same times.
    k.clock.advance(30_000);
    await other.watch(new Follower(), null, undefined, undefined);
    expect(other.state().seats[1]).toMatchObject({
      connected: false,
      awaySince: left,
      botAt: left + 120_000,
    });
  } finally {
    other.dispose();
  }
});
