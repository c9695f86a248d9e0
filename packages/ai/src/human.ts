import { ok, type Move, type Mulberry32 } from '@carcassonne/engine';
import type { Adapter } from './adapter.js';
import type { Bot } from './bot.js';
import { botError, type BotResult } from './errors.js';
import { rateOptions, type RatedOption } from './greedy.js';
import { decisionPosition } from './position.js';
import { thinkingBot } from './request.js';

/**
 * How a weaker player decides: one look ahead (greedy's valuation of every option), a few of
 * the best options weighed, and now and then a slip to a nearly-as-good one — never a move far
 * below the best, so the play stays plausible.
 */
export interface HumanStyle {
  /** How many of the best options (by the biased value) are weighed. */
  readonly topK: number;
  /** Softmax temperature in points: how readily an option this much worse is taken (> 0). */
  readonly temperature: number;
  /** Points added to an option that puts a follower down: beginners place them too eagerly. */
  readonly eagerness: number;
  /** Never an option whose value is more than this many points below the best one's. */
  readonly maxLoss: number;
}

interface Weighed {
  readonly option: RatedOption;
  readonly value: number;
}

/** The options a player with this style weighs, best first (biased values). */
export function weighedOptions<G>(A: Adapter<G>, g: G, style: HumanStyle): Weighed[] {
  const rated = rateOptions(A, g);
  let best = -Infinity;
  for (const o of rated) if (o.value > best) best = o.value;
  return rated
    .filter((o) => o.value >= best - style.maxLoss)
    .map((o) => ({
      option: o,
      value: o.value + (A.spendsFollower(o.key, o.followerKey) ? style.eagerness : 0),
    }))
    .sort((a, b) => b.value - a.value)
    .slice(0, Math.max(1, style.topK));
}

/** One option drawn from a softmax of the weighed options' values (deterministic for the generator). */
export function humanDecision<G>(
  A: Adapter<G>,
  g: G,
  rng: Mulberry32,
  style: HumanStyle,
): RatedOption | null {
  const weighed = weighedOptions(A, g, style);
  const top = weighed[0];
  if (!top) return null;
  const weights = weighed.map((w) => Math.exp((w.value - top.value) / style.temperature));
  let x = (rng.nextU32() / 0x100000000) * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < weighed.length; i++) {
    x -= weights[i]!;
    if (x < 0) return weighed[i]!.option;
  }
  return weighed[weighed.length - 1]!.option;
}

function humanMove<G>(A: Adapter<G>, g: G, rng: Mulberry32, style: HumanStyle): BotResult<Move> {
  const o = humanDecision(A, g, rng, style);
  return o
    ? ok(A.toMove(g, o.key, o.followerKey))
    : botError('bot-failed', 'no legal move in a game that is not over');
}

/** A bot that plays in this style (the budget is checked, then unused: it does not search). */
export function humanBot(style: HumanStyle, name: string): Bot {
  return thinkingBot(name, (view, rng) => {
    const position = decisionPosition(view, rng);
    if (!position.ok) return position;
    const move = position.value.use((A, g) => humanMove(A, g, rng, style));
    return move.ok ? ok({ move: move.value, iterations: 1 }) : move;
  });
}
