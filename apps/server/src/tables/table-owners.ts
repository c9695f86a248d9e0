/**
 * The tables in memory by host and by address, so that the caps (`withinCaps`) read only the
 * tables of one user and one address: reading every table at each create and start made a ramp to
 * 5,000 tables cost 25 million reads (O(N) a new table, O(N²) in all).
 */
interface Owned {
  readonly host: string;
  readonly address: string | null;
}

export class TableOwners<R extends Owned> {
  private readonly byKey = new Map<string, Set<R>>();
  private readonly keysOf = new Map<R, readonly string[]>();

  /** A room came, or its host or address may have changed: filed under its current ones. */
  note(room: R): void {
    const keys = [`user:${room.host}`, ...(room.address === null ? [] : [`address:${room.address}`])];
    const old = this.keysOf.get(room);
    if (old && old.length === keys.length && old.every((k, i) => k === keys[i])) return;
    this.forget(room);
    this.keysOf.set(room, keys);
    for (const key of keys) {
      const rooms = this.byKey.get(key) ?? new Set<R>();
      rooms.add(room);
      this.byKey.set(key, rooms);
    }
  }

  /** A room left memory. */
  forget(room: R): void {
    for (const key of this.keysOf.get(room) ?? []) {
      const rooms = this.byKey.get(key);
      rooms?.delete(room);
      if (rooms?.size === 0) this.byKey.delete(key);
    }
    this.keysOf.delete(room);
  }

  /** The rooms `user` hosts and those created from `address`, each once. */
  of(user: string, address: string | null): Set<R> {
    const found = new Set(this.byKey.get(`user:${user}`));
    if (address !== null) for (const room of this.byKey.get(`address:${address}`) ?? []) found.add(room);
    return found;
  }

  get size(): number {
    return this.keysOf.size;
  }
}
