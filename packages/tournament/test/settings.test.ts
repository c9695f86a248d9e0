import { describe, expect, it } from 'vitest';
import {
  createTournament,
  pairNextRound,
  pendingGames,
  recordResult,
  TOURNAMENT_ERROR_CODES,
} from '../src/index.js';
import { created, field, paired } from './helpers.js';

const base = { format: 'swiss', players: field(4), rounds: 2 };

describe('impossible settings', () => {
  it.each([
    ['one player', { ...base, players: field(1) }, 'bad-players'],
    ['a player twice', { ...base, players: [...field(2), field(1)[0]] }, 'bad-players'],
    [
      'a rating that is not a number',
      { ...base, players: [{ id: 'a', rating: '1500' }, ...field(2)] },
      'bad-players',
    ],
    ['an unknown format', { ...base, format: 'ladder' }, 'unknown-format'],
    ['an unknown tie-break', { ...base, tieBreaks: ['buchholz', 'coin-toss'] }, 'unknown-tie-break'],
    [
      'a duplicate tie-break without duplicate deals',
      { ...base, tieBreaks: ['duplicate'] },
      'unknown-tie-break',
    ],
    [
      'more round robin rounds than without repeats',
      { format: 'round-robin', players: field(4), rounds: 4 },
      'bad-rounds',
    ],
    ['more Swiss rounds than without repeats', { ...base, rounds: 4 }, 'bad-rounds'],
    ['no rounds', { ...base, rounds: 0 }, 'bad-rounds'],
    [
      'an elimination best of 2',
      { format: 'single-elimination', players: field(4), gamesPerMatch: 2 },
      'bad-games-per-match',
    ],
    [
      'an elimination best of 7',
      { format: 'double-elimination', players: field(4), gamesPerMatch: 7 },
      'bad-games-per-match',
    ],
    [
      'an arena of matches',
      { format: 'arena', players: field(4), gamesPerMatch: 3, arena: { minutes: 5 } },
      'bad-games-per-match',
    ],
    [
      'tables of 4 in a round robin',
      { format: 'round-robin', players: field(8), tableSize: 4 },
      'bad-table-size',
    ],
    ['tables of 6', { ...base, tableSize: 6 }, 'bad-table-size'],
    ['an arena without its time', { format: 'arena', players: field(4) }, 'bad-settings'],
    ['ranking by duplicate score without duplicate deals', { ...base, ranking: 'duplicate' }, 'bad-settings'],
    ['an unknown setting', { ...base, colour: 'red' }, 'bad-settings'],
    ['not an object', 'swiss', 'bad-settings'],
  ])('refuses %s with its code and a sentence', (_, settings, code) => {
    const r = createTournament(settings);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(TOURNAMENT_ERROR_CODES).toContain(r.error.code);
    expect(r.error.message).toMatch(/^[a-z0-9].{10,}[^.]$/i);
  });

  it('completes settings with their defaults', () => {
    const s = created({ format: 'round-robin', players: field(5) });
    expect(s.settings).toEqual({
      format: 'round-robin',
      players: field(5),
      rounds: 5,
      gamesPerMatch: 1,
      tableSize: 2,
      duplicate: false,
      tieBreaks: ['sonneborn-berger', 'direct-encounter', 'wins'],
      ranking: 'score',
    });
  });
});

describe('refused steps change nothing', () => {
  it('refuses a bad or repeated result and an early pairing, leaving the state as it was', () => {
    const state = paired(created(base));
    const before = JSON.stringify(state);
    const g = pendingGames(state)[0]!;
    const bad = [
      { round: 1, table: 9, game: 0, scores: [1, 2] },
      { round: 1, table: g.table, game: g.game, scores: [1] },
      { round: 1, table: g.table, game: g.game, scores: [1, -2] },
      { round: 1, table: g.table, game: g.game, scores: [1, 2], berserk: [true, false] },
      { round: 1, table: g.table, game: g.game, scores: [1, 2], extra: 1 },
      null,
    ];
    for (const result of bad) {
      const r = recordResult(state, result);
      expect(!r.ok && r.error.code).toBe('bad-result');
    }
    const early = pairNextRound(state);
    expect(!early.ok && early.error.code).toBe('round-unfinished');
    const once = recordResult(state, { round: 1, table: g.table, game: g.game, scores: [3, 2] });
    expect(once.ok).toBe(true);
    if (!once.ok) return;
    const twice = recordResult(once.value, { round: 1, table: g.table, game: g.game, scores: [3, 2] });
    expect(!twice.ok && twice.error.code).toBe('bad-result');
    expect(JSON.stringify(state)).toBe(before);
  });
});
