/**
 * The Princess & the Dragon in the browser: a local game loaded from a record at a step of the
 * dragon's flight due by the person at seat 1 shows the dragon, the fairy and the tiles' marks;
 * the step is taken by a click on its disc on the board, and the dragon moves there.
 */
import { createMatch, Mulberry32 } from '@carcassonne/engine';
import { describe, expect, it } from 'vitest';
import { haveChromium, shot, withHarness, type Session } from './e2e/browser.js';
import { loadPosition } from './e2e/helpers.js';

const enabled = haveChromium();

/** Record text of a game with the expansion, played at random until seat 0 is to move the dragon. */
function dragonRecord(): string {
  for (let seed = 0; seed < 20; seed++) {
    const m = createMatch({
      preset: 'modern',
      options: { princessAndDragon: true },
      players: [
        { name: 'Anna', color: 'red' },
        { name: 'Bo', color: 'blue' },
      ],
      seed: `dragon-e2e-${seed}`,
    });
    if (!m.ok) throw new Error(m.error.message);
    const g = m.value;
    const rng = new Mulberry32(seed + 1);
    while (!g.finished) {
      const legal = g.legalMoves();
      if (g.actor === 0 && legal.some((mv) => mv.type === 'dragon') && legal.length > 1)
        return JSON.stringify(g.toRecord());
      g.play(g.actor, legal[rng.int(legal.length)]!);
    }
  }
  throw new Error('no dragon step for seat 0');
}

describe.skipIf(!enabled)('The Princess & the Dragon in the browser', () => {
  let s: Session;
  withHarness((_, session) => {
    s = session;
  });

  it('shows the dragon and takes its step by a click on the board', async () => {
    const page = s.page;
    await loadPosition(page, s.url, 'carcassonne', dragonRecord(), 'dragon-step.json');
    await page.waitForSelector('.wall-target.dragon');
    const before = await page.getAttribute('.neutral-figures .dragon', 'data-dragon');
    expect(before).not.toBeNull();
    expect(await page.locator('[data-mark=volcano]').count()).toBeGreaterThan(0);
    await shot(page, 'dragon-step');
    await page.click('.wall-target.dragon >> nth=0');
    await page.waitForFunction(
      (b) => document.querySelector('.neutral-figures .dragon')?.getAttribute('data-dragon') !== b,
      before,
    );
  });
});
