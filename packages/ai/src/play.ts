import { COLORS, createCityMatch, fnv1a, Match, PORTS, type BasePreset, type Move } from '@carcassonne/engine';
import type { AnyView, Budget } from './bot.js';
import { makeBot } from './registry.js';

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

function baseTable(preset: BasePreset, players: { name: string; color: (typeof COLORS)[number] }[], seed: string): Table {
  const created = Match.create({ game: 'carcassonne', preset, players, seed });
  if (!created.ok) throw new Error(created.error.message);
  const m = created.value;
  return {
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
  };
}

function cityTable(players: { name: string; color: (typeof COLORS)[number] }[], seed: string): Table {
  const created = createCityMatch({ game: 'the-city', preset: 'the-city', players: players as never, seed });
  if (!created.ok) throw new Error(created.error.message);
  const m = created.value;
  return {
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
  };
}

/** Play one game between bots (seat order as given) on the checked engine. */
export function playGame(preset: ArenaPreset, seats: readonly string[], seed: string, budget: Budget): GameResult {
  const players = seats.map((b, i) => ({ name: `${b}#${i + 1}`, color: COLORS[i]! }));
  const table = preset === 'the-city' ? cityTable(players, seed) : baseTable(preset, players, seed);
  const bots = seats.map((name) => {
    const e = makeBot(name);
    if (!e) throw new Error(`unknown bot ${name}`);
    return e;
  });
  const placed = seats.map(() => ({}) as Record<string, number>);
  const thinkMs = seats.map(() => 0);
  const iterations = seats.map(() => 0);
  const decisions = seats.map(() => 0);
  let turn = 0;
  while (!table.finished) {
    const seat = table.actor();
    const e = bots[seat]!;
    const a = e.bot.choose({ view: table.view(), budget: e.budget ?? budget, seed: fnv1a(`${seed}:${turn}:${seat}`) });
    thinkMs[seat]! += a.stats.ms;
    iterations[seat]! += a.stats.iterations;
    decisions[seat]! += 1;
    const r = table.play(a.move);
    if (!r.ok) throw new Error(`bot ${e.bot.name} played an illegal move ${JSON.stringify(a.move)}: ${r.error?.message}`);
    const kind = table.followerKind(a.move);
    if (kind) placed[seat]![kind] = (placed[seat]![kind] ?? 0) + 1;
    turn++;
  }
  return { seats, scores: table.scores(), placed, moves: turn, thinkMs, iterations, decisions };
}

