import { describe, expect, it } from 'vitest';
import { describeEvent } from '../src/game/words.js';
import type { UiEvent } from '../src/game/types.js';
import { LANGS, translator } from '../src/i18n/index.js';

/** The expansions' final scoring events (the pig's bonus, the goods majorities) read as sentences in every language. */
describe("the expansions' scoring events in words", () => {
  const events: UiEvent[] = [
    { kind: 'pig', move: null, points: 2, players: [0], final: true },
    { kind: 'goods', move: null, points: 10, players: [0, 1], final: true },
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
