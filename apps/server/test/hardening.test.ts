/**
 * Hardening: security headers on every page, no way out of the web root, rate limits, health,
 * readiness and metrics, and graceful shutdown (SIGTERM) of a real process.
 */
import { request as httpRequest } from 'node:http';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSources } from '../src/http/security-headers.js';
import { GameClient, resultOf } from '../src/tools/client.js';
import { player, startTestServer, tempDir, type TestServer } from './helpers.js';
import { killHard, startServerProcess, waitFor } from './processes.js';

const outside = tempDir('carc-hardening-');
const webRoot = join(outside, 'web');
let server: TestServer;

beforeAll(async () => {
  mkdirSync(join(webRoot, 'assets'), { recursive: true });
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>INDEX</title>');
  writeFileSync(join(webRoot, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(outside, 'secret.txt'), 'SECRET-OUTSIDE');
  server = await startTestServer({
    config: {
      webRoot,
      rateLimits: { connectionPerSecond: 20, addressPerSecond: 1000, addressConnections: 8 },
    },
  });
});
afterAll(async () => {
  await server.stop();
  rmSync(outside, { recursive: true, force: true });
});

/** A raw GET: the path goes out exactly as written (fetch would normalise it). */
function rawGet(
  path: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('hardening', () => {
  it('security headers on every page, file and API answer', async () => {
    for (const path of [
      '/',
      '/index.html',
      '/assets/app.js',
      '/t/abc',
      '/api/health',
      '/api/nope',
      '/healthz',
      '/%zz',
    ]) {
      const r = await rawGet(path);
      expect(r.headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(r.headers['content-security-policy'], path).toContain("default-src 'self'");
      expect(r.headers['x-content-type-options'], path).toBe('nosniff');
      expect(r.headers['x-frame-options'], path).toBe('DENY');
      // Connections to this server only: its own origin and the WebSocket origins of its host.
      const host = new URL(server.url).host;
      const connect = /connect-src ([^;]*)/.exec(String(r.headers['content-security-policy']))?.[1];
      expect(connect, path).toBe(`'self' ws://${host} wss://${host}`);
    }
  });

  it('connect-src names no other host, whatever the Host header says', () => {
    expect(connectSources('play.example.org')).toBe("'self' ws://play.example.org wss://play.example.org");
    expect(connectSources('[::1]:8080')).toBe("'self' ws://[::1]:8080 wss://[::1]:8080");
    for (const host of [undefined, '', 'evil.org; script-src *', 'a b', 'x.org/path', '*'])
      expect(connectSources(host), String(host)).toBe("'self'");
  });

  it('static files: no path traversal, whatever the encoding', async () => {
    const attempts = [
      '/../secret.txt',
      '/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E/secret.txt',
      '/..%2fsecret.txt',
      '/..%2Fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      '/%252e%252e/secret.txt',
      '/%252e%252e%252fsecret.txt',
      '/..\\secret.txt',
      '/..%5csecret.txt',
      '/%5c..%5csecret.txt',
      '/assets/../../secret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/.%2e/secret.txt',
      '/%2e./secret.txt',
      '//../secret.txt',
      '/%c0%ae%c0%ae/secret.txt',
      '/..%00/secret.txt',
      `/${encodeURIComponent(join(outside, 'secret.txt'))}`,
    ];
    for (const path of attempts) {
      const r = await rawGet(path);
      expect(r.body, path).not.toContain('SECRET-OUTSIDE');
      expect([200, 400, 403, 404], path).toContain(r.status);
    }
    expect((await rawGet('/assets/app.js')).body).toBe('console.log(1)');
  });

  it('per address: connections beyond the limit are closed', async () => {
    const ws = server.ws;
    const clients = await Promise.all(Array.from({ length: 8 }, () => GameClient.connect(ws)));
    const extra = await GameClient.connect(ws);
    await waitFor(() => extra.isClosed, 10_000, 'the extra connection closed');
    expect(clients.every((c) => !c.isClosed)).toBe(true);
    await Promise.all(clients.map((c) => c.close()));
  });

  it('rate limits: a connection sending too fast is refused (rate-limited) and stays usable', async () => {
    const p = await player(server, 'Fast');
    const before = p.client.frames.length;
    for (let i = 0; i < 120; i++) p.client.sendRaw(JSON.stringify({ type: 'ping', id: `burst-${i}` }));
    // Every message gets exactly one answer: its reply, or the limiter's refusal.
    await waitFor(() => p.client.frames.length - before >= 120, 30_000, '120 answers');
    const answers = p.client.frames.slice(before);
    const limited = answers.filter((f) => f.type === 'error' && f.code === 'rate-limited').length;
    expect(limited).toBeGreaterThan(0);
    expect(answers.filter((f) => f.type === 'reply').length).toBe(120 - limited);
    // Each answer names its message: the refusals too.
    expect(
      new Set(answers.map((f) => (f.type === 'reply' || f.type === 'error' ? f.replyTo : null))),
    ).toEqual(new Set(Array.from({ length: 120 }, (_, i) => `burst-${i}`)));
    // Tokens come back with time: the connection is still usable.
    await new Promise((r) => setTimeout(r, 1100));
    expect((await p.client.request({ type: 'ping' })).ok).toBe(true);
    await p.client.close();
  });

  it('/healthz, /readyz and Prometheus /metrics', async () => {
    expect((await rawGet('/healthz')).status).toBe(200);
    const ready = await rawGet('/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({ ok: true });
    const metrics = await rawGet('/metrics');
    expect(metrics.status).toBe(200);
    for (const name of [
      'carcassonne_connections',
      'carcassonne_tables',
      'carcassonne_moves_total',
      'carcassonne_move_seconds',
      'carcassonne_bot_queue',
      'carcassonne_process_resident_memory_bytes',
    ])
      expect(metrics.body).toContain(name);
  });
});

it('SIGTERM: stops accepting, tells clients to reconnect (1012), exits 0; logs are JSON with the table id', async () => {
  const dataDir = tempDir();
  const p = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  try {
    const host = await player(p, 'Host');
    const created = await host.client.request({
      type: 'create',
      preset: 'classic',
      seats: [{ kind: 'me' }, { kind: 'bot', bot: 'random', level: 1 }],
      visibility: 'public',
      clock: { kind: 'none' },
      testTiles: 6,
    });
    const table = resultOf(created).table;
    expect((await host.client.request({ type: 'start', table })).ok).toBe(true);
    let closeCode = 0;
    host.client.socket.once('close', (code) => (closeCode = code));
    const exited = new Promise<number | null>((resolve) => p.child.once('exit', (code) => resolve(code)));
    p.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(closeCode).toBe(1012);
    const lines = p
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { table?: string; msg?: string });
    expect(lines.find((l) => l.msg === 'game started')?.table).toBe(table);
  } finally {
    await killHard(p);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
