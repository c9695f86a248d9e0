import type pg from 'pg';
import { pgModule } from '../core/optional-modules.js';
import type { ChatChannel, ChatLine, PublicUser, TableEvent } from '@carcassonne/protocol';
import { MIGRATIONS, PROBE_WRITE } from './migrations.js';
import { PostgresVacations } from './postgres-vacations.js';
import { PostgresTournaments } from './postgres-tournaments.js';
import { PostgresTournamentChat } from './postgres-tournament-chat.js';
import {
  checkMoveEvent,
  MOVE_COLUMNS,
  moveFromRow,
  TABLE_COLUMNS,
  tableFromRow,
  tableRowValues,
  type MoveRow,
  type TableRow,
} from './rows.js';
import { GroupCommit } from './postgres-group-commit.js';
import { postgresTraffic } from './postgres-traffic.js';
import type { Traffic } from '../core/traffic.js';
import { PostgresAccounts } from './postgres-accounts.js';
import { PostgresRatings } from './postgres-ratings.js';
import { storeRatedEnd } from './postgres-rated-end.js';
import { param, seatsParts, statementOf } from './postgres-sql.js';
import { PostgresFriends } from './postgres-friends.js';
import { PostgresAlerts } from './postgres-alerts.js';
import { postgresModeration } from './postgres-moderation.js';
import type { ModerationStore } from './moderation.js';
import { PostgresAnalyses } from './postgres-analyses.js';
import type {
  RatingUpdate,
  SessionRow,
  Storage,
  StoredEvent,
  StoredMove,
  StoredTable,
  TableChange,
} from './types.js';

export interface PostgresOptions {
  /** `postgres://user@host:port/database` */
  readonly url: string;
  /** The schema to use (created if missing); default `public`. Tests use a fresh one per run. */
  readonly schema?: string;
  /** Connections in the pool (default 10). */
  readonly poolSize?: number;
}

interface TableRowWithSeats extends TableRow {
  /** Occupants (JSON) in seat order. */
  seats: string[];
}

/** BIGINT columns hold milliseconds and sequence numbers: safe integers, read as numbers. */
const BIGINT_OID = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === BIGINT_OID
      ? (value: string) => Number(value)
      : pgModule().types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

