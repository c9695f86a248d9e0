import { ok } from '@carcassonne/engine';
import { carcassonneCore } from '@carcassonne/engine/internal';
import { baseAdapter } from '../adapter.js';
import type { Bot } from '../bot.js';
import { validateBudget } from '../budget.js';
import { TOP_LEVEL } from '../levels.js';
import { runSearch, searchView } from '../mcts.js';
import { DEFAULT_MCTS } from '../options.js';
import { decisionPosition } from '../position.js';
import { thinkingBot } from '../request.js';
import { learnedAdapter, type EvaluationChoice } from './evaluation.js';

// Level 5's search with today's leaf: the learned one is this bot's own, from its weights file.
const { leaf: _, ...OPTIONS } = TOP_LEVEL.play.kind === 'search' ? TOP_LEVEL.play.options : DEFAULT_MCTS;

/**
 * Level 5's search with the learned evaluation at the leaves of the base games (The City, and
 * a choice without weights, search exactly as level 5). Not a level: it is for measuring.
 */
export function learnedBot(choice: EvaluationChoice, name = 'learned'): Bot {
  const weights = choice.weights;
  if (weights === null)
    return thinkingBot(name, (view, rng, budget) => searchView(view, rng, budget, OPTIONS));
  const A = learnedAdapter(weights, baseAdapter);
  return thinkingBot(name, (view, rng, budget) => {
    const checked = validateBudget(budget);
    if (!checked.ok) return checked;
    const position = decisionPosition(view, rng);
    if (!position.ok) return position;
    const g = carcassonneCore(position.value.match);
    if (g === undefined) return searchView(view, rng, budget, OPTIONS);
    // As level 5 spends a budget (fewer iterations with most expansions) and widens its root
    // where its learned leaf was measured with more options (`LEARNED_ROOT_OPTIONS`).
    const level = position.value.use((_, _g, search) => search({ ...OPTIONS, leaf: 'learned' }));
    const r = runSearch(A, g, rng, level.budget(checked.value), level.options);
    return r.ok
      ? ok({ move: A.toMove(g, r.value.key, r.value.followerKey), iterations: r.value.iterations })
      : r;
  });
}
