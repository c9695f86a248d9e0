import { describe, expect, it } from 'vitest';
import { escapeControls, LINE_LENGTH, oneLine, plain, quote, shorten } from '../src/quote.js';

describe('quote', () => {
  it('quotes a plain value as it is', () => {
    expect(quote('classic')).toBe('"classic"');
  });
  it('escapes control characters, quotes and backslashes', () => {
    expect(quote('a\nb\rc\td\u001b[31m\u0000\u007f\u009b')).toBe(
      '"a\\nb\\rc\\td\\u001b[31m\\u0000\\u007f\\u009b"',
    );
    expect(quote('say "hi" \\ bye')).toBe('"say \\"hi\\" \\\\ bye"');
  });
  it('escapes line separators and bidirectional overrides', () => {
    expect(escapeControls('a\u2028b\u2029c\u202ed\u2066e')).toBe('a\\u2028b\\u2029c\\u202ed\\u2066e');
  });
  it('shortens to 80 characters with an ellipsis', () => {
    expect(quote('x'.repeat(81))).toBe(`"${'x'.repeat(80)}…"`);
    expect(quote('x'.repeat(80))).toBe(`"${'x'.repeat(80)}"`);
  });
  it('never splits a surrogate pair', () => {
    expect(shorten('a😀b', 2)).toBe('a…');
    expect(shorten('😀😀', 2)).toBe('😀…');
    expect(shorten('😀', 2)).toBe('😀');
  });
  it('plain: no quotes, same escapes', () => {
    expect(plain('Anna\n')).toBe('Anna\\n');
  });
});

describe('oneLine', () => {
  it('escapes and bounds a whole message', () => {
    const line = oneLine(`error: ${'\n'.repeat(10_000)}`);
    expect(line).not.toContain('\n');
    expect(line.length).toBeLessThanOrEqual(LINE_LENGTH + 1);
    expect(line.endsWith('…')).toBe(true);
  });
  it('leaves an ordinary message alone', () => {
    expect(oneLine('error: move 1 U@5,5r0: no tile shares an edge with 5,5')).toBe(
      'error: move 1 U@5,5r0: no tile shares an edge with 5,5',
    );
  });
});
