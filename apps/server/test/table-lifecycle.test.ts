/**
 * Tables never hang (one room, no network, on a clock the test moves): a waiting table whose host
 * is away passes the host role to a seated person present or closes; the host cancels a table and
 * frees seats, others are refused and change nothing; a game needs a person seated; a table being
 * played with no seated person present pauses its bots and closes when nobody comes back, while a
 * substitute still plays for an absent player when another person is present.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { ClientMessageOf } from '@carcassonne/protocol';
import type { BotRequest } from '../src/tables/bots.js';
import { EMPTY_TABLE_SECONDS, emptyTableSeconds, HOST_AWAY_SECONDS } from '../src/tables/table-lifecycle.js';
import type { TableRoom } from '../src/tables/table-room.js';
import type { SqliteStorage } from '../src/storage/sqlite.js';
import type { ManualClock } from './manual-clock.js';
import { alice, bob, carol, Follower, kit, openTable, refusingBots, type Kit } from './room-kit.js';

let k: Kit;
let storage: SqliteStorage;
let clock: ManualClock;
let asked: BotRequest[];
let room: TableRoom | undefined;

beforeEach(async () => {
  asked = [];
  // Bots answer nothing playable: the room plays a seeded legal move instead (still a bot move).
  k = await kit(refusingBots(asked));
  ({ storage, clock } = k);
});

afterEach(async () => {
  room?.dispose();
  room = undefined;
  await storage.close();
});

/** A table Alice hosts with these seats, led by this process (its timers armed). */
async function table(
  seats: ClientMessageOf<'create'>['seats'],
  clockKind: ClientMessageOf<'create'>['clock'] = { kind: 'none' },
): Promise<TableRoom> {
  const request: ClientMessageOf<'create'> = {
    type: 'create',
    id: 'm1',
    preset: 'modern',
    seats,
    visibility: 'public',
    clock: clockKind,
    grace: 10,
    testTiles: 12,
  };
  room = await openTable(k.deps, alice, request);
  await room.setLeader(true);
  return room;
}

async function settle(r: TableRoom): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    await r.idle();
  }
}

it('a waiting table whose host is away passes the host role to the next seated person present', async () => {
  const r = await table([{ kind: 'me' }, { kind: 'open' }, { kind: 'open' }]);
  expect((await r.join(bob, 1, undefined)).ok).toBe(true);
  expect((await r.join(carol, 2, undefined)).ok).toBe(true);
  // Carol is here, Bob is not: the role goes past Bob to Carol.
  const c = new Follower();
  await r.watch(c, carol, undefined, undefined);
  const waiting = r.state();
  expect(waiting.expires).toBe(clock.now() + HOST_AWAY_SECONDS * 1000);
  expect(waiting.hostName).toBe('Alice');
  clock.advance(HOST_AWAY_SECONDS * 1000 - 1);
  await settle(r);
  expect(r.host).toBe(alice.id);
  clock.advance(1);
  await settle(r);
  expect(c.events()).toContainEqual({ kind: 'host', user: carol.id, name: 'Carol' });
  expect(r.host).toBe(carol.id);
  expect(r.state()).toMatchObject({ host: carol.id, hostName: 'Carol', expires: null, status: 'open' });
  expect((await storage.table(r.id))!.host).toBe(carol.id);
  // The old host is refused what only the host may do; the new host may.
  expect(await r.cancel(alice)).toMatchObject({ ok: false, error: { code: 'not-host' } });
  expect((await r.remove(carol, 1)).ok).toBe(true);
});

it('a waiting table with nobody seated present closes and is not resumed', async () => {
  const r = await table([{ kind: 'me' }, { kind: 'open' }]);
  expect((await r.join(bob, 1, undefined)).ok).toBe(true);
  const spectator = new Follower();
  await r.watch(spectator, null, undefined, undefined);
  clock.advance(HOST_AWAY_SECONDS * 1000);
  await settle(r);
  expect(spectator.events()).toContainEqual({ kind: 'closed', reason: 'host-away' });
  expect(r.currentStatus).toBe('closed');
  expect(r.listed).toBe(false);
  expect((await storage.table(r.id))!.status).toBe('closed');
  expect((await storage.unfinishedTables()).map((t) => t.id)).not.toContain(r.id);
  expect(clock.pending).toBe(0);
  // Closed: nobody sits or starts any more.
  expect(await r.join(carol, 1, undefined)).toMatchObject({ ok: false, error: { code: 'already-started' } });
});

it('a host who comes back in time keeps the table; leaving starts the count again', async () => {
  const r = await table([{ kind: 'me' }, { kind: 'open' }]);
  const a = new Follower();
  clock.advance(HOST_AWAY_SECONDS * 1000 - 1000);
  await r.watch(a, alice, undefined, undefined);
  expect(r.state().expires).toBeNull();
  expect(clock.pending).toBe(0);
  clock.advance(HOST_AWAY_SECONDS * 1000);
  await settle(r);
  expect(r.currentStatus).toBe('open');
  await r.unwatch(a);
  expect(r.state().expires).toBe(clock.now() + HOST_AWAY_SECONDS * 1000);
});

