/**
 * The clocks and substitutes of one room, alone (no server, no network), on a clock the test
 * moves: only the leader arms timers; an absent player's seat goes to the substitute after the
 * grace period and comes back when they follow the table again; a player out of time loses that
 * move only; the substitute plays (a refused bot answer becomes a seeded legal move).
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { BotRequest } from '../src/tables/bots.js';
import type { TableRoom } from '../src/tables/table-room.js';
import type { SqliteStorage } from '../src/storage/sqlite.js';
import type { ManualClock } from './manual-clock.js';
import { alice, bob, Follower, kit, refusingBots, tableOf, type Kit } from './room-kit.js';

let k: Kit;
let storage: SqliteStorage;
let clock: ManualClock;
let asked: BotRequest[];
let room: TableRoom;

beforeEach(async () => {
  asked = [];
  // The substitute's answer is refused: the room plays a seeded legal move in its place.
  k = await kit(refusingBots(asked));
  ({ storage, clock } = k);
});

afterEach(async () => {
  room?.dispose();
  await storage.close();
});

/** A table of Alice (host, seat 0) and Bob (seat 1) with a clock of 30 s a move and 10 s of grace. */
async function table(): Promise<TableRoom> {
  room = await tableOf(k, [alice, bob], { clock: { kind: 'move', seconds: 30 }, grace: 10 });
  return room;
}

/** Let answered bots and queued timers' work finish. */
async function settle(r: TableRoom): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    await r.idle();
  }
}

it('only the leader arms timers; an absent player is replaced after the grace, until back', async () => {
  const r = await table();
  const a = new Follower();
  await r.watch(a, alice, undefined, undefined);
  expect((await r.start(alice)).ok).toBe(true);
  expect(clock.pending).toBe(0);
  await r.setLeader(true);
  // Alice's move deadline and Bob's grace period.
  expect(clock.pending).toBe(2);
  clock.advance(9_999);
  await settle(r);
  expect(a.events().filter((e) => e.kind === 'control')).toEqual([]);
  clock.advance(1);
  await settle(r);
  expect(a.events()).toContainEqual({ kind: 'control', seat: 1, by: 'bot', reason: 'absent' });
  const seat = r.state().seats[1]!;
  expect(seat.kind === 'human' && seat.substitute).toBe(true);

  // Alice moves; the substitute plays Bob's turn at once.
  const legal = a.lastLegal()!;
  expect((await r.move(alice, legal.moves[0]!, legal.version, 'c1')).ok).toBe(true);
  await settle(r);
  expect(asked).toHaveLength(1);
  expect(asked[0]!.bot).toBe('greedy');
  expect(a.events()).toContainEqual(expect.objectContaining({ kind: 'move', seat: 1, by: 'bot' }));

  // Bob follows the table again: the seat is his.
  const b = new Follower();
  await r.watch(b, bob, undefined, undefined);
  // He is told what the bot did: one move.
  expect(a.events()).toContainEqual({
    kind: 'control',
    seat: 1,
    by: 'player',
    reason: 'returned',
    botMoves: 1,
  });
  const back = r.state().seats[1]!;
  expect(back.kind === 'human' && back.substitute).toBe(false);

  // No longer the leader: no timer left.
  await r.setLeader(false);
  expect(clock.pending).toBe(0);
});

it('a player out of time loses that move to the bot and keeps the seat; the deadline is stored', async () => {
  const r = await table();
  const [a, b] = [new Follower(), new Follower()];
  await r.watch(a, alice, undefined, undefined);
  await r.watch(b, bob, undefined, undefined);
  await r.setLeader(true);
  expect((await r.start(alice)).ok).toBe(true);
  const deadline = r.state().deadline;
  expect(deadline).toBe(clock.now() + 30_000);
  expect((await storage.table(r.id))!.deadline).toBe(deadline);

  clock.advance(30_000);
  await settle(r);
  expect(a.events()).toContainEqual({ kind: 'control', seat: 0, by: 'bot', reason: 'timeout' });
  // The substitute played Alice's move, marked as a timeout; Bob is to play, with a deadline of his own.
  expect(b.events()).toContainEqual(
    expect.objectContaining({ kind: 'move', seat: 0, by: 'bot', for: 'timeout' }),
  );
  expect(r.state().actor).toBe(1);
  expect(r.state().deadline).toBe(clock.now() + 30_000);
  // The seat is still Alice's: no substitute, the reason shown is the timeout.
  const seat = r.state().seats[0]!;
  expect(seat.kind === 'human' && !seat.substitute && seat.reason === 'timeout' && seat.timeouts === 1).toBe(
    true,
  );
  expect((await storage.table(r.id))!.substitutes).toEqual([]);
});
