import { createMatch } from '@carcassonne/engine';
import type { RoomCore } from './room-core.js';
import type { TableBots } from './table-bots.js';
import type { TableBroadcast } from './table-broadcast.js';
import type { TableChat } from './table-chat.js';
import type { TableClocks } from './table-clocks.js';
import type { TableLifecycle } from './table-lifecycle.js';
import { readTable, replay } from './table-data.js';
import type { TableUpdate } from '../cluster/messages.js';

/** What replication calls of the other parts. */
type ReplicationSlice = RoomCore & {
  readonly broadcast: Pick<
    TableBroadcast,
    'invalidate' | 'publish' | 'publishState' | 'sendEvents' | 'sendLegal'
  >;
  readonly bots: Pick<TableBots, 'reset'>;
  readonly chat: Pick<TableChat, 'rolesChanged'>;
  readonly clocks: Pick<TableClocks, 'schedule'>;
  readonly lifecycle: Pick<TableLifecycle, 'review'>;
};

/**
 * The table beside the other processes (like colyseus' presence beside its rooms): each write of
 * this room is handed to `RoomDeps.written` (`RoomCore.written`) (published through Redis); the writes of the others
 * are applied here when they follow the last seq, and after a gap, a lost race or a failed write
 * the table is read again from the database.
 */
export class TableReplication {
  constructor(private readonly p: ReplicationSlice) {}

  /**
   * A write of another process: applied when it follows our last seq, ignored when already
   * known; after a gap, everything missed is read from the database.
   */
  async apply(update: TableUpdate): Promise<void> {
    const p = this.p;
    const t = p.t;
    const first = update.events[0]?.seq;
    const last = update.events[update.events.length - 1]?.seq;
    if (update.events.length === 0 && update.change.settings && !t.disposed) {
      // The host's chat switch: no event, only the settings.
      t.take(update.change);
      p.broadcast.invalidate();
      p.broadcast.publishState();
      return;
    }
    if (t.disposed || first === undefined || last === undefined || last <= t.seq) return;
    for (const e of update.events) if (e.event.kind === 'host') t.hostName = e.event.name;
    if (!p.audience.served) return this.skip(update);
    if (first !== t.seq + 1 || !this.fits(update)) return this.catchUp();
    p.broadcast.publish(update.events);
    p.clocks.schedule();
    p.lifecycle.review();
    p.deps.changed(p.room);
    // A seat taken or given up through another process moves its user's connections here too.
    if (update.change.seats) await p.chat.rolesChanged();
  }

  /** Read what other processes stored since our last seq (after Redis was away, or a gap). */
  async catchUp(): Promise<void> {
    const p = this.p;
    const t = p.t;
    const before = t.seq;
    const last = await p.deps.storage.lastSeq(t.id);
    if (last <= before && !t.stale) return;
    const missed = await p.deps.storage.eventsSince(t.id, before);
    await this.reload();
    p.broadcast.sendEvents(missed);
    p.broadcast.publishState();
    p.broadcast.sendLegal();
    p.lifecycle.review();
    p.deps.changed(p.room);
    await p.chat.rolesChanged();
  }

  /**
   * A table this process does not serve only notes another process's write: what the lobby shows
   * is kept, the game itself is dropped and rebuilt from the database when first needed again.
   */
  private skip(update: TableUpdate): void {
    const t = this.p.t;
    if (update.change.setup !== undefined) t.setup = update.change.setup;
    t.take(update.change);
    t.seq = Math.max(t.seq, update.events[update.events.length - 1]!.seq);
    t.match = null;
    this.p.broadcast.invalidate();
    t.stale = true;
    this.p.deps.changed(this.p.room);
  }

  /** Apply another process's write to the memory; false if it does not fit (then reload). */
  private fits(update: TableUpdate): boolean {
    const t = this.p.t;
    const c = update.change;
    if (c.setup !== undefined) {
      t.setup = c.setup;
      if (c.setup && !t.match) {
        const created = createMatch(c.setup);
        if (!created.ok) return false;
        t.match = created.value;
      }
    }
    for (const e of update.events) {
      if (e.event.kind !== 'move') continue;
      const played = t.match?.play(e.event.seat, e.event.move, e.event.version - 1);
      if (!played?.ok) return false;
    }
    t.take(c);
    t.seq = update.events[update.events.length - 1]!.seq;
    this.p.broadcast.invalidate();
    return true;
  }

  /**
   * The table as the database has it (after a failed write, a lost race or missed updates from
   * other processes). Throws while the database is unreachable; the room stays stale until then.
   */
  private async reload(): Promise<void> {
    const p = this.p;
    const t = p.t;
    t.stale = true;
    const storage = p.deps.storage;
    const read = await readTable(storage, t.id);
    if (!read) return;
    const { stored, seq } = read;
    const [moves, events] = await Promise.all([storage.moves(t.id), storage.eventsSince(t.id, 0)]);
    const match = replay(stored, moves);
    if (!match.ok) {
      p.log.error({ problem: match.error }, 'could not rebuild the table from the database');
      return;
    }
    if (stored.host !== t.host) t.hostName = (await storage.user(stored.host))?.name ?? t.hostName;
    t.load(stored, seq);
    t.rebuild(events);
    t.match = match.value;
    p.broadcast.invalidate();
    p.bots.reset();
    t.stale = false;
    p.clocks.schedule();
  }
}
