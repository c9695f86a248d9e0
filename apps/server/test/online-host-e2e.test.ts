/**
 * Tables that never hang, in Chromium: a seated player sees why the table waits and who may start;
 * when the host leaves, the page says so and when the role passes on; after the documented time
 * (a clock the test moves) the player present becomes the host, may start or cancel, and a
 * cancelled table says why. The lobby's game filter hides and shows the table.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { HOST_AWAY_SECONDS } from '../src/tables/table-lifecycle.js';
import type { TestServer } from './helpers.js';
import { ManualClock } from './manual-clock.js';
import { ARTIFACTS, chromiumEnabled, withOnlineBrowser } from './online-browser.js';

describe.skipIf(!chromiumEnabled)('a table whose host leaves, in the browser', () => {
  const clock = new ManualClock();
  let server: TestServer;
  let browser: Browser;
  withOnlineBrowser((online) => ({ server, browser } = online), { clock });

  async function newPage(): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
    const context = await browser.newContext({ viewport: { width: 1200, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    return { page, errors, close: () => context.close() };
  }

  async function signIn(page: Page, name: string): Promise<void> {
    await page.fill('input[name=display-name]', name);
    await page.click('[data-action=guest]');
  }

  it('waiting reason, host away, the role passed on, cancel; the lobby filter', async () => {
    const a = await newPage();
    const b = await newPage();
    const c = await newPage();
    await a.page.goto(`${server.url}#/online`);
    await signIn(a.page, 'Alice');
    await a.page.selectOption('select[name=preset]', 'classic');
    await a.page.selectOption('select[name=seats]', '2');
    await a.page.selectOption('select[name=seat1]', 'open');
    await a.page.click('[data-action=create]');
    await a.page.waitForSelector('li[data-seat="1"][data-seat-kind=open]');
    expect(await a.page.locator('[data-waiting]').innerText()).toBe('Waiting for every seat to be taken.');
    const table = /#\/t\/([^?]+)/.exec(a.page.url())![1]!;

    // The lobby lists it; filtered to The City it is gone, back with every game. (The clock moves a
    // second before each new page: a connection gets one page a second after a burst of five.)
    await c.page.goto(`${server.url}#/online`);
    await signIn(c.page, 'Cleo');
    const row = `li[data-table="${table}"]`;
    await c.page.waitForSelector(row);
    clock.advance(1000);
    await c.page.selectOption('select[name=lobby-game]', 'the-city');
    await c.page.waitForSelector(row, { state: 'detached' });
    clock.advance(1000);
    await c.page.selectOption('select[name=lobby-game]', '');
    await c.page.waitForSelector(row);
    // A search in names: somebody else's, then the host's.
    clock.advance(1000);
    await c.page.fill('input[name=lobby-search]', 'nobody');
    await c.page.waitForSelector(row, { state: 'detached' });
    clock.advance(1000);
    await c.page.fill('input[name=lobby-search]', 'ALICE');
    await c.page.waitForSelector(row);

    await b.page.goto(`${server.url}#/t/${table}`);
    await signIn(b.page, 'Bob');
    await b.page.click('[data-action=join]');
    await b.page.waitForSelector('li[data-seat="1"][data-seat-kind=human]');
    const waiting = b.page.locator('[data-waiting]');
    await expect.poll(() => waiting.innerText()).toBe('Waiting for Alice, the host, to start the game.');
    await expect
      .poll(() => a.page.locator('[data-waiting]').innerText())
      .toBe('Every seat is taken: you may start the game.');
    expect(await b.page.locator('[data-action=start]').count()).toBe(0);

    // The host leaves: Bob is told when the role passes on.
    await a.close();
    await expect
      .poll(() => waiting.innerText())
      .toMatch(/Alice, the host, is away\. If they are not back by /);
    await b.page.screenshot({ path: join(ARTIFACTS, 'online-host-away.png') });
    clock.advance(HOST_AWAY_SECONDS * 1000);
    await b.page.waitForSelector('[data-new-host]');
    expect(await b.page.locator('[data-new-host]').innerText()).toBe('Bob is now the host.');
    const stored = (await server.storage.table(table))!;
    expect(stored.seats[1]).toMatchObject({ kind: 'human', user: stored.host, name: 'Bob' });
    // Alice keeps her seat: the new host may start the game, or cancel the table.
    await b.page.waitForSelector('[data-action=start]');
    await b.page.click('[data-action=cancel]');
    await b.page.waitForSelector('[data-closed=cancelled]');
    expect(await b.page.locator('[data-closed]').innerText()).toBe('The host cancelled this table.');
    await c.page.waitForSelector(row, { state: 'detached' });
    expect([...b.errors, ...c.errors]).toEqual([]);
  }, 120_000);
});
