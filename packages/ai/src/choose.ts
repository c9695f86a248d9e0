import type { AnyView, BotAnswer, Budget } from './bot.js';
import { validateBudget } from './budget.js';
import { botError, describe, isRecord, unknownKeys, type BotResult } from './errors.js';
import { entryBudget, makeBot } from './registry.js';

/** A move request naming its bot: what a server or a worker passes on from outside. */
export interface MoveRequest {
  /** A name from `BOT_NAMES`, or `mcts:` with tuning. */
  readonly bot: string;
  readonly view: AnyView;
  /** Absent: `DEFAULT_BUDGET`. A bot with a budget of its own (`baseline`, the levels) uses it once this one is valid (`entryBudget`). */
  readonly budget?: Budget;
  readonly seed: number;
}

/**
 * The one entry point for a bot's move from outside: the request is checked field by field —
 * bot name, budget, seed, view — and every refusal comes back as an error value, never a throw.
 */
export function chooseMove(request: unknown): BotResult<BotAnswer> {
  if (!isRecord(request))
    return botError(
      'bad-request',
      `a move request is an object { bot, view, budget, seed }, not ${describe(request)}`,
    );
  const extra = unknownKeys(request, ['bot', 'view', 'budget', 'seed']);
  if (extra.length > 0)
    return botError(
      'bad-request',
      `unknown request field ${extra.join(', ')} (a request has bot, view, budget and seed)`,
    );
  const entry = makeBot(request.bot as string);
  if (!entry.ok) return entry;
  // The caller's budget is checked even when the bot brings its own: a bad setting is never silent.
  const budget = validateBudget(request.budget);
  if (!budget.ok) return budget;
  const view = request.view;
  const game = isRecord(view) ? view.game : undefined;
  return entry.value.bot.choose({
    view: view as AnyView,
    budget: entryBudget(entry.value, budget.value, game),
    seed: request.seed as number,
  });
}
