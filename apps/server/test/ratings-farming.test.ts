/**
 * Ratings that cannot be farmed (docs/server/ratings.md): a second account resigning game
 * after game, through the real rooms and storage. Resigning before `MIN_RATED_MOVES` moves
 * aborts the game (unrated); resigning after them counts, but only `REPEATS_PER_PAIR` rated games
 * of the same two accounts count in `REPEAT_WINDOW_MS`. So 31 games, or 300, lift the farmer's
 * rating no more than 3 wins against a new account do: below `FARMED_BOUND`.
 */
import { afterEach, expect, it } from 'vitest';
import type { TableEvent } from '@carcassonne/protocol';
import { MIN_RATED_MOVES, REPEATS_PER_PAIR } from '../src/ratings/ratings.js';
import type { TableRoom } from '../src/tables/table-room.js';
import { gameOn } from './rated-game.js';
import { alice, bob, Follower, kit, type Kit } from './room-kit.js';

/** The most a farmed rating reaches in a day from 1500 (3 wins against a new second account: 1752.97). */
const FARMED_BOUND = 1800;

let k: Kit;
afterEach(async () => {
  await k.storage.close();
});

/** `games` rated games of Alice and Bob, Bob resigning each once both made the moves a rated game needs. */
async function farm(games: number): Promise<{ rating: number; counted: number; endings: TableEvent[] }> {
  k = await kit();
  const endings: TableEvent[] = [];
  for (let i = 0; i < games; i++) {
    const room: TableRoom = await gameOn(k.storage, k.clock, alice, bob);
    const watcher = new Follower();
    await room.watch(watcher, alice, undefined, undefined);
    expect((await room.resign(bob)).ok).toBe(true);
    const finished = (await k.storage.eventsSince(room.id, 0)).find((e) => e.event.kind === 'finished');
    if (finished) endings.push(finished.event);
    // The table keeps the ending its end's event tells (decided with the ratings).
    const kept = (await k.storage.table(room.id))?.ending;
    if (finished?.event.kind === 'finished') expect(kept).toEqual(finished.event.ending);
    room.dispose();
    k.clock.advance(60_000);
  }
  const rating = (await k.storage.standings.current([alice.id], 'carcassonne', 'realtime')).get(alice.id);
  return { rating: rating?.rating ?? 1500, counted: rating?.games ?? 0, endings };
}

it(`31 games of a second account resigning count ${REPEATS_PER_PAIR}: the rating stays below ${FARMED_BOUND}`, async () => {
  const { rating, counted, endings } = await farm(31);
  expect(counted).toBe(REPEATS_PER_PAIR);
  expect(rating).toBeGreaterThan(1500);
  expect(rating).toBeLessThan(FARMED_BOUND);
  // The first ones are rated; the rest end unrated as repeated, with no changes.
  const told = endings.map((e) =>
    e.kind === 'finished' ? [e.ending?.rated, e.ending?.unrated, e.ratings.length] : null,
  );
  expect(told.slice(0, REPEATS_PER_PAIR)).toEqual(new Array(REPEATS_PER_PAIR).fill([true, undefined, 2]));
  expect(told.slice(REPEATS_PER_PAIR)).toEqual(new Array(31 - REPEATS_PER_PAIR).fill([false, 'repeated', 0]));
});

it(`300 games: still ${REPEATS_PER_PAIR} counted, the rating below ${FARMED_BOUND}`, async () => {
  const { rating, counted } = await farm(300);
  expect(counted).toBe(REPEATS_PER_PAIR);
  expect(rating).toBeLessThan(FARMED_BOUND);
}, 120_000);

it('a resignation before the moves a rated game needs is an abort: no rating at all', async () => {
  k = await kit();
  expect(MIN_RATED_MOVES).toBeGreaterThan(0);
  for (let i = 0; i < 31; i++) {
    const room = await gameOn(k.storage, k.clock, alice, bob, 0);
    expect((await room.resign(bob)).ok).toBe(true);
    expect(room.state().ending).toMatchObject({ end: 'aborted', rated: false, unrated: 'early' });
    room.dispose();
  }
  expect((await k.storage.standings.current([alice.id], 'carcassonne', 'realtime')).size).toBe(0);
});
