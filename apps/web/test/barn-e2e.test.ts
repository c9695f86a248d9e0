/**
 * Abbey & Mayor's barn in a real browser (docs/rules/abbey-and-mayor.md AM5): from a position
 * where V closes a corner of four fields, the tile is laid by mouse and the barn put on that
 * corner by a click on its target; the farmer there scores and goes home, the barn stands on
 * the corner in Anna's colour, and the log says so. The players table shows each player's abbey,
 * mayor, wagon and barn in hand, Anna's barn out once placed, at desktop and at phone size with
 * nothing sticking out sideways. Screenshots go to apps/web/test/artifacts/.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, haveChromium, shot, withHarness, type Harness, type Session } from './e2e/browser.js';
import { loadPosition } from './e2e/helpers.js';

const enabled = haveChromium();

/** Bo's farmer in the field under the start tile; Anna holds V for the corner of four fields. */
const RECORD = JSON.stringify({
  format: 'carcassonne-record/1',
  game: 'carcassonne',
  preset: 'modern',
  options: { abbeyAndMayor: true },
  players: [
    { name: 'Anna', color: 'red' },
    { name: 'Bo', color: 'blue' },
  ],
  tiles: ['E', 'E', 'B', 'B', 'V', 'B'],
  moves: ['E@0,1r180', 'E@0,2r0', 'B@1,1r0', 'B@-1,1r0 N'],
});

/** A player's pieces in hand as the players table shows them: each piece's count and name. */
function handOf(page: Page, seat: number): Promise<string[]> {
  return page
    .locator(`.players tr[data-player="${seat}"] [data-hand]`)
    .evaluateAll((els) =>
      els.map(
        (e) =>
          `${e.getAttribute('data-hand')} ${e.getAttribute('data-count')} ${e.getAttribute('aria-label')}`,
      ),
    );
}

const FULL_HAND = ['abbey 1 Abbey: 1', 'mayor 1 Mayor: 1', 'wagon 1 Wagon: 1', 'barn 1 Barn: 1'];
const BARN_OUT = ['abbey 1 Abbey: 1', 'mayor 1 Mayor: 1', 'wagon 1 Wagon: 1', 'barn 0 Barn: 0'];

/** The players table and the page fit the window's width: nothing to scroll sideways to. */
async function expectNoSideways(page: Page): Promise<void> {
  const fit = await page.evaluate(() => {
    const table = document.querySelector('.players > table')?.getBoundingClientRect();
    return {
      page: document.documentElement.scrollWidth - window.innerWidth,
      table: table ? table.right - window.innerWidth : 1,
    };
  });
  expect(fit.page).toBeLessThanOrEqual(0);
  expect(fit.table).toBeLessThanOrEqual(0);
}

/** A picture of the players table alone. */
const tableShot = (page: Page, name: string) =>
  page.locator('.players > table').screenshot({ path: join(ARTIFACTS, `${name}.png`) });

describe.skipIf(!enabled)('the barn in the browser', () => {
  let h: Harness;
  let s: Session;
  withHarness((harness, session) => {
    h = harness;
    s = session;
  });

  it('lays the tile and puts the barn on its corner with a click; the farmer there scores', async () => {
    const page = s.page;
    await loadPosition(page, s.url, 'carcassonne', RECORD, 'barn-place.carc.json', { botDelay: '100000' });
    expect(await handOf(page, 0)).toEqual(FULL_HAND);
    expect(await handOf(page, 1)).toEqual(FULL_HAND);
    await page.locator('rect.legal[data-square="1,0"]').click();
    const target = page.locator('.barn-target[data-barn=SW]');
    await target.waitFor();
    // The same choice as a button beside the follower choices, numbered on after them (its digit key).
    expect(await page.locator('[data-special=barn]').innerText()).toBe('3. Barn on the south-west corner');
    await shot(page, 'barn-offered');
    await target.click();
    await page.waitForSelector('.board-svg [data-barn-at="1,0,SW"]', { state: 'attached' });
    const bo = page.locator('.players tr[data-player="1"] td.score');
    expect(Number(await bo.getAttribute('data-score'))).toBe(3);
    expect(await page.locator('.move-log').innerText()).toContain('a barn on its south-west corner');
    expect(await handOf(page, 0)).toEqual(BARN_OUT);
    expect(await handOf(page, 1)).toEqual(FULL_HAND);
    await expectNoSideways(page);
    await shot(page, 'barn-placed');
    await tableShot(page, 'barn-hand-desktop');
    expect(s.errors).toEqual([]);
  });

  it('puts the barn on its corner with the key C', async () => {
    const page = s.page;
    await loadPosition(page, s.url, 'carcassonne', RECORD, 'barn-key.carc.json', { botDelay: '100000' });
    await page.locator('rect.legal[data-square="1,0"]').click();
    await page.locator('.barn-target[data-barn=SW]').waitFor();
    expect(await page.locator('[data-special=barn]').getAttribute('title')).toContain('Key C');
    await page.focus('.board-svg');
    await page.keyboard.press('c');
    await page.waitForSelector('.board-svg [data-barn-at="1,0,SW"]', { state: 'attached' });
    expect(s.errors).toEqual([]);
  });

  it('on a phone, a tap on the corner puts the barn there', async () => {
    const phone = await h.session({ viewport: { width: 390, height: 844 }, mobile: true });
    try {
      const page = phone.page;
      await loadPosition(page, phone.url, 'carcassonne', RECORD, 'barn-tap.carc.json', {
        botDelay: '100000',
      });
      expect(await handOf(page, 0)).toEqual(FULL_HAND);
      await expectNoSideways(page);
      await page.locator('rect.legal[data-square="1,0"]').tap();
      await page.locator('.board-actions [data-action=confirm]').tap();
      const target = page.locator('.barn-target[data-barn=SW]');
      await target.waitFor();
      await target.tap();
      await page.waitForSelector('.board-svg [data-barn-at="1,0,SW"]', { state: 'attached' });
      expect(await handOf(page, 0)).toEqual(BARN_OUT);
      await expectNoSideways(page);
      await shot(page, 'barn-phone');
      await tableShot(page, 'barn-hand-phone');
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
