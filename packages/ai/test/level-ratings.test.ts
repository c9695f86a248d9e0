import { carcassonne } from '@carcassonne/engine';
import { describe, expect, it } from 'vitest';
import { LEVEL_RATINGS, levelRating, ratingKey } from '../src/level-ratings.js';

describe('level ratings by preset and expansions', () => {
  it('keys a rating by the preset and the expansions its options switch on, in the engine order', () => {
    expect(ratingKey('modern')).toBe('modern');
    expect(ratingKey('modern', { theRiver: true, innsAndCathedrals: true, farmers: true })).toBe(
      'modern+inns-and-cathedrals+the-river',
    );
    expect(ratingKey('classic', { tradersAndBuilders: false })).toBe('classic');
    const all = carcassonne.expansionOptions(carcassonne.EXPANSION_NAMES);
    expect(ratingKey('winter', all)).toBe(['winter', ...carcassonne.EXPANSION_NAMES].join('+'));
  });

  it('names every expansion the engine has', () => {
    for (const name of carcassonne.EXPANSION_NAMES) {
      expect(ratingKey('modern', carcassonne.expansionOptions([name]))).toBe(`modern+${name}`);
    }
  });

  it('keys the strategic variant apart: no base game rating stands in for it', () => {
    expect(ratingKey('modern', { strategic: true })).toBe('modern+strategic');
    expect(ratingKey('modern', { theAbbot: true, strategic: true })).toBe('modern+the-abbot+strategic');
    expect(ratingKey('modern', { strategic: false })).toBe('modern');
    expect(levelRating('level3', 'winter+strategic')).toBeUndefined();
    // Measured with the modern rules: a rating of its own, not the base game's.
    expect(levelRating('level5', 'modern+strategic')).toEqual(
      LEVEL_RATINGS['modern+strategic']?.levels.level5,
    );
    expect(levelRating('level5', 'modern+strategic')).not.toEqual(LEVEL_RATINGS.modern?.levels.level5);
  });

  it('rates The Abbot with the modern rules, measured apart; not with the other presets', () => {
    const key = ratingKey('modern', { theAbbot: true });
    expect(key).toBe('modern+the-abbot');
    expect(levelRating('level3', key)).toEqual(LEVEL_RATINGS[key]?.levels.level3);
    expect(levelRating('level3', key)).not.toEqual(LEVEL_RATINGS.modern?.levels.level3);
    expect(levelRating('level3', 'classic+the-abbot')).toBeUndefined();
  });

  it('rates Abbey & Mayor and The Princess & the Dragon with the modern rules, each alone', () => {
    for (const [option, name] of [
      ['abbeyAndMayor', 'abbey-and-mayor'],
      ['princessAndDragon', 'princess-and-dragon'],
    ] as const) {
      const key = ratingKey('modern', { [option]: true });
      expect(key).toBe(`modern+${name}`);
      for (const level of ['level1', 'level2', 'level3', 'level4', 'level5'] as const) {
        expect(levelRating(level, key), `${key} ${level}`).toBeDefined();
        expect(levelRating(level, key)).toEqual(LEVEL_RATINGS[key]?.levels[level]);
        expect(levelRating(level, key)).not.toEqual(LEVEL_RATINGS.modern?.levels[level]);
      }
      // Measured alone and with the modern rules: no other preset, set or variant takes them.
      expect(levelRating('level3', `classic+${name}`)).toBeUndefined();
      expect(levelRating('level3', `winter+${name}`)).toBeUndefined();
      expect(levelRating('level3', ratingKey('modern', { [option]: true, theAbbot: true }))).toBeUndefined();
      expect(levelRating('level3', ratingKey('modern', { [option]: true, strategic: true }))).toBeUndefined();
    }
    const both = ratingKey('modern', { abbeyAndMayor: true, princessAndDragon: true });
    expect(both).toBe('modern+abbey-and-mayor+princess-and-dragon');
    expect(levelRating('level3', both)).toBeUndefined();
  });

  it('gives a base rating only to the base game and rates the second edition as the first', () => {
    expect(levelRating('level3', 'modern')).toEqual(LEVEL_RATINGS.modern?.levels.level3);
    expect(levelRating('level3', 'classic-se')).toEqual(LEVEL_RATINGS.classic?.levels.level3);
    expect(levelRating('level3', 'classic+no-such-expansion')).toBeUndefined();
    expect(levelRating('level9', 'modern')).toBeUndefined();
  });

  it('rates a measured expansion set apart from its base game, and only that exact set', () => {
    const all = 'modern+inns-and-cathedrals+traders-and-builders+the-river';
    expect(levelRating('level5', all)).toEqual(LEVEL_RATINGS[all]?.levels.level5);
    expect(levelRating('level5', all)).not.toEqual(LEVEL_RATINGS.modern?.levels.level5);
    expect(levelRating('level5', 'winter+the-river')).toBeUndefined();
    expect(levelRating('level5', 'winter+inns-and-cathedrals')).toBeUndefined();
  });

  it('rates classic with expansions (each measured set), the second edition as the first', () => {
    for (const key of [
      'classic+inns-and-cathedrals',
      'classic+traders-and-builders',
      'classic+the-river',
      'classic+inns-and-cathedrals+traders-and-builders+the-river',
    ]) {
      expect(levelRating('level3', key), key).toEqual(LEVEL_RATINGS[key]?.levels.level3);
      expect(levelRating('level3', key), key).toBeDefined();
      expect(levelRating('level3', key.replace('classic', 'classic-se')), key).toEqual(
        LEVEL_RATINGS[key]?.levels.level3,
      );
    }
  });

  it('has a measured rating for every level of each rated set', () => {
    for (const [key, table] of Object.entries(LEVEL_RATINGS)) {
      const [preset] = key.split('+');
      expect(['classic', 'modern', 'winter', 'the-city']).toContain(preset);
      for (const level of ['level1', 'level2', 'level3', 'level4', 'level5'] as const) {
        const r = table.levels[level];
        expect(r.ci95[0]).toBeLessThanOrEqual(r.elo);
        expect(r.ci95[1]).toBeGreaterThanOrEqual(r.elo);
      }
    }
  });
});
