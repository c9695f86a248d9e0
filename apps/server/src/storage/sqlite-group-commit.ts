import type Database from 'better-sqlite3';
import { StorageConflict } from './types.js';

interface PendingWrite {
  readonly tableId: string;
  readonly write: () => void;
  readonly resolve: () => void;
  readonly reject: (e: unknown) => void;
}

/**
 * The group commit's window (`SQLITE_GROUP_COMMIT_MS`). Each commit writes the pages it changed
 * to the log and takes and frees its locks: at 1,000 moves a second a turn of the event loop held
 * 1–2 moves. 3 ms adds at most that to a move's answer (docs/performance.md, "The server").
 */
export const DEFAULT_GROUP_COMMIT_MS = 3;
/** A group this large commits at once, without waiting for the window's end. */
const GROUP_COMMIT_MAX = 256;

/**
 * Group commit of SQLite's table writes: the writes asked for within `groupCommitMs` of the first
 * (or in one turn of the event loop) go into one transaction, each in its own savepoint, so one
 * refused write does not undo the others. Each promise resolves only after that transaction
 * committed, so nothing is acknowledged before it is stored.
 */
export class SqliteGroupCommit {
  private pending: PendingWrite[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** A batch in one transaction, each write in its own savepoint: built once (building one costs more than running it). */
  private readonly batch: Database.Transaction<(batch: readonly PendingWrite[], outcomes: unknown[]) => void>;

  constructor(
    private readonly db: Database.Database,
    private readonly windowMs: number,
  ) {
    const inSavepoint = db.transaction((write: () => void) => write());
    this.batch = db.transaction((batch: readonly PendingWrite[], outcomes: unknown[]) => {
      for (const item of batch) {
        try {
          inSavepoint(item.write);
          outcomes.push(null);
        } catch (e) {
          outcomes.push(e ?? new Error('write failed'));
        }
      }
    });
  }

  /** Run `write` (table `tableId`'s) in the next group; resolved once that group committed. */
  write(tableId: string, write: () => void): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ tableId, write, resolve, reject });
      if (this.pending.length >= GROUP_COMMIT_MAX) this.flush();
      else if (this.pending.length === 1) {
        if (this.windowMs > 0) this.timer = setTimeout(() => this.flush(), this.windowMs);
        else setImmediate(() => this.flush());
      }
    });
  }

  /** Commit the writes waiting now (nothing when none wait). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    const outcomes: unknown[] = [];
    try {
      if (!this.db.open) throw new Error('the database is closed');
      // Immediate: the write lock from the start, so what a write reads (a player's rating) is
      // not changed by another connection before it commits.
      this.batch.immediate(batch, outcomes);
    } catch (e) {
      for (const item of batch) item.reject(e);
      return;
    }
    batch.forEach((item, i) => {
      const error = outcomes[i];
      if (error === null) item.resolve();
      else
        item.reject(
          (error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE'
            ? new StorageConflict(item.tableId)
            : error,
        );
    });
  }
}
