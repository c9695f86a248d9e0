/** Sizes and rates every side agrees on (no dependencies, safe to import in the browser). */
export const LIMITS = {
  /** Largest client message the server reads; larger ones are refused with `too-large`. */
  messageBytes: 16 * 1024,
  nameLength: 24,
  chatLength: 300,
  /** Chat: at most this many messages per user in `chatWindowMs`. */
  chatMessages: 5,
  chatWindowMs: 10_000,
  /** Chat: at most this many messages per client address (all its users together) in `chatWindowMs`. */
  chatAddressMessages: 15,
  /** Chat lines a table keeps per channel; older ones are dropped when a new line is stored. */
  chatKept: 200,
  /**
   * Recent client message ids remembered per user (a repeated id gets the same answer): more
   * than a client has unanswered when its connection drops (it sends those again). Each is kept
   * with its answer for 2 to 4 minutes, so this bounds a server's memory per active user (64: about 10 KB).
   */
  recentIds: 64,
  usernameLength: 32,
  /** Tables in one page of the lobby (and of `GET /api/tables` unless it asks for fewer). */
  lobbyPage: 20,
  /** Longest lobby search text, and the largest offset a lobby page may start at. */
  lobbySearchLength: 32,
  lobbyOffsetMax: 10_000,
  passwordMin: 8,
  passwordMax: 128,
} as const;

/**
 * A rated game counts only once every person's seat has made this many moves of its own; until
 * then any seated player may abort it, and a resignation aborts it (docs/server/ratings.md).
 */
export const MIN_RATED_MOVES = 2;
