import { describe, expect, it } from 'vitest';
import { BOT_NAMES } from '@carcassonne/ai';
import { SEAT_BOTS } from '@carcassonne/protocol';
import { eloChanges } from '../src/ratings.js';
import { canonical } from '../src/canonical.js';
import { budgetOf } from '../src/bots.js';
import { checkPassword, hashPassword } from '../src/identity.js';
import { playersOf } from '../src/rooms/table-plan.js';

describe('server units', () => {
  it('Elo: a 2-player game is plain Elo (K 32); ratings move towards the result', () => {
    const [w, l] = eloChanges([
      { user: 'w', score: 80, rating: 1500, games: 0 },
      { user: 'l', score: 60, rating: 1500, games: 0 },
    ]);
    expect(w!.after).toBe(1516);
    expect(l!.after).toBe(1484);
    const draw = eloChanges([
      { user: 'a', score: 5, rating: 1600, games: 3 },
      { user: 'b', score: 5, rating: 1400, games: 3 },
      { user: 'c', score: 1, rating: 1500, games: 3 },
    ]);
    expect(draw.map((c) => c.after - c.before).reduce((s, d) => s + d, 0)).toBeCloseTo(0, 0);
  });

  it('canonical sorts keys at every depth and keeps values', () => {
    const v = { b: [{ z: 1, a: { y: 2, x: 3 } }], a: 'k' };
    expect(JSON.stringify(canonical(v))).toBe('{"a":"k","b":[{"a":{"x":3,"y":2},"z":1}]}');
  });

  it('seat bots exist in the ai package; levels give budgets', () => {
    for (const b of SEAT_BOTS) expect(BOT_NAMES).toContain(b);
    expect(budgetOf('mcts', 1).timeMs).toBeLessThan(budgetOf('mcts', 5).timeMs!);
  });

  it('passwords: salted scrypt, checked', async () => {
    const [h1, h2] = [await hashPassword('secret words'), await hashPassword('secret words')];
    expect(h1).not.toBe(h2);
    expect(await checkPassword('secret words', h1)).toBe(true);
    expect(await checkPassword('secret word', h1)).toBe(false);
  });

  it('players: seat names made distinct, colours in order', () => {
    const players = playersOf(
      [
        { kind: 'human', user: 'u1', name: 'Sam' },
        { kind: 'human', user: 'u2', name: 'Sam' },
        { kind: 'bot', bot: 'greedy', level: 1, name: 'Greedy bot' },
      ],
      ['red', 'blue', 'green'],
    );
    expect(players).toEqual([
      { name: 'Sam', color: 'red' },
      { name: 'Sam (2)', color: 'blue' },
      { name: 'Greedy bot', color: 'green' },
    ]);
  });
});
