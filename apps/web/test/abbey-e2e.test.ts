/**
 * Abbey & Mayor's final abbey round (rules/abbey-and-mayor.md AM2.5) in the browser: a local game
 * of two people at one screen, loaded just after its last tile with a hole closed on all four
 * sides. Bo is asked first and keeps his abbey by the pass button; Anna takes hers by its button
 * and lays it into the hole by a click. The words shown along the way are checked, the players
 * table shows her abbey out of hand and his still in it, and the game ends (no one is left to ask).
 */
import { describe, expect, it } from 'vitest';
import { Table } from '../src/game/table.js';
import { haveChromium, shot, withHarness, type Session } from './e2e/browser.js';
import { loadPosition } from './e2e/helpers.js';
import { players } from './turn-sources.js';

const enabled = haveChromium();

/** Seven moves that close a hole at (1,-1) on all four sides and lay the last tile. */
const AROUND_HOLE = ['I@0,-1r90 E', 'B@0,-2r0', 'B@1,-2r0', 'B@2,-2r0', 'B@2,-1r0', 'V@1,0r90 W', 'W@-1,0r0'];

/** Record text of the game at the start of its final abbey round. */
function finalRoundRecord(): string {
  const made = Table.create({
    game: 'carcassonne',
    preset: 'classic',
    players,
    seed: 'final-abbey',
    options: { abbeyAndMayor: true },
    tiles: ['I', 'B', 'B', 'B', 'B', 'V', 'W'],
  });
  if (!made.ok) throw new Error(made.error.message);
  const t = made.value;
  for (const mv of AROUND_HOLE) {
    const r = t.play(mv);
    if (!r.ok) throw new Error(r.error.message);
  }
  return JSON.stringify(t.record());
}

describe.skipIf(!enabled)("Abbey & Mayor's final abbey round in the browser", () => {
  let s: Session;
  withHarness((_, session) => {
    s = session;
  });

  it('lets one player keep the abbey, the other lay it by button and click, and ends the game', async () => {
    const page = s.page;
    await loadPosition(page, s.url, 'carcassonne', finalRoundRecord(), 'final-abbey.json', {}, 'human');
    const panel = page.locator('main.play');
    const choices = page.locator('.choices');
    const abbeys = () =>
      page
        .locator('.players [data-hand=abbey]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-count')));
    expect(await abbeys()).toEqual(['1', '1']);
    // Bo is asked first (the seat after the one who laid the last tile): no tile in hand.
    await expect.poll(() => panel.innerText()).toContain('Bo to play');
    expect(await panel.innerText()).toContain(
      'The final abbey round: lay your abbey into a hole (key A), or keep it.',
    );
    expect(await page.locator('[data-action=abbey]').innerText()).toBe(
      'Place your abbey into a hole (key A)',
    );
    expect(await page.locator('[data-wall-choice]').innerText()).toBe('1. Keep the abbey (pass)');
    await shot(page, 'final-abbey-start');
    // Bo keeps his abbey.
    await page.click('[data-wall-choice]');
    await expect.poll(() => panel.innerText()).toContain('Anna to play');
    expect(await page.locator('[data-log-move]').first().innerText()).toContain('Bo kept their abbey');
    // Anna takes hers by its button: the button says how to put it back; the hole lights up.
    await page.click('[data-action=abbey]');
    expect(await page.locator('[data-action=abbey]').innerText()).toBe('Put the abbey back (key A)');
    expect(await page.locator('[data-action=abbey]').getAttribute('aria-pressed')).toBe('true');
    await shot(page, 'final-abbey-in-hand');
    await page.locator('rect.legal[data-square="1,-1"]').click();
    await page.waitForSelector('[data-action=no-follower]');
    expect(await choices.innerText()).toContain('1. Monk in the monastery');
    await page.click('.choices [data-follower]');
    // Nobody else is to be asked: the game ends, the abbey named in the log.
    await page.waitForSelector('main.play[data-finished=true]');
    expect(await abbeys()).toEqual(['0', '1']);
    await shot(page, 'final-abbey-end');
    expect(await panel.innerText()).toContain(
      'Anna placed the abbey north-east of the start and a monk in the monastery',
    );
    expect(s.errors).toEqual([]);
  });
});
