/**
 * Redis back after being away: a process subscribes to the cluster's channel again before it
 * reads what it missed from the database, so that a write published meanwhile reaches it one way
 * or the other. The process reaches Redis through a proxy that cuts its connections, then lets
 * them through again with what the process sends held back a while (a slow link or a busy Redis).
 * Runs whenever Redis answers, and always in CI.
 */
import { randomBytes } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { Cluster } from '../src/cluster/cluster.js';
import type { ClusterMessage } from '../src/cluster/messages.js';
import { waitFor } from './processes.js';
import { REDIS_URL, servicesFor } from './services.js';

const run = await servicesFor('redis');
const quiet = { warn: () => undefined };

/** A proxy to Redis whose connections can be cut, and whose traffic towards Redis can be held back. */
class SlowProxy {
  heldMs = 0;
  private readonly sockets = new Set<Socket>();
  private readonly server: Server;

  constructor(target: URL) {
    this.server = createServer((client) => {
      const upstream = connect(Number(target.port || 6379), target.hostname);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('error', () => undefined);
        s.on('close', () => this.sockets.delete(s));
      }
      // Towards Redis in order, each chunk `heldMs` late; back at once.
      let queue = Promise.resolve();
      client.on('data', (chunk) => {
        const held = this.heldMs;
        queue = queue
          .then(() => new Promise((resolve) => setTimeout(resolve, held)))
          .then(() => {
            upstream.write(chunk);
          });
      });
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (address === null || typeof address === 'string') throw new Error('the proxy has no port');
    return `redis://127.0.0.1:${address.port}`;
  }

  /** Every connection through it closed (Redis seems gone); new ones are let through. */
  cut(): void {
    for (const s of this.sockets) s.destroy();
  }

  close(): void {
    this.cut();
    this.server.close();
  }
}

let proxy: SlowProxy | null = null;
afterAll(() => proxy?.close());

describe.skipIf(!run)('a process whose Redis went away and came back', () => {
  it('is subscribed again when it catches up: a write published at that moment reaches it', async () => {
    proxy = new SlowProxy(new URL(REDIS_URL));
    const cluster = new Cluster(
      await proxy.listen(),
      `resubscribe-${randomBytes(4).toString('hex')}:`,
      1500,
      quiet,
    );
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
    proxy.heldMs = 300;
    proxy.cut();
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
