import type { Result } from '@carcassonne/engine';

/** Why a bot refused or failed: a machine code for callers, a sentence for people. */
export const BOT_ERROR_CODES = [
  /** The request is not an object of the documented shape (or has unknown fields). */
  'bad-request',
  /** The budget is not a positive finite `timeMs` and/or a positive integer `iterations`. */
  'bad-budget',
  /** The seed is not a safe integer. */
  'bad-seed',
  /** The view is not a player's view of a known game, or does not replay. */
  'bad-view',
  /** The view's game is over: there is no decision to take. */
  'game-over',
  /** No bot has this name (or its tuning is malformed). */
  'unknown-bot',
  /** Search options out of range (e.g. a negative exploration constant). */
  'bad-options',
  /** A game record to analyse does not load (malformed, or an illegal move). */
  'bad-record',
  /** A learned evaluation's weights file is malformed, of another version, or of another shape. */
  'bad-weights',
  /** An arena game cannot be set up (preset, seats or seed). */
  'bad-game',
  /** The bot broke its contract (an exception or an illegal move): a bug, reported as a value. */
  'bot-failed',
  /** Worker runner: the job was cancelled, the runner was busy, or the worker died. */
  'cancelled',
  'busy',
  'worker-failed',
] as const;
export type BotErrorCode = (typeof BOT_ERROR_CODES)[number];

export interface BotError {
  readonly code: BotErrorCode;
  readonly message: string;
}

export type BotResult<T> = Result<T, BotError>;

export const botError = (
  code: BotErrorCode,
  message: string,
): { readonly ok: false; readonly error: BotError } => ({
  ok: false,
  error: { code, message },
});

/** A plain object (not null, not an array): what JSON-like inputs must be at each level. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The keys of `value` that are not in `known` (fields set to undefined count as absent). */
export function unknownKeys(value: Record<string, unknown>, known: readonly string[]): string[] {
  return Object.keys(value).filter((k) => value[k] !== undefined && !known.includes(k));
}

/** A short printable form of a refused input for error messages. */
export function describe(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined)
    return String(value);
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}
