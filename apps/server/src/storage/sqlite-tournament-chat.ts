import type Database from 'better-sqlite3';
import type { ChatLine } from '@carcassonne/protocol';
import {
  LINE_COLUMNS,
  lineOf,
  type StoredTournamentLine,
  type TournamentChatStore,
  type TournamentLineRow,
} from './tournament-chat.js';

/** Tournaments' chats on SQLite. */
export class SqliteTournamentChat implements TournamentChatStore {
  constructor(private readonly sql: (text: string) => Database.Statement) {}

  async add(tournament: string, line: ChatLine, keep: number): Promise<number> {
    const r = this.sql(
      'INSERT INTO tournament_chat (tournament_id, user_id, name, text, at) VALUES (?, ?, ?, ?, ?)',
    ).run(tournament, line.user, line.name, line.text, line.at);
    // The tournament keeps its newest `keep` lines; older ones are dropped.
    this.sql(
      'DELETE FROM tournament_chat WHERE tournament_id = ? AND seq <= (SELECT seq FROM tournament_chat WHERE tournament_id = ? ORDER BY seq DESC LIMIT 1 OFFSET ?)',
    ).run(tournament, tournament, keep);
    return Number(r.lastInsertRowid);
  }

  async recent(tournament: string, limit: number): Promise<StoredTournamentLine[]> {
    const rows = this.sql(
      `SELECT ${LINE_COLUMNS} FROM tournament_chat WHERE tournament_id = ? ORDER BY seq DESC LIMIT ?`,
    ).all(tournament, limit) as TournamentLineRow[];
    return rows.reverse().map(lineOf);
  }

  async since(tournament: string, after: number, limit: number): Promise<StoredTournamentLine[]> {
    const rows = this.sql(
      `SELECT ${LINE_COLUMNS} FROM tournament_chat WHERE tournament_id = ? AND seq > ? ORDER BY seq LIMIT ?`,
    ).all(tournament, after, limit) as TournamentLineRow[];
    return rows.map(lineOf);
  }

  async last(): Promise<number> {
    const row = this.sql('SELECT MAX(seq) AS s FROM tournament_chat').get() as { s: number | null };
    return row.s ?? 0;
  }
}
