import { describe, expect, it } from 'vitest';
import { LANGS, translator, type Lang } from '../src/i18n/index.js';
import { parseRoute } from '../src/route.js';
import { pageTitle, type LocalScreen } from '../src/online/page-title.js';

/** A hash of every kind of screen (route.ts), and the local route's three screens. */
const HASHES = [
  '#/online',
  '#/t/abc',
  '#/p/u1',
  '#/leaderboard/carcassonne/realtime',
  '#/moderation',
  '#/tournaments',
  '#/tournaments/new',
  '#/tournaments/x1',
  '#/r/abc/3',
  '#/g/2/eJwrSS0uAQAEXQHB',
  '#/puzzles',
] as const;
const LOCAL: readonly LocalScreen[] = ['new', 'play', 'replay'];

describe('the tab names the screen', () => {
  for (const lang of Object.keys(LANGS) as Lang[])
    it(`in ${lang}: every screen its own name, then the app's`, () => {
      const t = translator(lang);
      const routes = HASHES.map((h) => parseRoute(h));
      expect(new Set(routes.map((r) => (r.kind === 'link' ? r.link.kind : r.kind))).size).toBe(HASHES.length);
      const titles = [
        ...routes.map((r) => pageTitle(r, 'new', t)),
        ...LOCAL.map((screen) => pageTitle({ kind: 'local' }, screen, t)),
      ];
      for (const title of titles) expect(title).toMatch(/^[^·{}]+ · Carcassonne$/);
      // The replay of an online game and of a local one share a name; every other screen has its own.
      expect(new Set(titles).size).toBe(titles.length - 1);
    });
});
