import type { ChatLine } from '@carcassonne/protocol';

/** A line of a tournament's chat as stored: the line, and its number (rising, for all processes). */
export interface StoredTournamentLine {
  /** Rising with every line stored (any tournament): the followers' tick reads the lines after it. */
  readonly seq: number;
  readonly line: ChatLine;
}

/**
 * The chats of tournaments (`storage.tournamentChat`), on SQLite (sqlite-tournament-chat.ts) and
 * PostgreSQL (postgres-tournament-chat.ts) alike. Each tournament keeps its newest lines only.
 */
export interface TournamentChatStore {
  /** Store a line (then keep the newest `keep` of its tournament); its number. */
  add(tournament: string, line: ChatLine, keep: number): Promise<number>;
  /** The newest `limit` lines of a tournament, oldest first. */
  recent(tournament: string, limit: number): Promise<StoredTournamentLine[]>;
  /** The lines of a tournament stored after number `after`, oldest first (at most `limit`). */
  since(tournament: string, after: number, limit: number): Promise<StoredTournamentLine[]>;
  /** The largest line number so far (0 when none): a new follower reads the lines after it. */
  last(): Promise<number>;
}

export interface TournamentLineRow {
  seq: number | string;
  user_id: string;
  name: string;
  text: string;
  at: number | string;
}

export const lineOf = (r: TournamentLineRow): StoredTournamentLine => ({
  seq: Number(r.seq),
  line: { user: r.user_id, name: r.name, text: r.text, at: Number(r.at) },
});

export const LINE_COLUMNS = 'seq, user_id, name, text, at';
