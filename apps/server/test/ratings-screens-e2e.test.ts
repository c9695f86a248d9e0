/**
 * The leaderboard and a profile compared with their committed baselines
 * (apps/web/test/baselines/leaderboard.png, profile.png), the way the local game's pictures are
 * (apps/web/test/e2e/screens.ts): fixed players, ratings and dates, written straight into storage;
 * the server's clock starts at a fixed moment (the leaderboard lists the last 90 days) and the
 * browser shows dates in UTC, in English. UPDATE_BASELINES=1 writes new baselines.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { matchBaseline } from '../../web/test/e2e/png.js';
import { systemClock, type Clock } from '../src/core/clock.js';
import type { TestServer } from './helpers.js';
import { ARTIFACTS, chromiumEnabled, waitUntil, withOnlineBrowser } from './online-browser.js';
import { seedRatedHistory } from './seed-ratings.js';

const BASELINES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'test', 'baselines');
/** Share of blocks allowed to differ (as for the local game's pictures). */
const ALLOWED = 0.01;
const DAY = 24 * 60 * 60 * 1000;
/** The server's "now" when the test starts: noon, so that a test run never crosses a day. */
const START = Date.UTC(2026, 2, 15, 12, 0, 0);

/** Time starting at `START` and running on as real time does (timers as usual). */
const fixedStart = (): Clock => {
  const shift = START - Date.now();
  return { now: () => Date.now() + shift, after: (ms, fn) => systemClock.after(ms, fn) };
};

const people = [
  { id: 'shot-ann', name: 'Ann', rating: 1712, deviation: 70 },
  { id: 'shot-ben', name: 'Ben', rating: 1655, deviation: 95 },
  { id: 'shot-cid', name: 'Cid', rating: 1601, deviation: 105 },
  { id: 'shot-dag', name: 'Dag', rating: 1544, deviation: 88 },
];
const annHistory = [1500, 1561, 1530, 1602, 1650, 1688, 1712];

describe.skipIf(!chromiumEnabled)('leaderboard and profile baselines', () => {
  let server: TestServer;
  let browser: Browser;
  withOnlineBrowser(
    async (online) => {
      ({ server, browser } = online);
      await seedRatedHistory(server.storage, {
        prefix: 'shot',
        people,
        history: annHistory,
        now: START,
        joinedAt: START - 60 * DAY,
        othersAt: START - 2 * DAY,
        scores: (i) => [40 + i, 30 + ((i * 3) % 11)],
      });
    },
    { clock: fixedStart() },
  );

  it('draws the leaderboard and a profile as their baseline pictures', async () => {
    const context = await browser.newContext({
      viewport: { width: 1000, height: 800 },
      locale: 'en-US',
      timezoneId: 'UTC',
      reducedMotion: 'reduce',
    });
    await context.addInitScript({ content: `localStorage.setItem('carcassonne.lang', 'en')` });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const compare = async (name: string) => {
      await page.mouse.move(0, 0);
      const png = await page.locator('main').screenshot({ animations: 'disabled', caret: 'hide' });
      writeFileSync(join(ARTIFACTS, `baseline-${name}.png`), png);
      const d = matchBaseline(png, join(BASELINES, `${name}.png`));
      if (d.written) console.warn(`e2e: wrote baseline ${name}.png`);
      expect(d.sameSize, `${name}: picture size`).toBe(true);
      expect(d.fraction, `${name}: share of differing blocks`).toBeLessThan(ALLOWED);
    };

    await page.goto(`${server.url}#/leaderboard/carcassonne/realtime`);
    await page.waitForSelector('[data-leader="shot-dag"]');
    expect(await page.textContent('[data-leader="shot-ann"] td:last-child')).toBe('3/14/2026');
    await compare('leaderboard');

    await page.goto(`${server.url}#/p/shot-ann`);
    await page.waitForSelector('[data-player="shot-ann"] [data-rating-chart] canvas');
    await page.waitForSelector('[data-rating-table] [data-history-row]');
    await page.waitForSelector('[data-finished-game]');
    // The tournaments section loads on its own (a chunk and a request): drawn before the picture.
    await page.waitForSelector('[data-profile-tournaments="0"]');
    await compare('profile');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits the leaderboard and a profile into a phone (390 px) in all four languages: no column cut off', async () => {
    for (const lang of ['en', 'nl', 'sv', 'de'] as const) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        timezoneId: 'UTC',
      });
      await context.addInitScript({ content: `localStorage.setItem('carcassonne.lang', '${lang}')` });
      const page = await context.newPage();
      for (const [screen, ready] of [
        ['#/leaderboard/carcassonne/realtime', '[data-leader="shot-dag"]'],
        ['#/p/shot-ann', '[data-rating-table] [data-history-row]'],
      ] as const) {
        await page.goto(`${server.url}${screen}`);
        await page.waitForSelector(ready);
        await waitUntil(page, `document.documentElement.lang === '${lang}'`);
        // Each table no wider than the phone and than its own box (nothing cut off or scrolled away).
        const fits = (await page.evaluate(`(() => ({
          page: document.documentElement.scrollWidth - innerWidth,
          tables: [...document.querySelectorAll('main table')].map((t) => ({
            right: Math.round(t.getBoundingClientRect().right - innerWidth),
            hidden: Math.max(t.scrollWidth - t.clientWidth, t.parentElement.scrollWidth - t.parentElement.clientWidth),
          })),
        }))()`)) as { page: number; tables: { right: number; hidden: number }[] };
        if (fits.page > 0 || fits.tables.some((t) => t.right > 0 || t.hidden > 0))
          await page.screenshot({
            path: join(ARTIFACTS, `phone-${lang}-${screen.split('/')[1]}.png`),
            fullPage: true,
          });
        expect(fits.tables.length, `${lang} ${screen}: tables`).toBeGreaterThan(0);
        expect(fits.page, `${lang} ${screen}: page wider than the phone by`).toBeLessThanOrEqual(0);
        expect(fits.tables, `${lang} ${screen}: tables past the edge or cut off`).toEqual(
          fits.tables.map(() => ({ right: expect.any(Number), hidden: 0 })),
        );
        expect(
          Math.max(...fits.tables.map((t) => t.right)),
          `${lang} ${screen}: right edge`,
        ).toBeLessThanOrEqual(0);
      }
      await context.close();
    }
  });
});
