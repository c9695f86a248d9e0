import type { AnyView, Move } from '@carcassonne/engine';
import type { BotResult } from './errors.js';

/**
 * How long a bot may think: wall-clock milliseconds and/or a number of search iterations
 * (both: whichever runs out first). Neither means `DEFAULT_BUDGET` (one second); see
 * `validateBudget` for what is refused and budget.ts for the hard bounds of every search.
 */
export interface Budget {
  readonly timeMs?: number;
  readonly iterations?: number;
}

/** Any game's player view (the engine's registry): everything public, never the order of the bag. */
export type { AnyView };

/** What a bot is given: the public view and its own seed. */
export interface BotRequest {
  readonly view: AnyView;
  /** Absent: `DEFAULT_BUDGET`. */
  readonly budget?: Budget;
  /** Seeds the bot's own randomness (a safe integer); the same seed and iteration budget give the same move. */
  readonly seed: number;
}

export interface BotStats {
  readonly iterations: number;
  readonly ms: number;
}

export interface BotAnswer {
  readonly move: Move;
  readonly stats: BotStats;
}

export interface Bot {
  readonly name: string;
  /** A legal move for the view, or an error value (bad request, budget, seed or view; game over). Never throws. */
  choose(request: BotRequest): BotResult<BotAnswer>;
}
