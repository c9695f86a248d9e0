// The online final dialog's rating changes, and ratings named by the game in the page's language.
import { describe, expect, it } from 'vitest';
import type { SeatState, TableEvent } from '@carcassonne/protocol';
import { translator } from '../src/i18n/index.js';
import { gameName, ratingChanges } from '../src/online/records.js';

const seats: SeatState[] = [
  { kind: 'human', user: 'u-ada', name: 'Ada', connected: true, substitute: false },
  { kind: 'bot', bot: 'random', level: 1, name: 'Robo' },
  { kind: 'human', user: 'u-bo', name: 'Bo', connected: false, substitute: false },
];

describe('online records and ratings', () => {
  it('gives each human seat its rating before and after from the end of the game; none for a bot', () => {
    const finished: TableEvent = {
      kind: 'finished',
      scores: [40, 30, 20],
      winners: ['Ada'],
      ratings: [
        { user: 'u-bo', before: 1500, after: 1488.4 },
        {
          user: 'u-ada',
          before: 1500,
          after: 1511.6,
          deviation: 290,
          provisional: true,
          provisionalBefore: true,
        },
      ],
    };
    // Provisional ratings are told as such (shown "1512?"); events of older servers say nothing.
    expect(ratingChanges([{ event: finished }], seats)).toEqual([
      { before: 1500, after: 1511.6, provisional: true, provisionalBefore: true },
      null,
      { before: 1500, after: 1488.4, provisional: false, provisionalBefore: false },
    ]);
    expect(ratingChanges([], seats)).toEqual([null, null, null]);
  });

  it('names a rating by the game in the page language, never by its id', () => {
    expect(gameName(translator('en'), 'the-city')).toBe('The City');
    expect(gameName(translator('de'), 'carcassonne')).toBe('Carcassonne');
    expect(gameName(translator('en'), 'the-city')).not.toBe('the-city');
  });
});
