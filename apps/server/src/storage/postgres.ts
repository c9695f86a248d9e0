import pg from 'pg';
import type { ChatChannel, ChatLine, PublicUser, TableEvent } from '@carcassonne/protocol';
import { MIGRATIONS } from './migrations.js';
import { StorageConflict, type RatingUpdate, type Storage, type StoredEvent, type StoredMove, type StoredTable, type TableChange } from './types.js';

export interface PostgresOptions {
  /** `postgres://user@host:port/database` */
  readonly url: string;
  /** The schema to use (created if missing); default `public`. Tests use a fresh one per run. */
  readonly schema?: string;
  /** Connections in the pool (default 10). */
  readonly poolSize?: number;
}

interface TableRow {
  id: string;
  host_id: string;
  game: string;
  settings: string;
  invite: string | null;
  status: string;
  setup: string | null;
  deadline: number | null;
  substitutes: string;
  test_tiles: number | null;
  created_at: number;
  finished_at: number | null;
  scores: string | null;
}

interface MoveRow {
  table_id: string;
  move_number: number;
  seat: number;
  move: string;
  user_id: string | null;
  client_id: string | null;
  seq: number;
  played_at: number;
}

/** BIGINT columns hold milliseconds and sequence numbers: safe integers, read as numbers. */
const BIGINT_OID = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === BIGINT_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

type Query = (text: string, values?: readonly unknown[]) => Promise<pg.QueryResult>;

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * The shared database for several server processes: a connection pool; every method that writes
 * several rows runs one transaction. Appending a move or an event that exists (another process won
 * the race) throws `StorageConflict`. A lost connection fails the operation (nothing half-written:
 * the transaction is rolled back by the server) and the pool reconnects for the next one.
 */
/** Moves written by one statement at most. */
const MOVES_PER_STATEMENT = 50;
/** Statements of moves on their way at once; further moves wait for one of them (group commit). */
const STATEMENTS_IN_FLIGHT = 1;

interface PendingMove {
  readonly move: StoredMove;
  readonly change: TableChange;
  readonly events: readonly StoredEvent[];
  readonly resolve: () => void;
  readonly reject: (e: unknown) => void;
}

/** A move's rows as data-modifying CTEs (named with `i`), its values appended to `values`. */
function moveParts(move: StoredMove, change: TableChange, events: readonly StoredEvent[], values: unknown[], i: number): string[] {
  const p = (value: unknown): string => {
    values.push(value);
    return `$${values.length}`;
  };
  const fields = [move.tableId, move.number, move.seat, move.move, move.userId, move.clientId, move.seq, move.at];
  const parts = [`m${i} AS (INSERT INTO moves (table_id, move_number, seat, move, user_id, client_id, seq, played_at) VALUES (${fields.map(p).join(', ')}) RETURNING 1)`];
  if (events.length > 0) parts.push(`e${i} AS (INSERT INTO events (table_id, seq, body) VALUES ${events.map((e) => `(${p(move.tableId)}, ${p(e.seq)}, ${p(JSON.stringify(e.event))})`).join(', ')} RETURNING 1)`);
  const sets: string[] = [];
  if (change.status !== undefined) sets.push(`status = ${p(change.status)}`);
  if (change.deadline !== undefined) sets.push(`deadline = ${p(change.deadline)}::bigint`);
  if (change.substitutes !== undefined) sets.push(`substitutes = ${p(JSON.stringify(change.substitutes))}`);
  if (change.finishedAt !== undefined) sets.push(`finished_at = ${p(change.finishedAt)}::bigint`);
  if (change.scores !== undefined) sets.push(`scores = ${p(change.scores ? JSON.stringify(change.scores) : null)}`);
  if (sets.length > 0) parts.push(`u${i} AS (UPDATE game_tables SET ${sets.join(', ')} WHERE id = ${p(move.tableId)} RETURNING 1)`);
  return parts;
}

