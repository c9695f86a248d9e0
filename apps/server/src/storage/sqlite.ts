import type Database from 'better-sqlite3';
import type { ChatChannel, ChatLine, PublicUser, TableEvent } from '@carcassonne/protocol';
import { PROBE_WRITE } from './migrations.js';
import { SqliteAccounts } from './sqlite-accounts.js';
import { SqliteRatings } from './sqlite-ratings.js';
import { SqliteFriends } from './sqlite-friends.js';
import { SqliteAlerts } from './sqlite-alerts.js';
import { SqliteVacations } from './sqlite-vacations.js';
import { SqliteTournaments } from './sqlite-tournaments.js';
import { SqliteTournamentChat } from './sqlite-tournament-chat.js';
import { sqliteModeration } from './sqlite-moderation.js';
import type { ModerationStore } from './moderation.js';
import { SqliteAnalyses } from './sqlite-analyses.js';
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
import {
  StorageConflict,
  type RatingUpdate,
  type SessionRow,
  type Storage,
  type StoredEvent,
  type StoredMove,
  type StoredTable,
  type TableChange,
} from './types.js';
import { eventText } from './event-text.js';
import { DEFAULT_GROUP_COMMIT_MS, SqliteGroupCommit } from './sqlite-group-commit.js';
import { SqliteCheckpointer } from './sqlite-checkpointer.js';
import { openConnection, pageCacheKb, schemaVersion } from './sqlite-connection.js';

export interface SqliteOptions {
  readonly file: string;
  /**
   * `NORMAL` (default): with WAL a commit survives a process crash (SIGKILL) but may be lost on
   * power loss; `FULL` also survives power loss at the cost of an fsync per move.
   */
  readonly synchronous?: 'NORMAL' | 'FULL';
  /**
   * How long the first table write of a group waits for others before their one commit (ms; 0:
   * the writes of one turn of the event loop). See `SqliteGroupCommit`.
   */
  readonly groupCommitMs?: number;
  /**
   * Checkpoint the log from a thread of its own every this many ms (`SqliteCheckpointer`); 0 or
   * absent: SQLite checkpoints in the commit that fills the log, on the event loop.
   */
  readonly checkpointMs?: number;
  /** The most memory SQLite's page cache may hold, in KiB (absent: `DEFAULT_CACHE_KB`). */
  readonly cacheKb?: number;
}

export { DEFAULT_CACHE_KB } from './sqlite-connection.js';
export { DEFAULT_GROUP_COMMIT_MS } from './sqlite-group-commit.js';
export { DEFAULT_CHECKPOINT_MS } from './sqlite-checkpointer.js';

/** The embedded database: one SQLite file in WAL mode; table writes are group-committed (see `grouped`), the rest run one synchronous transaction each. */
export class SqliteStorage implements Storage {
  private readonly db: Database.Database;
  private readonly statements = new Map<string, Database.Statement>();
  private readonly accounts: SqliteAccounts;
  readonly standings: SqliteRatings;
  readonly friends: SqliteFriends;
  readonly alerts: SqliteAlerts;
  readonly vacations: SqliteVacations;
  readonly tournaments: SqliteTournaments;
  readonly tournamentChat: SqliteTournamentChat;
  readonly moderation: ModerationStore;
  readonly analyses: SqliteAnalyses;
  private readonly groupCommit: SqliteGroupCommit;
  /** The log's checkpoints in a thread of their own, if asked for (`checkpointMs`). */
  checkpointer: SqliteCheckpointer | null = null;

  private constructor(db: Database.Database, groupCommitMs: number) {
    this.db = db;
    this.groupCommit = new SqliteGroupCommit(db, groupCommitMs);
    this.accounts = new SqliteAccounts(db, (text) => this.sql(text));
    this.standings = new SqliteRatings(
      (text) => this.sql(text),
      (work) => db.transaction(work)(),
    );
    this.friends = new SqliteFriends((text) => this.sql(text));
    this.alerts = new SqliteAlerts(db, (text) => this.sql(text));
    this.vacations = new SqliteVacations(db, (text) => this.sql(text));
    this.tournaments = new SqliteTournaments(db, (text) => this.sql(text));
    this.tournamentChat = new SqliteTournamentChat((text) => this.sql(text));
    this.moderation = sqliteModeration(db, (text) => this.sql(text));
    this.analyses = new SqliteAnalyses(db, (text) => this.sql(text));
  }

