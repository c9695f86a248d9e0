/**
 * Identity a person can manage, in Chromium: a guest with a finished game logs in to an account
 * and moves the guest's games into it; the account's page lists its sign-ins, one is revoked;
 * sign out; a returning player logs in from the first screen without making a guest; a guest left
 * for an account stays reachable; "sign out everywhere" ends every sign-in.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { StoredTable } from '../src/storage/types.js';
import { newGuest } from '../src/tools/client.js';
import type { TestServer } from './helpers.js';
import { join } from 'node:path';
import { ARTIFACTS, chromiumEnabled, openPage, waitUntil, withOnlineBrowser } from './online-browser.js';

describe.skipIf(!chromiumEnabled)('accounts in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  withOnlineBrowser((online) => ({ server, browser } = online));

  async function newPage(): Promise<{ page: Page; errors: string[] }> {
    return openPage(browser);
  }

  /** The identity this browser keeps (the page's own storage, read in the page). */
  const identityOf = async (page: Page) =>
    (await page.evaluate("JSON.parse(localStorage.getItem('carcassonne.identity') ?? 'null')")) as {
      user: { id: string; name: string };
      secret: string;
    } | null;

  const finished = (id: string, user: string, name: string): StoredTable =>
    ({
      id,
      host: user,
      game: 'carcassonne',
      settings: {
        preset: 'classic',
        options: {},
        visibility: 'public',
        clock: { kind: 'none' },
        grace: 60,
        rated: false,
      },
      invite: null,
      status: 'finished',
      seats: [{ kind: 'human', user, name }, { kind: 'open' }],
      setup: null,
      deadline: null,
      substitutes: [],
      testTiles: null,
      createdAt: 1,
      finishedAt: Date.now(),
      scores: [12, 0],
    }) as unknown as StoredTable;

  /** A browser that became a guest of this name from the first screen, in the lobby. */
  async function guestPage(name: string) {
    const { page, errors } = await newPage();
    await page.goto(`${server.url}#/online`);
    await page.fill('input[name=display-name]', name);
    await page.click('[data-action=guest]');
    await page.waitForSelector('main.lobby');
    return { page, errors, guest: (await identityOf(page))! };
  }

  async function loginInLobby(page: Page, username: string, password: string): Promise<void> {
    await page.fill('section.account input[name=username]', username);
    await page.fill('section.account input[name=password]', password);
    await page.click('section.account [data-action=login]');
  }

  it('merge a guest into an account, list and revoke sign-ins, sign out, log in from the first screen', async () => {
    // An account made elsewhere (its first sign-in stays on that other device).
    const elsewhere = await newGuest(server.url, 'Annika');
    const reg = await fetch(new URL('/api/register', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        user: elsewhere.user.id,
        secret: elsewhere.secret,
        username: 'annika',
        password: 'correct horse',
      }),
    });
    expect(reg.status).toBe(200);

    // This browser is a guest with a finished game.
    const { page, errors, guest } = await guestPage('Gustav');
    expect(guest.user.name).toBe('Gustav');
    await server.storage.createTable(finished('merge-e2e-1', guest.user.id, 'Gustav'));

    // Logging in offers the guest's games to the account.
    await loginInLobby(page, 'annika', 'correct horse');
    await page.waitForSelector(`[data-merge-offer="${guest.user.id}"]`);
    expect((await identityOf(page))?.user.id).toBe(elsewhere.user.id);
    // The offer is in view (it stands at the lobby's top, the login at its foot), and the
    // password is no longer on the screen.
    const height = page.viewportSize()?.height ?? 0;
    await expect
      .poll(async () => {
        const box = await page.locator('[data-merge-offer]').boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= height;
      })
      .toBe(true);
    expect(await page.inputValue('section.account input[name=password]')).toBe('');
    // The account's buttons keep to one line together: Sign out never wraps alone.
    const switchBox = await page.locator('.account-bar [data-action=switch]').boundingBox();
    const signOutBox = await page.locator('.account-bar [data-action=sign-out]').boundingBox();
    expect(Math.abs((switchBox?.y ?? 0) - (signOutBox?.y ?? -99))).toBeLessThan(2);
    await page.screenshot({ path: join(ARTIFACTS, 'online-merge-offer.png') });
    await page.click('[data-action=merge]');
    await page.waitForSelector('[data-merge-result]');
    expect(await page.locator('[data-merge-result]').innerText()).toContain('1');
    expect((await server.storage.finishedTablesOf(elsewhere.user.id, 10)).map((t) => t.id)).toEqual([
      'merge-e2e-1',
    ]);

    // The account's page: the merged game and two sign-ins; the other device is signed out from here.
    await page.goto(`${server.url}#/p/${elsewhere.user.id}`);
    await page.waitForSelector('[data-finished-game="merge-e2e-1"]');
    await page.waitForSelector('section.sessions[data-sessions="2"]');
    await page.screenshot({ path: join(ARTIFACTS, 'online-sessions.png'), fullPage: true });
    await page.click('section.sessions [data-current=false] [data-action=revoke-session]');
    await page.waitForSelector('section.sessions[data-sessions="1"]');
    expect((await server.storage.sessions(elsewhere.user.id)).length).toBe(1);

    // Sign out: back to the first screen, nothing kept for this account.
    await page.goto(`${server.url}#/online`);
    await page.click('[data-action=sign-out]');
    await page.waitForSelector('input[name=display-name]');
    expect(await identityOf(page)).toBeNull();
    expect(await server.storage.sessions(elsewhere.user.id)).toEqual([]);

    // A returning player logs in from the first screen: no guest is made.
    await page.fill('input[name=login-username]', 'annika');
    await page.fill('input[name=login-password]', 'correct horse');
    await page.click('[data-action=welcome-login]');
    await page.waitForSelector('main.lobby');
    expect((await identityOf(page))?.user.id).toBe(elsewhere.user.id);
    expect(await page.locator('[data-merge-offer]').count()).toBe(0);

    // Sign out everywhere from the player's page.
    await page.goto(`${server.url}#/p/${elsewhere.user.id}`);
    await page.click('[data-action=sign-out-everywhere]');
    await page.waitForSelector('input[name=display-name]');
    expect(await server.storage.sessions(elsewhere.user.id)).toEqual([]);
    expect(errors).toEqual([]);
  }, 180_000);

  it("a guest signs out everywhere from their page only after the lobby's warning", async () => {
    const { page, errors, guest } = await guestPage('Wary Wim');
    await page.goto(`${server.url}#/p/${guest.user.id}`);
    await page.waitForSelector('section.sessions[data-sessions="1"]');
    const warnings: string[] = [];
    page.once('dialog', (d) => {
      warnings.push(d.message());
      void d.dismiss();
    });
    await page.click('[data-action=sign-out-everywhere]');
    await expect.poll(() => warnings.length).toBe(1);
    expect(warnings[0]).toContain('guest');
    expect((await identityOf(page))?.user.id).toBe(guest.user.id);
    expect((await server.storage.sessions(guest.user.id)).length).toBe(1);
    page.once('dialog', (d) => void d.accept());
    await page.click('[data-action=sign-out-everywhere]');
    await page.waitForSelector('input[name=display-name]');
    expect(await identityOf(page)).toBeNull();
    expect(await server.storage.sessions(guest.user.id)).toEqual([]);
    expect(errors).toEqual([]);
  }, 180_000);

  it('a guest kept separately stays reachable: switch back to it', async () => {
    const { page, errors, guest } = await guestPage('Kept Kim');
    await loginInLobby(page, 'annika', 'correct horse');
    await page.waitForSelector(`[data-merge-offer="${guest.user.id}"]`);
    await page.click('[data-action=keep-guest]');
    expect(await page.locator('[data-merge-offer]').count()).toBe(0);
    await page.click(`[data-action=switch][data-user="${guest.user.id}"]`);
    await waitUntil(
      page,
      `JSON.parse(localStorage.getItem('carcassonne.identity') ?? '{}')?.user?.id === ${JSON.stringify(guest.user.id)}`,
    );
    await page.waitForSelector('main.lobby');
    expect(await page.locator('main.lobby').innerText()).toContain('Kept Kim');
    expect(errors).toEqual([]);
  }, 180_000);
});
