import type { FastifyInstance } from 'fastify';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { GAMES, GAME_IDS } from '@carcassonne/engine';
import { endedBy, LIMITS, TablesQuery, type PlayerPage } from '@carcassonne/protocol';
import type { ErrorCode, LobbyFilter } from '@carcassonne/protocol';
import { hashSecret } from '../core/identity.js';
import { resultOf } from '../ratings/profiles.js';
import { isProvisional } from '../ratings/ratings.js';
import { finishedRecord } from '../storage/records.js';
import { SESSION_IDLE_MS } from '../accounts/sessions.js';
import type { Hub } from '../hub/hub.js';
import { RecentPages } from '../tables/lobby.js';
import type { Storage } from '../storage/types.js';

/** An HTTP API error body: `{ error: { code, message } }` with a declared code. */
export const problem = (code: ErrorCode, message: string) => ({ error: { code, message } });

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters a path may not hold
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * A path whose parts (a table's, player's or puzzle's id) hold a control character is refused
 * before any route looks it up: PostgreSQL stores no NUL, and the look-up would fail as a fault.
 */
export function refuseControlsInPaths(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const params: unknown = request.params;
    if (typeof params !== 'object' || params === null) return;
    if (!Object.values(params).some((v) => typeof v === 'string' && CONTROL.test(v))) return;
    return reply.code(400).send(problem('bad-request', 'a path may not contain control characters'));
  });
}

/**
 * The user a request speaks for: `Authorization: Bearer <secret>` (the secret the browser keeps for
 * its user); null without it or with a secret nobody holds (revoked or expired).
 */
export async function userOfRequest(storage: Storage, header: string | undefined): Promise<string | null> {
  const secret = /^Bearer ([A-Za-z0-9_-]{16,200})$/.exec(header ?? '')?.[1];
  if (!secret) return null;
  return (await storage.useSecret(hashSecret(secret), Date.now(), SESSION_IDLE_MS))?.id ?? null;
}

/** The HTTP API: presets, public tables, finished records and player pages. */
/** `hub` is asked when a request comes: the server builds the app before its hub. */
export function registerHttpApi(app: FastifyInstance, storage: Storage, hub: () => Hub): void {
  // How long the event loop was blocked (ms since start): a health figure for operators and the load test.
  const resolution = 10;
  const loop = monitorEventLoopDelay({ resolution });
  loop.enable();
  app.addHook('onClose', async () => loop.disable());
  // The histogram holds whole timer intervals: the delay is what exceeds the sampling interval.
  const late = (ns: number) => Math.max(0, Math.round((ns / 1e6 - resolution) * 10) / 10);
  app.get('/api/health', async () => ({
    ok: true,
    eventLoopDelayMs: { p50: late(loop.percentile(50)), p99: late(loop.percentile(99)), max: late(loop.max) },
    memoryMb: Math.round(process.memoryUsage().rss / 1048576),
  }));

  app.get('/api/games', async () => ({
    games: GAME_IDS.map((id) => ({
      id,
      title: GAMES[id].title,
      seats: GAMES[id].seats,
      options: GAMES[id].options,
      presets: GAMES[id].presets,
    })),
  }));

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
      return pages.get(key, hub().clock.now(), () => hub().lobbyPage(filter, limit));
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

  app.get<{ Params: { id: string } }>('/api/players/:id', async (request, reply) => {
    const user = await storage.user(request.params.id);
    if (!user) return reply.code(404).send(problem('no-such-player', 'there is no such player'));
    const [ratings, tables, away] = await Promise.all([
      storage.standings.ofUser(user.id),
      storage.finishedTablesOf(user.id, 100),
      storage.vacations.current([user.id], hub().clock.now()),
    ]);
    const games = tables.map((t) => {
      const players = (t.setup?.players ?? []).map((p, i) => ({ name: p.name, score: t.scores?.[i] ?? 0 }));
      const seat = t.seats.findIndex((s) => s.kind === 'human' && s.user === user.id);
      return {
        table: t.id,
        preset: t.settings.preset,
        finishedAt: t.finishedAt ?? 0,
        players,
        // As the game's ending decided (a resignation or a player who left), not the scores alone.
        won: seat >= 0 && (resultOf(t, seat) ?? 'loss') !== 'loss',
        rated: t.settings.rated,
        ended: endedBy(t.ending),
      };
    });
    const body: PlayerPage = {
      user,
      ratings: ratings.map((r) => ({ ...r, provisional: isProvisional(r.deviation) })),
      games,
      vacationUntil: away.get(user.id) ?? null,
    };
    return body;
  });
}
