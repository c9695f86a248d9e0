import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import {
  BlockRequest,
  isTournamentLine,
  MODERATION_ACTIONS,
  MODERATION_SCHEMAS,
  ReportRequest,
  SignedInRequest,
  type BlocksResponse,
  type ErrorCode,
  type ModerationAction,
  type PublicUser,
  type QueueResponse,
  type StandingResponse,
} from '@carcassonne/protocol';
import { authenticate } from '../accounts/sessions.js';
import { problem } from '../core/outcome.js';
import type { Storage } from '../storage/types.js';
import { ACTIONS, type ActionHandler, type ModerationHub } from './actions.js';
import { separateBlocked } from './guard.js';
import { WARNINGS_SHOWN_MS } from './service.js';

/** Whether a body is a request of an action (the schema's type). */
const isRequest = <S extends TSchema>(schema: S, body: unknown): body is Static<S> =>
  Value.Check(schema, body);

/** Reports one user may make in `REPORT_WINDOW_MS` (counted in the database: every process agrees). */
export const REPORTS_PER_WINDOW = 5;
export const REPORT_WINDOW_MS = 10 * 60 * 1000;
/** Chat lines kept each side of a reported line. */
export const REPORT_CONTEXT = 5;

const STATUS: Partial<Record<ErrorCode, number>> = {
  forbidden: 403,
  'not-found': 404,
  'no-such-player': 404,
  'no-such-table': 404,
  'bad-request': 400,
  'rate-limited': 429,
};

/** What the moderation routes need: the database, and the hub (asked when a request comes). */
export interface ModerationRouteDeps {
  readonly storage: Storage;
  readonly hub: () => ModerationHub;
}

/**
 * The moderation routes of the HTTP API (docs/server/moderation.md): reports, blocks, one's
 * standing, and the moderators' queue and actions (one route per action of `MODERATION_SCHEMAS`).
 */
