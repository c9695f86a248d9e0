import type { ChatChannel, PublicUser } from '@carcassonne/protocol';
import type { Connection } from '../core/transport.js';
import { failure, success, type Outcome } from '../core/outcome.js';
import type { RoomCore } from './room-core.js';
import type { TableBroadcast } from './table-broadcast.js';
import type { TableChat } from './table-chat.js';
import type { TableClocks } from './table-clocks.js';
import type { TableLifecycle } from './table-lifecycle.js';
import type { TableSeats } from './table-seats.js';

/** At most this many missed events are sent to a follower catching up (more than a whole game has). */
export const CATCH_UP_EVENTS = 500;

/** What the followers' comings and goings call of the other parts. */
type FollowersSlice = RoomCore & {
  readonly broadcast: Pick<TableBroadcast, 'invalidate' | 'publishState' | 'sendEvents' | 'sendLegal'>;
  readonly chat: Pick<TableChat, 'sendRecent'>;
  readonly clocks: Pick<TableClocks, 'cancelGrace' | 'giveBack' | 'startGrace'>;
  readonly lifecycle: Pick<TableLifecycle, 'review'>;
  readonly seats: Pick<TableSeats, 'admits'>;
};

/**
 * Who follows the table, as it changes: the connections here (players and spectators) come and go,
 * and the other processes report the people connected there (kept in `TableAudience`). A seated
 * player connected nowhere is absent; the leader then gives the seat its grace period
 * (`TableClocks`). Followers chat in their channel (`TableChat`).
 */
export class TableFollowers {
  /** Presence changes waiting in the queue (a renewal may skip the queue only when there are none). */
  private queued = 0;

  constructor(private readonly p: FollowersSlice) {}

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
    const audience = p.audience;
    const wasConnected = user ? audience.isConnected(user.id) : true;
    audience.connections.set(conn, { user: user?.id ?? null });
    audience.markAway();
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
    const audience = p.audience;
    const follower = audience.connections.get(conn);
    if (!follower) return;
    audience.connections.delete(conn);
    audience.markAway();
    const user = follower.user;
    if (user === null || audience.localUsers().has(user)) return;
    p.deps.presence?.(p.room);
    if (audience.isConnected(user)) return;
    p.lifecycle.review();
    const seat = p.t.seatOf(user);
    if (seat === null) return;
    p.broadcast.invalidate();
    p.broadcast.publishState();
    p.clocks.startGrace(seat);
    p.deps.changed(p.room);
  }

  /** Another process reports who is connected there (until `until`); the leader acts on absences. */
  setRemote(process: string, users: readonly string[], until: number): Promise<void> {
    const audience = this.p.audience;
    // The usual renewal: nobody came or went.
    if (this.queued === 0 && audience.renews(process, users, until)) return Promise.resolve();
    if (this.queued === 0 && !audience.served) {
      // Nothing to tell or time here: kept for when this process takes the lease.
      audience.note(process, users, until);
      audience.markAway();
      return Promise.resolve();
    }
    this.queued++;
    const p = this.p;
    const change = p.run(() => {
      const t = p.t;
      const before = t.seats.map((s) => s.kind === 'human' && audience.isConnected(s.user));
      audience.note(process, users, until);
      audience.markAway();
      const after = t.seats.map((s) => s.kind === 'human' && audience.isConnected(s.user));
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
}
