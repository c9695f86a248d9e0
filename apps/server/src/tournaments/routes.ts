import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  CreateTournamentRequest,
  TournamentBotRequest,
  TournamentModerateRequest,
  TournamentSignedIn,
  TournamentsQuery,
  TournamentWatchRequest,
  type ErrorCode,
  type PublicUser,
} from '@carcassonne/protocol';
import { authenticate } from '../accounts/sessions.js';
import { problem, type Outcome } from '../core/outcome.js';
import { checkIn, enterBot, register, tournamentNamed, unregister } from './entries.js';
import type { TournamentService } from './service.js';

export interface TournamentRouteDeps {
  /** The service (made with the hub, after the routes). */
  readonly service: () => TournamentService;
}

/** The HTTP status of a refusal. */
function statusOf(code: ErrorCode): number {
  if (code === 'no-such-tournament' || code === 'no-such-table') return 404;
  if (code === 'bad-credentials' || code === 'not-authenticated') return 401;
  if (
    code === 'forbidden' ||
    code === 'banned' ||
    code === 'not-organizer' ||
    code === 'deal-hidden' ||
    code === 'tournament-registered-only'
  )
    return 403;
  if (code === 'bad-tournament-settings' || code === 'bad-request' || code === 'bad-option') return 400;
  if (code === 'unknown-preset' || code === 'bad-clock') return 400;
  return 409;
}

const Id = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{6,40}$' } },
} as const;

/**
 * Tournaments (docs/server/tournaments.md): the list and a tournament's view for anyone; creating
 * one, registering, checking in, withdrawing, entering bots, watching a table and the moderators'
 * actions for who signs in with their secret.
 */
export function registerTournamentRoutes(app: FastifyInstance, deps: TournamentRouteDeps): void {
  const send = <T>(reply: FastifyReply, outcome: Outcome<T>, created = false) =>
    outcome.ok
      ? reply.code(created ? 201 : 200).send(outcome.value)
      : reply.code(statusOf(outcome.error.code)).send(problem(outcome.error.code, outcome.error.message));
  const signedIn = async (
    reply: FastifyReply,
    body: { user: string; secret: string },
  ): Promise<PublicUser | null> => {
    const user = await authenticate(deps.service().deps.storage, body.user, body.secret);
    if (!user) await reply.code(401).send(problem('bad-credentials', 'unknown user or wrong secret'));
    return user;
  };

  app.get<{ Querystring: TournamentsQuery }>(
    '/api/tournaments',
    { schema: { querystring: TournamentsQuery } },
    async (request) => {
      const q = request.query;
      return deps.service().list(q.status ?? 'upcoming', Number(q.offset ?? 0), Number(q.limit ?? 20));
    },
  );

  app.get<{ Params: { id: string }; Querystring: TournamentsQuery }>(
    '/api/players/:id/tournaments',
    { schema: { params: Id, querystring: TournamentsQuery } },
    async (request) =>
      deps
        .service()
        .ofPlayer(request.params.id, Number(request.query.offset ?? 0), Number(request.query.limit ?? 20)),
  );

  app.get<{ Params: { id: string } }>(
    '/api/tournaments/:id',
    { schema: { params: Id } },
    async (request, reply) => send(reply, await deps.service().view(request.params.id)),
  );

  app.post<{ Body: CreateTournamentRequest }>(
    '/api/tournaments',
    { schema: { body: CreateTournamentRequest } },
    async (request, reply) => {
      const user = await signedIn(reply, request.body);
      if (!user) return reply;
      return send(reply, await deps.service().create(user, request.body.settings), true);
    },
  );

  /** The signed-in requests on one tournament. */
  const action = <B extends { user: string; secret: string }>(
    path: string,
    schema: object,
    run: (user: PublicUser, id: string, body: B) => Promise<Outcome<unknown>>,
  ) =>
    app.post<{ Params: { id: string }; Body: B }>(
      `/api/tournaments/:id/${path}`,
      { schema: { params: Id, body: schema } },
      async (request, reply) => {
        // Validated against `schema` before this handler runs (Fastify's generic types lose B here).
        const body = request.body as B;
        const user = await signedIn(reply, body);
        if (!user) return reply;
        return send(reply, await run(user, request.params.id, body));
      },
    );

  const service = () => deps.service();
  action<TournamentSignedIn>('register', TournamentSignedIn, async (user, id, body) => {
    const banned = await service().deps.playRefusal(user.id);
    return banned ?? register(service().deps, user, id, body.invite);
  });
  action<TournamentSignedIn>('unregister', TournamentSignedIn, (user, id) =>
    unregister(service().deps, user, id),
  );
  action<TournamentSignedIn>('check-in', TournamentSignedIn, (user, id) => checkIn(service().deps, user, id));
  action<TournamentSignedIn>('withdraw', TournamentSignedIn, (user, id) => service().withdraw(user, id));
  action<TournamentSignedIn>('me', TournamentSignedIn, (user, id) => service().mine(user, id));
  action<TournamentWatchRequest>('watch', TournamentWatchRequest, (user, id, body) =>
    service().watch(user, id, body.table),
  );
  action<TournamentModerateRequest>('moderate', TournamentModerateRequest, (user, id, body) =>
    service().moderate(user, body, id),
  );
  action<TournamentBotRequest>('bots', TournamentBotRequest, async (user, id, body) => {
    const found = await tournamentNamed(service().deps.storage, id);
    if (!found.ok) return found;
    const t = found.value;
    if (t.organizer !== user.id && !(await service().deps.isModerator(user)))
      return { ok: false, error: { code: 'not-organizer', message: 'only the organizer enters bots' } };
    return enterBot(service().deps, t, body.bot);
  });
}
