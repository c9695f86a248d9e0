import type { Redis } from 'ioredis';
import type { QueueEntry } from './matchmaking.js';

/**
 * Where the quick-game queue is kept: in this process's memory, or in Redis for several
 * processes. Taking a group out is atomic: it succeeds only if every one of them is still
 * waiting with the same wait (token), so nobody is seated twice, whichever process pairs.
 */
export interface QueueStore {
  /** Queue a player; false when they already wait. */
  add(entry: QueueEntry): Promise<boolean>;
  /** The player's wait, if any. */
  get(user: string): Promise<QueueEntry | null>;
  /** End a wait (only this one: a later wait of the same player stays); whether it was there. */
  remove(user: string, token: string): Promise<boolean>;
  all(): Promise<QueueEntry[]>;
  /** Take all of `group` out of the queue, or none of them (false) when one is gone. */
  take(group: readonly QueueEntry[]): Promise<boolean>;
  /** Run `work` unless another process pairs at this moment (then null). */
  exclusive<T>(work: () => Promise<T>): Promise<T | null>;
}

export class MemoryQueue implements QueueStore {
  private readonly entries = new Map<string, QueueEntry>();
  private busy = false;

  async add(entry: QueueEntry): Promise<boolean> {
    if (this.entries.has(entry.user)) return false;
    this.entries.set(entry.user, entry);
    return true;
  }

  async get(user: string): Promise<QueueEntry | null> {
    return this.entries.get(user) ?? null;
  }

  async remove(user: string, token: string): Promise<boolean> {
    if (this.entries.get(user)?.token !== token) return false;
    return this.entries.delete(user);
  }

  async all(): Promise<QueueEntry[]> {
    return [...this.entries.values()];
  }

  async take(group: readonly QueueEntry[]): Promise<boolean> {
    if (!group.every((e) => this.entries.get(e.user)?.token === e.token)) return false;
    for (const e of group) this.entries.delete(e.user);
    return true;
  }

  async exclusive<T>(work: () => Promise<T>): Promise<T | null> {
    if (this.busy) return null;
    this.busy = true;
    try {
      return await work();
    } finally {
      this.busy = false;
    }
  }
}

// KEYS[1]: the queue's hash; ARGV: user, token pairs. All present with their tokens: removed, 1.
const TAKE = `
for i = 1, #ARGV, 2 do
  local e = redis.call('HGET', KEYS[1], ARGV[i])
  if not e or cjson.decode(e).token ~= ARGV[i + 1] then return 0 end
end
for i = 1, #ARGV, 2 do redis.call('HDEL', KEYS[1], ARGV[i]) end
return 1`;
const REMOVE = `
local e = redis.call('HGET', KEYS[1], ARGV[1])
if e and cjson.decode(e).token == ARGV[2] then return redis.call('HDEL', KEYS[1], ARGV[1]) end
return 0`;
const UNLOCK = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
/** The pairing lock's lifetime: a process that dies while pairing frees it by itself. */
const LOCK_MS = 10_000;

/** The queue in Redis: one hash (user → entry) and a lock for the process pairing now. */
export class RedisQueue implements QueueStore {
  constructor(
    private readonly redis: Redis,
    private readonly queueKey: string,
    private readonly lockKey: string,
    private readonly owner: string,
  ) {}

  async add(entry: QueueEntry): Promise<boolean> {
    return (await this.redis.hsetnx(this.queueKey, entry.user, JSON.stringify(entry))) === 1;
  }

  async get(user: string): Promise<QueueEntry | null> {
    const text = await this.redis.hget(this.queueKey, user);
    return text === null ? null : (JSON.parse(text) as QueueEntry);
  }

  async remove(user: string, token: string): Promise<boolean> {
    return (await this.redis.eval(REMOVE, 1, this.queueKey, user, token)) === 1;
  }

  async all(): Promise<QueueEntry[]> {
    const all = await this.redis.hgetall(this.queueKey);
    return Object.values(all).map((text) => JSON.parse(text) as QueueEntry);
  }

  async take(group: readonly QueueEntry[]): Promise<boolean> {
    const pairs = group.flatMap((e) => [e.user, e.token]);
    return (await this.redis.eval(TAKE, 1, this.queueKey, ...pairs)) === 1;
  }

  async exclusive<T>(work: () => Promise<T>): Promise<T | null> {
    const got = await this.redis.set(this.lockKey, this.owner, 'PX', LOCK_MS, 'NX');
    if (got !== 'OK') return null;
    try {
      return await work();
    } finally {
      await this.redis.eval(UNLOCK, 1, this.lockKey, this.owner).catch(() => undefined);
    }
  }
}
