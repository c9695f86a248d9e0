import type { FastifyInstance } from 'fastify';
import { buildApp } from './http/app.js';
import { Alerts } from './alerts/alerts.js';
import { WorkerBotPool, type BotPlayer } from './tables/bots.js';
import { tableAnalyser } from './analysis/analyse-table.js';
import { AnalysisService } from './analysis/service.js';
import { systemClock, type Clock } from './core/clock.js';
import { Cluster } from './cluster/cluster.js';
import { databaseFile, storageDescription, type ServerConfig } from './config.js';
import { messageOf, sentence, StartupError } from './core/startup-failure.js';
import { Hub } from './hub/hub.js';
import { TournamentLeader } from './tournaments/leader.js';
import { TournamentService } from './tournaments/service.js';
import type { StoredTable } from './storage/types.js';
import type { PublicUser } from '@carcassonne/protocol';
import { MemoryLimiter, RedisLimiter } from './core/limiter.js';
import { DEFAULT_PASSWORD_LIMITS, PasswordHasher } from './accounts/passwords.js';
import { Metrics } from './http/metrics.js';
import { WriteHealth } from './storage/write-health.js';
import { PostgresStorage } from './storage/postgres.js';
import { SqliteStorage } from './storage/sqlite.js';
import type { Storage } from './storage/types.js';
import type { Notify } from './social/friends.js';
import type { Avoid } from './social/matchmaking.js';

export interface RunningServer {
  readonly app: FastifyInstance;
  readonly hub: Hub;
  readonly storage: Storage;
  readonly cluster: Cluster | null;
  readonly url: string;
  /** Resumed unfinished tables at start. */
  readonly resumed: number;
  /** Push and mail alerts. */
  readonly alerts: Alerts;
  /** Graceful stop: no new connections, writes finished, clients told to reconnect. */
  close(): Promise<void>;
}

export async function openStorage(config: ServerConfig): Promise<Storage> {
  try {
    if (config.databaseUrl)
      return await PostgresStorage.open({ url: config.databaseUrl, schema: config.databaseSchema });
    return await SqliteStorage.open({
      file: databaseFile(config),
      synchronous: config.synchronous,
      groupCommitMs: config.groupCommitMs,
      checkpointMs: config.checkpointMs,
      cacheKb: config.cacheKb,
    });
  } catch (e) {
    throw new StartupError(
      'database',
      sentence(`could not open the ${storageDescription(config)}: ${causeOf(e)}`),
    );
  }
}

/** A driver's words for why it failed (a refused connection to every address of a name says nothing itself). */
function causeOf(error: unknown): string {
  const inner = error instanceof AggregateError ? error.errors[0] : error;
  const message = messageOf(inner);
  const code = (inner as { code?: unknown } | null)?.code;
  return message || (typeof code === 'string' ? code : 'no reason given');
}

