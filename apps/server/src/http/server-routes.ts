import type { FastifyInstance } from 'fastify';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { GAMES, GAME_IDS } from '@carcassonne/engine';
import { problem } from '../core/outcome.js';
import type { Storage } from '../storage/types.js';
import { REFUSED_WORDS, type WriteHealth } from '../storage/write-health.js';
import type { Metrics } from './metrics.js';
import { metricsRefusal } from './metrics-access.js';

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

/** What the server's own routes need: the database and the process's health and metrics. */
export interface ServerRouteDeps {
  readonly storage: Storage;
  /** Whether the services answer (default: the database's ping). */
  readonly ready?: () => Promise<void>;
  /** Whether the database takes writes. */
  readonly writes?: WriteHealth;
  readonly metrics?: Metrics;
  /** Who may read `/metrics` (metrics-access.ts). */
  readonly metricsToken: string | null;
}

/**
 * The server's own routes: its liveness, readiness and health, its metrics and the games it offers
 * (the features register theirs).
 */
export function registerServerRoutes(app: FastifyInstance, deps: ServerRouteDeps): void {
  app.get('/healthz', async () => ({ ok: true }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await (deps.ready?.() ?? deps.storage.ping());
    } catch (e) {
      const why = `a service does not answer: ${(e as Error).message}`;
      return reply.code(503).send({ ok: false, ...problem('not-ready', why) });
    }
    if (deps.writes && !(await deps.writes.check(deps.storage)))
      return reply.code(503).send({
        ok: false,
        ...problem('storage-unwritable', `${REFUSED_WORDS} (${deps.writes.refusal})`),
      });
    return { ok: true };
  });
  app.get('/metrics', async (request, reply) => {
    const refused = metricsRefusal(
      { headers: request.headers, ip: request.ip, remoteAddress: request.socket.remoteAddress },
      deps.metricsToken,
    );
    if (refused) return reply.code(refused.status).send(problem(refused.code, refused.message));
    if (!deps.metrics) return reply.code(404).send(problem('not-found', 'no metrics'));
    return reply
      .header('content-type', deps.metrics.registry.contentType)
      .send(await deps.metrics.registry.metrics());
  });

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
}
