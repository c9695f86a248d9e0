import type { PlayerLog } from './results.js';
import type { TournamentSettings } from './types.js';

/** Arena points: a win 2, a draw 1, a loss 0, doubled while on a streak; a berserk win one more. */
export const ARENA_POINTS = { win: 2, draw: 1, streak: 2, berserk: 1 } as const;

/**
 * A player's arena points (lichess's scoring): after two wins in a row every game scores double
 * until one is not won; a won game the player berserked scores one point more (not doubled).
 */
export function arenaPoints(log: PlayerLog): number {
  let total = 0;
  let run = 0;
  for (const g of log.games) {
    const base = g.won ? ARENA_POINTS.win : g.points > 0 ? ARENA_POINTS.draw : 0;
    total += run >= 2 ? base * ARENA_POINTS.streak : base;
    if (g.won && g.berserk) total += ARENA_POINTS.berserk;
    run = g.won ? run + 1 : 0;
  }
  return total;
}

/**
 * A player's score: the arena's points, or else game points (1 a win, ½ a draw; at a table of
 * more, the share of opponents beaten) plus a won match for every bye.
 */
export function scoreOf(log: PlayerLog, settings: TournamentSettings): number {
  if (settings.format === 'arena') return arenaPoints(log);
  return log.games.reduce((a, g) => a + g.points, 0) + log.byes.length * settings.gamesPerMatch;
}
