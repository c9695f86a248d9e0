/**
 * The strategic variant online, in the browser (docs/rules/strategic-variant.md): the table form
 * offers it; at the table the page shows the player's own hand (from the server's hand frame), a
 * tile is taken up by its number key, and the page plays it against a program on the WebSocket.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { connectAs, type TestServer } from './helpers.js';
import { chromiumEnabled, waitUntil, withOnlineBrowser } from './online-browser.js';
import { newGuest } from '../src/tools/client.js';
import { autoplay, randomPick, seededRandom } from '../src/tools/autoplay.js';

const pressed = (page: Page): Promise<string | null> =>
  page.getAttribute('[data-action=choose-tile][aria-pressed=true]', 'data-tile');

describe.skipIf(!chromiumEnabled)('an online table with the strategic variant, in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  withOnlineBrowser((online) => {
    ({ server, browser } = online);
  });

  it('shows the hand, takes up the tile chosen and plays it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${server.url}#/online`);
    await page.fill('input[name=display-name]', 'Hanna');
    await page.click('[data-action=guest]');
    await page.selectOption('select[name=preset]', 'classic');
    await page.check('.create-table input[name=strategic]');
    // The River cannot be played with the variant: the form holds it back and says why.
    expect(await page.locator('.create-table input[name=theRiver]').isDisabled()).toBe(true);
    expect(await page.locator('.create-table [data-not-with=strategic]').innerText()).toContain('not with');
    await page.click('[data-action=create]');
    await page.waitForSelector('li[data-seat="1"][data-seat-kind=open]');
    const table = /#\/t\/([^?]+)/.exec(page.url())![1]!;
    const otto = await connectAs(server.ws, await newGuest(server.url, 'Otto'), 'otto');
    await otto.request({ type: 'join', table, seat: 1 });
    await otto.request({ type: 'watch', table });
    autoplay(otto, table, 1, { choose: randomPick(seededRandom(5)) });
    await page.click('[data-action=start]');
    await page.waitForSelector('main.online-play');
    expect(otto.states.get(table)?.settings.options).toMatchObject({ strategic: true });

    // Our turn, at once or after Otto's: three tiles, the first taken up.
    await page.waitForSelector('main.online-play[data-mine=true] rect.legal');
    const tiles = await page
      .locator('[data-action=choose-tile]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-tile') ?? ''));
    expect(tiles).toHaveLength(3);
    expect(await pressed(page)).toBe(tiles[0]);
    const k = tiles.findIndex((t) => t !== tiles[0]);
    if (k > 0) {
      await page.keyboard.press(String(k + 1));
      await waitUntil(
        page,
        `document.querySelector('[data-action=choose-tile][aria-pressed=true]')?.getAttribute('data-tile') === ${JSON.stringify(tiles[k])}`,
      );
    }
    const chosen = (await pressed(page))!;
    // Lay it (first legal square), no follower, confirm: the server plays that tile.
    await page.locator('rect.legal').first().click();
    await page.waitForSelector('[data-action=no-follower], [data-follower]');
    if ((await page.locator('[data-action=no-follower]').count()) > 0)
      await page.click('[data-action=no-follower]');
    await page.click('.panel [data-action=confirm]');
    await otto.until(
      () =>
        (otto.events.get(table) ?? []).some(
          (e) => e.event.kind === 'move' && e.event.seat === 0 && e.event.move.startsWith(`${chosen}@`),
        ),
      20_000,
      'the chosen tile played',
    );
    // The program never received our hand.
    expect(otto.raw.some((text) => text.includes('"type":"hand"') && text.includes('"seat":0'))).toBe(false);
    expect(errors).toEqual([]);
    await otto.close();
    await context.close();
  }, 240_000);
});
