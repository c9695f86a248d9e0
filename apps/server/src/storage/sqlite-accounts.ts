import type Database from 'better-sqlite3';
import type { PublicUser } from '@carcassonne/protocol';
import { occupantUser, secretUse, sessionOf, type SecretRow, type SessionDbRow } from './accounts-sql.js';
import type { SessionRow } from './types.js';

/** Sessions and accounts on SQLite (the `Storage` methods of that section, see types.ts). */
export class SqliteAccounts {
  constructor(
    private readonly db: Database.Database,
    private readonly sql: (text: string) => Database.Statement,
  ) {}

  useSecret(secretHash: string, now: number, idleMs: number): PublicUser | null {
    const row = this.sql(
      'SELECT u.id, u.name, l.username, s.created_at, s.last_used_at FROM user_secrets s JOIN users u ON u.id = s.user_id LEFT JOIN logins l ON l.user_id = u.id WHERE s.hash = ?',
    ).get(secretHash) as SecretRow | undefined;
    if (!row) return null;
    const use = secretUse(row, now, idleMs);
    if (use.expired) this.revokeSecret(secretHash);
    if (use.touch) this.sql('UPDATE user_secrets SET last_used_at = ? WHERE hash = ?').run(now, secretHash);
    return use.user;
  }

  labelSecret(secretHash: string, label: string): void {
    this.sql('UPDATE user_secrets SET label = ? WHERE hash = ?').run(label, secretHash);
  }

  sessions(userId: string): SessionRow[] {
    const rows = this.sql(
      'SELECT hash, created_at, last_used_at, label FROM user_secrets WHERE user_id = ? ORDER BY COALESCE(last_used_at, created_at) DESC',
    ).all(userId) as SessionDbRow[];
    return rows.map(sessionOf);
  }

  revokeSecret(secretHash: string): void {
    this.sql('DELETE FROM user_secrets WHERE hash = ?').run(secretHash);
  }

  revokeSessions(userId: string, sessionId: string | null): number {
    const r =
      sessionId === null
        ? this.sql('DELETE FROM user_secrets WHERE user_id = ?').run(userId)
        : this.sql('DELETE FROM user_secrets WHERE user_id = ? AND substr(hash, 1, ?) = ?').run(
            userId,
            sessionId.length,
            sessionId,
          );
    return r.changes;
  }

  setPasswordHash(userId: string, passwordHash: string): void {
    this.sql('UPDATE logins SET password_hash = ? WHERE user_id = ?').run(passwordHash, userId);
  }

  nameHolder(nameKey: string): string | null {
    const row = this.sql('SELECT user_id FROM logins WHERE name_key = ?').get(nameKey) as
      | { user_id: string }
      | undefined;
    return row?.user_id ?? null;
  }

  reserveName(userId: string, nameKey: string): boolean {
    const holder = this.nameHolder(nameKey);
    if (holder !== null) return holder === userId;
    return this.sql('UPDATE logins SET name_key = ? WHERE user_id = ?').run(nameKey, userId).changes === 1;
  }

  mergeFinishedGames(fromUser: string, intoUser: string): { merged: number; unfinished: number } {
    return this.db.transaction(() => {
      const finished = this.sql(
        "SELECT DISTINCT s.table_id AS id FROM seats s JOIN game_tables t ON t.id = s.table_id WHERE s.user_id = ? AND t.status = 'finished'",
      ).all(fromUser) as { id: string }[];
      const seats = this.sql(
        'UPDATE seats SET user_id = ?, occupant = REPLACE(occupant, ?, ?) WHERE table_id = ? AND user_id = ?',
      );
      // The moves, kept in their events' rows (migration 17).
      const moves = this.sql('UPDATE events SET user_id = ? WHERE table_id = ? AND user_id = ?');
      const host = this.sql('UPDATE game_tables SET host_id = ? WHERE id = ? AND host_id = ?');
      for (const { id } of finished) {
        seats.run(intoUser, occupantUser(fromUser), occupantUser(intoUser), id, fromUser);
        moves.run(intoUser, id, fromUser);
        host.run(intoUser, id, fromUser);
      }
      const open = this.sql(
        "SELECT COUNT(DISTINCT s.table_id) AS n FROM seats s JOIN game_tables t ON t.id = s.table_id WHERE s.user_id = ? AND t.status IN ('open', 'playing')",
      ).get(fromUser) as { n: number };
      return { merged: finished.length, unfinished: open.n };
    })();
  }
}
