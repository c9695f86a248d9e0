/**
 * The Abbot in a real browser (docs/rules/the-abbot.md): from a position with a monastery tile in
 * hand the abbot is chosen (key B) and put on the monastery by mouse; from a position with the
 * abbot on the board it is taken back by the key A on a desktop and by a tap on a phone, and the
 * recall's points (shown on its button) go to the player. Screenshots go to apps/web/test/artifacts/.
 */
import { createMatch, type Move } from '@carcassonne/engine';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { ARTIFACTS, haveChromium, shot, withHarness, type Harness, type Session } from './e2e/browser.js';
import { loadPosition } from './e2e/helpers.js';

const enabled = haveChromium();

type PlaceMove = Move & { type: 'place' };

/**
 * A game of Anna (seat 0) and Bo with The Abbot, played with fixed pseudo-random moves (Anna puts
 * her abbot out when she may, nobody else places a piece on it) until Anna is to place a tile and
 * `ready` holds of her legal moves, as record text.
 */
function abbotRecord(seed: string, abbotOut: boolean): string {
  const m = createMatch({
    game: 'carcassonne',
    preset: 'modern',
    options: { theAbbot: true },
    players: [
      { name: 'Anna', color: 'red' },
      { name: 'Bo', color: 'blue' },
    ],
    seed,
  });
  if (!m.ok) throw new Error(m.error.message);
  const g = m.value;
  let s = 11;
  let out = false;
  for (let n = 0; n < 200; n++) {
    const legal = g.legalMoves().filter((mv): mv is PlaceMove => mv.type === 'place');
    const anna = g.actor === 0 && g.phase === 'place' && n >= 12;
    if (anna && !abbotOut && legal.some((mv) => mv.figure === 'abbot')) return JSON.stringify(g.toRecord());
    if (anna && abbotOut && out && legal.some((mv) => mv.recall === true))
      return JSON.stringify(g.toRecord());
    const abbot = g.actor === 0 && abbotOut && !out ? legal.find((mv) => mv.figure === 'abbot') : undefined;
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    const plain = legal.filter((mv) => mv.follower === undefined && mv.recall !== true);
    const move = abbot ?? plain[s % plain.length]!;
    if (abbot) out = true;
    g.play(g.actor, move);
  }
  throw new Error(`${seed}: no such position; choose another seed`);
}

/** Anna's (seat 0) score and abbots in hand, as the players table shows them. */
async function annaRow(page: Page): Promise<{ score: number; abbots: string | null }> {
  const row = page.locator('.players tr[data-player="0"]');
  return {
    score: Number(await row.locator('td.score').getAttribute('data-score')),
    abbots: await row.locator('[data-hand=abbot]').getAttribute('data-count'),
  };
}

/** Anna's abbot on the board (0 or 1). */
const abbotsOnBoard = (page: Page): Promise<number> => page.locator('.board-svg [data-piece=abbot]').count();

