import type { TournamentSettingsView, TournamentStatus } from '@carcassonne/protocol';

/** A tournament's settings as stored: those shown, and the test-only short games. */
export interface StoredTournamentSettings extends TournamentSettingsView {
  /** Test-only: each game plays the first N tiles of its deal (null: all). */
  readonly testTiles: number | null;
}

/** A tournament as the database keeps it (docs/server/tournaments.md). */
export interface StoredTournament {
  readonly id: string;
  readonly organizer: string;
  readonly status: TournamentStatus;
  readonly settings: StoredTournamentSettings;
  /** Server-only: the secret the deals' seeds are made from (`dealSeed`). */
  readonly secret: string;
  /** An invitation tournament's invite; null when public. */
  readonly invite: string | null;
  /** The pure package's state (plain JSON), null before the start. */
  readonly state: unknown;
  /** Raised by one on every change of status or state: the compare-and-set's token. */
  readonly version: number;
  readonly createdAt: number;
}

export type TournamentChange = Partial<Pick<StoredTournament, 'status' | 'state'>>;

/** A person or a bot entered in a tournament. */
export interface StoredEntry {
  readonly tournament: string;
  /** The user id, or `bot:<level>:<n>`. */
  readonly entrant: string;
  /** The person's user id; null for a bot. */
  readonly user: string | null;
  /** The bot's level id; null for a person. */
  readonly bot: string | null;
  readonly name: string;
  readonly rating: number;
  readonly registeredAt: number;
  readonly checkedIn: boolean;
  readonly withdrawn: boolean;
}

/** The table a game of a tournament is played at. */
export interface StoredTournamentGame {
  readonly tournament: string;
  readonly round: number;
  /** The pairing's table number in the round (the pure package's `TablePlan.table`). */
  readonly pairing: number;
  readonly game: number;
  readonly table: string;
  /** The entrant who forfeited the game by an absence, if any. */
  readonly forfeit: string | null;
}

/** Why an entry is refused: the tournament is full, or the entrant is entered already. */
export type EntryRefusal = 'full' | 'already';

/**
 * Tournaments, their entries and their games' tables (`storage.tournaments`). Implemented on SQLite
 * (sqlite-tournaments.ts) and PostgreSQL (postgres-tournaments.ts) alike. A change of status or
 * state is a compare-and-set on the version: of two processes advancing one tournament, one wins.
 */
export interface TournamentStore {
  create(tournament: StoredTournament): Promise<void>;
  get(id: string): Promise<StoredTournament | null>;
  /** One page of the tournaments with one of these statuses, by start (newest first if `newest`). */
  list(
    statuses: readonly TournamentStatus[],
    offset: number,
    limit: number,
    newest: boolean,
  ): Promise<{ tournaments: StoredTournament[]; total: number }>;
  /** One page of the tournaments a person entered, the latest start first. */
  ofPlayer(
    user: string,
    offset: number,
    limit: number,
  ): Promise<{ tournaments: StoredTournament[]; total: number }>;
  /** The organizer's tournaments with one of these statuses. */
  countOf(organizer: string, statuses: readonly TournamentStatus[]): Promise<number>;
  /** The tournaments due a step at `now` (the leaders' work): running, paused, or upcoming and started. */
  due(now: number): Promise<string[]>;
  /** Apply the change when the stored version is still `version` (then it becomes `version + 1`). */
  update(id: string, version: number, change: TournamentChange): Promise<boolean>;
  /** Raise the version without changing the state (an entry changed): followers see a new version. */
  touch(id: string): Promise<void>;
  entries(tournament: string): Promise<StoredEntry[]>;
  /** Enter one, unless entered already or `cap` entries (not withdrawn) are there. */
  enter(entry: StoredEntry, cap: number): Promise<EntryRefusal | null>;
  /** Remove an entry (before the start); false when there was none. */
  leave(tournament: string, entrant: string): Promise<boolean>;
  /** Mark an entry checked in or withdrawn; false when there is no such entry. */
  mark(
    tournament: string,
    entrant: string,
    change: { checkedIn?: boolean; withdrawn?: boolean },
  ): Promise<boolean>;
  games(tournament: string): Promise<StoredTournamentGame[]>;
  /** How many games have rows (a table made, or forfeited before one), and how many of them are forfeits. */
  gameCounts(tournament: string): Promise<{ games: number; forfeits: number }>;
  /** Record a game's table; false (nothing written) when the game has one already. */
  addGame(game: StoredTournamentGame): Promise<boolean>;
  /** Note that a game was forfeited by `entrant`. */
  forfeit(tournament: string, round: number, pairing: number, game: number, entrant: string): Promise<void>;
  /** The tournament game a table plays, if any. */
  gameOf(table: string): Promise<StoredTournamentGame | null>;
}

