/**
 * A rated game's end stores Glicko-2 ratings under its family and time-control class: a Winter
 * Edition game with days per move is `winter`/`correspondence`; three players are rated pairwise
 * by their final scores, with one history row each, and the `finished` event tells who is
 * provisional.
 */
import { afterEach, expect, it } from 'vitest';
import type { PublicUser, TableEvent } from '@carcassonne/protocol';
import { GLICKO_START } from '../src/ratings/glicko.js';
import { pairwiseRatings } from '../src/ratings/ratings.js';
import type { TableRoom } from '../src/tables/table-room.js';
import { alice, bob, carol, Follower, kit, playFirst, settle, tableOf, type Kit } from './room-kit.js';

let k: Kit;
let room: TableRoom | null = null;
afterEach(async () => {
  room?.dispose();
  await k.storage.close();
});

it('a Winter Edition correspondence game of three: rated pairwise by final score, in its own family and class', async () => {
  k = await kit();
  const people = [alice, bob, carol];
  const r = await tableOf(k, people, { preset: 'winter', clock: { kind: 'days', days: 2 } });
  room = r;
  const followers = people.map(() => new Follower());
  for (const [i, p] of people.entries()) await r.watch(followers[i]!, p, undefined, undefined);
  await r.setLeader(true);
  expect((await r.start(alice)).ok).toBe(true);
  for (let n = 0; r.state().status === 'playing'; n++) {
    const seat = r.state().actor;
    await playFirst(r, people[seat]!, followers[seat]!, `w${n}`);
    await settle(r);
  }
  const finished = followers[0]!
    .events()
    .find((e): e is Extract<TableEvent, { kind: 'finished' }> => e.kind === 'finished');
  expect(finished).toBeDefined();
  const scores = finished!.scores;
  // The same numbers as the maths by finishing order, from the start.
  const expected = pairwiseRatings(
    people.map((p, i) => ({ ...GLICKO_START, user: p.id, score: scores[i]!, games: 0 })),
  );
  const stored = await k.storage.standings.current(
    people.map((p) => p.id),
    'winter',
    'correspondence',
  );
  for (const e of expected)
    expect(stored.get(e.user)).toMatchObject({ rating: e.rating, deviation: e.deviation, games: 1 });
  expect((await k.storage.standings.current([alice.id], 'carcassonne', 'realtime')).size).toBe(0);
  expect(finished!.ratings).toEqual(
    expected.map((e) => ({
      user: e.user,
      before: 1500,
      after: e.rating,
      deviation: e.deviation,
      provisional: true,
      provisionalBefore: true,
    })),
  );
  for (const p of people)
    expect((await k.storage.standings.history(p.id, {}, 10)).map((h) => [h.table, h.family, h.pace])).toEqual(
      [[r.id, 'winter', 'correspondence']],
    );
});

it('a game between a guest and an account at a rated table ends unrated (`guest`): no rating moves', async () => {
  k = await kit();
  const gus: PublicUser = { id: 'u-gus', name: 'Gus', username: null };
  await k.storage.createUser({ id: gus.id, name: gus.name, createdAt: k.clock.now() }, 'h-gus');
  const people = [alice, gus];
  const r = await tableOf(k, people, { testTiles: 8 });
  room = r;
  expect(r.state().settings.rated).toBe(true);
  const followers = people.map(() => new Follower());
  for (const [i, p] of people.entries()) await r.watch(followers[i]!, p, undefined, undefined);
  await r.setLeader(true);
  expect((await r.start(alice)).ok).toBe(true);
  for (let n = 0; r.state().status === 'playing'; n++) {
    const seat = r.state().actor;
    await playFirst(r, people[seat]!, followers[seat]!, `g${n}`);
    await settle(r);
  }
  const finished = followers[0]!
    .events()
    .find((e): e is Extract<TableEvent, { kind: 'finished' }> => e.kind === 'finished');
  expect(finished?.ending).toMatchObject({ end: 'played', rated: false, unrated: 'guest' });
  expect(finished?.ratings).toEqual([]);
  expect((await k.storage.table(r.id))?.ending).toMatchObject({ rated: false, unrated: 'guest' });
  expect((await k.storage.standings.current([alice.id, gus.id], 'carcassonne', 'realtime')).size).toBe(0);
  for (const p of people) expect(await k.storage.standings.history(p.id, {}, 10)).toEqual([]);
});
