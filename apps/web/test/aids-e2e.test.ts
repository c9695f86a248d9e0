/**
 * Player aids and the Board Game Arena import in a real browser (Debian's chromium through
 * playwright-core): a local game set up with aids shows the squares no remaining tile can fill
 * and, for a square pointed at, what fits there — the same as the engine computes for the saved
 * game; a game without aids shows nothing of them; a pasted BGA log opens in the replay viewer.
 * Screenshots go to apps/web/test/artifacts/.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loadMatch } from '@carcassonne/engine';
import { haveChromium, shot, withHarness, type Session } from './e2e/browser.js';
import { placeFirst } from './e2e/helpers.js';
import { writeBgaLog } from '../../../packages/engine/test/bga/write-log.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const enabled = haveChromium();

/** A base game against a random bot, with or without aids. */
async function start(page: Page, url: string, seed: string, aids: boolean): Promise<void> {
  await page.goto(`${url}?${new URLSearchParams({ botDelay: '5', stepMs: '5' })}`);
  if ((await page.locator('main.newgame').count()) === 0) await page.click('[data-action=new]');
  await page.click('.game-carcassonne');
  await page.selectOption('select[name=kind1]', 'random');
  await page.fill('input[name=seed]', seed);
  if (aids) await page.check('input[name=aids]');
  await page.click('[data-action=start]');
  await page.waitForSelector('main.play');
}

/** The saved record of the game on screen (the page saves after every move). */
async function savedRecord(page: Page): Promise<unknown> {
  const raw = await page.evaluate(() => localStorage.getItem('carcassonne.games'));
  const list = JSON.parse(raw ?? '[]') as { record: unknown; savedAt: number }[];
  return list.sort((a, b) => b.savedAt - a.savedAt)[0]!.record;
}

async function pointAt(page: Page, selector: string): Promise<void> {
  // Off the board first, so that the pointer enters the square afresh even when the last click
  // left it there; then where the square stays put (the camera may still follow a new tile).
  await page.mouse.move(0, 0);
  const target = page.locator(selector).first();
  let box = await target.boundingBox();
  for (let i = 0; i < 50; i++) {
    await page.waitForTimeout(100);
    const again = await target.boundingBox();
    if (box && again && again.x === box.x && again.y === box.y && again.width === box.width) break;
    box = again;
  }
  if (!box) throw new Error(`${selector} is not on screen`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
}

describe.skipIf(!enabled)('player aids in the browser', () => {
  let s: Session;
  withHarness((_, session) => {
    s = session;
  });

  it('a local game with aids marks the dead squares and lists what fits a square pointed at', async () => {
    const page = s.page;
    await start(page, s.url, 'aids-e2e', true);
    // Play on until a square no remaining tile can fill appears (tiles placed side by side leave some).
    for (let i = 0; i < 40 && (await page.locator('[data-dead]').count()) === 0; i++) {
      await page.waitForSelector('main.play[data-human=true]');
      await placeFirst(page);
    }
    await page.waitForSelector('main.play[data-human=true]');
    await page.waitForSelector('.aids-panel');
    // The marks are the engine's: the saved game replayed gives the same dead squares.
    const record = await savedRecord(page);
    const m = loadMatch(record);
    if (!m.ok) throw new Error(m.error.message);
    const aids = m.value.aids();
    const shown = await page
      .locator('[data-dead]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-dead')));
    expect(shown.sort()).toEqual(aids.dead.map((q) => `${q.x},${q.y}`).sort());
    expect(aids.dead.length).toBeGreaterThan(0);
    // A square pointed at: the list beside the board is the engine's list for that square.
    await pointAt(page, 'rect.legal');
    const square = await page.locator('rect.legal').first().getAttribute('data-square');
    await page.waitForSelector(`.aids-fits[data-fits="${square}"]`);
    const fits = aids.squares.find((q) => `${q.x},${q.y}` === square)!;
    const listed = await page
      .locator('.aids-fits [data-fit]')
      .evaluateAll((els) =>
        els.map((e) => `${e.getAttribute('data-fit')} ${e.getAttribute('data-rotations')}`),
      );
    expect(listed).toEqual(fits.tiles.map((f) => `${f.tile} ${f.rotations.join(' ')}`));
    expect(await page.locator(`[data-inspected="${square}"]`).count()).toBe(1);
    await shot(page, 'aids-fits');
    // A dead square pointed at says that nothing fits.
    await pointAt(page, '[data-dead] rect');
    await page.waitForSelector('.aids-none');
    // The owners on demand, and the projected scores.
    await page.check('[data-action=aids-owners]');
    const owned = aids.owners.reduce((n, f) => n + f.segments.length, 0);
    expect(await page.locator('.aid-owner').count()).toBe(owned);
    const projected = await page.locator('[data-projected]').allInnerTexts();
    expect(projected.map((p) => Number(p.trim().split(' ').at(-1)))).toEqual([...aids.projected]);
    await shot(page, 'aids-dead');
    expect(s.errors).toEqual([]);
  }, 120_000);

  it('a game without aids shows none of them', async () => {
    const page = s.page;
    await start(page, s.url, 'aids-off', false);
    await page.waitForSelector('main.play[data-human=true]');
    await placeFirst(page);
    await page.waitForSelector('main.play[data-human=true]');
    expect(await page.locator('.aids-panel').count()).toBe(0);
    expect(await page.locator('.aids').count()).toBe(0);
  }, 60_000);

  it('a pasted Board Game Arena log opens in the replay viewer', async () => {
    const page = s.page;
    const record = JSON.parse(
      readFileSync(join(root, 'packages/engine/test/fixtures/bga/366166200.carc.json'), 'utf8'),
    );
    await page.click('[data-action=bga]');
    await page.fill('textarea[name=bga-log]', '{"data": 1}');
    await page.click('[data-action=bga-import]');
    await page.waitForSelector('[data-bga-problem]');
    // A log in the real shape whose second player plays a tile they do not hold: its own words.
    const log = writeBgaLog(record, '366166200');
    const plays = log.data.data.flatMap((p) => p.data).filter((n) => n.type === 'playTile');
    const second = plays[1]!.args;
    plays[1]!.args = { ...plays[0]!.args, player_id: second!.player_id };
    await page.fill('textarea[name=bga-log]', JSON.stringify(log));
    await page.click('[data-action=bga-import]');
    await page.waitForFunction(() =>
      document.querySelector('[data-bga-problem]')?.textContent?.includes('does not hold'),
    );
    // The log as BGA writes it (deal at setup, pickTile naming each player's next tile) opens at
    // the end of the game with the real final scores.
    plays[1]!.args = second;
    await page.fill('textarea[name=bga-log]', JSON.stringify(log));
    await page.click('[data-action=bga-import]');
    await page.waitForSelector('main.replay');
    await shot(page, 'bga-replay');
    expect(await page.locator('.bga-import').count()).toBe(0);
    expect(await page.locator('main.replay .scores .score').allInnerTexts()).toEqual(['96', '70']);
  }, 60_000);
});
