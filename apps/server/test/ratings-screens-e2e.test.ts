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
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchBaseline } from '../../web/test/e2e/png.js';
import { systemClock, type Clock } from '../src/clock.js';
import type { RatingRow } from '../src/storage/ratings.js';
import type { StoredTable } from '../src/storage/types.js';
import type { TestServer } from './helpers.js';
import { ARTIFACTS, chromiumEnabled, startOnlineBrowser, type OnlineBrowser } from './online-browser.js';

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

const finished = (id: string, at: number, scores: number[]): StoredTable => ({
  id,
  host: 'shot-ann',
  game: 'carcassonne',
  settings: {
    preset: 'classic',
    options: {},
    visibility: 'public',
    clock: { kind: 'none' },
    grace: 60,
    rated: true,
  },
  invite: null,
  status: 'finished',
  seats: [
    { kind: 'human', user: 'shot-ann', name: 'Ann' },
    { kind: 'human', user: 'shot-ben', name: 'Ben' },
  ],
  setup: null,
  deadline: null,
  substitutes: [],
  testTiles: null,
  createdAt: at,
  finishedAt: at,
  scores,
});

const row = (user: string, before: number, rating: number, deviation: number, games: number): RatingRow => ({
  user,
  before,
  rating,
  deviation,
  volatility: 0.06,
  games,
});

describe.skipIf(!chromiumEnabled)('leaderboard and profile baselines', () => {
  let online: OnlineBrowser;
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    online = await startOnlineBrowser({ clock: fixedStart() });
    ({ server, browser } = online);
    const s = server.storage;
    for (const p of people)
      await s.createUser({ id: p.id, name: p.name, createdAt: START - 60 * DAY }, `h-${p.id}`);
    for (let i = 1; i < annHistory.length; i++) {
      const at = START - (annHistory.length - i) * DAY;
      const table = finished(`shot-game-${i}`, at, [40 + i, 30 + ((i * 3) % 11)]);
      await s.createTable(table);
      const ben = people[1]!;
      await s.updateTable(table.id, {}, [], {
        family: 'carcassonne',
        pace: 'realtime',
        tableId: table.id,
        at,
        rows: [
          row('shot-ann', annHistory[i - 1]!, annHistory[i]!, Math.max(70, 300 - 40 * i), 10 + i),
          row('shot-ben', ben.rating, ben.rating, ben.deviation, 20 + i),
        ],
      });
    }
    for (const p of people.slice(2))
      await s.updateTable('shot-game-1', {}, [], {
        family: 'carcassonne',
        pace: 'realtime',
        tableId: `shot-other-${p.id}`,
        at: START - 2 * DAY,
        rows: [row(p.id, 1500, p.rating, p.deviation, 15)],
      });
  }, 180_000);
  afterAll(async () => {
    await online?.close();
  });

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
    await compare('profile');
    expect(errors).toEqual([]);
    await context.close();
  });
});
