import type { Storage } from './types.js';

/** The database's codes for "writes are refused" (a full disk, a read-only file or database, an I/O fault). */
const SQLITE_REFUSALS = /^SQLITE_(FULL|READONLY|IOERR|CANTOPEN)/;
/** PostgreSQL: insufficient resources (53…: disk full, out of memory), read-only transaction, I/O error. */
const POSTGRES_REFUSALS = /^(53\d{3}|25006|58030)$/;

/** Whether an error says the database refuses writes (rather than a fault of one request). */
export function refusesWrites(e: unknown): boolean {
  const code = typeof e === 'object' && e !== null && 'code' in e ? (e as { code: unknown }).code : null;
  return typeof code === 'string' && (SQLITE_REFUSALS.test(code) || POSTGRES_REFUSALS.test(code));
}

/** The words of the refusal, for the API, the log and `/readyz`. */
export const REFUSED_WORDS = 'the database refuses writes (disk full or read-only): nothing can be saved now';

/**
 * Whether the database refuses writes: set by the last write refused (any storage call failing
 * with a code of `refusesWrites`), cleared when a write probe (`Storage.probeWrite`) succeeds.
 * `/readyz` answers 503 while it is set, so a balancer stops sending players here.
 */
export class WriteHealth {
  private refused: string | null = null;

  /** The refusal seen last (its database code), or null while writes go through. */
  get refusal(): string | null {
    return this.refused;
  }

  noted(e: unknown): void {
    if (refusesWrites(e)) this.refused = String((e as { code: string }).code);
  }

  /** Whether writes go through now: probed again while a refusal is remembered. */
  async check(storage: Storage): Promise<boolean> {
    if (this.refused === null) return true;
    try {
      await storage.probeWrite();
      this.refused = null;
      return true;
    } catch (e) {
      this.noted(e);
      return false;
    }
  }

  /**
   * The storage with every call watched: a call (of it or of its stores: `storage.friends`, …)
   * failing with a write refusal sets the flag. Answers and faults are passed on unchanged.
   */
  watch<T extends object>(target: T): T {
    const wrapped = new WeakMap<object, unknown>();
    const wrap = <O extends object>(inner: O, depth: number): O =>
      new Proxy(inner, {
        get: (object, key) => {
          const value: unknown = Reflect.get(object, key);
          if (typeof value === 'function')
            return (...args: unknown[]): unknown => {
              try {
                const out: unknown = Reflect.apply(value, object, args);
                if (out instanceof Promise)
                  return out.catch((e: unknown) => {
                    this.noted(e);
                    throw e;
                  });
                return out;
              } catch (e) {
                this.noted(e);
                throw e;
              }
            };
          if (depth === 0 && typeof value === 'object' && value !== null) {
            let cached = wrapped.get(value);
            if (!cached) {
              cached = wrap(value, 1);
              wrapped.set(value, cached);
            }
            return cached;
          }
          return value;
        },
      });
    return wrap(target, 0);
  }
}
