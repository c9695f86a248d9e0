import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  cleanName,
  GuestRequest,
  LoginRequest,
  LogoutRequest,
  MergeRequest,
  nameKey,
  RegisterRequest,
  RevokeRequest,
  SessionsRequest,
  type GuestResponse,
  type MergeResponse,
  type PublicUser,
  type SessionsResponse,
} from '@carcassonne/protocol';
import { hashSecret, randomId, randomSecret } from '../core/identity.js';
import { problem } from '../core/outcome.js';
import { DEFAULT_IDENTITY_LIMITS, LoginThrottle, type IdentityLimits } from './limits.js';
import { MemoryLimiter, type Limiter } from '../core/limiter.js';
import { originMarks } from './origins.js';
import { PasswordHasher } from './passwords.js';
import { authenticate, deviceLabel, SESSION_IDLE_DAYS } from './sessions.js';
import { SESSION_ID_LENGTH } from '../storage/accounts-sql.js';
import type { Storage } from '../storage/types.js';

/** What the account routes need: the database, and their limits (defaults when absent). */
export interface AccountRouteDeps {
  readonly storage: Storage;
  readonly limits?: IdentityLimits;
  readonly hasher?: PasswordHasher;
  /** Where guests and logins are counted (default: in this process's memory). */
  readonly limiter?: Limiter;
  /** Told when secrets are revoked (this one by its hash's prefix, or all of a user's: null) to close their connections. */
  readonly revoked?: (userId: string, secretPrefix: string | null) => void;
}

/**
 * The identity routes of the HTTP API: guests, registration, login, sign-out, sessions and the
 * merge of a guest's games (docs/server/accounts.md, "Accounts"). Each is limited per address; logins also
 * wait longer after each wrong password (per address and per username), and password hashing
 * runs in a bounded queue (`passwords.ts`).
 */
