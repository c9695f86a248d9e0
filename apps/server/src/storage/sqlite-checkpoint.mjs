// The SQLite checkpointer's thread (sqlite-checkpointer.ts): every `intervalMs` it copies what the
// log holds into the database file and syncs it, on a connection of its own, so that this copy
// and its sync do not stall the server's event loop. PASSIVE waits for nobody, so the server's
// commits go on meanwhile; but then the log always holds a few commits more than were copied, and
// SQLite starts a log over only when all of it was copied: it would grow without end. So every
// `RESTART_EVERY` passes a RESTART follows, when no commit is under way (it does not wait for one):
// it copies the few pages left while holding the writers back, so the next commit starts the log
// over. Plain JavaScript: the sources and the build start the same file.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const { file, intervalMs, synchronous } = workerData;
const db = new Database(file, { fileMustExist: true });
// The checkpoint syncs the log and the database file as this connection's setting says.
db.pragma(`synchronous = ${synchronous}`);
db.pragma('busy_timeout = 0');

/** Passes between two restarts of the log: it holds about that many seconds of commits at most. */
const RESTART_EVERY = 3;
let passes = 0;

function pass() {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
    if (++passes % RESTART_EVERY === 0) db.pragma('wal_checkpoint(RESTART)');
  } catch {
    // Busy (another checkpoint) or closing: the next pass tries again.
  }
}

const timer = setInterval(pass, intervalMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
parentPort.postMessage('ready');
