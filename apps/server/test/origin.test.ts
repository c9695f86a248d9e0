/**
 * Proxy and origin: a WebSocket from another site's page is refused before the upgrade (403);
 * `ALLOWED_ORIGINS` names the sites allowed; behind a proxy trusted with `TRUST_PROXY`, the
 * per-address limits count the forwarded address (`X-Forwarded-For`) and the page's host is the
 * forwarded one (`X-Forwarded-Host`); without it, those headers are ignored.
 */
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { configFromEnv, type ServerConfig } from '../src/config.js';
import { startTestServer, type TestServer } from './helpers.js';

const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
});

async function serve(config: Partial<ServerConfig>): Promise<TestServer> {
  const server = await startTestServer({ config });
  servers.push(server);
  return server;
}

/** Open a WebSocket with these headers: its close code once closed, or the HTTP status it was refused with. */
function connect(
  server: TestServer,
  headers: Record<string, string>,
): Promise<{ status: number } | { open: WebSocket } | { closed: number }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(server.ws, { headers });
    ws.once('unexpected-response', (_request, response) => {
      resolve({ status: response.statusCode ?? 0 });
      ws.terminate();
    });
    ws.once('error', () => resolve({ status: -1 }));
    ws.once('close', (code) => resolve({ closed: code }));
    // Open, and not closed at once by a limit (the hello arrives first).
    ws.once('message', () => resolve({ open: ws }));
  });
}

/** Opened and still open after the server had its say (a refused one is closed with 1008). */
async function stillOpen(server: TestServer, headers: Record<string, string>): Promise<WebSocket | number> {
  const r = await connect(server, headers);
  if ('status' in r) return r.status;
  if ('closed' in r) return r.closed;
  const ws = r.open;
  const code = await new Promise<number>((resolve) => {
    ws.once('close', (c) => resolve(c));
    ws.send(JSON.stringify({ type: 'ping', id: 1 }));
    ws.once('message', () => resolve(0));
  });
  return code === 0 ? ws : code;
}

const own = (server: TestServer) => new URL(server.url).origin;

describe('origins', () => {
  it("by default only the server's own origin (and clients without one) may open a WebSocket", async () => {
    const server = await serve({});
    const allowed = [{}, { origin: own(server) }];
    for (const headers of allowed) {
      const r = await connect(server, headers);
      expect('open' in r, JSON.stringify(headers)).toBe(true);
      if ('open' in r) r.open.close();
    }
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1:1', 'not a url'])
      expect(await connect(server, { origin }), origin).toEqual({ status: 403 });
  });

  it('ALLOWED_ORIGINS lists the pages allowed', async () => {
    const server = await serve({ allowedOrigins: ['https://play.example.org'] });
    const r = await connect(server, { origin: 'https://play.example.org' });
    expect('open' in r).toBe(true);
    if ('open' in r) r.open.close();
    expect(await connect(server, { origin: 'https://evil.example' })).toEqual({ status: 403 });
    expect(await connect(server, { origin: own(server) })).toEqual({ status: 403 });
  });

  it('ALLOWED_ORIGINS and TRUST_PROXY are read from the environment, bad values refused', () => {
    const c = configFromEnv({
      ALLOWED_ORIGINS: 'https://a.example, https://b.example:8443',
      TRUST_PROXY: '1',
    });
    expect(c.allowedOrigins).toEqual(['https://a.example', 'https://b.example:8443']);
    expect(c.trustProxy).toBe(1);
    expect(configFromEnv({}).allowedOrigins).toBeNull();
    expect(configFromEnv({}).trustProxy).toBe(false);
    expect(configFromEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'loopback',
    ]);
    expect(configFromEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(() => configFromEnv({ ALLOWED_ORIGINS: 'example.org/path' })).toThrow(/ALLOWED_ORIGINS/);
    expect(() => configFromEnv({ TRUST_PROXY: 'evil; rm' })).toThrow(/TRUST_PROXY/);
  });
});

describe('behind a proxy', () => {
  const limits = { connectionPerSecond: 20, addressPerSecond: 1000, addressConnections: 2 };

  it('TRUST_PROXY: the per-address limits count the forwarded address', async () => {
    const server = await serve({ rateLimits: limits, trustProxy: ['127.0.0.1', '::1'] });
    const a = { 'x-forwarded-for': '203.0.113.7' };
    const b = { 'x-forwarded-for': '198.51.100.9' };
    const first = [await stillOpen(server, a), await stillOpen(server, a)];
    expect(first.every((w) => w instanceof WebSocket)).toBe(true);
    // A third from the same client is refused; another client behind the same proxy is not.
    expect(await stillOpen(server, a)).toBe(1008);
    const other = await stillOpen(server, b);
    expect(other).toBeInstanceOf(WebSocket);
    for (const w of [...first, other]) if (w instanceof WebSocket) w.close();
  });

  it('without TRUST_PROXY, X-Forwarded-For is ignored (a client cannot pose as many)', async () => {
    const server = await serve({ rateLimits: limits });
    const opened = [
      await stillOpen(server, { 'x-forwarded-for': '203.0.113.1' }),
      await stillOpen(server, { 'x-forwarded-for': '203.0.113.2' }),
    ];
    expect(opened.every((w) => w instanceof WebSocket)).toBe(true);
    expect(await stillOpen(server, { 'x-forwarded-for': '203.0.113.3' })).toBe(1008);
    for (const w of opened) if (w instanceof WebSocket) w.close();
  });

  it("TRUST_PROXY: the page's own origin is the forwarded host", async () => {
    const server = await serve({ trustProxy: 1 });
    const headers = { origin: 'https://game.example', 'x-forwarded-host': 'game.example' };
    const r = await connect(server, headers);
    expect('open' in r).toBe(true);
    if ('open' in r) r.open.close();
    expect(await connect(server, { origin: 'https://game.example' })).toEqual({ status: 403 });
  });
});
