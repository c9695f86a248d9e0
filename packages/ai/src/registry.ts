import { ok, type GameId } from '@carcassonne/engine';
import type { Bot, Budget } from './bot.js';
import { botError, describe, type BotResult } from './errors.js';
import { greedyBot } from './greedy.js';
import { humanBot } from './human.js';
import { LEVEL_IDS, levelInfo, type LevelInfo } from './levels.js';
import { mctsBot } from './mcts.js';
import { BASELINE_MCTS, DEFAULT_MCTS, validateOptions, type MctsOptions } from './options.js';
import { randomBot } from './random.js';

export const BOT_NAMES = ['random', 'greedy', 'mcts', 'baseline', ...LEVEL_IDS] as const;
export type BotName = (typeof BOT_NAMES)[number];

export interface BotEntry {
  readonly bot: Bot;
  /** A budget of its own that replaces the caller's (the published baseline: 500 iterations; each level's). */
  readonly budget?: Budget;
  /** Per game, a budget of its own that replaces `budget` in that game (the levels). */
  readonly gameBudgets?: Readonly<Record<GameId, Budget>>;
  /** A caller's `iterations` may lower that budget, never raise it (the levels: quick checks and tests). */
  readonly lowerable?: boolean;
}

const GAME_IDS: readonly string[] = ['carcassonne', 'the-city'] satisfies readonly GameId[];

/**
 * The budget a bot plays with when a caller asks with `caller` (already valid) in `game` (the
 * view's, unchecked: anything else means the base games): the caller's, or the bot's own — for a level, lowered to the caller's iterations when those are fewer (a
 * caller's time is ignored: a level's strength must not depend on the machine's load).
 */
export function entryBudget(entry: BotEntry, caller: Budget, game?: unknown): Budget {
  const own =
    typeof game === 'string' && GAME_IDS.includes(game)
      ? (entry.gameBudgets?.[game as GameId] ?? entry.budget)
      : entry.budget;
  if (!own) return caller;
  if (
    entry.lowerable &&
    own.iterations !== undefined &&
    caller.iterations !== undefined &&
    caller.iterations < own.iterations
  )
    return { ...own, iterations: caller.iterations };
  return own;
}

const PLAYOUTS: readonly string[] = ['smart', 'random', 'greedy'];

/**
 * `mcts:k=12:t=8:p=greedy:c=0.25:w=0.7:f=1:l=learned` tunes the search (k root options kept, t
 * playout turns before valuation — `inf` to play to the end —, p playout policy: greedy, smart or
 * random, c exploration, w win weight, f=1 flat root search by sequential halving, f=0 a tree,
 * l=learned level 5's learned leaf where it has weights, l=built-in today's valuation).
 */
function tunedMcts(spec: string): BotResult<BotEntry> {
  const refuse = (why: string) => botError('unknown-bot', `bot "mcts:${spec}": ${why}`);
  let o: MctsOptions = DEFAULT_MCTS;
  for (const part of spec.split(/[,:]/).filter(Boolean)) {
    const at = part.indexOf('=');
    const key = at < 0 ? part : part.slice(0, at);
    const value = at < 0 ? '' : part.slice(at + 1);
    const num = value === 'inf' ? Infinity : value.trim() === '' ? NaN : Number(value);
    if (key === 'p') {
      if (!PLAYOUTS.includes(value))
        return refuse(`p must be one of ${PLAYOUTS.join(', ')}, not ${describe(value)}`);
      o = { ...o, playout: value as MctsOptions['playout'] };
    } else if (key === 'l') {
      if (value === 'learned') o = { ...o, leaf: 'learned' };
      else if (value === 'built-in') {
        const { leaf: _, ...rest } = o;
        o = rest;
      } else return refuse(`l is learned or built-in, not ${describe(value)}`);
    } else if (!['k', 't', 'c', 'w', 'f'].includes(key))
      return refuse(`unknown option "${key}" (k, t, p, c, w, f, l)`);
    else if (Number.isNaN(num)) return refuse(`${key} needs a number, not ${describe(value)}`);
    else if (key === 'k') o = { ...o, rootTopK: num };
    else if (key === 't') o = { ...o, playoutTurns: num };
    else if (key === 'c') o = { ...o, c: num };
    else if (key === 'w') o = { ...o, winWeight: num };
    else if (num === 0 || num === 1) o = { ...o, flat: num === 1 };
    else return refuse(`f is 0 (tree) or 1 (flat), not ${describe(value)}`);
  }
  const checked = validateOptions(o);
  if (!checked.ok) return refuse(checked.error.message);
  return ok({ bot: mctsBot(o, `mcts:${spec}`) });
}

/** A level's bot with its own budget (levels.ts). */
function levelBot(level: LevelInfo): BotEntry {
  const bot =
    level.play.kind === 'human'
      ? humanBot(level.play.style, level.id)
      : mctsBot(level.play.options, level.id);
  return { bot, budget: level.budget.carcassonne, gameBudgets: level.budget, lowerable: true };
}

/** The bot a name stands for (`BOT_NAMES`, or `mcts:` with tuning); anything else is `unknown-bot`. */
export function makeBot(name: string): BotResult<BotEntry> {
  if (typeof name !== 'string')
    return botError('unknown-bot', `a bot name is a string, not ${describe(name)}`);
  if (name.startsWith('mcts:')) return tunedMcts(name.slice(5));
  const level = levelInfo(name);
  if (level) return ok(levelBot(level));
  switch (name) {
    case 'random':
      return ok({ bot: randomBot });
    case 'greedy':
      return ok({ bot: greedyBot });
    case 'mcts':
      return ok({ bot: mctsBot(DEFAULT_MCTS, 'mcts') });
    case 'baseline':
      // Plain MCTS as published: random playouts, win/loss reward, 500 iterations.
      return ok({ bot: mctsBot(BASELINE_MCTS, 'baseline'), budget: { iterations: 500 } });
    default:
      return botError(
        'unknown-bot',
        `unknown bot ${describe(name)} (bots: ${BOT_NAMES.join(', ')}, or mcts:… with tuning)`,
      );
  }
}
