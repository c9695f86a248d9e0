import type { ErrorCode as EngineErrorCode } from '@carcassonne/engine';

/**
 * Every code the server refuses with, over the WebSocket and the HTTP API. A refused move or
 * table option also carries the engine's own code (`EngineErrorCode`); together they are every
 * code a client can receive. The web has words for each in every language (its i18n test checks).
 */
export const SERVER_ERROR_CODES = [
  // The message itself (before any handler runs).
  'too-large',
  'malformed-json',
  'bad-message',
  'unknown-type',
  'rate-limited',
  // Who you are.
  'not-authenticated',
  'bad-credentials',
  'already-authenticated',
  'bad-name',
  'already-registered',
  'username-taken',
  // Accounts and sessions.
  'name-taken',
  'busy',
  'no-such-session',
  // Tables.
  'no-such-table',
  'forbidden',
  'too-many-tables',
  'too-many-unattended',
  'no-person-seated',
  'unknown-preset',
  'bad-seats',
  'bad-option',
  'already-started',
  'already-seated',
  'bad-seat',
  'seat-taken',
  'not-seated',
  'not-host',
  'seats-open',
  'not-started',
  'not-watching',
  'bad-chat',
  'chat-off',
  'game-over',
  'stale-state',
  'storage-failed',
  /** The database refuses writes (disk full, read-only): nothing can be saved until it is fixed. */
  'storage-unwritable',
  // Clocks, resigning, aborting, rematches.
  'bad-clock',
  'resigned',
  'too-late-to-abort',
  'berserk-refused',
  'not-over',
  'rematch-taken',
  // Quick games and friends.
  'already-queued',
  'not-queued',
  'too-early',
  'no-such-challenge',
  // Vacations.
  'vacation-registered-only',
  'vacation-over-allowance',
  'on-vacation',
  // Tournaments (docs/server/tournaments.md).
  'no-such-tournament',
  'tournament-registered-only',
  'too-many-tournaments',
  'bad-tournament-settings',
  'registration-closed',
  'late-entry-closed',
  'already-entered',
  'not-entered',
  'tournament-full',
  'check-in-closed',
  'not-organizer',
  'tournament-over',
  'deal-hidden',
  'not-following',
  // The HTTP API.
  'not-finished',
  'no-such-player',
  'bad-request',
  'not-found',
  'not-ready',
  'server-error',
  // Alerts outside the page (push and mail).
  'bad-subscription',
  'no-such-subscription',
  'bad-address',
  'bad-token',
  'mail-off',
  'not-registered',
  // Moderation (docs/server/moderation.md).
  'banned',
  'muted',
  'blocked',
  // Analyses and puzzles.
  'analysis-busy',
  'analysis-yours-waiting',
  'no-such-puzzle',
] as const;
export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];
export type { EngineErrorCode };

/** Any code a client may receive: the server's own, or the engine's for a refused move or option. */
export type ErrorCode = ServerErrorCode | EngineErrorCode;

/** Errors are values: a code and a sentence (English, for logs and tools; pages word the code). */
export interface Problem {
  readonly code: ErrorCode;
  readonly message: string;
}

export function isServerErrorCode(code: string): code is ServerErrorCode {
  return (SERVER_ERROR_CODES as readonly string[]).includes(code);
}
