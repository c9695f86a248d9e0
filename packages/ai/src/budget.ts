import { ok } from '@carcassonne/engine';
import type { Budget } from './bot.js';
import { botError, describe, isRecord, unknownKeys, type BotResult } from './errors.js';

/** The budget a request gets when it gives neither `timeMs` nor `iterations`: one second. */
export const DEFAULT_BUDGET: Budget = { timeMs: 1000 };

/**
 * Hard bounds on every search, whatever its budget says: a search stops after this much wall
 * time or this many iterations, so a server's bot always answers.
 */
export const MAX_SEARCH_MS = 60_000;
export const MAX_SEARCH_ITERATIONS = 1_000_000;

const isPositiveFinite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;
const isPositiveInteger = (v: unknown): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

/**
 * A budget from outside: `{ timeMs?, iterations? }` with a positive finite `timeMs` and/or a
 * positive integer `iterations` (both: whichever runs out first). Missing (undefined or `{}`)
 * gives `DEFAULT_BUDGET`; anything else — NaN, 0, negatives, Infinity, strings, unknown fields —
 * is refused with `bad-budget`.
 */
export function validateBudget(input: unknown): BotResult<Budget> {
  if (input === undefined) return ok(DEFAULT_BUDGET);
  if (!isRecord(input))
    return botError('bad-budget', `a budget is an object { timeMs?, iterations? }, not ${describe(input)}`);
  const extra = unknownKeys(input, ['timeMs', 'iterations']);
  if (extra.length > 0)
    return botError(
      'bad-budget',
      `unknown budget field ${extra.join(', ')} (a budget has timeMs and/or iterations)`,
    );
  const budget: { timeMs?: number; iterations?: number } = {};
  if (input.timeMs !== undefined) {
    if (!isPositiveFinite(input.timeMs))
      return botError(
        'bad-budget',
        `timeMs must be a positive finite number of milliseconds, not ${describe(input.timeMs)}`,
      );
    budget.timeMs = input.timeMs;
  }
  if (input.iterations !== undefined) {
    if (!isPositiveInteger(input.iterations))
      return botError(
        'bad-budget',
        `iterations must be a positive integer, not ${describe(input.iterations)}`,
      );
    budget.iterations = input.iterations;
  }
  return ok(budget.timeMs === undefined && budget.iterations === undefined ? DEFAULT_BUDGET : budget);
}

export interface SearchLimits {
  readonly maxIterations: number;
  /** `performance.now()` time at which the search stops; never more than `MAX_SEARCH_MS` away. */
  readonly deadline: number;
  /** The budget names a time, so a search may pace itself by it (an iteration budget stays deterministic). */
  readonly paced: boolean;
}

/** A (validated) budget as the limits a search loop checks, within the hard bounds. */
export function searchLimits(budget: Budget): SearchLimits {
  const paced = isPositiveFinite(budget.timeMs);
  const timeMs = isPositiveFinite(budget.timeMs) ? Math.min(budget.timeMs, MAX_SEARCH_MS) : MAX_SEARCH_MS;
  const maxIterations = isPositiveInteger(budget.iterations)
    ? Math.min(budget.iterations, MAX_SEARCH_ITERATIONS)
    : MAX_SEARCH_ITERATIONS;
  return { maxIterations, deadline: performance.now() + timeMs, paced };
}
