import { LIMITS, type ChatChannel, type ChatLine, type PublicUser } from '@carcassonne/protocol';
import type { Connection } from '../core/transport.js';
import { failure, success, type Outcome } from '../core/outcome.js';
import type { RoomCore } from './room-core.js';
import type { TableBroadcast } from './table-broadcast.js';

/** Lines of its channel a follower receives when it starts following (or changes channel). */
export const CHAT_HISTORY = 50;

/** What the chat calls of the other parts. */
type ChatSlice = RoomCore & { readonly broadcast: Pick<TableBroadcast, 'invalidate' | 'publishState'> };

/**
 * The table's chat: two channels, the players' and the spectators'; a follower's channel follows
 * its role (a spectator who takes a seat moves to the players'). Each channel keeps its newest
 * `LIMITS.chatKept` lines in the database. The host may close the spectators' channel
 * (`settings.spectatorChat`). Lines reach the followers on other processes through
 * `RoomDeps.chatted` (Redis).
 */
export class TableChat {
  /** The channel each follower here was last given (its lines sent, or named in its watch reply). */
  private readonly told = new WeakMap<Connection, ChatChannel>();
  /** The time of the last line said here: each line gets its own (a line is named by author and time). */
  private lastAt = 0;

  constructor(private readonly p: ChatSlice) {}

  /** The channel of a follower: the players' for a seated user, the spectators' otherwise. */
  channelOf(userId: string | null): ChatChannel {
    return userId !== null && this.p.t.seatOf(userId) !== null ? 'players' : 'spectators';
  }

  get spectatorsOpen(): boolean {
    return this.p.t.settings.spectatorChat !== false;
  }

  /** A line to the followers of the sender's channel (stored first, for those who come later). */
  async say(conn: Connection, user: PublicUser, text: string): Promise<Outcome<Record<string, never>>> {
    const p = this.p;
    if (!p.audience.connections.has(conn)) return failure('not-watching', 'watch the table before chatting');
    const channel = this.channelOf(user.id);
    if (channel === 'spectators' && !this.spectatorsOpen)
      return failure('chat-off', "the host has closed the spectators' chat");
    this.lastAt = Math.max(p.deps.clock.now(), this.lastAt + 1);
    const line: ChatLine = { user: user.id, name: user.name, text, at: this.lastAt };
    await p.deps.storage.addChat(p.t.id, channel, line, LIMITS.chatKept);
    this.deliver(channel, line);
    p.deps.chatted?.(p.room, channel, line);
    return success({});
  }

  /** A line to the followers of a channel here (said here, or through another process). */
  deliver(channel: ChatChannel, line: ChatLine): void {
    const frame = JSON.stringify({ type: 'chat', table: this.p.t.id, channel, lines: [line] });
    const hides = this.p.deps.hides;
    for (const [c, f] of this.p.audience.connections)
      if (this.channelOf(f.user) === channel && !hides?.(f.user, line.user)) c.send(frame);
  }

  /** Lines a moderator removed, gone from the view of this channel's followers here. */
  removed(channel: ChatChannel, lines: readonly { user: string; at: number }[]): void {
    const frame = JSON.stringify({ type: 'chat-removed', table: this.p.t.id, channel, lines });
    for (const [c, f] of this.p.audience.connections) if (this.channelOf(f.user) === channel) c.send(frame);
  }

  /** The recent lines of a follower's channel, sent to it (also when empty: the client learns the channel). */
  async sendRecent(conn: Connection, userId: string | null, always: boolean): Promise<ChatChannel> {
    const t = this.p.t;
    const channel = this.channelOf(userId);
    const hides = this.p.deps.hides;
    const lines = (await this.p.deps.storage.recentChat(t.id, channel, CHAT_HISTORY)).filter(
      (l) => !hides?.(userId, l.user),
    );
    if (always || lines.length > 0) conn.send(JSON.stringify({ type: 'chat', table: t.id, channel, lines }));
    this.told.set(conn, channel);
    return channel;
  }

  /**
   * The seats changed (here or through another process): each follower here whose role changed
   * (took or left a seat) moves to its new channel and receives that channel's recent lines.
   */
  async rolesChanged(): Promise<void> {
    for (const [conn, f] of this.p.audience.connections) {
      const told = this.told.get(conn);
      if (told !== undefined && told !== this.channelOf(f.user)) await this.sendRecent(conn, f.user, true);
    }
  }

  /** The host opens or closes the spectators' channel; stored, then shown to every follower. */
  async setSpectators(user: PublicUser, on: boolean): Promise<Outcome<{ on: boolean }>> {
    const p = this.p;
    const t = p.t;
    if (user.id !== t.host)
      return failure('not-host', "only the host may open or close the spectators' chat");
    if (this.spectatorsOpen === on) return success({ on });
    const settings = { ...t.settings, spectatorChat: on };
    await p.deps.storage.updateTable(t.id, { settings }, []);
    t.settings = settings;
    p.written({ settings }, []);
    p.broadcast.invalidate();
    p.broadcast.publishState();
    return success({ on });
  }
}
