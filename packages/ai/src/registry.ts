import type { Bot, Budget } from './bot.js';
import { greedyBot } from './greedy.js';
import { BASELINE_MCTS, DEFAULT_MCTS, mctsBot, type MctsOptions } from './mcts.js';
import { randomBot } from './random.js';

export const BOT_NAMES = ['random', 'greedy', 'mcts', 'baseline'] as const;
export type BotName = (typeof BOT_NAMES)[number];

export interface BotEntry {
  readonly bot: Bot;
  /** A fixed budget that overrides the arena's (the published baseline: 500 iterations). */
  readonly budget?: Budget;
}

/**
 * `mcts:k=12:t=8:p=greedy:c=0.25:w=0.7:f=1` tunes the search (k root options kept, t playout
 * turns before valuation — `inf` to play to the end —, p playout policy: greedy, smart or random,
 * c exploration, w win weight, f=1 flat root search by sequential halving, f=0 a tree).
 */
function tunedMcts(spec: string): BotEntry | null {
  let o: MctsOptions = DEFAULT_MCTS;
  for (const part of spec.split(/[,:]/).filter(Boolean)) {
    const [k, v = ''] = part.split('=');
    const num = v === 'inf' ? Infinity : Number(v);
    if (k === 'p' && (v === 'smart' || v === 'random' || v === 'greedy')) o = { ...o, playout: v };
    else if (Number.isNaN(num)) return null;
    else if (k === 'k') o = { ...o, rootTopK: num };
    else if (k === 't') o = { ...o, playoutTurns: num };
    else if (k === 'c') o = { ...o, c: num };
    else if (k === 'w') o = { ...o, winWeight: num };
    else if (k === 'f') o = { ...o, flat: num === 1 };
    else return null;
  }
  return { bot: mctsBot(o, `mcts:${spec}`) };
}

export function makeBot(name: string): BotEntry | null {
  if (name.startsWith('mcts:')) return tunedMcts(name.slice(5));
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
