/**
 * Versioned schema changes, applied in order at start (each once, in a transaction). Plain SQL
 * that PostgreSQL also reads (TEXT, INTEGER, DOUBLE PRECISION; no SQLite-only types), so a
 * PostgreSQL adapter can reuse it. Append new versions; never edit an applied one.
 */
import { LATER_MIGRATIONS } from './migrations-later.js';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
  /** PostgreSQL's form when it differs from `sql`. */
  readonly postgres?: string;
}

/** A write that changes nothing: the newest version row rewritten as it is (`Storage.probeWrite`). */
export const PROBE_WRITE =
  'UPDATE schema_migrations SET applied_at = applied_at WHERE version = (SELECT MAX(version) FROM schema_migrations)';

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
    version: 7,
    name: 'Glicko-2 ratings per game family and time-control class, their history; Elo ratings carried over',
    // Elo ratings carry over to the real-time class of their game (docs/server/ratings.md):
    // the rating kept, deviation 350 less 20 per game played (at least 60), volatility 0.06, and
    // the last game the player's newest finished game of that game.
    sql: `
CREATE TABLE player_ratings (
  user_id TEXT NOT NULL REFERENCES users(id),
  family TEXT NOT NULL,
  pace TEXT NOT NULL,
  rating DOUBLE PRECISION NOT NULL,
  deviation DOUBLE PRECISION NOT NULL,
  volatility DOUBLE PRECISION NOT NULL,
  games INTEGER NOT NULL,
  last_played_at BIGINT,
  PRIMARY KEY (user_id, family, pace)
);
CREATE INDEX player_ratings_board ON player_ratings(family, pace, rating);
CREATE TABLE rating_history (
  user_id TEXT NOT NULL REFERENCES users(id),
  table_id TEXT NOT NULL,
  family TEXT NOT NULL,
  pace TEXT NOT NULL,
  at BIGINT NOT NULL,
  rating_before DOUBLE PRECISION NOT NULL,
  rating DOUBLE PRECISION NOT NULL,
  deviation DOUBLE PRECISION NOT NULL,
  volatility DOUBLE PRECISION NOT NULL,
  PRIMARY KEY (user_id, table_id)
);
CREATE INDEX rating_history_user ON rating_history(user_id, at);
INSERT INTO player_ratings (user_id, family, pace, rating, deviation, volatility, games, last_played_at)
SELECT r.user_id, r.game, 'realtime', r.rating,
  CASE WHEN r.games >= 15 THEN 60 ELSE 350 - 20 * r.games END, 0.06, r.games,
  (SELECT MAX(t.finished_at) FROM game_tables t JOIN seats s ON s.table_id = t.id
    WHERE s.user_id = r.user_id AND t.game = r.game AND t.status = 'finished')
FROM ratings r;
DROP TABLE ratings;
`,
  },
  {
    version: 8,
    name: 'friends: who follows whom; challenges between players',
    sql: `
CREATE TABLE follows (
  follower TEXT NOT NULL REFERENCES users(id),
  followed TEXT NOT NULL REFERENCES users(id),
  created_at BIGINT NOT NULL,
  PRIMARY KEY (follower, followed)
);
CREATE INDEX follows_followed ON follows(followed);
CREATE TABLE challenges (
  id TEXT PRIMARY KEY,
  from_user TEXT NOT NULL REFERENCES users(id),
  to_user TEXT NOT NULL REFERENCES users(id),
  preset TEXT NOT NULL,
  clock TEXT NOT NULL,
  rated INTEGER NOT NULL,
  status TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  table_id TEXT
);
CREATE INDEX challenges_to ON challenges(to_user, status);
CREATE INDEX challenges_from ON challenges(from_user, status);
`,
  },
  {
    version: 5,
    name: 'alerts outside the page: server keys, alert settings, push subscriptions, mail addresses and queue',
    sql: `
CREATE TABLE server_keys (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE alert_settings (
  user_id TEXT PRIMARY KEY REFERENCES users(id),
  body TEXT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE TABLE push_subscriptions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id),
  endpoint TEXT NOT NULL UNIQUE,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  label TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX push_subscriptions_user ON push_subscriptions(user_id);
CREATE TABLE mail_addresses (
  user_id TEXT PRIMARY KEY REFERENCES users(id),
  address TEXT NOT NULL,
  confirmed_at BIGINT,
  token_hash TEXT UNIQUE,
  token_expires BIGINT,
  unsubscribe TEXT NOT NULL UNIQUE
);
CREATE TABLE mail_queue (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  state TEXT NOT NULL,
  attempts INTEGER NOT NULL,
  next_at BIGINT NOT NULL,
  created_at BIGINT NOT NULL,
  sent_at BIGINT,
  error TEXT
);
CREATE INDEX mail_queue_due ON mail_queue(state, next_at);
CREATE TABLE mail_digest (
  user_id TEXT NOT NULL,
  line TEXT NOT NULL,
  url TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX mail_digest_user ON mail_digest(user_id, created_at);
CREATE TABLE alerts_sent (
  alert_key TEXT PRIMARY KEY,
  at BIGINT NOT NULL
);
`,
  },
  {
    version: 6,
    name: 'vacations of registered players (their correspondence clocks pause)',
    sql: `
CREATE TABLE vacations (
  user_id TEXT NOT NULL REFERENCES users(id),
  starts_at BIGINT NOT NULL,
  ends_at BIGINT NOT NULL,
  PRIMARY KEY (user_id, starts_at)
);
`,
  },
  {
    version: 9,
    name: 'moderation: blocks, reports, warnings, mutes and bans, the log of moderator actions; logins in registration order',
    sql: `
CREATE TABLE blocks (
  blocker TEXT NOT NULL REFERENCES users(id),
  blocked TEXT NOT NULL REFERENCES users(id),
  at BIGINT NOT NULL,
  PRIMARY KEY (blocker, blocked)
);
CREATE INDEX blocks_blocked ON blocks(blocked);
CREATE TABLE reports (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  reporter TEXT NOT NULL REFERENCES users(id),
  player TEXT NOT NULL REFERENCES users(id),
  reason TEXT NOT NULL,
  table_id TEXT,
  channel TEXT,
  line TEXT,
  context TEXT NOT NULL,
  at BIGINT NOT NULL,
  resolved_by TEXT,
  resolved_at BIGINT
);
CREATE INDEX reports_reporter ON reports(reporter, at);
CREATE INDEX reports_open ON reports(resolved_at, at);
CREATE TABLE sanctions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL,
  reason TEXT NOT NULL,
  by_user TEXT NOT NULL,
  at BIGINT NOT NULL,
  until BIGINT,
  lifted_at BIGINT
);
CREATE INDEX sanctions_user ON sanctions(user_id, kind);
CREATE TABLE moderation_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  moderator TEXT NOT NULL,
  action TEXT NOT NULL,
  target TEXT,
  table_id TEXT,
  detail TEXT,
  reason TEXT NOT NULL,
  at BIGINT NOT NULL
);
`,
    // SQLite orders logins by rowid; PostgreSQL numbers them (rows there now in their current order).
    postgres: `
CREATE TABLE blocks (
  blocker TEXT NOT NULL REFERENCES users(id),
  blocked TEXT NOT NULL REFERENCES users(id),
  at BIGINT NOT NULL,
  PRIMARY KEY (blocker, blocked)
);
CREATE INDEX blocks_blocked ON blocks(blocked);
CREATE TABLE reports (
  id BIGSERIAL PRIMARY KEY,
  reporter TEXT NOT NULL REFERENCES users(id),
  player TEXT NOT NULL REFERENCES users(id),
  reason TEXT NOT NULL,
  table_id TEXT,
  channel TEXT,
  line TEXT,
  context TEXT NOT NULL,
  at BIGINT NOT NULL,
  resolved_by TEXT,
  resolved_at BIGINT
);
CREATE INDEX reports_reporter ON reports(reporter, at);
CREATE INDEX reports_open ON reports(resolved_at, at);
CREATE TABLE sanctions (
  id BIGSERIAL PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL,
  reason TEXT NOT NULL,
  by_user TEXT NOT NULL,
  at BIGINT NOT NULL,
  until BIGINT,
  lifted_at BIGINT
);
CREATE INDEX sanctions_user ON sanctions(user_id, kind);
CREATE TABLE moderation_log (
  id BIGSERIAL PRIMARY KEY,
  moderator TEXT NOT NULL,
  action TEXT NOT NULL,
  target TEXT,
  table_id TEXT,
  detail TEXT,
  reason TEXT NOT NULL,
  at BIGINT NOT NULL
);
ALTER TABLE logins ADD COLUMN registered BIGSERIAL;
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
  ...LATER_MIGRATIONS,
];