export class PostgresStorage implements Storage {
  private readonly pendingMoves: PendingMove[] = [];
  private movesInFlight = 0;

  private constructor(private readonly pool: pg.Pool) {}

  static async open(options: PostgresOptions): Promise<PostgresStorage> {
    const schema = options.schema ?? 'public';
    if (!SCHEMA_NAME.test(schema)) throw new Error(`bad schema name ${JSON.stringify(schema)}`);
    const pool = new pg.Pool({
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
    const storage = new PostgresStorage(pool);
    await storage.migrate(schema);
    return storage;
  }

  private async migrate(schema: string): Promise<void> {
    await this.transaction(async (q) => {
      // Several processes may start at once: one creates and migrates, the others wait and find it done.
      await q('SELECT pg_advisory_xact_lock(hashtext($1))', [`carcassonne-migrations:${schema}`]);
      if (schema !== 'public') await q(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      await q('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)');
      const current = ((await q('SELECT MAX(version) AS v FROM schema_migrations')).rows[0] as { v: number | null }).v ?? 0;
      for (const m of MIGRATIONS) {
        if (m.version <= current) continue;
        await q(m.postgres ?? m.sql);
        await q('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [m.version, m.name, Date.now()]);
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

  private async transaction<T>(work: (q: Query) => Promise<T>, tableId?: string): Promise<T> {
    const client = await this.pool.connect();
    const q: Query = (text, values) => client.query(text, values as unknown[] | undefined);
    let broken: unknown = undefined;
    try {
      await q('BEGIN');
      const result = await work(q);
      await q('COMMIT');
      return result;
    } catch (e) {
      broken = e;
      await q('ROLLBACK').catch(() => undefined);
      if (tableId !== undefined && (e as { code?: unknown }).code === '23505') throw new StorageConflict(tableId);
      throw e;
    } finally {
      // A connection that failed mid-transaction is not reused.
      client.release(broken !== undefined && (broken as { code?: unknown }).code !== '23505' ? (broken as Error) : undefined);
    }
  }

  private query(text: string, values?: readonly unknown[]): Promise<pg.QueryResult> {
    return this.pool.query(text, values as unknown[] | undefined);
  }

  // ---- users ----------------------------------------------------------------------------

  async createUser(user: { id: string; name: string; createdAt: number }, secretHash: string): Promise<void> {
    await this.transaction(async (q) => {
      await q('INSERT INTO users (id, name, created_at) VALUES ($1, $2, $3)', [user.id, user.name, user.createdAt]);
      await q('INSERT INTO user_secrets (hash, user_id, created_at) VALUES ($1, $2, $3)', [secretHash, user.id, user.createdAt]);
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
    const r = await this.query('SELECT u.id, u.name, l.username FROM users u LEFT JOIN logins l ON l.user_id = u.id WHERE u.id = $1', [id]);
    const row = r.rows[0] as { id: string; name: string; username: string | null } | undefined;
    return row ? { id: row.id, name: row.name, username: row.username } : null;
  }

  async addSecret(userId: string, secretHash: string, at: number): Promise<void> {
    await this.query('INSERT INTO user_secrets (hash, user_id, created_at) VALUES ($1, $2, $3)', [secretHash, userId, at]);
  }

  async setLogin(userId: string, username: string, passwordHash: string): Promise<boolean> {
    const r = await this.query('INSERT INTO logins (username, user_id, password_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [username, userId, passwordHash]);
    return r.rowCount === 1;
  }

  async login(username: string): Promise<{ userId: string; passwordHash: string } | null> {
    const r = await this.query('SELECT user_id, password_hash FROM logins WHERE username = $1', [username]);
    const row = r.rows[0] as { user_id: string; password_hash: string } | undefined;
    return row ? { userId: row.user_id, passwordHash: row.password_hash } : null;
  }

  // ---- tables ---------------------------------------------------------------------------

  async createTable(t: StoredTable): Promise<void> {
    await this.transaction(async (q) => {
      await q(
        `INSERT INTO game_tables (id, host_id, game, settings, invite, status, setup, deadline, substitutes, test_tiles, created_at, finished_at, scores)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          t.id,
          t.host,
          t.game,
          JSON.stringify(t.settings),
          t.invite,
          t.status,
          t.setup ? JSON.stringify(t.setup) : null,
          t.deadline,
          JSON.stringify(t.substitutes),
          t.testTiles,
          t.createdAt,
          t.finishedAt,
          t.scores ? JSON.stringify(t.scores) : null,
        ],
      );
      await this.writeSeats(q, t.id, t.seats);
    });
  }

  private async writeSeats(q: Query, tableId: string, seats: StoredTable['seats']): Promise<void> {
    await q('DELETE FROM seats WHERE table_id = $1', [tableId]);
    for (const [i, s] of seats.entries())
      await q('INSERT INTO seats (table_id, seat, occupant, user_id) VALUES ($1, $2, $3, $4)', [tableId, i, JSON.stringify(s), s.kind === 'human' ? s.user : null]);
  }

  private async applyChange(q: Query, id: string, change: TableChange): Promise<void> {
    const sets: string[] = [];
    const values: unknown[] = [];
    const put = (column: string, value: unknown) => {
      values.push(value);
      sets.push(`${column} = $${values.length}`);
    };
    if (change.status !== undefined) put('status', change.status);
    if (change.setup !== undefined) put('setup', change.setup ? JSON.stringify(change.setup) : null);
    if (change.deadline !== undefined) put('deadline', change.deadline);
    if (change.substitutes !== undefined) put('substitutes', JSON.stringify(change.substitutes));
    if (change.finishedAt !== undefined) put('finished_at', change.finishedAt);
    if (change.scores !== undefined) put('scores', change.scores ? JSON.stringify(change.scores) : null);
    if (sets.length > 0) await q(`UPDATE game_tables SET ${sets.join(', ')} WHERE id = $${values.length + 1}`, [...values, id]);
    if (change.seats !== undefined) await this.writeSeats(q, id, change.seats);
  }

  private async insertEvents(q: Query, tableId: string, events: readonly StoredEvent[]): Promise<void> {
    if (events.length === 0) return;
    // One statement for all of them: fewer round trips per move.
    const values: unknown[] = [];
    const rows = events.map((e) => {
      values.push(tableId, e.seq, JSON.stringify(e.event));
      return `($${values.length - 2}, $${values.length - 1}, $${values.length})`;
    });
    await q(`INSERT INTO events (table_id, seq, body) VALUES ${rows.join(', ')}`, values);
  }

  async updateTable(id: string, change: TableChange, events: readonly StoredEvent[]): Promise<void> {
    await this.transaction(async (q) => {
      // Events first: a lost race fails before anything else is written.
      await this.insertEvents(q, id, events);
      await this.applyChange(q, id, change);
    }, id);
  }

  async commitMove(move: StoredMove, change: TableChange, events: readonly StoredEvent[], ratings?: RatingUpdate): Promise<void> {
    if (!ratings && change.seats === undefined && change.setup === undefined) return this.commitMoveInOneStatement(move, change, events);
    await this.transaction(async (q) => {
      await q('INSERT INTO moves (table_id, move_number, seat, move, user_id, client_id, seq, played_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)', [
        move.tableId,
        move.number,
        move.seat,
        move.move,
        move.userId,
        move.clientId,
        move.seq,
        move.at,
      ]);
      await this.insertEvents(q, move.tableId, events);
      await this.applyChange(q, move.tableId, change);
      if (ratings) await this.writeRatings(q, ratings);
    }, move.tableId);
  }

  /**
   * The usual move as one statement (atomic by itself): one round trip instead of six
   * (BEGIN, three writes, COMMIT). Group commit: while a statement of moves is on its way, moves
   * asked for meanwhile wait and then leave together in the next one (one round trip, one commit,
   * one WAL flush for all of them), so the busier the server, the fewer statements per move. A
   * lost race fails the whole statement; then each of its moves is tried alone so that only the
   * move that lost fails.
   */
  private commitMoveInOneStatement(move: StoredMove, change: TableChange, events: readonly StoredEvent[]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pendingMoves.push({ move, change, events, resolve, reject });
      if (this.pendingMoves.length === 1 && this.movesInFlight < STATEMENTS_IN_FLIGHT) setImmediate(() => void this.flushMoves());
    });
  }

  private async flushMoves(): Promise<void> {
    const batch = this.pendingMoves.splice(0, MOVES_PER_STATEMENT);
    if (batch.length === 0) return;
    this.movesInFlight++;
    try {
      await this.writeMoves(batch);
    } finally {
      this.movesInFlight--;
      if (this.pendingMoves.length > 0) void this.flushMoves();
    }
  }

  private async writeMoves(batch: readonly PendingMove[]): Promise<void> {
    if (batch.length > 1) {
      try {
        const values: unknown[] = [];
        const parts = batch.flatMap((b, i) => moveParts(b.move, b.change, b.events, values, i));
        await this.query(`WITH ${parts.join(', ')} SELECT 1`, values);
        for (const b of batch) b.resolve();
        return;
      } catch {
        // Some move lost a race (or the connection failed): each alone says which.
      }
    }
    await Promise.all(
      batch.map(async (b) => {
        try {
          const values: unknown[] = [];
          const parts = moveParts(b.move, b.change, b.events, values, 0);
          await this.query(`WITH ${parts.join(', ')} SELECT 1`, values);
          b.resolve();
        } catch (e) {
          b.reject((e as { code?: unknown }).code === '23505' ? new StorageConflict(b.move.tableId) : e);
        }
      }),
    );
  }

  private async tablesOf(rows: TableRow[]): Promise<StoredTable[]> {
    if (rows.length === 0) return [];
    const r = await this.query('SELECT table_id, occupant FROM seats WHERE table_id = ANY($1) ORDER BY table_id, seat', [rows.map((row) => row.id)]);
    const seats = new Map<string, unknown[]>();
    for (const s of r.rows as { table_id: string; occupant: string }[]) {
      const list = seats.get(s.table_id) ?? [];
      list.push(JSON.parse(s.occupant));
      seats.set(s.table_id, list);
    }
    return rows.map((row) => ({
      id: row.id,
      host: row.host_id,
      game: row.game,
      settings: JSON.parse(row.settings),
      invite: row.invite,
      status: row.status as StoredTable['status'],
      seats: (seats.get(row.id) ?? []) as StoredTable['seats'],
      setup: row.setup ? JSON.parse(row.setup) : null,
      deadline: row.deadline,
      substitutes: JSON.parse(row.substitutes),
      testTiles: row.test_tiles,
      createdAt: row.created_at,
      finishedAt: row.finished_at,
      scores: row.scores ? JSON.parse(row.scores) : null,
    }));
  }

  async table(id: string): Promise<StoredTable | null> {
    const r = await this.query('SELECT * FROM game_tables WHERE id = $1', [id]);
    return (await this.tablesOf(r.rows as TableRow[]))[0] ?? null;
  }

  async unfinishedTables(): Promise<StoredTable[]> {
    const r = await this.query("SELECT * FROM game_tables WHERE status IN ('open', 'playing') ORDER BY created_at");
    return this.tablesOf(r.rows as TableRow[]);
  }

  private moveOf(r: MoveRow): StoredMove {
    return { tableId: r.table_id, number: r.move_number, seat: r.seat, move: r.move, userId: r.user_id, clientId: r.client_id, seq: r.seq, at: r.played_at };
  }

  async moves(tableId: string): Promise<StoredMove[]> {
    const r = await this.query('SELECT * FROM moves WHERE table_id = $1 ORDER BY move_number', [tableId]);
    return (r.rows as MoveRow[]).map((row) => this.moveOf(row));
  }

  async moveByClientId(tableId: string, userId: string, clientId: string): Promise<StoredMove | null> {
    const r = await this.query('SELECT * FROM moves WHERE table_id = $1 AND user_id = $2 AND client_id = $3 ORDER BY move_number LIMIT 1', [tableId, userId, clientId]);
    const row = r.rows[0] as MoveRow | undefined;
    return row ? this.moveOf(row) : null;
  }

  async eventsSince(tableId: string, seq: number): Promise<StoredEvent[]> {
    const r = await this.query('SELECT seq, body FROM events WHERE table_id = $1 AND seq > $2 ORDER BY seq', [tableId, seq]);
    return (r.rows as { seq: number; body: string }[]).map((row) => ({ seq: row.seq, event: JSON.parse(row.body) as TableEvent }));
  }

  async lastSeq(tableId: string): Promise<number> {
    const r = await this.query('SELECT MAX(seq) AS s FROM events WHERE table_id = $1', [tableId]);
    return (r.rows[0] as { s: number | null }).s ?? 0;
  }

  // ---- chat -----------------------------------------------------------------------------

  async addChat(tableId: string, channel: ChatChannel, line: ChatLine): Promise<void> {
    await this.query('INSERT INTO chat (table_id, channel, user_id, name, text, at) VALUES ($1, $2, $3, $4, $5, $6)', [tableId, channel, line.user, line.name, line.text, line.at]);
  }

  async recentChat(tableId: string, channel: ChatChannel, limit: number): Promise<ChatLine[]> {
    const r = await this.query('SELECT user_id, name, text, at FROM chat WHERE table_id = $1 AND channel = $2 ORDER BY line DESC LIMIT $3', [tableId, channel, limit]);
    return (r.rows as { user_id: string; name: string; text: string; at: number }[]).reverse().map((row) => ({ user: row.user_id, name: row.name, text: row.text, at: row.at }));
  }

  // ---- ratings and history --------------------------------------------------------------

  async ratings(userIds: readonly string[], game: string): Promise<Map<string, { rating: number; games: number }>> {
    const r = await this.query('SELECT user_id, rating, games FROM ratings WHERE user_id = ANY($1) AND game = $2', [[...userIds], game]);
    return new Map((r.rows as { user_id: string; rating: number; games: number }[]).map((row) => [row.user_id, { rating: row.rating, games: row.games }]));
  }

  private async writeRatings(q: Query, update: RatingUpdate): Promise<void> {
    for (const r of update.rows)
      await q('INSERT INTO ratings (user_id, game, rating, games) VALUES ($1, $2, $3, $4) ON CONFLICT (user_id, game) DO UPDATE SET rating = excluded.rating, games = excluded.games', [
        r.user,
        update.game,
        r.rating,
        r.games,
      ]);
  }

  async setRatings(update: RatingUpdate): Promise<void> {
    await this.transaction((q) => this.writeRatings(q, update));
  }

  async userRatings(userId: string): Promise<{ game: string; rating: number; games: number }[]> {
    const r = await this.query('SELECT game, rating, games FROM ratings WHERE user_id = $1 ORDER BY game', [userId]);
    return r.rows as { game: string; rating: number; games: number }[];
  }

  async finishedTablesOf(userId: string, limit: number): Promise<StoredTable[]> {
    const r = await this.query(
      "SELECT t.* FROM game_tables t WHERE t.status = 'finished' AND t.id IN (SELECT table_id FROM seats WHERE user_id = $1) ORDER BY t.finished_at DESC LIMIT $2",
      [userId, limit],
    );
    return this.tablesOf(r.rows as TableRow[]);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
