// The SQLite checkpointer's thread (sqlite-checkpointer.ts): every `intervalMs` it copies what the
// log holds into the database file and syncs it, on a connection of its own, so that this copy
// and its sync never stall the server's event loop. PASSIVE waits for nobody: the server's writes
// go on meanwhile; once a pass has copied the whole log, the server's next commit writes the log
// from its start again. Plain JavaScript: the sources and the build start the same file.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const { file, intervalMs, synchronous } = workerData;
const db = new Database(file, { fileMustExist: true });
// The checkpoint syncs the log and the database file as this connection's setting says.
db.pragma(`synchronous = ${synchronous}`);
db.pragma('busy_timeout = 0');

function pass() {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
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
