import type { Clock } from '../core/clock.js';
import { StorageConflict } from '../storage/types.js';
import type { TableData } from './table-data.js';
import type { Logger } from './table-room.js';

/** Tries of an operation that meets another process's write (`runChecked`). */
const CHECKED_ATTEMPTS = 3;

/**
 * A table's operations, one at a time in arrival order: each waits for the one before, so a move
 * is checked, committed and broadcast before the next is read. A table left stale by a failed
 * write is read again from the database before the next operation, and, when nobody waits for
 * the operation, later on its own.
 */
export class TableQueue {
  private queue: Promise<unknown> = Promise.resolve();
  /** The pending retry of a table left stale by an operation nobody waited for, and its attempts. */
  private retry: (() => void) | null = null;
  private retries = 0;

  /** `catchUp` reads the database again; `served`: whether this process serves the table now. */
  constructor(
    private readonly t: TableData,
    private readonly log: Logger,
    private readonly clock: Clock,
    private readonly catchUp: () => Promise<void>,
    private readonly served: () => boolean,
  ) {}

  /**
   * `current`: whether `fn` needs the table as the database has it (by default yes); another
   * process's write to a table this process does not serve is only noted, without reading it.
   */
  run<T>(fn: () => Promise<T> | T, current: () => boolean = () => true): Promise<T> {
    const next = this.queue.then(async () => {
      if (this.t.stale && current()) await this.catchUp();
      try {
        return await fn();
      } catch (e) {
        // A failed write may have left the memory ahead of the database.
        this.t.stale = true;
        throw e;
      }
    });
    this.queue = next.catch((e: unknown) => this.log.error({ err: e }, 'table operation failed'));
    return next;
  }

  /**
   * An operation checked against the table as it is now, with no version from the client (a seat
   * taken, the start, a resignation): when another process stored a change first, the table is
   * read again and the operation checked and tried again on what it finds, so that two people
   * taking two seats through two processes both sit. A move carries the version its player saw
   * and is never tried again (`stale-state`).
   */
  runChecked<T>(fn: () => Promise<T> | T): Promise<T> {
    return this.run(async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await fn();
        } catch (e) {
          if (!(e instanceof StorageConflict) || attempt >= CHECKED_ATTEMPTS) throw e;
          this.t.stale = true;
          await this.catchUp();
        }
      }
    });
  }

  /**
   * An operation nobody waits for (a bot's answer, a timer, a connection gone): it never rejects.
   * A fault is logged by the queue; a table it left stale is read again from the database later
   * (after 1 s, 2 s, … up to 30 s while the database does not answer), so that its bots and
   * clocks go on without anyone sending a message.
   */
  detach(fn: () => Promise<unknown> | unknown): void {
    this.run(fn).then(
      () => this.reloadLater(),
      () => this.reloadLater(),
    );
  }

  reloadLater(): void {
    const t = this.t;
    if (!t.stale) {
      this.retries = 0;
      return;
    }
    // A table this process does not serve is read again only when needed (`TableReplication.skip`).
    if (t.disposed || this.retry || !this.served()) return;
    const wait = Math.min(30_000, 1000 * 2 ** Math.min(this.retries++, 5));
    this.retry = this.clock.after(wait, () => {
      this.retry = null;
      // Nothing to do but the reload `run` makes first on a stale table.
      this.detach(() => undefined);
    });
  }

  /** Resolves once every operation queued so far is done (graceful shutdown). */
  idle(): Promise<void> {
    return this.queue.then(() => undefined);
  }

  /** No retry pending any more (the table leaves memory). */
  stop(): void {
    this.retry?.();
    this.retry = null;
  }
}
