// Accessibility: axe-core finds no violation (of any impact) on the start screen, a game in
// progress and the final report; moves and scores are announced in words; the board reads as text.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, violationText } from '../../../../e2e/axe.js';
import { ARTIFACTS } from './browser.js';
import { lastMoveRecord, newGame, placeFirst, type E2E } from './helpers.js';

async function axe(page: Page, where: string): Promise<void> {
  const found = await axeViolations(page);
  expect(found, violationText(where, found)).toEqual([]);
}

export function a11yTests(get: () => E2E): void {
  it('passes axe on the start screen, a game in progress and the final report; announces moves; reads the board as text', async () => {
    const { desk: s } = get();
    await newGame(s.page, s.url, 'carcassonne', 'e2e-a11y', { params: { stepMs: '0' } });
    await s.page.click('[data-action=new]');
    await axe(s.page, 'start screen');
    await s.page.click('[data-action=continue]');
    await placeFirst(s.page);
    await s.page.waitForSelector('main.play[data-human=true]');
    await s.page.waitForFunction(() =>
      /Bo placed/.test(document.querySelector('[data-announce]')?.textContent ?? ''),
    );
    await s.page.click('.board-text summary');
    const lines = await s.page.locator('[data-board-text] li').allInnerTexts();
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.some((l) => /^on the start square: a tile with a city and a road/.test(l))).toBe(true);
    await axe(s.page, 'game in progress');

    const file = join(ARTIFACTS, 'a11y-end.carc.json');
    writeFileSync(file, lastMoveRecord());
    await s.page.setInputFiles('input[data-file=record]', file);
    // The game on screen is replaced by the record's once it says so (helpers.ts, finishLastMoveGame).
    await s.page.waitForSelector('.notice.good');
    await s.page.waitForSelector('main.play[data-human=true]');
    await s.page.locator('rect.legal').first().click();
    if (await s.page.locator('[data-action=no-follower]').count())
      await s.page.click('[data-action=no-follower]');
    await s.page.waitForSelector('main.play[data-finished=true]');
    if (await s.page.locator('[data-action=skip-scoring]').count()) {
      await axe(s.page, 'final scoring steps');
      await s.page.click('[data-action=skip-scoring]');
    }
    await s.page.waitForSelector('.final .winner');
    await axe(s.page, 'final report');
  });
}
