import { describe, expect, it } from 'vitest';
import { LEVELS, type MeasuredRating } from '@carcassonne/ai';
import { LANGS, translator, type Lang } from '../src/i18n/index.js';
import { botChoice, botWords, OFFERED_BOTS } from '../src/online/bots.js';

/** The online lobby's bot menu: the five levels by their own names in each language, a rating beside a measured level. */
describe('online bot choices', () => {
  it('offers the levels first, then random and greedy (mcts is the old name of a level)', () => {
    expect(OFFERED_BOTS).toEqual(['level1', 'level2', 'level3', 'level4', 'level5', 'random', 'greedy']);
  });

  it("names each level by its words (level.levelN) in the page's language", () => {
    for (const lang of Object.keys(LANGS) as Lang[]) {
      const t = translator(lang);
      for (const level of LEVELS) {
        const words = botWords(t, lang, level.id, level.level);
        expect(words).toContain(t(`level.${level.id}`));
        expect(words).toContain(String(level.level));
        // A table of the first protocol: mcts at level N is that level.
        expect(botWords(t, lang, 'mcts', level.level)).toBe(words);
      }
    }
    expect(botWords(translator('de'), 'de', 'level3', 3)).toBe('Bot 3: Vereinsspieler');
    expect(botWords(translator('en'), 'en', 'greedy', 1)).toBe('Bot: greedy');
  });

  it('shows a level’s rating beside it when the ladder measured it in the preset, nothing otherwise', () => {
    const measured = (level: string, preset: string): MeasuredRating | undefined =>
      level === 'level4' && preset === 'classic' ? { elo: 1312.4, ci95: [1280, 1345] } : undefined;
    const t = translator('sv');
    expect(botChoice(t, 'sv', 'level4', 'classic', measured)).toBe('Bot 4: expert · Elo 1312');
    expect(botChoice(t, 'sv', 'level4', 'modern', measured)).toBe('Bot 4: expert');
    expect(botChoice(t, 'sv', 'level5', 'classic', measured)).toBe('Bot 5: mästare');
    expect(botChoice(t, 'sv', 'greedy', 'classic', measured)).toBe('Bot: girig');
  });
});
