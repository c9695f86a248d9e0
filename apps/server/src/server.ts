import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { WorkerBotPool, type BotPlayer } from './bots.js';
import { systemClock, type Clock } from './clock.js';
import { databaseFile, type ServerConfig } from './config.js';
import { Hub } from './hub.js';
import { SqliteStorage } from './storage/sqlite.js';
import type { Storage } from './storage/types.js';

export interface RunningServer {
  readonly app: FastifyInstance;
  readonly hub: Hub;
  readonly storage: Storage;
  readonly url: string;
  /** Resumed unfinished tables at start. */
  readonly resumed: number;
  close(): Promise<void>;
}

/** Open the database, resume every unfinished game, and listen. */
export async function startServer(config: ServerConfig, overrides: { clock?: Clock; bots?: BotPlayer; storage?: Storage } = {}): Promise<RunningServer> {
  const storage = overrides.storage ?? SqliteStorage.open({ file: databaseFile(config), synchronous: config.synchronous });
  const bots = overrides.bots ?? new WorkerBotPool(config.botConcurrency);
  const hubRef: { hub: Hub | null } = { hub: null };
  const app = await buildApp({
    storage,
    get hub(): Hub {
      return hubRef.hub!;
    },
    webRoot: config.webRoot,
    logLevel: config.logLevel,
  });
  const hub = new Hub({ storage, bots, clock: overrides.clock ?? systemClock, log: app.log, testOptions: config.testOptions });
  hubRef.hub = hub;
  const resumed = await hub.restore();
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    app,
    hub,
    storage,
    url: `http://${shown}:${port}/`,
    resumed,
    async close() {
      hub.close();
      await app.close();
      await storage.close();
    },
  };
}
