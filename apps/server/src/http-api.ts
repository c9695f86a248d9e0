import type { FastifyInstance } from 'fastify';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { GAMES, GAME_IDS } from '@carcassonne/engine';
import {
  cleanName,
  GuestRequest,
  LoginRequest,
  RegisterRequest,
  type GuestResponse,
  type PlayerPage,
} from '@carcassonne/protocol';
import type { ErrorCode } from '@carcassonne/protocol';
import { checkPassword, hashPassword, hashSecret, randomId, randomSecret } from './identity.js';
import { finishedRecord } from './records.js';
import type { Hub } from './hub.js';
import type { Storage } from './storage/types.js';

/** An HTTP API error body: `{ error: { code, message } }` with a declared code. */
export const problem = (code: ErrorCode, message: string) => ({ error: { code, message } });

/**
 * The user a request speaks for: `Authorization: Bearer <secret>` (the secret the browser keeps for
 * its user); null without it or with a secret nobody holds.
 */
async function userOfRequest(storage: Storage, header: string | undefined): Promise<string | null> {
  const secret = /^Bearer ([A-Za-z0-9_-]{16,200})$/.exec(header ?? '')?.[1];
  if (!secret) return null;
  return (await storage.userBySecret(hashSecret(secret)))?.id ?? null;
}

/** The HTTP API: identities, presets, public tables, finished records and player pages. */
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

  app.post<{ Body: GuestRequest }>(
    '/api/guests',
    { schema: { body: GuestRequest } },
    async (request, reply) => {
      const name = cleanName(request.body.name);
      if (!name.ok) return reply.code(400).send(problem(name.error.code, name.error.message));
      const secret = randomSecret();
      const user = { id: randomId(), name: name.value, createdAt: Date.now() };
      await storage.createUser(user, hashSecret(secret));
      const body: GuestResponse = { user: { id: user.id, name: user.name, username: null }, secret };
      return reply.code(201).send(body);
    },
  );

  app.post<{ Body: RegisterRequest }>(
    '/api/register',
    { schema: { body: RegisterRequest } },
    async (request, reply) => {
      const { user: id, secret, username, password } = request.body;
      const user = await storage.userBySecret(hashSecret(secret));
      if (!user || user.id !== id)
        return reply.code(401).send(problem('bad-credentials', 'unknown user or wrong secret'));
      if (user.username !== null)
        return reply
          .code(409)
          .send(problem('already-registered', `this user already has the username ${user.username}`));
      const saved = await storage.setLogin(user.id, username.toLowerCase(), await hashPassword(password));
      if (!saved) return reply.code(409).send(problem('username-taken', 'that username is taken'));
      return { user: { ...user, username: username.toLowerCase() } };
    },
  );

  app.post<{ Body: LoginRequest }>(
    '/api/login',
    { schema: { body: LoginRequest } },
    async (request, reply) => {
      const login = await storage.login(request.body.username.toLowerCase());
      const valid = login !== null && (await checkPassword(request.body.password, login.passwordHash));
      if (!login || !valid)
        return reply.code(401).send(problem('bad-credentials', 'wrong username or password'));
      const user = await storage.user(login.userId);
      if (!user) return reply.code(401).send(problem('bad-credentials', 'wrong username or password'));
      const secret = randomSecret();
      await storage.addSecret(user.id, hashSecret(secret), Date.now());
      const body: GuestResponse = { user, secret };
      return body;
    },
  );

  app.get('/api/games', async () => ({
    games: GAME_IDS.map((id) => ({
      id,
      title: GAMES[id].title,
      seats: GAMES[id].seats,
      options: GAMES[id].options,
      presets: GAMES[id].presets,
    })),
  }));

  app.get('/api/tables', async () => ({ tables: hub().publicTables() }));

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
    const [ratings, tables] = await Promise.all([
      storage.userRatings(user.id),
      storage.finishedTablesOf(user.id, 100),
    ]);
    const games = tables.map((t) => {
      const players = (t.setup?.players ?? []).map((p, i) => ({ name: p.name, score: t.scores?.[i] ?? 0 }));
      const seat = t.seats.findIndex((s) => s.kind === 'human' && s.user === user.id);
      const best = Math.max(...players.map((p) => p.score));
      return {
        table: t.id,
        preset: t.settings.preset,
        finishedAt: t.finishedAt ?? 0,
        players,
        won: seat >= 0 && players[seat]?.score === best,
        rated: t.settings.rated,
      };
    });
    const body: PlayerPage = { user, ratings, games };
    return body;
  });
}
