import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { ioredisModule } from '../core/optional-modules.js';
import type { ClusterMessage } from './messages.js';
import { Traffic } from '../core/traffic.js';
import { messageOf, sentence, StartupError } from '../core/startup-failure.js';

export interface ClusterHandlers {
  message(message: ClusterMessage): void;
  /** Redis is back after being away: every table reads what it missed from the database. */
  reconnected(): void;
}

export interface ClusterLog {
  warn(obj: object, msg: string): void;
}

// Take the lease if free, or extend it if ours: atomic in Redis.
const CLAIM = `
local holder = redis.call('GET', KEYS[1])
if holder == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1 end
if not holder then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
return 0`;
// The same for many tables in one round trip: 1 or 0 per key.
const CLAIM_MANY = `
local out = {}
for i, key in ipairs(KEYS) do
  local holder = redis.call('GET', key)
  if holder == ARGV[1] then redis.call('PEXPIRE', key, ARGV[2]) out[i] = 1
  elseif not holder then redis.call('SET', key, ARGV[1], 'PX', ARGV[2]) out[i] = 1
  else out[i] = 0 end
end
return out`;
/** Keys per claim script (a script blocks Redis while it runs). */
const CLAIM_BATCH = 500;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/**
 * Several server processes through Redis: table writes are published on one channel (every
 * process applies those of the tables it holds in memory), and a lease per table (a key with an
 * expiry, renewed by its holder) says which process runs that table's bots and timers. Redis
 * being away never loses a move: the database has them, and every process catches up by sequence
 * numbers when Redis answers again.
 */
export class Cluster {
  readonly processId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly channel: string;
  private wasDown = false;
  /** The connections' last error (ioredis rejects a failed connect with only "Connection is closed"). */
  private lastError: Error | null = null;
  /** Commands sent, pub/sub messages received and bytes either way, on both connections. */
  readonly traffic = new Traffic();

  constructor(
    url: string,
    private readonly prefix: string,
    /** Lease length in ms (renewed every third of it). */
    readonly leaseMs: number,
    private readonly log: ClusterLog,
  ) {
    const options = {
      // Commands fail at once while Redis is away (rather than queue without bound).
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      retryStrategy: (times: number) => Math.min(100 * times, 1000),
      lazyConnect: true,
    };
    // Commands of one turn of the event loop leave in one write (a group commit's publishes).
    const { Redis } = ioredisModule();
    this.publisher = new Redis(url, { ...options, enableAutoPipelining: true });
    // Subscribed again by `start`'s handler when Redis returns, before the catch-up (below).
    this.subscriber = new Redis(url, { ...options, enableOfflineQueue: true, autoResubscribe: false });
    this.channel = `${prefix}events`;
    for (const r of [this.publisher, this.subscriber]) {
      r.on('error', (e: Error) => (this.lastError = e));
      r.on('connect', () => this.traffic.watch(r.stream));
      const send = r.sendCommand.bind(r);
      r.sendCommand = (command, stream) => {
        this.traffic.requests++;
        return send(command, stream);
      };
    }
  }

  async start(handlers: ClusterHandlers): Promise<void> {
    // Our own messages come back too: recognised by their opening (`{"kind":…,"origin":…`), unparsed.
    const ownOrigin = `"origin":${JSON.stringify(this.processId)}`;
    this.subscriber.on('message', (_channel: string, text: string) => {
      this.traffic.replies++;
      const at = text.indexOf('"origin":');
      if (at >= 0 && at < 32 && text.startsWith(ownOrigin, at)) return;
      let message: ClusterMessage;
      try {
        message = JSON.parse(text) as ClusterMessage;
      } catch {
        return;
      }
      if (message.origin !== this.processId) handlers.message(message);
    });
    let started = false;
    this.subscriber.on('close', () => {
      // Not reached at start: the process ends saying so (below), it does not play on.
      if (!this.wasDown && started)
        this.log.warn({}, 'Redis connection lost; moves go on, other processes catch up when it returns');
      this.wasDown = true;
    });
    this.subscriber.on('ready', () => {
      if (!this.wasDown) return;
      // Subscribed first, then caught up: a write read by neither the catch-up nor the channel
      // would be one published before the subscription took effect, so committed before the
      // catch-up reads. (ioredis's own resubscription is sent after this event, so a catch-up
      // started here could read before it took effect and miss a write published in between.)
      this.subscriber.subscribe(this.channel).then(
        () => {
          if (!this.wasDown) return;
          this.wasDown = false;
          this.log.warn({}, 'Redis is back; catching up from the database');
          handlers.reconnected();
        },
        // Gone again before it answered: the next 'ready' subscribes again.
        () => undefined,
      );
    });
    // A command sent earlier (a lease claim) may have started connecting already.
    try {
      await Promise.all(
        [this.publisher, this.subscriber].map((r) => (r.status === 'wait' ? r.connect() : Promise.resolve())),
      );
      await this.subscriber.subscribe(this.channel);
      started = true;
    } catch (e) {
      const { host, port } = this.subscriber.options;
      const why = messageOf(this.lastError ?? e);
      throw new StartupError('redis', sentence(`could not reach Redis at ${host}:${port}: ${why}`));
    }
  }

  /** Publish to the other processes; while Redis is away the message is dropped (they catch up later). */
  publish(message: ClusterMessage): void {
    this.publisher.publish(this.channel, JSON.stringify(message)).catch(() => undefined);
  }

  private leaseKey(table: string): string {
    return `${this.prefix}lease:${table}`;
  }

  /** Take or renew the lease of a table; false if another process holds it. Throws when Redis is away. */
  async claim(table: string): Promise<boolean> {
    return (
      (await this.publisher.eval(CLAIM, 1, this.leaseKey(table), this.processId, String(this.leaseMs))) === 1
    );
  }

  /** Take or renew many leases at once; the tables whose lease this process holds. Throws when Redis is away. */
  async claimMany(tables: readonly string[]): Promise<Set<string>> {
    const held = new Set<string>();
    for (let i = 0; i < tables.length; i += CLAIM_BATCH) {
      const chunk = tables.slice(i, i + CLAIM_BATCH);
      const answer = (await this.publisher.eval(
        CLAIM_MANY,
        chunk.length,
        ...chunk.map((t) => this.leaseKey(t)),
        this.processId,
        String(this.leaseMs),
      )) as number[];
      chunk.forEach((t, k) => {
        if (answer[k] === 1) held.add(t);
      });
    }
    return held;
  }

  async release(table: string): Promise<void> {
    await this.publisher.eval(RELEASE, 1, this.leaseKey(table), this.processId).catch(() => undefined);
  }

  /** Who holds a table's lease (tests, operations). */
  holder(table: string): Promise<string | null> {
    return this.publisher.get(this.leaseKey(table));
  }

  /** The command connection: the quick-game queue and the presence keep their keys through it. */
  get commands(): Redis {
    return this.publisher;
  }

  /** A key of this deployment (under `REDIS_PREFIX`). */
  key(name: string): string {
    return `${this.prefix}${name}`;
  }

  async ping(): Promise<void> {
    await this.publisher.ping();
  }

  async close(): Promise<void> {
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }
}
