/**
 * Redis back after being away: a process subscribes to the cluster's channel again before it
 * reads what it missed from the database, so that a write published meanwhile reaches it one way
 * or the other. The process reaches Redis through a proxy that cuts its connections, then lets
 * them through again with what the process sends held back a while (a slow link or a busy Redis).
 * Runs whenever Redis answers, and always in CI.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { Cluster } from '../src/cluster/cluster.js';
import type { ClusterMessage } from '../src/cluster/messages.js';
import { CuttableProxy, waitFor } from './processes.js';
import { REDIS_URL, servicesFor } from './services.js';

const run = await servicesFor('redis');
const quiet = { warn: () => undefined };

let proxy: CuttableProxy | null = null;
afterAll(() => proxy?.cut());

describe.skipIf(!run)('a process whose Redis went away and came back', () => {
  it('is subscribed again when it catches up: a write published at that moment reaches it', async () => {
    const target = new URL(REDIS_URL);
    proxy = await CuttableProxy.open({ host: target.hostname, port: Number(target.port || 6379) });
    const prefix = `resubscribe-${randomBytes(4).toString('hex')}:`;
    const cluster = new Cluster(`redis://127.0.0.1:${proxy.port}`, prefix, 1500, quiet);
    // Another process, straight to Redis.
    const publisher = new Redis(REDIS_URL);
    const received: ClusterMessage[] = [];
    let caughtUp = 0;
    const elsewhere = { kind: 'presence', origin: 'another process', tables: {}, until: 0 } as const;
    await cluster.start({
      message: (m) => received.push(m),
      // Another process's write, published the moment this one starts to catch up.
      reconnected: () => {
        caughtUp++;
        void publisher.publish(cluster.key('events'), JSON.stringify(elsewhere));
      },
    });
    await proxy.cut();
    proxy.heldMs = 300;
    await proxy.restore();
    await waitFor(() => caughtUp > 0, 30_000, 'the catch-up after Redis returned');
    await waitFor(
      () => received.some((m) => m.origin === elsewhere.origin),
      5_000,
      'the write published then',
    );
    expect(caughtUp).toBe(1);
    publisher.disconnect();
    await cluster.close();
  });
});
