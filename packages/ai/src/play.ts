import {
  createMatch,
  definitionOfPreset,
  fnv1a,
  ok,
  PRESET_IDS,
  type AnyRecord,
  type GameMatch,
  type Move,
} from '@carcassonne/engine';
import type { Budget } from './bot.js';
import { validateBudget } from './budget.js';
import { botError, describe, type BotResult } from './errors.js';
import { entryBudget, makeBot, type BotEntry } from './registry.js';
import type { EvaluationChoice } from './learned/evaluation.js';
import { learnedBot } from './learned/bot.js';
import { TOP_LEVEL } from './levels.js';

/** The seat name of the learned evaluation's bot, playable only with an evaluation given. */
export const LEARNED = 'learned';

/** The learned bot with level 5's own budgets, so it is compared at level 5's CPU. */
const learnedEntry = (evaluation: EvaluationChoice): BotEntry => ({
  bot: learnedBot(evaluation, LEARNED),
  budget: TOP_LEVEL.budget.carcassonne,
  gameBudgets: TOP_LEVEL.budget,
  lowerable: true,
});

/** A preset id of any game (`PRESET_IDS`). */
export type ArenaPreset = string;

export interface Seat {
  readonly bot: string;
}

export interface GameResult {
  readonly seats: readonly string[];
  readonly scores: readonly number[];
  /** Per seat: followers placed by kind (road, city, monastery, field; market, district), guards, towers. */
  readonly placed: readonly Record<string, number>[];
  readonly moves: number;
  readonly thinkMs: readonly number[];
  readonly iterations: readonly number[];
  /** Decisions taken per seat. */
  readonly decisions: readonly number[];
  /** The match's record (`GameMatch.toRecord()`), when `playGame` was asked for it. */
  readonly record?: AnyRecord;
}

export interface PlayOptions {
  /** Keep the game's record in the result (`record`), e.g. to write it to a file. */
  readonly record?: boolean;
  /** Rule options of the match beyond its preset's (the expansions: `{ "innsAndCathedrals": true }`). */
  readonly options?: Readonly<Record<string, boolean | string>>;
  /** With it, a seat named `learned` is level 5's search with this evaluation (learned/bot.ts). */
  readonly evaluation?: EvaluationChoice;
  /** Per bot name, the budget its seats think with instead of the game's (each checked alike). */
  readonly budgets?: Readonly<Record<string, Budget>>;
}

/** What a move placed: a follower's feature kind (as the view names it), a guard or a tower. */
function placedKind(match: GameMatch, move: Move): string | null {
  if (move.type === 'wall') return move.guard ? 'guard' : null;
  if (move.type === 'tower') return move.at ? 'tower' : null;
  if (move.type !== 'place' || move.follower === undefined) return null;
  const f = match.view().followers.find((x) => x.x === move.x && x.y === move.y && x.port === move.follower);
  return f ? f.kind : null;
}

/**
 * Play one game between bots (seat order as given) on the checked engine. Refused as values: an
 * unknown preset or bot, a seed that is not a string, a bad budget (`bad-budget`); a bot that
 * fails or plays an illegal move ends the game with `bot-failed`.
 */
export function playGame(
  preset: ArenaPreset,
  seats: readonly string[],
  seed: string,
  budget: Budget,
  options: PlayOptions = {},
): BotResult<GameResult> {
  const checked = validateBudget(budget);
  if (!checked.ok) return checked;
  const own = new Map<string, Budget>();
  for (const [name, b] of Object.entries(options.budgets ?? {})) {
    const v = validateBudget(b);
    if (!v.ok) return v;
    own.set(name, v.value);
  }
  if (typeof preset !== 'string' || !PRESET_IDS.includes(preset))
    return botError('bad-game', `unknown preset ${describe(preset)} (${PRESET_IDS.join(', ')})`);
  if (typeof seed !== 'string')
    return botError('bad-game', `the game seed is a string, not ${describe(seed)}`);
  if (!Array.isArray(seats))
    return botError('bad-game', `seats are a list of bot names, not ${describe(seats)}`);
  const bots: BotEntry[] = [];
  for (const name of seats) {
    const e =
      name === LEARNED && options.evaluation !== undefined
        ? ok(learnedEntry(options.evaluation))
        : makeBot(name);
    if (!e.ok) return e;
    bots.push(e.value);
  }
  const colors = definitionOfPreset(preset);
  if (!colors.ok) return botError('bad-game', colors.error.message);
  const players = seats.map((b, i) => ({
    name: `${b}#${i + 1}`,
    color: colors.value.colors[i % colors.value.colors.length]!,
  }));
  const created = createMatch({
    preset,
    ...(options.options !== undefined ? { options: options.options } : {}),
    players,
    seed,
  });
  if (!created.ok) return botError('bad-game', created.error.message);
  const table = created.value;
  const placed = seats.map(() => ({}) as Record<string, number>);
  const thinkMs = seats.map(() => 0);
  const iterations = seats.map(() => 0);
  const decisions = seats.map(() => 0);
  let turn = 0;
  while (!table.finished) {
    const seat = table.actor;
    const e = bots[seat]!;
    const answer = e.bot.choose({
      view: table.view(seat),
      budget: entryBudget(e, own.get(seats[seat]!) ?? checked.value, colors.value.id),
      seed: fnv1a(`${seed}:${turn}:${seat}`),
    });
    if (!answer.ok)
      return botError('bot-failed', `bot ${e.bot.name} failed at move ${turn}: ${answer.error.message}`);
    const a = answer.value;
    thinkMs[seat]! += a.stats.ms;
    iterations[seat]! += a.stats.iterations;
    decisions[seat]! += 1;
    const r = table.play(seat, a.move);
    if (!r.ok)
      return botError(
        'bot-failed',
        `bot ${e.bot.name} played an illegal move ${JSON.stringify(a.move)}: ${r.error.message}`,
      );
    const kind = placedKind(table, a.move);
    if (kind) placed[seat]![kind] = (placed[seat]![kind] ?? 0) + 1;
    turn++;
  }
  const result = { seats, scores: [...table.scores], placed, moves: turn, thinkMs, iterations, decisions };
  return ok(options.record === true ? { ...result, record: table.toRecord() } : result);
}
