import type { Bot, Budget } from './bot.js';
import { greedyBot } from './greedy.js';
import { BASELINE_MCTS, DEFAULT_MCTS, mctsBot } from './mcts.js';
import { randomBot } from './random.js';

export const BOT_NAMES = ['random', 'greedy', 'mcts', 'baseline'] as const;
export type BotName = (typeof BOT_NAMES)[number];

export interface BotEntry {
  readonly bot: Bot;
  /** A fixed budget that overrides the arena's (the published baseline: 500 iterations). */
  readonly budget?: Budget;
}

export function makeBot(name: string): BotEntry | null {
  switch (name) {
    case 'random':
      return { bot: randomBot };
    case 'greedy':
      return { bot: greedyBot };
    case 'mcts':
      return { bot: mctsBot(DEFAULT_MCTS, 'mcts') };
    case 'baseline':
      // Plain MCTS as published: random playouts, win/loss reward, 500 iterations.
      return { bot: mctsBot(BASELINE_MCTS, 'baseline'), budget: { iterations: 500 } };
    default:
      return null;
  }
}
