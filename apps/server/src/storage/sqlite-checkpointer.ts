import type Database from 'better-sqlite3';
import { Worker } from 'node:worker_threads';

/**
 * How often the checkpointer's thread copies the log into the database file (`SQLITE_CHECKPOINT_MS`;
 * every third pass also starts the log over, `sqlite-checkpoint.mjs`). Off by default: on a shared
 * 2-core machine it told no stall of the event loop apart from SQLite's own checkpoints (1,000
 * pages, in the commit that fills the log) and held 2–20 MB more (docs/deploy/server-cost.md).
 */
export const DEFAULT_CHECKPOINT_MS = 0;
/** SQLite's own checkpoint threshold (pages), used again when the thread is not running. */
const AUTOCHECKPOINT_PAGES = 1000;

/**
 * SQLite's checkpoints in a thread of their own (`sqlite-checkpoint.mjs`): the server's
 * connection writes with its automatic checkpoints off while the thread runs, and takes them back
 * if the thread stops or fails, so the log never grows without end. Durability is the commit's
 * (a move is acknowledged once committed to the log); a checkpoint only moves committed pages.
 */
export class SqliteCheckpointer {
  private worker: Worker | null;

  constructor(
    private readonly db: Database.Database,
    file: string,
    intervalMs: number,
    synchronous: 'NORMAL' | 'FULL',
  ) {
    db.pragma('wal_autocheckpoint = 0');
    const worker = new Worker(new URL('./sqlite-checkpoint.mjs', import.meta.url), {
      workerData: { file, intervalMs, synchronous },
      // A small heap: the thread holds one connection and a timer.
      resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 2 },
    });
    worker.unref();
    worker.once('error', () => this.fallBack(worker));
    worker.once('exit', () => this.fallBack(worker));
    this.worker = worker;
  }

  /** Whether the thread is checkpointing (else SQLite does, in the commits). */
  get running(): boolean {
    return this.worker !== null;
  }

  private fallBack(worker: Worker): void {
    if (this.worker !== worker) return;
    this.worker = null;
    if (this.db.open) this.db.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
  }

  /** Stop the thread (its connection closed) before the server's connection closes. */
  async stop(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.worker = null;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    // Held until it has closed its connection, even when nothing else keeps the process running.
    worker.ref();
    worker.postMessage('stop');
    await exited;
  }
}
