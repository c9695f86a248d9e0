/**
 * How generations of `period` turn at `now`, the last turn at `since`: not yet (`null`), the young
 * become old (`'age'`), or all are dropped (`'clear'`: two periods or more have passed).
 */
export function generationTurn(since: number, period: number, now: number): 'age' | 'clear' | null {
  const passed = now - since;
  return passed < period ? null : passed < 2 * period ? 'age' : 'clear';
}

/**
 * Entries by key, forgotten by age as well as by count: those set (or touched) within the last
 * `period` are young, those of the period before old, and anything older is dropped whole when
 * the generations turn. So an entry lives at least `period` and at most twice that (unless more
 * than `max` are kept: then the oldest go first), without a time kept per entry.
 */
export class Generations<K, V> {
  private young = new Map<K, V>();
  private old = new Map<K, V>();
  private since: number;

  constructor(
    private readonly period: number,
    private readonly max: number,
    now: number,
  ) {
    this.since = now;
  }

  get size(): number {
    return this.young.size + this.old.size;
  }

  /** Turns the generations if a period has passed since they last turned. */
  age(now: number): void {
    const turn = generationTurn(this.since, this.period, now);
    if (turn === null) return;
    this.old = turn === 'age' ? this.young : new Map();
    this.young = new Map();
    this.since = now;
  }

  get(key: K): V | undefined {
    return this.young.get(key) ?? this.old.get(key);
  }

  /** The value becomes the youngest; the oldest are forgotten beyond the bound. */
  set(key: K, value: V): void {
    this.old.delete(key);
    this.young.delete(key);
    this.young.set(key, value);
    while (this.size > this.max) {
      const from = this.old.size > 0 ? this.old : this.young;
      from.delete(from.keys().next().value as K);
    }
  }

  /** Replaces a value kept under the key, in place (its age and order are kept); else nothing. */
  replace(key: K, from: V, to: V): void {
    if (this.young.get(key) === from) this.young.set(key, to);
    else if (this.old.get(key) === from) this.old.set(key, to);
  }

  delete(key: K): void {
    this.young.delete(key);
    this.old.delete(key);
  }
}
