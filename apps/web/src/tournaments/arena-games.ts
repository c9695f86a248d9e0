import type { TournamentGameView, TournamentRoundView } from '@carcassonne/protocol';

/** One arena game as the page lists it: its wave, its pairing and the game. */
export interface ArenaGame {
  readonly wave: number;
  readonly pairing: number;
  readonly game: TournamentGameView;
}

/** The games begun in one minute of an arena, the latest first. */
export interface ArenaMinute {
  readonly minute: number;
  readonly games: readonly ArenaGame[];
}

/**
 * An arena's games as one continuous list (docs/tournament-rules.md, "Arena"): its waves are
 * pairings made whenever players are free, not rounds, so the page groups the games by the minute
 * they were paired at, the latest minute first and within it the latest wave first.
 */
export function arenaMinutes(rounds: readonly TournamentRoundView[]): ArenaMinute[] {
  const byMinute = new Map<number, ArenaGame[]>();
  for (const round of [...rounds].reverse()) {
    const minute = round.minute ?? 0;
    const games = byMinute.get(minute) ?? [];
    for (const p of round.pairings)
      for (const game of p.games) games.push({ wave: round.round, pairing: p.table, game });
    byMinute.set(minute, games);
  }
  return [...byMinute].sort(([a], [b]) => b - a).map(([minute, games]) => ({ minute, games }));
}
