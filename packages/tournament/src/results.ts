import type { GamePlan, GameResult, RoundState, TablePlan, TournamentState } from './types.js';

/** One finished game as one of its players saw it. */
export interface GameEntry {
  readonly round: number;
  readonly table: number;
  readonly game: number;
  readonly seat: number;
  readonly deal: string;
  /** The others at the table. */
  readonly opponents: readonly string[];
  /** Game points: 1 for beating everyone, ½ per tie, over the opponents (2 players: 1, ½ or 0). */
  readonly points: number;
  /** Per opponent, the same: 1, ½ or 0. */
  readonly against: Readonly<Record<string, number>>;
  /** Own score minus the best other score. */
  readonly margin: number;
  readonly won: boolean;
  readonly berserk: boolean;
}

export interface PlayerLog {
  readonly id: string;
  readonly games: GameEntry[];
  /** Rounds sat out with a bye. */
  readonly byes: number[];
}

/** A game's plan by its table and number. */
export function planOf(round: RoundState, table: number, game: number): GamePlan | undefined {
  return round.tables.find((t) => t.table === table)?.games[game];
}

const compare = (a: number, b: number): number => (a > b ? 1 : a === b ? 0.5 : 0);

function entries(plan: GamePlan, result: GameResult): GameEntry[] {
  return plan.seats.map((_, seat) => {
    const own = result.scores[seat]!;
    const others = result.scores.filter((_, s) => s !== seat);
    const against: Record<string, number> = {};
    plan.seats.forEach((o, s) => {
      if (s !== seat) against[o] = compare(own, result.scores[s]!);
    });
    const points = Object.values(against).reduce((a, b) => a + b, 0) / others.length;
    return {
      round: plan.round,
      table: plan.table,
      game: plan.game,
      seat,
      deal: plan.deal,
      opponents: plan.seats.filter((_, s) => s !== seat),
      points,
      against,
      margin: own - Math.max(...others),
      won: points === 1,
      berserk: result.berserk?.[seat] === true,
    };
  });
}

/** Every player's finished games (in the order played) and byes. */
export function playerLogs(state: TournamentState): Map<string, PlayerLog> {
  const logs = new Map<string, PlayerLog>(
    state.settings.players.map((p) => [p.id, { id: p.id, games: [], byes: [] }]),
  );
  for (const round of state.rounds) {
    for (const id of round.byes) logs.get(id)?.byes.push(round.round);
    const ordered = [...round.results].sort((a, b) => a.table - b.table || a.game - b.game);
    for (const r of ordered) {
      const plan = planOf(round, r.table, r.game);
      if (plan === undefined) continue;
      for (const e of entries(plan, r)) logs.get(plan.seats[e.seat]!)?.games.push(e);
    }
  }
  return logs;
}

/** A table's match so far: game points per player (in `players` order) and games played. */
export function matchTally(
  round: RoundState,
  table: TablePlan,
): { points: number[]; margins: number[]; played: number } {
  const points = table.players.map(() => 0);
  const margins = table.players.map(() => 0);
  let played = 0;
  for (const r of round.results) {
    if (r.table !== table.table) continue;
    const plan = table.games[r.game];
    if (plan === undefined) continue;
    played++;
    for (const e of entries(plan, r)) {
      const i = table.players.indexOf(plan.seats[e.seat]!);
      points[i]! += e.points;
      margins[i]! += e.margin;
    }
  }
  return { points, margins, played };
}