/** Open the database, resume every unfinished game, join the other processes (Redis), and listen. */
export async function startServer(
  config: ServerConfig,
  overrides: { clock?: Clock; bots?: BotPlayer; storage?: Storage; notify?: Notify; avoid?: Avoid } = {},
): Promise<RunningServer> {
  // Every storage call watched: a write refused (disk full, read-only) fails `/readyz` until a probe passes.
  const writes = new WriteHealth();
  const opened = overrides.storage ?? (await openStorage(config));
  const storage = writes.watch(opened);
  const bots = overrides.bots ?? new WorkerBotPool(config.botConcurrency, config.botSearchesPerUser);
  const hubRef: { hub: Hub | null } = { hub: null };
  const tournamentsRef: { service: TournamentService | null } = { service: null };
  const analysisRef: { service: AnalysisService | null } = { service: null };
  const metrics = new Metrics();
  // The mail queue and the cluster log through the app's log, made below.
  const appRef: { app: FastifyInstance | null } = { app: null };
  const appLog = {
    info: (obj: object, msg: string) => appRef.app?.log.info(obj, msg),
    warn: (obj: object, msg: string) => appRef.app?.log.warn(obj, msg),
  };
  const alerts = await Alerts.open(storage, config.alerts, config.testOptions, appLog);
  // Several processes: the cluster (through Redis) and the rate limits counted there for all of them.
  const cluster = config.redisUrl
    ? new Cluster(config.redisUrl, config.redisPrefix, config.leaseMs, appLog)
    : null;
  const limiter = cluster
    ? new RedisLimiter(cluster.commands, cluster.key('limits:'), cluster.processId)
    : new MemoryLimiter();
  const app = await buildApp({
    limiter,
    writes,
    storage,
    get hub(): Hub {
      return hubRef.hub!;
    },
    webRoot: config.webRoot,
    logLevel: config.logLevel,
    metrics,
    metricsToken: config.metricsToken,
    rateLimits: config.rateLimits,
    accounts: {
      limits: config.identityLimits,
      hasher: new PasswordHasher(DEFAULT_PASSWORD_LIMITS, config.passwordHashing),
    },
    trustProxy: config.trustProxy,
    allowedOrigins: config.allowedOrigins,
    sendBufferBytes: config.sendBufferBytes,
    heartbeatMs: config.heartbeatMs,
    alerts,
    vacationDaysPerYear: config.vacationDaysPerYear,
    analysis: () => analysisRef.service,
    tournaments: () => tournamentsRef.service!,
    ready: async () => {
      await storage.ping();
      if (cluster) await cluster.ping();
    },
  });
  appRef.app = app;
  const clock = overrides.clock ?? systemClock;
  let analysis: AnalysisService | null = null;
  if (config.analysis) {
    const closed = () => analysis?.isClosed ?? true;
    const analyser = tableAnalyser(storage, bots, clock, app.log, config.analysis.iterations, closed);
    analysis = new AnalysisService(storage, clock, app.log, config.analysis, analyser);
  }
  analysisRef.service = analysis;
  const hub = new Hub({
    storage,
    bots,
    clock,
    log: app.log,
    testOptions: config.testOptions,
    caps: config.tableCaps,
    adminUsers: config.adminUsers,
    tableLog: (table) => app.log.child({ table }),
    moved: () => metrics.moved(),
    moveAnswered: (ms, code) => metrics.moveAnswered(ms, code),
    heard: (room, events) => alerts.notifier.heard(room, events),
    ...(analysis ? { finished: analysis.finished.bind(analysis) } : {}),
    ...(cluster ? { cluster } : {}),
    limiter,
    // A challenge alerts the challenged player outside the page too (push, mail) unless a test hears it.
    notify:
      overrides.notify ??
      ((user, notice) => {
        if (notice.kind === 'challenge') alerts.notifier.challenged(user, notice.challenge);
      }),
    ...(overrides.avoid ? { avoid: overrides.avoid } : {}),
    tournamentTickMs: config.tournamentTickMs,
  });
  hubRef.hub = hub;
  metrics.watch(hub, bots);
  if (analysis) metrics.watchAnalyses(analysis);
  if (opened instanceof PostgresStorage) metrics.watchTraffic('postgres', opened.traffic);
  if (cluster) metrics.watchTraffic('redis', cluster.traffic);
  const resumed = await hub.restore();
  await analysis?.resume();
  await hub.startCluster();
  const tournamentDeps = {
    storage,
    clock,
    log: app.log,
    testOptions: config.testOptions,
    tables: {
      open: (table: StoredTable, hostName: string) => hub.openTable(table, hostName, null),
      room: (id: string) => hub.roomFor(id),
    },
    isModerator: (user: PublicUser) => hub.moderation.isAdmin(user),
    playRefusal: (userId: string) => hub.moderation.refusal(userId, 'play'),
    alerts: alerts.notifier,
  };
  tournamentsRef.service = new TournamentService(tournamentDeps);
  const tournamentLeader = new TournamentLeader(tournamentDeps, cluster, config.tournamentTickMs);
  tournamentLeader.start();
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shown =
    config.host === '0.0.0.0' || config.host === '::'
      ? 'localhost'
      : config.host.includes(':')
        ? `[${config.host}]`
        : config.host;
  const url = `http://${shown}:${port}/`;
  alerts.start(url, () => hub.tables());
  return {
    app,
    alerts,
    hub,
    storage,
    cluster,
    url,
    resumed,
    async close() {
      // Stop accepting connections first; then let the tables finish their writes.
      app.server.close();
      await tournamentLeader.stop();
      await hub.drain();
      analysis?.close();
      hub.close();
      // After the tables' last writes, whose alerts leave before the database closes.
      await alerts.stop();
      await app.close();
      await cluster?.close();
      await storage.close();
    },
  };
}
