import type { TimeControl } from './client.js';

/**
 * The bounds of a table's clock, checked at table creation (`bad-clock` otherwise), and the
 * number of timeouts in a row after which the seat goes to the bot as if its player were away.
 * docs/server/tables.md ("Seats, clocks and endings") lists them.
 */
export const CLOCK_BOUNDS = {
  /** Seconds per move. */
  moveSeconds: { min: 1, max: 3600 },
  /** Correspondence: days per move. */
  days: { min: 1, max: 30 },
  /** Time bank: minutes for the game. */
  bankMinutes: { min: 1, max: 180 },
  /** Time bank: seconds added after each move. */
  incrementSeconds: { min: 0, max: 300 },
  /** Timeouts in a row that hand the seat to the bot until the player takes it back. */
  timeoutsToBot: 3,
} as const;

/** Why a clock is outside the bounds (an English sentence), or null when it is within them. */
export function clockProblem(clock: TimeControl): string | null {
  const within = (n: number, b: { readonly min: number; readonly max: number }) => n >= b.min && n <= b.max;
  const b = CLOCK_BOUNDS;
  switch (clock.kind) {
    case 'none':
      return null;
    case 'move':
      return within(clock.seconds, b.moveSeconds)
        ? null
        : `seconds per move go from ${b.moveSeconds.min} to ${b.moveSeconds.max}`;
    case 'days':
      return within(clock.days, b.days) ? null : `days per move go from ${b.days.min} to ${b.days.max}`;
    case 'bank':
      if (!within(clock.minutes, b.bankMinutes))
        return `a time bank has ${b.bankMinutes.min} to ${b.bankMinutes.max} minutes`;
      return within(clock.increment, b.incrementSeconds)
        ? null
        : `the increment goes from ${b.incrementSeconds.min} to ${b.incrementSeconds.max} seconds`;
  }
}
