import { isTournamentLine, type LineRef, type PublicUser, type Sanction } from '@carcassonne/protocol';
import type { Clock } from '../core/clock.js';
import type { Cluster } from '../cluster/cluster.js';
import type { ModerationNews } from '../cluster/messages.js';
import { failure, type Outcome } from '../core/outcome.js';
import type { Storage } from '../storage/types.js';

/** Chat lines removed: of a table's channel, or of a tournament's chat. */
export type RemovedNews = Extract<ModerationNews, { what: 'chat-removed' | 'tournament-chat-removed' }>;

/** What a sanction stops: `chat` (a mute or a ban), `play` (a ban: create, join, rematch, queue). */
export type Activity = 'chat' | 'play';

/** Warnings count for this long on the user's standing. */
export const WARNINGS_SHOWN_MS = 30 * 24 * 3600 * 1000;
/** Users whose blocks are kept in memory at most (past it the memory starts afresh). */
const MAX_KNOWN = 20_000;

/** The sentence of a refusal: when it ends (ISO time) and why (the web reads both from it). */
export const sanctionWords = (s: Sanction): string =>
  `${s.kind === 'ban' ? 'banned' : 'muted'} until ${new Date(s.until ?? 0).toISOString()}: ${s.reason}`;

/**
 * Moderation on this process: who moderates (the first registered account and `ADMIN_USERS`),
 * whether a user's ban or mute refuses an action (read from the database each time, so a
 * sanction given through any process counts at once everywhere), and the blocks of the users
 * followed here (kept in memory to hide the chat of the players they blocked; refreshed through
 * Redis when they change elsewhere).
 *
 * For matchmaking and challenges: `avoid(a, b)` says whether two players must never be paired or
 * seated together (either blocked the other).
 */
export class Moderation {
  private readonly admins: ReadonlySet<string>;
  private first: string | null = null;
  private readonly known = new Map<string, ReadonlySet<string>>();

  constructor(
    private readonly storage: Storage,
    private readonly clock: Clock,
    adminUsers: readonly string[],
    private readonly cluster: Cluster | undefined,
    /** Tell the followers here (of a table or a tournament) of removed chat lines. */
    private readonly removedHere: (news: RemovedNews) => void,
    /** Send a frame to a user's connections here. */
    private readonly tellHere: (user: string, text: string) => void,
    /** Close a user's connections here (banned). */
    private readonly closeHere: (user: string) => void = () => undefined,
  ) {
    this.admins = new Set(adminUsers.map((u) => u.toLowerCase()));
  }

  /** Whether a user moderates: named in `ADMIN_USERS`, or the first registered account. */
  async isAdmin(user: PublicUser): Promise<boolean> {
    if (user.username === null) return false;
    if (this.admins.has(user.username.toLowerCase())) return true;
    // The first account never changes once there is one.
    this.first ??= await this.storage.moderation.firstAccount();
    return this.first === user.id;
  }

  /** Why a user may not do `what` now (`banned`, `muted`), read from the database; null if they may. */
  async refusal(userId: string, what: Activity): Promise<Outcome<never> | null> {
    const now = this.clock.now();
    const inForce = await this.storage.moderation.sanctions(userId, now, now);
    const ban = inForce.find((s) => s.kind === 'ban');
    if (ban) return failure('banned', sanctionWords(ban));
    const mute = what === 'chat' ? inForce.find((s) => s.kind === 'mute') : undefined;
    if (mute) return failure('muted', sanctionWords(mute));
    return null;
  }

  /** Whether either player blocked the other: never paired, never seated at one table. */
  avoid(a: string, b: string): Promise<boolean> {
    return a === b ? Promise.resolve(false) : this.storage.moderation.avoid(a, b);
  }

  /** Whether `user` and any of `others` avoid each other (`avoid`). */
  async avoidsAny(user: string, others: readonly string[]): Promise<boolean> {
    const { blocks, blockedBy } = await this.storage.moderation.relations(user);
    return others.some((o) => o !== user && (blocks.includes(o) || blockedBy.includes(o)));
  }

  /** Keep a user's blocks in memory (they follow a table here): their chat view hides the blocked. */
  async know(userId: string): Promise<void> {
    if (this.known.has(userId)) return;
    const { blocks } = await this.storage.moderation.relations(userId);
    if (this.known.size > MAX_KNOWN) this.known.clear();
    this.known.set(userId, new Set(blocks));
  }

  /** Whether `viewer` blocked `author` (only for viewers known here; others see everything). */
  hides(viewer: string | null, author: string): boolean {
    return viewer !== null && (this.known.get(viewer)?.has(author) ?? false);
  }

  /** Block or unblock; every process reads the blocker's list again. */
  async setBlock(blocker: string, blocked: string, on: boolean): Promise<void> {
    await this.storage.moderation.setBlock(blocker, blocked, on, this.clock.now());
    const news = { what: 'block', blocker, blocked, on } as const;
    this.noteBlock(news);
    this.publish(news);
  }

  /** Remove a chat line for everyone (stored first), then from every follower's view. */
  announceRemoved(line: LineRef): void {
    const lines = [{ user: line.author, at: line.at }];
    const news: RemovedNews = isTournamentLine(line)
      ? { what: 'tournament-chat-removed', tournament: line.tournament, lines }
      : { what: 'chat-removed', table: line.table, channel: line.channel, lines };
    this.removedHere(news);
    this.publish(news);
  }

  /** Tell a user of a warning, mute or ban (null: their mute and ban lifted) at once, wherever they are connected. */
  announceSanction(user: string, sanction: Sanction | null): void {
    const news = { what: 'sanction', user, sanction } as const;
    this.fromElsewhere(news);
    this.publish(news);
  }

  /** News from another process (applied at once: a chat line published after it is already filtered). */
  fromElsewhere(news: ModerationNews): void {
    if (news.what === 'block') this.noteBlock(news);
    else if (news.what === 'sanction') {
      this.tellHere(
        news.user,
        JSON.stringify(
          news.sanction === null
            ? { type: 'sanctions-lifted' }
            : { type: 'sanction', sanction: news.sanction },
        ),
      );
      if (news.sanction?.kind === 'ban') this.closeHere(news.user);
    } else this.removedHere(news);
  }

  /** A block changed: the blocker's list here, if known, changes with it. */
  private noteBlock(news: Extract<ModerationNews, { what: 'block' }>): void {
    const known = this.known.get(news.blocker);
    if (!known) return;
    const next = new Set(known);
    if (news.on) next.add(news.blocked);
    else next.delete(news.blocked);
    this.known.set(news.blocker, next);
  }

  private publish(news: ModerationNews): void {
    const c = this.cluster;
    c?.publish({ kind: 'moderation', origin: c.processId, news });
  }
}
