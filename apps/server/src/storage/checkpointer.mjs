// Checkpoints an SQLite WAL from a worker thread: copying the log into the database file (and its
// fsync) then never blocks the server's event loop, which writes with wal_autocheckpoint off.
// PASSIVE never waits for the writer; when a pass has copied the whole log, the writer's next
// commit starts the log again from its beginning, so it stays small.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.file);
db.pragma('busy_timeout = 0');
const timer = setInterval(checkpoint, workerData.intervalMs);

function checkpoint() {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy or closing: the next pass tries again.
  }
}

parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.postMessage('stopped');
  parentPort.close();
});
parentPort.postMessage('ready');
