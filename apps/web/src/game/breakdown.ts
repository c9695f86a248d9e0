import { GAMES, type GameId } from '@carcassonne/engine';
import type { UiEvent } from './types.js';

/** The scoring kinds of a game, in table order. */
export const CATEGORIES: Readonly<Record<GameId, readonly string[]>> = Object.fromEntries(
  Object.values(GAMES).map((g) => [g.id, g.scoringKinds]),
) as Record<GameId, readonly string[]>;

/** Kinds the expansions score beside a game's own (the pig's farm points, goods, the fairy), in table order. */
const EXPANSION_KINDS: readonly string[] = ['pig', 'goods', 'fairy'];

export interface Breakdown {
  /**
   * The table's columns: the game's kinds, then each other kind that scored in this game (the
   * expansions'), so that a player's columns add up to the total.
   */
  readonly kinds: readonly string[];
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
  const own = CATEGORIES[game];
  const others = [
    ...new Set(events.flatMap((e) => (e.kind === 'discard' || own.includes(e.kind) ? [] : [e.kind]))),
  ];
  const rank = (k: string) => {
    const i = EXPANSION_KINDS.indexOf(k);
    return i < 0 ? EXPANSION_KINDS.length : i;
  };
  const kinds = [...own, ...others.sort((a, b) => rank(a) - rank(b))];
  return { kinds, byKind, totals };
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
