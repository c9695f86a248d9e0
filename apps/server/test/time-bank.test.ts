/**
 * Clocks that measure thinking, on a clock the test moves: the arithmetic of a time bank
 * (increment, what a move used, a timeout), a room's banks over moves, clocks outside the
 * bounds refused at creation, and a bank paused over a restart.
 */
import { afterEach, expect, it } from 'vitest';
import { CLOCK_BOUNDS } from '@carcassonne/protocol';
import { planTable } from '../src/tables/table-plan.js';
import { TableRoom } from '../src/tables/table-room.js';
import { fullTime, initialBanks, timeAfterMove } from '../src/tables/time-bank.js';
import { alice, bob, Follower, kit, playFirst, settle, tableOf, type Kit } from './room-kit.js';

let k: Kit | null = null;
const rooms: TableRoom[] = [];
afterEach(async () => {
  for (const r of rooms.splice(0)) r.dispose();
  await k?.storage.close();
  k = null;
});

const bank = { kind: 'bank', minutes: 5, increment: 10 } as const;

it('the arithmetic: a bank loses what a move used and gains the increment; a move clock starts afresh', () => {
  expect(initialBanks(bank, 3)).toEqual([300_000, 300_000, 300_000]);
  expect(timeAfterMove(bank, 300_000, 42_000)).toBe(268_000);
  // A timeout leaves the increment alone.
  expect(timeAfterMove(bank, 5_000, 9_000)).toBe(10_000);
  expect(timeAfterMove(bank, 5_000, Number.POSITIVE_INFINITY)).toBe(10_000);
  expect(timeAfterMove({ kind: 'move', seconds: 30 }, 1_000, 29_000)).toBe(30_000);
  expect(fullTime({ kind: 'days', days: 2 })).toBe(172_800_000);
  expect(fullTime({ kind: 'none' })).toBeNull();
});

it('clocks outside the documented bounds are refused at creation with bad-clock', () => {
  const create = (clock: Parameters<typeof planTable>[0]['clock']) =>
    planTable(
      {
        type: 'create',
        id: 1,
        preset: 'modern',
        seats: [{ kind: 'me' }, { kind: 'open' }],
        visibility: 'public',
        clock,
      },
      alice,
      0,
      false,
    );
  const code = (r: ReturnType<typeof create>) => (r.ok ? null : r.error.code);
  expect(code(create({ kind: 'bank', minutes: 0, increment: 10 }))).toBe('bad-clock');
  expect(code(create({ kind: 'bank', minutes: CLOCK_BOUNDS.bankMinutes.max + 1, increment: 0 }))).toBe(
    'bad-clock',
  );
  expect(code(create({ kind: 'bank', minutes: 5, increment: CLOCK_BOUNDS.incrementSeconds.max + 1 }))).toBe(
    'bad-clock',
  );
  expect(code(create({ kind: 'bank', minutes: 5, increment: 10 }))).toBeNull();
  expect(code(create({ kind: 'move', seconds: 30 }))).toBeNull();
});

it('a room keeps each seat’s bank over moves; the panel’s values and the deadline follow', async () => {
  k = await kit();
  const r = await tableOf(k, [alice, bob], { clock: bank });
  rooms.push(r);
  const [a, b] = [new Follower(), new Follower()];
  await r.watch(a, alice, undefined, undefined);
  await r.watch(b, bob, undefined, undefined);
  await r.setLeader(true);
  await r.start(alice);
  expect(r.state().deadline).toBe(k.clock.now() + 300_000);
  k.clock.advance(20_000);
  await playFirst(r, alice, a, 'a1');
  const banks = () => r.state().seats.map((s) => (s.kind === 'human' ? s.bank : null));
  expect(banks()).toEqual([290_000, 300_000]);
  expect(r.state().deadline).toBe(k.clock.now() + 300_000);
  k.clock.advance(100_000);
  await playFirst(r, bob, b, 'b1');
  expect(banks()).toEqual([290_000, 210_000]);
  expect(r.state().deadline).toBe(k.clock.now() + 290_000);
  // The banks are in the move events (and so in the database).
  const last = b
    .events()
    .filter((e) => e.kind === 'move')
    .at(-1);
  expect(last?.kind === 'move' && last.banks).toEqual([290_000, 210_000]);
});

