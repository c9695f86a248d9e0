// Nothing lost: the game is kept in localStorage after every move and resumed on reload.
import { expect, it } from 'vitest';
import { shot } from './browser.js';
import { newGame, placeFirst, tilesOnBoard, type E2E } from './helpers.js';

export function savesTests(get: () => E2E): void {
  it('resumes the game after a reload and lists unfinished games to continue', async () => {
    const { desk: s } = get();
    await newGame(s.page, s.url, 'carcassonne', 'e2e-reload');
    for (let i = 0; i < 3; i++) await placeFirst(s.page);
    await s.page.waitForSelector('main.play[data-human=true]');
    const before = await tilesOnBoard(s.page);
    const scores = await s.page.locator('.players .score').allInnerTexts();
    expect(before).toBeGreaterThanOrEqual(6);

    await s.page.reload();
    await s.page.waitForSelector('main.play[data-human=true]');
    expect(await tilesOnBoard(s.page)).toBe(before);
    expect(await s.page.locator('.players .score').allInnerTexts()).toEqual(scores);
    expect(await s.page.locator('[data-action=save]').isDisabled()).toBe(false);
    expect(await s.page.locator('.panel .seed').innerText()).toContain('e2e-reload');

    // A second game: the first one waits in the continue list of the start screen.
    await s.page.click('[data-action=new]');
    await s.page.click('.game-winter');
    await s.page.selectOption('select[name=kind1]', 'random');
    await s.page.click('[data-action=start]');
    await placeFirst(s.page);
    await s.page.click('[data-action=new]');
    const entries = s.page.locator('.continue li');
    expect(await entries.count()).toBeGreaterThanOrEqual(2);
    await shot(s.page, 'continue-list');
    const first = entries.filter({ hasText: 'Carcassonne' }).first();
    await first.locator('[data-action=continue]').click();
    await s.page.waitForSelector('main.play');
    expect(await tilesOnBoard(s.page)).toBe(before);
    expect(await s.page.locator('main.play').getAttribute('class')).toContain('look-summer');
  });
}
