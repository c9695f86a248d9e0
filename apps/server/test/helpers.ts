import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configFromEnv, type ServerConfig } from '../src/config.js';
import { DEFAULT_IDENTITY_LIMITS } from '../src/accounts/limits.js';
import { TEST_SCRYPT } from '../src/core/identity.js';
import { startServer, type RunningServer } from '../src/server.js';
import { GameClient, newGuest } from '../src/tools/client.js';
import type { Clock } from '../src/core/clock.js';
import type { BotPlayer } from '../src/tables/bots.js';
import type { Storage } from '../src/storage/types.js';
import type { Notify } from '../src/social/friends.js';
import type { Avoid } from '../src/social/matchmaking.js';
import type { ClientMessageOf, GuestResponse } from '@carcassonne/protocol';

export interface TestServer extends RunningServer {
  readonly ws: string;
  readonly dataDir: string;
  stop(): Promise<void>;
}

export function tempDir(prefix = 'carc-server-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export function testConfig(dataDir: string, extra: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...configFromEnv({}),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    logLevel: 'silent',
    testOptions: true,
    passwordHashing: TEST_SCRYPT,
    // Analyses (CPU in the background) only where a test turns them on.
    analysis: null,
    // Tests make many guests and logins from one address: the identity limits have tests of their own.
    identityLimits: {
      ...DEFAULT_IDENTITY_LIMITS,
      guestsPerMinute: 1e6,
      loginsPerMinute: 1e6,
    },
    ...extra,
  };
}

/** A real server on a free port with its SQLite file in a temp folder. */
export async function startTestServer(
  options: {
    dataDir?: string;
    clock?: Clock;
    bots?: BotPlayer;
    storage?: Storage;
    config?: Partial<ServerConfig>;
    overrides?: { notify?: Notify; avoid?: Avoid };
  } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? tempDir();
  const server = await startServer(testConfig(dataDir, options.config), {
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.bots ? { bots: options.bots } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
    ...options.overrides,
  });
  const ws = `${server.url.replace('http', 'ws')}ws`;
  return {
    ...server,
    ws,
    dataDir,
    async stop() {
      await server.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Player {
  readonly guest: GuestResponse;
  readonly client: GameClient;
}

/** A guest with an authenticated connection. */
export async function player(server: { url: string; ws: string }, name: string): Promise<Player> {
  const guest = await newGuest(server.url, name);
  const client = await connectAs(server.ws, guest, name);
  return { guest, client };
}

/**
 * A registered account (a guest that registered: only accounts play rated) with an authenticated
 * connection; its username is its user id.
 */
export async function account(server: { url: string; ws: string }, name: string): Promise<Player> {
  const guest = await newGuest(server.url, name);
  const registered = await fetch(new URL('/api/register', server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      user: guest.user.id,
      secret: guest.secret,
      username: guest.user.id,
      password: 'test password',
    }),
  });
  if (!registered.ok) throw new Error(`register failed: ${registered.status}`);
  const client = await connectAs(server.ws, guest, name);
  return { guest, client };
}

type CreateSettings = Pick<ClientMessageOf<'create'>, 'preset'> &
  Partial<Pick<ClientMessageOf<'create'>, 'clock' | 'grace' | 'testTiles' | 'rated'>>;

/** A public 2-seat table: `host` in seat 0, seat 1 open; no clock unless `settings` gives one. */
export async function openTable(host: GameClient, settings: CreateSettings): Promise<string> {
  const created = await host.request({
    type: 'create',
    seats: [{ kind: 'me' }, { kind: 'open' }],
    visibility: 'public',
    clock: { kind: 'none' },
    ...settings,
  });
  if (!created.ok) throw new Error(`create failed: ${created.code}`);
  return created.result.table;
}

/** A public 2-seat table of `preset` without a clock: `host` in seat 0, `guest` joined in seat 1, each of `watchers` following it. */
export async function twoSeatTable(
  host: GameClient,
  guest: GameClient,
  preset: string,
  watchers: readonly GameClient[] = [host, guest],
): Promise<string> {
  const table = await openTable(host, { preset });
  const joined = await guest.request({ type: 'join', table, seat: 1 });
  if (!joined.ok) throw new Error(`join failed: ${joined.code}`);
  for (const c of watchers) await c.request({ type: 'watch', table });
  return table;
}

export async function connectAs(ws: string, guest: GuestResponse, prefix: string): Promise<GameClient> {
  const client = await GameClient.connect(ws, prefix);
  const auth = await client.request({ type: 'auth', user: guest.user.id, secret: guest.secret });
  if (!auth.ok) throw new Error(`auth failed: ${auth.code}`);
  return client;
}
