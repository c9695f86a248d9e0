import { ok } from '@carcassonne/engine';
import type { Adapter } from './adapter.js';
import type { Budget } from './bot.js';
import { searchLimits, validateBudget, type SearchLimits } from './budget.js';
import { botError, type BotResult } from './errors.js';
import { topOptions } from './greedy.js';
import { validateOptions, type MctsOptions } from './options.js';

export interface SearchResult {
  /** The chosen decision and, after a placement, the chosen follower decision. */
  readonly key: number;
  readonly followerKey: number | null;
  readonly iterations: number;
}

/** What both searches check before they start: the budget, the options, a decision to take. */
export function startSearch<G>(
  A: Adapter<G>,
  root: G,
  budget: Budget,
  opts: MctsOptions,
): BotResult<SearchLimits> {
  const checked = validateBudget(budget);
  if (!checked.ok) return checked;
  const options = validateOptions(opts);
  if (!options.ok) return options;
  if (A.over(root)) return botError('game-over', 'the game is over: there is no move to choose');
  return ok(searchLimits(checked.value));
}

/** When a search has learnt nothing (no iteration ran), the best option by the greedy valuation. */
export function greedyFallback<G>(A: Adapter<G>, root: G, iterations: number): BotResult<SearchResult> {
  const best = topOptions(A, root, 1)[0];
  if (!best) return botError('bot-failed', 'no legal move in a game that is not over');
  return ok({ key: best.key, followerKey: best.followerKey, iterations });
}
