import { COLORS, fnv1a, Match, PORTS, type BasePreset, type Port } from '@carcassonne/engine';
import type { Budget } from './bot.js';
import { makeBot } from './registry.js';

export interface Seat {
  readonly bot: string;
}

export interface GameResult {
  readonly seats: readonly string[];
  readonly scores: readonly number[];
  /** Followers placed per seat, by kind. */
  readonly placed: readonly Record<string, number>[];
  readonly moves: number;
  readonly thinkMs: readonly number[];
  readonly iterations: readonly number[];
}

/** Play one game between bots (seat order as given) on the checked engine. */
export function playGame(preset: BasePreset, seats: readonly string[], seed: string, budget: Budget): GameResult {
  const players = seats.map((b, i) => ({ name: `${b}#${i + 1}`, color: COLORS[i]! }));
  const created = Match.create({ game: 'carcassonne', preset, players, seed });
  if (!created.ok) throw new Error(created.error.message);
  const m = created.value;
  const bots = seats.map((name) => {
    const e = makeBot(name);
    if (!e) throw new Error(`unknown bot ${name}`);
    return e;
  });
  const placed = seats.map(() => ({ road: 0, city: 0, monastery: 0, field: 0 }) as Record<string, number>);
  const thinkMs = seats.map(() => 0);
  const iterations = seats.map(() => 0);
  let turn = 0;
  while (!m.finished) {
    const seat = m.game.current;
    const e = bots[seat]!;
    const a = e.bot.choose({ view: m.view(), budget: e.budget ?? budget, seed: fnv1a(`${seed}:${turn}:${seat}`) });
    thinkMs[seat]! += a.stats.ms;
    iterations[seat]! += a.stats.iterations;
    const r = m.play(a.move);
    if (!r.ok) throw new Error(`bot ${e.bot.name} played an illegal move ${JSON.stringify(a.move)}: ${r.error.message}`);
    if (a.move.follower !== undefined) {
      const kind = followerKind(m, a.move.x, a.move.y, a.move.follower);
      placed[seat]![kind] = (placed[seat]![kind] ?? 0) + 1;
    }
    turn++;
  }
  return { seats, scores: Array.from(m.game.scores), placed, moves: turn, thinkMs, iterations };
}

function followerKind(m: Match, x: number, y: number, port: string): string {
  const g = m.game;
  const p = g.grid[g.cellOf(x, y)]!;
  const t = g.types[g.pType[p]!]!;
  const seg = t.portSeg[g.pRot[p]! * 13 + PORTS.indexOf(port as Port)]!;
  return t.def.segments[seg]!.kind;
}
