import { describe, expect, it } from 'vitest';
import { describeEvent } from '../src/game/words.js';
import type { UiEvent } from '../src/game/types.js';
import { LANGS, translator } from '../src/i18n/index.js';

/**
 * The expansions' scoring events (the pig's bonus, the goods majorities, the fairy's point a turn
 * and its 3) read as sentences in every language, as does a kind a later version may add.
 */
describe("the expansions' scoring events in words", () => {
  const events: UiEvent[] = [
    { kind: 'pig', move: null, points: 2, players: [0], final: true },
    { kind: 'goods', move: null, points: 10, players: [0, 1], final: true },
    { kind: 'fairy', move: 7, points: 1, players: [0] },
    { kind: 'fairy', move: null, points: 3, players: [0], final: true },
    { kind: 'a-kind-of-tomorrow', move: 9, points: 4, players: [0] },
  ];
  for (const lang of Object.keys(LANGS) as (keyof typeof LANGS)[])
    it(lang, () => {
      const t = translator(lang);
      for (const e of events) {
        const text = describeEvent(e, ['Anna', 'Bo'], t);
        expect(text).toContain('Anna');
        expect(text).toContain(String(e.points));
        expect(text).not.toContain('ev.');
      }
    });
});

it('names the fairy in English', () => {
  const t = translator('en');
  expect(describeEvent({ kind: 'fairy', move: 7, points: 1, players: [1] }, ['Anna', 'Bo'], t)).toBe(
    'Bo scores 1 for the fairy',
  );
});
