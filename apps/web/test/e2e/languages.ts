// Four complete languages: every screen in every language without a missing word or a raw key,
// bot names and engine errors translated, and a message re-worded when the language changes.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS, shot } from './browser.js';
import { en } from '../../src/i18n/index.js';
import { newGame, placeFirst, type E2E } from './helpers.js';

const KEYS = Object.keys(en);

async function noRawKeys(page: Page, where: string): Promise<void> {
  const text = await page.evaluate(() => document.body.innerText);
  const raw = KEYS.filter((k) => text.includes(k));
  expect(raw, `${where}: keys shown instead of words`).toEqual([]);
  expect(text, where).not.toMatch(/\{[a-z]+\}/);
}

export function languageTests(get: () => E2E): void {
  it('shows every screen in all four languages with no missing word, and re-words messages on a switch', async () => {
    const { desk: s } = get();
    try {
      await everyLanguage(s);
    } finally {
      // Whatever happened, the next tests find the page in English.
      await s.page.selectOption('header select', 'en').catch(() => undefined);
    }
  });
}

async function everyLanguage(s: E2E['desk']): Promise<void> {
  {
    await newGame(s.page, s.url, 'carcassonne', 'e2e-lang');
    await placeFirst(s.page);
    const foreign = join(ARTIFACTS, 'foreign.json');
    writeFileSync(foreign, '{"hello":"world"}');
    await s.page.setInputFiles('input[data-file=record]', foreign);
    await s.page.waitForSelector('.notice.bad');
    expect(await s.page.locator('.notice.bad').innerText()).toContain('not a Carcassonne game record');

    await s.page.selectOption('header select', 'de');
    await s.page.locator('.notice.bad', { hasText: 'kein Carcassonne' }).waitFor({ timeout: 15_000 });
    expect(await s.page.locator('.notice.bad').innerText()).toContain('kein Carcassonne-Spielprotokoll');
    expect(await s.page.locator('.players .bot').innerText()).toContain('zufällig');
    expect(await s.page.locator('.zoom button').first().getAttribute('aria-label')).toBe('Vergrößern');
    expect(await s.page.locator('.move-log .log-move .text').first().innerText()).toMatch(/ legte /);
    await shot(s.page, 'lang-de-play');

    for (const lang of ['nl', 'sv', 'de', 'en'] as const) {
      await s.page.selectOption('header select', lang);
      await s.page.waitForFunction((l) => document.documentElement.lang === l, lang);
      await noRawKeys(s.page, `${lang} play`);
      await s.page.click('[data-action=rules]');
      await s.page.waitForSelector('[role=dialog]');
      await noRawKeys(s.page, `${lang} rules`);
      await s.page.keyboard.press('Escape');
      // On a busy machine the dialog may take a moment to close: clicks wait for it.
      await s.page.waitForSelector('[role=dialog]', { state: 'detached' });
      await s.page.click('[data-action=replay]');
      await s.page.waitForSelector('main.replay');
      await noRawKeys(s.page, `${lang} replay`);
      await s.page.click('[data-action=exit-replay]');
      await s.page.click('[data-action=new]');
      await noRawKeys(s.page, `${lang} new game`);
      await s.page.click('.game-the-city');
      await noRawKeys(s.page, `${lang} new game, The City`);
      await s.page.click('[data-action=continue]');
      await s.page.waitForSelector('main.play');
    }
    const missing = await s.page.evaluate(
      () => (window as unknown as { __i18nMissing?: string[] }).__i18nMissing ?? [],
    );
    expect(missing).toEqual([]);
  }
}
