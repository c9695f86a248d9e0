/**
 * The strategic variant in the browser (docs/rules/strategic-variant.md): a local game with the
 * option ticked shows the human's hand of three; a tile is chosen by its number key, by a click
 * and by Enter on it, and the chosen one is the tile in hand.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { haveChromium, shot, withHarness, type Session } from './e2e/browser.js';

const enabled = haveChromium();

const pressed = (page: Page): Promise<string | null> =>
  page.getAttribute('[data-action=choose-tile][aria-pressed=true]', 'data-tile');

describe.skipIf(!enabled)('the strategic variant in the browser', () => {
  let s: Session;
  withHarness((_, session) => {
    s = session;
  });

  it('shows the hand and takes up the tile chosen by key, click and Enter', async () => {
    const page = s.page;
    await page.goto(`${s.url}?${new URLSearchParams({ botDelay: '5', stepMs: '5' })}`);
    await page.evaluate(() => localStorage.removeItem('carcassonne.current'));
    await page.goto(`${s.url}?${new URLSearchParams({ botDelay: '5', stepMs: '5' })}`);
    if ((await page.locator('main.newgame').count()) === 0) await page.click('[data-action=new]');
    await page.click('.game-carcassonne');
    await page.check('input[name=strategic]');
    await page.fill('input[name=seed]', 'hands-3');
    await page.click('[data-action=start]');
    await page.waitForSelector('main.play');
    await page.waitForSelector('[data-action=choose-tile]');
    const tiles = await page
      .locator('[data-action=choose-tile]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-tile') ?? ''));
    expect(tiles).toHaveLength(3);
    expect(await pressed(page)).toBe(tiles[0]);
    await shot(page, 'strategic-hand');
    const differs = tiles.findIndex((t) => t !== tiles[0]);
    expect(differs).toBeGreaterThan(0);
    await page.keyboard.press(String(differs + 1));
    await page.waitForFunction(
      (t) =>
        document.querySelector('[data-action=choose-tile][aria-pressed=true]')?.getAttribute('data-tile') ===
        t,
      tiles[differs],
    );
    await page.click('[data-action=choose-tile] >> nth=0');
    await page.waitForFunction(
      (t) =>
        document.querySelector('[data-action=choose-tile][aria-pressed=true]')?.getAttribute('data-tile') ===
        t,
      tiles[0],
    );
    await page.focus(`[data-action=choose-tile] >> nth=${differs}`);
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (t) =>
        document.querySelector('[data-action=choose-tile][aria-pressed=true]')?.getAttribute('data-tile') ===
        t,
      tiles[differs],
    );
    expect(await pressed(page)).toBe(tiles[differs]);
  });
});
