import type { RatingChange } from '@carcassonne/protocol';

export const INITIAL_RATING = 1500;
const K = 32;

export interface RatedPlayer {
  readonly user: string;
  readonly score: number;
  readonly rating: number;
  readonly games: number;
}

/**
 * Elo for games of 2–5: every pair of players is one game (win, draw or loss by final score),
 * and each player's change is the sum over pairs scaled by 1/(n−1), so a 2-player game is plain Elo.
 */
export function eloChanges(players: readonly RatedPlayer[]): RatingChange[] {
  const n = players.length;
  return players.map((p, i) => {
    let delta = 0;
    players.forEach((q, j) => {
      if (i === j) return;
      const expected = 1 / (1 + 10 ** ((q.rating - p.rating) / 400));
      const actual = p.score > q.score ? 1 : p.score === q.score ? 0.5 : 0;
      delta += actual - expected;
    });
    const after = Math.round((p.rating + (K * delta) / Math.max(1, n - 1)) * 10) / 10;
    return { user: p.user, before: p.rating, after };
  });
}

/** Who left a game before its end, by seat: resigned (ranked last) or abandoned (away until the end). */
export interface Departures {
  readonly resigned: ReadonlySet<number>;
  readonly abandoned: ReadonlySet<number>;
}

/**
 * The rating changes of a finished game with departures (docs/server.md, "Ratings"):
 * - nobody left: plain `eloChanges` by final score;
 * - resignations: each resigned player ranks below every other (their score does not count),
 *   resigned players tie among themselves; then `eloChanges`;
 * - an abandoned seat: the game is unrated for the others (their ratings do not move), and each
 *   player who abandoned loses against every other player (a loss per pair, scaled by 1/(n−1)).
 */
export function departureChanges(players: readonly RatedPlayer[], left: Departures): RatingChange[] {
  if (left.abandoned.size === 0) {
    const ranked = players.map((p, i) =>
      left.resigned.has(i) ? { ...p, score: Number.NEGATIVE_INFINITY } : p,
    );
    return eloChanges(ranked);
  }
  const n = players.length;
  return players.flatMap((p, i) => {
    if (!left.abandoned.has(i)) return [];
    let delta = 0;
    players.forEach((q, j) => {
      if (i !== j) delta -= 1 / (1 + 10 ** ((q.rating - p.rating) / 400));
    });
    const after = Math.round((p.rating + (K * delta) / Math.max(1, n - 1)) * 10) / 10;
    return [{ user: p.user, before: p.rating, after }];
  });
}
