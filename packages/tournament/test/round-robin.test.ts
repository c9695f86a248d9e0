import { describe, expect, it } from 'vitest';
import { bergerRound } from '../src/index.js';
import { created, field, paired, playPending } from './helpers.js';

/** FIDE's Berger tables (Handbook C.05, Annex 1), first named starts; 5 players use the 6's with 6 the bye. */
const FIDE: Record<number, string[]> = {
  4: ['1-4 2-3', '4-3 1-2', '2-4 3-1'],
  6: ['1-6 2-5 3-4', '6-4 5-3 1-2', '2-6 3-1 4-5', '6-5 1-4 2-3', '3-6 4-2 5-1'],
};

const shown = (pairs: [number, number][]) => pairs.map(([a, b]) => `${a}-${b}`).join(' ');

describe('round robin by Berger tables', () => {
  it.each([4, 6])('matches the published table for %i players', (n) => {
    expect(FIDE[n]!.map((_, r) => shown(bergerRound(n, r + 1).pairs))).toEqual(FIDE[n]);
  });

  it('gives 5 players the table of 6, whoever meets 6 sitting out', () => {
    const rounds = FIDE[6]!.map((_, r) => bergerRound(5, r + 1));
    expect(rounds.map((r) => r.bye)).toEqual([1, 4, 2, 5, 3]);
    expect(rounds.map((r) => shown(r.pairs))).toEqual([
      '2-5 3-4',
      '5-3 1-2',
      '3-1 4-5',
      '1-4 2-3',
      '4-2 5-1',
    ]);
  });

  it.each([4, 5, 6, 7, 10])('pairs %i players so everyone meets everyone once, seeded by rating', (n) => {
    let s = created({ format: 'round-robin', players: [...field(n)].reverse() });
    const met = new Map<string, number>();
    for (let r = 0; r < s.settings.rounds; r++) {
      s = playPending(paired(s), (seats) => seats.map((_, i) => i));
      for (const t of s.rounds[r]!.tables) {
        const key = [...t.players].sort().join('-');
        met.set(key, (met.get(key) ?? 0) + 1);
      }
    }
    expect(met.size).toBe((n * (n - 1)) / 2);
    expect([...met.values()].every((v) => v === 1)).toBe(true);
    // Seed 1 is the highest rating, wherever the settings list it.
    const first = s.rounds[0]!;
    expect(n % 2 === 0 ? first.tables[0]!.players : first.byes).toContain('p1');
    const byes = s.rounds.flatMap((r) => r.byes);
    expect(byes.length).toBe(n % 2 === 0 ? 0 : n);
    expect(new Set(byes).size).toBe(byes.length);
  });
});