export function registerModerationRoutes(app: FastifyInstance, deps: ModerationRouteDeps): void {
  const { storage, hub } = deps;
  const denied = (reply: FastifyReply) =>
    reply.code(401).send(problem('bad-credentials', 'unknown user or wrong secret'));
  const refuse = (reply: FastifyReply, code: ErrorCode, message: string) =>
    reply.code(STATUS[code] ?? 409).send(problem(code, message));

  app.post<{ Body: ReportRequest }>(
    '/api/report',
    { schema: { body: ReportRequest } },
    async (request, reply) => {
      const body = request.body;
      const user = await authenticate(storage, body.user, body.secret);
      if (!user) return denied(reply);
      const now = hub().clock.now();
      if ((await storage.moderation.reportsSince(user.id, now - REPORT_WINDOW_MS)) >= REPORTS_PER_WINDOW)
        return refuse(
          reply,
          'rate-limited',
          `at most ${REPORTS_PER_WINDOW} reports in ${REPORT_WINDOW_MS / 60000} minutes`,
        );
      if (body.player === user.id) return refuse(reply, 'bad-request', 'you cannot report yourself');
      if (!(await storage.user(body.player)))
        return refuse(reply, 'no-such-player', 'there is no such player');
      const line = body.line;
      // A tournament's chat is open to everybody following it: anyone may report its lines.
      const tournament = line && isTournamentLine(line) ? line.tournament : null;
      const tableLine = line && !isTournamentLine(line) ? line : null;
      const table = tournament !== null ? null : (tableLine?.table ?? body.table ?? null);
      const stored = table === null ? null : await storage.table(table);
      if (table !== null && !stored) return refuse(reply, 'no-such-table', 'there is no such table');
      // The players' lines are reported by the players only (nobody else learns whether a line exists).
      const seated = stored?.seats.some((s) => s.kind === 'human' && s.user === user.id) ?? false;
      if (tableLine?.channel === 'players' && !seated)
        return refuse(reply, 'not-found', 'there is no such chat line');
      let found = null;
      if (body.line) {
        if (body.line.author !== body.player)
          return refuse(reply, 'bad-request', 'that line is not by that player');
        found = await storage.moderation.chatAround(body.line, REPORT_CONTEXT);
        if (!found) return refuse(reply, 'not-found', 'there is no such chat line');
      }
      const id = await storage.moderation.addReport({
        reporter: user.id,
        player: body.player,
        reason: body.reason,
        table,
        channel: tableLine?.channel ?? null,
        tournament,
        line: found?.line ?? null,
        context: found?.context ?? [],
        at: now,
      });
      return reply.code(201).send({ report: id });
    },
  );

  app.post<{ Body: SignedInRequest }>(
    '/api/blocks',
    { schema: { body: SignedInRequest } },
    async (request, reply) => {
      const user = await authenticate(storage, request.body.user, request.body.secret);
      if (!user) return denied(reply);
      const body: BlocksResponse = { blocked: await storage.moderation.blockedBy(user.id) };
      return body;
    },
  );

  app.post<{ Body: BlockRequest }>(
    '/api/block',
    { schema: { body: BlockRequest } },
    async (request, reply) => {
      const { player, on } = request.body;
      const user = await authenticate(storage, request.body.user, request.body.secret);
      if (!user) return denied(reply);
      if (player === user.id) return refuse(reply, 'bad-request', 'you cannot block yourself');
      const other = await storage.user(player);
      if (!other) return refuse(reply, 'no-such-player', 'there is no such player');
      await hub().moderation.setBlock(user.id, player, on);
      // Pending challenges between the two, either way, are cancelled.
      if (on) await hub().friends.cancelBetween(user.id, player);
      if (on)
        await separateBlocked(hub().roomList(), user, other, (table, e) =>
          request.log.error({ table, problem: String(e) }, 'could not free a blocked player’s seat'),
        );
      const body: BlocksResponse = { blocked: await storage.moderation.blockedBy(user.id) };
      return body;
    },
  );

  app.post<{ Body: SignedInRequest }>(
    '/api/standing',
    { schema: { body: SignedInRequest } },
    async (request, reply) => {
      const user = await authenticate(storage, request.body.user, request.body.secret);
      if (!user) return denied(reply);
      const now = hub().clock.now();
      const all = await storage.moderation.sanctions(user.id, now, now - WARNINGS_SHOWN_MS);
      const body: StandingResponse = {
        admin: await hub().moderation.isAdmin(user),
        ban: all.find((s) => s.kind === 'ban') ?? null,
        mute: all.find((s) => s.kind === 'mute') ?? null,
        warnings: all.filter((s) => s.kind === 'warn'),
      };
      return body;
    },
  );

  /** The moderator a request speaks for, or the refusal already sent. */
  const moderator = async (reply: FastifyReply, id: string, secret: string): Promise<PublicUser | null> => {
    const user = await authenticate(storage, id, secret);
    if (!user) {
      await denied(reply);
      return null;
    }
    if (!(await hub().moderation.isAdmin(user))) {
      await refuse(reply, 'forbidden', 'only moderators may do this');
      return null;
    }
    return user;
  };

  app.post<{ Body: SignedInRequest }>(
    '/api/moderation/queue',
    { schema: { body: SignedInRequest } },
    async (request, reply) => {
      if (!(await moderator(reply, request.body.user, request.body.secret))) return reply;
      const body: QueueResponse = {
        reports: await storage.moderation.reports(50),
        audit: await storage.moderation.auditLog(200),
      };
      return body;
    },
  );

  /** One route per action; its body validated by the action's schema before its handler. */
  const route = <K extends ModerationAction>(action: K): void => {
    const schema = MODERATION_SCHEMAS[action];
    app.post(`/api/moderation/${action}`, { schema: { body: schema } }, async (request, reply) => {
      // Fastify checked it already; the check here gives its type.
      const body: unknown = request.body;
      if (!isRequest(schema, body)) return refuse(reply, 'bad-request', 'a malformed request');
      const user = await moderator(reply, body.user, body.secret);
      if (!user) return reply;
      const handler: ActionHandler<K> = ACTIONS[action];
      const answer = await handler({ hub: hub(), storage, moderator: user }, body);
      if (!answer.ok) return refuse(reply, answer.error.code, answer.error.message);
      return answer.value;
    });
  };
  for (const action of MODERATION_ACTIONS) route(action);
}
