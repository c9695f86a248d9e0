import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  VACATION_BOUNDS,
  VacationRequest,
  VacationSignedIn,
  type PublicUser,
  type TableVacations,
  type VacationStatus,
} from '@carcassonne/protocol';
import { problem } from '../core/outcome.js';
import { pausedDeadline } from './vacation-clock.js';
import type { TableRoom } from './table-room.js';
import { authenticate, userOfRequest } from '../accounts/sessions.js';
import type { Storage } from '../storage/types.js';
import { DAY_MS, usedDays, yearStart } from '../storage/vacations.js';

export interface VacationRouteDeps {
  readonly storage: Storage;
  /** Days a player may take per calendar year (`VACATION_DAYS_PER_YEAR`). */
  readonly daysPerYear?: number;
  /** The time now (the hub's clock: tests move it). */
  readonly now: () => number;
  /** A table from memory, or loaded from the database. */
  readonly room: (id: string) => Promise<TableRoom | null>;
}

/**
 * Vacations (docs/server/tables.md, "Vacations"): a registered player takes one from now for some days,
 * ends it early, reads how many days are left this year; anyone who may see a table reads which
 * of its players are on vacation.
 */
export function registerVacationRoutes(app: FastifyInstance, deps: VacationRouteDeps): void {
  const { storage } = deps;
  const daysPerYear = deps.daysPerYear ?? VACATION_BOUNDS.defaultDaysPerYear;
  const denied = (reply: FastifyReply) =>
    reply.code(401).send(problem('bad-credentials', 'unknown user or wrong secret'));

  async function status(user: PublicUser, now: number): Promise<VacationStatus> {
    const vacations = await storage.vacations.of(user.id, yearStart(now));
    const current = vacations.find((v) => v.from <= now && now < v.until) ?? null;
    return { current, usedDays: usedDays(vacations, now), daysPerYear };
  }

  app.post<{ Body: VacationRequest }>(
    '/api/vacation',
    { schema: { body: VacationRequest } },
    async (request, reply) => {
      const user = await authenticate(storage, request.body.user, request.body.secret);
      if (!user) return denied(reply);
      if (user.username === null)
        return reply
          .code(403)
          .send(problem('vacation-registered-only', 'only registered players take vacations'));
      const now = deps.now();
      const vacation = { from: now, until: now + request.body.days * DAY_MS };
      const refused = await storage.vacations.take(user.id, vacation, daysPerYear);
      if (refused === 'on-vacation')
        return reply.code(409).send(problem('on-vacation', 'you are on vacation already'));
      if (refused === 'over-allowance')
        return reply
          .code(409)
          .send(problem('vacation-over-allowance', `a player has ${daysPerYear} days of vacation a year`));
      return reply.code(201).send(await status(user, now));
    },
  );

  app.post<{ Body: VacationSignedIn }>(
    '/api/vacation/end',
    { schema: { body: VacationSignedIn } },
    async (request, reply) => {
      const user = await authenticate(storage, request.body.user, request.body.secret);
      if (!user) return denied(reply);
      const now = deps.now();
      await storage.vacations.end(user.id, now);
      return status(user, now);
    },
  );

  app.post<{ Body: VacationSignedIn }>(
    '/api/vacation/status',
    { schema: { body: VacationSignedIn } },
    async (request, reply) => {
      const user = await authenticate(storage, request.body.user, request.body.secret);
      if (!user) return denied(reply);
      return status(user, deps.now());
    },
  );

  app.get<{ Params: { id: string }; Querystring: { invite?: string } }>(
    '/api/tables/:id/vacations',
    async (request, reply) => {
      const room = /^[A-Za-z0-9_-]{1,64}$/.test(request.params.id)
        ? await deps.room(request.params.id)
        : null;
      if (!room) return reply.code(404).send(problem('no-such-table', 'there is no such table'));
      const state = room.state();
      if (room.invite !== null && request.query.invite !== room.invite) {
        const user = await userOfRequest(storage, request.headers.authorization);
        if (user === null || !room.isSeated(user))
          return reply.code(403).send(problem('forbidden', 'this table is private: use its invite link'));
      }
      const now = deps.now();
      const people = state.seats.flatMap((s, seat) => (s.kind === 'human' ? [{ seat, user: s.user }] : []));
      const away = await storage.vacations.current(
        people.map((p) => p.user),
        now,
      );
      const seats = await Promise.all(
        people.flatMap(({ seat, user }) => {
          const until = away.get(user);
          if (until === undefined) return [];
          const due = seat === state.actor && state.status === 'playing' && state.deadline !== null;
          const deadline = due
            ? pausedDeadline(storage, state.settings.clock, user, state.deadline ?? 0)
            : Promise.resolve(null);
          return [deadline.then((d) => ({ seat, until, deadline: d }))];
        }),
      );
      const body: TableVacations = { seats };
      return body;
    },
  );
}
