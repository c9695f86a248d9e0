/**
 * The schema changes from version 11 on (puzzles by random id, how games ended, the order of
 * rated ends, sign-in marks and bans that cover them), kept apart from the earlier ones in
 * `migrations.ts`, which lists them last. Append new versions here; never edit an applied one.
 */
import type { Migration } from './migrations.js';

/** Migration 11 after each old puzzle id has its new random one in `puzzle_ids`: both dialects. */
const PUZZLE_IDS = `
INSERT INTO puzzles (id, table_id, move_index, gain, best, created_at)
  SELECT n.new, p.table_id, p.move_index, p.gain, p.best, p.created_at
  FROM puzzles p JOIN puzzle_ids n ON n.old = p.id;
UPDATE puzzle_answers SET puzzle_id = (SELECT n.new FROM puzzle_ids n WHERE n.old = puzzle_answers.puzzle_id);
DELETE FROM puzzles WHERE id IN (SELECT old FROM puzzle_ids);
DROP TABLE puzzle_ids;
CREATE UNIQUE INDEX puzzles_position ON puzzles(table_id, move_index);
`;

/**
 * Migration 17: each move moves into the row of the event stored with it (its seq), and the
 * moves' table goes. A move stored without any event (the server never wrote one) gets a move
 * event of its own, so that no move is lost. `json` builds the event's text in each dialect.
 */
const movesIntoEvents = (json: (fields: string) => string) => `
ALTER TABLE events ADD COLUMN move_number INTEGER;
ALTER TABLE events ADD COLUMN seat INTEGER;
ALTER TABLE events ADD COLUMN move TEXT;
ALTER TABLE events ADD COLUMN user_id TEXT;
ALTER TABLE events ADD COLUMN client_id TEXT;
ALTER TABLE events ADD COLUMN played_at BIGINT;
INSERT INTO events (table_id, seq, body)
  SELECT m.table_id, m.seq, ${json(
    "'kind', 'move', 'seat', m.seat, 'move', m.move, 'version', m.move_number + 1, 'by', CASE WHEN m.user_id IS NULL THEN 'bot' ELSE 'player' END",
  )}
  FROM moves m WHERE NOT EXISTS (SELECT 1 FROM events e WHERE e.table_id = m.table_id AND e.seq = m.seq);
UPDATE events SET move_number = m.move_number, seat = m.seat, move = m.move, user_id = m.user_id,
  client_id = m.client_id, played_at = m.played_at
  FROM moves m WHERE m.table_id = events.table_id AND m.seq = events.seq;
DROP TABLE moves;
`;

