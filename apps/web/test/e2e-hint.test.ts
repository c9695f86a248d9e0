/**
 * Browser tests of the hint (local games) and of the post-game analysis in the replay viewer,
 * with small iteration budgets through the page's test parameters.
 */
import { execSync } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haveChromium, launch, shot, type Session } from '../../../e2e/browser.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const enabled = haveChromium();

describe.skipIf(!enabled)('hint and analysis in the browser', () => {
  let s: Session;
  beforeAll(() => {
    execSync('npm run build -w apps/web', { cwd: root, encoding: 'utf8' });
  }, 120_000);
  beforeAll(async () => {
    s = await launch();
  });
  afterAll(async () => {
    await s?.close();
  });

  it('the hint button and the H key show the top level’s move and two alternatives on the board', async () => {
    await s.page.goto(`${s.url}?botDelay=5&hintIterations=24&analysisIterations=12`);
    await s.page.click('.game-carcassonne');
    await s.page.selectOption('select[name=kind1]', 'level1');
    await s.page.fill('input[name=seed]', 'e2e-hint');
    await s.page.click('[data-action=start]');
    await s.page.waitForSelector('main.play[data-human=true]');
    await s.page.click('[data-action=hint]');
    await s.page.waitForSelector('.hint-list li[data-hint-rank="3"]');
    expect(await s.page.locator('.hint-list li').count()).toBe(3);
    // One mark per square ("1: +4.3", or "2 · 3" where two moves share it): the three ranks in all.
    const labels = await s.page.locator('g.hint-mark text').allTextContents();
    const ranks = labels.flatMap((l) => (l.includes(':') ? [l.split(':')[0]!] : l.split(' · '))).map((r) => r.trim());
    expect(ranks.sort()).toEqual(['1', '2', '3']);
    await shot(s.page, 'hint');

    // Playing a move forgets the hint; on the next turn the H key asks again.
    for (let i = 0; i < 2; i++) {
      await s.page.waitForSelector('main.play[data-human=true]');
      await s.page.locator('rect.legal').first().click();
      if (await s.page.locator('[data-action=no-follower]').count()) await s.page.click('[data-action=no-follower]');
    }
    await s.page.waitForSelector('main.play[data-human=true]');
    expect(await s.page.locator('g.hint-mark').count()).toBe(0);
    await s.page.locator('.board-svg').focus();
    await s.page.keyboard.press('h');
    await s.page.waitForSelector('.hint-list li[data-hint-rank="3"]');
    expect(await s.page.locator('g.hint-mark').count()).toBeGreaterThan(0);
    expect(s.errors).toEqual([]);
  });

  it('analyses the game in the replay viewer: progress, points lost per player, the costliest moves on the board', async () => {
    await s.page.waitForSelector('main.play[data-human=true]');
    await s.page.click('[data-action=replay]');
    await s.page.waitForSelector('main.replay');
    await s.page.click('[data-action=analyse]');
    await s.page.waitForSelector('.analysis[data-analysis=done]', { timeout: 60_000 });
    expect(await s.page.locator('[data-analysis-player]').count()).toBe(2);
    const costly = s.page.locator('[data-costly-move]');
    if ((await costly.count()) > 0) {
      await costly.first().click();
      expect(await s.page.locator('g.analysis-mark').count()).toBeGreaterThan(0);
      expect(await s.page.locator('.analysis .current').innerText()).toMatch(/\d/);
    }
    await shot(s.page, 'analysis');
    expect(s.errors).toEqual([]);
  });
});