export function registerAccountRoutes(app: FastifyInstance, deps: AccountRouteDeps): void {
  const { storage } = deps;
  const limits = deps.limits ?? DEFAULT_IDENTITY_LIMITS;
  const hasher = deps.hasher ?? new PasswordHasher();
  const limiter = deps.limiter ?? new MemoryLimiter();
  const guestRate = { limit: limits.guestsPerMinute, windowMs: 60_000 };
  const loginRate = { limit: limits.loginsPerMinute, windowMs: 60_000 };
  /** Whether this address may make a guest (`guest`) or try a password (`login`) now; counted if so. */
  const allowed = async (kind: 'guest' | 'login', address: string, now: number) =>
    (await limiter.take(
      [{ key: `${kind}:${address}`, rate: kind === 'guest' ? guestRate : loginRate }],
      now,
    )) === null;
  const throttle = new LoginThrottle(limits);

  const limited = (reply: FastifyReply, waitMs: number, what: string) =>
    reply
      .code(429)
      .header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))))
      .send(problem('rate-limited', `too many ${what} from this address; try again later`));
  const busy = (reply: FastifyReply) =>
    reply.code(503).header('retry-after', '1').send(problem('busy', 'too many passwords are being checked'));
  const denied = (reply: FastifyReply) =>
    reply.code(401).send(problem('bad-credentials', 'unknown user or wrong secret'));

  /** The login of `username` and the verdict on `password` (a dummy hash for nobody); the check began. */
  async function checkPassword(username: string, password: string) {
    try {
      const login = await storage.login(username);
      return { login, verdict: await hasher.verify(password, login?.passwordHash ?? null) };
    } finally {
      throttle.end(`user:${username}`);
    }
  }

  /** A new secret for a user on the device of this request. */
  async function newSession(request: FastifyRequest, user: PublicUser): Promise<GuestResponse> {
    const secret = randomSecret();
    await storage.addSecret(user.id, hashSecret(secret), Date.now());
    await storage.labelSecret(hashSecret(secret), deviceLabel(request.headers['user-agent']));
    return { user, secret };
  }

  app.post<{ Body: GuestRequest }>(
    '/api/guests',
    { schema: { body: GuestRequest } },
    async (request, reply) => {
      if (!(await allowed('guest', request.ip, Date.now())))
        return limited(reply, 60_000 / limits.guestsPerMinute, 'guests');
      const name = cleanName(request.body.name);
      if (!name.ok) return reply.code(400).send(problem(name.error.code, name.error.message));
      // A ban covering this address or browser holds for new guests too (docs/server/moderation.md).
      const marks = originMarks(request.ip, request.body.device);
      const bannedUntil = await storage.moderation.bannedUntil(marks, Date.now());
      if (bannedUntil !== null)
        return reply
          .code(403)
          .send(
            problem(
              'banned',
              `banned until ${new Date(bannedUntil).toISOString()}: a player banned from this address or browser`,
            ),
          );
      if ((await storage.nameHolder(nameKey(name.value))) !== null)
        return reply.code(409).send(problem('name-taken', 'a registered player has that name'));
      const secret = randomSecret();
      const user = { id: randomId(), name: name.value, createdAt: Date.now() };
      await storage.createUser(user, hashSecret(secret));
      await storage.labelSecret(hashSecret(secret), deviceLabel(request.headers['user-agent']));
      await storage.moderation.noteOrigins(user.id, marks, user.createdAt);
      const body: GuestResponse = { user: { id: user.id, name: user.name, username: null }, secret };
      return reply.code(201).send(body);
    },
  );

  app.post<{ Body: RegisterRequest }>(
    '/api/register',
    { schema: { body: RegisterRequest } },
    async (request, reply) => {
      if (!(await allowed('login', request.ip, Date.now())))
        return limited(reply, 60_000 / limits.loginsPerMinute, 'attempts');
      const { user: id, secret, password } = request.body;
      const username = request.body.username.toLowerCase();
      const user = await authenticate(storage, id, secret);
      if (!user) return denied(reply);
      if (user.username !== null)
        return reply
          .code(409)
          .send(problem('already-registered', `this user already has the username ${user.username}`));
      const key = nameKey(user.name);
      const holder = await storage.nameHolder(key);
      if (holder !== null && holder !== user.id)
        return reply.code(409).send(problem('name-taken', 'a registered player has that name'));
      const hashed = await hasher.hash(password);
      if (hashed.busy) return busy(reply);
      const saved = await storage.setLogin(user.id, username, hashed.value);
      if (!saved) return reply.code(409).send(problem('username-taken', 'that username is taken'));
      await storage.reserveName(user.id, key);
      return { user: { ...user, username } };
    },
  );

  app.post<{ Body: LoginRequest }>(
    '/api/login',
    { schema: { body: LoginRequest } },
    async (request, reply) => {
      const now = Date.now();
      if (!(await allowed('login', request.ip, now)))
        return limited(reply, 60_000 / limits.loginsPerMinute, 'attempts');
      const username = request.body.username.toLowerCase();
      const keys = [`address:${request.ip}`, `user:${username}`];
      const wait = throttle.wait(keys, now);
      if (wait > 0) return limited(reply, wait, 'wrong passwords');
      if (!throttle.begin(`user:${username}`))
        return reply
          .code(429)
          .header('retry-after', '1')
          .send(problem('rate-limited', 'a password for this username is being checked; try again'));
      const { login, verdict } = await checkPassword(username, request.body.password);
      if (verdict.busy) return busy(reply);
      const user = login && verdict.value.valid ? await storage.user(login.userId) : null;
      if (!login || !user) {
        throttle.failed(keys, Date.now());
        return reply.code(401).send(problem('bad-credentials', 'wrong username or password'));
      }
      throttle.succeeded(`user:${username}`);
      if (verdict.value.upgraded) await storage.setPasswordHash(user.id, verdict.value.upgraded);
      // Accounts registered before names were reserved reserve theirs now (when nobody else holds it).
      await storage.reserveName(user.id, nameKey(user.name));
      await storage.moderation.noteOrigins(user.id, originMarks(request.ip, request.body.device), Date.now());
      return newSession(request, user);
    },
  );

  app.post<{ Body: LogoutRequest }>(
    '/api/logout',
    { schema: { body: LogoutRequest } },
    async (request, reply) => {
      const { user: id, secret, everywhere } = request.body;
      const user = await authenticate(storage, id, secret);
      if (!user) return denied(reply);
      if (everywhere) {
        const revoked = await storage.revokeSessions(user.id, null);
        deps.revoked?.(user.id, null);
        return { revoked };
      }
      await storage.revokeSecret(hashSecret(secret));
      deps.revoked?.(user.id, hashSecret(secret));
      return { revoked: 1 };
    },
  );

  app.post<{ Body: SessionsRequest }>(
    '/api/sessions',
    { schema: { body: SessionsRequest } },
    async (request, reply) => {
      const { user: id, secret } = request.body;
      const user = await authenticate(storage, id, secret);
      if (!user) return denied(reply);
      const current = hashSecret(secret).slice(0, SESSION_ID_LENGTH);
      const sessions = (await storage.sessions(user.id)).map((s) => ({ ...s, current: s.id === current }));
      const body: SessionsResponse = { sessions, idleDays: SESSION_IDLE_DAYS };
      return body;
    },
  );

  app.post<{ Body: RevokeRequest }>(
    '/api/sessions/revoke',
    { schema: { body: RevokeRequest } },
    async (request, reply) => {
      const { user: id, secret, session } = request.body;
      const user = await authenticate(storage, id, secret);
      if (!user) return denied(reply);
      const revoked = await storage.revokeSessions(user.id, session);
      if (revoked === 0) return reply.code(404).send(problem('no-such-session', 'no such session'));
      deps.revoked?.(user.id, session);
      return { revoked };
    },
  );

  app.post<{ Body: MergeRequest }>(
    '/api/merge',
    { schema: { body: MergeRequest } },
    async (request, reply) => {
      const { user: id, secret, guest: guestId, guestSecret } = request.body;
      const user = await authenticate(storage, id, secret);
      const guest = await authenticate(storage, guestId, guestSecret);
      if (!user || !guest) return denied(reply);
      if (guest.id === user.id) return reply.code(400).send(problem('bad-request', 'that is the same user'));
      if (guest.username !== null)
        return reply
          .code(409)
          .send(problem('already-registered', 'only a guest can be merged into an account'));
      const body: MergeResponse = await storage.mergeFinishedGames(guest.id, user.id);
      // A guest with nothing left to finish is signed out; one with unfinished games stays usable.
      if (body.unfinished === 0) {
        await storage.revokeSessions(guest.id, null);
        deps.revoked?.(guest.id, null);
      }
      return body;
    },
  );
}
