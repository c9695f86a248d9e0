/** Glicko-2 (glicko.ts) against the paper's worked example; pairwise multiplayer by finishing order (ratings.ts). */
import { describe, expect, it } from 'vitest';
import { ALL_PRESETS } from '@carcassonne/engine';
import { RATING_FAMILIES } from '@carcassonne/protocol';
import { GLICKO_START, glickoPeriod } from '../src/ratings/glicko.js';
import {
  changeOf,
  deviationOfEloGames,
  isProvisional,
  pairwiseRatings,
  ratingFamily,
  ratingPace,
} from '../src/ratings/ratings.js';

describe('Glicko-2', () => {
  it('gives the paper’s example: 1500/200/0.06 against 1400/30 (won), 1550/100, 1700/300 (lost)', () => {
    const after = glickoPeriod({ rating: 1500, deviation: 200, volatility: 0.06 }, [
      { rating: 1400, deviation: 30, score: 1 },
      { rating: 1550, deviation: 100, score: 0 },
      { rating: 1700, deviation: 300, score: 0 },
    ]);
    // The paper works with values rounded to 4 digits on the Glicko-2 scale: μ' = −0.2069,
    // φ' = 0.8722, σ' = 0.05999, that is 1464.06 and 151.52 (our unrounded 1464.051, 151.517).
    const scale = 173.7178;
    expect((after.rating - 1500) / scale).toBeCloseTo(-0.2069, 4);
    expect(after.deviation / scale).toBeCloseTo(0.8722, 4);
    expect(after.volatility).toBeCloseTo(0.05999, 4);
    expect(after.rating).toBeCloseTo(1464.06, 1);
    expect(after.deviation).toBeCloseTo(151.52, 1);
  });

  it('a period without games only widens the deviation, never beyond 350', () => {
    const idle = glickoPeriod({ rating: 1600, deviation: 50, volatility: 0.06 }, []);
    expect(idle.rating).toBe(1600);
    expect(idle.deviation).toBeCloseTo(Math.sqrt(50 ** 2 + (0.06 * 173.7178) ** 2), 6);
    expect(glickoPeriod(GLICKO_START, []).deviation).toBe(350);
  });
});

describe('ratings by finishing order', () => {
  const start = { ...GLICKO_START, games: 0 };
  it('each pair of a multiplayer game is one game of one rating period, ties a draw', () => {
    const rows = pairwiseRatings([
      { ...start, user: 'a', score: 90 },
      { ...start, user: 'b', score: 60, rating: 1600, deviation: 80 },
      { ...start, user: 'c', score: 60 },
      { ...start, user: 'd', score: 10 },
    ]);
    // a: three wins at once, the same as one period of three results.
    const a = glickoPeriod(GLICKO_START, [
      { rating: 1600, deviation: 80, score: 1 },
      { rating: 1500, deviation: 350, score: 1 },
      { rating: 1500, deviation: 350, score: 1 },
    ]);
    expect(rows[0]).toMatchObject({ user: 'a', before: 1500, games: 1 });
    expect(rows[0]!.rating).toBeCloseTo(a.rating, 2);
    expect(rows[0]!.deviation).toBeCloseTo(a.deviation, 2);
    // c tied b (a draw), lost to a, beat d.
    const c = glickoPeriod(GLICKO_START, [
      { rating: 1500, deviation: 350, score: 0 },
      { rating: 1600, deviation: 80, score: 0.5 },
      { rating: 1500, deviation: 350, score: 1 },
    ]);
    expect(rows[2]!.rating).toBeCloseTo(c.rating, 2);
    // Ahead finishes higher; the last loses the most.
    const ratings = rows.map((r) => r.rating);
    expect(ratings[0]).toBeGreaterThan(ratings[2]!);
    expect(ratings[2]).toBeGreaterThan(ratings[3]!);
    expect(ratings[3]).toBeLessThan(1500);
    // Everyone's deviation narrows after a game.
    expect(rows.every((r, i) => r.deviation < [350, 80, 350, 350][i]!)).toBe(true);
  });

  it('a two-player game is one win and one loss; a new rating is provisional ("1500?")', () => {
    const [w, l] = pairwiseRatings([
      { ...start, user: 'w', score: 80 },
      { ...start, user: 'l', score: 60 },
    ]);
    expect(w!.rating - 1500).toBeCloseTo(1500 - l!.rating, 6);
    expect(w!.rating).toBeGreaterThan(1600);
    expect(changeOf(w!)).toMatchObject({ user: 'w', before: 1500, provisional: true });
    expect(isProvisional(110)).toBe(false);
    expect(isProvisional(110.01)).toBe(true);
  });

  it('families and classes: Winter apart, correspondence by a days-per-move clock; Elo games to deviation', () => {
    expect(ratingFamily('classic')).toBe('carcassonne');
    expect(ratingFamily('winter')).toBe('winter');
    expect(ratingFamily('the-city')).toBe('the-city');
    expect(ratingFamily('no-such-preset')).toBeNull();
    // Every preset of the engine's table of games names a family the protocol lists.
    for (const preset of ALL_PRESETS) expect(RATING_FAMILIES).toContain(preset.ratingFamily);
    expect(ratingPace({ kind: 'days', days: 3 })).toBe('correspondence');
    expect(ratingPace({ kind: 'none' })).toBe('realtime');
    expect(ratingPace({ kind: 'move', seconds: 60 })).toBe('realtime');
    expect([0, 5, 12, 14, 15, 100].map(deviationOfEloGames)).toEqual([350, 250, 110, 70, 60, 60]);
  });
});
