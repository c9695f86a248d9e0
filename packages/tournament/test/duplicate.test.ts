import { describe, expect, it } from 'vitest';
import { dealSeed, sha256 } from '../src/index.js';
import { created, field, paired } from './helpers.js';

describe('duplicate deals', () => {
  it('give every table of a round the same deal, replayed with the seats swapped', () => {
    const s = paired(
      created({ format: 'swiss', players: field(8), rounds: 3, duplicate: true, gamesPerMatch: 3 }),
    );
    const tables = s.rounds[0]!.tables;
    for (const t of tables) {
      expect(t.games.map((g) => g.deal)).toEqual(['r1-0', 'r1-0', 'r1-1']);
      expect(t.games[1]!.seats).toEqual([...t.games[0]!.seats].reverse());
      expect(t.games[2]!.seats).toEqual(t.games[0]!.seats);
    }
  });

  it('turn the seats of a larger table so each plays the deal from every seat', () => {
    const s = paired(
      created({
        format: 'swiss',
        players: field(6),
        rounds: 2,
        tableSize: 3,
        gamesPerMatch: 3,
        duplicate: true,
      }),
    );
    const t = s.rounds[0]!.tables[0]!;
    expect(t.games.map((g) => g.seats.join(' '))).toEqual(['p1 p2 p3', 'p2 p3 p1', 'p3 p1 p2']);
    expect(new Set(s.rounds[0]!.tables.flatMap((x) => x.games.map((g) => g.deal)))).toEqual(
      new Set(['r1-0']),
    );
  });

  it('without the option, give every game its own deal', () => {
    const s = paired(created({ format: 'swiss', players: field(4), rounds: 2, gamesPerMatch: 2 }));
    const deals = s.rounds[0]!.tables.flatMap((t) => t.games.map((g) => g.deal));
    expect(new Set(deals).size).toBe(deals.length);
  });

  it("derive each deal's seed from the owner's secret, one way", () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256('a'.repeat(1000))).toBe('41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3');
    const seed = dealSeed('owner secret', 'r1-0');
    expect(seed).toMatch(/^[0-9a-f]{32}$/);
    expect(dealSeed('owner secret', 'r1-0')).toBe(seed);
    expect(dealSeed('owner secret', 'r1-1')).not.toBe(seed);
    expect(dealSeed('another secret', 'r1-0')).not.toBe(seed);
  });
});
