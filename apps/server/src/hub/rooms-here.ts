import type { Storage } from '../storage/types.js';
import { readTable } from '../tables/table-data.js';
import { TableOwners } from '../tables/table-owners.js';
import { TableRoom, type Logger, type RoomDeps } from '../tables/table-room.js';

export interface RoomsHereOptions {
  readonly storage: Storage;
  readonly log: Logger;
  /** This process runs alone (no cluster): a resumed table's time bank did not run while it was down. */
  readonly alone: boolean;
  /** What every room is made with (asked when a room is made: the hub makes it after this). */
  readonly deps: () => RoomDeps;
  /** A room was kept: the lobby and the lease hear of it. */
  readonly kept: (room: TableRoom) => void;
}

/**
 * The tables this process holds in memory, each once: resumed after a start, read from the
 * database on demand (another process may have created it), dropped when over and unfollowed.
 */
export class RoomsHere {
  readonly byId = new Map<string, TableRoom>();
  /** The same rooms by host and by address (the caps read those of one user and one address). */
  readonly owners = new TableOwners<TableRoom>();
  private readonly loading = new Map<string, Promise<TableRoom | null>>();

  constructor(private readonly options: RoomsHereOptions) {}

  get(id: string): TableRoom | undefined {
    return this.byId.get(id);
  }

  /** A table being read here, if it is. */
  loadingOf(id: string): Promise<TableRoom | null> | undefined {
    return this.loading.get(id);
  }

  values(): IterableIterator<TableRoom> {
    return this.byId.values();
  }

  get size(): number {
    return this.byId.size;
  }

  /** Keep a room in memory, or the one kept already for its table (then this one is disposed). */
  keep(room: TableRoom): TableRoom {
    const existing = this.byId.get(room.id);
    if (existing) {
      room.dispose();
      return existing;
    }
    this.byId.set(room.id, room);
    this.owners.note(room);
    this.options.kept(room);
    return room;
  }

  /** A room changed: filed again under its host and address (the host may have passed on). */
  refile(room: TableRoom): void {
    if (this.byId.get(room.id) === room) this.owners.note(room);
  }

  /** Forget a room that is over and followed by nobody here; whether it went. */
  dropIfDone(room: TableRoom): boolean {
    if (!room.over || room.followerCount !== 0 || this.byId.get(room.id) !== room) return false;
    this.byId.delete(room.id);
    this.owners.forget(room);
    room.dispose();
    return true;
  }

  /** Resume every unfinished table from the database (after a start or a crash). */
  async restore(): Promise<number> {
    let n = 0;
    const { storage, log } = this.options;
    for (const listed of await storage.unfinishedTables()) {
      // Read again with its event number first (`readTable`): in a cluster another process may
      // have written the table since the list was read, and the row must not be older than the number.
      const read = await readTable(storage, listed.id);
      if (!read) continue;
      const room = await TableRoom.restore(read.stored, this.options.deps(), read.seq);
      if (!room.ok) {
        log.error({ table: listed.id, problem: room.error }, 'could not resume a table');
        continue;
      }
      // Alone, this process was down: a time bank did not run meanwhile.
      if (this.options.alone) await room.value.pauseClock();
      this.keep(room.value);
      n++;
    }
    return n;
  }

  /** A table from memory, or loaded from the database (another process may have created it). */
  load(id: string): Promise<TableRoom | null> {
    const room = this.byId.get(id);
    if (room) return Promise.resolve(room);
    let loading = this.loading.get(id);
    if (!loading) {
      loading = (async () => {
        // A write during the read is applied by its own update, chained to this load.
        const read = await readTable(this.options.storage, id);
        if (!read) return null;
        const restored = await TableRoom.restore(read.stored, this.options.deps(), read.seq);
        if (!restored.ok) {
          this.options.log.error({ table: id, problem: restored.error }, 'could not load a table');
          return null;
        }
        return this.keep(restored.value);
      })().finally(() => this.loading.delete(id));
      this.loading.set(id, loading);
    }
    return loading;
  }
}