describe.skipIf(!enabled)('The Abbot in the browser', () => {
  let h: Harness;
  let s: Session;
  withHarness((harness, session) => {
    h = harness;
    s = session;
  });

  it('puts the abbot on the monastery of the tile laid: key B, then a click on its spot', async () => {
    const page = s.page;
    await loadPosition(page, s.url, 'carcassonne', abbotRecord('abbot-e2e', false), 'abbot-place.carc.json', {
      botDelay: '100000',
    });
    expect(await annaRow(page)).toMatchObject({ abbots: '1' });
    await page.locator('rect.legal').first().click();
    await page.waitForSelector('[data-figure-choice=abbot]');
    // No recall while the abbot is in hand.
    expect(await page.locator('[data-action=recall]').count()).toBe(0);
    await page.focus('.board-svg');
    while ((await page.getAttribute('.figure-choice', 'data-figure')) !== 'abbot')
      await page.keyboard.press('b');
    await shot(page, 'abbot-choice');
    // The abbot goes on the monastery only: one spot.
    expect(await page.locator('[data-follower]').count()).toBe(1);
    expect(await page.locator('[data-follower]').innerText()).toMatch(/abbot/i);
    await page.locator('.follower-target').first().click();
    await page.waitForSelector('.board-svg [data-piece=abbot]', { state: 'attached' });
    expect(await annaRow(page)).toMatchObject({ abbots: '0' });
    await shot(page, 'abbot-placed');
    // Up close: the abbot wears a mitre, a follower does not.
    const piece = page.locator('.board-svg [data-piece=abbot]');
    expect(await piece.locator('.mitre').count()).toBe(1);
    expect(await page.locator('.board-svg [data-piece=follower] .mitre').count()).toBe(0);
    const box = await piece.boundingBox();
    if (box)
      await page.screenshot({
        path: join(ARTIFACTS, 'abbot-piece.png'),
        clip: { x: box.x - 40, y: box.y - 40, width: box.width + 80, height: box.height + 80 },
      });
    // The rules dialog has The Abbot's section.
    await page.click('[data-action=rules]');
    await page.waitForSelector('[role=dialog] [data-rules-game=carcassonne]');
    const rules = await page.locator('.rules-text').innerText();
    expect(rules).toContain('The Abbot');
    expect(rules).toContain("Gardens: the new edition's tiles have gardens");
    await shot(page, 'abbot-rules');
    await page.click('[data-action=close-rules]');
    expect(s.errors).toEqual([]);
  });

  it('takes the abbot back with the key A and scores its monastery', async () => {
    const page = s.page;
    await loadPosition(page, s.url, 'carcassonne', abbotRecord('abbot-e2e', true), 'abbot-recall.carc.json', {
      botDelay: '100000',
    });
    expect(await abbotsOnBoard(page)).toBe(1);
    const before = await annaRow(page);
    expect(before.abbots).toBe('0');
    await page.locator('rect.legal').first().click();
    const button = page.locator('[data-action=recall]');
    await button.waitFor();
    const label = await button.innerText();
    expect(label).toMatch(/^A\. Take the abbot back: \+\d+ points?$/);
    const points = Number(/\+(\d+)/.exec(label)![1]);
    expect(points).toBeGreaterThanOrEqual(2);
    expect(await button.getAttribute('title')).toContain('key A');
    await shot(page, 'abbot-recall-offered');
    await page.focus('.board-svg');
    await page.keyboard.press('a');
    await page.waitForFunction(() => document.querySelectorAll('.board-svg [data-piece=abbot]').length === 0);
    const after = await annaRow(page);
    expect(after.abbots).toBe('1');
    expect(after.score).toBeGreaterThanOrEqual(before.score + points);
    expect(await page.locator('.move-log').innerText()).toContain('Anna placed');
    expect(await page.locator('.move-log').innerText()).toContain('and took the abbot back');
    await shot(page, 'abbot-recalled');
    expect(s.errors).toEqual([]);
  });

  it('on a phone, a tap on the recall button takes the abbot back', async () => {
    const phone = await h.session({ viewport: { width: 390, height: 844 }, mobile: true });
    try {
      const page = phone.page;
      await loadPosition(
        page,
        phone.url,
        'carcassonne',
        abbotRecord('abbot-e2e', true),
        'abbot-tap.carc.json',
        {
          botDelay: '100000',
        },
      );
      const before = await annaRow(page);
      await page.locator('rect.legal').first().tap();
      await page.locator('.board-actions [data-action=confirm]').tap();
      const button = page.locator('[data-action=recall]');
      await button.waitFor();
      const box = await button.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(43.5);
      await button.tap();
      await page.waitForFunction(
        () => document.querySelectorAll('.board-svg [data-piece=abbot]').length === 0,
      );
      expect((await annaRow(page)).abbots).toBe('1');
      expect((await annaRow(page)).score).toBeGreaterThan(before.score);
      await shot(page, 'abbot-recall-phone');
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
