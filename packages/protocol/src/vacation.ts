import { Type, type Static } from '@sinclair/typebox';
import { Secret, UserId } from './client.js';

/**
 * Vacations (docs/server/tables.md, "Vacations"): a registered player pauses their clocks in their
 * correspondence games (days per move) for some days, up to a number of days per calendar year.
 */
export const VACATION_BOUNDS = {
  /** Days one vacation may last at most (the yearly allowance bounds it further). */
  maxDays: 366,
  /** The yearly allowance when `VACATION_DAYS_PER_YEAR` is not set. */
  defaultDaysPerYear: 21,
} as const;

const SignedIn = { user: UserId, secret: Secret };

/** Take a vacation from now for `days` days (`POST /api/vacation`). */
export const VacationRequest = Type.Object(
  { ...SignedIn, days: Type.Integer({ minimum: 1, maximum: VACATION_BOUNDS.maxDays }) },
  { additionalProperties: false },
);
export type VacationRequest = Static<typeof VacationRequest>;

/** Read one's vacation (`POST /api/vacation/status`) or end it now (`POST /api/vacation/end`). */
export const VacationSignedIn = Type.Object(SignedIn, { additionalProperties: false });
export type VacationSignedIn = Static<typeof VacationSignedIn>;

/** A player's vacation as they see it: the one running (if any) and the days left this year. */
export interface VacationStatus {
  /** The vacation running now (ms since the epoch), or null. */
  readonly current: { readonly from: number; readonly until: number } | null;
  /** Days used in the calendar year (UTC) of `now`, counting the running vacation in full. */
  readonly usedDays: number;
  /** Days a player may take per calendar year. */
  readonly daysPerYear: number;
}

/** The seats of a table whose player is on vacation now (`GET /api/tables/:id/vacations`). */
export interface TableVacations {
  readonly seats: readonly {
    readonly seat: number;
    readonly until: number;
    /** For the seat due: when its time runs out once the vacation is counted (null: no clock). */
    readonly deadline: number | null;
  }[];
}
