import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import { isMessageId, LIMITS } from '@carcassonne/protocol';
import type { ServerErrorCode } from '@carcassonne/protocol';
import { frame, type Hub } from '../hub/hub.js';
import { compressApiAnswers, sendWebFile } from './compression.js';
import { registerAccountRoutes, type AccountRouteDeps } from '../accounts/routes.js';
import type { Alerts } from '../alerts/alerts.js';
import { registerAlertRoutes } from '../alerts/routes.js';
import { registerAnalysisRoutes } from '../analysis/routes.js';
import type { AnalysisService } from '../analysis/service.js';
import { problem } from '../core/outcome.js';
import { refuseControlsInPaths, registerServerRoutes } from './server-routes.js';
import { registerTableRoutes } from '../tables/routes.js';
import { registerRatingRoutes } from '../ratings/routes.js';
import { registerVacationRoutes } from '../tables/vacation-routes.js';
import { registerModerationRoutes } from '../moderation/routes.js';
import { registerTournamentRoutes } from '../tournaments/routes.js';
import type { TournamentService } from '../tournaments/service.js';
import { DEFAULT_HEARTBEAT_MS, Heartbeat } from './heartbeat.js';
import type { Metrics } from './metrics.js';
import { securityHeaders } from './security-headers.js';
import { originAllowed, type AllowedOrigins } from './origins.js';
import { AddressLimits, TokenBucket, type RateLimits } from '../core/rate-limit.js';
import { MemoryLimiter, type Limiter } from '../core/limiter.js';
import { REFUSED_WORDS, refusesWrites, type WriteHealth } from '../storage/write-health.js';
import { StaticCache } from './static-cache.js';
import { releaseUpgrade } from './upgrade-release.js';
import { quietSocketError } from '../core/socket-errors.js';
import {
  CLOSE,
  DEFAULT_SEND_BUFFER_BYTES,
  MAX_FRAME_BYTES,
  overBuffer,
  RefusalCount,
  SLOW_READER_GRACE_MS,
} from '../core/socket-limits.js';
import type { Storage } from '../storage/types.js';
import type { Connection } from '../core/transport.js';

/** Fastify's `trustProxy`: none, every hop, the last n hops, or these addresses and ranges. */
export type TrustProxy = boolean | number | string[];

export interface AppOptions {
  readonly storage: Storage;
  readonly hub: Hub;
  readonly webRoot: string;
  readonly logLevel: string;
  readonly metrics?: Metrics;
  /** The bearer token `/metrics` asks for (`METRICS_TOKEN`); null or absent: loopback requests only. */
  readonly metricsToken?: string | null;
  /** Resolves when the database (and Redis, with several processes) answer. */
  readonly ready?: () => Promise<void>;
  readonly rateLimits?: RateLimits;
  /** Limits of the identity routes and the password queue (accounts/routes.ts); defaults when absent. */
  readonly accounts?: Omit<AccountRouteDeps, 'storage' | 'limiter' | 'revoked'>;
  /** Whose `X-Forwarded-For` gives the client's address (default: nobody's). */
  readonly trustProxy?: TrustProxy;
  /** Origins whose pages may open a WebSocket (default: the server's own). */
  readonly allowedOrigins?: AllowedOrigins;
  /** Bytes waiting for one slow reader before its connection is closed (1013). */
  readonly sendBufferBytes?: number;
  /** A connection silent (no pong, no message) for longer than this is closed (ms). */
  readonly heartbeatMs?: number;
  /** Push and mail alerts (alerts/): their routes. */
  readonly alerts?: Alerts;
  /** Days of vacation a player may take per calendar year (`VACATION_DAYS_PER_YEAR`). */
  readonly vacationDaysPerYear?: number;
  /** Whether the database refuses writes (`/readyz` fails while it does). */
  readonly writes?: WriteHealth;
  /** Where the HTTP routes count requests (core/limiter.ts; default: in this process's memory). */
  readonly limiter?: Limiter;
  /** Post-game analyses and puzzles (absent or null: off). */
  readonly analysis?: () => AnalysisService | null;
  /** The tournaments (made with the hub, after the app). */
  readonly tournaments?: () => TournamentService;
}

