import type pg from 'pg';
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

type Query = (text: string, values?: readonly unknown[]) => Promise<pg.QueryResult>;

const places = (n: number, from = 1): string =>
  Array.from({ length: n }, (_, i) => `$${from + i}`).join(', ');

/** Tournaments on PostgreSQL: an entry is checked and written with its tournament's row locked. */
export class PostgresTournaments implements TournamentStore {
  constructor(
    private readonly query: Query,
    private readonly transaction: <T>(work: (q: Query) => Promise<T>) => Promise<T>,
  ) {}

  async create(t: StoredTournament): Promise<void> {
    await this.query(`${TOURNAMENT_INSERT} VALUES (${places(10)})`, tournamentValues(t));
  }

  async get(id: string): Promise<StoredTournament | null> {
    const r = await this.query('SELECT * FROM tournaments WHERE id = $1', [id]);
    const row = r.rows[0] as TournamentRow | undefined;
    return row ? tournamentOf(row) : null;
  }

  async list(
    statuses: readonly TournamentStatus[],
    offset: number,
    limit: number,
    newest: boolean,
  ): Promise<{ tournaments: StoredTournament[]; total: number }> {
    const rows = await this.query(
      `SELECT * FROM tournaments WHERE status = ANY($1) ORDER BY starts_at ${newest ? 'DESC' : 'ASC'}, id LIMIT $2 OFFSET $3`,
      [[...statuses], limit, offset],
    );
    const total = await this.query('SELECT COUNT(*)::int AS n FROM tournaments WHERE status = ANY($1)', [
      [...statuses],
    ]);
    return {
      tournaments: (rows.rows as TournamentRow[]).map(tournamentOf),
      total: (total.rows[0] as { n: number }).n,
    };
  }

  async ofPlayer(
    user: string,
    offset: number,
    limit: number,
  ): Promise<{ tournaments: StoredTournament[]; total: number }> {
    const rows = await this.query(
      'SELECT t.* FROM tournaments t JOIN tournament_entries e ON e.tournament_id = t.id WHERE e.user_id = $1 ORDER BY t.starts_at DESC, t.id LIMIT $2 OFFSET $3',
      [user, limit, offset],
    );
    const total = await this.query('SELECT COUNT(*)::int AS n FROM tournament_entries WHERE user_id = $1', [
      user,
    ]);
    return {
      tournaments: (rows.rows as TournamentRow[]).map(tournamentOf),
      total: (total.rows[0] as { n: number }).n,
    };
  }

  async countOf(organizer: string, statuses: readonly TournamentStatus[]): Promise<number> {
    const r = await this.query(
      'SELECT COUNT(*)::int AS n FROM tournaments WHERE organizer_id = $1 AND status = ANY($2)',
      [organizer, [...statuses]],
    );
    return (r.rows[0] as { n: number }).n;
  }

  async due(now: number): Promise<string[]> {
    const r = await this.query(
      "SELECT id FROM tournaments WHERE status IN ('running', 'paused') OR (status = 'upcoming' AND starts_at <= $1)",
      [now],
    );
    return (r.rows as { id: string }[]).map((row) => row.id);
  }

  async update(id: string, version: number, change: TournamentChange): Promise<boolean> {
    const { columns, values } = changeParts(change);
    const set = [...columns.map((c, i) => `${c} = $${i + 1}`), 'version = version + 1'].join(', ');
    const n = values.length;
    const r = await this.query(`UPDATE tournaments SET ${set} WHERE id = $${n + 1} AND version = $${n + 2}`, [
      ...values,
      id,
      version,
    ]);
    return r.rowCount === 1;
  }

  async entries(tournament: string): Promise<StoredEntry[]> {
    const r = await this.query(
      'SELECT * FROM tournament_entries WHERE tournament_id = $1 ORDER BY registered_at, entrant',
      [tournament],
    );
    return (r.rows as EntryRow[]).map(entryOf);
  }

