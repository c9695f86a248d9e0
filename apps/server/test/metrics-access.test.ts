/** Who may read `/metrics`: the bearer token when one is set, this machine only otherwise. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.js';
import { metricsHeaders, metricsRefusal } from '../src/http/metrics-access.js';
import { startTestServer, type TestServer } from './helpers.js';

const TOKEN = 'metrics-test-token';
let open: TestServer;
let guarded: TestServer;

beforeAll(async () => {
  open = await startTestServer();
  guarded = await startTestServer({ config: { metricsToken: TOKEN } });
});
afterAll(async () => {
  await open.stop();
  await guarded.stop();
});

async function metrics(server: TestServer, headers: Record<string, string> = {}) {
  const answer = await fetch(new URL('/metrics', server.url), { headers });
  const body = await answer.text();
  return { status: answer.status, body };
}

const code = (body: string): unknown => (JSON.parse(body) as { error: { code: unknown } }).error.code;

describe('/metrics without METRICS_TOKEN', () => {
  it('answers a request from this machine', async () => {
    const answer = await metrics(open);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('carcassonne_connections');
  });

  it('refuses what a proxy forwarded from elsewhere', async () => {
    for (const headers of [{ 'x-forwarded-for': '203.0.113.7' }, { forwarded: 'for=203.0.113.7' }]) {
      const answer = await metrics(open, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(code(answer.body)).toBe('forbidden');
      expect(answer.body).not.toContain('carcassonne_');
    }
  });

  it('refuses another machine', () => {
    const refusal = metricsRefusal({ headers: {}, ip: '192.0.2.10', remoteAddress: '192.0.2.10' }, null);
    expect(refusal).toEqual({
      status: 403,
      code: 'forbidden',
      message: expect.stringMatching(/METRICS_TOKEN/),
    });
    for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect(metricsRefusal({ headers: {}, ip: local, remoteAddress: local }, null), local).toBeNull();
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  it('asks for the bearer token, even on this machine', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: TOKEN }]) {
      const answer = await metrics(guarded, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(401);
      expect(code(answer.body)).toBe('not-authenticated');
    }
    const answer = await metrics(guarded, { authorization: `Bearer ${TOKEN}` });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('carcassonne_moves_total');
  });

  it('answers the token from anywhere', () => {
    const request = {
      headers: { authorization: `bearer ${TOKEN}` },
      ip: '192.0.2.10',
      remoteAddress: '10.0.0.1',
    };
    expect(metricsRefusal(request, TOKEN)).toBeNull();
  });

  it('is read from the environment, and the tools send it', () => {
    expect(configFromEnv({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(configFromEnv({}).metricsToken).toBeNull();
    expect(() => configFromEnv({ METRICS_TOKEN: 'two words' })).toThrow(/METRICS_TOKEN/);
    expect(metricsHeaders({ METRICS_TOKEN: TOKEN })).toEqual({ authorization: `Bearer ${TOKEN}` });
    expect(metricsHeaders({})).toEqual({});
  });
});
