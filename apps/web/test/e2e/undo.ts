// Gap 10: undo from "Game over" goes back to a real decision (never a dead 0-tiles state), and the
// replay buttons draw their symbols as SVG, not as glyphs Debian's fonts lack.
import { expect, it } from 'vitest';
import { shot } from './browser.js';
import { finishLastMoveGame, type E2E } from './helpers.js';

export function undoTests(get: () => E2E): void {
  it('undoes from "Game over" to the last tile in hand, and draws the replay buttons as SVG', async () => {
    const { desk: s } = get();
    await finishLastMoveGame(s.page, s.url, 'last-move.carc.json', 'e2e-undo', { stepMs: '0' });
    await s.page.click('[data-action=undo]');
    await s.page.waitForSelector('main.play[data-finished=false][data-human=true]');
    expect(await s.page.locator('rect.legal').count()).toBeGreaterThan(0);
    const left = await s.page.locator('[data-tiles-left]').innerText();
    expect(left).not.toMatch(/^0 /);
    expect(left).toBe('The last tile is in hand');
    await shot(s.page, 'undo-from-end');

    await s.page.click('[data-action=replay]');
    await s.page.waitForSelector('main.replay');
    for (const a of ['first', 'prev', 'next', 'last'])
      expect(await s.page.locator(`[data-action=${a}] svg.icon`).count()).toBe(1);
    const text = await s.page.evaluate(() => document.body.innerText);
    expect(text).not.toMatch(/[⏮⏭◀▶⟳↶⤢]/u);
    await s.page.click('[data-action=exit-replay]');
  });
}
