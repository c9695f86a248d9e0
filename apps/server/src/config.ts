import { join, resolve } from 'node:path';
import { alertConfigFromEnv, type AlertConfig } from './alerts/alert-config.js';
import { fileURLToPath } from 'node:url';
import { DEFAULT_IDENTITY_LIMITS, type IdentityLimits } from './accounts/limits.js';
import { allowedOriginsFrom, type AllowedOrigins } from './http/origins.js';
import type { TrustProxy } from './http/app.js';
import type { RateLimits } from './core/rate-limit.js';
import { DEFAULT_SEND_BUFFER_BYTES } from './core/socket-limits.js';
import { tableCapsFromEnv, type TableCaps } from './tables/table-caps.js';
import { DEFAULT_CACHE_KB, DEFAULT_CHECKPOINT_MS, DEFAULT_GROUP_COMMIT_MS } from './storage/sqlite.js';
import { DEFAULT_ANALYSIS_QUEUE, type AnalysisSettings } from './analysis/service.js';
import { SCRYPT, TEST_SCRYPT, type ScryptParams } from './core/identity.js';

/** Everything the server reads from the environment (docs/deploy/configuration.md lists them). */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Folder of the SQLite database file (`carcassonne.sqlite`). */
  readonly dataDir: string;
  /** Bot searches running at once (worker threads); more wait in a queue. */
  readonly botConcurrency: number;
  /** Bot searches of one user (the tables they host) running at once; users take turns. */
  readonly botSearchesPerUser: number;
  readonly logLevel: string;
  readonly synchronous: 'NORMAL' | 'FULL';
  /** SQLite: how long a group of table writes waits for more before its commit (ms). */
  readonly groupCommitMs: number;
  /** SQLite: how often a thread of its own checkpoints the log (ms); 0 (default): SQLite does, in the commits. */
  readonly checkpointMs: number;
  /** SQLite: the most memory its page cache may hold, in KiB (`SQLITE_CACHE_KB`). */
  readonly cacheKb: number;
  /** The built web app served at `/`. */
  readonly webRoot: string;
  /** Test-only table options (`testTiles`), and cheap password hashes (`passwordHashing`). */
  readonly testOptions: boolean;
  /** scrypt's cost for new password hashes: `SCRYPT`, or `TEST_SCRYPT` with test options. */
  readonly passwordHashing: ScryptParams;
  /** `postgres://…`: PostgreSQL instead of SQLite (needed for several processes). */
  readonly databaseUrl: string | null;
  /** PostgreSQL schema (default `public`). */
  readonly databaseSchema: string;
  /** `redis://…`: several processes share table events and leases through Redis. */
  readonly redisUrl: string | null;
  /** Prefix of every Redis key and channel (several deployments on one Redis). */
  readonly redisPrefix: string;
  /** How long a process holds a table's lease without renewing it (ms). */
  readonly leaseMs: number;
  readonly rateLimits: RateLimits;
  /** Guests, registrations and logins per address per minute, and the delay after wrong passwords. */
  readonly identityLimits: IdentityLimits;
  /** Tables one user or address may hold waiting, or played with nobody present. */
  readonly tableCaps: TableCaps;
  /** Which proxies' `X-Forwarded-For` gives the client's address (false: none; docs/deploy/proxy.md). */
  readonly trustProxy: TrustProxy;
  /** Origins whose pages may open a WebSocket (null: the server's own). */
  readonly allowedOrigins: AllowedOrigins;
  /** Bytes waiting to be sent to one connection before it is closed as a slow reader (1013). */
  readonly sendBufferBytes: number;
  /** A WebSocket silent for longer than this (ms) is closed and its player counts as away. */
  readonly heartbeatMs: number;
  /** Push and mail alerts (alerts/alert-config.ts). */
  readonly alerts: AlertConfig;
  /** Days of vacation a registered player may take per calendar year (docs/server/tables.md, "Vacations"). */
  readonly vacationDaysPerYear: number;
  /** How often the tournaments' leader steps them, ms (`TOURNAMENT_TICK_MS`; docs/server/tournaments.md). */
  readonly tournamentTickMs: number;
  /** The bearer token `/metrics` asks for (`METRICS_TOKEN`); null: loopback requests only. */
  readonly metricsToken: string | null;
  /** Usernames of moderators besides the first registered account (`ADMIN_USERS`, comma-separated). */
  readonly adminUsers: readonly string[];
  /** Post-game analyses (`ANALYSIS`, `ANALYSIS_ITERATIONS`, `ANALYSIS_QUEUE`); null: off. */
  readonly analysis?: AnalysisSettings | null;
}

