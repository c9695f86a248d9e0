import type { Clock } from '../core/clock.js';
import type { Cluster } from '../cluster/cluster.js';
import type { TableRoom } from './table-room.js';

/**
 * The cluster's leases of the tables in memory (`hub/hub.ts`): a lease decides which process runs a
 * table's bots and timers. Every table being played has its lease renewed or taken in rounds,
 * and the others are told who is connected here.
 */
/**
 * Rounds a table must have been played before a process that does not serve it (nobody follows it
 * there) claims its lease: one lease. A process serving it claims at once, so the lease goes to
 * one that has the game in memory for its followers; another would play every move only to run
 * the bots and timers. A table nobody follows anywhere is still claimed, a lease later.
 */
const PATIENCE = 3;

export class TableLeases {
  private timer: ReturnType<typeof setInterval> | null = null;
  private rounds = 0;
  /** The round in which each table being played was first seen here. */
  private seen = new Map<string, number>();

  constructor(
    private readonly cluster: Cluster,
    private readonly clock: Clock,
    private readonly rooms: ReadonlyMap<string, TableRoom>,
    /** Whether the hub is stopping: then it leads nothing. */
    private readonly closing: () => boolean,
  ) {}

  /** Rounds of leases, a third of a lease apart. */
  start(): void {
    const every = Math.max(50, Math.floor(this.cluster.leaseMs / 3));
    let round: Promise<void> | null = null;
    this.timer = setInterval(() => {
      // A slow round (Redis busy) is not overlapped by the next one.
      round ??= this.round()
        .catch(() => undefined)
        .finally(() => (round = null));
    }, every);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** A new room's lease (at once, not at the next round). */
  async claim(room: TableRoom): Promise<void> {
    const cluster = this.cluster;
    if (this.closing() || room.currentStatus !== 'playing') {
      if (room.isLeader) await room.setLeader(false);
      return;
    }
    let held = false;
    try {
      held = await cluster.claim(room.id);
    } catch {
      // Redis away: nobody can prove the lease, so nobody runs this table's bots and timers.
      held = false;
    }
    if (held !== room.isLeader) await room.setLeader(held);
  }

  /**
   * Renew or take the leases of every table being played (one Redis round trip per 500 tables),
   * and tell the others who is connected here (one message for every table, before their reports expire).
   */
  private async round(): Promise<void> {
    const cluster = this.cluster;
    const playing: TableRoom[] = [];
    for (const room of this.rooms.values()) {
      if (room.currentStatus === 'playing' && !this.closing()) playing.push(room);
      else if (room.isLeader) void room.setLeader(false).catch(() => undefined);
    }
    this.rounds++;
    const seen = new Map<string, number>();
    const claims: TableRoom[] = [];
    for (const room of playing) {
      const since = this.seen.get(room.id) ?? this.rounds;
      seen.set(room.id, since);
      if (room.isLeader || room.localUsers().size > 0 || this.rounds - since >= PATIENCE) claims.push(room);
    }
    this.seen = seen;
    let held = new Set<string>();
    try {
      held = await cluster.claimMany(claims.map((r) => r.id));
    } catch {
      // Redis away: nobody can prove a lease, so nobody runs bots and timers until it returns.
    }
    for (const room of claims) {
      const on = held.has(room.id);
      if (on !== room.isLeader) void room.setLeader(on).catch(() => undefined);
    }
    const tables: Record<string, string[]> = {};
    let any = false;
    for (const room of this.rooms.values()) {
      const users = room.localUsers();
      if (users.size === 0) continue;
      tables[room.id] = [...users];
      any = true;
    }
    if (any)
      cluster.publish({
        kind: 'presence',
        origin: cluster.processId,
        tables,
        until: this.clock.now() + cluster.leaseMs * 2,
      });
  }

  /** Who is connected here to a room, told to the others at once. */
  announcePresence(room: TableRoom): void {
    const cluster = this.cluster;
    const until = this.clock.now() + cluster.leaseMs * 2;
    cluster.publish({
      kind: 'presence',
      origin: cluster.processId,
      tables: { [room.id]: [...room.localUsers()] },
      until,
    });
  }

  /** Give up the leases this process holds (a graceful stop). */
  async release(): Promise<void> {
    await Promise.all(
      [...this.rooms.values()].filter((r) => r.isLeader).map((r) => this.cluster.release(r.id)),
    );
  }
}
