/**
 * Abbey & Mayor's wagon in the browser: a local game loaded from a record at a wagon's decision
 * due by the person at seat 0 offers the wagon's targets on the board; a click on one moves the
 * wagon there (drawn as a wagon), and the turn goes on.
 */
import { createMatch, Mulberry32 } from '@carcassonne/engine';
import { describe, expect, it } from 'vitest';
import { haveChromium, shot, withHarness, type Session } from './e2e/browser.js';
import { loadPosition } from './e2e/helpers.js';

const enabled = haveChromium();

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
  let s: Session;
  withHarness((_, session) => {
    s = session;
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
