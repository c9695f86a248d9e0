// Words, not codes: follower choices named by role and place, the rules page and the rule options in force.
import { expect, it } from 'vitest';
import { shot } from './browser.js';
import { newGame, type E2E } from './helpers.js';

const CODES = /\b(NNW|NNE|ENE|ESE|SSE|SSW|WSW|WNW)\b|-?\d+,-?\d+/;

export function wordsTests(get: () => E2E): void {
  it('names follower choices in words and shows the rules in force and the rules page', async () => {
    const { desk: s } = get();
    await newGame(s.page, s.url, 'carcassonne', 'e2e-words');
    const inForce = await s.page.locator('[data-rules-in-force]').innerText();
    expect(inForce).toContain('Classic (1st edition)');
    expect(inForce).toContain('2-tile city: 2 points');
    expect(inForce).toContain('farms: 4 per city');
    // The expansions switched off are not listed as rules in force.
    expect(inForce).not.toContain('without');

    await s.page.waitForSelector('main.play[data-human=true]');
    await s.page.locator('rect.legal').first().click();
    await s.page.waitForSelector('[data-action=no-follower]');
    const choices = await s.page.locator('[data-follower]').allInnerTexts();
    expect(choices.length).toBeGreaterThan(0);
    for (const c of choices) {
      expect(c).not.toMatch(CODES);
      expect(c).toMatch(/(Knight|Robber|Monk|Farmer) (in|on) the /);
    }
    await shot(s.page, 'follower-words');
    await s.page.click('[data-action=no-follower]');
    // The bot answers first: a new turn's redraw must not race the click that opens the rules.
    await s.page.waitForSelector('main.play[data-human=true] rect.legal');

    const rules = s.page.locator('[role=dialog] [data-rules-game=carcassonne]');
    await expect
      .poll(
        async () => {
          if ((await rules.count()) === 0) await s.page.click('[data-action=rules]');
          return rules.count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    // Carcassonne's rule options: the three rules and the six expansions (each on or off).
    expect(await s.page.locator('[data-rules-options] li').count()).toBe(9);
    expect(await s.page.locator('.rules-text').innerText()).toContain('9 points');
    await shot(s.page, 'rules-en');
    // Any game's rules can be read from there, e.g. The City's wall.
    await s.page.selectOption('[data-rules-preset]', 'the-city');
    expect(await s.page.locator('.rules-text').innerText()).toContain('city gate');
    await s.page.keyboard.press('Escape');
    expect(await s.page.locator('[role=dialog]').count()).toBe(0);

    for (const [lang, title] of [
      ['de', 'Spielregeln'],
      ['nl', 'Spelregels'],
      ['sv', 'Spelregler'],
    ] as const) {
      await s.page.selectOption('header select', lang);
      // The language's words load first (their own chunk): the page is in it once it says so.
      await s.page.waitForSelector(`html[lang=${lang}]`);
      await s.page.click('[data-action=rules]');
      expect(await s.page.locator('#rules-title').innerText()).toContain(title);
      await s.page.click('[data-action=close-rules]');
    }
    await s.page.selectOption('header select', 'en');
    await s.page.waitForSelector('html[lang=en]');
  });
}
