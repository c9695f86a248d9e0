import type { Result } from '@carcassonne/engine';

/** Why a tournament call refused: a machine code for callers, a sentence for people. */
export const TOURNAMENT_ERROR_CODES = [
  /** Settings or a stored state that is not an object of the documented shape. */
  'bad-settings',
  'unknown-format',
  'unknown-tie-break',
  /** Fewer than two players, a player twice, or a bad id or rating. */
  'bad-players',
  /** More rounds than the format allows (round robin without repeats), or none. */
  'bad-rounds',
  /** Games per match the format does not take (elimination: 1, 3 or 5). */
  'bad-games-per-match',
  /** Players per table other than 2, or 3–5 outside a Swiss. */
  'bad-table-size',
  /** The round in play is not finished yet. */
  'round-unfinished',
  /** Every round has been paired, the bracket is decided, or the arena's time is up. */
  'tournament-over',
  /** A result for a game that is not pending, or scores of the wrong shape. */
  'bad-result',
  /** A late entry the format or the moment does not allow (docs/tournaments.md, "Late entry"). */
  'late-entry-closed',
  /** A withdrawal of somebody not in the field, or withdrawn already. */
  'not-entered',
  /** A stored state whose rounds do not replay to the same pairings. */
  'bad-state',
] as const;
export type TournamentErrorCode = (typeof TOURNAMENT_ERROR_CODES)[number];

export interface TournamentError {
  readonly code: TournamentErrorCode;
  readonly message: string;
}

export type TournamentResult<T> = Result<T, TournamentError>;

export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });

export const refuse = (
  code: TournamentErrorCode,
  message: string,
): { readonly ok: false; readonly error: TournamentError } => ({ ok: false, error: { code, message } });

/** A value from outside as an error message shows it: short, never executed. */
export function shown(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(JSON.stringify(value) ?? value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}
