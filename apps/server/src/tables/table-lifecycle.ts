import type { ClosedReason, PublicUser, TableStatus } from '@carcassonne/protocol';
import type { StoredEvent, TableChange } from '../storage/types.js';
import { failure, success, type Outcome } from '../core/outcome.js';
import type { RoomCore } from './room-core.js';
import type { TableBots } from './table-bots.js';
import type { TableBroadcast } from './table-broadcast.js';
import type { TableClocks } from './table-clocks.js';

/**
 * How long a waiting table's host may be connected nowhere before the host role passes to the next
 * seated person present, or the table closes when nobody is (docs/server/tables.md, "Tables that expire").
 */
export const HOST_AWAY_SECONDS = 300;
/**
 * How long a table being played (no correspondence clock) waits with no seated person present
 * before it closes: its grace period (the time after which an absent player counts as gone),
 * at most this long.
 */
export const EMPTY_TABLE_SECONDS = 3600;

/** Seconds a table being played waits for a seated person before it closes as abandoned. */
export const emptyTableSeconds = (grace: number | null): number =>
  Math.min(grace ?? EMPTY_TABLE_SECONDS, EMPTY_TABLE_SECONDS);

/** What the lifecycle calls of the other parts. */
type LifecycleSlice = RoomCore & {
  readonly broadcast: Pick<TableBroadcast, 'invalidate' | 'publish' | 'publishState'>;
  readonly bots: Pick<TableBots, 'reset'>;
  readonly clocks: Pick<TableClocks, 'schedule' | 'stop'>;
};

/**
 * A table that never hangs: while it waits, its host must be somewhere (or the role passes on, or
 * the table closes); while it is played, the bots play only when a seated person is present
 * (otherwise the table is paused) and a table nobody comes back to closes. The host may also
 * cancel a waiting table. Only the leader arms the timer; its work runs in the room's queue.
 */
export class TableLifecycle {
  private cancelTimer: (() => void) | null = null;
  private armedFor: TableStatus | null = null;

  constructor(private readonly p: LifecycleSlice) {}

  /**
   * Presence, leadership or the status may have changed: the timer is armed or cancelled, and a
   * paused table whose people are back plays on.
   */
  review(): void {
    const p = this.p;
    const t = p.t;
    if (t.paused && t.status === 'playing' && t.leader && !t.disposed && !p.audience.pauses()) {
      t.paused = false;
      p.clocks.schedule();
    }
    const due = this.dueIn();
    if (due === null) {
      this.stop();
      return;
    }
    // Armed already for this status (a waiting table's host, or a played table's people).
    if (this.cancelTimer && this.armedFor === t.status) return;
    this.cancelTimer?.();
    this.armedFor = t.status;
    const clock = p.deps.clock;
    t.expires = clock.now() + due;
    this.cancelTimer = clock.after(due, () => {
      this.cancelTimer = null;
      p.run(() => this.expire()).catch(() => undefined);
    });
    this.shown();
  }

  /** Stop the timer (no longer needed, no longer the leader, or disposed). */
  stop(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
    if (this.p.t.expires === null) return;
    this.p.t.expires = null;
    this.shown();
  }

  /** The host closes a waiting table. */
  async cancel(user: PublicUser): Promise<Outcome<{ seq: number }>> {
    const t = this.p.t;
    if (user.id !== t.host) return failure('not-host', 'only the host cancels the table');
    if (t.status === 'finished' || t.status === 'closed') return failure('game-over', 'this table is over');
    if (t.status !== 'open')
      return failure('already-started', 'the game has started; it cannot be cancelled');
    await this.close('cancelled');
    return success({ seq: t.seq });
  }

  /** Close the table without a result: stored, told to its followers, gone from the lobby. */
  async close(reason: ClosedReason): Promise<void> {
    const p = this.p;
    const t = p.t;
    const change: TableChange = {
      status: 'closed',
      deadline: null,
      finishedAt: p.deps.clock.now(),
      substitutes: [],
    };
    const event: StoredEvent = { seq: t.seq + 1, event: { kind: 'closed', reason } };
    await p.deps.storage.updateTable(t.id, change, [event]);
    t.take(change);
    t.seq = event.seq;
    p.clocks.stop();
    p.bots.reset();
    this.stop();
    p.written(change, [event]);
    p.log.info({ reason }, 'table closed');
    p.broadcast.publish([event]);
    p.deps.changed(p.room);
  }

  /** Milliseconds until the table must act on an absence, or null when nobody is missing. */
  private dueIn(): number | null {
    const p = this.p;
    const t = p.t;
    if (t.disposed || !t.leader) return null;
    if (t.status === 'open') return p.audience.isConnected(t.host) ? null : HOST_AWAY_SECONDS * 1000;
    if (t.status !== 'playing') return null;
    return p.audience.pauses() ? emptyTableSeconds(t.settings.grace) * 1000 : null;
  }

  private async expire(): Promise<void> {
    this.p.t.expires = null;
    const t = this.p.t;
    if (this.dueIn() === null) return this.review();
    if (t.status === 'open') {
      const next = this.nextHost();
      if (next) await this.passHost(next);
      else await this.close('host-away');
    } else await this.close('abandoned');
    this.review();
  }

  /** The first seated person present after the host's seat (in seat order, round the table). */
  private nextHost(): { user: string; name: string } | null {
    const t = this.p.t;
    const n = t.seats.length;
    const from = (t.seatOf(t.host) ?? -1) + 1;
    for (let k = 0; k < n; k++) {
      const s = t.seats[(from + k) % n];
      if (s?.kind === 'human' && s.user !== t.host && this.p.audience.isConnected(s.user))
        return { user: s.user, name: s.name };
    }
    return null;
  }

  private async passHost(next: { user: string; name: string }): Promise<void> {
    const p = this.p;
    const t = p.t;
    const change: TableChange = { host: next.user };
    const event: StoredEvent = { seq: t.seq + 1, event: { kind: 'host', ...next } };
    await p.deps.storage.updateTable(t.id, change, [event]);
    t.host = next.user;
    t.hostName = next.name;
    t.seq = event.seq;
    p.written(change, [event]);
    p.log.info({ host: next.user }, 'host role passed on');
    p.broadcast.publish([event]);
    p.deps.changed(p.room);
  }

  /** The time shown to followers changed. */
  private shown(): void {
    this.p.broadcast.invalidate();
    if (this.p.audience.connections.size > 0) this.p.broadcast.publishState();
  }
}
