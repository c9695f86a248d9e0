import { describe, expect, it } from 'vitest';
import { cleanChat, cleanName, nameKey } from '../src/index.js';

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

describe('names by their skeleton (NFKC, case-folded)', () => {
  it('refuse the reserved words in any disguise', () => {
    for (const name of ['Admin', '𝐀dmin', 'ａｄｍｉｎ', 'Chief 𝓂oderator', 'SYSTEM', '𝐁𝐨𝐭'])
      expect(refused(name), name).toMatch(/reserved/);
    for (const name of ['Adminah', 'Systemic Sue', 'Modesty']) expect(cleanName(name).ok, name).toBe(true);
  });

  it('are compared case-folded: "ß" is "ss", "𝐀" is "a"', () => {
    expect(nameKey('Straße')).toBe(nameKey('STRASSE'));
    expect(nameKey('𝐀nn')).toBe(nameKey('ann'));
  });

  it('hold no space but the plain one', () => {
    for (const name of ['Ann\u3000Lee', 'Ann\u00A0Lee', 'Ann\u2003Lee', 'Ann\u202FLee', 'Ann\u1680Lee'])
      expect(refused(name), JSON.stringify(name)).toMatch(/space/);
    expect(cleanName('Ann Lee').ok).toBe(true);
  });

  it('may not mix scripts behind compatibility forms', () => {
    expect(refused('𝐀нна')).toMatch(/Latin and Cyrillic/);
  });
});

describe('bidi controls in names', () => {
  it('are refused: overrides, embeddings, isolates and the marks', () => {
    for (const c of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C',
    ])
      expect(refused(`Ann${c}Lee`), JSON.stringify(c)).not.toBeNull();
  });
});

describe('chat lines', () => {
  it('need a visible character: zero-width, format characters and spaces alone are refused', () => {
    for (const text of [
      '\u200B',
      '\u200B\u200C\u200D',
      '\u2060\uFEFF',
      '\u3164',
      '\u2800 \u2800',
      '\u00AD',
      '\u3000\u200B',
      '\u200E\u200F',
      '\u180E',
      '\uFE0F',
    ])
      expect(cleanChat(text), JSON.stringify(text)).toEqual({
        ok: false,
        error: { code: 'bad-chat', message: expect.stringMatching(/visible/) },
      });
    expect(cleanChat('\u200Bhi\u200B').ok).toBe(true);
    expect(cleanChat('👍').ok).toBe(true);
    expect(cleanChat('?').ok).toBe(true);
  });
});
