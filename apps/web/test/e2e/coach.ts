// Levels in the seat picker, the hint (H) against a level bot, and the post-game analysis in the
// replay viewer. Small search budgets from the URL keep it short.
import { expect, it } from 'vitest';
import { shot } from './browser.js';
import { finishLastMoveGame, newGame, type E2E } from './helpers.js';

export function coachTests(get: () => E2E): void {
  it('offers the levels first, and shows three hinted moves with their margins on H', async () => {
    const { desk: s } = get();
    await newGame(s.page, s.url, 'carcassonne', 'e2e-hint', {
      bot: 'level3',
      params: { hintIterations: '16' },
    });
    await s.page.waitForSelector('main.play[data-human=true]');
    await s.page.focus('.board-svg');
    await s.page.keyboard.press('h');
    await s.page.waitForSelector('.hint-box[data-hint-state=shown]');
    const margins = await s.page
      .locator('.move-mark')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-margin')));
    expect(margins).toHaveLength(3);
    for (const m of margins) expect(m).toMatch(/^[+−±]\d/);
    const badges = await s.page
      .locator('.move-mark .mark-badge')
      .evaluateAll((els) => els.map((e) => e.querySelector('text')?.textContent?.trim()));
    expect(badges).toEqual(['1', '2', '3']);
    expect(await s.page.locator('.hint-list li').count()).toBe(3);
    expect(await s.page.locator('[data-hint-announce]').innerText()).toContain('1. ');
    await shot(s.page, 'hint');
    await s.page.keyboard.press('Escape');
    await s.page.waitForSelector('.hint-box[data-hint-state=idle]');
    expect(await s.page.locator('.move-mark').count()).toBe(0);

    // Asked again, then a move is made: the hint goes.
    await s.page.click('[data-action=hint]');
    await s.page.waitForSelector('.hint-box[data-hint-state=shown]');
    await s.page.locator('rect.legal').first().click();
    if (await s.page.locator('[data-action=no-follower]').count())
      await s.page.click('[data-action=no-follower]');
    await s.page.waitForSelector('.hint-box[data-hint-state=idle]');
    expect(await s.page.locator('.move-mark').count()).toBe(0);
    expect(s.errors).toEqual([]);

    await s.page.click('[data-action=new]');
    const labels = await s.page.locator('select[name=kind1] option').allInnerTexts();
    // Each level with its rating measured in the preset (level-ratings.ts).
    expect(labels[0]).toBe('Human');
    expect(labels.slice(1, 4)).toEqual([
      expect.stringMatching(/^Level 1 — beginner · Elo \d+$/),
      expect.stringMatching(/^Level 2 — casual · Elo \d+$/),
      expect.stringMatching(/^Level 3 — club · Elo \d+$/),
    ]);
  });

  it('analyses a finished game in the replay viewer: progress to the end, points lost per player, a costly move on the board', async () => {
    const { desk: s } = get();
    await finishLastMoveGame(s.page, s.url, 'analyse.carc.json', 'e2e-analyse', {
      stepMs: '0',
      analysisIterations: '20',
    });
    await s.page.click('[data-action=replay]');
    await s.page.waitForSelector('main.replay');
    // Every value the progress bar takes, however fast it goes.
    await s.page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __progress: string[] }).__progress = seen;
      new MutationObserver(() => {
        const p = document.querySelector('.analysis progress');
        if (p) seen.push(`${p.getAttribute('data-done')}/${p.getAttribute('data-total')}`);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await s.page.click('[data-action=analyse]');
    await s.page.waitForSelector('.analysis[data-analysis=done]', { timeout: 60_000 });
    const progress = await s.page.evaluate(() => (window as unknown as { __progress: string[] }).__progress);
    const n = await s.page
      .locator('[data-replay-pos]')
      .getAttribute('data-replay-pos')
      .then((p) => Number(p!.split('/')[1]));
    expect(progress).toContain(`${n}/${n}`);
    expect(await s.page.locator('.analysis-player').count()).toBe(2);
    for (const t of await s.page.locator('.analysis-player p').allInnerTexts())
      expect(t).toMatch(/(Anna|Bo): \d+\.\d points lost/);
    expect(await s.page.locator('.analysis-moves tbody tr').count()).toBe(n);
    const costly = s.page.locator('[data-costly-move]').first();
    const index = Number(await costly.getAttribute('data-costly-move'));
    await costly.click();
    expect(await s.page.locator('main.replay').getAttribute('data-step')).toBe(String(index + 1));
    await s.page.waitForSelector('.move-mark[data-mark="1"]');
    expect(await s.page.locator('[data-best-move]').count()).toBe(1);
    await shot(s.page, 'analysis');
    expect(s.errors).toEqual([]);
    await s.page.click('[data-action=exit-replay]');
  });
}
