/**
 * Resigning, aborting and the rematch, on one room with a clock the test moves: with 2 players a
 * resignation ends the game and the other wins (rated: a loss for the one who resigned; before
 * every player made `MIN_RATED_MOVES` moves it aborts the game, unrated); with more a bot plays
 * the seat out and it ranks last; an abort before every player made `MIN_RATED_MOVES` moves ends
 * without rating; the rematch rotates the seats and is made once (even when asked for twice at once). Those not entitled are refused and
 * nothing changes. The ratings of abandonment follow docs/server/ratings.md.
 */
import { afterEach, expect, it } from 'vitest';
import type { PublicUser } from '@carcassonne/protocol';
import { departureRatings, MIN_RATED_MOVES } from '../src/ratings/ratings.js';
import { resultOf } from '../src/tools/client.js';
import { player, startTestServer, twoSeatTable } from './helpers.js';
import type { StoredTable } from '../src/storage/types.js';
import type { TableRoom } from '../src/tables/table-room.js';
import { alice, bob, carol, Follower, kit, playFirst, settle, tableOf, type Kit } from './room-kit.js';

let k: Kit;
let room: TableRoom | null = null;
afterEach(async () => {
  room?.dispose();
  await k.storage.close();
});

/** A two-seat table (Alice and Bob) on a new kit, Alice watching, this process its leader. */
async function aliceAtTable(
  options?: Parameters<typeof tableOf>[2],
): Promise<{ r: TableRoom; a: Follower; b: Follower }> {
  k = await kit();
  const r = await tableOf(k, [alice, bob], options);
  room = r;
  const a = new Follower();
  const b = new Follower();
  await r.watch(a, alice, undefined, undefined);
  await r.watch(b, bob, undefined, undefined);
  await r.setLeader(true);
  return { r, a, b };
}

/** Each person (in seat order, with their followers) plays the first legal move, `rounds` times. */
async function playRounds(
  r: TableRoom,
  people: readonly PublicUser[],
  fs: readonly Follower[],
  rounds: number,
) {
  for (let i = 0; i < rounds * people.length; i++) {
    const seat = r.state().actor;
    await playFirst(r, people[seat]!, fs[seat]!, `round-${i}`);
    await settle(r);
  }
}

it('with 2 players a resignation ends the game: the other wins, rated, the resigner loses', async () => {
  const { r, a, b } = await aliceAtTable();
  expect((await r.start(alice)).ok).toBe(true);
  // Someone without a seat is refused and nothing changes.
  const refused = await r.resign(carol);
  expect(refused.ok ? null : refused.error.code).toBe('not-seated');
  expect(r.state().status).toBe('playing');
  await playRounds(r, [alice, bob], [a, b], MIN_RATED_MOVES);

  expect(await r.resign(alice)).toEqual({ ok: true, value: { seat: 0 } });
  const state = r.state();
  expect(state.status).toBe('finished');
  expect(state.ending).toEqual({ end: 'resigned', resigned: [0], abandoned: [], rated: true });
  const finished = a.events().find((e) => e.kind === 'finished');
  expect(finished?.kind === 'finished' && finished.winners).toEqual(['Bob']);
  expect(a.events()).toContainEqual({ kind: 'resigned', seat: 0 });
  const ratings = await k.storage.standings.current([alice.id, bob.id], 'carcassonne', 'realtime');
  expect(ratings.get(alice.id)!.rating).toBeLessThan(1500);
  expect(ratings.get(bob.id)!.rating).toBeGreaterThan(1500);
  // Over: resigning or aborting again is refused.
  const again = await r.resign(bob);
  expect(again.ok ? null : again.error.code).toBe('game-over');
  expect((await k.storage.table(r.id))!.status).toBe('finished');
});

it('a resignation before every player made their moves aborts the game: unrated, no winner', async () => {
  const { r, a, b } = await aliceAtTable();
  expect((await r.start(alice)).ok).toBe(true);
  await playRounds(r, [alice, bob], [a, b], MIN_RATED_MOVES - 1);
  expect(await r.resign(bob)).toEqual({ ok: true, value: { seat: 1 } });
  expect(r.state().ending).toEqual({
    end: 'aborted',
    resigned: [1],
    abandoned: [],
    rated: false,
    unrated: 'early',
  });
  const finished = a.events().find((e) => e.kind === 'finished');
  expect(finished?.kind === 'finished' && [finished.winners, finished.ratings]).toEqual([[], []]);
  expect((await k.storage.standings.current([alice.id, bob.id], 'carcassonne', 'realtime')).size).toBe(0);
});

