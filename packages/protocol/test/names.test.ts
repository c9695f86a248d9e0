import { describe, expect, it } from 'vitest';
import { cleanName, nameKey } from '../src/index.js';

const refused = (name: string) => {
  const r = cleanName(name);
  return r.ok ? null : r.error.message;
};

describe('display names', () => {
  it('are NFC-normalised and trimmed', () => {
    expect(cleanName(' Zoe\u0308 ')).toEqual({ ok: true, value: 'Zoë' });
  });

  it('may not be invisible', () => {
    for (const name of [
      '\u200B',
      'a\u200Bb',
      '\u3164',
      'x\u3164',
      '\u2800',
      '\u2800\u2800',
      '\u00AD',
      '\uFE0F',
    ])
      expect(refused(name), JSON.stringify(name)).not.toBeNull();
  });

  it('may not be only combining marks, start with one, or stack more than three', () => {
    expect(refused('\u0301\u0301')).not.toBeNull();
    expect(refused('\u0301a')).not.toBeNull();
    expect(refused('q\u0301\u0302\u0303\u0304\u0305')).not.toBeNull();
    expect(cleanName('Ngũyễn').ok).toBe(true);
  });

  it('may not mix Latin, Cyrillic and Greek letters', () => {
    expect(refused('Pаypal')).toMatch(/Latin and Cyrillic/);
    expect(refused('Αlice')).toMatch(/Latin and Greek/);
    expect(cleanName('Андрей').ok).toBe(true);
    expect(cleanName('Αλέξης').ok).toBe(true);
    expect(cleanName('Kenji 健二').ok).toBe(true);
  });

  it('may not contain lone surrogates', () => {
    expect(refused('a\uD800')).toMatch(/surrogate/);
    expect(refused('\uDC00b')).toMatch(/surrogate/);
    expect(cleanName('😀').ok).toBe(true);
  });

  it('may not imitate a bot', () => {
    for (const name of ['Bot', 'Club bot', 'Master bot 2', 'bot-3', 'ＢＯＴ', 'Robo 🤖'])
      expect(refused(name), name).toMatch(/bot/);
    for (const name of ['Botond', 'Abbott', 'Robot']) expect(cleanName(name).ok, name).toBe(true);
  });

  it('keep emoji sequences with their joiners and selectors', () => {
    expect(cleanName('👨‍👩‍👧 family').ok).toBe(true);
    expect(cleanName('❤️ Ann').ok).toBe(true);
  });

  it('are compared without case, width or repeated spaces', () => {
    expect(nameKey('Ann  Lee')).toBe(nameKey('ann lee'));
    expect(nameKey('ＡＮＮ')).toBe('ann');
  });
});
