import { GAMES, type GameId } from '@carcassonne/engine';
import type { UiEvent } from './types.js';

/** The scoring kinds of a game, in table order. */
export const CATEGORIES: Readonly<Record<GameId, readonly string[]>> = Object.fromEntries(
  Object.values(GAMES).map((g) => [g.id, g.scoringKinds]),
) as Record<GameId, readonly string[]>;

export interface Breakdown {
  /** Points per category per seat. */
  readonly byKind: readonly Readonly<Record<string, number>>[];
  readonly totals: readonly number[];
}

/** Points per player and kind of feature, summed from the scoring events (ties pay each). */
export function breakdown(game: GameId, players: number, events: readonly UiEvent[]): Breakdown {
  const byKind = Array.from(
    { length: players },
    () => Object.fromEntries(CATEGORIES[game].map((k) => [k, 0])) as Record<string, number>,
  );
  const totals = new Array<number>(players).fill(0);
  for (const e of events) {
    if (e.kind === 'discard') continue;
    for (const p of e.players) {
      const row = byKind[p];
      if (!row) continue;
      row[e.kind] = (row[e.kind] ?? 0) + e.points;
      totals[p]! += e.points;
    }
  }
  return { byKind, totals };
}

/** Seats with the highest score (all of them on a tie). */
export function winners(scores: readonly number[]): number[] {
  const max = Math.max(...scores);
  return scores.flatMap((s, i) => (s === max ? [i] : []));
}

/** Shields in a scored city, worked out from its points and tiles (2 per tile and shield when complete, 1 at the end). */
export function shieldsOf(e: UiEvent): number {
  if (e.kind !== 'city' || e.tiles === undefined) return 0;
  const s = e.final ? e.points - e.tiles : e.points / 2 - e.tiles;
  return Number.isInteger(s) && s > 0 ? s : 0;
}

/** Events caused by one move (index), e.g. to flash them on the board. */
export function eventsOfMove(events: readonly UiEvent[], move: number): UiEvent[] {
  return events.filter((e) => e.move === move && e.kind !== 'discard');
}
