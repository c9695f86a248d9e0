/**
 * One room alone (no server, no network) on a clock the test moves: the kit of the presence,
 * resign, time-bank, table clock, lifecycle and vacation tests. The bot answers are refused, so
 * the room plays a seeded legal move.
 */
import { err } from '@carcassonne/engine';
import type { ClientMessageOf, PublicUser, TableDelta, TableEvent, TableState } from '@carcassonne/protocol';
import { applyDelta } from '@carcassonne/protocol';
import type { BotPlayer, BotRequest } from '../src/tables/bots.js';
import type { Clock } from '../src/core/clock.js';
import { planTable } from '../src/tables/table-plan.js';
import { TableRoom, type Logger, type RoomDeps } from '../src/tables/table-room.js';
import { SqliteStorage } from '../src/storage/sqlite.js';
import type { Storage } from '../src/storage/types.js';
import type { Connection } from '../src/core/transport.js';
import { ManualClock } from './manual-clock.js';

type Frame = {
  type: string;
  event?: TableEvent;
  moves?: string[];
  version?: number;
  state?: TableState;
  delta?: TableDelta;
};

export class Follower implements Connection {
  static count = 0;
  readonly id = ++Follower.count;
  readonly frames: Frame[] = [];
  send(text: string): void {
    this.frames.push(JSON.parse(text) as Frame);
  }
  close(): void {}
  events(): TableEvent[] {
    return this.frames.flatMap((f) => (f.type === 'event' && f.event ? [f.event] : []));
  }
  /** Every state this follower held, in order: those sent whole and those its deltas led to. */
  states(): TableState[] {
    const out: TableState[] = [];
    const moves: { version: number; move: string }[] = [];
    for (const f of this.frames) {
      if (f.event?.kind === 'move') moves.push(f.event);
      const base = out.at(-1);
      if (f.state) out.push(f.state);
      else if (f.delta && base) {
        const { from, version } = f.delta;
        const covered = moves.filter((m) => m.version > from && m.version <= version).map((m) => m.move);
        const next = applyDelta(base, f.delta, covered);
        if (!next) throw new Error(`the delta to version ${version} does not fit`);
        out.push(next);
      }
    }
    return out;
  }
  lastLegal(): { moves: string[]; version: number } | undefined {
    const legal = this.frames.filter((f) => f.type === 'legal').at(-1);
    if (!legal?.moves || legal.version === undefined) return undefined;
    return { moves: legal.moves, version: legal.version };
  }
}

export const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
/** Registered accounts (only accounts play rated). */
export const alice: PublicUser = { id: 'u-alice', name: 'Alice', username: 'alice' };
export const bob: PublicUser = { id: 'u-bob', name: 'Bob', username: 'bob' };
export const carol: PublicUser = { id: 'u-carol', name: 'Carol', username: 'carol' };

export interface Kit {
  readonly storage: SqliteStorage;
  readonly clock: ManualClock;
  readonly deps: RoomDeps;
}

/**
 * Bots whose every answer is refused, so the room plays a seeded legal move instead (still a bot
 * move); each request is noted in `asked` when given.
 */
export function refusingBots(asked?: BotRequest[]): BotPlayer {
  return {
    choose: (request) => {
      asked?.push(request);
      return Promise.resolve(err('illegal-move', 'no bot here'));
    },
    close: () => undefined,
  };
}

/** What a room alone needs: this storage, clock and bots, quiet logs, and nobody told of changes. */
export function roomDeps(storage: Storage, clock: Clock, bots: BotPlayer): RoomDeps {
  return { storage, bots, clock, log: quiet, changed: () => undefined };
}

/** The accounts of Alice, Bob and Carol in `storage` (users with a login: only accounts play rated). */
export async function createAccounts(storage: Storage, clock: Clock): Promise<void> {
  for (const u of [alice, bob, carol]) {
    await storage.createUser({ id: u.id, name: u.name, createdAt: clock.now() }, `h-${u.id}`);
    await storage.setLogin(u.id, u.username ?? u.id, 'password-hash');
  }
}

/**
 * A fresh database with the accounts of Alice, Bob and Carol on a clock the test moves; the bots
 * refuse unless given.
 */
export async function kit(bots: BotPlayer = refusingBots()): Promise<Kit> {
  const storage = SqliteStorage.open({ file: ':memory:' });
  const clock = new ManualClock();
  await createAccounts(storage, clock);
  return { storage, clock, deps: roomDeps(storage, clock, bots) };
}

/** The table of this request with `host` as its host, planned, stored and opened; nobody else seated. */
export async function openTable(
  deps: RoomDeps,
  host: PublicUser,
  request: ClientMessageOf<'create'>,
): Promise<TableRoom> {
  const plan = planTable(request, host, deps.clock.now(), true);
  if (!plan.ok) throw new Error(plan.error.message);
  await deps.storage.createTable(plan.value);
  return TableRoom.open(plan.value, host.name, deps);
}

/** A table of these people (the first the host) with the given clock, joined and stored; not started. */
export async function tableOf(
  k: Kit,
  people: readonly PublicUser[],
  extra: Partial<ClientMessageOf<'create'>> = {},
): Promise<TableRoom> {
  const request: ClientMessageOf<'create'> = {
    type: 'create',
    id: 'm1',
    preset: 'modern',
    seats: people.map((_, i) => (i === 0 ? { kind: 'me' } : { kind: 'open' })),
    visibility: 'public',
    clock: { kind: 'none' },
    grace: 10,
    testTiles: 12,
    ...extra,
  };
  const room = await openTable(k.deps, people[0]!, request);
  for (let i = 1; i < people.length; i++) {
    const joined = await room.join(people[i]!, i, undefined);
    if (!joined.ok) throw new Error(joined.error.message);
  }
  return room;
}

/** Let answered bots and queued timers' work finish. */
export async function settle(r: TableRoom): Promise<void> {
  for (let i = 0; i < 6; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    await r.idle();
  }
}

/** The follower's legal move now (the first), played by `user`. */
export async function playFirst(r: TableRoom, user: PublicUser, f: Follower, id: string): Promise<void> {
  const legal = f.lastLegal();
  if (!legal) throw new Error('no legal moves');
  const played = await r.move(user, legal.moves[0]!, legal.version, id);
  if (!played.ok) throw new Error(played.error.message);
}
