import type Database from 'better-sqlite3';
import type { TournamentStatus } from '@carcassonne/protocol';
import {
  changeParts,
  ENTRY_INSERT,
  entryOf,
  entryValues,
  gameOfRow,
  TOURNAMENT_INSERT,
  tournamentOf,
  tournamentValues,
  type EntryRefusal,
  type EntryRow,
  type GameRow,
  type StoredEntry,
  type StoredTournament,
  type StoredTournamentGame,
  type TournamentChange,
  type TournamentRow,
  type TournamentStore,
} from './tournaments.js';

const marks = (n: number): string => Array.from({ length: n }, () => '?').join(', ');

/** Tournaments on SQLite: its calls are synchronous, so a check and its write run alone. */
export class SqliteTournaments implements TournamentStore {
  private readonly enterOne: (entry: StoredEntry, cap: number) => EntryRefusal | null;

  constructor(
    db: Database.Database,
    private readonly sql: (text: string) => Database.Statement,
  ) {
    this.enterOne = db.transaction((entry: StoredEntry, cap: number) => {
      const there = this.sql('SELECT 1 FROM tournament_entries WHERE tournament_id = ? AND entrant = ?').get(
        entry.tournament,
        entry.entrant,
      );
      if (there) return 'already';
      const count = this.sql(
        'SELECT COUNT(*) AS n FROM tournament_entries WHERE tournament_id = ? AND withdrawn = 0',
      ).get(entry.tournament) as { n: number };
      if (count.n >= cap) return 'full';
      this.sql(`${ENTRY_INSERT} VALUES (${marks(9)})`).run(...entryValues(entry));
      return null;
    });
  }

  async create(t: StoredTournament): Promise<void> {
    this.sql(`${TOURNAMENT_INSERT} VALUES (${marks(10)})`).run(...tournamentValues(t));
  }

  async get(id: string): Promise<StoredTournament | null> {
    const row = this.sql('SELECT * FROM tournaments WHERE id = ?').get(id) as TournamentRow | undefined;
    return row ? tournamentOf(row) : null;
  }

  async list(
    statuses: readonly TournamentStatus[],
    offset: number,
    limit: number,
    newest: boolean,
  ): Promise<{ tournaments: StoredTournament[]; total: number }> {
    const where = `status IN (${marks(statuses.length)})`;
    const rows = this.sql(
      `SELECT * FROM tournaments WHERE ${where} ORDER BY starts_at ${newest ? 'DESC' : 'ASC'}, id LIMIT ? OFFSET ?`,
    ).all(...statuses, limit, offset) as TournamentRow[];
    const total = this.sql(`SELECT COUNT(*) AS n FROM tournaments WHERE ${where}`).get(...statuses) as {
      n: number;
    };
    return { tournaments: rows.map(tournamentOf), total: total.n };
  }

  async ofPlayer(
    user: string,
    offset: number,
    limit: number,
  ): Promise<{ tournaments: StoredTournament[]; total: number }> {
    const rows = this.sql(
      'SELECT t.* FROM tournaments t JOIN tournament_entries e ON e.tournament_id = t.id WHERE e.user_id = ? ORDER BY t.starts_at DESC, t.id LIMIT ? OFFSET ?',
    ).all(user, limit, offset) as TournamentRow[];
    const total = this.sql('SELECT COUNT(*) AS n FROM tournament_entries WHERE user_id = ?').get(user) as {
      n: number;
    };
    return { tournaments: rows.map(tournamentOf), total: total.n };
  }

  async countOf(organizer: string, statuses: readonly TournamentStatus[]): Promise<number> {
    const row = this.sql(
      `SELECT COUNT(*) AS n FROM tournaments WHERE organizer_id = ? AND status IN (${marks(statuses.length)})`,
    ).get(organizer, ...statuses) as { n: number };
    return row.n;
  }

