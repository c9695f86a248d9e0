import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RateLimits } from './rate-limit.js';

/** Everything the server reads from the environment (docs/server.md lists them). */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Folder of the SQLite database file (`carcassonne.sqlite`). */
  readonly dataDir: string;
  /** Bot searches running at once (worker threads); more wait in a queue. */
  readonly botConcurrency: number;
  readonly logLevel: string;
  readonly synchronous: 'NORMAL' | 'FULL';
  /** The built web app served at `/`. */
  readonly webRoot: string;
  /** Test-only table options (`testTiles`). */
  readonly testOptions: boolean;
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
  /** A WebSocket silent for longer than this (ms) is closed and its player counts as away. */
  readonly heartbeatMs: number;
}

const here = fileURLToPath(new URL('.', import.meta.url));
export const DEFAULT_WEB_ROOT = resolve(here, '..', '..', 'web', 'dist');

function integer(
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

export function configFromEnv(env: NodeJS.ProcessEnv): ServerConfig {
  const synchronous = (env.SQLITE_SYNCHRONOUS ?? 'NORMAL').toUpperCase();
  if (synchronous !== 'NORMAL' && synchronous !== 'FULL')
    throw new Error('SQLITE_SYNCHRONOUS must be NORMAL or FULL');
  return {
    port: integer(env.PORT, 8080, 0, 65535, 'PORT'),
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(env.DATA_DIR || './data'),
    botConcurrency: integer(env.BOT_CONCURRENCY, 1, 1, 16, 'BOT_CONCURRENCY'),
    logLevel: env.LOG_LEVEL || 'info',
    synchronous,
    webRoot: resolve(env.WEB_ROOT || DEFAULT_WEB_ROOT),
    testOptions: env.CARCASSONNE_TEST_OPTIONS === '1',
    databaseUrl: databaseUrl(env.DATABASE_URL),
    databaseSchema: env.DATABASE_SCHEMA || 'public',
    redisUrl: redisUrl(env.REDIS_URL),
    redisPrefix: env.REDIS_PREFIX ?? 'carcassonne:',
    leaseMs: integer(env.LEASE_MS, 10_000, 300, 600_000, 'LEASE_MS'),
    heartbeatMs: integer(env.HEARTBEAT_MS, 30_000, 200, 600_000, 'HEARTBEAT_MS'),
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
  };
}

export const databaseFile = (config: ServerConfig): string => join(config.dataDir, 'carcassonne.sqlite');

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
