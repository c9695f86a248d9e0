import type { TimeControl } from '@carcassonne/protocol';
import type { Storage } from '../storage/types.js';
import type { Vacation } from '../storage/vacations.js';
import { fullTime } from './time-bank.js';

/**
 * While its player is on vacation, the deadline of a days-per-move turn is checked again at least
 * this often (a vacation ended early counts from then on).
 */
export const VACATION_RECHECK_MS = 3_600_000;
/** A deadline whose vacations could not be read is checked again after this (never timed out blind). */
const RETRY_MS = 60_000;

/**
 * When a days-per-move turn runs out once vacations pause it: the turn began `full` ms before its
 * stored `deadline`, and only the time outside the vacations counts. The stored deadline never
 * changes, so this gives the same answer whenever (and on whichever process) it is asked.
 */
export function deadlineAfterVacations(
  deadline: number,
  full: number,
  vacations: readonly Vacation[],
): number {
  let at = deadline - full;
  let left = full;
  for (const v of [...vacations].sort((a, b) => a.from - b.from)) {
    if (v.until <= at) continue;
    if (v.from >= at + left) break;
    left -= Math.max(0, v.from - at);
    at = Math.max(at, v.until);
  }
  return at + left;
}

/** The deadline of a seat's turn as its player's vacations make it (other clocks: the stored one). */
export async function pausedDeadline(
  storage: Storage,
  clock: TimeControl,
  userId: string,
  deadline: number,
): Promise<number> {
  const full = fullTime(clock);
  if (clock.kind !== 'days' || full === null) return deadline;
  const vacations = await storage.vacations.of(userId, deadline - full);
  return vacations.length === 0 ? deadline : deadlineAfterVacations(deadline, full, vacations);
}

/**
 * The stored deadline of the seat due has passed: how long (ms from now) until it is checked
 * again because its player's vacation paused it, or null when the time has really run out.
 */
export async function vacationWait(
  storage: Storage,
  clock: TimeControl,
  userId: string,
  deadline: number,
  now: number,
): Promise<number | null> {
  if (clock.kind !== 'days') return null;
  try {
    const due = await pausedDeadline(storage, clock, userId, deadline);
    if (due <= now) return null;
    const away = await storage.vacations.current([userId], now);
    return away.has(userId) ? Math.min(due - now, VACATION_RECHECK_MS) : due - now;
  } catch {
    return RETRY_MS;
  }
}
