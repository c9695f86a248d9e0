import type { Clock } from '../core/clock.js';
import type { Connection } from '../core/transport.js';
import type { TableData } from './table-data.js';

export interface Follower {
  readonly user: string | null;
}

interface RemoteUsers {
  readonly users: ReadonlySet<string>;
  until: number;
}

/**
 * Who is at the table: the connections here (players and spectators) and the people connected
 * through other processes, as those report them until their report expires. The parts of a room
 * read it; `TableFollowers` changes it as connections come and go.
 */
export class TableAudience {
  readonly connections = new Map<Connection, Follower>();
  /**
   * People connected to this table through other processes, per process, until their report
   * expires (made at the first report: a single process has none).
   */
  private remote: Map<string, RemoteUsers> | null = null;

  constructor(
    private readonly t: TableData,
    private readonly clock: Clock,
  ) {}

  /** Someone follows the table here, or this process runs its bots and timers. */
  get served(): boolean {
    return this.t.leader || this.connections.size > 0;
  }

  /** People connected to this table through this process. */
  localUsers(): Set<string> {
    const users = new Set<string>();
    for (const f of this.connections.values()) if (f.user !== null) users.add(f.user);
    return users;
  }

  isConnected(userId: string): boolean {
    for (const f of this.connections.values()) if (f.user === userId) return true;
    const now = this.clock.now();
    for (const [process, r] of this.remote ?? []) {
      if (r.until < now) this.remote!.delete(process);
      else if (r.users.has(userId)) return true;
    }
    return false;
  }

  /** A seated person is connected to this table (here or through another process). */
  anyonePresent(): boolean {
    return this.t.seats.some((s) => s.kind === 'human' && this.isConnected(s.user));
  }

  /**
   * Whether the bots wait now: no seated person is present. Not by correspondence, whose players
   * are away between their moves by design (a person's turn lasts at least a day there), nor at a
   * tournament's table, whose game is played on time whoever watches (an absent person forfeits).
   */
  pauses(): boolean {
    if (this.t.settings.tournament !== undefined) return false;
    return this.t.settings.clock.kind !== 'days' && !this.anyonePresent();
  }

  /** Whether another process's report is the one known (then only its time is renewed). */
  renews(process: string, users: readonly string[], until: number): boolean {
    const known = this.remote?.get(process);
    if (!known || known.users.size !== users.length || !users.every((u) => known.users.has(u))) return false;
    known.until = until;
    return true;
  }

  /** Another process's report of who is connected there, until `until`. */
  note(process: string, users: readonly string[], until: number): void {
    if (users.length === 0) {
      this.remote?.delete(process);
      return;
    }
    this.remote ??= new Map();
    this.remote.set(process, { users: new Set(users), until });
  }

  /**
   * Since when each seated person is connected nowhere: noted when this process learns it (a
   * connection here closed, another process's report), the same moment on every process and the
   * moment the leader starts the grace period; not when a state happens to be built later. So
   * every process shows the same `awaySince` and `botAt`, and the countdown only goes down.
   */
  markAway(): void {
    const t = this.t;
    const now = this.clock.now();
    t.seats.forEach((s, i) => {
      if (s.kind !== 'human' || this.isConnected(s.user)) t.away.delete(i);
      else if (!t.away.has(i)) t.away.set(i, now);
    });
  }
}
