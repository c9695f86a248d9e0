import type {
  TournamentChatMessage,
  TournamentChatRemovedMessage,
  TournamentMessage,
} from '@carcassonne/protocol';
import { failure, success, type Outcome } from '../core/outcome.js';
import type { Storage } from '../storage/types.js';
import type { ChatFollower, TournamentChat } from './chat.js';

/** Tournaments one connection may follow at once. */
export const FOLLOWS_PER_CONNECTION = 10;

interface Followed {
  /** The last mark told (version, status, entries and games' tables): a change of it is pushed. */
  mark: string;
  readonly sends: Map<object, Follower>;
}

/** One connection following: how it is told, and what its chat was given. */
interface Follower extends ChatFollower {
  readonly tell: (message: TournamentMessage | TournamentChatRemovedMessage) => void;
}

/**
 * The connections of this process following tournaments (`tournament-follow`): every tick the
 * followed tournaments are read from the database, and a change (a round, a result, the status,
 * an entry, a game's table made or forfeited) is pushed to their followers here. Reading the
 * database, not a message between processes, makes a change made by any process reach every
 * follower. The tournament's chat (chat.ts) is read on the same tick: its recent lines are sent
 * when following starts.
 */
export class TournamentFollowers {
  private readonly followed = new Map<string, Followed>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private round: Promise<void> | null = null;

  constructor(
    private readonly storage: Storage,
    private readonly tickMs: number,
    readonly chat: TournamentChat,
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

  /**
   * Follow (or stop following) a tournament for one connection (`key`), told through `send`;
   * `viewer` is its signed-in user (whose blocks hide chat lines), or null.
   */
  async follow(
    key: object,
    send: (message: TournamentMessage | TournamentChatMessage | TournamentChatRemovedMessage) => void,
    id: string,
    on: boolean,
    viewer: string | null = null,
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
    // Kept before its history is read (a close meanwhile drops it); no tick line until it has one.
    const follower: Follower = { tell: send, send, viewer, seq: Number.MAX_SAFE_INTEGER };
    const followed = entry ?? { mark: now.mark, sends: new Map<object, Follower>() };
    followed.sends.set(key, follower);
    this.followed.set(id, followed);
    follower.seq = await this.chat.history(id, follower);
    return success({ on, version: now.version });
  }

  /** Whether a connection follows a tournament (here: connections are of one process). */
  follows(key: object, id: string): boolean {
    return this.followed.get(id)?.sends.has(key) ?? false;
  }

  /**
   * A moderator removed lines of a tournament's chat (deleted from the database first, so no
   * history sends them again): its followers here drop them from view.
   */
  chatRemoved(id: string, lines: TournamentChatRemovedMessage['lines']): void {
    const message: TournamentChatRemovedMessage = { type: 'tournament-chat-removed', tournament: id, lines };
    for (const f of this.followed.get(id)?.sends.values() ?? []) f.tell(message);
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
    // A game's table is made a step after the round or wave that pairs it, without a new version:
    // the games' rows count too, or a page that read the view between the two would never hear of it.
    const { games, forfeits } = await this.storage.tournaments.gameCounts(id);
    return {
      version: t.version,
      status: t.status,
      mark: `${t.version}/${t.status}/${entries.length}/${checked}/${withdrawn}/${games}/${forfeits}`,
    };
  }

  private async tick(): Promise<void> {
    for (const [id, entry] of [...this.followed]) {
      await this.chat.deliver(id, [...entry.sends.values()]);
      const now = await this.markOf(id);
      if (now === null || now.mark === entry.mark) continue;
      entry.mark = now.mark;
      const message: TournamentMessage = {
        type: 'tournament',
        tournament: id,
        version: now.version,
        status: now.status,
      };
      for (const f of entry.sends.values()) f.tell(message);
    }
  }
}
