import { describe, expect, it } from 'vitest';
import { summarise } from '../src/commands/arena.js';

/** A two-seat game's result as playGame gives it. */
const game = (seats: string[], scores: number[], placed: Record<string, number>[]) => ({
  seats,
  scores,
  placed,
  moves: 10,
  thinkMs: [5, 5],
  iterations: [0, 0],
  decisions: [5, 5],
});

describe("the arena's summary", () => {
  it('lists every bot’s pieces a game in one order, the features’ first, a kind it never placed as 0', () => {
    const results = [
      game(['a', 'b'], [10, 4], [{ field: 2, city: 1 }, { road: 3 }]),
      game(['b', 'a'], [6, 8], [{ monastery: 1, city: 2 }, { road: 1 }]),
    ];
    const s = summarise(['a', 'b'], results);
    expect(Object.keys(s.a!.followers)).toEqual(['road', 'city', 'monastery', 'field']);
    expect(Object.keys(s.b!.followers)).toEqual(Object.keys(s.a!.followers));
    expect(s.a!.followers).toEqual({ road: 0.5, city: 0.5, monastery: 0, field: 1 });
    expect(s.b!.followers).toEqual({ road: 1.5, city: 1, monastery: 0.5, field: 0 });
  });
});
