/** Seats as read: whether one is in, and all of them in order. A `Set<number>` is one too. */
export interface ReadonlySeats extends Iterable<number> {
  has(seat: number): boolean;
}

/** The most seats a set holds: the bits of a 32-bit number, far above a table's seats. */
const MAX_SEAT = 30;

/**
 * Seats as the bits of one number. A table keeps five such sets (who resigned, who moved, who
 * berserked, whose seat a bot plays, who timed out); as `Set`s, each with its hash table, they
 * were about 1 KB of every table in a 5,000-table server's heap.
 */
export class SeatSet implements ReadonlySeats {
  private bits = 0;

  has(seat: number): boolean {
    return Number.isInteger(seat) && seat >= 0 && seat <= MAX_SEAT && ((this.bits >>> seat) & 1) === 1;
  }

  add(seat: number): this {
    if (!Number.isInteger(seat) || seat < 0 || seat > MAX_SEAT) throw new RangeError(`no seat ${seat}`);
    this.bits |= 1 << seat;
    return this;
  }

  /** Whether the seat was in. */
  delete(seat: number): boolean {
    const had = this.has(seat);
    if (had) this.bits &= ~(1 << seat);
    return had;
  }

  clear(): void {
    this.bits = 0;
  }

  get size(): number {
    let n = 0;
    for (let b = this.bits; b !== 0; b &= b - 1) n++;
    return n;
  }

  *[Symbol.iterator](): Iterator<number> {
    for (let seat = 0; seat <= MAX_SEAT; seat++) if ((this.bits >>> seat) & 1) yield seat;
  }
}

/**
 * Values by seat, in an array made at the first one: a table keeps three such maps (why a bot
 * plays a seat, since when a player is away, the grace timers), empty most of a game, and an
 * empty `Map` still holds its hash table.
 */
export class SeatMap<V> {
  private bySeat: (V | undefined)[] | null = null;

  get(seat: number): V | undefined {
    return this.bySeat?.[seat];
  }

  has(seat: number): boolean {
    return this.get(seat) !== undefined;
  }

  set(seat: number, value: V): this {
    if (!Number.isInteger(seat) || seat < 0 || seat > MAX_SEAT) throw new RangeError(`no seat ${seat}`);
    this.bySeat ??= [];
    this.bySeat[seat] = value;
    return this;
  }

  /** Whether the seat had a value. */
  delete(seat: number): boolean {
    const had = this.has(seat);
    if (had) this.bySeat![seat] = undefined;
    return had;
  }

  clear(): void {
    this.bySeat = null;
  }

  /** The values, by seat. */
  *values(): IterableIterator<V> {
    for (const value of this.bySeat ?? []) if (value !== undefined) yield value;
  }
}
