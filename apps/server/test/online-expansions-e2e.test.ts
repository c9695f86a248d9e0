/**
 * An online table with the expansions, in the browser: the table form offers The River, Inns &
 * Cathedrals and Traders & Builders; at the table the player chooses the expansions' pieces
 * through the same turn choices as the local game (piece, spot, Confirm), against a program on
 * the WebSocket, and the board draws them; the goods column shows.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { connectAs, type TestServer } from './helpers.js';
import { ARTIFACTS, chromiumEnabled, openPage, waitUntil, withOnlineBrowser } from './online-browser.js';
import { newGuest } from '../src/tools/client.js';
import { autoplay, randomPick, seededRandom } from '../src/tools/autoplay.js';

const PIECES = ['big', 'builder', 'pig'];

/** What the page shows of the turn: the tiles laid, the choices offered, the piece chosen. */
const STATE = `[
  document.querySelector('.board-svg')?.getAttribute('data-tiles'),
  document.querySelectorAll('[data-follower], [data-action=confirm], rect.legal').length,
  document.querySelector('.figure-choice')?.getAttribute('data-figure'),
].join('|')`;

/** Click, then wait until the page shows something else (the choices or the board changed). */
async function act(page: Page, click: () => Promise<void>): Promise<void> {
  const before = await page.evaluate(STATE);
  await click();
  await waitUntil(page, `${STATE} !== ${JSON.stringify(before)}`);
}

describe.skipIf(!chromiumEnabled)('an online table with the expansions, in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  withOnlineBrowser((online) => {
    ({ server, browser } = online);
  });

  it('creates the table with the three expansions and places an expansion piece', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${server.url}#/online`);
    await page.fill('input[name=display-name]', 'Ines');
    await page.click('[data-action=guest]');
    await page.selectOption('select[name=preset]', 'classic');
    for (const option of ['theRiver', 'innsAndCathedrals', 'tradersAndBuilders'])
      await page.check(`.create-table input[name=${option}]`);
    await page.click('[data-action=create]');
    await page.waitForSelector('li[data-seat="1"][data-seat-kind=open]');
    const table = /#\/t\/([^?]+)/.exec(page.url())![1]!;
    const otto = await connectAs(server.ws, await newGuest(server.url, 'Otto'), 'otto');
    await otto.request({ type: 'join', table, seat: 1 });
    await otto.request({ type: 'watch', table });
    autoplay(otto, table, 1, { choose: randomPick(seededRandom(5)) });
    await page.click('[data-action=start]');
    await page.waitForSelector('main.online-play');
    expect(otto.states.get(table)?.settings.options).toMatchObject({
      theRiver: true,
      innsAndCathedrals: true,
      tradersAndBuilders: true,
    });

    // Play (mouse): follower whenever one may go, until a piece of the expansions is offered.
    let placed: string | null = null;
    for (let n = 0; n < 120 && !placed; n++) {
      await page.waitForSelector(
        'main.online-play[data-mine=true] rect.legal, [data-follower], [data-figure-choice], [data-action=no-follower], main.online-play[data-finished=true]',
      );
      if ((await page.locator('main.online-play[data-finished=true]').count()) > 0) break;
      const offered = await page
        .locator('[data-figure-choice]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-figure-choice') ?? ''));
      const wanted = PIECES.find((p) => offered.includes(p));
      if (wanted) {
        await act(page, () => page.click(`[data-figure-choice=${wanted}]`));
        await act(page, () => page.locator('[data-follower]').first().click());
        await page.waitForSelector(`.board-svg [data-piece=${wanted}]`, { state: 'attached' });
        await page.screenshot({ path: join(ARTIFACTS, 'online-expansions-piece.png') });
        await act(page, () => page.click('.panel [data-action=confirm]'));
        placed = wanted;
      } else if ((await page.locator('[data-follower]').count()) > 0) {
        await act(page, () => page.locator('[data-follower]').first().click());
        await act(page, () => page.click('.panel [data-action=confirm]'));
      } else if ((await page.locator('[data-action=no-follower]').count()) > 0) {
        await act(page, () => page.click('[data-action=no-follower]'));
        await act(page, () => page.click('.panel [data-action=confirm]'));
      } else {
        await act(page, () => page.locator('rect.legal').first().click());
      }
    }
    expect(placed).not.toBeNull();
    // The server took it: the piece is in the moves everyone saw.
    await otto.until(
      () =>
        (otto.events.get(table) ?? []).some(
          (e) => e.event.kind === 'move' && e.event.move.endsWith(` ${placed}`),
        ),
      20_000,
      'the piece',
    );
    await page.waitForSelector(`.board-svg [data-piece=${placed}]`, { state: 'attached' });
    expect(await page.locator('.players td.goods').count()).toBe(2);
    expect(errors).toEqual([]);
    await otto.close();
    await context.close();
  }, 240_000);

  it('offers a sixth seat with Inns & Cathedrals only; the sixth player plays grey', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${server.url}#/online`);
    await page.fill('input[name=display-name]', 'Sixten');
    await page.click('[data-action=guest]');
    await page.selectOption('select[name=preset]', 'modern');
    const counts = () => page.locator('select[name=seats] option').allTextContents();
    expect(await counts()).toEqual(['2', '3', '4', '5']);
    await page.check('.create-table input[name=innsAndCathedrals]');
    expect(await counts()).toEqual(['2', '3', '4', '5', '6']);
    await page.selectOption('select[name=seats]', '6');
    for (let seat = 1; seat <= 5; seat++) await page.selectOption(`select[name=seat${seat}]`, 'level1');
    await page.click('[data-action=create]');
    await page.click('[data-action=start]');
    await page.waitForSelector('main.online-play');
    const rows = page.locator('.players tbody tr[data-player]');
    expect(await rows.count()).toBe(6);
    const sixth = await rows.nth(5).locator('.chip').getAttribute('style');
    expect(sixth).toMatch(/background: (#a9a9a9|rgb\(169, 169, 169\))/);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
