/**
 * The phone-first table online: at 390×844 with touch, Alice plays short games (a cut bag) of all three
 * games against a program on the WebSocket. At every one of her turns at least one square where
 * her tile fits is on screen without panning and over the game most of them are (the board frames
 * them as the local one does); she places it by touch (a tap proposes, the bar turns and places, the
 * turn's bar confirms), every step with its controls inside the window and nothing scrolled; the
 * board takes most of the screen, and the final table fits the phone's width.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { connectAs, openTable, type TestServer } from './helpers.js';
import { ARTIFACTS, chromiumEnabled, openPage, withOnlineBrowser } from './online-browser.js';
import { expectStepInView, legalOnScreen } from '../../web/test/e2e/on-screen.js';
import { newGuest, resultOf } from '../src/tools/client.js';
import { autoplay, randomPick, seededRandom } from '../src/tools/autoplay.js';

const PHONE = { width: 390, height: 844 };

/** How far the page and the final dialog stick out past the phone's width, and whether every total shows. */
const FINAL_FITS = `(() => {
  const width = ${PHONE.width};
  const card = document.querySelector('.final-card');
  const totals = [...document.querySelectorAll('.final .breakdown .total')].map((e) => e.getBoundingClientRect());
  return {
    page: document.documentElement.scrollWidth - width,
    card: card ? card.scrollWidth - card.clientWidth : 0,
    totals: totals.length,
    totalsInView: totals.every((b) => b.left >= 0 && b.right <= width),
  };
})()`;

describe.skipIf(!chromiumEnabled)('the online table on a phone', () => {
  let server: TestServer;
  let browser: Browser;
  withOnlineBrowser((online) => ({ server, browser } = online));

  /** Alice's turns by touch until the game ends; returns her placements and the legal squares seen of all. */
  async function playByTouch(
    page: Page,
    preset: string,
  ): Promise<{ placements: number; seen: number; all: number }> {
    let placements = 0;
    let seenSum = 0;
    let allSum = 0;
    const deadline = Date.now() + 200_000;
    const main = page.locator('main.online-play');
    while (Date.now() < deadline) {
      if ((await main.getAttribute('data-finished')) === 'true')
        return { placements, seen: seenSum, all: allSum };
      if ((await main.getAttribute('data-mine')) !== 'true') {
        await page.waitForTimeout(30);
        continue;
      }
      const version = await main.getAttribute('data-version');
      if ((await page.locator('.wall-target').count()) > 0) {
        // The City's wall: the first choice, then Confirm.
        await page.focus('.board-svg');
        await page.keyboard.press('n');
        await page.locator('[data-action=take-wall]').tap();
        await page.waitForSelector('.panel [data-action=confirm]');
        await expectStepInView(page, `${preset}, wall: confirm`);
        await page.locator('.panel [data-action=confirm]').tap();
      } else if ((await page.locator('rect.legal').count()) > 0) {
        // The board moves its camera before the next frame is painted.
        await page.evaluate('new Promise((done) => requestAnimationFrame(() => done()))');
        const { seen, all } = await legalOnScreen(page);
        seenSum += seen.length;
        allSum += all;
        if (seen.length === 0)
          await page.screenshot({ path: join(ARTIFACTS, `online-phone-${preset}-lost.png`) });
        expect(
          seen.length,
          `${preset}, placement ${placements + 1}: legal squares on screen (of ${all})`,
        ).toBeGreaterThan(0);
        await page.locator(`rect.legal[data-square="${seen[0]}"]`).tap();
        await page.waitForSelector('[data-proposal]');
        const where = `${preset}, placement ${placements + 1}`;
        await expectStepInView(page, `${where}: proposed`);
        await page.locator('.board-actions [data-action=rotate-proposal]').tap();
        await expectStepInView(page, `${where}: rotated`);
        await page.locator('.board-actions [data-action=confirm]').tap();
        await page.waitForSelector('.panel [data-action=confirm], [data-action=no-follower]');
        const none = page.locator('[data-action=no-follower]');
        if (await none.count()) {
          await expectStepInView(page, `${where}: follower`);
          if (placements === 0)
            await page.screenshot({ path: join(ARTIFACTS, `online-phone-${preset}-follower.png`) });
          await none.tap();
        }
        await page.waitForSelector('.panel [data-action=confirm]');
        await expectStepInView(page, `${where}: confirm`);
        await page.locator('.panel [data-action=confirm]').tap();
        placements++;
      } else {
        await page.waitForTimeout(30);
        continue;
      }
      await page.waitForSelector(`main.online-play:not([data-version="${version}"])`);
    }
    throw new Error(`${preset}: the game did not finish on the phone`);
  }

  for (const [preset, seed] of [
    ['modern', 31],
    ['winter', 32],
    ['the-city', 33],
  ] as const) {
    it(`a short game of ${preset} by touch at 390×844: a legal square on screen at every turn, the final table fits`, async () => {
      const { page, errors } = await openPage(browser, { viewport: PHONE, isMobile: true, hasTouch: true });
      const bob = await connectAs(server.ws, await newGuest(server.url, 'Bob'), `bob-${preset}`);
      // Short bags (The City's dealt into three stacks again: each stack's end comes up by touch too).
      const table = await openTable(bob, { preset, testTiles: preset === 'the-city' ? 24 : 14 });
      await bob.request({ type: 'watch', table });
      await page.goto(`${server.url}#/t/${table}`);
      await page.fill('input[name=display-name]', 'Alice');
      await page.locator('[data-action=guest]').tap();
      await page.locator('[data-action=join]').tap();
      await bob.until(() => bob.states.get(table)?.seats[1]?.kind === 'human', 10_000, 'Alice seated');
      resultOf(await bob.request({ type: 'start', table }));
      autoplay(bob, table, 0, { choose: randomPick(seededRandom(seed)) });
      await page.waitForSelector('main.online-play');

      // The board takes most of the screen.
      const board = await page.locator('.board').boundingBox();
      expect(board?.height ?? 0).toBeGreaterThan(PHONE.height * 0.55);
      const played = await playByTouch(page, preset);
      expect(played.placements).toBeGreaterThan(3);
      console.log(`online phone ${preset}: ${played.seen} of ${played.all} legal squares on screen`);
      expect(played.seen / played.all, `${preset}: share of legal squares on screen`).toBeGreaterThanOrEqual(
        0.6,
      );

      await page.waitForSelector('.final .winner');
      await page.screenshot({ path: join(ARTIFACTS, `online-phone-${preset}-final.png`) });
      const fits = (await page.evaluate(FINAL_FITS)) as {
        page: number;
        card: number;
        totals: number;
        totalsInView: boolean;
      };
      expect(fits.page).toBeLessThanOrEqual(0);
      expect(fits.card).toBeLessThanOrEqual(0);
      expect(fits.totals).toBe(2);
      expect(fits.totalsInView).toBe(true);
      await bob.close();
      expect(errors).toEqual([]);
      await page.context().close();
    }, 240_000);
  }
});
