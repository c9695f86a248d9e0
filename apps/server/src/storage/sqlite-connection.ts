import Database from 'better-sqlite3';
import { dirname } from 'node:path';
import { MIGRATIONS } from './migrations.js';
import { makeFolder } from './make-folder.js';

/**
 * SQLite's own default page cache, 2 MB: the driver is built with 16 MB, which a server whose
 * database grows fills within minutes, for reads the operating system's file cache answers anyway.
 */
export const DEFAULT_CACHE_KB = 2000;

/** The server's connection to its database file: WAL, its settings, and every migration applied. */
export function openConnection(
  file: string,
  synchronous: 'NORMAL' | 'FULL',
  cacheKb: number = DEFAULT_CACHE_KB,
): Database.Database {
  if (file !== ':memory:') makeFolder(dirname(file));
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous}`);
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma(`cache_size = -${cacheKb}`);
  migrate(db);
  return db;
}

/** Versions applied so far. */
export function schemaVersion(db: Database.Database): number {
  const row = db.prepare('SELECT MAX(version) AS v FROM schema_migrations').get() as { v: number | null };
  return row.v ?? 0;
}

/** The most memory the connection's page cache may hold, in KiB. */
export function pageCacheKb(db: Database.Database): number {
  const size = db.pragma('cache_size', { simple: true }) as number;
  // Negative: KiB; positive: pages of the database's page size.
  return size < 0 ? -size : (size * (db.pragma('page_size', { simple: true }) as number)) / 1024;
}

function migrate(db: Database.Database): void {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)',
  );
  const current = schemaVersion(db);
  for (const m of MIGRATIONS) {
    if (m.version <= current) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        m.version,
        m.name,
        Date.now(),
      );
    })();
  }
}
