import { describe, expect, it } from 'vitest';
import {
  CHEAP_PAIRING_FACTOR,
  fitElo,
  LADDER_BOTS,
  LADDER_PAIRS,
  ladderGames,
  pairingGames,
  summariseLadder,
  type GameResult,
} from '../src/index.js';

const eloOf = (p: number) => 400 * Math.log10(p / (1 - p));

describe('fitElo (Bradley–Terry by maximum likelihood)', () => {
  it('recovers the rating difference of a win rate and keeps the anchor fixed', () => {
    const fit = fitElo(2, [{ a: 0, b: 1, games: 10_000, score: 2_500 }], 0, 1000);
    expect(fit.elo[0]).toBe(1000);
    expect(fit.ci95[0]).toEqual([1000, 1000]);
    expect(fit.elo[1]! - 1000).toBeCloseTo(eloOf(0.75), 0);
    const [low, high] = fit.ci95[1]!;
    expect(low).toBeLessThan(fit.elo[1]!);
    expect(high).toBeGreaterThan(fit.elo[1]!);
    // ±1.96 standard errors: 400/ln 10 / √(10,000 · 0.75 · 0.25) ≈ 4.0 Elo each, so about ±7.9.
    expect(high - low).toBeCloseTo((2 * 1.96 * (400 / Math.LN10)) / Math.sqrt(10_000 * 0.1875), 0);
  });

  it('adds up along a chain, and narrows with more games', () => {
    const chain = (games: number) =>
      fitElo(
        3,
        [
          { a: 0, b: 1, games, score: games * 0.25 },
          { a: 1, b: 2, games, score: games * 0.25 },
        ],
        0,
      );
    const big = chain(40_000);
    expect(big.elo[2]! - 1000).toBeCloseTo(2 * eloOf(0.75), -1);
    const width = (f: ReturnType<typeof chain>) => f.ci95[2]![1] - f.ci95[2]![0];
    expect(width(chain(100))).toBeGreaterThan(width(big));
  });

  it('stays finite for a clean sweep and for a player without games', () => {
    const fit = fitElo(3, [{ a: 0, b: 1, games: 50, score: 0 }], 0);
    expect(Number.isFinite(fit.elo[1])).toBe(true);
    expect(fit.elo[1]).toBeGreaterThan(1400);
    expect(fit.elo[2]).toBe(1000);
    expect(fit.ci95[2]).toEqual([-Infinity, Infinity]);
  });
});

describe('the ladder', () => {
  it('pairs every level with the next one, seats swapped on the same deal', () => {
    const games = ladderGames(4, 's');
    expect(games).toHaveLength(LADDER_PAIRS.reduce((n, _, p) => n + pairingGames(p, 4), 0));
    // Pairings with a searching level play the games asked for; the cheap ones more.
    expect(
      pairingGames(
        LADDER_PAIRS.findIndex(([a, b]) => a === 'level4' && b === 'level5'),
        4,
      ),
    ).toBe(4);
    expect(
      pairingGames(
        LADDER_PAIRS.findIndex(([a, b]) => a === 'level1' && b === 'level2'),
        4,
      ),
    ).toBe(4 * CHEAP_PAIRING_FACTOR);
    for (let i = 1; i < LADDER_BOTS.length; i++)
      expect(LADDER_PAIRS).toContainEqual([LADDER_BOTS[i - 1], LADDER_BOTS[i]]);
    expect(games[0]!.seed).toBe(games[1]!.seed);
    expect(games[1]!.seats).toEqual([...games[0]!.seats].reverse());
  });

  it('rates made-up results: the stronger bot of each pairing above the weaker', () => {
    const schedule = ladderGames(20, 's');
    const results: GameResult[] = schedule.map((g, i) => {
      // The later bot of each pairing wins three games in four.
      const upper = LADDER_PAIRS[g.pair]![1];
      const upperWins = i % 4 !== 0;
      const scores = g.seats.map((name) => ((name === upper) === upperWins ? 50 : 40));
      return {
        seats: g.seats,
        scores,
        placed: [{}, {}],
        moves: 70,
        thinkMs: [10, 20],
        iterations: [1, 1],
        decisions: [35, 35],
      };
    });
    const rows = summariseLadder(schedule, results);
    expect(rows.map((r) => r.bot)).toEqual([...LADDER_BOTS]);
    expect(rows[0]!.elo).toBe(1000);
    for (let i = 2; i < rows.length; i++) expect(rows[i]!.elo).toBeGreaterThan(rows[i - 1]!.elo);
    const l2 = rows[2]!;
    expect(l2.below).toBe('level1');
    expect(l2.winRateBelow).toBe(0.75);
    expect(l2.gamesBelow).toBe(20 * CHEAP_PAIRING_FACTOR);
    expect(l2.msPerMove).toBeGreaterThan(0);
  });
});
