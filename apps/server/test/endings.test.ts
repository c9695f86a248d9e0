/**
 * How a game ended, said the same everywhere: the finished event's winners and ending, the ending
 * stored with the table (SQLite here; `storage-contract.test.ts` runs PostgreSQL too), and the
 * result and word a player's profile lists. A resignation at 0–0 is a loss and a win, not a draw;
 * a seat the bot played out after its player left (away, or out of time too often) never wins,
 * whatever its score. One room on a clock the test moves.
 */
import { afterEach, expect, it } from 'vitest';
import { endedBy, type GameEnding, type TableEvent } from '@carcassonne/protocol';
import { profileGame, versusMargin } from '../src/ratings/profiles.js';
import type { TableRoom } from '../src/tables/table-room.js';
import { alice, bob, Follower, kit, settle, tableOf, type Kit } from './room-kit.js';

let k: Kit;
let room: TableRoom | null = null;
afterEach(async () => {
  room?.dispose();
  room = null;
  await k.storage.close();
});

const finishedOf = (events: readonly TableEvent[]) => {
  const f = events.find((e) => e.kind === 'finished');
  if (f?.kind !== 'finished') throw new Error('not finished');
  return f;
};

/** Alice plays her turn with no follower (so she scores nothing of her own making). */
async function aliceWithoutFollower(r: TableRoom, a: Follower, id: string): Promise<void> {
  const legal = a.lastLegal();
  const move = legal?.moves.find((m) => !m.includes(' '));
  if (!legal || !move) throw new Error('no move without a follower');
  const played = await r.move(alice, move, legal.version, id);
  if (!played.ok) throw new Error(played.error.message);
}

/** Play the game out: Alice without followers; Bob's turns by `bobTurn` (the bot, or his clock). */
async function playOut(r: TableRoom, a: Follower, bobTurn: () => Promise<void>): Promise<void> {
  for (let i = 0; i < 200 && r.state().status === 'playing'; i++) {
    if (r.state().actor === 0) await aliceWithoutFollower(r, a, `a${i}`);
    else await bobTurn();
    await settle(r);
  }
  expect(r.state().status).toBe('finished');
}

/** The stored ending, and both players' lines on their profiles. */
async function stored(r: TableRoom) {
  const table = (await k.storage.table(r.id))!;
  return { ending: table.ending, alice: profileGame(table, alice.id), bob: profileGame(table, bob.id) };
}

it('a resignation at 0–0: stored with the table, a loss for the one who resigned and a win for the other', async () => {
  k = await kit();
  // Not rated: at a rated table a resignation this early would abort the game.
  const r = await tableOf(k, [alice, bob], { rated: false });
  room = r;
  await r.watch(new Follower(), alice, undefined, undefined);
  await r.setLeader(true);
  expect((await r.start(alice)).ok).toBe(true);
  expect((await r.resign(alice)).ok).toBe(true);
  const ending: GameEnding = { end: 'resigned', resigned: [0], abandoned: [], rated: false };
  const s = await stored(r);
  expect(s.ending).toEqual(ending);
  expect(s.alice).toMatchObject({ result: 'loss', ended: 'resigned', players: [{ score: 0 }, { score: 0 }] });
  expect(s.bob).toMatchObject({ result: 'win', ended: 'resigned' });
  // Head to head too: Bob won it, Alice lost it.
  expect(Math.sign(versusMargin(s.bob!, bob.id, alice.id))).toBe(1);
  expect(Math.sign(versusMargin(s.alice!, alice.id, bob.id))).toBe(-1);
  // Read again from a new storage object: the ending is a column, not memory.
  const rows = await k.storage.finishedTablesOf(bob.id, 10);
  expect(rows.map((t) => t.ending)).toEqual([ending]);
});

it('a player who left is never the winner, even with the better score: the one who stayed wins', async () => {
  k = await kit();
  const r = await tableOf(k, [alice, bob], { testTiles: 8 });
  room = r;
  const a = new Follower();
  const b = new Follower();
  await r.watch(a, alice, undefined, undefined);
  await r.watch(b, bob, undefined, undefined);
  await r.setLeader(true);
  expect((await r.start(alice)).ok).toBe(true);
  // Bob leaves; after the grace period (10 s) the bot plays his seat to the end.
  await r.unwatch(b);
  k.clock.advance(10_000);
  await settle(r);
  await playOut(r, a, async () => undefined);
  const finished = finishedOf(a.events());
  expect(finished.ending).toMatchObject({ end: 'played', resigned: [], abandoned: [1] });
  expect(finished.winners).toEqual(['Alice']);
  // Alice placed no follower: Bob's seat scored at least as much, and still lost.
  expect(finished.scores[1]).toBeGreaterThanOrEqual(finished.scores[0]!);
  const s = await stored(r);
  expect(endedBy(s.ending)).toBe('abandoned');
  expect(s.alice).toMatchObject({ result: 'win', ended: 'abandoned' });
  expect(s.bob).toMatchObject({ result: 'loss', ended: 'abandoned' });
});

it('a player out of time too often: the ending says so, and they lose', async () => {
  k = await kit();
  const r = await tableOf(k, [alice, bob], { testTiles: 8, clock: { kind: 'move', seconds: 30 } });
  room = r;
  const a = new Follower();
  await r.watch(a, alice, undefined, undefined);
  await r.watch(new Follower(), bob, undefined, undefined);
  await r.setLeader(true);
  expect((await r.start(alice)).ok).toBe(true);
  // Bob stays connected but never plays: each of his turns runs out; after 3 the bot keeps his seat.
  await playOut(r, a, async () => k.clock.advance(30_000));
  const finished = finishedOf(a.events());
  expect(finished.ending).toMatchObject({ abandoned: [1], timedOut: [1] });
  expect(finished.winners).toEqual(['Alice']);
  const s = await stored(r);
  expect(endedBy(s.ending)).toBe('timeout');
  expect(s.alice).toMatchObject({ result: 'win', ended: 'timeout' });
  expect(s.bob).toMatchObject({ result: 'loss', ended: 'timeout' });
});
