// Made for touch: a tap previews, another tap turns, a button confirms; every target at least 44×44 px.
import { expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { shot } from './browser.js';
import { newGame, tilesOnBoard, type E2E } from './helpers.js';

const MIN = 44;

async function sizes(loc: Locator): Promise<{ w: number; h: number; what: string }[]> {
  const out: { w: number; h: number; what: string }[] = [];
  for (const el of await loc.all()) {
    if (!(await el.isVisible())) continue;
    const b = await el.boundingBox();
    if (b)
      out.push({
        w: b.width,
        h: b.height,
        what: (await el.getAttribute('data-action')) ?? (await el.innerText().catch(() => '')),
      });
  }
  return out;
}

async function expectBig(page: Page, selector: string): Promise<number> {
  const all = await sizes(page.locator(selector));
  for (const s of all) {
    expect(s.w, `${selector} ${s.what} width`).toBeGreaterThanOrEqual(MIN - 0.5);
    expect(s.h, `${selector} ${s.what} height`).toBeGreaterThanOrEqual(MIN - 0.5);
  }
  return all.length;
}

export function touchTests(get: () => E2E): void {
  it('on a phone, a tap previews the tile, a second tap turns it, a button places it; targets are at least 44 px', async () => {
    const phone = await get().h.session({ viewport: { width: 390, height: 844 }, mobile: true });
    try {
      const page = phone.page;
      await newGame(page, phone.url, 'carcassonne', 'e2e-touch');
      await page.waitForSelector('main.play[data-human=true]');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await expectBig(page, 'rect.legal')).toBeGreaterThan(0);
      await expectBig(page, 'header button, header select, .panel button, .zoom button');
      // The header's other entries open under "More", each inside the window and big enough; a tap
      // elsewhere closes the list.
      await page.locator('[data-action=menu]').tap();
      expect(await expectBig(page, '#more-menu button, #more-menu select')).toBe(6);
      const past = await page.evaluate(
        () =>
          [...document.querySelectorAll('header button, header select')].filter((e) => {
            const b = e.getBoundingClientRect();
            return b.width > 0 && (b.left < 0 || b.right > innerWidth);
          }).length,
      );
      expect(past, 'header entries past the window').toBe(0);
      await page.locator('.panel').tap({ position: { x: 5, y: 5 } });
      await page.waitForSelector('#more-menu[data-open=false]', { state: 'attached' });
      // On the narrowest phones (320 px) the title shows whole in every language: a two-word
      // button takes two lines instead (German's "Online spielen" cut it to "Carcas…").
      await page.setViewportSize({ width: 320, height: 640 });
      for (const lang of ['de', 'nl', 'sv', 'en']) {
        await page.locator('[data-action=menu]').tap();
        await page.waitForSelector('#more-menu[data-open=true]');
        await page.selectOption('header select', lang);
        await page.waitForFunction((l) => document.documentElement.lang === l, lang);
        const title = await page.locator('.top h1').evaluate((h) => h.scrollWidth - h.clientWidth);
        expect(title, `${lang}: the title cut at 320 px by`).toBeLessThanOrEqual(0);
        await expectBig(page, 'header > nav > button');
      }
      // Wider, the header keeps one row: every entry in it when they fit beside the title (English
      // at 1280 px), else the later ones under "More" (1024 px, a tablet), as measured.
      for (const [width, compact] of [
        [1024, 'true'],
        [1280, 'false'],
      ] as const) {
        await page.setViewportSize({ width, height: 800 });
        await page.waitForFunction(
          (c) => document.querySelector('header nav')?.getAttribute('data-compact') === c,
          compact,
        );
        const header = await page.locator('header.top').boundingBox();
        expect(header?.height ?? 999, `the header at ${width} px is one row`).toBeLessThan(60);
      }
      await page.setViewportSize({ width: 390, height: 844 });

      const before = await tilesOnBoard(page);
      const multi = page.locator('rect.legal:not([data-rotations="1"])');
      const square = (await multi.count()) > 0 ? multi.first() : page.locator('rect.legal').first();
      const where = await square.getAttribute('data-square');
      const turns = Number(await square.getAttribute('data-rotations'));
      await square.tap();
      await page.waitForSelector(`[data-proposal="${where}"]`);
      expect(await tilesOnBoard(page)).toBe(before);
      expect(await page.locator('[data-action=rotate]').isVisible()).toBe(true);
      await expectBig(page, '.board-actions button');
      // Place here and Cancel stand in the bar over the board; the panel's copies, below the fold, are left out.
      expect(await page.locator('.board-actions [data-action=cancel-proposal]').isVisible()).toBe(true);
      expect(await page.locator('[data-action=cancel-panel]').isVisible()).toBe(false);
      const r1 = await page.locator('.proposal').getAttribute('data-rotation');
      await shot(page, 'touch-preview');
      await square.tap();
      const r2 = await page.locator('.proposal').getAttribute('data-rotation');
      if (turns > 1) expect(r2).not.toBe(r1);
      // The button turns it too, and only into rotations that fit.
      await page.locator('[data-action=rotate-proposal]').tap();
      expect(await page.locator(`[data-proposal="${where}"]`).count()).toBe(1);

      await page.locator('[data-action=confirm]').tap();
      await page.waitForFunction(
        (n) =>
          !!document.querySelector('[data-action=no-follower]') ||
          Number(document.querySelector('.board-svg')?.getAttribute('data-tiles')) === n + 1,
        before,
      );
      if ((await page.locator('.follower-target').count()) > 0) {
        expect(await expectBig(page, '.follower-target .hit')).toBeGreaterThan(0);
        await expectBig(page, '.choices button');
        await shot(page, 'touch-followers');
        await page.locator('.follower-target').first().tap();
      }
      await page.waitForSelector('[data-action=no-follower]', { state: 'detached' });
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
}