it('the host cancels and removes before the start; anyone else is refused and nothing changes', async () => {
  const r = await table([{ kind: 'me' }, { kind: 'open' }, { kind: 'bot', bot: 'level1' }]);
  expect((await r.join(bob, 1, undefined)).ok).toBe(true);
  const seq = r.currentSeq;
  expect(await r.remove(bob, 2)).toMatchObject({ ok: false, error: { code: 'not-host' } });
  expect(await r.cancel(bob)).toMatchObject({ ok: false, error: { code: 'not-host' } });
  expect(await r.remove(alice, 0)).toMatchObject({ ok: false, error: { code: 'bad-seat' } });
  expect(await r.remove(alice, 7)).toMatchObject({ ok: false, error: { code: 'bad-seat' } });
  expect(r.currentSeq).toBe(seq);
  expect(r.state().seats.map((s) => s.kind)).toEqual(['human', 'human', 'bot']);

  expect(await r.remove(alice, 2)).toEqual({ ok: true, value: { seat: 2 } });
  expect(await r.remove(alice, 2)).toMatchObject({ ok: false, error: { code: 'bad-seat' } });
  expect(await r.remove(alice, 1)).toEqual({ ok: true, value: { seat: 1 } });
  expect(r.state().seats.map((s) => s.kind)).toEqual(['human', 'open', 'open']);
  expect((await storage.table(r.id))!.seats.map((s) => s.kind)).toEqual(['human', 'open', 'open']);

  const a = new Follower();
  await r.watch(a, alice, undefined, undefined);
  expect((await r.cancel(alice)).ok).toBe(true);
  expect(a.events()).toContainEqual({ kind: 'closed', reason: 'cancelled' });
  expect((await storage.table(r.id))!.status).toBe('closed');
  expect(await r.cancel(alice)).toMatchObject({ ok: false, error: { code: 'game-over' } });
});

it('after the start the host can neither cancel nor remove', async () => {
  const r = await table([{ kind: 'me' }, { kind: 'open' }]);
  expect((await r.join(bob, 1, undefined)).ok).toBe(true);
  const a = new Follower();
  await r.watch(a, alice, undefined, undefined);
  expect((await r.start(alice)).ok).toBe(true);
  expect(await r.remove(alice, 1)).toMatchObject({ ok: false, error: { code: 'already-started' } });
  expect(await r.cancel(alice)).toMatchObject({ ok: false, error: { code: 'already-started' } });
});

it('a game needs a person seated', async () => {
  const r = await table([
    { kind: 'bot', bot: 'level1' },
    { kind: 'bot', bot: 'level2' },
  ]);
  expect(await r.start(alice)).toMatchObject({ ok: false, error: { code: 'no-person-seated' } });
  expect(r.currentStatus).toBe('open');
});

it('with no seated person present the bots wait, play on when one is back, and the table closes if nobody comes back within the grace period', async () => {
  const r = await table([{ kind: 'bot', bot: 'level1' }, { kind: 'me' }]);
  // Started without following the table: nobody is present, the bot (seat 0, first to play) waits.
  expect((await r.start(alice)).ok).toBe(true);
  await settle(r);
  expect(asked).toEqual([]);
  expect(r.unattended).toBe(true);
  // The table's grace period (10 s), not an hour: a table nobody plays is not listed as played for long.
  expect(r.state().expires).toBe(clock.now() + 10_000);

  const a = new Follower();
  await r.watch(a, alice, undefined, undefined);
  await settle(r);
  expect(asked).toHaveLength(1);
  expect(a.events()).toContainEqual(expect.objectContaining({ kind: 'move', seat: 0, by: 'bot' }));
  expect(r.state().expires).toBeNull();
  expect(r.unattended).toBe(false);

  await r.unwatch(a);
  const spectator = new Follower();
  await r.watch(spectator, null, undefined, undefined);
  clock.advance(9_999);
  await settle(r);
  expect(r.currentStatus).toBe('playing');
  clock.advance(1);
  await settle(r);
  expect(spectator.events()).toContainEqual({ kind: 'closed', reason: 'abandoned' });
  expect(r.currentStatus).toBe('closed');
  expect((await storage.table(r.id))!.status).toBe('closed');
  expect(clock.pending).toBe(0);
});

it('a substitute plays for an absent player while another person is present, and waits when nobody is', async () => {
  const r = await table([{ kind: 'me' }, { kind: 'open' }]);
  expect((await r.join(bob, 1, undefined)).ok).toBe(true);
  const a = new Follower();
  await r.watch(a, alice, undefined, undefined);
  expect((await r.start(alice)).ok).toBe(true);
  // Bob never comes: after the grace period the substitute takes his seat.
  clock.advance(10_000);
  await settle(r);
  expect(a.events()).toContainEqual({ kind: 'control', seat: 1, by: 'bot', reason: 'absent' });
  // Alice gone too before her move: Bob's substitute does not play on for nobody.
  await r.unwatch(a);
  expect(r.state().actor).toBe(0);
  // Alice comes back and moves: the substitute answers for Bob at once.
  const back = new Follower();
  await r.watch(back, alice, undefined, undefined);
  const legal = back.frames.filter((f) => f.type === 'legal').at(-1) as unknown as {
    moves: string[];
    version: number;
  };
  expect((await r.move(alice, legal.moves[0]!, legal.version, 'c1')).ok).toBe(true);
  await settle(r);
  expect(asked.map((q) => q.bot)).toEqual(['greedy']);
  expect(back.events()).toContainEqual(expect.objectContaining({ kind: 'move', seat: 1, by: 'bot' }));
  // Now Alice leaves while the substitute would be due after her next move: nothing is asked.
  const legal2 = back.frames.filter((f) => f.type === 'legal').at(-1) as unknown as {
    moves: string[];
    version: number;
  };
  expect((await r.move(alice, legal2.moves[0]!, legal2.version, 'c2')).ok).toBe(true);
  await settle(r);
  expect(asked).toHaveLength(2);
  await r.unwatch(back);
  expect(r.unattended).toBe(true);
});

it('a table closes after its grace period with nobody present, after an hour at most', () => {
  expect(emptyTableSeconds(60)).toBe(60);
  expect(emptyTableSeconds(null)).toBe(EMPTY_TABLE_SECONDS);
  expect(emptyTableSeconds(EMPTY_TABLE_SECONDS + 1)).toBe(EMPTY_TABLE_SECONDS);
});
