import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClientMessageOf, PublicUser, TableEvent } from '@carcassonne/protocol';
import type { BotRequest } from '../src/tables/bots.js';
import { myGames } from '../src/tables/my-games.js';
import { TableRoom } from '../src/tables/table-room.js';
import type { Storage } from '../src/storage/types.js';
import { DAY_MS } from '../src/storage/vacations.js';
import type { Connection } from '../src/core/transport.js';
import { ManualClock } from './manual-clock.js';
import { openTable, refusingBots, roomDeps } from './room-kit.js';
import { storageAdapters } from './storage-adapters.js';

const { adapters } = await storageAdapters('carc-vacation-clock-');

const HOUR = 3_600_000;

class Follower implements Connection {
  readonly id = 1;
  readonly frames: { type: string; event?: TableEvent }[] = [];
  send(text: string): void {
    this.frames.push(JSON.parse(text) as Follower['frames'][number]);
  }
  close(): void {}
  controls(): TableEvent[] {
    return this.frames.flatMap((f) => (f.type === 'event' && f.event?.kind === 'control' ? [f.event] : []));
  }
}

const alice: PublicUser = { id: 'u-alice', name: 'Alice', username: 'alice' };
const bob: PublicUser = { id: 'u-bob', name: 'Bob', username: 'bob' };

let storage: Storage;
let clock: ManualClock;
let asked: BotRequest[];
let room: TableRoom;

/** A fresh database of the adapter, with Alice and Bob. */
async function prepare(open: () => Promise<Storage>): Promise<void> {
  storage = await open();
  clock = new ManualClock();
  asked = [];
  for (const u of [alice, bob])
    await storage.createUser({ id: u.id, name: u.name, createdAt: 0 }, `h-${u.id}`);
}

afterEach(async () => {
  room?.dispose();
  await storage.close();
});

/** Alice (seat 0, first to play) and Bob at two days per move; the room leads its clocks. */
async function started(): Promise<{ r: TableRoom; a: Follower }> {
  const request: ClientMessageOf<'create'> = {
    type: 'create',
    id: 'm1',
    preset: 'modern',
    seats: [{ kind: 'me' }, { kind: 'open' }],
    visibility: 'public',
    clock: { kind: 'days', days: 2 },
    testTiles: 12,
  };
  room = await openTable(roomDeps(storage, clock, refusingBots(asked)), alice, request);
  expect((await room.join(bob, 1, undefined)).ok).toBe(true);
  const a = new Follower();
  await room.watch(a, alice, undefined, undefined);
  await room.setLeader(true);
  expect((await room.start(alice)).ok).toBe(true);
  return { r: room, a };
}

async function settle(r: TableRoom): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    await r.idle();
  }
}

/** Move the clock on an hour at a time (the leader checks a vacation at least hourly). */
async function pass(r: TableRoom, ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= HOUR) {
    clock.advance(Math.min(HOUR, left));
    await settle(r);
  }
}

for (const adapter of adapters)
  describe(`vacation clocks: ${adapter.name}`, () => {
    beforeEach(() => prepare(adapter.open));

    it('pauses the deadline of a player on vacation and resumes it after, with no substitute meanwhile', async () => {
      const { r, a } = await started();
      const begun = clock.now();
      expect(r.state().deadline).toBe(begun + 2 * DAY_MS);
      // A day into her turn, Alice goes away for three days.
      await pass(r, DAY_MS);
      expect(
        await storage.vacations.take(alice.id, { from: clock.now(), until: clock.now() + 3 * DAY_MS }, 21),
      ).toBeNull();
      // Past the stored deadline: no timeout, no bot.
      await pass(r, 2 * DAY_MS);
      expect(a.controls()).toEqual([]);
      // "My games" shows the deadline with the vacation counted: the day she had left, after it.
      const mine = await myGames({ storage, clock, roomList: () => [r] }, bob.id);
      expect(mine[0]?.deadline).toBe(begun + 5 * DAY_MS);
      expect(mine[0]?.vacationUntil).toBe(begun + 4 * DAY_MS);
      // Through the vacation: still no timeout, no bot.
      await pass(r, DAY_MS);
      expect(a.controls()).toEqual([]);
      expect(asked).toEqual([]);
      expect(r.state().actor).toBe(0);
      // Back from vacation, the day she had left runs out: the substitute plays that move.
      await pass(r, DAY_MS - HOUR);
      expect(a.controls()).toEqual([]);
      await pass(r, HOUR);
      expect(a.controls()).toContainEqual({ kind: 'control', seat: 0, by: 'bot', reason: 'timeout' });
      expect(asked).toHaveLength(1);
    });

    it('a vacation ended early counts only until its end', async () => {
      const { r, a } = await started();
      const begun = clock.now();
      await pass(r, DAY_MS);
      await storage.vacations.take(alice.id, { from: clock.now(), until: clock.now() + 10 * DAY_MS }, 21);
      await pass(r, 2 * DAY_MS);
      expect(await storage.vacations.end(alice.id, clock.now())).toBe(true);
      // Her day left now runs (noticed within the hour).
      await pass(r, DAY_MS - HOUR);
      expect(a.controls()).toEqual([]);
      await pass(r, HOUR);
      expect(a.controls()).toContainEqual({ kind: 'control', seat: 0, by: 'bot', reason: 'timeout' });
      expect(clock.now()).toBe(begun + 4 * DAY_MS);
    });

    it('another process that takes the table over decides the same from the database', async () => {
      const { r } = await started();
      const begun = clock.now();
      await pass(r, DAY_MS);
      await storage.vacations.take(alice.id, { from: clock.now(), until: clock.now() + 3 * DAY_MS }, 21);
      // The first process stops (its leadership lost); the table is read again elsewhere later.
      await r.setLeader(false);
      r.dispose();
      clock.advance(2 * DAY_MS);
      const stored = await storage.table(r.id);
      const restored = await TableRoom.restore(stored!, roomDeps(storage, clock, refusingBots(asked)));
      if (!restored.ok) throw new Error(restored.error.message);
      room = restored.value;
      const a = new Follower();
      await room.watch(a, alice, undefined, undefined);
      await room.setLeader(true);
      await settle(room);
      // Past the stored deadline, during the vacation: the new leader does not time her out.
      expect(a.controls()).toEqual([]);
      await pass(room, DAY_MS + DAY_MS - HOUR);
      expect(a.controls()).toEqual([]);
      expect(asked).toEqual([]);
      await pass(room, HOUR);
      expect(a.controls()).toContainEqual({ kind: 'control', seat: 0, by: 'bot', reason: 'timeout' });
      expect(clock.now()).toBe(begun + 5 * DAY_MS);
    });
  });