  static open(options: SqliteOptions): SqliteStorage {
    const synchronous = options.synchronous ?? 'NORMAL';
    const db = openConnection(options.file, synchronous, options.cacheKb);
    const storage = new SqliteStorage(db, options.groupCommitMs ?? DEFAULT_GROUP_COMMIT_MS);
    const checkpointMs = options.checkpointMs ?? 0;
    if (options.file !== ':memory:' && checkpointMs > 0)
      storage.checkpointer = new SqliteCheckpointer(db, options.file, checkpointMs, synchronous);
    return storage;
  }

  /** The most memory SQLite's page cache may hold, in KiB (as the connection reads it). */
  pageCacheKb(): number {
    return pageCacheKb(this.db);
  }

  /** Versions applied so far. */
  schemaVersion(): number {
    return schemaVersion(this.db);
  }

  private sql(text: string): Database.Statement {
    let s = this.statements.get(text);
    if (!s) {
      s = this.db.prepare(text);
      this.statements.set(text, s);
    }
    return s;
  }

  // ---- users ----------------------------------------------------------------------------

  async createUser(user: { id: string; name: string; createdAt: number }, secretHash: string): Promise<void> {
    this.db.transaction(() => {
      this.sql('INSERT INTO users (id, name, created_at) VALUES (?, ?, ?)').run(
        user.id,
        user.name,
        user.createdAt,
      );
      this.sql('INSERT INTO user_secrets (hash, user_id, created_at) VALUES (?, ?, ?)').run(
        secretHash,
        user.id,
        user.createdAt,
      );
    })();
  }

  async userBySecret(secretHash: string): Promise<PublicUser | null> {
    const row = this.sql(
      'SELECT u.id, u.name, l.username FROM user_secrets s JOIN users u ON u.id = s.user_id LEFT JOIN logins l ON l.user_id = u.id WHERE s.hash = ?',
    ).get(secretHash) as { id: string; name: string; username: string | null } | undefined;
    return row ? { id: row.id, name: row.name, username: row.username } : null;
  }

  async user(id: string): Promise<PublicUser | null> {
    const row = this.sql(
      'SELECT u.id, u.name, l.username FROM users u LEFT JOIN logins l ON l.user_id = u.id WHERE u.id = ?',
    ).get(id) as { id: string; name: string; username: string | null } | undefined;
    return row ? { id: row.id, name: row.name, username: row.username } : null;
  }

  async addSecret(userId: string, secretHash: string, at: number): Promise<void> {
    this.sql('INSERT INTO user_secrets (hash, user_id, created_at) VALUES (?, ?, ?)').run(
      secretHash,
      userId,
      at,
    );
  }

  async setLogin(userId: string, username: string, passwordHash: string): Promise<boolean> {
    const r = this.sql(
      'INSERT INTO logins (username, user_id, password_hash) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
    ).run(username, userId, passwordHash);
    return r.changes === 1;
  }

  async login(username: string): Promise<{ userId: string; passwordHash: string } | null> {
    const row = this.sql('SELECT user_id, password_hash FROM logins WHERE username = ?').get(username) as
      | { user_id: string; password_hash: string }
      | undefined;
    return row ? { userId: row.user_id, passwordHash: row.password_hash } : null;
  }

  // ---- accounts and sessions (sqlite-accounts.ts) ----------------------------------------

