import { availableParallelism } from 'node:os';
import { checkPassword, hashPassword, needsUpgrade, SCRYPT, type ScryptParams } from '../core/identity.js';

/**
 * Password hashing with bounded concurrency. scrypt runs on libuv's thread pool (4 threads, shared
 * with file reads and DNS): at most `concurrency` hashes run at once, at most `queue` more wait,
 * and beyond that a request is refused at once (`busy`) instead of piling up. Unknown usernames are
 * checked against a dummy hash, so they cost as much as known ones.
 */
export interface PasswordLimits {
  /** Hashes running at once (default: half the cores, at least 1; libuv's pool has 4 threads). */
  readonly concurrency: number;
  /** Hashes waiting (default 16); one more is refused with `busy`. */
  readonly queue: number;
}

/** Half the cores (at least one) hash; the rest stay for the event loop and everything else. */
export const DEFAULT_PASSWORD_LIMITS: PasswordLimits = {
  concurrency: Math.max(1, Math.floor(availableParallelism() / 2)),
  queue: 16,
};

export type Hashed<T> = { readonly busy: true } | { readonly busy: false; readonly value: T };

export interface Verdict {
  readonly valid: boolean;
  /** A new hash with today's parameters when the stored one is older (valid passwords only). */
  readonly upgraded: string | null;
}

export class PasswordHasher {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private dummy: Promise<string> | null = null;

  constructor(
    private readonly limits: PasswordLimits = DEFAULT_PASSWORD_LIMITS,
    private readonly params: ScryptParams = SCRYPT,
  ) {}

  /** Hashes running and waiting (for tests and health figures). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  hash(password: string): Promise<Hashed<string>> {
    return this.slot(() => hashPassword(password, this.params));
  }

  /**
   * Check a password against a stored hash, or against the dummy hash when there is none (the
   * answer is then invalid, after the same work). A valid password whose hash is older than
   * today's parameters is hashed again in the same slot.
   */
  verify(password: string, stored: string | null): Promise<Hashed<Verdict>> {
    return this.slot(async () => {
      const against = stored ?? (await this.dummyHash());
      const valid = (await checkPassword(password, against)) && stored !== null;
      const upgraded =
        valid && needsUpgrade(against, this.params) ? await hashPassword(password, this.params) : null;
      return { valid, upgraded };
    });
  }

  /** Made once, with today's parameters (outside the queue: its first use waits for it in a slot). */
  private dummyHash(): Promise<string> {
    this.dummy ??= hashPassword('not a password of anyone', this.params);
    return this.dummy;
  }

  private async slot<T>(work: () => Promise<T>): Promise<Hashed<T>> {
    if (this.running >= this.limits.concurrency) {
      if (this.waiting.length >= this.limits.queue) return { busy: true };
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running++;
    try {
      return { busy: false, value: await work() };
    } finally {
      const next = this.waiting.shift();
      // The slot passes to the next in line, or is freed.
      if (next) next();
      else this.running--;
    }
  }
}
