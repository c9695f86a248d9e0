import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allowedOriginsFrom, type AllowedOrigins } from './origins.js';
import type { RateLimits } from './rate-limit.js';
import { DEFAULT_SEND_BUFFER_BYTES } from './socket-limits.js';

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
  /** Which proxies' `X-Forwarded-For` gives the client's address (false: none; docs/deploy.md). */
  readonly trustProxy: TrustProxy;
  /** Origins whose pages may open a WebSocket (null: the server's own). */
  readonly allowedOrigins: AllowedOrigins;
  /** Bytes waiting to be sent to one connection before it is closed as a slow reader (1013). */
  readonly sendBufferBytes: number;
}

/** Fastify's `trustProxy`: none, every hop, the last n hops, or these addresses and ranges. */
export type TrustProxy = boolean | number | string[];

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
  };
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
