/**
 * Limits of the identity routes of the HTTP API (docs/server/accounts.md, "Accounts"): guests, and logins
 * with registrations, per address (counted through the server's limiter: core/limiter.ts), and a
 * growing delay after wrong passwords, per address and per username.
 */
export interface IdentityLimits {
  /** `POST /api/guests` per address per minute. */
  readonly guestsPerMinute: number;
  /** `POST /api/register` and `POST /api/login` per address per minute, together. */
  readonly loginsPerMinute: number;
  /** Wrong passwords allowed before the delay starts (per address, per username). */
  readonly freeFailures: number;
  /** The first delay; each further failure doubles it, up to `maxDelayMs`. */
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
}

export const DEFAULT_IDENTITY_LIMITS: IdentityLimits = {
  guestsPerMinute: 10,
  loginsPerMinute: 20,
  freeFailures: 3,
  baseDelayMs: 1000,
  maxDelayMs: 60_000,
};

/** Entries kept at most; the oldest go first (an attacker with many addresses cannot grow memory). */
const MAX_KEYS = 50_000;

function forgetOld<V extends { used: number }>(map: Map<string, V>, now: number): void {
  if (map.size <= MAX_KEYS) return;
  for (const [key, value] of map) {
    if (map.size <= MAX_KEYS * 0.9 && now - value.used < 3_600_000) break;
    map.delete(key);
  }
}

/**
 * Wrong passwords per key (`address:…`, `user:…`): after `freeFailures`, each attempt must wait
 * `baseDelayMs · 2^(failures − freeFailures)` (at most `maxDelayMs`) after the last failure.
 * A success clears the username's count (not the address's). A username's password is checked
 * once at a time: attempts sent together would otherwise all pass before the first failure counts.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; until: number; used: number }>();
  /** Usernames whose password is being checked now (attempts at once would all pass the delay). */
  private readonly checking = new Set<string>();

  constructor(private readonly limits: IdentityLimits) {}

  /** Milliseconds to wait before `keys` may try again (0: now). */
  wait(keys: readonly string[], now: number): number {
    let wait = 0;
    for (const key of keys) {
      const entry = this.failures.get(key);
      if (entry) wait = Math.max(wait, entry.until - now);
    }
    return Math.max(0, wait);
  }

  failed(keys: readonly string[], now: number): void {
    for (const key of keys) {
      const entry = this.failures.get(key) ?? { count: 0, until: 0, used: now };
      entry.count++;
      entry.used = now;
      const over = entry.count - this.limits.freeFailures;
      entry.until =
        over < 0
          ? 0
          : now + Math.min(this.limits.maxDelayMs, this.limits.baseDelayMs * 2 ** Math.min(over, 30));
      this.failures.set(key, entry);
    }
    forgetOld(this.failures, now);
  }

  succeeded(key: string): void {
    this.failures.delete(key);
  }

  /** Whether a check of `key`'s password may begin now: one at a time; `end` when it is over. */
  begin(key: string): boolean {
    if (this.checking.has(key)) return false;
    this.checking.add(key);
    return true;
  }

  end(key: string): void {
    this.checking.delete(key);
  }
}
