import type { Mulberry32 } from '@carcassonne/engine';
import {
  createTournament,
  pairNextRound,
  pendingGames,
  recordResult,
  type TournamentState,
} from '../src/index.js';

/** Players p1…pn, rated from 2000 down in steps of 10. */
export function field(n: number): { id: string; rating: number }[] {
  return Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, rating: 2000 - 10 * i }));
}

export function created(settings: unknown): TournamentState {
  const r = createTournament(settings);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

export function paired(state: TournamentState): TournamentState {
  const r = pairNextRound(state);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Play every pending game with `scores(plan)` until none is left. */
export function playPending(
  state: TournamentState,
  scores: (seats: readonly string[]) => number[],
): TournamentState {
  let s = state;
  for (let pending = pendingGames(s); pending.length > 0; pending = pendingGames(s)) {
    for (const g of pending) {
      const r = recordResult(s, { round: g.round, table: g.table, game: g.game, scores: scores(g.seats) });
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
    }
  }
  return s;
}

/** Random scores 0–99 per seat, from a seeded generator. */
export function randomScores(rng: Mulberry32): (seats: readonly string[]) => number[] {
  return (seats) => seats.map(() => rng.int(100));
}
