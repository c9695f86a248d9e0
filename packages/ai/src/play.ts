import { COLORS, createCityMatch, fnv1a, isBasePreset, Match, ok, PORTS, type BasePreset, type Move } from '@carcassonne/engine';
import type { AnyView, Budget } from './bot.js';
import { validateBudget } from './budget.js';
import { botError, describe, type BotResult } from './errors.js';
import { makeBot, type BotEntry } from './registry.js';

export type ArenaPreset = BasePreset | 'the-city';

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
}

/** The checked game, as far as bots need it: whose decision, the view, play. */
interface Table {
  readonly finished: boolean;
  actor(): number;
  view(): AnyView;
  play(move: Move): { ok: boolean; error?: { message: string } };
  scores(): number[];
  followerKind(move: Move): string | null;
}

function baseTable(preset: BasePreset, players: { name: string; color: (typeof COLORS)[number] }[], seed: string): BotResult<Table> {
  const created = Match.create({ game: 'carcassonne', preset, players, seed });
  if (!created.ok) return botError('bad-game', created.error.message);
  const m = created.value;
  return ok({
    get finished() {
      return m.finished;
    },
    actor: () => m.game.current,
    view: () => m.view(),
    play: (mv) => m.play(mv),
    scores: () => Array.from(m.game.scores),
    followerKind: (mv) => {
      if (mv.type !== 'place' || mv.follower === undefined) return null;
      const g = m.game;
      const p = g.grid[g.cellOf(mv.x, mv.y)]!;
      const t = g.types[g.pType[p]!]!;
      return t.def.segments[t.portSeg[g.pRot[p]! * 13 + PORTS.indexOf(mv.follower)]!]!.kind;
    },
  });
}

function cityTable(players: { name: string; color: (typeof COLORS)[number] }[], seed: string): BotResult<Table> {
  const created = createCityMatch({ game: 'the-city', preset: 'the-city', players: players as never, seed });
  if (!created.ok) return botError('bad-game', created.error.message);
  const m = created.value;
  return ok({
    get finished() {
      return m.finished;
    },
    actor: () => m.game.actor,
    view: () => m.view(),
    play: (mv) => m.play(mv),
    scores: () => Array.from(m.game.scores),
    followerKind: (mv) => {
      if (mv.type === 'wall') return mv.guard ? 'guard' : null;
      if (mv.type === 'tower') return mv.at ? 'tower' : null;
      if (mv.type !== 'place' || mv.follower === undefined) return null;
      const g = m.game;
      const p = g.grid[g.cellOf(mv.x, mv.y)]!;
      const t = g.types[g.pType[p]!]!;
      return t.base.def.segments[t.portSeg[g.pRot[p]! * 13 + PORTS.indexOf(mv.follower)]!]!.kind;
    },
  });
}

/**
 * Play one game between bots (seat order as given) on the checked engine. Refused as values: an
 * unknown preset or bot, a seed that is not a string, a bad budget (`bad-budget`); a bot that
 * fails or plays an illegal move ends the game with `bot-failed`.
 */
export function playGame(preset: ArenaPreset, seats: readonly string[], seed: string, budget: Budget): BotResult<GameResult> {
  const checked = validateBudget(budget);
  if (!checked.ok) return checked;
  if (preset !== 'the-city' && !isBasePreset(preset)) return botError('bad-game', `unknown preset ${describe(preset)} (classic, classic-se, modern, winter, the-city)`);
  if (typeof seed !== 'string') return botError('bad-game', `the game seed is a string, not ${describe(seed)}`);
  if (!Array.isArray(seats)) return botError('bad-game', `seats are a list of bot names, not ${describe(seats)}`);
  const bots: BotEntry[] = [];
  for (const name of seats) {
    const e = makeBot(name);
    if (!e.ok) return e;
    bots.push(e.value);
  }
  const players = seats.map((b, i) => ({ name: `${b}#${i + 1}`, color: COLORS[i % COLORS.length]! }));
  const created = preset === 'the-city' ? cityTable(players, seed) : baseTable(preset, players, seed);
  if (!created.ok) return created;
  const table = created.value;
  const placed = seats.map(() => ({}) as Record<string, number>);
  const thinkMs = seats.map(() => 0);
  const iterations = seats.map(() => 0);
  const decisions = seats.map(() => 0);
  let turn = 0;
  while (!table.finished) {
    const seat = table.actor();
    const e = bots[seat]!;
    const answer = e.bot.choose({ view: table.view(), budget: e.budget ?? checked.value, seed: fnv1a(`${seed}:${turn}:${seat}`) });
    if (!answer.ok) return botError('bot-failed', `bot ${e.bot.name} failed at move ${turn}: ${answer.error.message}`);
    const a = answer.value;
    thinkMs[seat]! += a.stats.ms;
    iterations[seat]! += a.stats.iterations;
    decisions[seat]! += 1;
    const r = table.play(a.move);
    if (!r.ok) return botError('bot-failed', `bot ${e.bot.name} played an illegal move ${JSON.stringify(a.move)}: ${r.error?.message}`);
    const kind = table.followerKind(a.move);
    if (kind) placed[seat]![kind] = (placed[seat]![kind] ?? 0) + 1;
    turn++;
  }
  return ok({ seats, scores: table.scores(), placed, moves: turn, thinkMs, iterations, decisions });
}