  async due(now: number): Promise<string[]> {
    const rows = this.sql(
      "SELECT id FROM tournaments WHERE status IN ('running', 'paused') OR (status = 'upcoming' AND starts_at <= ?)",
    ).all(now) as { id: string }[];
    return rows.map((r) => r.id);
  }

  async update(id: string, version: number, change: TournamentChange): Promise<boolean> {
    const { columns, values } = changeParts(change);
    const set = [...columns.map((c) => `${c} = ?`), 'version = version + 1'].join(', ');
    const r = this.sql(`UPDATE tournaments SET ${set} WHERE id = ? AND version = ?`).run(
      ...values,
      id,
      version,
    );
    return r.changes === 1;
  }

  async entries(tournament: string): Promise<StoredEntry[]> {
    const rows = this.sql(
      'SELECT * FROM tournament_entries WHERE tournament_id = ? ORDER BY registered_at, entrant',
    ).all(tournament) as EntryRow[];
    return rows.map(entryOf);
  }

  async enter(entry: StoredEntry, cap: number): Promise<EntryRefusal | null> {
    return this.enterOne(entry, cap);
  }

  async touch(id: string): Promise<void> {
    this.sql('UPDATE tournaments SET version = version + 1 WHERE id = ?').run(id);
  }

  async leave(tournament: string, entrant: string): Promise<boolean> {
    const r = this.sql('DELETE FROM tournament_entries WHERE tournament_id = ? AND entrant = ?').run(
      tournament,
      entrant,
    );
    return r.changes > 0;
  }

  async mark(
    tournament: string,
    entrant: string,
    change: { checkedIn?: boolean; withdrawn?: boolean },
  ): Promise<boolean> {
    const columns: string[] = [];
    const values: number[] = [];
    if (change.checkedIn !== undefined) {
      columns.push('checked_in = ?');
      values.push(change.checkedIn ? 1 : 0);
    }
    if (change.withdrawn !== undefined) {
      columns.push('withdrawn = ?');
      values.push(change.withdrawn ? 1 : 0);
    }
    if (columns.length === 0) return false;
    const r = this.sql(
      `UPDATE tournament_entries SET ${columns.join(', ')} WHERE tournament_id = ? AND entrant = ?`,
    ).run(...values, tournament, entrant);
    return r.changes > 0;
  }

  async games(tournament: string): Promise<StoredTournamentGame[]> {
    const rows = this.sql(
      'SELECT * FROM tournament_games WHERE tournament_id = ? ORDER BY round, pairing, game',
    ).all(tournament) as GameRow[];
    return rows.map(gameOfRow);
  }

  async gameCounts(tournament: string): Promise<{ games: number; forfeits: number }> {
    const row = this.sql(
      'SELECT COUNT(*) AS games, COUNT(forfeit) AS forfeits FROM tournament_games WHERE tournament_id = ?',
    ).get(tournament) as { games: number; forfeits: number };
    return { games: row.games, forfeits: row.forfeits };
  }

  async addGame(g: StoredTournamentGame): Promise<boolean> {
    const r = this.sql(
      'INSERT INTO tournament_games (tournament_id, round, pairing, game, table_id, forfeit) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
    ).run(g.tournament, g.round, g.pairing, g.game, g.table, g.forfeit);
    return r.changes === 1;
  }

  async forfeit(
    tournament: string,
    round: number,
    pairing: number,
    game: number,
    entrant: string,
  ): Promise<void> {
    this.sql(
      'UPDATE tournament_games SET forfeit = ? WHERE tournament_id = ? AND round = ? AND pairing = ? AND game = ?',
    ).run(entrant, tournament, round, pairing, game);
  }

  async gameOf(table: string): Promise<StoredTournamentGame | null> {
    const row = this.sql('SELECT * FROM tournament_games WHERE table_id = ?').get(table) as
      | GameRow
      | undefined;
    return row ? gameOfRow(row) : null;
  }
}
