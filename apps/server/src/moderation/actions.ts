import {
  isTournamentLine,
  type ModerationAction,
  type ModerationRequest,
  type PublicUser,
  type Sanction,
} from '@carcassonne/protocol';
import type { Clock } from '../core/clock.js';
import { failure, success, type Outcome } from '../core/outcome.js';
import type { NewAudit } from '../storage/moderation.js';
import type { Storage } from '../storage/types.js';
import type { TableRoom } from '../tables/table-room.js';
import type { Moderation } from './service.js';

/** What moderation reads and does through the hub (the hub is one; tests may give less). */
export interface ModerationHub {
  readonly clock: Clock;
  readonly moderation: Moderation;
  /** Challenges between two players withdrawn (they blocked one another). */
  readonly friends: { cancelBetween(a: string, b: string): Promise<unknown> };
  /** The tables in memory. */
  roomList(): Iterable<TableRoom>;
  /** A table from memory, or loaded from the database. */
  roomFor(id: string): Promise<TableRoom | null>;
  /** The addresses a user is connected from here. */
  addressesOf(userId: string): string[];
}

/** What an action's handler has: the hub, the storage, and the moderator acting. */
export interface ActionContext {
  readonly hub: ModerationHub;
  readonly storage: Storage;
  readonly moderator: PublicUser;
}
export type ActionAnswer = Outcome<Readonly<Record<string, unknown>>>;
export type ActionHandler<K extends ModerationAction> = (
  context: ActionContext,
  body: ModerationRequest<K>,
) => Promise<ActionAnswer>;
/** A handler for every moderator action: a new action does not compile until it has one. */
export type ActionTable = { readonly [K in ModerationAction]: ActionHandler<K> };

const noSuchPlayer = () => failure('no-such-player', 'there is no such player');

/** The log entry of an action. */
function entry(
  { hub, moderator }: ActionContext,
  action: ModerationAction,
  fields: Partial<Pick<NewAudit, 'target' | 'table' | 'detail'>> & { reason: string },
): NewAudit {
  return {
    moderator: moderator.id,
    action,
    target: fields.target ?? null,
    table: fields.table ?? null,
    detail: fields.detail ?? null,
    reason: fields.reason,
    at: hub.clock.now(),
  };
}

/** A warning, mute or ban (with its log entry); the report it answers, if named, is handled. */
async function sanction(
  context: ActionContext,
  kind: Sanction['kind'],
  body: {
    target: string;
    reason: string;
    report?: number;
    minutes?: number;
    covers?: readonly ('address' | 'device')[];
  },
): Promise<ActionAnswer> {
  const { storage, hub, moderator } = context;
  if (!(await storage.user(body.target))) return noSuchPlayer();
  const now = hub.clock.now();
  const until = body.minutes === undefined ? null : now + body.minutes * 60_000;
  const detail = until === null ? null : `until ${new Date(until).toISOString()}`;
  const audit = entry(context, kind, { target: body.target, detail, reason: body.reason });
  const given = await storage.moderation.addSanction(
    { user: body.target, kind, reason: body.reason, by: moderator.id, at: now, until },
    audit,
  );
  let covered = 0;
  if (kind === 'ban' && until !== null && body.covers && body.covers.length > 0) {
    // The addresses of the player's connections here count too (they may predate the marks kept).
    await storage.moderation.noteOrigins(body.target, hub.addressesOf(body.target), now);
    covered = await storage.moderation.coverBan(body.target, given.id, body.covers, until);
  }
  // Told at once; a ban also closes the player's connections on every process.
  hub.moderation.announceSanction(body.target, given);
  if (body.report !== undefined)
    await storage.moderation.resolveReport(
      body.report,
      entry(context, 'resolve', {
        target: body.target,
        detail: `report ${body.report}`,
        reason: body.reason,
      }),
    );
  return success(kind === 'ban' ? { sanction: given, covered } : { sanction: given });
}

export const ACTIONS: ActionTable = {
  warn: (context, body) => sanction(context, 'warn', body),
  mute: (context, body) => sanction(context, 'mute', body),
  ban: (context, body) => sanction(context, 'ban', body),

  async lift(context, body) {
    if (!(await context.storage.user(body.target))) return noSuchPlayer();
    const audit = entry(context, 'lift', { target: body.target, reason: body.reason });
    const lifted = await context.storage.moderation.lift(body.target, audit.at, audit);
    context.hub.moderation.announceSanction(body.target, null);
    return success({ lifted });
  },

  async 'remove-chat'(context, body) {
    const { line } = body;
    const when = new Date(line.at).toISOString();
    const tournament = isTournamentLine(line);
    const audit = entry(context, 'remove-chat', {
      target: line.author,
      ...(tournament ? {} : { table: line.table }),
      detail: tournament
        ? `tournament ${line.tournament} line of ${when}`
        : `${line.channel} line of ${when}`,
      reason: body.reason,
    });
    const removed = await context.storage.moderation.removeChat(line, audit);
    if (removed === 0) return failure('not-found', 'there is no such chat line');
    context.hub.moderation.announceRemoved(line);
    return success({ removed });
  },

  async 'close-table'(context, body) {
    const room = await context.hub.roomFor(body.table);
    if (!room) return failure('no-such-table', 'there is no such table');
    if (!(await room.closeByModerator())) return failure('game-over', 'this table is over already');
    await context.storage.moderation.audit(
      entry(context, 'close-table', { table: body.table, reason: body.reason }),
    );
    return success({ closed: body.table });
  },

  async resolve(context, body) {
    const audit = entry(context, 'resolve', { detail: `report ${body.report}`, reason: body.reason });
    if (!(await context.storage.moderation.resolveReport(body.report, audit)))
      return failure('not-found', 'there is no open report with that id');
    return success({ report: body.report });
  },
};