it('with 3 players the resigned seat is played out by the bot, cannot be taken back, and ranks last', async () => {
  k = await kit();
  const r = await tableOf(k, [alice, bob, carol], { testTiles: 12 });
  room = r;
  const fs = [new Follower(), new Follower(), new Follower()];
  await r.watch(fs[0]!, alice, undefined, undefined);
  await r.watch(fs[1]!, bob, undefined, undefined);
  await r.watch(fs[2]!, carol, undefined, undefined);
  await r.setLeader(true);
  expect((await r.start(alice)).ok).toBe(true);
  await playRounds(r, [alice, bob, carol], fs, MIN_RATED_MOVES);
  expect((await r.resign(bob)).ok).toBe(true);
  const seat = r.state().seats[1]!;
  expect(seat.kind === 'human' && seat.resigned && seat.substitute && seat.reason === 'resigned').toBe(true);
  const twice = await r.resign(bob);
  expect(twice.ok ? null : twice.error.code).toBe('resigned');
  const resume = await r.resume(bob);
  expect(resume.ok ? null : resume.error.code).toBe('resigned');
  // Play to the end: Alice and Carol move, the bot moves for Bob (marked).
  const people = [alice, bob, carol];
  for (let i = 0; i < 40 && r.state().status === 'playing'; i++) {
    const actor = r.state().actor;
    if (actor !== 1) await playFirst(r, people[actor]!, fs[actor]!, `m${i}`);
    await settle(r);
  }
  expect(r.state().status).toBe('finished');
  expect(fs[0]!.events()).toContainEqual(
    expect.objectContaining({ kind: 'move', seat: 1, by: 'bot', for: 'resigned' }),
  );
  expect(r.state().ending).toEqual({ end: 'played', resigned: [1], abandoned: [], rated: true });
  const finished = fs[0]!.events().find((e) => e.kind === 'finished');
  expect(finished?.kind === 'finished' && finished.winners).not.toContain('Bob');
  const bobChange =
    finished?.kind === 'finished' ? finished.ratings.find((c) => c.user === bob.id) : undefined;
  expect(bobChange && bobChange.after < bobChange.before).toBe(true);
});

it('an abort before every player made their moves ends the game unrated; afterwards it is refused', async () => {
  k = await kit();
  const r = await tableOf(k, [alice, bob]);
  room = r;
  const [a, b] = [new Follower(), new Follower()];
  await r.watch(a, alice, undefined, undefined);
  await r.watch(b, bob, undefined, undefined);
  await r.setLeader(true);
  expect((await r.start(alice)).ok).toBe(true);
  // Both have moved, but fewer moves than a rated game needs.
  await playRounds(r, [alice, bob], [a, b], MIN_RATED_MOVES - 1);
  expect((await r.abort(bob)).ok).toBe(true);
  expect(r.state().ending).toEqual({
    end: 'aborted',
    resigned: [],
    abandoned: [],
    rated: false,
    unrated: 'early',
  });
  expect((await k.storage.standings.current([alice.id, bob.id], 'carcassonne', 'realtime')).size).toBe(0);

  const r2 = await tableOf(k, [alice, bob]);
  const [a2, b2] = [new Follower(), new Follower()];
  await r2.watch(a2, alice, undefined, undefined);
  await r2.watch(b2, bob, undefined, undefined);
  await r2.setLeader(true);
  await r2.start(alice);
  await playRounds(r2, [alice, bob], [a2, b2], MIN_RATED_MOVES);
  const late = await r2.abort(alice);
  expect(late.ok ? null : late.error.code).toBe('too-late-to-abort');
  expect(r2.state().status).toBe('playing');
  const stranger = await r2.abort(carol);
  expect(stranger.ok ? null : stranger.error.code).toBe('not-seated');
  r2.dispose();
});

it('the rematch rotates the seats, keeps the settings, is offered once and only to those seated', async () => {
  const { r } = await aliceAtTable({ clock: { kind: 'bank', minutes: 5, increment: 10 } });
  await r.start(alice);
  const opened: StoredTable[] = [];
  const open = async (table: StoredTable) => {
    opened.push(table);
    await k.storage.createTable(table);
    return { withdraw: async () => undefined };
  };
  const early = await r.rematch(bob, open);
  expect(early.ok ? null : early.error.code).toBe('not-over');
  await r.resign(bob);
  const stranger = await r.rematch(carol, open);
  expect(stranger.ok ? null : stranger.error.code).toBe('not-seated');
  const made = await r.rematch(bob, open);
  expect(made.ok).toBe(true);
  expect(opened).toHaveLength(1);
  const next = opened[0]!;
  expect(next.seats.map((s) => (s.kind === 'human' ? s.user : s.kind))).toEqual([bob.id, alice.id]);
  expect(next.settings).toEqual(r.settings);
  expect(next.host).toBe(bob.id);
  expect(r.state().rematch).toBe(next.id);
  const twice = await r.rematch(alice, open);
  expect(twice.ok ? null : twice.error.code).toBe('rematch-taken');
  expect(opened).toHaveLength(1);
});

