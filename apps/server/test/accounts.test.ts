/**
 * Accounts over HTTP and their parts: the bounded password queue (`busy`), old hashes upgraded at
 * login, the limits per address and the growing delay after wrong passwords, sessions (list,
 * revoke, sign out, sign out everywhere), reserved names and the merge of a guest's games.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuestResponse } from '@carcassonne/protocol';
import { DEFAULT_IDENTITY_LIMITS, LoginThrottle } from '../src/accounts/limits.js';
import { hashPassword, SCRYPT, TEST_SCRYPT } from '../src/core/identity.js';
import { configFromEnv } from '../src/config.js';
import { PasswordHasher } from '../src/accounts/passwords.js';
import { deviceLabel } from '../src/accounts/sessions.js';
import { GameClient, newGuest } from '../src/tools/client.js';
import { startTestServer, type TestServer } from './helpers.js';

const CHEAP = { N: 1024, r: 8, p: 1 };

describe('the password queue', () => {
  it('runs a bounded number of hashes, queues a few and refuses the rest with busy', async () => {
    const hasher = new PasswordHasher({ concurrency: 1, queue: 1 }, CHEAP);
    const answers = await Promise.all([
      hasher.hash('password 1'),
      hasher.hash('password 2'),
      hasher.hash('password 3'),
    ]);
    expect(answers.map((a) => a.busy)).toEqual([false, false, true]);
    expect(hasher.load).toEqual({ running: 0, waiting: 0 });
    // Once the queue drains, hashing works again.
    expect((await hasher.hash('password 4')).busy).toBe(false);
  });

  it('checks old hashes with their own parameters and gives a new one; an unknown user is checked against a dummy', async () => {
    const hasher = new PasswordHasher({ concurrency: 2, queue: 4 }, { N: 2048, r: 8, p: 1 });
    const old = await hashPassword('correct horse', CHEAP);
    const right = await hasher.verify('correct horse', old);
    expect(right.busy === false && right.value.valid).toBe(true);
    expect(right.busy === false && right.value.upgraded?.startsWith('scrypt$2048$8$1$')).toBe(true);
    const wrong = await hasher.verify('wrong horse', old);
    expect(wrong).toEqual({ busy: false, value: { valid: false, upgraded: null } });
    const current = await hasher.verify('correct horse', right.busy ? '' : (right.value.upgraded ?? ''));
    expect(current).toEqual({ busy: false, value: { valid: true, upgraded: null } });
    expect(await hasher.verify('correct horse', null)).toEqual({
      busy: false,
      value: { valid: false, upgraded: null },
    });
    expect(await hasher.verify('x', 'scrypt$3$8$1$AAAA$AAAA')).toEqual({
      busy: false,
      value: { valid: false, upgraded: null },
    });
  });

  it('today’s parameters are N = 2^17, r = 8, p = 1', () => {
    expect(SCRYPT).toMatchObject({ N: 131072, r: 8, p: 1 });
  });

  it('a server started with test options hashes cheaply; any other at today’s cost', () => {
    expect(configFromEnv({ CARCASSONNE_TEST_OPTIONS: '1' }).passwordHashing).toEqual(TEST_SCRYPT);
    expect(configFromEnv({}).passwordHashing).toEqual(SCRYPT);
    expect(configFromEnv({ CARCASSONNE_TEST_OPTIONS: '0' }).passwordHashing).toEqual(SCRYPT);
  });
});

describe('the delay after wrong passwords', () => {
  it('grows per key after the free failures and a success clears the username', () => {
    const throttle = new LoginThrottle({
      ...DEFAULT_IDENTITY_LIMITS,
      freeFailures: 2,
      baseDelayMs: 1000,
      maxDelayMs: 4000,
    });
    const keys = ['address:1.2.3.4', 'user:ann'];
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      throttle.failed(keys, 0);
      waits.push(throttle.wait(keys, 0));
    }
    expect(waits).toEqual([0, 1000, 2000, 4000, 4000]);
    // Another address trying the same username waits too; the same address for another username too.
    expect(throttle.wait(['address:5.6.7.8', 'user:ann'], 0)).toBe(4000);
    expect(throttle.wait(['address:1.2.3.4', 'user:bob'], 0)).toBe(4000);
    expect(throttle.wait(keys, 4000)).toBe(0);
    throttle.succeeded('user:ann');
    expect(throttle.wait(['address:5.6.7.8', 'user:ann'], 0)).toBe(0);
  });

  it('checks one password of a username at a time', () => {
    const throttle = new LoginThrottle(DEFAULT_IDENTITY_LIMITS);
    expect(throttle.begin('user:ann')).toBe(true);
    expect(throttle.begin('user:ann')).toBe(false);
    expect(throttle.begin('user:bob')).toBe(true);
    throttle.end('user:ann');
    expect(throttle.begin('user:ann')).toBe(true);
  });

  it('names the device of a session in a few words', () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
    expect(deviceLabel(chrome)).toBe('Chrome · Linux');
    expect(deviceLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1')).toBe(
      'Safari · iOS',
    );
    expect(deviceLabel(undefined)).toBe('unknown device');
  });
});

describe('identity routes', () => {
  let server: TestServer;
  let tight: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      config: {
        // Today's cost, as a server without test options has it: the upgrade at login is checked here.
        passwordHashing: SCRYPT,
        identityLimits: {
          ...DEFAULT_IDENTITY_LIMITS,
          guestsPerMinute: 1e6,
          loginsPerMinute: 1e6,
          freeFailures: 1,
          // Long beside a loaded machine's gap between two requests (300 ms once let the next
          // attempt through on a busy CI run): the wait after a wrong password is asserted.
          baseDelayMs: 3000,
        },
      },
    });
    tight = await startTestServer({
      config: {
        identityLimits: {
          ...DEFAULT_IDENTITY_LIMITS,
          guestsPerMinute: 3,
          loginsPerMinute: 2,
        },
      },
    });
  });
  afterAll(async () => {
    await server.stop();
    await tight.stop();
  });

  const post = (s: TestServer, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(new URL(path, s.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const json = async <T>(r: Response) => (await r.json()) as T;

  it('guests, registrations and logins are limited per address', async () => {
    const guests: GuestResponse[] = [];
    for (let i = 0; i < 3; i++) {
      const made = await post(tight, '/api/guests', { name: `Guest ${i}` });
      expect(made.status).toBe(201);
      guests.push(await json<GuestResponse>(made));
    }
    const refused = await post(tight, '/api/guests', { name: 'One too many' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await json<{ error: { code: string } }>(refused)).error.code).toBe('rate-limited');
    const logins = [];
    for (let i = 0; i < 3; i++)
      logins.push((await post(tight, '/api/login', { username: 'nobody', password: 'whatever1' })).status);
    expect(logins).toEqual([401, 401, 429]);
    // Registrations take from the same allowance as logins (each hashes a password).
    const first = guests[0]!;
    const register = await post(tight, '/api/register', {
      user: first.user.id,
      secret: first.secret,
      username: 'guest-zero',
      password: 'correct horse',
    });
    expect(register.status).toBe(429);
    expect((await json<{ error: { code: string } }>(register)).error.code).toBe('rate-limited');
  });

  it('a registered name is reserved; bot-like and invisible names are refused', async () => {
    const guest = await newGuest(server.url, 'Reserved Rita');
    const reg = await post(server, '/api/register', {
      user: guest.user.id,
      secret: guest.secret,
      username: 'rita',
      password: 'correct horse',
    });
    expect(reg.status).toBe(200);
    const copy = await post(server, '/api/guests', { name: 'reserved  RITA' });
    expect(copy.status).toBe(409);
    expect((await json<{ error: { code: string } }>(copy)).error.code).toBe('name-taken');
    for (const name of ['Club bot', 'BOT 3', '\u200B', '\u3164', '\u2800', 'Pаypal', 'a\uD800'])
      expect((await post(server, '/api/guests', { name })).status, name).toBe(400);
    // A guest may share another guest's name.
    await newGuest(server.url, 'Plain Pat');
    await newGuest(server.url, 'plain pat');
  });

  it('wrong passwords make the next attempt wait; logins upgrade old hashes and make sessions of their own', async () => {
    const guest = await newGuest(server.url, 'Sam');
    const ua = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36' };
    expect(
      (
        await post(server, '/api/register', {
          user: guest.user.id,
          secret: guest.secret,
          username: 'sam',
          password: 'correct horse',
        })
      ).status,
    ).toBe(200);
    expect((await post(server, '/api/login', { username: 'sam', password: 'wrong horse' })).status).toBe(401);
    // Even the right password waits now.
    const waiting = await post(server, '/api/login', { username: 'sam', password: 'correct horse' });
    expect(waiting.status).toBe(429);
    await new Promise((r) => setTimeout(r, 3100));
    // A hash of the first servers' strength is replaced at the next login.
    await server.storage.setPasswordHash(
      guest.user.id,
      await hashPassword('correct horse', { N: 16384, r: 8, p: 1 }),
    );
    const login = await post(server, '/api/login', { username: 'SAM', password: 'correct horse' }, ua);
    expect(login.status).toBe(200);
    const device = await json<{ user: { id: string }; secret: string }>(login);
    expect(device.user.id).toBe(guest.user.id);
    expect((await server.storage.login('sam'))?.passwordHash.startsWith('scrypt$131072$8$1$')).toBe(true);

    type Listed = { sessions: { id: string; current: boolean; label: string | null }[]; idleDays: number };
    const listed = await json<Listed>(
      await post(server, '/api/sessions', { user: device.user.id, secret: device.secret }),
    );
    expect(listed.idleDays).toBe(90);
    expect(listed.sessions).toHaveLength(2);
    const mine = listed.sessions.find((s) => s.current);
    const other = listed.sessions.find((s) => !s.current);
    expect(mine?.label).toBe('Chrome · Linux');

    // Revoke the guest's first sign-in from the new device: that secret no longer signs in.
    const revoke = await post(server, '/api/sessions/revoke', {
      user: device.user.id,
      secret: device.secret,
      session: other?.id,
    });
    expect(revoke.status).toBe(200);
    const again = await post(server, '/api/sessions/revoke', {
      user: device.user.id,
      secret: device.secret,
      session: other?.id,
    });
    expect((await json<{ error: { code: string } }>(again)).error.code).toBe('no-such-session');
    const client = await GameClient.connect(server.ws, 'old');
    const auth = await client.request({ type: 'auth', user: guest.user.id, secret: guest.secret });
    expect(auth.ok ? 'ok' : auth.code).toBe('bad-credentials');
    client.close();

    // Sign out: this secret is gone, and the connection signed in with it is closed.
    const live = await GameClient.connect(server.ws, 'live');
    expect((await live.request({ type: 'auth', user: device.user.id, secret: device.secret })).ok).toBe(true);
    expect((await post(server, '/api/logout', { user: device.user.id, secret: device.secret })).status).toBe(
      200,
    );
    await live.until(() => live.isClosed, 10_000, 'the signed-out connection closed');
    expect(
      (await post(server, '/api/sessions', { user: device.user.id, secret: device.secret })).status,
    ).toBe(401);

    // Sign out everywhere: every secret is gone.
    const a = await json<{ secret: string }>(
      await post(server, '/api/login', { username: 'sam', password: 'correct horse' }),
    );
    const b = await json<{ secret: string }>(
      await post(server, '/api/login', { username: 'sam', password: 'correct horse' }),
    );
    const all = await post(server, '/api/logout', {
      user: guest.user.id,
      secret: a.secret,
      everywhere: true,
    });
    expect(await json(all)).toEqual({ revoked: 2 });
    expect((await post(server, '/api/sessions', { user: guest.user.id, secret: b.secret })).status).toBe(401);
  });

  it('wrong logins sent together are checked one at a time: the delay after them holds', async () => {
    // Today's cost: the other five arrive while the first is hashed.
    const own = await startTestServer({ config: { passwordHashing: SCRYPT } });
    try {
      const guest = await newGuest(own.url, 'Tom');
      const body = { user: guest.user.id, secret: guest.secret, username: 'tom', password: 'correct horse' };
      expect((await post(own, '/api/register', body)).status).toBe(200);
      const wrong = () => post(own, '/api/login', { username: 'tom', password: 'wrong horse' });
      const statuses = (await Promise.all(Array.from({ length: 6 }, wrong))).map((r) => r.status);
      // One is checked (401); the others came while it was: 429, no password hashed for them.
      expect(statuses.sort()).toEqual([401, 429, 429, 429, 429, 429]);
    } finally {
      await own.stop();
    }
  });

  it("a guest's finished games merge into the account; the emptied guest is signed out", async () => {
    const guest = await newGuest(server.url, 'Gale');
    const account = await newGuest(server.url, 'Acct');
    const table = {
      id: 'merge-table-1',
      host: guest.user.id,
      game: 'carcassonne',
      settings: {
        preset: 'classic',
        options: {},
        visibility: 'public',
        clock: { kind: 'none' },
        grace: 60,
        rated: false,
      },
      invite: null,
      status: 'finished',
      seats: [{ kind: 'human', user: guest.user.id, name: 'Gale' }, { kind: 'open' }],
      setup: null,
      deadline: null,
      substitutes: [],
      testTiles: null,
      createdAt: 1,
      finishedAt: 2,
      scores: [3, 0],
    } as unknown as Parameters<TestServer['storage']['createTable']>[0];
    await server.storage.createTable(table);
    const same = await post(server, '/api/merge', {
      user: guest.user.id,
      secret: guest.secret,
      guest: guest.user.id,
      guestSecret: guest.secret,
    });
    expect(same.status).toBe(400);
    const wrong = await post(server, '/api/merge', {
      user: account.user.id,
      secret: account.secret,
      guest: guest.user.id,
      guestSecret: account.secret,
    });
    expect(wrong.status).toBe(401);
    const merged = await post(server, '/api/merge', {
      user: account.user.id,
      secret: account.secret,
      guest: guest.user.id,
      guestSecret: guest.secret,
    });
    expect(await json(merged)).toEqual({ merged: 1, unfinished: 0 });
    const page = await json<{ games: { table: string }[] }>(
      await fetch(new URL(`/api/players/${account.user.id}`, server.url)),
    );
    expect(page.games.map((g) => g.table)).toEqual(['merge-table-1']);
    expect((await post(server, '/api/sessions', { user: guest.user.id, secret: guest.secret })).status).toBe(
      401,
    );
  });
});
