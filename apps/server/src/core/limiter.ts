import type { Redis } from 'ioredis';

/** At most `limit` events in any `windowMs` (a sliding window). */
export interface Rate {
  readonly limit: number;
  readonly windowMs: number;
}

/** One count to take: the key it is counted under (`chat:user:…`) and its rate. */
export interface Count {
  readonly key: string;
  readonly rate: Rate;
}

/**
 * The server's one rate limiter: chat lines, challenges (per sender and per target), guests,
 * logins and registrations are counted through it. `take` counts an event under every key given,
 * or under none when one of them is full, and answers the first full one. With several processes
 * the counts live in Redis (every process sees the same), alone they live in memory.
 */
export interface Limiter {
  /** Count one event under each of `counts` (all or none); null when taken, else the count that is full. */
  take(counts: readonly Count[], now: number): Promise<Count | null>;
}

/** Keys remembered at most in memory; past it the oldest go first (many addresses cannot grow memory). */
const MAX_KEYS = 50_000;

/** The counts of one process, in memory. */
export class MemoryLimiter implements Limiter {
  private readonly times = new Map<string, number[]>();

  take(counts: readonly Count[], now: number): Promise<Count | null> {
    const recent = counts.map(({ key, rate }) =>
      (this.times.get(key) ?? []).filter((t) => now - t < rate.windowMs && t <= now),
    );
    const full = counts.findIndex((c, i) => recent[i]!.length >= c.rate.limit);
    counts.forEach((c, i) => {
      const times = recent[i]!;
      if (full < 0) times.push(now);
      // Refreshed as most recently used (a Map keeps the order of insertion).
      this.times.delete(c.key);
      if (times.length > 0) this.times.set(c.key, times);
    });
    for (const key of this.times.keys()) {
      if (this.times.size <= MAX_KEYS) break;
      this.times.delete(key);
    }
    return Promise.resolve(full < 0 ? null : counts[full]!);
  }
}

// Every key a sorted set of event times: the old leave, every count is checked, then all are added
// (or none). ARGV: now, a unique member, then limit and window per key. Answers the index of the
// first full key (1-based), or 0 when counted.
const TAKE = `
local now = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  local limit = tonumber(ARGV[1 + 2 * i])
  local window = tonumber(ARGV[2 + 2 * i])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  if redis.call('ZCARD', key) >= limit then return i end
end
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[2])
  redis.call('PEXPIRE', key, ARGV[2 + 2 * i])
end
return 0`;

/**
 * The counts of every process, in Redis (sorted sets under the deployment's prefix, expiring with
 * their window). While Redis is away each process counts in memory, as it would alone.
 */
export class RedisLimiter implements Limiter {
  private readonly fallback = new MemoryLimiter();
  private serial = 0;

  constructor(
    private readonly redis: Redis,
    /** The prefix of the keys (`REDIS_PREFIX` and `limits:`). */
    private readonly prefix: string,
    private readonly unique: string,
  ) {}

  async take(counts: readonly Count[], now: number): Promise<Count | null> {
    if (counts.length === 0) return null;
    const member = `${now}:${this.unique}:${this.serial++}`;
    const rates = counts.flatMap((c) => [String(c.rate.limit), String(c.rate.windowMs)]);
    try {
      const answer = await this.redis.eval(
        TAKE,
        counts.length,
        ...counts.map((c) => `${this.prefix}${c.key}`),
        String(now),
        member,
        ...rates,
      );
      return typeof answer === 'number' && answer > 0 ? (counts[answer - 1] ?? null) : null;
    } catch {
      return this.fallback.take(counts, now);
    }
  }
}
