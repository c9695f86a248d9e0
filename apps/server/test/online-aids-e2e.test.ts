/**
 * Player aids online, in a real browser: a table created with aids (the create form's box) is
 * marked in the lobby, and its game shows the aids the server sends — the same for a spectator
 * program on the WebSocket; a table created without them shows and receives none.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { connectAs, type TestServer } from './helpers.js';
import { ARTIFACTS, chromiumEnabled, withOnlineBrowser } from './online-browser.js';
import { newGuest } from '../src/tools/client.js';
import { autoplay, randomPick, seededRandom } from '../src/tools/autoplay.js';

describe.skipIf(!chromiumEnabled)('player aids online', () => {
  let server: TestServer;
  let browser: Browser;
  withOnlineBrowser((online) => ({ server, browser } = online));

  /** A table created in the page (with or without aids), joined by a program that plays at random, started. */
  async function newTable(page: Page, aids: boolean, k: number) {
    await page.goto(`${server.url}#/online`);
    if (aids) await page.check('input[name=aids]');
    await page.click('[data-action=create]');
    await page.waitForSelector('li[data-seat="1"][data-seat-kind=open]');
    const table = /#\/t\/([^?]+)/.exec(page.url())![1]!;
    const otto = await connectAs(server.ws, await newGuest(server.url, 'Otto'), `otto-aids${k}`);
    await otto.request({ type: 'join', table, seat: 1 });
    await otto.request({ type: 'watch', table });
    autoplay(otto, table, 1, { choose: randomPick(seededRandom(11 + k)) });
    return { table, otto };
  }

  it('a table with aids is marked in the lobby and shows them; one without shows none', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${server.url}#/online`);
    await page.fill('input[name=display-name]', 'Ada');
    await page.click('[data-action=guest]');

    const { table } = await newTable(page, true, 0);
    // The lobby (another visitor's page) marks the table.
    const visitor = await browser.newContext();
    const lobby = await visitor.newPage();
    await lobby.goto(`${server.url}#/online`);
    await lobby.fill('input[name=display-name]', 'Vic');
    await lobby.click('[data-action=guest]');
    await lobby.waitForSelector(`li[data-table="${table}"] [data-aids=on]`);
    await visitor.close();

    await page.click('[data-action=start]');
    await page.waitForSelector('main.online-play[data-mine=true] rect.legal');
    await page.waitForSelector('.aids-panel [data-remaining]');
    const legal = page.locator('rect.legal').first();
    const square = await legal.getAttribute('data-square');
    const box = (await legal.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForSelector(`.aids-fits[data-fits="${square}"]`);
    await page.screenshot({ path: join(ARTIFACTS, 'online-aids.png') });

    await newTable(page, false, 1);
    await page.click('[data-action=start]');
    await page.waitForSelector('main.online-play[data-mine=true] rect.legal');
    expect(await page.locator('.aids-panel').count()).toBe(0);
    expect(await page.locator('.aids').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