  enter(entry: StoredEntry, cap: number): Promise<EntryRefusal | null> {
    return this.transaction(async (q) => {
      // Two entries at once: the second waits for the first and counts it.
      await q('SELECT id FROM tournaments WHERE id = $1 FOR UPDATE', [entry.tournament]);
      const there = await q('SELECT 1 FROM tournament_entries WHERE tournament_id = $1 AND entrant = $2', [
        entry.tournament,
        entry.entrant,
      ]);
      if ((there.rowCount ?? 0) > 0) return 'already';
      const count = await q(
        'SELECT COUNT(*)::int AS n FROM tournament_entries WHERE tournament_id = $1 AND withdrawn = 0',
        [entry.tournament],
      );
      if ((count.rows[0] as { n: number }).n >= cap) return 'full';
      await q(`${ENTRY_INSERT} VALUES (${places(9)})`, entryValues(entry));
      return null;
    });
  }

  async touch(id: string): Promise<void> {
    await this.query('UPDATE tournaments SET version = version + 1 WHERE id = $1', [id]);
  }

  async leave(tournament: string, entrant: string): Promise<boolean> {
    const r = await this.query('DELETE FROM tournament_entries WHERE tournament_id = $1 AND entrant = $2', [
      tournament,
      entrant,
    ]);
    return (r.rowCount ?? 0) > 0;
  }

  async mark(
    tournament: string,
    entrant: string,
    change: { checkedIn?: boolean; withdrawn?: boolean },
  ): Promise<boolean> {
    const columns: string[] = [];
    const values: number[] = [];
    if (change.checkedIn !== undefined) {
      columns.push('checked_in');
      values.push(change.checkedIn ? 1 : 0);
    }
    if (change.withdrawn !== undefined) {
      columns.push('withdrawn');
      values.push(change.withdrawn ? 1 : 0);
    }
    if (columns.length === 0) return false;
    const set = columns.map((c, i) => `${c} = $${i + 1}`).join(', ');
    const n = values.length;
    const r = await this.query(
      `UPDATE tournament_entries SET ${set} WHERE tournament_id = $${n + 1} AND entrant = $${n + 2}`,
      [...values, tournament, entrant],
    );
    return (r.rowCount ?? 0) > 0;
  }

  async games(tournament: string): Promise<StoredTournamentGame[]> {
    const r = await this.query(
      'SELECT * FROM tournament_games WHERE tournament_id = $1 ORDER BY round, pairing, game',
      [tournament],
    );
    return (r.rows as GameRow[]).map(gameOfRow);
  }

  async gameCounts(tournament: string): Promise<{ games: number; forfeits: number }> {
    const r = await this.query(
      'SELECT COUNT(*)::int AS games, COUNT(forfeit)::int AS forfeits FROM tournament_games WHERE tournament_id = $1',
      [tournament],
    );
    const row = r.rows[0] as { games: number; forfeits: number };
    return { games: row.games, forfeits: row.forfeits };
  }

  async addGame(g: StoredTournamentGame): Promise<boolean> {
    const r = await this.query(
      'INSERT INTO tournament_games (tournament_id, round, pairing, game, table_id, forfeit) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING',
      [g.tournament, g.round, g.pairing, g.game, g.table, g.forfeit],
    );
    return r.rowCount === 1;
  }

  async forfeit(
    tournament: string,
    round: number,
    pairing: number,
    game: number,
    entrant: string,
  ): Promise<void> {
    await this.query(
      'UPDATE tournament_games SET forfeit = $1 WHERE tournament_id = $2 AND round = $3 AND pairing = $4 AND game = $5',
      [entrant, tournament, round, pairing, game],
    );
  }

  async gameOf(table: string): Promise<StoredTournamentGame | null> {
    const r = await this.query('SELECT * FROM tournament_games WHERE table_id = $1', [table]);
    const row = r.rows[0] as GameRow | undefined;
    return row ? gameOfRow(row) : null;
  }
}
