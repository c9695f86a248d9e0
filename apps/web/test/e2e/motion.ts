// Motion: a bot's tile slides in and its follower drops, each player's last tile stays marked in
// their colour on every tile set, and nothing moves under prefers-reduced-motion.
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot } from './browser.js';
import { newGame, placeFirst, type E2E } from './helpers.js';

/** Play until the bot has laid a tile; return the animation of the newest tile. */
async function botTileAnimation(page: Page): Promise<string> {
  await placeFirst(page);
  await page.waitForSelector('main.play[data-human=true]');
  return page.evaluate(() => {
    const g = document.querySelector('.board-svg .enter');
    return g ? getComputedStyle(g).animationName : 'missing';
  });
}

export function motionTests(get: () => E2E): void {
  it('slides bot tiles in and marks every player’s last tile in their colour, on every tile set', async () => {
    const { desk: s } = get();
    for (const game of ['carcassonne', 'winter', 'the-city'] as const) {
      await newGame(s.page, s.url, game, `e2e-motion-${game}`, { params: { botDelay: '300' } });
      expect(await botTileAnimation(s.page)).toBe('tile-in');
      // A click leaves no cursor box behind that could pass for a last-move mark.
      expect(await s.page.locator('.cursor').count()).toBe(0);
      const marks = s.page.locator('.last-move');
      expect(await marks.count()).toBe(2);
      const fills = await s.page.evaluate(() =>
        [...document.querySelectorAll('.last-move')].map((g) => ({
          frame: g.querySelectorAll('rect')[1]?.getAttribute('stroke'),
          player: g.getAttribute('data-last'),
        })),
      );
      const colors = await s.page.evaluate(() =>
        [...document.querySelectorAll('.players .chip')].map((c) => getComputedStyle(c).backgroundColor),
      );
      expect(fills.every((f) => f.frame && f.frame !== '#fff' && f.frame !== 'white')).toBe(true);
      expect(new Set(fills.map((f) => f.frame)).size).toBe(2);
      expect(colors.length).toBeGreaterThanOrEqual(2);
      await shot(s.page, `last-moves-${game}`);
    }
  });

  it('moves nothing under prefers-reduced-motion', async () => {
    const still = await get().h.session({ reducedMotion: true });
    try {
      await newGame(still.page, still.url, 'carcassonne', 'e2e-still', { params: { botDelay: '300' } });
      const name = await botTileAnimation(still.page);
      expect(['none', 'missing']).toContain(name);
      const anyAnimation = await still.page.evaluate(() =>
        [...document.querySelectorAll('*')].some((el) => getComputedStyle(el).animationName !== 'none'),
      );
      expect(anyAnimation).toBe(false);
    } finally {
      await still.close();
    }
  });
}
