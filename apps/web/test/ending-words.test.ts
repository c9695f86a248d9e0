/**
 * How an online game ended, in words, from the server's ending: at the table, in the game-over
 * dialog and on the profile; and who won when someone resigned or left (never the one who left).
 */
import { expect, it } from 'vitest';
import type { GameEnding, TableEvent } from '@carcassonne/protocol';
import { LANGS, translator } from '../src/i18n/index.js';
import { decidedWinners, endedWords, endingWords } from '../src/online/ending-words.js';

const names = ['Ann', 'Bob'];
const t = translator('en');
const ending = (e: Partial<GameEnding>): GameEnding => ({
  end: 'played',
  resigned: [],
  abandoned: [],
  rated: false,
  ...e,
});
const finished = (winners: string[]): { event: TableEvent }[] => [
  { event: { kind: 'finished', scores: [3, 9], winners, ratings: [] } },
];

it('who resigned, who left and who ran out of time, in words', () => {
  expect(endingWords(ending({ end: 'resigned', resigned: [1] }), names, t)).toEqual([
    'The game ended by resignation.',
    'Bob resigned',
  ]);
  expect(endingWords(ending({ abandoned: [1] }), names, t)).toEqual([
    'Bob left the game: it is not rated for the others, and a loss for Bob.',
  ]);
  expect(endingWords(ending({ abandoned: [1], timedOut: [1] }), names, t)).toEqual([
    'Bob ran out of time too often: it is not rated for the others, and a loss for Bob.',
  ]);
  expect(endingWords(ending({}), names, t)).toEqual([]);
  expect(endingWords(null, names, t)).toEqual([]);
  // Every language has its words for each ending (no key shown as such).
  for (const lang of Object.keys(LANGS) as (keyof typeof LANGS)[]) {
    const words = endingWords(ending({ abandoned: [0, 1], timedOut: [1] }), names, translator(lang));
    expect(words.every((w) => !w.includes('end.') && w.includes('Ann') !== w.includes('Bob'))).toBe(true);
    for (const e of ['resigned', 'abandoned', 'timeout'] as const)
      expect(endedWords(e, translator(lang))).not.toContain('ratings.');
  }
});

it('the winner of a game someone left is the one who stayed, whatever the scores', () => {
  const left = ending({ abandoned: [1] });
  // The server's winners, by seat.
  expect(decidedWinners(left, finished(['Ann']), names, [3, 9])).toEqual([0]);
  // Without the event, by the same rule: Bob's better score does not count.
  expect(decidedWinners(left, [], names, [3, 9])).toEqual([0]);
  // Ann resigned against Bob, who had left: Bob wins all the same.
  expect(
    decidedWinners(ending({ end: 'resigned', resigned: [0], abandoned: [1] }), [], names, [3, 9]),
  ).toEqual([1]);
  // Played to the end: the scores decide.
  expect(decidedWinners(ending({}), finished(['Bob']), names, [3, 9])).toBeUndefined();
  expect(endedWords('played', t)).toBeNull();
  expect(endedWords('timeout', t)).toBe('a player ran out of time');
});

it('why a game of a rated table is not rated, in every language', () => {
  expect(endingWords(ending({ unrated: 'guest' }), names, t)).toEqual([
    'The game is not rated: a player is a guest, and only registered accounts play rated.',
  ]);
  expect(endingWords(ending({ unrated: 'repeated' }), names, t)).toEqual([
    'The game is not rated: these players have already played their rated games together today.',
  ]);
  expect(endingWords(ending({ end: 'resigned', resigned: [1], unrated: 'early' }), names, t)).toEqual([
    'The game ended by resignation.',
    'Bob resigned',
    'The game is not rated: a player made fewer moves than a rated game needs.',
  ]);
  // An aborted game's words already say nobody is rated.
  expect(endingWords(ending({ end: 'aborted', unrated: 'early' }), names, t)).toEqual([
    'The game was aborted: nobody is rated.',
  ]);
  for (const lang of Object.keys(LANGS) as (keyof typeof LANGS)[]) {
    const sentences = (['early', 'repeated', 'guest'] as const).map(
      (unrated) => endingWords(ending({ unrated }), names, translator(lang))[0] ?? '',
    );
    // Three sentences of their own, none a key shown as such, and each language its own words.
    expect(new Set(sentences).size).toBe(3);
    for (const s of sentences) expect(s).not.toMatch(/^end\.|^$/);
    if (lang !== 'en') expect(sentences[2]).not.toBe(endingWords(ending({ unrated: 'guest' }), names, t)[0]);
  }
});
