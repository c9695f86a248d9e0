import type { TournamentMessage } from '@carcassonne/protocol';
import { failure, success, type Outcome } from '../core/outcome.js';
import type { Storage } from '../storage/types.js';

/** Tournaments one connection may follow at once. */
export const FOLLOWS_PER_CONNECTION = 10;

interface Followed {
  /** The last mark told (version, status and entries): a change of it is pushed. */
  mark: string;
  readonly sends: Map<object, (message: TournamentMessage) => void>;
}

/**
 * The connections of this process following tournaments (`tournament-follow`): every tick the
 * followed tournaments are read from the database, and a change (a round, a result, the status,
 * an entry) is pushed to their followers here. Reading the database, not a message between
 * processes, makes a change made by any process reach every follower.
 */
export class TournamentFollowers {
  private readonly followed = new Map<string, Followed>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private round: Promise<void> | null = null;

  constructor(
    private readonly storage: Storage,
    private readonly tickMs: number,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      this.round ??= this.tick()
        .catch(() => undefined)
        .finally(() => (this.round = null));
    }, this.tickMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Follow (or stop following) a tournament for one connection (`key`), told through `send`. */
  async follow(
    key: object,
    send: (message: TournamentMessage) => void,
    id: string,
    on: boolean,
  ): Promise<Outcome<{ on: boolean; version: number }>> {
    const now = await this.markOf(id);
    if (now === null) return failure('no-such-tournament', 'there is no such tournament');
    if (!on) {
      this.forget(key, id);
      return success({ on, version: now.version });
    }
    const count = [...this.followed.values()].filter((f) => f.sends.has(key)).length;
    const entry = this.followed.get(id);
    if (!entry?.sends.has(key) && count >= FOLLOWS_PER_CONNECTION)
      return failure('rate-limited', `a connection follows at most ${FOLLOWS_PER_CONNECTION} tournaments`);
    if (entry) entry.sends.set(key, send);
    else this.followed.set(id, { mark: now.mark, sends: new Map([[key, send]]) });
    return success({ on, version: now.version });
  }

  /** A connection closed: it follows nothing any more. */
  drop(key: object): void {
    for (const id of [...this.followed.keys()]) this.forget(key, id);
  }

  private forget(key: object, id: string): void {
    const entry = this.followed.get(id);
    if (!entry) return;
    entry.sends.delete(key);
    if (entry.sends.size === 0) this.followed.delete(id);
  }

  private async markOf(id: string) {
    const t = await this.storage.tournaments.get(id);
    if (!t) return null;
    const entries = await this.storage.tournaments.entries(id);
    const checked = entries.filter((e) => e.checkedIn).length;
    const withdrawn = entries.filter((e) => e.withdrawn).length;
    return {
      version: t.version,
      status: t.status,
      mark: `${t.version}/${t.status}/${entries.length}/${checked}/${withdrawn}`,
    };
  }

  private async tick(): Promise<void> {
    for (const [id, entry] of [...this.followed]) {
      const now = await this.markOf(id);
      if (now === null || now.mark === entry.mark) continue;
      entry.mark = now.mark;
      const message: TournamentMessage = {
        type: 'tournament',
        tournament: id,
        version: now.version,
        status: now.status,
      };
      for (const send of entry.sends.values()) send(message);
    }
  }
}
