/**
 * The Abbot at an online table, in the browser (docs/rules/the-abbot.md): the table form offers
 * The Abbot; at the table the player puts the abbot on a monastery through the piece choice, then
 * takes it back with the recall button, each confirmed and sent to the server, against a program on
 * the WebSocket; the moves everyone saw end in ` abbot` and ` recall`.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { connectAs, type TestServer } from './helpers.js';
import { ARTIFACTS, chromiumEnabled, withOnlineBrowser } from './online-browser.js';
import { newGuest } from '../src/tools/client.js';
import { autoplay, randomPick, seededRandom } from '../src/tools/autoplay.js';

/** What the page shows of the turn: the tiles laid, each kind of choice counted, the piece chosen. */
const STATE = `(() => {
  const n = (q) => document.querySelectorAll(q).length;
  return [
    document.querySelector('.board-svg')?.getAttribute('data-tiles'),
    n('[data-follower]'),
    n('[data-action=confirm]'),
    n('[data-action=recall]'),
    n('rect.legal'),
    document.querySelector('.figure-choice')?.getAttribute('data-figure'),
    document.querySelector('main.online-play')?.getAttribute('data-mine'),
  ].join('|');
})()`;

/** The page's turn as STATE reads it (evaluated by the browser's protocol, not by the page's scripts). */
const shown = (page: Page): Promise<string> => page.evaluate<string>(STATE);

/** Click, then wait until the page shows something else (the choices or the board changed). */
async function act(page: Page, click: () => Promise<void>): Promise<void> {
  const before = await shown(page);
  await click();
  for (let i = 0; i < 600 && (await shown(page)) === before; i++) await page.waitForTimeout(50);
  expect(await shown(page), 'the page did not change').not.toBe(before);
}

describe.skipIf(!chromiumEnabled)('The Abbot at an online table, in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  withOnlineBrowser((online) => {
    ({ server, browser } = online);
  });

  it('places the abbot and recalls it through the turn choices, confirmed to the server', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${server.url}#/online`);
    await page.fill('input[name=display-name]', 'Abe');
    await page.click('[data-action=guest]');
    // A table deals at random (no seed can be set): Abe draws no monastery in about one game in
    // sixty, so a game that ends before the recall is followed by another table, at most three.
    let otto: Awaited<ReturnType<typeof connectAs>> | undefined;
    let moves: () => string[] = () => [];
    let step: 'place' | 'recall' | 'done' = 'place';
    let points = 0;
    for (let attempt = 0; attempt < 3 && step !== 'done'; attempt++) {
      if (otto) await otto.close();
      if (attempt > 0) await page.goto(`${server.url}#/online`);
      step = 'place';
      await page.selectOption('select[name=preset]', 'modern');
      await page.check('.create-table input[name=theAbbot]');
      await page.click('[data-action=create]');
      await page.waitForSelector('li[data-seat="1"][data-seat-kind=open]');
      const table = /#\/t\/([^?]+)/.exec(page.url())![1]!;
      const joined = await connectAs(server.ws, await newGuest(server.url, 'Otto'), 'otto');
      otto = joined;
      await joined.request({ type: 'join', table, seat: 1 });
      await joined.request({ type: 'watch', table });
      autoplay(joined, table, 1, { choose: randomPick(seededRandom(7 + attempt)) });
      await page.click('[data-action=start]');
      await page.waitForSelector('main.online-play');
      expect(joined.states.get(table)?.settings.options).toMatchObject({ theAbbot: true });

      moves = () =>
        (joined.events.get(table) ?? []).flatMap((e) => (e.event.kind === 'move' ? [e.event.move] : []));
      // Play (mouse): no piece, except the abbot when it is offered, then its recall when offered.
      for (let n = 0; n < 400 && step !== 'done'; n++) {
        await page.waitForSelector(
          'main.online-play[data-mine=true] rect.legal, [data-follower], [data-figure-choice], [data-action=no-follower], .panel [data-action=confirm], main.online-play[data-finished=true]',
        );
        if ((await page.locator('main.online-play[data-finished=true]').count()) > 0) break;
        const abbot = (await page.locator('[data-figure-choice=abbot]').count()) > 0;
        const recall = (await page.locator('[data-action=recall]').count()) > 0;
        // (Again if its monastery was finished first: the abbot came back to hand unrecalled.)
        if (abbot) {
          await act(page, () => page.click('[data-figure-choice=abbot]'));
          await act(page, () => page.locator('[data-follower]').first().click());
          await page.waitForSelector('.board-svg [data-piece=abbot] >> text=Abe', { state: 'attached' });
          await page.screenshot({ path: join(ARTIFACTS, 'online-abbot-placed.png') });
          await act(page, () => page.click('.panel [data-action=confirm]'));
          step = 'recall';
        } else if (step === 'recall' && recall) {
          const label = await page.locator('[data-action=recall]').innerText();
          points = Number(/\+(\d+)/.exec(label)?.[1] ?? Number.NaN);
          await act(page, () => page.click('[data-action=recall]'));
          // Waiting for Confirm, the panel says what the recall does.
          expect(await page.locator('[data-chosen=recall]').innerText()).toBe(
            `The abbot goes back to your supply: +${points} point${points === 1 ? '' : 's'}`,
          );
          await page.screenshot({ path: join(ARTIFACTS, 'online-abbot-recall.png') });
          await act(page, () => page.click('.panel [data-action=confirm]'));
          step = 'done';
        } else if ((await page.locator('[data-action=no-follower]').count()) > 0) {
          await act(page, () => page.click('[data-action=no-follower]'));
          await act(page, () => page.click('.panel [data-action=confirm]'));
        } else if ((await page.locator('.panel [data-action=confirm]').count()) > 0) {
          await act(page, () => page.click('.panel [data-action=confirm]'));
        } else {
          await act(page, () => page.locator('rect.legal').first().click());
        }
      }
    }
    const finished = (await page.locator('main.online-play[data-finished=true]').count()) > 0;
    expect(step, `finished ${finished}: ${moves().join(' / ')}`).toBe('done');
    expect(points).toBeGreaterThanOrEqual(1);
    // The server took both: the moves everyone saw.
    await otto!.until(() => moves().some((m) => m.endsWith(' recall')), 20_000, 'the recall');
    expect(moves().some((m) => m.endsWith(' C abbot'))).toBe(true);
    // Abe's abbot is back in hand (Otto's may stand on the board: he plays The Abbot too).
    await page.waitForSelector('.players tr[data-player="0"] [data-hand=abbot][data-count="1"]');
    const abbots = await page.locator('.board-svg [data-piece=abbot] title').allTextContents();
    expect(abbots).not.toContain('Abe');
    await page.screenshot({ path: join(ARTIFACTS, 'online-abbot-after.png') });
    expect(errors).toEqual([]);
    await otto!.close();
    await context.close();
  }, 600_000);
});
