import { LIMITS, type ChatLine, type PublicUser, type TournamentChatMessage } from '@carcassonne/protocol';
import type { Clock } from '../core/clock.js';
import { success, type Outcome } from '../core/outcome.js';
import type { Storage } from '../storage/types.js';

/** Lines a connection receives when it starts following a tournament. */
export const TOURNAMENT_CHAT_HISTORY = 50;
/** Lines of one tournament read per tick at most (the rest on the next ticks). */
const READ_PER_TICK = 200;

/** One connection following a tournament, as its chat sees it. */
export interface ChatFollower {
  readonly send: (message: TournamentChatMessage) => void;
  /** The signed-in user of the connection (whose blocks hide lines), or null. */
  readonly viewer: string | null;
  /** The number of the last line it was given (0: none). */
  seq: number;
}

/**
 * A tournament's chat: one channel for everybody following it; its newest `LIMITS.chatKept` lines
 * stay in the database. A line is stored, then read on the followers' tick by every process
 * (tournaments/followers.ts), so followers everywhere receive it. Who may speak (following, not
 * muted or banned, within the rate limits) is checked before `say` (hub/handlers.ts).
 */
export class TournamentChat {
  /** The time of the last line said here: each line gets its own (a line is named by author and time). */
  private lastAt = 0;

  constructor(
    private readonly storage: Storage,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly hides: (viewer: string | null, author: string) => boolean,
  ) {}

  async say(tournament: string, user: PublicUser, text: string): Promise<Outcome<Record<string, never>>> {
    this.lastAt = Math.max(this.clock.now(), this.lastAt + 1);
    const line: ChatLine = { user: user.id, name: user.name, text, at: this.lastAt };
    await this.storage.tournamentChat.add(tournament, line, LIMITS.chatKept);
    return success({});
  }

  /** Send a new follower the recent lines (also when none); the number of the last one. */
  async history(tournament: string, follower: Omit<ChatFollower, 'seq'>): Promise<number> {
    const recent = await this.storage.tournamentChat.recent(tournament, TOURNAMENT_CHAT_HISTORY);
    const lines = recent.map((l) => l.line).filter((l) => !this.hides(follower.viewer, l.user));
    follower.send({ type: 'tournament-chat', tournament, lines });
    return recent.at(-1)?.seq ?? 0;
  }

  /** The tick: each follower receives the lines stored since the last it was given. */
  async deliver(tournament: string, followers: readonly ChatFollower[]): Promise<void> {
    if (followers.length === 0) return;
    const after = Math.min(...followers.map((f) => f.seq));
    const fresh = await this.storage.tournamentChat.since(tournament, after, READ_PER_TICK);
    if (fresh.length === 0) return;
    const newest = fresh.at(-1)!.seq;
    for (const f of followers) {
      const lines = fresh
        .filter((l) => l.seq > f.seq && !this.hides(f.viewer, l.line.user))
        .map((l) => l.line);
      f.seq = Math.max(f.seq, newest);
      if (lines.length > 0) f.send({ type: 'tournament-chat', tournament, lines });
    }
  }
}
