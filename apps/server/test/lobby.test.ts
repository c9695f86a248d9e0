/**
 * Identity, the lobby, private tables, "my games", chat, and the HTTP side (static files,
 * records only when finished, player pages).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import type { PlayerPage, TableSummary } from '@carcassonne/protocol';
import { GameClient, inviteOf, resultOf } from '../src/tools/client.js';
import { player, startTestServer, tempDir, type TestServer, twoSeatTable } from './helpers.js';

let server: TestServer;
const webRoot = tempDir('carc-web-');
beforeAll(async () => {
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(webRoot, 'assets', 'app.js'), 'console.log(1)');
  server = await startTestServer({ config: { webRoot } });
});
afterAll(async () => {
  await server?.stop();
});

const post = (path: string, body: unknown) =>
  fetch(new URL(path, server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A raw GET with the path exactly as given (fetch would normalise `..`). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('identity', () => {
  it('guests get an id and a secret; names are checked', async () => {
    const ok = await post('/api/guests', { name: '  Zoë  ' });
    expect(ok.status).toBe(201);
    const body = (await ok.json()) as { user: { id: string; name: string }; secret: string };
    expect(body.user.name).toBe('Zoë');
    expect(body.secret).toMatch(/^[0-9a-f]{32}$/);
    for (const name of ['', '   ', 'x'.repeat(25), 'bad\u0007name', 'two\nlines'])
      expect((await post('/api/guests', { name })).status).toBe(400);
    expect((await post('/api/guests', { name: 'A', extra: 1 })).status).toBe(400);
  });

  it('register keeps the identity on another device; the password is not stored in clear', async () => {
    const g = (await (await post('/api/guests', { name: 'Remy' })).json()) as {
      user: { id: string };
      secret: string;
    };
    const reg = await post('/api/register', {
      user: g.user.id,
      secret: g.secret,
      username: 'remy',
      password: 'correct horse',
    });
    expect(reg.status).toBe(200);
    expect(
      (
        await post('/api/register', {
          user: g.user.id,
          secret: g.secret,
          username: 'remy2',
          password: 'correct horse',
        })
      ).status,
    ).toBe(409);
    expect((await post('/api/login', { username: 'remy', password: 'wrong password' })).status).toBe(401);
    const login = await post('/api/login', { username: 'remy', password: 'correct horse' });
    const other = (await login.json()) as { user: { id: string }; secret: string };
    expect(other.user.id).toBe(g.user.id);
    expect(other.secret).not.toBe(g.secret);
    const stored = await server.storage.login('remy');
    expect(stored!.passwordHash).not.toContain('correct horse');
    expect(stored!.passwordHash).toMatch(/^scrypt\$/);
    // The new secret works on a WebSocket.
    const c = await GameClient.connect(server.ws);
    expect((await c.request({ type: 'auth', user: other.user.id, secret: other.secret })).ok).toBe(true);
    await c.close();
  });
});

describe('lobby and tables', () => {
  it('public tables appear live; private ones only through the invite; my games list whose turn it is', async () => {
    const host = await player(server, 'Host');
    const guest = await player(server, 'Guest');
    const watcher = await GameClient.connect(server.ws, 'lobby');
    await watcher.request({ type: 'lobby', on: true });
    const lobbyTables = (): TableSummary[] => {
      const tables = new Map<string, TableSummary>();
      for (const f of watcher.frames) {
        if (f.type === 'lobby') for (const t of f.tables) tables.set(t.id, t);
        if (f.type === 'lobby-table') tables.set(f.table.id, f.table);
        if (f.type === 'lobby-remove') tables.delete(f.table);
      }
      return [...tables.values()];
    };
    const pub = await host.client.request({
      type: 'create',
      preset: 'classic',
      seats: [{ kind: 'me' }, { kind: 'open' }, { kind: 'bot', bot: 'random', level: 1 }],
      visibility: 'public',
      clock: { kind: 'move', seconds: 60 },
    });
    const table = resultOf(pub).table;
    await watcher.until(() => lobbyTables().some((t) => t.id === table));
    // The same list over HTTP.
    const listed = (await (await fetch(`${server.url}api/tables`)).json()) as { tables: TableSummary[] };
    expect(listed.tables.map((t) => t.id)).toContain(table);
    await guest.client.request({ type: 'join', table, seat: 1 });
    await watcher.until(() => lobbyTables().find((t) => t.id === table)?.seats[1]?.kind === 'human');

    const priv = await host.client.request({
      type: 'create',
      preset: 'the-city',
      seats: [{ kind: 'me' }, { kind: 'open' }],
      visibility: 'private',
      clock: { kind: 'days', days: 3 },
    });
    const hidden = resultOf(priv).table;
    const invite = inviteOf(priv);
    expect(invite).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    await watcher.request({ type: 'ping' });
    expect(lobbyTables().some((t) => t.id === hidden)).toBe(false);
    expect((await guest.client.request({ type: 'join', table: hidden, seat: 1 })).code).toBe('forbidden');
    expect((await guest.client.request({ type: 'watch', table: hidden })).code).toBe('forbidden');
    expect((await guest.client.request({ type: 'join', table: hidden, seat: 1, invite })).ok).toBe(true);
    expect((await guest.client.request({ type: 'watch', table: hidden })).ok).toBe(true);

    await host.client.request({ type: 'watch', table: hidden });
    expect((await host.client.request({ type: 'start', table: hidden })).ok).toBe(true);
    const games = resultOf(await guest.client.request({ type: 'games' })).games;
    expect(games.map((g) => g.table).sort()).toEqual([table, hidden].sort());
    const city = games.find((g) => g.table === hidden)!;
    expect(city.status).toBe('playing');
    expect(city.yourTurn).toBe(city.actor === 1);
    expect(city.deadline).toBeGreaterThan(Date.now() + 2 * 86_400_000);
    const open = games.find((g) => g.table === table)!;
    expect(open).toMatchObject({ status: 'open', yourTurn: false, actor: -1 });

    // The record of an unfinished game is not available (it holds the bag order).
    expect((await fetch(new URL(`/api/tables/${hidden}/record?invite=${invite}`, server.url))).status).toBe(
      409,
    );
    expect((await fetch(new URL(`/api/tables/${hidden}/record`, server.url))).status).toBe(403);
    await Promise.all([host.client.close(), guest.client.close(), watcher.close()]);
  });

  it('chat: players and spectators have separate channels; rate-limited; length-limited', async () => {
    const host = await player(server, 'Cat');
    const guest = await player(server, 'Dog');
    const fan = await player(server, 'Fan');
    const table = await twoSeatTable(host.client, guest.client, 'modern', [
      host.client,
      guest.client,
      fan.client,
    ]);
    expect((await host.client.request({ type: 'chat', table, text: ' <b>hello</b> ' })).ok).toBe(true);
    expect((await fan.client.request({ type: 'chat', table, text: 'go Cat!' })).ok).toBe(true);
    const lines = (c: GameClient) =>
      c.frames.flatMap((f) => (f.type === 'chat' ? f.lines.map((l) => `${f.channel}:${l.text}`) : []));
    await guest.client.until(() => lines(guest.client).length === 1);
    await fan.client.request({ type: 'ping' });
    expect(lines(guest.client)).toEqual(['players:<b>hello</b>']);
    expect(lines(fan.client)).toEqual(['spectators:go Cat!']);
    expect((await host.client.request({ type: 'chat', table, text: 'x'.repeat(301) })).code).toBe('bad-chat');
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push((await fan.client.request({ type: 'chat', table, text: `spam ${i}` })).code);
    expect(answers.filter((c) => c === 'rate-limited').length).toBeGreaterThanOrEqual(1);
    // A spectator joining later gets the recent lines of the spectators' channel only.
    const late = await GameClient.connect(server.ws, 'late');
    await late.request({ type: 'watch', table });
    expect(lines(late)[0]).toBe('spectators:go Cat!');
    expect(lines(late).some((l) => l.startsWith('players:'))).toBe(false);
    await Promise.all([host.client.close(), guest.client.close(), fan.client.close(), late.close()]);
  });
});

describe('http', () => {
  it('serves the web app and refuses paths outside it', async () => {
    expect((await rawGet('/')).body).toContain('<title>app</title>');
    expect((await rawGet('/assets/app.js')).body).toContain('console.log');
    expect((await rawGet('/t/some-table')).body).toContain('<title>app</title>');
    for (const path of [
      '/../../../etc/passwd',
      '/assets/../../package.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2fetc%2fpasswd',
      '/%00',
    ]) {
      const r = await rawGet(path);
      expect(r.body).not.toContain('root:');
      expect(r.body).not.toContain('"name"');
    }
  });

  it('player pages show ratings and finished games; unknown ids are 404', async () => {
    const g = (await (await post('/api/guests', { name: 'Page' })).json()) as { user: { id: string } };
    const page = (await (await fetch(new URL(`/api/players/${g.user.id}`, server.url))).json()) as PlayerPage;
    expect(page).toMatchObject({ user: { id: g.user.id, name: 'Page' }, ratings: [], games: [] });
    expect((await fetch(new URL('/api/players/nobody-here', server.url))).status).toBe(404);
  });
});
