/**
 * What a process exchanges with PostgreSQL and Redis (core/traffic.ts, counted by the storage and
 * the cluster), and the load test's arithmetic on those counts (tools/loadtest-traffic.ts). The
 * parts needing the services run whenever they answer, and always in CI.
 */
import { once } from 'node:events';
import { createConnection, createServer, type Socket } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { Cluster } from '../src/cluster/cluster.js';
import { Traffic } from '../src/core/traffic.js';
import { Metrics } from '../src/http/metrics.js';
import { postgresTraffic } from '../src/storage/postgres-traffic.js';
import { addMetrics, memoryPerConnection, parseRedisInfo, perMove } from '../src/tools/loadtest-traffic.js';
import { POSTGRES_URL, REDIS_URL, servicesFor } from './services.js';

const withPostgres = await servicesFor('postgres');
const withRedis = await servicesFor('redis');

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 5));
}

describe('traffic counts', () => {
  it('counts the bytes of a socket while open and after it closes, and no other stream', async () => {
    const server = createServer((s) => s.on('data', (d) => s.write(d)));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const socket: Socket = createConnection({ host: '127.0.0.1', port });
    await once(socket, 'connect');
    const traffic = new Traffic();
    traffic.watch(socket);
    traffic.watch(socket);
    socket.write('hello');
    await until(() => traffic.bytesReceived === 5);
    expect(traffic.bytesSent).toBe(5);
    const closed = once(socket, 'close');
    socket.destroy();
    await closed;
    expect([traffic.bytesSent, traffic.bytesReceived]).toEqual([5, 5]);
    server.close();
  }, 10_000);

  it.runIf(withPostgres)('counts a pool’s statements, round trips and bytes', async () => {
    const pool = new pg.Pool({ connectionString: POSTGRES_URL, max: 1 });
    const traffic = postgresTraffic(pool);
    try {
      await pool.query('SELECT 1');
      const before = {
        requests: traffic.requests,
        replies: traffic.replies,
        sent: traffic.bytesSent,
        received: traffic.bytesReceived,
      };
      // Two statements in one simple query: two completions, one round trip.
      await pool.query('SELECT 1; SELECT 2');
      await pool.query({ text: 'SELECT $1::int AS n', values: [3] });
      expect(traffic.requests - before.requests).toBe(3);
      expect(traffic.replies - before.replies).toBe(2);
      expect(traffic.bytesSent).toBeGreaterThan(before.sent + 'SELECT 1; SELECT 2'.length);
      expect(traffic.bytesReceived).toBeGreaterThan(before.received);
    } finally {
      await pool.end();
    }
  });

  it.runIf(withRedis)('counts the cluster’s Redis commands, messages received and bytes', async () => {
    const prefix = `test-traffic-${process.pid}:`;
    const cluster = new Cluster(REDIS_URL, prefix, 3000, { warn: () => undefined });
    await cluster.start({ message: () => undefined, reconnected: () => undefined });
    try {
      const before = { requests: cluster.traffic.requests, replies: cluster.traffic.replies };
      const sent = cluster.traffic.bytesSent;
      cluster.publish({ kind: 'table', origin: cluster.processId, table: 't1' });
      // Its own message comes back: received (and counted), then dropped.
      await until(() => cluster.traffic.replies > before.replies);
      expect(cluster.traffic.requests - before.requests).toBe(1);
      expect(cluster.traffic.replies - before.replies).toBe(1);
      expect(cluster.traffic.bytesSent - sent).toBeGreaterThan(prefix.length);
      // `/metrics` reports them.
      const metrics = new Metrics();
      metrics.watchTraffic('redis', cluster.traffic);
      const text = await metrics.registry.metrics();
      const read: Record<string, number> = {};
      addMetrics(text, ['redis_requests', 'redis_replies'], read);
      expect(read).toEqual({
        redis_requests: cluster.traffic.requests,
        redis_replies: cluster.traffic.replies,
      });
    } finally {
      await cluster.close();
    }
  });
});

describe('the load test’s traffic figures', () => {
  it('adds each server’s unlabelled figures and ignores the missing or unreadable', () => {
    const into: Record<string, number> = {};
    const text = [
      '# HELP carcassonne_postgres_requests Statements',
      'carcassonne_postgres_requests 120',
      'carcassonne_postgres_requests_other 7',
      'carcassonne_redis_replies NaN',
    ].join('\n');
    addMetrics(text, ['postgres_requests', 'redis_replies', 'redis_requests'], into);
    addMetrics('carcassonne_postgres_requests 30', ['postgres_requests'], into);
    expect(into).toEqual({ postgres_requests: 150 });
  });

  it('reads Redis’s own totals from INFO stats and commandstats', () => {
    const info = [
      '# Stats',
      'total_commands_processed:1500',
      'total_net_input_bytes:90000',
      'total_net_output_bytes:120000',
      '# Commandstats',
      'cmdstat_publish:calls=700,usec=900,usec_per_call=1.29,rejected_calls=0,failed_calls=0',
      'cmdstat_evalsha:calls=20,usec=50',
    ].join('\r\n');
    expect(parseRedisInfo(info)).toEqual({
      redis_server_commands: 1500,
      redis_server_publish: 700,
      redis_server_input_bytes: 90000,
      redis_server_output_bytes: 120000,
    });
  });

  it('divides what grew by the moves, leaving out what was not read both times', () => {
    expect(perMove({ a: 100, b: 5, c: 1 }, { a: 400, b: 5, d: 9 }, 200)).toEqual({ a: 1.5, b: 0 });
    expect(perMove({ a: 1 }, { a: 2 }, 0)).toEqual({});
    expect(perMove({ a: 0 }, { a: 1 }, 3)).toEqual({ a: 0.333 });
  });

  it('gives the memory per connection from one step to the next (all servers, two connections per table)', () => {
    expect(
      memoryPerConnection([
        { tables: 100, servers: [{ rssMb: 120 }, { rssMb: 80 }] },
        { tables: 300, servers: [{ rssMb: 150 }, { rssMb: 100 }] },
        { tables: 400, servers: [{ rssMb: 170 }, { rssMb: null }] },
        { tables: 500, servers: [{ rssMb: 200 }, { rssMb: 100 }] },
      ]),
    ).toEqual([{ fromTables: 100, toTables: 300, kbPerConnection: 128 }]);
  });
});