type Query = (text: string, values?: readonly unknown[]) => Promise<pg.QueryResult>;

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * The shared database for several server processes: a connection pool. Every write of a table (a
 * move, a seat taken, a start, a game's end with its ratings) is one statement, atomic by itself,
 * and writes of several tables leave together (group commit, `postgres-group-commit.ts`). Appending a move or an event that
 * exists (another process won the race) throws `StorageConflict`. A lost connection fails the
 * operation (nothing half-written) and the pool reconnects for the next one.
 */
export class PostgresStorage implements Storage {
  private readonly writes: GroupCommit;
  private readonly accounts: PostgresAccounts;
  readonly standings: PostgresRatings;
  readonly friends: PostgresFriends;
  readonly alerts: PostgresAlerts;
  readonly vacations: PostgresVacations;
  readonly tournaments: PostgresTournaments;
  readonly tournamentChat: PostgresTournamentChat;
  readonly moderation: ModerationStore;
  readonly analyses: PostgresAnalyses;
  /** What this process's connections sent and received (statements, round trips, bytes). */
  readonly traffic: Traffic;

  private constructor(
    private readonly pool: pg.Pool,
    /** Names the locks of rated ends, apart from other schemas' in the same database. */
    private readonly schema: string,
  ) {
    this.traffic = postgresTraffic(pool);
    this.writes = new GroupCommit(pool);
    this.standings = new PostgresRatings(
      (text, values) => this.query(text, values),
      (work) => this.transaction(work),
    );
    this.accounts = new PostgresAccounts(
      (text, values) => this.query(text, values),
      (work) => this.transaction(work),
    );
    this.friends = new PostgresFriends((text, values) => this.query(text, values));
    this.alerts = new PostgresAlerts(
      (text, values) => this.query(text, values),
      (work) => this.transaction(work),
    );
    this.vacations = new PostgresVacations(
      (text, values) => this.query(text, values),
      (work) => this.transaction(work),
    );
    this.tournaments = new PostgresTournaments(
      (text, values) => this.query(text, values),
      (work) => this.transaction(work),
    );
    this.tournamentChat = new PostgresTournamentChat(
      (text, values) => this.query(text, values),
      (work) => this.transaction(work),
    );
    this.moderation = postgresModeration(
      (text, values) => this.query(text, values),
      (work) => this.transaction(work),
    );
    this.analyses = new PostgresAnalyses(
      (text, values) => this.query(text, values),
      (work) => this.transaction(work),
    );
  }

  static async open(options: PostgresOptions): Promise<PostgresStorage> {
    const schema = options.schema ?? 'public';
    if (!SCHEMA_NAME.test(schema)) throw new Error(`bad schema name ${JSON.stringify(schema)}`);
    const pool = new (pgModule().Pool)({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      types,
      options: `-c search_path=${schema}`,
      application_name: `carcassonne:${schema}`,
      connectionTimeoutMillis: 5000,
      // Queries never wait forever on a dead connection.
      query_timeout: 15_000,
    });
    // An idle connection dropped by the server (restart, pg_terminate_backend) must not crash us.
    pool.on('error', () => undefined);
    const storage = new PostgresStorage(pool, schema);
    await storage.migrate(schema);
    return storage;
  }

  private async migrate(schema: string): Promise<void> {
    await this.transaction(async (q) => {
      // Several processes may start at once: one creates and migrates, the others wait and find it done.
      await q('SELECT pg_advisory_xact_lock(hashtext($1))', [`carcassonne-migrations:${schema}`]);
      if (schema !== 'public') await q(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      await q(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)',
      );
      const current =
        ((await q('SELECT MAX(version) AS v FROM schema_migrations')).rows[0] as { v: number | null }).v ?? 0;
      for (const m of MIGRATIONS) {
        if (m.version <= current) continue;
        await q(m.postgres ?? m.sql);
        await q('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
          m.version,
          m.name,
          Date.now(),
        ]);
      }
    });
  }

  async schemaVersion(): Promise<number> {
    const r = await this.pool.query('SELECT MAX(version) AS v FROM schema_migrations');
    return (r.rows[0] as { v: number | null }).v ?? 0;
  }

  /** Answers when the database does (readiness). */
  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async probeWrite(): Promise<void> {
    await this.pool.query(PROBE_WRITE);
  }

  private async transaction<T>(work: (q: Query) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    const q: Query = (text, values) => client.query(text, values as unknown[] | undefined);
    let broken: unknown;
    try {
      await q('BEGIN');
      const result = await work(q);
      await q('COMMIT');
      return result;
    } catch (e) {
      broken = e;
      await q('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      // A connection that failed mid-transaction is not reused.
      client.release(
        broken !== undefined && (broken as { code?: unknown }).code !== '23505'
          ? (broken as Error)
          : undefined,
      );
    }
  }

  private query(text: string, values?: readonly unknown[]): Promise<pg.QueryResult> {
    return this.pool.query(text, values as unknown[] | undefined);
  }

  // ---- users ----------------------------------------------------------------------------

  async createUser(user: { id: string; name: string; createdAt: number }, secretHash: string): Promise<void> {
    await this.transaction(async (q) => {
      await q('INSERT INTO users (id, name, created_at) VALUES ($1, $2, $3)', [
        user.id,
        user.name,
        user.createdAt,
      ]);
      await q('INSERT INTO user_secrets (hash, user_id, created_at) VALUES ($1, $2, $3)', [
        secretHash,
        user.id,
        user.createdAt,
      ]);
    });
  }

  async userBySecret(secretHash: string): Promise<PublicUser | null> {
    const r = await this.query(
      'SELECT u.id, u.name, l.username FROM user_secrets s JOIN users u ON u.id = s.user_id LEFT JOIN logins l ON l.user_id = u.id WHERE s.hash = $1',
      [secretHash],
    );
    const row = r.rows[0] as { id: string; name: string; username: string | null } | undefined;
    return row ? { id: row.id, name: row.name, username: row.username } : null;
  }

  async user(id: string): Promise<PublicUser | null> {
    const r = await this.query(
      'SELECT u.id, u.name, l.username FROM users u LEFT JOIN logins l ON l.user_id = u.id WHERE u.id = $1',
      [id],
    );
    const row = r.rows[0] as { id: string; name: string; username: string | null } | undefined;
    return row ? { id: row.id, name: row.name, username: row.username } : null;
  }

  async addSecret(userId: string, secretHash: string, at: number): Promise<void> {
    await this.query('INSERT INTO user_secrets (hash, user_id, created_at) VALUES ($1, $2, $3)', [
      secretHash,
      userId,
      at,
    ]);
  }

  async setLogin(userId: string, username: string, passwordHash: string): Promise<boolean> {
    const r = await this.query(
      'INSERT INTO logins (username, user_id, password_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [username, userId, passwordHash],
    );
    return r.rowCount === 1;
  }

  async login(username: string): Promise<{ userId: string; passwordHash: string } | null> {
    const r = await this.query('SELECT user_id, password_hash FROM logins WHERE username = $1', [username]);
    const row = r.rows[0] as { user_id: string; password_hash: string } | undefined;
    return row ? { userId: row.user_id, passwordHash: row.password_hash } : null;
  }

  // ---- accounts and sessions (postgres-accounts.ts) --------------------------------------

  useSecret(secretHash: string, now: number, idleMs: number): Promise<PublicUser | null> {
    return this.accounts.useSecret(secretHash, now, idleMs);
  }
  labelSecret(secretHash: string, label: string): Promise<void> {
    return this.accounts.labelSecret(secretHash, label);
  }
  sessions(userId: string): Promise<SessionRow[]> {
    return this.accounts.sessions(userId);
  }
  revokeSecret(secretHash: string): Promise<void> {
    return this.accounts.revokeSecret(secretHash);
  }
  revokeSessions(userId: string, sessionId: string | null): Promise<number> {
    return this.accounts.revokeSessions(userId, sessionId);
  }
  setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    return this.accounts.setPasswordHash(userId, passwordHash);
  }
  nameHolder(nameKey: string): Promise<string | null> {
    return this.accounts.nameHolder(nameKey);
  }
  reserveName(userId: string, nameKey: string): Promise<boolean> {
    return this.accounts.reserveName(userId, nameKey);
  }
  mergeFinishedGames(fromUser: string, intoUser: string): Promise<{ merged: number; unfinished: number }> {
    return this.accounts.mergeFinishedGames(fromUser, intoUser);
  }

  // ---- tables ---------------------------------------------------------------------------

  async createTable(t: StoredTable): Promise<void> {
    const values: unknown[] = [];
    const columns = tableRowValues(t).map((v) => param(values, v));
    const parts = [
      `t AS (INSERT INTO game_tables (${TABLE_COLUMNS}) VALUES (${columns.join(', ')}) RETURNING 1)`,
      ...seatsParts(t.id, t.seats, values, ''),
    ];
    await this.query(statementOf(parts)!, values);
  }

  async updateTable(
    id: string,
    change: TableChange,
    events: readonly StoredEvent[],
    ratings?: RatingUpdate,
  ): Promise<readonly StoredEvent[]> {
    const write = { tableId: id, move: null, change, events };
    if (ratings) return storeRatedEnd((work) => this.transaction(work), this.schema, write, ratings);
    await this.writes.write({ ...write, ratings: null });
    return events;
  }

  async commitMove(
    move: StoredMove,
    change: TableChange,
    events: readonly StoredEvent[],
    ratings?: RatingUpdate,
  ): Promise<readonly StoredEvent[]> {
    checkMoveEvent(move, events);
    const write = { tableId: move.tableId, move, change, events };
    if (ratings) return storeRatedEnd((work) => this.transaction(work), this.schema, write, ratings);
    await this.writes.write({ ...write, ratings: null });
    return events;
  }

  /** Tables with their seats, in one round trip. */
  private async tables(where: string, values: readonly unknown[]): Promise<StoredTable[]> {
    const r = await this.query(
      `SELECT t.*, ARRAY(SELECT occupant FROM seats s WHERE s.table_id = t.id ORDER BY s.seat) AS seats FROM game_tables t ${where}`,
      values,
    );
    return (r.rows as TableRowWithSeats[]).map((row) => tableFromRow(row, row.seats));
  }

  async table(id: string): Promise<StoredTable | null> {
    return (await this.tables('WHERE t.id = $1', [id]))[0] ?? null;
  }

  async unfinishedTables(): Promise<StoredTable[]> {
    return this.tables("WHERE t.status IN ('open', 'playing') ORDER BY t.created_at", []);
  }

  async moves(tableId: string): Promise<StoredMove[]> {
    const r = await this.query(
      `SELECT ${MOVE_COLUMNS} FROM events WHERE table_id = $1 AND move_number IS NOT NULL ORDER BY seq`,
      [tableId],
    );
    return (r.rows as MoveRow[]).map(moveFromRow);
  }

  async moveByClientId(tableId: string, userId: string, clientId: string): Promise<StoredMove | null> {
    const r = await this.query(
      `SELECT ${MOVE_COLUMNS} FROM events WHERE table_id = $1 AND user_id = $2 AND client_id = $3 ORDER BY seq LIMIT 1`,
      [tableId, userId, clientId],
    );
    const row = r.rows[0] as MoveRow | undefined;
    return row ? moveFromRow(row) : null;
  }

  async eventsSince(tableId: string, seq: number, limit?: number): Promise<StoredEvent[]> {
    const r =
      limit === undefined
        ? await this.query('SELECT seq, body FROM events WHERE table_id = $1 AND seq > $2 ORDER BY seq', [
            tableId,
            seq,
          ])
        : await this.query(
            'SELECT seq, body FROM events WHERE table_id = $1 AND seq > $2 ORDER BY seq DESC LIMIT $3',
            [tableId, seq, limit],
          );
    const rows = r.rows as { seq: number; body: string }[];
    if (limit !== undefined) rows.reverse();
    return rows.map((row) => ({
      seq: row.seq,
      event: JSON.parse(row.body) as TableEvent,
    }));
  }

  async lastSeq(tableId: string): Promise<number> {
    const r = await this.query('SELECT MAX(seq) AS s FROM events WHERE table_id = $1', [tableId]);
    return (r.rows[0] as { s: number | null }).s ?? 0;
  }

  // ---- chat -----------------------------------------------------------------------------

  async addChat(tableId: string, channel: ChatChannel, line: ChatLine, keep: number): Promise<void> {
    await this.query(
      'INSERT INTO chat (table_id, channel, user_id, name, text, at) VALUES ($1, $2, $3, $4, $5, $6)',
      [tableId, channel, line.user, line.name, line.text, line.at],
    );
    // The channel keeps its newest `keep` lines; older ones are dropped.
    await this.query(
      'DELETE FROM chat WHERE table_id = $1 AND channel = $2 AND line <= (SELECT line FROM chat WHERE table_id = $1 AND channel = $2 ORDER BY line DESC OFFSET $3 LIMIT 1)',
      [tableId, channel, keep],
    );
  }

  async recentChat(tableId: string, channel: ChatChannel, limit: number): Promise<ChatLine[]> {
    const r = await this.query(
      'SELECT user_id, name, text, at FROM chat WHERE table_id = $1 AND channel = $2 ORDER BY line DESC LIMIT $3',
      [tableId, channel, limit],
    );
    return (r.rows as { user_id: string; name: string; text: string; at: number }[])
      .reverse()
      .map((row) => ({ user: row.user_id, name: row.name, text: row.text, at: row.at }));
  }

  // ---- ratings and history --------------------------------------------------------------

  async finishedTablesOf(userId: string, limit: number): Promise<StoredTable[]> {
    return this.tables(
      "WHERE t.status = 'finished' AND t.id IN (SELECT table_id FROM seats WHERE user_id = $1) ORDER BY t.finished_at DESC LIMIT $2",
      [userId, limit],
    );
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