it('running out of the bank costs one move: the bot plays it, the seat keeps the increment', async () => {
  k = await kit();
  const r = await tableOf(k, [alice, bob], { clock: { kind: 'bank', minutes: 1, increment: 5 } });
  rooms.push(r);
  const [a, b] = [new Follower(), new Follower()];
  await r.watch(a, alice, undefined, undefined);
  await r.watch(b, bob, undefined, undefined);
  await r.setLeader(true);
  await r.start(alice);
  k.clock.advance(60_000);
  await settle(r);
  expect(a.events()).toContainEqual({ kind: 'control', seat: 0, by: 'bot', reason: 'timeout' });
  const seat = r.state().seats[0]!;
  expect(seat.kind === 'human' && !seat.substitute && seat.bank).toBe(5_000);
  expect(r.state().actor).toBe(1);
});

it('a time bank pauses over a restart: the player due gets back the bank the turn began with', async () => {
  k = await kit();
  const r = await tableOf(k, [alice, bob], { clock: bank });
  rooms.push(r);
  const [a, b] = [new Follower(), new Follower()];
  await r.watch(a, alice, undefined, undefined);
  await r.watch(b, bob, undefined, undefined);
  await r.setLeader(true);
  await r.start(alice);
  k.clock.advance(30_000);
  await playFirst(r, alice, a, 'a1');
  // Bob thinks 50 s, then the server stops for an hour.
  k.clock.advance(50_000);
  r.dispose();
  k.clock.advance(3_600_000);
  const stored = (await k.storage.table(r.id))!;
  const restored = await TableRoom.restore(stored, k.deps);
  if (!restored.ok) throw new Error(restored.error.message);
  const again = restored.value;
  rooms.push(again);
  // As the hub does at its start (alone: no other process kept the clock running).
  await again.pauseClock();
  await again.setLeader(true);
  const s = again.state();
  expect(s.seats.map((x) => (x.kind === 'human' ? x.bank : null))).toEqual([280_000, 300_000]);
  expect(s.deadline).toBe(k.clock.now() + 300_000);
  expect(s.actor).toBe(1);
  expect((await k.storage.table(r.id))!.deadline).toBe(s.deadline);
  // Nothing timed out over the restart.
  await settle(again);
  expect(again.state().seats.every((x) => x.kind !== 'human' || !x.substitute)).toBe(true);
});

it('a restart between a timeout and the bot’s move: the bot still plays that move, the clock goes on', async () => {
  k = await kit();
  // Nobody follows the restored rooms: a long grace keeps absence out of it.
  const r = await tableOf(k, [alice, bob], { clock: { kind: 'move', seconds: 30 }, grace: 3600 });
  rooms.push(r);
  const a = new Follower();
  await r.watch(a, alice, undefined, undefined);
  await r.setLeader(true);
  await r.start(alice);
  // The bot's answer never comes before the process stops.
  const stalled = {
    ...k.deps,
    bots: { choose: () => new Promise<never>(() => undefined), close: () => undefined },
  };
  const stored0 = (await k.storage.table(r.id))!;
  r.dispose();
  const slow = await TableRoom.restore(stored0, stalled);
  if (!slow.ok) throw new Error(slow.error.message);
  rooms.push(slow.value);
  await slow.value.setLeader(true);
  k.clock.advance(30_000);
  await settle(slow.value);
  expect(slow.value.state().seats[0]).toMatchObject({ reason: 'timeout', substitute: false });
  slow.value.dispose();

  // The next start: the timed-out move is still the bot's, and it plays it.
  const stored = (await k.storage.table(r.id))!;
  const restored = await TableRoom.restore(stored, k.deps);
  if (!restored.ok) throw new Error(restored.error.message);
  const again = restored.value;
  rooms.push(again);
  const f = new Follower();
  await again.watch(f, bob, undefined, undefined);
  await again.setLeader(true);
  await settle(again);
  expect(f.events()).toContainEqual(
    expect.objectContaining({ kind: 'move', seat: 0, by: 'bot', for: 'timeout' }),
  );
  expect(again.state().actor).toBe(1);
  expect(again.state().deadline).toBe(k.clock.now() + 30_000);
});
