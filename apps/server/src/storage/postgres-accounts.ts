import type pg from 'pg';
import type { PublicUser } from '@carcassonne/protocol';
import { occupantUser, secretUse, sessionOf, type SecretRow, type SessionDbRow } from './accounts-sql.js';
import type { SessionRow } from './types.js';

type Query = (text: string, values?: readonly unknown[]) => Promise<pg.QueryResult>;

/** Sessions and accounts on PostgreSQL (the `Storage` methods of that section, see types.ts). */
export class PostgresAccounts {
  constructor(
    private readonly query: Query,
    private readonly transaction: <T>(work: (q: Query) => Promise<T>) => Promise<T>,
  ) {}

  async useSecret(secretHash: string, now: number, idleMs: number): Promise<PublicUser | null> {
    const r = await this.query(
      'SELECT u.id, u.name, l.username, s.created_at, s.last_used_at FROM user_secrets s JOIN users u ON u.id = s.user_id LEFT JOIN logins l ON l.user_id = u.id WHERE s.hash = $1',
      [secretHash],
    );
    const row = r.rows[0] as SecretRow | undefined;
    if (!row) return null;
    const use = secretUse(row, now, idleMs);
    if (use.expired) await this.revokeSecret(secretHash);
    if (use.touch)
      await this.query('UPDATE user_secrets SET last_used_at = $1 WHERE hash = $2', [now, secretHash]);
    return use.user;
  }

  async labelSecret(secretHash: string, label: string): Promise<void> {
    await this.query('UPDATE user_secrets SET label = $1 WHERE hash = $2', [label, secretHash]);
  }

  async sessions(userId: string): Promise<SessionRow[]> {
    const r = await this.query(
      'SELECT hash, created_at, last_used_at, label FROM user_secrets WHERE user_id = $1 ORDER BY COALESCE(last_used_at, created_at) DESC',
      [userId],
    );
    return (r.rows as SessionDbRow[]).map(sessionOf);
  }

  async revokeSecret(secretHash: string): Promise<void> {
    await this.query('DELETE FROM user_secrets WHERE hash = $1', [secretHash]);
  }

  async revokeSessions(userId: string, sessionId: string | null): Promise<number> {
    const r =
      sessionId === null
        ? await this.query('DELETE FROM user_secrets WHERE user_id = $1', [userId])
        : await this.query('DELETE FROM user_secrets WHERE user_id = $1 AND substr(hash, 1, $2) = $3', [
            userId,
            sessionId.length,
            sessionId,
          ]);
    return r.rowCount ?? 0;
  }

  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.query('UPDATE logins SET password_hash = $1 WHERE user_id = $2', [passwordHash, userId]);
  }

  async nameHolder(nameKey: string): Promise<string | null> {
    const r = await this.query('SELECT user_id FROM logins WHERE name_key = $1', [nameKey]);
    return (r.rows[0] as { user_id: string } | undefined)?.user_id ?? null;
  }

  async reserveName(userId: string, nameKey: string): Promise<boolean> {
    const holder = await this.nameHolder(nameKey);
    if (holder !== null) return holder === userId;
    try {
      const r = await this.query('UPDATE logins SET name_key = $1 WHERE user_id = $2', [nameKey, userId]);
      return r.rowCount === 1;
    } catch (e) {
      // Another process reserved it meanwhile.
      if ((e as { code?: unknown }).code === '23505') return false;
      throw e;
    }
  }

  mergeFinishedGames(fromUser: string, intoUser: string): Promise<{ merged: number; unfinished: number }> {
    return this.transaction(async (q) => {
      const finished = await q(
        "SELECT DISTINCT s.table_id AS id FROM seats s JOIN game_tables t ON t.id = s.table_id WHERE s.user_id = $1 AND t.status = 'finished'",
        [fromUser],
      );
      const ids = (finished.rows as { id: string }[]).map((r) => r.id);
      if (ids.length > 0) {
        await q(
          'UPDATE seats SET user_id = $1, occupant = REPLACE(occupant, $2, $3) WHERE table_id = ANY($4) AND user_id = $5',
          [intoUser, occupantUser(fromUser), occupantUser(intoUser), ids, fromUser],
        );
        // The moves, kept in their events' rows (migration 17).
        await q('UPDATE events SET user_id = $1 WHERE table_id = ANY($2) AND user_id = $3', [
          intoUser,
          ids,
          fromUser,
        ]);
        await q('UPDATE game_tables SET host_id = $1 WHERE id = ANY($2) AND host_id = $3', [
          intoUser,
          ids,
          fromUser,
        ]);
      }
      const open = await q(
        "SELECT COUNT(DISTINCT s.table_id) AS n FROM seats s JOIN game_tables t ON t.id = s.table_id WHERE s.user_id = $1 AND t.status IN ('open', 'playing')",
        [fromUser],
      );
      return { merged: ids.length, unfinished: Number((open.rows[0] as { n: unknown }).n) };
    });
  }
}