const here = fileURLToPath(new URL('.', import.meta.url));
export const DEFAULT_WEB_ROOT = resolve(here, '..', '..', 'web', 'dist');

/** An integer setting from the environment, `fallback` when unset; out of range is an error at start. */
export function integer(
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
  name: string,
): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name} must be an integer from ${min} to ${max}, not ${JSON.stringify(value)}`);
  return n;
}

/** `ANALYSIS=off` turns analyses off; `ANALYSIS_ITERATIONS` (search iterations per move), `ANALYSIS_QUEUE`. */
function analysisSettings(env: NodeJS.ProcessEnv): AnalysisSettings | null {
  if (env.ANALYSIS === 'off') return null;
  if (env.ANALYSIS !== undefined && env.ANALYSIS !== '' && env.ANALYSIS !== 'on')
    throw new Error(`ANALYSIS must be on or off, not ${JSON.stringify(env.ANALYSIS)}`);
  const queueLimit = integer(env.ANALYSIS_QUEUE, DEFAULT_ANALYSIS_QUEUE, 1, 1_000_000, 'ANALYSIS_QUEUE');
  if (env.ANALYSIS_ITERATIONS === undefined || env.ANALYSIS_ITERATIONS === '') return { queueLimit };
  return {
    queueLimit,
    iterations: integer(env.ANALYSIS_ITERATIONS, 0, 1, 1_000_000, 'ANALYSIS_ITERATIONS'),
  };
}

export function configFromEnv(env: NodeJS.ProcessEnv): ServerConfig {
  const synchronous = (env.SQLITE_SYNCHRONOUS ?? 'NORMAL').toUpperCase();
  if (synchronous !== 'NORMAL' && synchronous !== 'FULL')
    throw new Error('SQLITE_SYNCHRONOUS must be NORMAL or FULL');
  return {
    port: integer(env.PORT, 8080, 0, 65535, 'PORT'),
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(env.DATA_DIR || './data'),
    botConcurrency: integer(env.BOT_CONCURRENCY, 1, 1, 16, 'BOT_CONCURRENCY'),
    botSearchesPerUser: integer(env.BOT_SEARCHES_PER_USER, 1, 1, 16, 'BOT_SEARCHES_PER_USER'),
    logLevel: env.LOG_LEVEL || 'info',
    synchronous,
    groupCommitMs: integer(
      env.SQLITE_GROUP_COMMIT_MS,
      DEFAULT_GROUP_COMMIT_MS,
      0,
      100,
      'SQLITE_GROUP_COMMIT_MS',
    ),
    checkpointMs: integer(env.SQLITE_CHECKPOINT_MS, DEFAULT_CHECKPOINT_MS, 0, 60_000, 'SQLITE_CHECKPOINT_MS'),
    cacheKb: integer(env.SQLITE_CACHE_KB, DEFAULT_CACHE_KB, 64, 1_048_576, 'SQLITE_CACHE_KB'),
    webRoot: resolve(env.WEB_ROOT || DEFAULT_WEB_ROOT),
    testOptions: env.CARCASSONNE_TEST_OPTIONS === '1',
    passwordHashing: env.CARCASSONNE_TEST_OPTIONS === '1' ? TEST_SCRYPT : SCRYPT,
    databaseUrl: databaseUrl(env.DATABASE_URL),
    databaseSchema: env.DATABASE_SCHEMA || 'public',
    redisUrl: redisUrl(env.REDIS_URL),
    redisPrefix: env.REDIS_PREFIX ?? 'carcassonne:',
    leaseMs: integer(env.LEASE_MS, 10_000, 300, 600_000, 'LEASE_MS'),
    heartbeatMs: integer(env.HEARTBEAT_MS, 30_000, 200, 600_000, 'HEARTBEAT_MS'),
    analysis: analysisSettings(env),
    rateLimits: {
      connectionPerSecond: integer(env.RATE_LIMIT_CONNECTION, 20, 1, 1_000_000, 'RATE_LIMIT_CONNECTION'),
      addressPerSecond: integer(env.RATE_LIMIT_ADDRESS, 200, 1, 1_000_000, 'RATE_LIMIT_ADDRESS'),
      addressConnections: integer(
        env.MAX_CONNECTIONS_PER_ADDRESS,
        64,
        1,
        1_000_000,
        'MAX_CONNECTIONS_PER_ADDRESS',
      ),
    },
    trustProxy: trustProxy(env.TRUST_PROXY),
    allowedOrigins: allowedOriginsFrom(env.ALLOWED_ORIGINS),
    sendBufferBytes: integer(
      env.SEND_BUFFER_BYTES,
      DEFAULT_SEND_BUFFER_BYTES,
      64 * 1024,
      1024 * 1024 * 1024,
      'SEND_BUFFER_BYTES',
    ),
    identityLimits: identityLimits(env),
    tableCaps: tableCapsFromEnv(env),
    alerts: alertConfigFromEnv(env),
    vacationDaysPerYear: integer(env.VACATION_DAYS_PER_YEAR, 21, 0, 366, 'VACATION_DAYS_PER_YEAR'),
    tournamentTickMs: integer(env.TOURNAMENT_TICK_MS, 1000, 20, 60_000, 'TOURNAMENT_TICK_MS'),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    adminUsers: (env.ADMIN_USERS ?? '')
      .split(',')
      .map((u) => u.trim().toLowerCase())
      .filter((u) => u !== ''),
  };
}

/** `METRICS_TOKEN`: sent as `Authorization: Bearer <token>`, so one word of printable ASCII. */
function metricsToken(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (!/^[\x21-\x7e]+$/.test(value)) throw new Error('METRICS_TOKEN must be printable ASCII without spaces');
  return value;
}

function identityLimits(env: NodeJS.ProcessEnv): IdentityLimits {
  const d = DEFAULT_IDENTITY_LIMITS;
  const guests = integer(env.RATE_LIMIT_GUESTS, d.guestsPerMinute, 1, 1_000_000, 'RATE_LIMIT_GUESTS');
  const logins = integer(env.RATE_LIMIT_LOGINS, d.loginsPerMinute, 1, 1_000_000, 'RATE_LIMIT_LOGINS');
  return { ...d, guestsPerMinute: guests, loginsPerMinute: logins };
}

/**
 * `TRUST_PROXY`: unset or `false`, nobody's `X-Forwarded-For` is read (the address is the
 * connection's); a number n, the address n hops back (1: the one proxy in front); `true`, the
 * first address of the header (only when every request comes through the proxy); otherwise the
 * proxies' addresses and ranges, separated by commas (`127.0.0.1,10.0.0.0/8`; `loopback`,
 * `linklocal` and `uniquelocal` name the usual ranges).
 */
function trustProxy(value: string | undefined): TrustProxy {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return integer(v, 0, 0, 100, 'TRUST_PROXY');
  const list = v
    .split(',')
    .map((a) => a.trim())
    .filter((a) => a !== '');
  for (const a of list)
    if (!/^([0-9a-fA-F.:]+(\/\d{1,3})?|loopback|linklocal|uniquelocal)$/.test(a))
      throw new Error(`TRUST_PROXY: ${JSON.stringify(a)} is not an address or range (e.g. 10.0.0.0/8)`);
  return list;
}

export const databaseFile = (config: ServerConfig): string => join(config.dataDir, 'carcassonne.sqlite');

/** Where the data is, for the start line and the log: the SQLite file, or the PostgreSQL database (never its password). */
export function storageDescription(config: ServerConfig): string {
  if (!config.databaseUrl) return `SQLite database ${databaseFile(config)}`;
  const url = new URL(config.databaseUrl);
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || '(default)';
  const where = `${url.hostname}${url.port ? `:${url.port}` : ''}`;
  return `PostgreSQL database ${database} on ${where}, schema ${config.databaseSchema}`;
}

/**
 * A warning when `REDIS_URL` names a database index while `REDIS_PREFIX` is the default: the index
 * separates keys but not pub/sub channels, so two deployments on one Redis would see each other's
 * table events. Null when there is nothing to warn about.
 */
export function redisWarning(config: ServerConfig): string | null {
  if (!config.redisUrl || config.redisPrefix !== 'carcassonne:') return null;
  const index = new URL(config.redisUrl).pathname.replace(/^\//, '');
  if (index === '' || index === '0') return null;
  return `REDIS_URL names database ${index}, but pub/sub channels are shared by every database of a Redis server: give each deployment its own REDIS_PREFIX`;
}

function databaseUrl(value: string | undefined): string | null {
  if (!value) return null;
  if (!/^postgres(ql)?:\/\//.test(value))
    throw new Error('DATABASE_URL must be a postgres:// URL (unset: SQLite in DATA_DIR)');
  return value;
}

function redisUrl(value: string | undefined): string | null {
  if (!value) return null;
  if (!/^rediss?:\/\//.test(value)) throw new Error('REDIS_URL must be a redis:// URL');
  return value;
}
