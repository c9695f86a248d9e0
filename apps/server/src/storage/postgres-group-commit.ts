import type pg from 'pg';
import { statementOf, type Write, writeParts } from './postgres-sql.js';
import { StorageConflict } from './types.js';

/** Table writes in one statement at most. */
const WRITES_PER_STATEMENT = 50;
/** Shapes of table writes prepared by name (per connection, so at most this many per connection). */
const NAMED_STATEMENTS = 40;

interface PendingWrite extends Write {
  readonly resolve: () => void;
  readonly reject: (e: unknown) => void;
}

/**
 * Group commit: while a statement is on its way, the writes asked for meanwhile wait and then
 * leave together in the next one (one round trip, one commit, one WAL flush for all of them), so
 * the busier the server, the fewer statements per write. A lost race fails the whole statement;
 * then each of its writes is tried alone so that only the one that lost fails. A write's promise
 * settles once its statement is committed (or has failed).
 */
export class GroupCommit {
  private readonly pending: PendingWrite[] = [];
  private writing = false;
  private readonly statementNames = new Map<string, string>();

  constructor(private readonly pool: pg.Pool) {}

  write(w: Write): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ ...w, resolve, reject });
      if (!this.writing && this.pending.length === 1) setImmediate(() => void this.flush());
    });
  }

  /**
   * A table write: the statement is prepared once per connection (named by its text) for the
   * first shapes seen, which are the usual ones (a move with its event): PostgreSQL then skips
   * parsing and planning it. Rarer shapes run unnamed.
   */
  private writeQuery(text: string, values: readonly unknown[]): Promise<pg.QueryResult> {
    let name = this.statementNames.get(text);
    if (name === undefined && this.statementNames.size < NAMED_STATEMENTS) {
      name = `write${this.statementNames.size}`;
      this.statementNames.set(text, name);
    }
    return this.pool.query(
      name === undefined
        ? { text, values: values as unknown[] }
        : { name, text, values: values as unknown[] },
    );
  }

  /** The next writes to leave together: at most one per table (a table's writes keep their order). */
  private nextBatch(): PendingWrite[] {
    const tables = new Set<string>();
    let n = 0;
    while (n < this.pending.length && n < WRITES_PER_STATEMENT && !tables.has(this.pending[n]!.tableId))
      tables.add(this.pending[n++]!.tableId);
    return this.pending.splice(0, n);
  }

  private async flush(): Promise<void> {
    if (this.writing) return;
    this.writing = true;
    try {
      for (let batch = this.nextBatch(); batch.length > 0; batch = this.nextBatch())
        await this.writeBatch(batch);
    } finally {
      this.writing = false;
    }
  }

  private async writeBatch(batch: readonly PendingWrite[]): Promise<void> {
    if (batch.length > 1) {
      try {
        const values: unknown[] = [];
        const text = statementOf(batch.flatMap((w, i) => writeParts(w, values, i)));
        if (text !== null) await this.writeQuery(text, values);
        for (const w of batch) w.resolve();
        return;
      } catch {
        // Some write lost a race (or the connection failed): each alone says which.
      }
    }
    await Promise.all(
      batch.map(async (w) => {
        try {
          const values: unknown[] = [];
          const text = statementOf(writeParts(w, values, 0));
          if (text !== null) await this.writeQuery(text, values);
          w.resolve();
        } catch (e) {
          w.reject((e as { code?: unknown }).code === '23505' ? new StorageConflict(w.tableId) : e);
        }
      }),
    );
  }
}
