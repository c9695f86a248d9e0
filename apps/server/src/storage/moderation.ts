import type {
  AuditEntry,
  LineRef,
  ModerationAction,
  PublicUser,
  ReportView,
  Sanction,
} from '@carcassonne/protocol';
import type { ChatChannel, ChatLine } from '@carcassonne/protocol';

/**
 * What moderation keeps (`storage.moderation`): blocks between players, reports with the chat
 * around them, warnings, mutes and bans, and the log of every moderator action. Both adapters
 * share the statements (`moderation-sql.ts`) over a small database port.
 */
export interface ModerationStore {
  /** The user of the first registered account (a moderator; docs/server/moderation.md). */
  firstAccount(): Promise<string | null>;

  /** Block (`on`) or unblock `blocked` for `blocker`. */
  setBlock(blocker: string, blocked: string, on: boolean, at: number): Promise<void>;
  /** The players `blocker` blocked, by name. */
  blockedBy(blocker: string): Promise<PublicUser[]>;
  /** Whom a user blocked, and who blocked that user (ids). */
  relations(user: string): Promise<{ blocks: string[]; blockedBy: string[] }>;
  /** Whether either of two players blocked the other (never seated together, never paired). */
  avoid(a: string, b: string): Promise<boolean>;

  addReport(report: NewReport): Promise<number>;
  /** Reports a user made since `since` (ms): the rate limit reads it, so every process agrees. */
  reportsSince(reporter: string, since: number): Promise<number>;
  /** Open reports (oldest first), then the `handled` most recently handled ones. */
  reports(handled: number): Promise<ReportView[]>;

  /** A warning, mute or ban, with its log entry, in one transaction. */
  addSanction(sanction: NewSanction, audit: NewAudit): Promise<Sanction>;
  /** End a user's mutes and bans in force; how many ended. */
  lift(user: string, at: number, audit: NewAudit): Promise<number>;
  /** A user's mutes and bans in force at `now`, and their warnings since `since`, newest first. */
  sanctions(user: string, now: number, since: number): Promise<Sanction[]>;

  /**
   * Note where a user signed in from: marks (`address:…`, `device:…`, hashed), kept with their
   * newest time (the first `MAX_ORIGINS` of a user; older ones make room).
   */
  noteOrigins(user: string, marks: readonly string[], at: number): Promise<void>;
  /** A ban's cover: the user's marks of these kinds, refused to new guests until `until`. */
  coverBan(user: string, sanction: number, kinds: readonly string[], until: number): Promise<number>;
  /** When the latest ban covering any of these marks ends (null: none in force at `now`). */
  bannedUntil(marks: readonly string[], now: number): Promise<number | null>;

  /** Delete a chat line (a table's or a tournament's) for everyone; how many rows went (0: no such line). */
  removeChat(line: LineRef, audit: NewAudit): Promise<number>;
  /** The lines around a chat line now (`around` each side), or null when the line is gone. */
  chatAround(line: LineRef, around: number): Promise<{ line: ChatLine; context: ChatLine[] } | null>;
  /** Mark a report handled; false when there is none open with that id. */
  resolveReport(id: number, audit: NewAudit): Promise<boolean>;
  /** Log an action done elsewhere (a closed table). */
  audit(entry: NewAudit): Promise<void>;
  /** The most recent actions, newest first. */
  auditLog(limit: number): Promise<AuditEntry[]>;
}

export interface NewReport {
  readonly reporter: string;
  readonly player: string;
  readonly reason: string;
  readonly table: string | null;
  readonly channel: ChatChannel | null;
  /** A tournament's chat line: its tournament (then no table nor channel). */
  readonly tournament: string | null;
  readonly line: ChatLine | null;
  readonly context: readonly ChatLine[];
  readonly at: number;
}

export interface NewSanction {
  readonly user: string;
  readonly kind: Sanction['kind'];
  readonly reason: string;
  readonly by: string;
  readonly at: number;
  readonly until: number | null;
}

export interface NewAudit {
  readonly moderator: string;
  readonly action: ModerationAction;
  readonly target: string | null;
  readonly table: string | null;
  readonly detail: string | null;
  readonly reason: string;
  readonly at: number;
}
