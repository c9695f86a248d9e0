import { Type, type Static, type TObject } from '@sinclair/typebox';
import { BAN_COVERS } from './ban-covers.js';
import { Secret, TableId, UserId } from './client.js';
import type { ChatChannel, ChatLine, PublicUser } from './server.js';

/**
 * Moderation and safety over the HTTP API (docs/server/moderation.md): reports, blocks, a user's
 * standing (warnings, mute, ban), and the moderators' queue and actions. Every body names its
 * user and that browser's secret.
 */

const SignedIn = { user: UserId, secret: Secret };
/** Why: words of the reporter or the moderator (shown to the user for warnings, mutes and bans). */
export const Reason = Type.String({
  minLength: 1,
  maxLength: 500,
  pattern: '^[^\\u0000-\\u0008\\u000b-\\u001f\\u007f]*$',
});
const Channel = Type.Union([Type.Literal('players'), Type.Literal('spectators')]);
const At = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
/** One chat line of a table: its channel, author and time (lines carry no other id). */
export const ChatRef = Type.Object(
  { table: TableId, channel: Channel, author: UserId, at: At },
  { additionalProperties: false },
);
export type ChatRef = Static<typeof ChatRef>;
/** One line of a tournament's chat (one channel per tournament): its author and time. */
export const TournamentChatRef = Type.Object(
  { tournament: Type.String({ pattern: '^[A-Za-z0-9_-]{6,40}$' }), author: UserId, at: At },
  { additionalProperties: false },
);
export type TournamentChatRef = Static<typeof TournamentChatRef>;
/** A line of a table's chat or of a tournament's: what a report and `remove-chat` name. */
export const LineRef = Type.Union([ChatRef, TournamentChatRef]);
export type LineRef = Static<typeof LineRef>;
/** Whether a line named is a tournament's. */
export const isTournamentLine = (line: LineRef): line is TournamentChatRef => 'tournament' in line;

/** Report a player, or one of their chat lines (`line`; the lines around it are kept with it). */
export const ReportRequest = Type.Object(
  {
    ...SignedIn,
    player: UserId,
    reason: Reason,
    table: Type.Optional(TableId),
    line: Type.Optional(LineRef),
  },
  { additionalProperties: false },
);
export type ReportRequest = Static<typeof ReportRequest>;

/** Block (`on: true`) or unblock a player. */
export const BlockRequest = Type.Object(
  { ...SignedIn, player: UserId, on: Type.Boolean() },
  { additionalProperties: false },
);
export type BlockRequest = Static<typeof BlockRequest>;

/** A signed-in request without more fields: one's blocks, one's standing, the moderation queue. */
export const SignedInRequest = Type.Object(SignedIn, { additionalProperties: false });
export type SignedInRequest = Static<typeof SignedInRequest>;

/** Minutes of a mute or ban: one minute to ten years. */
const Minutes = Type.Integer({ minimum: 1, maximum: 5_256_000 });
const Target = { ...SignedIn, target: UserId, reason: Reason };

/**
 * Every moderator action and its body. The server has one handler per action (a new action does
 * not compile without one); only moderators reach them (`forbidden` otherwise, nothing changed).
 */
export const MODERATION_SCHEMAS = {
  /** A message the user sees (on their next page, and at once where they are connected). */
  warn: Type.Object(
    { ...Target, report: Type.Optional(Type.Integer({ minimum: 1 })) },
    { additionalProperties: false },
  ),
  /** No chat for `minutes`. */
  mute: Type.Object(
    { ...Target, minutes: Minutes, report: Type.Optional(Type.Integer({ minimum: 1 })) },
    { additionalProperties: false },
  ),
  /**
   * No tables created or joined, no chat, no queue for `minutes`; the player's open connections
   * are closed. `covers`: new guests from the addresses (`address`) or browsers (`device`) the
   * player signed in from are refused for as long (none unless named).
   */
  ban: Type.Object(
    {
      ...Target,
      minutes: Minutes,
      report: Type.Optional(Type.Integer({ minimum: 1 })),
      covers: Type.Optional(
        Type.Array(Type.Union(BAN_COVERS.map((cover) => Type.Literal(cover))), {
          maxItems: 2,
          uniqueItems: true,
        }),
      ),
    },
    { additionalProperties: false },
  ),
  /** End a user's mute and ban now. */
  lift: Type.Object(Target, { additionalProperties: false }),
  /** Remove one chat line (of a table or a tournament) for everyone. */
  'remove-chat': Type.Object({ ...SignedIn, line: LineRef, reason: Reason }, { additionalProperties: false }),
  /** Close a table without a result (its followers are told: `closed`, reason `moderator`). */
  'close-table': Type.Object(
    { ...SignedIn, table: TableId, reason: Reason },
    { additionalProperties: false },
  ),
  /** Take a report out of the queue (handled, or nothing to do). */
  resolve: Type.Object(
    { ...SignedIn, report: Type.Integer({ minimum: 1 }), reason: Reason },
    { additionalProperties: false },
  ),
} satisfies Record<string, TObject>;
export type ModerationAction = keyof typeof MODERATION_SCHEMAS;
export type ModerationRequest<K extends ModerationAction> = Static<(typeof MODERATION_SCHEMAS)[K]>;
export const MODERATION_ACTIONS = Object.keys(MODERATION_SCHEMAS) as ModerationAction[];

/** A report as moderators see it. */
export interface ReportView {
  readonly id: number;
  readonly reporter: { readonly id: string; readonly name: string };
  readonly player: { readonly id: string; readonly name: string };
  readonly reason: string;
  readonly table: string | null;
  readonly channel: ChatChannel | null;
  /** The tournament whose chat the reported line is of (then no table nor channel). */
  readonly tournament: string | null;
  /** The reported line, and the lines around it at the time of the report. */
  readonly line: ChatLine | null;
  readonly context: readonly ChatLine[];
  readonly at: number;
  /** Null while open; then who handled it and when. */
  readonly resolved: { readonly by: string; readonly at: number } | null;
}

/** One moderator action: who, what, whom, when and why. */
export interface AuditEntry {
  readonly id: number;
  readonly moderator: { readonly id: string; readonly name: string };
  readonly action: ModerationAction;
  /** The user acted on (null for a closed table or a resolved report without one). */
  readonly target: { readonly id: string; readonly name: string } | null;
  readonly table: string | null;
  readonly detail: string | null;
  readonly reason: string;
  readonly at: number;
}

/** A warning, mute or ban as its user sees it. */
export interface Sanction {
  readonly id: number;
  readonly kind: 'warn' | 'mute' | 'ban';
  readonly reason: string;
  readonly at: number;
  /** When a mute or ban ends (null for a warning). */
  readonly until: number | null;
}

/** `POST /api/standing`: one's role, and the warnings, mute and ban in force. */
export interface StandingResponse {
  readonly admin: boolean;
  readonly ban: Sanction | null;
  readonly mute: Sanction | null;
  /** Warnings of the last 30 days, newest first. */
  readonly warnings: readonly Sanction[];
}

export interface BlocksResponse {
  readonly blocked: readonly PublicUser[];
}

export interface QueueResponse {
  /** Open reports, oldest first, then the most recent handled ones. */
  readonly reports: readonly ReportView[];
  readonly audit: readonly AuditEntry[];
}
