// A phone-first table: at 390×844 with touch, over whole games of all three games, a legal square is on
// screen at every turn without panning; the board takes most of the screen; the final table fits.
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot } from './browser.js';
import { newGame, type Card, type E2E } from './helpers.js';
import { legalOnScreen } from './on-screen.js';

const PHONE = { width: 390, height: 844 };

/** Play a whole game by touch; returns the number of placements, each checked for a square on screen. */
async function playByTouch(page: Page, game: Card): Promise<number> {
  let placements = 0;
  const t0 = Date.now();
  while (Date.now() - t0 < 240_000) {
    const s = await page.evaluate(() => {
      const m = document.querySelector<HTMLElement>('main.play');
      return { finished: m?.dataset.finished === 'true', human: m?.dataset.human === 'true' };
    });
    if (s.finished) return placements;
    if (!s.human) {
      await page.waitForTimeout(15);
      continue;
    }
    if ((await page.locator('[data-action=no-follower]').count()) > 0) {
      const target = page.locator('.follower-target');
      if ((await target.count()) > 0) await target.first().click();
      else await page.click('[data-action=no-follower]');
    } else if ((await page.locator('[data-action=confirm]').count()) > 0) {
      await page.locator('.board-actions [data-action=confirm]').tap();
    } else if ((await page.locator('rect.legal').count()) > 0) {
      // The board moves its camera before the next frame is painted.
      await page.evaluate('new Promise((done) => requestAnimationFrame(() => done()))');
      const { seen, all } = await legalOnScreen(page);
      if (seen.length === 0) await shot(page, `phone-${game}-lost`);
      expect(
        seen.length,
        `${game}, placement ${placements + 1}: legal squares on screen (of ${all})`,
      ).toBeGreaterThan(0);
      // Tap one that is on screen, as a player would.
      await page.locator(`rect.legal[data-square="${seen[0]}"]`).tap();
      await page.waitForSelector('[data-proposal]', { timeout: 8000 }).catch(async (e) => {
        await shot(page, `phone-${game}-no-proposal`);
        throw e;
      });
      placements++;
    } else if ((await page.locator('[data-action=take-choice]').count()) > 0) {
      await page.locator('[data-action=take-choice]').tap();
    } else if ((await page.locator('[data-wall-choice]').count()) > 0) {
      // The City's wall: the panel's numbered choices (the discs may lie off screen).
      await page.locator('[data-wall-choice]').first().tap();
    } else {
      await page.waitForTimeout(15);
    }
    await page.waitForTimeout(5);
  }
  throw new Error(`${game}: the game did not finish on the phone`);
}

export function phoneTests(get: () => E2E): void {
  for (const [game, seed] of [
    ['carcassonne', 'phone-base'],
    ['winter', 'phone-winter'],
    ['the-city', 'phone-city'],
  ] as const) {
    it(`on a phone (390×844, touch) a whole game of ${game}: a legal square on screen at every turn, the final table fits`, async () => {
      const phone = await get().h.session({ viewport: PHONE, mobile: true });
      try {
        const page = phone.page;
        await newGame(page, phone.url, game, seed, { params: { stepMs: '0' } });
        await page.waitForSelector('main.play[data-human=true]');
        // The board takes most of the screen; the header is one row.
        const board = await page.locator('.board').boundingBox();
        const header = await page.locator('header.top').boundingBox();
        expect(board?.height ?? 0).toBeGreaterThan(PHONE.height * 0.55);
        expect(header?.height ?? 999).toBeLessThan(64);
        await shot(page, `phone-${game}-start`);
        const n = await playByTouch(page, game);
        expect(n).toBeGreaterThan(5);
        if (await page.locator('[data-action=skip-scoring]').count())
          await page.click('[data-action=skip-scoring]');
        await page.waitForSelector('.final .winner');
        await shot(page, `phone-${game}-final`);
        // Measured against the phone's width: a page too wide would widen the layout viewport itself.
        const fits = await page.evaluate((width) => {
          const card = document.querySelector('.final-card');
          const totals = [...document.querySelectorAll('.final .breakdown .total')].map((e) =>
            e.getBoundingClientRect(),
          );
          return {
            page: document.documentElement.scrollWidth - width,
            card: card ? card.scrollWidth - card.clientWidth : 0,
            cardRight: card ? card.getBoundingClientRect().right - width : 0,
            totals: totals.length,
            totalsInView: totals.every((b) => b.left >= 0 && b.right <= width),
          };
        }, PHONE.width);
        expect(fits.page).toBeLessThanOrEqual(0);
        expect(fits.card).toBeLessThanOrEqual(0);
        expect(fits.cardRight).toBeLessThanOrEqual(0);
        expect(fits.totals).toBeGreaterThan(1);
        expect(fits.totalsInView).toBe(true);
        expect(phone.errors).toEqual([]);
      } finally {
        await phone.close();
      }
    }, 300_000);
  }
}
