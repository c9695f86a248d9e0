import type { TimeControl } from '@carcassonne/protocol';

/**
 * Clock arithmetic, pure: the time each seat has (ms) at the start of the game, and after a move.
 * A time bank loses the time the move took and gains the increment; a clock per move (seconds or
 * days) gives every move its full time again; no clock keeps no time (null).
 */
export function initialBanks(clock: TimeControl, seats: number): (number | null)[] {
  return new Array<number | null>(seats).fill(fullTime(clock));
}

/** The time a move gets on a clock per move, or a bank at the start (ms); null without a clock. */
export function fullTime(clock: TimeControl): number | null {
  switch (clock.kind) {
    case 'none':
      return null;
    case 'move':
      return clock.seconds * 1000;
    case 'days':
      return clock.days * 86_400_000;
    case 'bank':
      return clock.minutes * 60_000;
  }
}

/**
 * The seat's time after a move that took `used` ms of a turn begun with `bank` ms. A timeout
 * (`used` ≥ `bank`) leaves a bank with its increment only.
 */
export function timeAfterMove(clock: TimeControl, bank: number | null, used: number): number | null {
  if (clock.kind !== 'bank') return fullTime(clock);
  const left = Math.max(0, (bank ?? 0) - Math.max(0, used));
  return left + clock.increment * 1000;
}
