/**
 * Following and challenging from a player's page in Chromium (two browser contexts): one player
 * opens the other's profile, follows them (the friends panel then links to that profile) and
 * challenges them with a chosen game, clock and rating; the other accepts from the notice in the
 * page and both arrive at the started table.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestServer } from './helpers.js';
import { ARTIFACTS, chromiumEnabled, openPage, withOnlineBrowser } from './online-browser.js';

describe.skipIf(!chromiumEnabled)('follow and challenge from a profile', () => {
  let server: TestServer;
  let browser: Browser;
  withOnlineBrowser((online) => ({ server, browser } = online));

  async function signedIn(name: string): Promise<{ page: Page; errors: string[]; id: string }> {
    const { page, errors } = await openPage(browser, { viewport: { width: 1200, height: 900 } });
    await page.goto(`${server.url}#/online`);
    await page.fill('input[name=display-name]', name);
    await page.click('[data-action=guest]');
    await page.waitForSelector('section.quick-game[data-quick=idle]');
    const id = await page.locator('[data-my-id]').getAttribute('data-my-id');
    if (!id) throw new Error('no id shown');
    return { page, errors, id };
  }

  it('follow, challenge with chosen options, accepted: both at the table', async () => {
    const eli = await signedIn('Eli');
    const fay = await signedIn('Fay');
    // One's own page offers neither.
    await eli.page.goto(`${server.url}#/p/${eli.id}`);
    await eli.page.waitForSelector(`[data-player="${eli.id}"]`);
    expect(await eli.page.locator('.profile-actions').count()).toBe(0);

    await eli.page.goto(`${server.url}#/p/${fay.id}`);
    await eli.page.waitForSelector('.profile-actions[data-following=false]');
    await eli.page.click('.profile-actions [data-action=follow]');
    await eli.page.waitForSelector('.profile-actions[data-following=true]');
    await eli.page.click('.profile-actions [data-action=unfollow]');
    await eli.page.waitForSelector('.profile-actions[data-following=false]');
    await eli.page.click('.profile-actions [data-action=follow]');
    await eli.page.waitForSelector('.profile-actions[data-following=true]');

    await eli.page.selectOption('.profile-actions select[name=challenge-preset]', 'winter');
    await eli.page.selectOption('.profile-actions select[name=challenge-clock]', '1');
    await eli.page.uncheck('.profile-actions input[name=challenge-rated]');
    await eli.page.click('.profile-actions [data-action=challenge]');
    await eli.page.waitForSelector('[data-challenge-note]');
    await eli.page.screenshot({ path: join(ARTIFACTS, 'profile-actions.png') });

    const sent = await server.storage.friends.pendingChallenges(fay.id, Date.now());
    expect(sent.map((c) => [c.from, c.preset, c.clock, c.rated])).toEqual([
      [eli.id, 'winter', { kind: 'move', seconds: 30 }, false],
    ]);
    await fay.page.waitForSelector('[data-action=challenge-accept]');
    await fay.page.click('[data-action=challenge-accept]');
    for (const p of [eli.page, fay.page]) await p.waitForSelector('main.online-play');

    // The friends panel links the friend's name to their profile.
    await eli.page.goto(`${server.url}#/online`);
    await eli.page.waitForSelector(`li[data-friend="${fay.id}"] a[href="#/p/${fay.id}"]`);
    expect([...eli.errors, ...fay.errors]).toEqual([]);
  });
});