  async useSecret(secretHash: string, now: number, idleMs: number): Promise<PublicUser | null> {
    return this.accounts.useSecret(secretHash, now, idleMs);
  }
  async labelSecret(secretHash: string, label: string): Promise<void> {
    this.accounts.labelSecret(secretHash, label);
  }
  async sessions(userId: string): Promise<SessionRow[]> {
    return this.accounts.sessions(userId);
  }
  async revokeSecret(secretHash: string): Promise<void> {
    this.accounts.revokeSecret(secretHash);
  }
  async revokeSessions(userId: string, sessionId: string | null): Promise<number> {
    return this.accounts.revokeSessions(userId, sessionId);
  }
  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    this.accounts.setPasswordHash(userId, passwordHash);
  }
  async nameHolder(nameKey: string): Promise<string | null> {
    return this.accounts.nameHolder(nameKey);
  }
  async reserveName(userId: string, nameKey: string): Promise<boolean> {
    return this.accounts.reserveName(userId, nameKey);
  }
  async mergeFinishedGames(
    fromUser: string,
    intoUser: string,
  ): Promise<{ merged: number; unfinished: number }> {
    return this.accounts.mergeFinishedGames(fromUser, intoUser);
  }

  // ---- tables ---------------------------------------------------------------------------

  async createTable(t: StoredTable): Promise<void> {
    this.db.transaction(() => {
      const values = tableRowValues(t);
      this.sql(`INSERT INTO game_tables (${TABLE_COLUMNS}) VALUES (${values.map(() => '?').join(', ')})`).run(
        ...values,
      );
      this.writeSeats(t.id, t.seats);
    })();
  }

  private writeSeats(tableId: string, seats: StoredTable['seats']): void {
    this.sql('DELETE FROM seats WHERE table_id = ?').run(tableId);
    const insert = this.sql('INSERT INTO seats (table_id, seat, occupant, user_id) VALUES (?, ?, ?, ?)');
    seats.forEach((s, i) => {
      insert.run(tableId, i, JSON.stringify(s), s.kind === 'human' ? s.user : null);
    });
  }

  private applyChange(id: string, change: TableChange): void {
    const sets: string[] = [];
    const values: unknown[] = [];
    const put = (column: string, value: unknown) => {
      sets.push(`${column} = ?`);
      values.push(value);
    };
    if (change.host !== undefined) put('host_id', change.host);
    if (change.status !== undefined) put('status', change.status);
    if (change.setup !== undefined) put('setup', change.setup ? JSON.stringify(change.setup) : null);
    if (change.deadline !== undefined) put('deadline', change.deadline);
    if (change.substitutes !== undefined) put('substitutes', JSON.stringify(change.substitutes));
    if (change.finishedAt !== undefined) put('finished_at', change.finishedAt);
    if (change.scores !== undefined) put('scores', change.scores ? JSON.stringify(change.scores) : null);
    if (change.ending !== undefined) put('ending', change.ending ? JSON.stringify(change.ending) : null);
    if (change.settings !== undefined) put('settings', JSON.stringify(change.settings));
    if (sets.length > 0)
      this.sql(`UPDATE game_tables SET ${sets.join(', ')} WHERE id = ?`).run(...values, id);
    if (change.seats !== undefined) this.writeSeats(id, change.seats);
  }

  /** A table's events; `move`, when given, goes into the row of its event (its seq). */
  private insertEvents(tableId: string, events: readonly StoredEvent[], move?: StoredMove): void {
    const insert = this.sql(
      'INSERT INTO events (table_id, seq, body, move_number, seat, move, user_id, client_id, played_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (const e of events) {
      const m = e.seq === move?.seq ? move : null;
      insert.run(
        tableId,
        e.seq,
        eventText(e),
        m?.number ?? null,
        m?.seat ?? null,
        m?.move ?? null,
        m?.userId ?? null,
        m?.clientId ?? null,
        m?.at ?? null,
      );
    }
  }

  /** Table writes are group-committed (`SqliteGroupCommit`): resolved only once committed. */
  private grouped(tableId: string, write: () => void): Promise<void> {
    return this.groupCommit.write(tableId, write);
  }

  async updateTable(
    id: string,
    change: TableChange,
    events: readonly StoredEvent[],
    ratings?: RatingUpdate,
  ): Promise<readonly StoredEvent[]> {
    let stored = events;
    await this.grouped(id, () => {
      const rated = ratings ? this.standings.rateAndWrite(ratings) : null;
      if (rated) stored = [...events, ...rated.events];
      this.applyChange(id, { ...change, ...rated?.change });
      this.insertEvents(id, stored);
    });
    return stored;
  }

  async commitMove(
    move: StoredMove,
    change: TableChange,
    events: readonly StoredEvent[],
    ratings?: RatingUpdate,
  ): Promise<readonly StoredEvent[]> {
    checkMoveEvent(move, events);
    let stored = events;
    await this.grouped(move.tableId, () => {
      const rated = ratings ? this.standings.rateAndWrite(ratings) : null;
      if (rated) stored = [...events, ...rated.events];
      // The last move's number, found from the end of the table's events (pages the write
      // touches anyway): a number held already lost a race, as a taken seq does.
      const last = this.sql(
        'SELECT move_number FROM events WHERE table_id = ? AND move_number IS NOT NULL ORDER BY seq DESC LIMIT 1',
      ).get(move.tableId) as { move_number: number } | undefined;
      if (last && last.move_number >= move.number) throw new StorageConflict(move.tableId);
      this.applyChange(move.tableId, { ...change, ...rated?.change });
      this.insertEvents(move.tableId, stored, move);
    });
    return stored;
  }

  private tableOf(row: TableRow): StoredTable {
    const seats = this.sql('SELECT occupant FROM seats WHERE table_id = ? ORDER BY seat').all(row.id) as {
      occupant: string;
    }[];
    return tableFromRow(
      row,
      seats.map((s) => s.occupant),
    );
  }

  async table(id: string): Promise<StoredTable | null> {
    const row = this.sql('SELECT * FROM game_tables WHERE id = ?').get(id) as TableRow | undefined;
    return row ? this.tableOf(row) : null;
  }

  async unfinishedTables(): Promise<StoredTable[]> {
    const rows = this.sql(
      "SELECT * FROM game_tables WHERE status IN ('open', 'playing') ORDER BY created_at",
    ).all() as TableRow[];
    return rows.map((r) => this.tableOf(r));
  }

  async moves(tableId: string): Promise<StoredMove[]> {
    return (
      this.sql(
        `SELECT ${MOVE_COLUMNS} FROM events WHERE table_id = ? AND move_number IS NOT NULL ORDER BY seq`,
      ).all(tableId) as MoveRow[]
    ).map(moveFromRow);
  }

  async moveByClientId(tableId: string, userId: string, clientId: string): Promise<StoredMove | null> {
    const r = this.sql(
      `SELECT ${MOVE_COLUMNS} FROM events WHERE table_id = ? AND user_id = ? AND client_id = ? ORDER BY seq LIMIT 1`,
    ).get(tableId, userId, clientId) as MoveRow | undefined;
    return r ? moveFromRow(r) : null;
  }

  async eventsSince(tableId: string, seq: number, limit?: number): Promise<StoredEvent[]> {
    const rows = (
      limit === undefined
        ? this.sql('SELECT seq, body FROM events WHERE table_id = ? AND seq > ? ORDER BY seq').all(
            tableId,
            seq,
          )
        : this.sql('SELECT seq, body FROM events WHERE table_id = ? AND seq > ? ORDER BY seq DESC LIMIT ?')
            .all(tableId, seq, limit)
            .reverse()
    ) as { seq: number; body: string }[];
    return rows.map((r) => ({ seq: r.seq, event: JSON.parse(r.body) as TableEvent }));
  }

  async lastSeq(tableId: string): Promise<number> {
    const row = this.sql('SELECT MAX(seq) AS s FROM events WHERE table_id = ?').get(tableId) as {
      s: number | null;
    };
    return row.s ?? 0;
  }

  // ---- chat -----------------------------------------------------------------------------

  async addChat(tableId: string, channel: ChatChannel, line: ChatLine, keep: number): Promise<void> {
    this.sql('INSERT INTO chat (table_id, channel, user_id, name, text, at) VALUES (?, ?, ?, ?, ?, ?)').run(
      tableId,
      channel,
      line.user,
      line.name,
      line.text,
      line.at,
    );
    // The channel keeps its newest `keep` lines; older ones are dropped.
    this.sql(
      'DELETE FROM chat WHERE table_id = ? AND channel = ? AND rowid <= (SELECT rowid FROM chat WHERE table_id = ? AND channel = ? ORDER BY rowid DESC LIMIT 1 OFFSET ?)',
    ).run(tableId, channel, tableId, channel, keep);
  }

  async recentChat(tableId: string, channel: ChatChannel, limit: number): Promise<ChatLine[]> {
    const rows = this.sql(
      'SELECT user_id, name, text, at FROM chat WHERE table_id = ? AND channel = ? ORDER BY rowid DESC LIMIT ?',
    ).all(tableId, channel, limit) as {
      user_id: string;
      name: string;
      text: string;
      at: number;
    }[];
    return rows.reverse().map((r) => ({ user: r.user_id, name: r.name, text: r.text, at: r.at }));
  }

  // ---- ratings and history --------------------------------------------------------------

  async finishedTablesOf(userId: string, limit: number): Promise<StoredTable[]> {
    const rows = this.sql(
      "SELECT t.* FROM game_tables t WHERE t.status = 'finished' AND t.id IN (SELECT table_id FROM seats WHERE user_id = ?) ORDER BY t.finished_at DESC LIMIT ?",
    ).all(userId, limit) as TableRow[];
    return rows.map((r) => this.tableOf(r));
  }

  async ping(): Promise<void> {
    this.sql('SELECT 1').get();
  }

  async probeWrite(): Promise<void> {
    this.sql(PROBE_WRITE).run();
  }

  async close(): Promise<void> {
    this.groupCommit.flush();
    await this.checkpointer?.stop();
    if (this.db.open) this.db.close();
  }
}