export interface TournamentRow {
  id: string;
  organizer_id: string;
  status: string;
  settings: string;
  secret: string;
  invite: string | null;
  state: string | null;
  version: number;
  created_at: number;
}

export interface EntryRow {
  tournament_id: string;
  entrant: string;
  user_id: string | null;
  bot: string | null;
  name: string;
  rating: number;
  registered_at: number;
  checked_in: number;
  withdrawn: number;
}

export interface GameRow {
  tournament_id: string;
  round: number;
  pairing: number;
  game: number;
  table_id: string;
  forfeit: string | null;
}

export const tournamentOf = (r: TournamentRow): StoredTournament => ({
  id: r.id,
  organizer: r.organizer_id,
  status: r.status as TournamentStatus,
  settings: JSON.parse(r.settings) as StoredTournamentSettings,
  secret: r.secret,
  invite: r.invite,
  state: r.state === null ? null : (JSON.parse(r.state) as unknown),
  version: r.version,
  createdAt: r.created_at,
});

export const tournamentValues = (t: StoredTournament): unknown[] => [
  t.id,
  t.organizer,
  t.status,
  JSON.stringify(t.settings),
  t.settings.startsAt,
  t.secret,
  t.invite,
  t.state === null ? null : JSON.stringify(t.state),
  t.version,
  t.createdAt,
];

export const TOURNAMENT_INSERT =
  'INSERT INTO tournaments (id, organizer_id, status, settings, starts_at, secret, invite, state, version, created_at)';

export const entryOf = (r: EntryRow): StoredEntry => ({
  tournament: r.tournament_id,
  entrant: r.entrant,
  user: r.user_id,
  bot: r.bot,
  name: r.name,
  rating: r.rating,
  registeredAt: r.registered_at,
  checkedIn: r.checked_in === 1,
  withdrawn: r.withdrawn === 1,
});

export const entryValues = (e: StoredEntry): unknown[] => [
  e.tournament,
  e.entrant,
  e.user,
  e.bot,
  e.name,
  e.rating,
  e.registeredAt,
  e.checkedIn ? 1 : 0,
  e.withdrawn ? 1 : 0,
];

export const ENTRY_INSERT =
  'INSERT INTO tournament_entries (tournament_id, entrant, user_id, bot, name, rating, registered_at, checked_in, withdrawn)';

export const gameOfRow = (r: GameRow): StoredTournamentGame => ({
  tournament: r.tournament_id,
  round: r.round,
  pairing: r.pairing,
  game: r.game,
  table: r.table_id,
  forfeit: r.forfeit,
});

/** A change's SQL `SET` parts (placeholders made by `mark`) and values. */
export function changeParts(change: TournamentChange): { columns: string[]; values: unknown[] } {
  const columns: string[] = [];
  const values: unknown[] = [];
  if (change.status !== undefined) {
    columns.push('status');
    values.push(change.status);
  }
  if (change.state !== undefined) {
    columns.push('state');
    values.push(change.state === null ? null : JSON.stringify(change.state));
  }
  return { columns, values };
}
