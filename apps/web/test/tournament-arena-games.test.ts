// An arena's page lists its games as one list grouped by minute, not as rounds.
import { describe, expect, it } from 'vitest';
import type { TournamentRoundView } from '@carcassonne/protocol';
import { arenaMinutes } from '../src/tournaments/arena-games.js';

const wave = (round: number, minute: number, pairs: string[][], scored: boolean): TournamentRoundView => ({
  round,
  minute,
  finished: scored,
  byes: [],
  pairings: pairs.map((players, i) => ({
    table: i + 1,
    players,
    match: null,
    games: [
      {
        game: 0,
        seats: players,
        deal: `r${round}-t${i + 1}-g0`,
        table: `T${round}${i}`,
        scores: scored ? [10, 5] : null,
        forfeit: null,
      },
    ],
  })),
});

describe('the arena games', () => {
  it('groups the games by the minute paired at, the latest minute and wave first', () => {
    const minutes = arenaMinutes([
      wave(
        1,
        0,
        [
          ['a', 'b'],
          ['c', 'd'],
        ],
        true,
      ),
      wave(2, 0, [['a', 'c']], true),
      wave(3, 2, [['b', 'd']], true),
      wave(4, 2, [['a', 'd']], false),
    ]);
    expect(minutes.map((m) => m.minute)).toEqual([2, 0]);
    expect(minutes[0]!.games.map((g) => [g.wave, g.game.seats.join('')])).toEqual([
      [4, 'ad'],
      [3, 'bd'],
    ]);
    expect(minutes[1]!.games.map((g) => [g.wave, g.game.seats.join('')])).toEqual([
      [2, 'ac'],
      [1, 'ab'],
      [1, 'cd'],
    ]);
  });

  it('is empty before the first wave', () => {
    expect(arenaMinutes([])).toEqual([]);
  });
});
