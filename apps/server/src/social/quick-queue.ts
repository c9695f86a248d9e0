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
/** A process renews its mark of life at each pairing round; missing this long, it is taken for dead. */
const ALIVE_MS = 5_000;

/** A wait as Redis keeps it: with the process its player is connected to. */
type StoredEntry = QueueEntry & { readonly process?: string };

/**
 * The queue in Redis: one hash (user → entry) and a lock for the process pairing now. Each entry
 * names the process its player queued through; a process that stopped renewing its mark of life
 * (`<key>:alive:<process>`) is dead, and its players' waits are dropped (nobody would hear of
 * their table).
 */
export class RedisQueue implements QueueStore {
  constructor(
    private readonly redis: Redis,
    private readonly queueKey: string,
    private readonly lockKey: string,
    private readonly owner: string,
  ) {}

  private aliveKey(process: string): string {
    return `${this.queueKey}:alive:${process}`;
  }

  /** This process is alive (renewed at every pairing round and every new wait). */
  private async live(): Promise<void> {
    await this.redis.set(this.aliveKey(this.owner), '1', 'PX', ALIVE_MS);
  }

  /** The processes among these that stopped renewing their mark of life. */
  private async dead(processes: readonly string[]): Promise<Set<string>> {
    const unique = [...new Set(processes)].filter((p) => p !== this.owner);
    if (unique.length === 0) return new Set();
    const marks = await this.redis.mget(...unique.map((p) => this.aliveKey(p)));
    return new Set(unique.filter((_, i) => marks[i] === null));
  }

  async add(entry: QueueEntry): Promise<boolean> {
    await this.live();
    const text = JSON.stringify({ ...entry, process: this.owner });
    if ((await this.redis.hsetnx(this.queueKey, entry.user, text)) === 1) return true;
    // A wait left by a process that died does not count; one gone meanwhile (a pairing round of
    // any process dropped or took it) leaves the place free.
    const earlier = await this.get(entry.user);
    if (earlier !== null) {
      if (!earlier.process || !(await this.dead([earlier.process])).has(earlier.process)) return false;
      await this.remove(entry.user, earlier.token);
    }
    return (await this.redis.hsetnx(this.queueKey, entry.user, text)) === 1;
  }

  async get(user: string): Promise<StoredEntry | null> {
    const text = await this.redis.hget(this.queueKey, user);
    return text === null ? null : (JSON.parse(text) as StoredEntry);
  }

  async remove(user: string, token: string): Promise<boolean> {
    return (await this.redis.eval(REMOVE, 1, this.queueKey, user, token)) === 1;
  }

  async all(): Promise<QueueEntry[]> {
    const all = Object.values(await this.redis.hgetall(this.queueKey)).map(
      (t) => JSON.parse(t) as StoredEntry,
    );
    const dead = await this.dead(all.flatMap((e) => (e.process ? [e.process] : [])));
    if (dead.size === 0) return all;
    const [gone, kept] = [
      all.filter((e) => dead.has(e.process ?? '')),
      all.filter((e) => !dead.has(e.process ?? '')),
    ];
    for (const e of gone) await this.remove(e.user, e.token);
    return kept;
  }

  async take(group: readonly QueueEntry[]): Promise<boolean> {
    const pairs = group.flatMap((e) => [e.user, e.token]);
    return (await this.redis.eval(TAKE, 1, this.queueKey, ...pairs)) === 1;
  }

  async exclusive<T>(work: () => Promise<T>): Promise<T | null> {
    await this.live();
    const got = await this.redis.set(this.lockKey, this.owner, 'PX', LOCK_MS, 'NX');
    if (got !== 'OK') return null;
    try {
      return await work();
    } finally {
      await this.redis.eval(UNLOCK, 1, this.lockKey, this.owner).catch(() => undefined);
    }
  }
}
