import { Mulberry32, ok, type Move } from '@carcassonne/engine';
import type { AnyView, Bot, BotRequest, Budget } from './bot.js';
import { validateBudget } from './budget.js';
import { botError, describe, isRecord, unknownKeys, type BotResult } from './errors.js';
import { validateView } from './view.js';

/** A seed from outside: any safe integer (the bot's generator uses it modulo 2^32). */
export function validateSeed(input: unknown): BotResult<number> {
  if (typeof input !== 'number' || !Number.isSafeInteger(input))
    return botError('bad-seed', `the seed must be an integer, not ${describe(input)}`);
  return ok(input);
}

/** A bot request from outside, `{ view, budget?, seed }`, checked field by field (budget default applied). */
export function validateRequest(input: unknown): BotResult<Required<BotRequest>> {
  if (!isRecord(input))
    return botError(
      'bad-request',
      `a bot request is an object { view, budget, seed }, not ${describe(input)}`,
    );
  const extra = unknownKeys(input, ['view', 'budget', 'seed']);
  if (extra.length > 0)
    return botError(
      'bad-request',
      `unknown request field ${extra.join(', ')} (a request has view, budget and seed)`,
    );
  const budget = validateBudget(input.budget);
  if (!budget.ok) return budget;
  const seed = validateSeed(input.seed);
  if (!seed.ok) return seed;
  const view = validateView(input.view);
  if (!view.ok) return view;
  return ok({ view: view.value, budget: budget.value, seed: seed.value });
}

/** What a bot does with a checked request: a move, and how many iterations it took. */
export type Think = (
  view: AnyView,
  rng: Mulberry32,
  budget: Budget,
) => BotResult<{ move: Move; iterations: number }>;

/**
 * A bot whose `choose` checks the request, times the thinking and never throws: an exception
 * inside the bot (a bug) comes back as a `bot-failed` error value.
 */
export function thinkingBot(name: string, think: Think): Bot {
  return {
    name,
    choose(request) {
      const checked = validateRequest(request);
      if (!checked.ok) return checked;
      const { view, budget, seed } = checked.value;
      const t0 = performance.now();
      try {
        const r = think(view, new Mulberry32(seed), budget);
        if (!r.ok) return r;
        return ok({
          move: r.value.move,
          stats: { iterations: r.value.iterations, ms: performance.now() - t0 },
        });
      } catch (e) {
        return botError('bot-failed', `${name} failed: ${e instanceof Error ? e.message : String(e)}`);
      }
    },
  };
}
