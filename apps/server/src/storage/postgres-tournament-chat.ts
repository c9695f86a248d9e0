import type pg from 'pg';
import type { ChatLine } from '@carcassonne/protocol';
import {
  LINE_COLUMNS,
  lineOf,
  type StoredTournamentLine,
  type TournamentChatStore,
  type TournamentLineRow,
} from './tournament-chat.js';

type Query = (text: string, values?: readonly unknown[]) => Promise<pg.QueryResult>;

/**
 * Tournaments' chats on PostgreSQL. Lines are written one at a time (the table locked against other
 * writers, not readers), so a line's number is never below one already readable: the tick, which
 * reads the lines after the last number it gave, misses none.
 */
export class PostgresTournamentChat implements TournamentChatStore {
  constructor(
    private readonly query: Query,
    private readonly transaction: <T>(work: (q: Query) => Promise<T>) => Promise<T>,
  ) {}

  add(tournament: string, line: ChatLine, keep: number): Promise<number> {
    return this.transaction(async (q) => {
      await q('LOCK TABLE tournament_chat IN SHARE ROW EXCLUSIVE MODE');
      const r = await q(
        'INSERT INTO tournament_chat (tournament_id, user_id, name, text, at) VALUES ($1, $2, $3, $4, $5) RETURNING seq',
        [tournament, line.user, line.name, line.text, line.at],
      );
      // The tournament keeps its newest `keep` lines; older ones are dropped.
      await q(
        'DELETE FROM tournament_chat WHERE tournament_id = $1 AND seq <= (SELECT seq FROM tournament_chat WHERE tournament_id = $1 ORDER BY seq DESC OFFSET $2 LIMIT 1)',
        [tournament, keep],
      );
      return Number((r.rows[0] as { seq: string }).seq);
    });
  }

  async recent(tournament: string, limit: number): Promise<StoredTournamentLine[]> {
    const r = await this.query(
      `SELECT ${LINE_COLUMNS} FROM tournament_chat WHERE tournament_id = $1 ORDER BY seq DESC LIMIT $2`,
      [tournament, limit],
    );
    return (r.rows as TournamentLineRow[]).reverse().map(lineOf);
  }

  async since(tournament: string, after: number, limit: number): Promise<StoredTournamentLine[]> {
    const r = await this.query(
      `SELECT ${LINE_COLUMNS} FROM tournament_chat WHERE tournament_id = $1 AND seq > $2 ORDER BY seq LIMIT $3`,
      [tournament, after, limit],
    );
    return (r.rows as TournamentLineRow[]).map(lineOf);
  }

  async last(): Promise<number> {
    const r = await this.query('SELECT COALESCE(MAX(seq), 0)::bigint AS s FROM tournament_chat');
    return Number((r.rows[0] as { s: string }).s);
  }
}
