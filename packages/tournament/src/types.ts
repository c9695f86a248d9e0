/** The formats (docs/tournaments.md). */
export const FORMATS = ['swiss', 'round-robin', 'single-elimination', 'double-elimination', 'arena'] as const;
export type Format = (typeof FORMATS)[number];

/** Tie-breaks, applied in the order the settings list them (docs/tournaments.md). */
export const TIE_BREAKS = [
  'buchholz',
  'buchholz-cut1',
  'sonneborn-berger',
  'wins',
  'margin',
  'duplicate',
  'direct-encounter',
] as const;
export type TieBreak = (typeof TIE_BREAKS)[number];

export interface Entrant {
  /** Unique within the tournament: a user id, a bot's name. */
  readonly id: string;
  /** Seeds the brackets and orders equal scores in Swiss pairing (higher first). */
  readonly rating: number;
}

export interface ArenaSettings {
  /** New pairings stop this many minutes after the first one. */
  readonly minutes: number;
  /** Whether a player may berserk (a won berserk game scores one point more). */
  readonly berserk: boolean;
}

/** Everything that decides a tournament's pairings; plain JSON. */
export interface TournamentSettings {
  readonly format: Format;
  readonly players: readonly Entrant[];
  /** Swiss: rounds to play; round robin: at most one cycle (default a full cycle); unused otherwise. */
  readonly rounds: number;
  /** Games of one match: elimination 1, 3 or 5 (best of); Swiss and round robin 1–6 (all played); arena 1. */
  readonly gamesPerMatch: number;
  /** Players at a table: 2, or 3–5 in a Swiss. */
  readonly tableSize: number;
  /** Every table of a round plays the same deal; a match's next game replays it with the seats turned. */
  readonly duplicate: boolean;
  readonly tieBreaks: readonly TieBreak[];
  /** What ranks first: the score (default) or the duplicate score. */
  readonly ranking: 'score' | 'duplicate';
  /** Only for the arena format. */
  readonly arena?: ArenaSettings;
}

/** One game to play: its seats in order (seat 0 starts) and its deal's id (`dealSeed` makes the seed). */
export interface GamePlan {
  readonly round: number;
  readonly table: number;
  readonly game: number;
  readonly seats: readonly string[];
  readonly deal: string;
}

/** A table of a round: its players in game 1's seat order, and every game it may play. */
export interface TablePlan {
  readonly table: number;
  readonly players: readonly string[];
  readonly games: readonly GamePlan[];
  /** Elimination: the bracket match this table plays. */
  readonly match?: string;
}

/** A finished game: points per seat in its plan's seat order. */
export interface GameResult {
  readonly round: number;
  readonly table: number;
  readonly game: number;
  readonly scores: readonly number[];
  /** Arena: the seats that berserked. */
  readonly berserk?: readonly boolean[];
}

export interface RoundState {
  readonly round: number;
  readonly tables: readonly TablePlan[];
  /** Players who sit out the round with a bye. */
  readonly byes: readonly string[];
  readonly results: readonly GameResult[];
  /** Arena: minutes since the first pairing when this wave was paired. */
  readonly minute?: number;
}

/** An entrant who withdrew (or was removed): not paired from `round` on. */
export interface Withdrawal {
  readonly kind: 'withdraw';
  readonly id: string;
  /** The first round (arena: wave) that no longer pairs them. */
  readonly round: number;
}

/** A late entrant: in `settings.players` from `round` on, with no points for the rounds before. */
export interface LateEntry {
  readonly kind: 'join';
  readonly id: string;
  readonly rating: number;
  /** The first round (arena: wave) that may pair them. */
  readonly round: number;
  /** Arena: the minute they joined at (the late entry's window is a share of the arena's time). */
  readonly minute?: number;
}

/** A change of the field after the start, in the order made. */
export type EntryChange = Withdrawal | LateEntry;

/**
 * A tournament as stored: its settings (with every entrant, late ones included), its rounds so far
 * and the changes of its field since the start. Plain JSON; `loadTournament` replays it (a stored
 * state of version 1 has no changes, and replays as it always did).
 */
export interface TournamentState {
  readonly version: 2;
  readonly settings: TournamentSettings;
  readonly rounds: readonly RoundState[];
  readonly changes: readonly EntryChange[];
}
