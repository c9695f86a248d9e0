import type { FastifyInstance } from 'fastify';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { GAMES, GAME_IDS } from '@carcassonne/engine';
import { problem } from '../core/outcome.js';

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

/** The server's own routes: its health and the games it offers (the features register theirs). */
export function registerServerRoutes(app: FastifyInstance): void {
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
