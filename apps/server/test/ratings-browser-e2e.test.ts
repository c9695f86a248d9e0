/**
 * Leaderboards and profiles in Chromium: the leaderboard lists the established ratings (a
 * provisional one left out) with the viewer's place; a player's profile draws the rating history
 * on a canvas and gives the same numbers in a table beside it. Screenshots are kept as artifacts.
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newGuest } from '../src/tools/client.js';
import type { TestServer } from './helpers.js';
import { ARTIFACTS, chromiumEnabled, signedInPage, withOnlineBrowser } from './online-browser.js';
import { fixedRatings, seedRatedHistory } from './seed-ratings.js';

const DAY = 24 * 60 * 60 * 1000;
const people = [
  { id: 'board-ann', name: 'Ann', rating: 1712, deviation: 70 },
  { id: 'board-ben', name: 'Ben', rating: 1655, deviation: 95 },
  { id: 'board-cid', name: 'Cid', rating: 1601, deviation: 105 },
  { id: 'board-dag', name: 'Dag', rating: 1800, deviation: 240 },
];
/** Ann's rating after each of her games, oldest first. */
const annHistory = [1500, 1561, 1530, 1602, 1650, 1688, 1712];

describe.skipIf(!chromiumEnabled)('leaderboards and profiles in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  withOnlineBrowser(async (online) => {
    ({ server, browser } = online);
    const now = Date.now();
    await seedRatedHistory(server.storage, {
      prefix: 'board',
      people,
      history: annHistory,
      now,
      joinedAt: 1,
      othersAt: now - DAY,
      scores: (_i, at) => [40 + (at % 7), 35],
    });
  });

  it('shows the leaderboard, then a profile with its chart and the same numbers as a table', async () => {
    const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${server.url}#/leaderboard/carcassonne/realtime`);
    await page.waitForSelector('[data-leader]');
    const rows = await page.$$eval('[data-leader]', (trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].slice(0, 3).map((td) => td.textContent?.trim())),
    );
    // Dag is provisional (deviation 240): not on the board.
    expect(rows).toEqual([
      ['1', 'Ann', '1712'],
      ['2', 'Ben', '1655'],
      ['3', 'Cid', '1601'],
    ]);
    await page.screenshot({ path: join(ARTIFACTS, 'ratings-leaderboard.png'), fullPage: true });

    await page.click('[data-leader="board-ann"] a');
    await page.waitForSelector('[data-player="board-ann"] [data-rating-chart] canvas');
    await page.waitForSelector('[data-rating-table] [data-history-row]');
    const shown = await page.$$eval('[data-rating-table] [data-rating-value]', (tds) =>
      tds.map((td) => Number(td.getAttribute('data-rating-value'))),
    );
    expect(shown).toEqual(annHistory.slice(1));
    const label = await page.getAttribute('[data-rating-chart]', 'aria-label');
    expect(label).toContain('1500');
    expect(label).toContain('1712');
    expect(await page.textContent('[data-rating="carcassonne/realtime"] [data-rating-shown]')).toBe('1712');
    // The finished games come by their own request, after the ratings.
    await page.waitForSelector('[data-finished-game]');
    expect(await page.$$eval('[data-finished-game]', (li) => li.length)).toBe(annHistory.length - 1);
    await page.screenshot({ path: join(ARTIFACTS, 'ratings-profile.png'), fullPage: true });

    // Against Ben: the games filtered and the head-to-head record.
    await page.selectOption('[data-filter="opponent"]', 'board-ben');
    await page.waitForSelector('[data-head-to-head]');
    expect(await page.getAttribute('[data-head-to-head]', 'data-head-to-head')).toBe(
      `${annHistory.length - 1}-0-0`,
    );
    // Dag's own page: a provisional rating with its question mark.
    await page.goto(`${server.url}#/p/board-dag`);
    await page.waitForSelector('[data-player="board-dag"] [data-rating-shown]');
    expect(await page.textContent('[data-rating-shown]')).toBe('1800?');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a signed-in player sees their own position beside the page', async () => {
    const eve = await newGuest(server.url, 'Eve');
    await server.storage.updateTable(
      'board-game-1',
      {},
      [],
      fixedRatings({
        family: 'carcassonne',
        pace: 'realtime',
        tableId: 'board-eve',
        at: Date.now(),
        rows: [{ user: eve.user.id, before: 1500, rating: 1630, deviation: 90, volatility: 0.06, games: 25 }],
      }),
    );
    const { page } = await signedInPage(browser, eve, { viewport: { width: 1100, height: 700 } });
    await page.goto(`${server.url}#/leaderboard/carcassonne/realtime`);
    await page.waitForSelector(`[data-leader="${eve.user.id}"].own`);
    // Ann 1712, Ben 1655, Eve 1630, Cid 1601.
    expect(await page.getAttribute('[data-own-position]', 'data-own-position')).toBe('3');
    await page.screenshot({ path: join(ARTIFACTS, 'ratings-own-position.png'), fullPage: true });
    await page.context().close();
  });
});
