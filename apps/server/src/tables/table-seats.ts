import { createMatch, type MatchSetup } from '@carcassonne/engine';
import type { PublicUser } from '@carcassonne/protocol';
import type { StoredEvent, StoredSeat } from '../storage/types.js';
import { failure, success, type Outcome } from '../core/outcome.js';
import type { RoomCore } from './room-core.js';
import type { TableBroadcast } from './table-broadcast.js';
import type { TableClocks } from './table-clocks.js';
import type { TableLifecycle } from './table-lifecycle.js';
import { startSetup } from './table-plan.js';

/** What the seats call of the other parts. */
type SeatsSlice = RoomCore & {
  readonly broadcast: Pick<TableBroadcast, 'publish'>;
  readonly clocks: Pick<TableClocks, 'graceForAbsent' | 'nextDeadline' | 'schedule'>;
  readonly lifecycle: Pick<TableLifecycle, 'review'>;
};

/**
 * The seats of a table before its game and the start: who may sit (private tables need the
 * invite), taking and leaving a seat, and the host's start once every seat is filled. Each runs
 * in the room's queue; the change is stored before anyone hears of it.
 */
export class TableSeats {
  constructor(private readonly p: SeatsSlice) {}

  /** Take an open seat before the start (private tables need the invite). */
  async join(user: PublicUser, seat: number, invite: string | undefined): Promise<Outcome<{ seat: number }>> {
    const t = this.p.t;
    if (t.status !== 'open') return failure('already-started', 'the game has started; you can watch it');
    if (!this.admits(user.id, invite)) {
      return failure('forbidden', 'this table is private: use its invite link');
    }
    if (t.seatOf(user.id) !== null) return failure('already-seated', 'you already have a seat at this table');
    const occupant = t.seats[seat];
    if (!occupant) return failure('bad-seat', `this table has seats 0 to ${t.seats.length - 1}`);
    if (occupant.kind !== 'open') return failure('seat-taken', `seat ${seat} is taken`);
    const seats = [...t.seats];
    seats[seat] = { kind: 'human', user: user.id, name: user.name };
    await this.change(seats, seat);
    return success({ seat });
  }

  async leave(user: PublicUser): Promise<Outcome<{ seat: number }>> {
    const t = this.p.t;
    if (t.status !== 'open') {
      return failure('already-started', 'a seat cannot be left once the game has started');
    }
    const seat = t.seatOf(user.id);
    if (seat === null) return failure('not-seated', 'you have no seat at this table');
    const seats = [...t.seats];
    seats[seat] = { kind: 'open' };
    await this.change(seats, seat);
    return success({ seat });
  }

  /** The host starts once every seat is filled. */
  async start(user: PublicUser): Promise<Outcome<{ seq: number }>> {
    const p = this.p;
    const t = p.t;
    if (user.id !== t.host) return failure('not-host', 'only the host starts the game');
    if (t.status !== 'open') return failure('already-started', 'the game has already started');
    if (t.seats.some((s) => s.kind === 'open')) {
      return failure('seats-open', 'every seat needs a player or a bot first');
    }
    if (!t.seats.some((s) => s.kind === 'human')) {
      return failure('no-person-seated', 'a game starts with at least one person seated');
    }
    const setup = startSetup(t.stored());
    if (!setup.ok) return setup;
    return this.begin(setup.value);
  }

  /**
   * The server starts a table it seated itself (a tournament's game) from a setup of its choice
   * (the deal's seed): no host or person is needed.
   */
  async startWith(setup: MatchSetup): Promise<Outcome<{ seq: number }>> {
    const t = this.p.t;
    if (t.status !== 'open') return failure('already-started', 'the game has already started');
    if (t.seats.some((s) => s.kind === 'open')) {
      return failure('seats-open', 'every seat needs a player or a bot first');
    }
    return this.begin(setup);
  }

  private async begin(setup: MatchSetup): Promise<Outcome<{ seq: number }>> {
    const p = this.p;
    const t = p.t;
    const created = createMatch(setup);
    if (!created.ok) return failure(created.error.code, created.error.message);
    const match = created.value;
    const event: StoredEvent = { seq: t.seq + 1, event: { kind: 'started', players: match.players } };
    t.match = match;
    t.status = 'playing';
    const deadline = p.clocks.nextDeadline();
    try {
      await p.deps.storage.updateTable(t.id, { status: 'playing', setup, deadline }, [event]);
    } catch (e) {
      t.match = null;
      t.status = 'open';
      throw e;
    }
    t.setup = setup;
    t.deadline = deadline;
    t.seq = event.seq;
    p.written({ status: 'playing', setup, deadline }, [event]);
    p.clocks.graceForAbsent();
    p.log.info({ players: match.players.length }, 'game started');
    p.broadcast.publish([event]);
    p.clocks.schedule();
    p.lifecycle.review();
    p.deps.changed(p.room);
    return success({ seq: t.seq });
  }

  /** The host frees a seat before the start (a person or a bot; the host's own seat is left with `leave`). */
  async remove(user: PublicUser, seat: number): Promise<Outcome<{ seat: number }>> {
    const t = this.p.t;
    if (user.id !== t.host) return failure('not-host', 'only the host removes a player');
    if (t.status !== 'open') return failure('already-started', 'the game has started; seats are kept');
    const occupant = t.seats[seat];
    if (!occupant) return failure('bad-seat', `this table has seats 0 to ${t.seats.length - 1}`);
    if (occupant.kind === 'open') return failure('bad-seat', `seat ${seat} is already free`);
    if (occupant.kind === 'human' && occupant.user === user.id)
      return failure('bad-seat', 'leave your own seat with "leave"');
    const seats = [...t.seats];
    seats[seat] = { kind: 'open' };
    await this.change(seats, seat);
    return success({ seat });
  }

  /** Public tables admit anyone; private ones the host, the seated players and holders of the invite. */
  admits(userId: string | null, invite: string | undefined): boolean {
    const t = this.p.t;
    if (t.invite === null) return true;
    if (invite === t.invite) return true;
    return userId !== null && (userId === t.host || t.seatOf(userId) !== null);
  }

  private async change(seats: StoredSeat[], seat: number): Promise<void> {
    const p = this.p;
    const t = p.t;
    const event: StoredEvent = { seq: t.seq + 1, event: { kind: 'seat', seat, occupant: seats[seat]! } };
    await p.deps.storage.updateTable(t.id, { seats }, [event]);
    t.seats = seats;
    t.seq = event.seq;
    p.written({ seats }, [event]);
    p.broadcast.publish([event]);
    p.deps.changed(p.room);
  }
}
