/**
 * Versioned schema changes, applied in order at start (each once, in a transaction). Plain SQL
 * that PostgreSQL also reads (TEXT, INTEGER, DOUBLE PRECISION; no SQLite-only types), so a
 * PostgreSQL adapter can reuse it. Append new versions; never edit an applied one.
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
  /** PostgreSQL's form when it differs from `sql`. */
  readonly postgres?: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'users, tables, seats, moves, events, chat, ratings',
    sql: `
CREATE TABLE users (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE TABLE user_secrets (
  hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id),
  created_at BIGINT NOT NULL
);
CREATE TABLE logins (
  username TEXT PRIMARY KEY,
  user_id TEXT NOT NULL UNIQUE REFERENCES users(id),
  password_hash TEXT NOT NULL
);
CREATE TABLE game_tables (
  id TEXT PRIMARY KEY,
  host_id TEXT NOT NULL REFERENCES users(id),
  game TEXT NOT NULL,
  settings TEXT NOT NULL,
  invite TEXT,
  status TEXT NOT NULL,
  setup TEXT,
  deadline BIGINT,
  substitutes TEXT NOT NULL,
  test_tiles INTEGER,
  created_at BIGINT NOT NULL,
  finished_at BIGINT,
  scores TEXT
);
CREATE INDEX game_tables_status ON game_tables(status);
CREATE TABLE seats (
  table_id TEXT NOT NULL REFERENCES game_tables(id),
  seat INTEGER NOT NULL,
  occupant TEXT NOT NULL,
  user_id TEXT,
  PRIMARY KEY (table_id, seat)
);
CREATE INDEX seats_user ON seats(user_id);
CREATE TABLE moves (
  table_id TEXT NOT NULL REFERENCES game_tables(id),
  move_number INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  move TEXT NOT NULL,
  user_id TEXT,
  client_id TEXT,
  seq BIGINT NOT NULL,
  played_at BIGINT NOT NULL,
  UNIQUE (table_id, move_number)
);
CREATE INDEX moves_client ON moves(table_id, user_id, client_id);
CREATE TABLE events (
  table_id TEXT NOT NULL REFERENCES game_tables(id),
  seq BIGINT NOT NULL,
  body TEXT NOT NULL,
  UNIQUE (table_id, seq)
);
CREATE TABLE chat (
  table_id TEXT NOT NULL REFERENCES game_tables(id),
  channel TEXT NOT NULL,
  user_id TEXT NOT NULL,
  name TEXT NOT NULL,
  text TEXT NOT NULL,
  at BIGINT NOT NULL
);
CREATE INDEX chat_table ON chat(table_id, channel, at);
CREATE TABLE ratings (
  user_id TEXT NOT NULL REFERENCES users(id),
  game TEXT NOT NULL,
  rating DOUBLE PRECISION NOT NULL,
  games INTEGER NOT NULL,
  PRIMARY KEY (user_id, game)
);
`,
  },
  {
    version: 2,
    name: 'chat lines in insertion order (SQLite has its rowid)',
    sql: 'SELECT 1;',
    postgres: 'ALTER TABLE chat ADD COLUMN line BIGSERIAL;',
  },
  {
    version: 3,
    name: "a move is found by its client id among its table's moves (one index less to write per move)",
    sql: 'DROP INDEX moves_client;',
  },
  {
    version: 4,
    name: 'sessions: when each secret was last used and on what; registered names reserved by their key',
    sql: `
ALTER TABLE user_secrets ADD COLUMN last_used_at BIGINT;
ALTER TABLE user_secrets ADD COLUMN label TEXT;
CREATE INDEX user_secrets_user ON user_secrets(user_id);
ALTER TABLE logins ADD COLUMN name_key TEXT;
CREATE UNIQUE INDEX logins_name_key ON logins(name_key);
UPDATE user_secrets SET last_used_at = CAST(strftime('%s', 'now') AS INTEGER) * 1000;
`,
    // Secrets made before count as used at the upgrade (their idle time starts then).
    postgres: `
ALTER TABLE user_secrets ADD COLUMN last_used_at BIGINT;
ALTER TABLE user_secrets ADD COLUMN label TEXT;
CREATE INDEX user_secrets_user ON user_secrets(user_id);
ALTER TABLE logins ADD COLUMN name_key TEXT;
CREATE UNIQUE INDEX logins_name_key ON logins(name_key);
UPDATE user_secrets SET last_used_at = (EXTRACT(EPOCH FROM now()) * 1000)::BIGINT;
`,
  },
  {
    version: 10,
    name: 'analyses of finished games, their valued moves, puzzles and puzzle answers',
    sql: `
CREATE TABLE analyses (
  table_id TEXT PRIMARY KEY REFERENCES game_tables(id),
  status TEXT NOT NULL,
  requested_by TEXT,
  requested_at BIGINT NOT NULL,
  finished_at BIGINT,
  summary TEXT,
  problem TEXT
);
CREATE INDEX analyses_status ON analyses(status, requested_at);
CREATE TABLE analysis_moves (
  table_id TEXT NOT NULL REFERENCES game_tables(id),
  move_index INTEGER NOT NULL,
  data TEXT NOT NULL,
  PRIMARY KEY (table_id, move_index)
);
CREATE TABLE puzzles (
  id TEXT PRIMARY KEY,
  table_id TEXT NOT NULL REFERENCES game_tables(id),
  move_index INTEGER NOT NULL,
  gain DOUBLE PRECISION NOT NULL,
  best TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX puzzles_created ON puzzles(created_at, id);
CREATE TABLE puzzle_answers (
  user_id TEXT NOT NULL REFERENCES users(id),
  puzzle_id TEXT NOT NULL REFERENCES puzzles(id),
  solved INTEGER NOT NULL,
  answer TEXT NOT NULL,
  at BIGINT NOT NULL,
  PRIMARY KEY (user_id, puzzle_id)
);
`,
  },
];
