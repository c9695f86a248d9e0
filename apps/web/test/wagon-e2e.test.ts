/**
 * Abbey & Mayor's wagon in the browser. Placing it: with a road tile in hand, the wagon is chosen
 * as the piece (by its button, by the key B, by a tap on a phone) and put on the road by its
 * target; it is drawn on the board as a wagon. Moving it: a local game loaded from a record at a
 * wagon's decision due by the person at seat 0 offers the wagon's targets on the board; a click on
 * one moves the wagon there (drawn as a wagon), and the turn goes on.
 */
import { createMatch, Mulberry32 } from '@carcassonne/engine';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { haveChromium, shot, withHarness, type Harness, type Session } from './e2e/browser.js';
import { loadPosition } from './e2e/helpers.js';

const enabled = haveChromium();

/** Anna's first tile a straight road (U), laid east of the start: the wagon may go on its road. */
const ROAD_RECORD = JSON.stringify({
  format: 'carcassonne-record/1',
  game: 'carcassonne',
  preset: 'modern',
  options: { abbeyAndMayor: true },
  players: [
    { name: 'Anna', color: 'red' },
    { name: 'Bo', color: 'blue' },
  ],
  tiles: ['U', 'U', 'D'],
  moves: [],
});

/** The pieces of a kind standing on the board. */
const onBoard = (page: Page, piece: string): Promise<number> =>
  page.locator(`.board-svg [data-piece=${piece}]`).count();

/** The wagon is chosen: its button pressed, the one target on the road named for it. */
async function wagonChosen(page: Page): Promise<void> {
  await page.waitForSelector('.figure-choice[data-figure=wagon]');
  expect(await page.getAttribute('[data-figure-choice=wagon]', 'aria-pressed')).toBe('true');
  expect(await page.locator('.follower-target').count()).toBe(1);
  expect(await page.locator('[data-follower]').innerText()).toMatch(/wagon/i);
}

/** The wagon stands on the tile laid, Anna's, and the log says so. */
async function wagonPlaced(page: Page): Promise<void> {
  await page.waitForSelector('.board-svg [data-piece=wagon]', { state: 'attached' });
  expect(await onBoard(page, 'wagon')).toBe(1);
  expect(await onBoard(page, 'follower')).toBe(0);
  expect(await page.locator('.board-svg [data-piece=wagon] title').textContent()).toBe('Anna');
  expect(await page.locator('.move-log').innerText()).toMatch(/Anna placed .*wagon/);
}

/** Record text of a game with the expansion, played at random until seat 0 moves a wagon with a target on a side. */
function wagonRecord(): string {
  for (let seed = 0; seed < 40; seed++) {
    const m = createMatch({
      preset: 'modern',
      options: { abbeyAndMayor: true },
      players: [
        { name: 'Anna', color: 'red' },
        { name: 'Bo', color: 'blue' },
      ],
      seed: `wagon-e2e-${seed}`,
    });
    if (!m.ok) throw new Error(m.error.message);
    const g = m.value;
    const rng = new Mulberry32(seed + 1);
    while (!g.finished) {
      const legal = g.legalMoves();
      if (g.actor === 0 && legal.some((mv) => mv.type === 'wagon' && mv.to !== null && mv.to.port !== 'C'))
        return JSON.stringify(g.toRecord());
      const wagons = legal.filter((mv) => mv.type === 'place' && mv.figure === 'wagon');
      g.play(g.actor, wagons.length > 0 ? wagons[0]! : legal[rng.int(legal.length)]!);
    }
  }
  throw new Error('no wagon decision for seat 0');
}

describe.skipIf(!enabled)('Abbey & Mayor’s wagon in the browser', () => {
  let h: Harness;
  let s: Session;
  withHarness((harness, session) => {
    h = harness;
    s = session;
  });

  it('places the wagon by mouse: the tile, the wagon’s button, its target on the road', async () => {
    const page = s.page;
    await loadPosition(page, s.url, 'carcassonne', ROAD_RECORD, 'wagon-place.json', { botDelay: '100000' });
    await page.locator('rect.legal[data-square="1,0"]').click();
    await page.click('[data-figure-choice=wagon]');
    await wagonChosen(page);
    await shot(page, 'wagon-choice');
    await page.locator('.follower-target').click();
    await wagonPlaced(page);
    await shot(page, 'wagon-placed');
    expect(s.errors).toEqual([]);
  });

  it('places the wagon by keyboard: the key B chooses it, its digit puts it', async () => {
    const page = s.page;
    await loadPosition(page, s.url, 'carcassonne', ROAD_RECORD, 'wagon-key.json', { botDelay: '100000' });
    await page.locator('rect.legal[data-square="1,0"]').click();
    await page.focus('.board-svg');
    await page.keyboard.press('b');
    await wagonChosen(page);
    await page.keyboard.press('1');
    await wagonPlaced(page);
    expect(s.errors).toEqual([]);
  });

  it('on a phone, places the wagon by taps', async () => {
    const phone = await h.session({ viewport: { width: 390, height: 844 }, mobile: true });
    try {
      const page = phone.page;
      await loadPosition(page, phone.url, 'carcassonne', ROAD_RECORD, 'wagon-tap.json', {
        botDelay: '100000',
      });
      await page.locator('rect.legal[data-square="1,0"]').tap();
      await page.locator('.board-actions [data-action=confirm]').tap();
      await page.locator('[data-figure-choice=wagon]').tap();
      await wagonChosen(page);
      await page.locator('.follower-target').tap();
      await wagonPlaced(page);
      await shot(page, 'wagon-phone');
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it('offers the wagon’s targets and moves it on by a click on the board', async () => {
    const page = s.page;
    await loadPosition(page, s.url, 'carcassonne', wagonRecord(), 'wagon-move.json');
    await page.waitForSelector('.wall-target.wagon');
    expect(await page.locator('.wall-target.wagon').count()).toBeGreaterThan(0);
    await shot(page, 'wagon-move');
    await page.click('.wall-target.wagon >> nth=0 >> .disc');
    await page.waitForSelector('[data-piece=wagon]');
    await page.waitForFunction(() => document.querySelector('.wall-target.wagon') === null);
  });
});
