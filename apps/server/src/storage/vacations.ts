/** A player's vacation: from and until (ms since the epoch; until is excluded). */
export interface Vacation {
  readonly from: number;
  readonly until: number;
}

/** Why a vacation is refused: one is running already, or the year's allowance would be exceeded. */
export type VacationRefusal = 'on-vacation' | 'over-allowance';

export const DAY_MS = 86_400_000;

/**
 * The vacations of registered players (`storage.vacations`; docs/server/tables.md, "Vacations"). Both
 * adapters check and write a new vacation in one transaction, so two requests at once cannot
 * exceed the allowance.
 */
export interface VacationStore {
  /**
   * Start a vacation unless one covers its start, or the days of the vacations begun in the same
   * calendar year (UTC) plus its own would be more than `daysPerYear`.
   */
  take(userId: string, vacation: Vacation, daysPerYear: number): Promise<VacationRefusal | null>;
  /** End the vacation running at `at` (it ends at `at`); false when none runs. */
  end(userId: string, at: number): Promise<boolean>;
  /** The user's vacations that end after `since`, oldest first. */
  of(userId: string, since: number): Promise<Vacation[]>;
  /** The users among these on vacation at `at`, with when their vacation ends. */
  current(userIds: readonly string[], at: number): Promise<Map<string, number>>;
}

/** The first instant of the calendar year (UTC) of `at`. */
export function yearStart(at: number): number {
  return Date.UTC(new Date(at).getUTCFullYear(), 0, 1);
}

/** Days a vacation counts against the allowance: its length, a started day counting whole. */
export function vacationDays(v: Vacation): number {
  return Math.ceil(Math.max(0, v.until - v.from) / DAY_MS);
}

/** Days used in the calendar year of `at`, by the vacations begun in it. */
export function usedDays(vacations: readonly Vacation[], at: number): number {
  const start = yearStart(at);
  const end = yearStart(Date.UTC(new Date(at).getUTCFullYear() + 1, 0, 1));
  return vacations
    .filter((v) => v.from >= start && v.from < end)
    .reduce((sum, v) => sum + vacationDays(v), 0);
}

/** Whether a new vacation may be taken, given the user's vacations ending after its year began. */
export function vacationRefusal(
  existing: readonly Vacation[],
  vacation: Vacation,
  daysPerYear: number,
): VacationRefusal | null {
  if (existing.some((v) => v.from <= vacation.from && vacation.from < v.until)) return 'on-vacation';
  return usedDays(existing, vacation.from) + vacationDays(vacation) > daysPerYear ? 'over-allowance' : null;
}
