import type { ChatChannel, PublicUser } from '@carcassonne/protocol';
import type { Connection } from '../core/transport.js';
import { failure, success, type Outcome } from '../core/outcome.js';
import type { RoomParts } from './room-parts.js';

/** At most this many missed events are sent to a follower catching up (more than a whole game has). */
export const CATCH_UP_EVENTS = 500;

export interface Follower {
  readonly user: string | null;
}

interface RemoteUsers {
  readonly users: ReadonlySet<string>;
  until: number;
}

/**
 * Who follows the table: the connections here (players and spectators) as they come and go, and
 * the people connected through other processes, as those report them until their report expires.
 * A seated player connected nowhere is absent; the leader then gives the seat its grace period
 * (`TableClocks`). Followers chat in their channel (`TableChat`).
 */
export class TableFollowers {
  readonly connections = new Map<Connection, Follower>();
  /** People connected to this table through other processes, per process, until their report expires. */
  private readonly remote = new Map<string, RemoteUsers>();
  /** Presence changes waiting in the queue (a renewal may skip the queue only when there are none). */
  private queued = 0;

  constructor(private readonly p: RoomParts) {}

  /**
   * Follow the table as a player or spectator. With `since`, first every event after that seq
   * (exactly what the client missed), then the current state and the recent chat of its channel.
   */
  async watch(
    conn: Connection,
    user: PublicUser | null,
    since: number | undefined,
    invite: string | undefined,
  ): Promise<Outcome<{ seq: number; seat: number | null; channel: ChatChannel }>> {
    const p = this.p;
    const t = p.t;
    if (!p.seats.admits(user?.id ?? null, invite)) {
      return failure('forbidden', 'this table is private: use its invite link');
    }
    const wasConnected = user ? this.isConnected(user.id) : true;
    this.connections.set(conn, { user: user?.id ?? null });
    this.markAway();
    if (user && !wasConnected) p.deps.presence?.(p.room);
    if (since !== undefined && since < t.seq) {
      // A bounded query: the last events only (the state that follows holds the rest).
      p.broadcast.sendEvents(await p.deps.storage.eventsSince(t.id, since, CATCH_UP_EVENTS), conn);
    }
    const seat = user ? t.seatOf(user.id) : null;
    if (seat !== null && !wasConnected) {
      p.clocks.cancelGrace(seat);
      p.broadcast.invalidate();
      // Coming back takes the seat back from the substitute bot.
      if (t.substitutes.has(seat)) await p.clocks.giveBack(seat);
      else p.broadcast.publishState();
    }
    p.lifecycle.review();
    p.broadcast.publishState(conn);
    p.broadcast.sendLegal(conn);
    const channel = await p.chat.sendRecent(conn, user?.id ?? null, false);
    p.deps.changed(p.room);
    return success({ seq: t.seq, seat, channel });
  }

  /** Stop following (also when the connection closes). */
  unwatch(conn: Connection): void {
    const p = this.p;
    const follower = this.connections.get(conn);
    if (!follower) return;
    this.connections.delete(conn);
    this.markAway();
    const user = follower.user;
    if (user === null || this.localUsers().has(user)) return;
    p.deps.presence?.(p.room);
    if (this.isConnected(user)) return;
    p.lifecycle.review();
    const seat = p.t.seatOf(user);
    if (seat === null) return;
    p.broadcast.invalidate();
    p.broadcast.publishState();
    p.clocks.startGrace(seat);
    p.deps.changed(p.room);
  }

  /** Someone follows this table here, or this process runs its bots and timers. */
  get served(): boolean {
    return this.p.t.leader || this.connections.size > 0;
  }

  /** People connected to this table through this process. */
  localUsers(): Set<string> {
    const users = new Set<string>();
    for (const f of this.connections.values()) if (f.user !== null) users.add(f.user);
    return users;
  }

  isConnected(userId: string): boolean {
    for (const f of this.connections.values()) if (f.user === userId) return true;
    const now = this.p.deps.clock.now();
    for (const [process, r] of this.remote) {
      if (r.until < now) this.remote.delete(process);
      else if (r.users.has(userId)) return true;
    }
    return false;
  }

  /** Another process reports who is connected there (until `until`); the leader acts on absences. */
  setRemote(process: string, users: readonly string[], until: number): Promise<void> {
    const known = this.remote.get(process);
    if (this.queued === 0 && known && sameUsers(known.users, users)) {
      // The usual renewal: nobody came or went.
      known.until = until;
      return Promise.resolve();
    }
    if (this.queued === 0 && !this.served) {
      // Nothing to tell or time here: kept for when this process takes the lease.
      this.note(process, users, until);
      this.markAway();
      return Promise.resolve();
    }
    this.queued++;
    const p = this.p;
    const change = p.run(() => {
      const t = p.t;
      const before = t.seats.map((s) => s.kind === 'human' && this.isConnected(s.user));
      this.note(process, users, until);
      this.markAway();
      const after = t.seats.map((s) => s.kind === 'human' && this.isConnected(s.user));
      p.lifecycle.review();
      if (before.every((b, i) => b === after[i])) return;
      p.broadcast.invalidate();
      p.broadcast.publishState();
      t.seats.forEach((s, i) => {
        if (s.kind !== 'human') return;
        if (after[i]) p.clocks.cancelGrace(i);
        else p.clocks.startGrace(i);
      });
      p.deps.changed(p.room);
    });
    return change.finally(() => this.queued--);
  }

  /**
   * Since when each seated person is connected nowhere: noted when this process learns it (a
   * connection here closed, another process's report), the same moment on every process and the
   * moment the leader starts the grace period; not when a state happens to be built later. So
   * every process shows the same `awaySince` and `botAt`, and the countdown only goes down.
   */
  markAway(): void {
    const t = this.p.t;
    const now = this.p.deps.clock.now();
    t.seats.forEach((s, i) => {
      if (s.kind !== 'human' || this.isConnected(s.user)) t.away.delete(i);
      else if (!t.away.has(i)) t.away.set(i, now);
    });
  }

  private note(process: string, users: readonly string[], until: number): void {
    if (users.length === 0) this.remote.delete(process);
    else this.remote.set(process, { users: new Set(users), until });
  }
}

function sameUsers(known: ReadonlySet<string>, users: readonly string[]): boolean {
  return known.size === users.length && users.every((u) => known.has(u));
}