const textOf = (data: unknown): string =>
  Array.isArray(data)
    ? Buffer.concat(data as Buffer[]).toString('utf8')
    : Buffer.from(data as ArrayBuffer).toString('utf8');

/** The `id` of a client message, if it has a usable one (nothing else of it is read). */
function messageId(text: string): string | number | null {
  try {
    const id = (JSON.parse(text) as { id?: unknown } | null)?.id;
    return isMessageId(id) ? id : null;
  } catch {
    return null;
  }
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  connectionPerSecond: 20,
  addressPerSecond: 200,
  addressConnections: 64,
};

/** `TRUST_PROXY` as Fastify takes it (a number of hops as a test of each hop). */
const fastifyTrust = (trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) =>
  typeof trust === 'number' ? (_address, hop) => hop < trust : trust;

/** One Fastify server: the built web app, the HTTP API and the WebSocket at `/ws`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logLevel === 'silent' ? false : { level: options.logLevel },
    trustProxy: fastifyTrust(options.trustProxy ?? false),
    bodyLimit: LIMITS.messageBytes,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
    // Requests refused before routing (a malformed URL) carry the security headers too.
    frameworkErrors: (error, request, reply) => {
      void (reply as unknown as FastifyReply)
        .code(400)
        .headers(securityHeaders(request.headers.host))
        .send(problem('bad-request', error.message));
    },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(securityHeaders(request.host))) reply.header(name, value);
    return payload;
  });
  app.setErrorHandler(
    (
      error: { statusCode?: number; code?: string; message: string; validation?: unknown },
      _request,
      reply,
    ) => {
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
      if (status >= 500) app.log.error(error);
      if (refusesWrites(error)) {
        options.writes?.noted(error);
        return void reply
          .code(503)
          .header('retry-after', '60')
          .send(problem('storage-unwritable', REFUSED_WORDS));
      }
      // Fastify's own codes (FST_ERR_…) are not the API's: a request it refuses is a `bad-request`.
      const code: ServerErrorCode = status >= 500 ? 'server-error' : 'bad-request';
      const message = status >= 500 ? 'something went wrong on the server; it was logged' : error.message;
      void reply.code(status).send(problem(code, message));
    },
  );
  compressApiAnswers(app);
  // A frame over the protocol's limit is refused by the socket before it is read (closed, 1009).
  await app.register(websocket, {
    options: { maxPayload: MAX_FRAME_BYTES },
    errorHandler: (error, socket, request) => quietSocketError(error, socket, request.log),
  });
  refuseControlsInPaths(app);
  const { storage } = options;
  const now = () => options.hub.clock.now();
  registerServerRoutes(app, {
    storage,
    ...(options.ready ? { ready: options.ready } : {}),
    ...(options.writes ? { writes: options.writes } : {}),
    ...(options.metrics ? { metrics: options.metrics } : {}),
    metricsToken: options.metricsToken ?? null,
  });
  registerTableRoutes(app, {
    storage,
    now,
    lobbyPage: (filter, limit) => options.hub.lobbyPage(filter, limit),
  });
  registerRatingRoutes(app, { storage, now });
  registerModerationRoutes(app, { storage, hub: () => options.hub });
  registerAnalysisRoutes(app, { storage, service: () => options.analysis?.() ?? null, now: Date.now });
  const limiter = options.limiter ?? new MemoryLimiter();
  registerAccountRoutes(app, {
    ...options.accounts,
    storage,
    limiter,
    revoked: (user, prefix) => options.hub.closeSignIns(user, prefix),
  });
  if (options.alerts) registerAlertRoutes(app, { storage, alerts: options.alerts, limiter });
  registerVacationRoutes(app, {
    storage,
    ...(options.vacationDaysPerYear !== undefined ? { daysPerYear: options.vacationDaysPerYear } : {}),
    now,
    room: (id) => options.hub.roomFor(id),
  });
  const tournaments = options.tournaments;
  if (tournaments) registerTournamentRoutes(app, { service: tournaments });

  const limits = options.rateLimits ?? DEFAULT_RATE_LIMITS;
  const addresses = new AddressLimits(limits);
  let nextId = 1;
  const corker = new Corker();
  const heartbeat = new Heartbeat(options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS);
  app.addHook('onClose', async () => heartbeat.stop());
  const sendBufferBytes = options.sendBufferBytes ?? DEFAULT_SEND_BUFFER_BYTES;
  // Pages of other sites may not open a WebSocket (refused before the upgrade: 403).
  const allowedOrigins = options.allowedOrigins ?? null;
  const fromAllowedOrigin = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (originAllowed(request.headers.origin, request.host, allowedOrigins)) return;
    await reply.code(403).send(problem('forbidden', 'WebSocket connections from this origin are refused'));
  };
  app.get('/ws', { websocket: true, preValidation: fromAllowedOrigin }, (socket, request) => {
    const address = request.ip;
    // The connection keeps the log only, not the request it was upgraded from.
    const log = request.log;
    releaseUpgrade(socket, (error) => quietSocketError(error, socket, log));
    if (!addresses.open(address, Date.now())) {
      socket.close(CLOSE.policy, 'too many connections from this address');
      return;
    }
    const conn: Connection = {
      id: nextId++,
      address,
      send: (text) => {
        if (socket.readyState !== socket.OPEN) return;
        // A client that does not read: its frames are not kept for ever (it reconnects and catches up).
        if (overBuffer(socket, sendBufferBytes)) {
          log.warn({ address, buffered: socket.bufferedAmount }, 'slow reader closed');
          socket.close(CLOSE.slowReader, 'too much unread; reconnect');
          // Its close frame may never be read either: the socket and what waits in it go after a grace.
          setTimeout(() => socket.terminate(), SLOW_READER_GRACE_MS).unref();
          return;
        }
        corker.hold(socket);
        socket.send(text);
      },
      close: (code, reason) => socket.close(code, reason),
    };
    const bucket = new TokenBucket(limits.connectionPerSecond, limits.connectionPerSecond * 3, Date.now());
    const refusals = new RefusalCount();
    options.hub.connect(conn);
    heartbeat.add(socket);
    socket.on('message', (data, isBinary) => {
      const now = Date.now();
      // Both limits: this connection's own rate, and its address's (all its connections).
      if (!bucket.take(now) || !addresses.message(address, now)) {
        if (refusals.refused(now)) return socket.close(CLOSE.policy, 'rate limit exceeded');
        // Refused unread, but answered as its own: a client waiting for this id learns it at once.
        const replyTo = isBinary ? null : messageId(textOf(data));
        const message = 'too many messages; slow down';
        return conn.send(frame({ type: 'error', code: 'rate-limited', message, replyTo }));
      }
      const text = isBinary ? '\u0000binary' : textOf(data);
      void options.hub.receive(conn, text);
    });
    let closed = false;
    const gone = () => {
      if (closed) return;
      closed = true;
      heartbeat.remove(socket);
      addresses.close(address);
      options.hub.disconnect(conn);
    };
    socket.on('close', gone);
    socket.on('error', gone);
  });

  // The web app in memory from the start (with its precompressed forms): pages never wait for the disk.
  const webFiles = new StaticCache(options.webRoot);
  app.get('/*', async (request, reply) => {
    const api = request.url.startsWith('/api/');
    if (api) return reply.code(404).send(problem('not-found', 'no such API route'));
    return sendWebFile(webFiles, options.webRoot, request, reply);
  });
  return app;
}

/**
 * Frames sent to one connection in the same turn of the event loop (a move's reply, its event and
 * the next legal moves) leave in one write: the socket is corked at the first and uncorked once
 * the turn is over.
 */
class Corker {
  private readonly held = new Set<{ cork(): void; uncork(): void }>();
  private scheduled = false;

  hold(ws: object): void {
    // ws keeps its TCP socket private; without it (other transports) frames simply go one by one.
    const raw = (ws as { _socket?: { cork(): void; uncork(): void } })._socket;
    if (!raw || this.held.has(raw)) return;
    raw.cork();
    this.held.add(raw);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      for (const r of this.held) r.uncork();
      this.held.clear();
    });
  }
}