it('two players asking for the rematch at once make one table: the other is told it was taken', async () => {
  const { r } = await aliceAtTable();
  await r.start(alice);
  await r.resign(bob);
  const opened: StoredTable[] = [];
  // A slow database: the second request arrives while the first table is being stored.
  const open = async (table: StoredTable) => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    opened.push(table);
    await k.storage.createTable(table);
    return { withdraw: async () => undefined };
  };
  const answers = await Promise.all([r.rematch(alice, open), r.rematch(bob, open)]);
  expect(answers.filter((x) => x.ok)).toHaveLength(1);
  expect(answers.map((x) => (x.ok ? null : x.error.code)).filter((c) => c !== null)).toEqual([
    'rematch-taken',
  ]);
  expect(opened).toHaveLength(1);
  expect(r.state().rematch).toBe(opened[0]!.id);
});

it('ratings: resigned players rank last; an abandoned seat leaves the others unrated and loses', () => {
  const start = { rating: 1500, deviation: 350, volatility: 0.06, games: 0 };
  const players = [
    { ...start, user: 'a', score: 10 },
    { ...start, user: 'b', score: 50 },
    { ...start, user: 'c', score: 20 },
  ];
  const resigned = departureRatings(players, { resigned: new Set([1]), abandoned: new Set() });
  const after = (rows: readonly { user: string; rating: number }[], user: string) =>
    rows.find((c) => c.user === user)!.rating;
  // b scored most but resigned: b loses to both, as a finishing last would; c ahead of a.
  const last = departureRatings(
    players.map((p) => (p.user === 'b' ? { ...p, score: 0 } : p)),
    { resigned: new Set(), abandoned: new Set() },
  );
  expect(after(resigned, 'b')).toBe(after(last, 'b'));
  expect(after(resigned, 'b')).toBeLessThan(1500);
  expect(after(resigned, 'c')).toBeGreaterThan(after(resigned, 'a'));
  // An abandoned seat: only it is rated, as two losses.
  const abandoned = departureRatings(players, { resigned: new Set(), abandoned: new Set([2]) });
  expect(abandoned.map((r) => r.user)).toEqual(['c']);
  expect(after(abandoned, 'c')).toBe(after(last, 'b'));
});

it('over the WebSocket: a spectator’s resign, abort and rematch are refused with their codes; a clock out of bounds too', async () => {
  const server = await startTestServer();
  try {
    const a = await player(server, 'Ada');
    const b = await player(server, 'Bea');
    const c = await player(server, 'Cid');
    const table = await twoSeatTable(a.client, b.client, 'modern');
    const code = (answer: { ok: boolean; code: string | null }) => (answer.ok ? null : answer.code);
    expect(code(await c.client.request({ type: 'resign', table }))).toBe('not-started');
    resultOf(await a.client.request({ type: 'start', table }));
    expect(code(await c.client.request({ type: 'resign', table }))).toBe('not-seated');
    expect(code(await c.client.request({ type: 'abort', table }))).toBe('not-seated');
    expect(code(await a.client.request({ type: 'rematch', table }))).toBe('not-over');
    expect(resultOf(await b.client.request({ type: 'abort', table }))).toEqual({});
    expect(code(await c.client.request({ type: 'rematch', table }))).toBe('not-seated');
    const rematch = resultOf(await a.client.request({ type: 'rematch', table }));
    expect(code(await b.client.request({ type: 'rematch', table }))).toBe('rematch-taken');
    const next = (await server.storage.table(rematch.table))!;
    expect(next.seats.map((s) => (s.kind === 'human' ? s.name : s.kind))).toEqual(['Bea', 'Ada']);
    const created = await a.client.request({
      type: 'create',
      preset: 'modern',
      seats: [{ kind: 'me' }, { kind: 'open' }],
      visibility: 'public',
      clock: { kind: 'bank', minutes: 500, increment: 10 },
    });
    expect(code(created)).toBe('bad-clock');
    await Promise.all([a.client.close(), b.client.close(), c.client.close()]);
  } finally {
    await server.stop();
  }
});
