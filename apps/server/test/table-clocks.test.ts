/**
 * The clocks and substitutes of one room, alone (no server, no network), on a clock the test
 * moves: only the leader arms timers; an absent player's seat goes to the substitute after the
 * grace period and comes back when they follow the table again; a player out of time loses that
 * move only; the substitute plays (a refused bot answer becomes a seeded legal move).
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { err } from '@carcassonne/engine';
import type { ClientMessageOf, PublicUser, TableEvent } from '@carcassonne/protocol';
import type { BotPlayer, BotRequest } from '../src/bots.js';
import type { Clock } from '../src/clock.js';
import { TableRoom, type Logger } from '../src/rooms/table-room.js';
import { planTable } from '../src/rooms/table-plan.js';
import { SqliteStorage } from '../src/storage/sqlite.js';
import type { Connection } from '../src/transport.js';

class ManualClock implements Clock {
  private time = 1_000_000;
  private timers: { due: number; fn: () => void }[] = [];

  now(): number {
    return this.time;
  }

  after(ms: number, fn: () => void): () => void {
    const timer = { due: this.time + Math.max(0, ms), fn };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((t) => t !== timer);
    };
  }

  get pending(): number {
    return this.timers.length;
  }

  /** Move the time on, running the timers due on the way, in order. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const next = this.timers.filter((t) => t.due <= end).sort((x, y) => x.due - y.due)[0];
      if (!next) break;
      this.timers = this.timers.filter((t) => t !== next);
      this.time = next.due;
      next.fn();
    }
    this.time = end;
  }
}

class Follower implements Connection {
  static count = 0;
  readonly id = ++Follower.count;
  readonly frames: { type: string; event?: TableEvent; moves?: string[]; version?: number }[] = [];
  send(text: string): void {
    this.frames.push(JSON.parse(text) as Follower['frames'][number]);
  }
  close(): void {}
  events(): TableEvent[] {
    return this.frames.flatMap((f) => (f.type === 'event' && f.event ? [f.event] : []));
  }
  lastLegal(): { moves: string[]; version: number } | undefined {
    const legal = this.frames.filter((f) => f.type === 'legal').at(-1);
    if (!legal?.moves || legal.version === undefined) return undefined;
    return { moves: legal.moves, version: legal.version };
  }
}

const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const alice: PublicUser = { id: 'u-alice', name: 'Alice', username: null };
const bob: PublicUser = { id: 'u-bob', name: 'Bob', username: null };

let storage: SqliteStorage;
let clock: ManualClock;
let asked: BotRequest[];
let room: TableRoom;

beforeEach(async () => {
  storage = SqliteStorage.open({ file: ':memory:' });
  clock = new ManualClock();
  asked = [];
  for (const u of [alice, bob]) {
    await storage.createUser({ id: u.id, name: u.name, createdAt: clock.now() }, `h-${u.id}`);
  }
});

afterEach(async () => {
  room?.dispose();
  await storage.close();
});

/** A table of Alice (host, seat 0) and Bob (seat 1) with a clock of 30 s a move and 10 s of grace. */
async function table(): Promise<TableRoom> {
  const request: ClientMessageOf<'create'> = {
    type: 'create',
    id: 'm1',
    preset: 'modern',
    seats: [{ kind: 'me' }, { kind: 'open' }],
    visibility: 'public',
    clock: { kind: 'move', seconds: 30 },
    grace: 10,
    testTiles: 12,
  };
  const plan = planTable(request, alice, clock.now(), true);
  if (!plan.ok) throw new Error(plan.error.message);
  await storage.createTable(plan.value);
  // The substitute's answer is refused: the room plays a seeded legal move in its place.
  const bots: BotPlayer = {
    choose: (request) => {
      asked.push(request);
      return Promise.resolve(err('illegal-move', 'no bot here'));
    },
    close: () => undefined,
  };
  const deps = { storage, bots, clock, log: quiet, changed: () => undefined };
  room = TableRoom.open(plan.value, alice.name, deps);
  expect((await room.join(bob, 1, undefined)).ok).toBe(true);
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