export const LATER_MIGRATIONS: readonly Migration[] = [
  {
    version: 11,
    name: 'puzzles get random ids (an id named its table, whose public analysis holds the answer); one puzzle per position',
    sql: `
CREATE TABLE puzzle_ids (old TEXT PRIMARY KEY, new TEXT NOT NULL);
INSERT INTO puzzle_ids (old, new) SELECT id, lower(hex(randomblob(12))) FROM puzzles;
${PUZZLE_IDS}`,
    postgres: `
CREATE TABLE puzzle_ids (old TEXT PRIMARY KEY, new TEXT NOT NULL);
INSERT INTO puzzle_ids (old, new) SELECT id, md5(random()::text || clock_timestamp()::text || id) FROM puzzles;
${PUZZLE_IDS}`,
  },
  {
    version: 12,
    name: 'how each finished game ended, kept with its table (filled from its finished event)',
    sql: `
ALTER TABLE game_tables ADD COLUMN ending TEXT;
UPDATE game_tables SET ending = (
  SELECT json_extract(e.body, '$.ending') FROM events e
  WHERE e.table_id = game_tables.id AND json_extract(e.body, '$.kind') = 'finished'
  ORDER BY e.seq DESC LIMIT 1
) WHERE status = 'finished';
`,
    postgres: `
ALTER TABLE game_tables ADD COLUMN ending TEXT;
UPDATE game_tables SET ending = (
  SELECT (e.body::jsonb -> 'ending')::text FROM events e
  WHERE e.table_id = game_tables.id AND e.body::jsonb ->> 'kind' = 'finished'
  ORDER BY e.seq DESC LIMIT 1
) WHERE status = 'finished';
`,
  },
  {
    version: 13,
    name: 'rating history in the order of stored ends, with the deviation and volatility before each game',
    // end_order: the order in which rated ends were stored (one number per end; ends stored since
    // take the largest so far plus one, inside the transaction that locks their players'
    // ratings). Existing rows are numbered by time, then table.
    sql: `
ALTER TABLE rating_history ADD COLUMN end_order BIGINT;
ALTER TABLE rating_history ADD COLUMN deviation_before DOUBLE PRECISION;
ALTER TABLE rating_history ADD COLUMN volatility_before DOUBLE PRECISION;
UPDATE rating_history SET end_order = o.n FROM (
  SELECT user_id AS u, table_id AS t, DENSE_RANK() OVER (ORDER BY at, table_id) AS n FROM rating_history
) AS o WHERE rating_history.user_id = o.u AND rating_history.table_id = o.t;
CREATE INDEX rating_history_order ON rating_history(end_order);
CREATE INDEX rating_history_table ON rating_history(table_id);
`,
  },
  {
    version: 14,
    name: 'where players sign in from, and the marks a ban covers',
    sql: `
CREATE TABLE user_origins (
  user_id TEXT NOT NULL REFERENCES users(id),
  mark TEXT NOT NULL,
  at BIGINT NOT NULL,
  PRIMARY KEY (user_id, mark)
);
CREATE TABLE ban_marks (
  mark TEXT NOT NULL,
  sanction_id INTEGER NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id),
  until BIGINT NOT NULL,
  PRIMARY KEY (mark, sanction_id)
);
CREATE INDEX ban_marks_user ON ban_marks(user_id);
`,
  },
  {
    version: 15,
    name: 'tournaments: their settings and state, their entries, the tables their games are played at',
    sql: `
CREATE TABLE tournaments (
  id TEXT PRIMARY KEY,
  organizer_id TEXT NOT NULL REFERENCES users(id),
  status TEXT NOT NULL,
  settings TEXT NOT NULL,
  starts_at BIGINT NOT NULL,
  secret TEXT NOT NULL,
  invite TEXT,
  state TEXT,
  version INTEGER NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX tournaments_status ON tournaments(status, starts_at);
CREATE INDEX tournaments_organizer ON tournaments(organizer_id, status);
CREATE TABLE tournament_entries (
  tournament_id TEXT NOT NULL REFERENCES tournaments(id),
  entrant TEXT NOT NULL,
  user_id TEXT REFERENCES users(id),
  bot TEXT,
  name TEXT NOT NULL,
  rating DOUBLE PRECISION NOT NULL,
  registered_at BIGINT NOT NULL,
  checked_in INTEGER NOT NULL,
  withdrawn INTEGER NOT NULL,
  PRIMARY KEY (tournament_id, entrant)
);
CREATE INDEX tournament_entries_user ON tournament_entries(user_id);
CREATE TABLE tournament_games (
  tournament_id TEXT NOT NULL REFERENCES tournaments(id),
  round INTEGER NOT NULL,
  pairing INTEGER NOT NULL,
  game INTEGER NOT NULL,
  table_id TEXT NOT NULL,
  forfeit TEXT,
  PRIMARY KEY (tournament_id, round, pairing, game)
);
CREATE UNIQUE INDEX tournament_games_table ON tournament_games(table_id);
`,
  },
  {
    version: 16,
    name: "tournaments' chat: one channel per tournament, its lines numbered for the followers' tick",
    sql: `
CREATE TABLE tournament_chat (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  tournament_id TEXT NOT NULL REFERENCES tournaments(id),
  user_id TEXT NOT NULL,
  name TEXT NOT NULL,
  text TEXT NOT NULL,
  at BIGINT NOT NULL
);
CREATE INDEX tournament_chat_tournament ON tournament_chat(tournament_id, seq);
`,
    postgres: `
CREATE TABLE tournament_chat (
  seq BIGSERIAL PRIMARY KEY,
  tournament_id TEXT NOT NULL REFERENCES tournaments(id),
  user_id TEXT NOT NULL,
  name TEXT NOT NULL,
  text TEXT NOT NULL,
  at BIGINT NOT NULL
);
CREATE INDEX tournament_chat_tournament ON tournament_chat(tournament_id, seq);
`,
  },
  {
    version: 17,
    name: "a move is kept in its event's row: one table and one index less to write a move",
    // SQLite has one writer, which refuses a move number it holds already by reading the
    // table's last move; PostgreSQL's processes race, so there a partial index refuses it.
    sql: movesIntoEvents((fields) => `json_object(${fields}, 'events', json('[]'))`),
    postgres: `${movesIntoEvents((fields) => `json_build_object(${fields}, 'events', '[]'::json)::text`)}
CREATE UNIQUE INDEX events_move ON events(table_id, move_number) WHERE move_number IS NOT NULL;
`,
  },
];
