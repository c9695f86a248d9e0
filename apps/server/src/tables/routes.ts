import type { FastifyInstance } from 'fastify';
import { LIMITS, TablesQuery, type LobbyFilter } from '@carcassonne/protocol';
import { userOfRequest } from '../accounts/sessions.js';
import { problem } from '../core/outcome.js';
import { finishedRecord } from '../storage/records.js';
import type { Storage } from '../storage/types.js';
import { RecentPages, type LobbyPage } from './lobby.js';

/** What the tables' routes need: the database, and the lobby of the hub (built after the app). */
export interface TableRouteDeps {
  readonly storage: Storage;
  /** The time now (the hub's clock: tests move it). */
  readonly now: () => number;
  /** One page of the public tables this process knows. */
  readonly lobbyPage: (filter: LobbyFilter, limit: number) => LobbyPage;
}

/** The public tables (the lobby's pages) and a finished table's record (docs/api.md). */
export function registerTableRoutes(app: FastifyInstance, deps: TableRouteDeps): void {
  const { storage } = deps;
  // A page asked for again within a second is answered from memory.
  const pages = new RecentPages(1000);
  app.get<{ Querystring: TablesQuery }>(
    '/api/tables',
    { schema: { querystring: TablesQuery } },
    async (request, reply) => {
      const q = request.query;
      const offset = q.offset === undefined ? 0 : Number(q.offset);
      const limit = q.limit === undefined ? LIMITS.lobbyPage : Number(q.limit);
      if (offset > LIMITS.lobbyOffsetMax || limit < 1)
        return reply
          .code(400)
          .send(problem('bad-request', `offset 0 to ${LIMITS.lobbyOffsetMax}, limit 1 to 50`));
      const filter: LobbyFilter = {
        ...(q.game !== undefined ? { game: q.game } : {}),
        ...(q.seatsFree === '1' || q.seatsFree === 'true' ? { seatsFree: true } : {}),
        ...(q.search !== undefined ? { search: q.search } : {}),
        offset,
      };
      const key = JSON.stringify([filter, limit]);
      return pages.get(key, deps.now(), () => deps.lobbyPage(filter, limit));
    },
  );

  app.get<{ Params: { id: string }; Querystring: { invite?: string } }>(
    '/api/tables/:id/record',
    async (request, reply) => {
      const table = await storage.table(request.params.id);
      if (!table) return reply.code(404).send(problem('no-such-table', 'there is no such table'));
      if (table.invite !== null && request.query.invite !== table.invite) {
        // A private table's own players need no invite: they show who they are with their secret.
        const user = await userOfRequest(storage, request.headers.authorization);
        const seated = user !== null && table.seats.some((s) => s.kind === 'human' && s.user === user);
        if (!seated)
          return reply.code(403).send(problem('forbidden', 'this table is private: use its invite link'));
      }
      const record = await finishedRecord(storage, table);
      if (!record.ok)
        return reply
          .code(record.error.code === 'not-finished' ? 409 : 500)
          .send(problem(record.error.code, record.error.message));
      return reply
        .header('content-disposition', `attachment; filename="${table.game}-${table.id}.carc.json"`)
        .send(record.value);
    },
  );
}
