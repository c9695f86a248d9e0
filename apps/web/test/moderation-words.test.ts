import { describe, expect, it } from 'vitest';
import { errorText, sanctionOfMessage } from '../src/game/errors.js';
import { translator } from '../src/i18n/index.js';

describe('moderation in the page', () => {
  it('reads the end and reason a ban or mute carries, and words them in each language', () => {
    const message = 'muted until 2030-01-02T03:04:05.000Z: spam: again';
    expect(sanctionOfMessage(message)).toEqual({
      until: Date.UTC(2030, 0, 2, 3, 4, 5),
      reason: 'spam: again',
    });
    expect(sanctionOfMessage('muted for a while')).toBeNull();
    expect(sanctionOfMessage('banned until never: x')).toBeNull();
    for (const lang of ['en', 'de', 'nl', 'sv'] as const) {
      const words = errorText({ code: 'muted', message }, translator(lang));
      expect(words).toContain('spam: again');
      expect(words).not.toContain('{');
      // Without a readable end, the code's own words.
      expect(errorText({ code: 'banned', message: 'x' }, translator(lang))).toBe(
        translator(lang)('error.banned'),
      );
    }
  });
});
