/** Sizes and rates every side agrees on (no dependencies, safe to import in the browser). */
export const LIMITS = {
  /** Largest client message the server reads; larger ones are refused with `too-large`. */
  messageBytes: 16 * 1024,
  nameLength: 24,
  chatLength: 300,
  /** Chat: at most this many messages per user in `chatWindowMs`. */
  chatMessages: 5,
  chatWindowMs: 10_000,
  /** Recent client message ids remembered per user (a repeated id gets the same answer). */
  recentIds: 256,
  usernameLength: 32,
  passwordMin: 8,
  passwordMax: 128,
} as const;

/** Bots a seat may hold, and the levels a table may give them (mapped to a thinking budget). */
export const SEAT_BOTS = ['random', 'greedy', 'mcts'] as const;
export type SeatBot = (typeof SEAT_BOTS)[number];
export const BOT_LEVELS = [1, 2, 3, 4, 5] as const;
