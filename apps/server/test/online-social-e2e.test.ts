/**
 * Quick games and friends as two people see them in Chromium (two browser contexts): both press
 * Play in the quick-game panel, are seated together and the first player makes the first move;
 * one follows the other by id and challenges them, the other accepts from the notice in the page
 * and both arrive at the started table.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { TestServer } from './helpers.js';
import { ARTIFACTS, chromiumEnabled, openPage, withOnlineBrowser } from './online-browser.js';

describe.skipIf(!chromiumEnabled)('quick games and friends in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  withOnlineBrowser((online) => ({ server, browser } = online));

  async function signedIn(name: string): Promise<{ page: Page; errors: string[] }> {
    const { page, errors } = await openPage(browser, { viewport: { width: 1200, height: 900 } });
    await page.goto(`${server.url}#/online`);
    await page.fill('input[name=display-name]', name);
    await page.click('[data-action=guest]');
    await page.waitForSelector('section.quick-game[data-quick=idle]');
    return { page, errors };
  }

  it('Play → seated together → the first move', async () => {
    const ann = await signedIn('Ann');
    const ben = await signedIn('Ben');
    await ann.page.click('[data-action=quick-play]');
    await ann.page.waitForSelector('section.quick-game[data-quick=waiting]');
    await ann.page.screenshot({ path: join(ARTIFACTS, 'quick-game-waiting.png') });
    await ben.page.click('[data-action=quick-play]');
    for (const p of [ann.page, ben.page]) await p.waitForSelector('main.online-play');
    // Ann waited longest: she hosts and plays first.
    const page = ann.page;
    await page.waitForSelector('main.online-play[data-mine=true]');
    const before = await page.locator('main.online-play').getAttribute('data-version');
    await page.locator('rect.legal').first().click();
    if ((await page.locator('[data-action=no-follower]').count()) > 0)
      await page.click('[data-action=no-follower]');
    await page.click('[data-action=confirm]');
    await page.waitForSelector(`main.online-play:not([data-version="${before}"])`);
    await ben.page.waitForSelector('main.online-play[data-mine=true]');
    expect([...ann.errors, ...ben.errors]).toEqual([]);
  });

  it('follow by id, challenge, accept from the notice: both at the started table', async () => {
    const cay = await signedIn('Cay');
    const dan = await signedIn('Dan');
    const danId = await dan.page.locator('[data-my-id]').getAttribute('data-my-id');
    expect(danId).toBeTruthy();
    await cay.page.fill('input[name=friend-id]', danId!);
    await cay.page.click('[data-action=follow]');
    await cay.page.waitForSelector(`li[data-friend="${danId}"][data-online=true]`);
    await cay.page.click(`li[data-friend="${danId}"] [data-action=challenge]`);
    await dan.page.waitForSelector('[data-action=challenge-accept]');
    await dan.page.screenshot({ path: join(ARTIFACTS, 'challenge-notice.png') });
    await dan.page.click('[data-action=challenge-accept]');
    for (const p of [cay.page, dan.page]) await p.waitForSelector('main.online-play');
    // The challenger sits in seat 0 and moves first.
    await cay.page.waitForSelector('main.online-play[data-mine=true]');
    expect([...cay.errors, ...dan.errors]).toEqual([]);
  });
});
