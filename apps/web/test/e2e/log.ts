// The game log in words: every move names its player and what was placed where; replay uses the same words.
import { expect, it } from 'vitest';
import { shot } from './browser.js';
import { newGame, placeFirst, tilesOnBoard, type E2E } from './helpers.js';

export function logTests(get: () => E2E): void {
  it('writes every placement in words with its player, shows it on the board, and replays in the same words', async () => {
    const { desk: s } = get();
    await newGame(s.page, s.url, 'carcassonne', 'e2e-log');
    for (let i = 0; i < 3; i++) await placeFirst(s.page);
    await s.page.waitForSelector('main.play[data-human=true]');
    const moves = (await tilesOnBoard(s.page)) - 1;
    const texts = await s.page.locator('.move-log [data-log-move] .log-move .text').allInnerTexts();
    expect(texts).toHaveLength(moves);
    for (const text of texts)
      expect(text).toMatch(
        /^(Anna|Bo) placed (a tile with .+|a field tile) (on the start square|.+ of the start)/,
      );
    expect(texts.filter((x) => x.startsWith('Anna'))).toHaveLength(3);
    // Oldest move at the bottom: clicking it points out its square on the board.
    await s.page.locator('.move-log [data-log-move="0"] .log-move').click();
    await s.page.waitForSelector('.spotlight');
    await shot(s.page, 'log-spotlight');
    // Only Bo's moves.
    await s.page.selectOption('[data-log-filter]', '1');
    for (const text of await s.page.locator('.move-log [data-log-move] .log-move .text').allInnerTexts())
      expect(text.startsWith('Bo')).toBe(true);
    await s.page.selectOption('[data-log-filter]', '-1');

    await s.page.click('[data-action=replay]');
    await s.page.waitForSelector('main.replay');
    await s.page.click('[data-action=first]');
    await s.page.click('[data-action=next]');
    expect(await s.page.locator('.move-text .text').innerText()).toBe(texts[texts.length - 1]);
    expect(await s.page.locator('.move-text').getAttribute('data-mover')).toBe('0');
    await s.page.click('[data-action=next]');
    expect(await s.page.locator('.move-text .text').innerText()).toMatch(/^Bo placed/);
    await s.page.click('[data-action=exit-replay]');
  });
}
