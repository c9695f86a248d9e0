// A phone-first table: at 390×844 with touch, over the last turns of a game of each of the three games
// (started from a late position, its board as large as a game's end makes it), a legal square is on
// screen at every turn without panning and most of them are; every step of a turn (place, rotate,
// follower, wall choice) has its controls inside the window with nothing scrolled; the board takes most
// of the screen; the final table fits in all four languages.
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot } from './browser.js';
import { loadPosition, positionRecord, type Card, type E2E } from './helpers.js';
import { edgeMarks, expectStepInView, legalOnScreen, wallDiscsInView } from './on-screen.js';

const PHONE = { width: 390, height: 844 };
/** Tiles left in the position a test starts from: Anna places about half of them. */
const LATE = 16;

/** Over a game, how many legal squares were on screen when a tile was drawn, of how many. */
interface Seen {
  placements: number;
  seen: number;
  all: number;
  /** An edge marker was tapped (once a game) and brought squares of its side into view. */
  marker: boolean;
}

/** Play to the end by touch; returns the placements, each checked for squares on screen and steps in view. */
async function playByTouch(page: Page, game: Card): Promise<Seen> {
  const tally: Seen = { placements: 0, seen: 0, all: 0, marker: false };
  let placements = 0;
  const t0 = Date.now();
  while (Date.now() - t0 < 240_000) {
    const s = await page.evaluate(() => {
      const m = document.querySelector<HTMLElement>('main.play');
      return { finished: m?.dataset.finished === 'true', human: m?.dataset.human === 'true' };
    });
    if (s.finished) return { ...tally, placements };
    if (!s.human) {
      await page.waitForTimeout(15);
      continue;
    }
    if ((await page.locator('[data-action=no-follower]').count()) > 0) {
      await expectStepInView(page, `${game}, placement ${placements}: follower`);
      const target = page.locator('.follower-target');
      if ((await target.count()) > 0) await target.first().click();
      else await page.click('[data-action=no-follower]');
    } else if ((await page.locator('[data-action=confirm]').count()) > 0) {
      await expectStepInView(page, `${game}, placement ${placements}: proposed`);
      // Turn it once (to the next rotation that fits), then place it.
      const rotation = await page.locator('[data-proposal]').getAttribute('data-rotation');
      await page.locator('.board-actions [data-action=rotate-proposal]').tap();
      await page
        .waitForFunction(
          (r) => document.querySelector('[data-proposal]')?.getAttribute('data-rotation') !== r,
          rotation,
          { timeout: 1000 },
        )
        .catch(() => undefined); // a tile that fits one way only stays as it is
      await expectStepInView(page, `${game}, placement ${placements}: rotated`);
      await page.locator('.board-actions [data-action=confirm]').tap();
    } else if ((await page.locator('rect.legal').count()) > 0) {
      // The board moves its camera before the next frame is painted.
      await page.evaluate('new Promise((done) => requestAnimationFrame(() => done()))');
      let { seen, all } = await legalOnScreen(page);
      tally.seen += seen.length;
      tally.all += all;
      // Every legal square off the board's box is counted by the edge marker of its side.
      const marks = await edgeMarks(page);
      const counted = Object.values(marks.counts).reduce((a, b) => a + b, 0);
      expect(counted, `${game}: squares counted by the edge markers`).toBeGreaterThanOrEqual(marks.outside);
      const side = Object.keys(marks.counts)[0];
      if (!tally.marker && side) {
        // Once a game: a tap on a marker brings squares of its side into view.
        await page.locator(`[data-off-screen=${side}]`).tap();
        await page.evaluate('new Promise((done) => requestAnimationFrame(() => done()))');
        const after = await edgeMarks(page);
        expect(after.counts[side] ?? 0, `${game}: squares still off screen to the ${side}`).toBeLessThan(
          marks.counts[side] ?? 0,
        );
        tally.marker = true;
        ({ seen, all } = await legalOnScreen(page));
      }
      if (seen.length === 0) await shot(page, `phone-${game}-lost`);
      expect(
        seen.length,
        `${game}, placement ${placements + 1}: legal squares on screen (of ${all})`,
      ).toBeGreaterThan(0);
      // Tap one that is on screen, as a player would.
      await page.locator(`rect.legal[data-square="${seen[0]}"]`).tap();
      await page.waitForSelector('[data-proposal]', { timeout: 8000 }).catch(async (e) => {
        await shot(page, `phone-${game}-no-proposal`);
        throw e;
      });
      placements++;
    } else if ((await page.locator('[data-action=take-choice]').count()) > 0) {
      await expectStepInView(page, `${game}, placement ${placements}: wall choices`);
      await page.locator('[data-action=take-choice]').tap();
    } else if ((await page.locator('[data-wall-choice]').count()) > 0) {
      // The City's wall: the panel's numbered choices; on the board the camera brings the discs
      // above the turn's bar (as many as fit at a tappable zoom: some may lie off screen).
      await expectStepInView(page, `${game}, placement ${placements}: wall choices`);
      const discs = await wallDiscsInView(page);
      if (discs.all > 0)
        expect(
          discs.tappable,
          `${game}, placement ${placements}: wall discs to tap (of ${discs.all})`,
        ).toBeGreaterThan(0);
      await page.locator('[data-wall-choice]').first().tap();
    } else {
      await page.waitForTimeout(15);
    }
    await page.waitForTimeout(5);
  }
  throw new Error(`${game}: the game did not finish on the phone`);
}

/**
 * Choose the page's language on a phone, where the select lies in the header's "More" list: opens
 * the list and returns the header's entries then shown past the window's edges.
 */
async function chooseLanguage(page: Page, lang: string): Promise<string[]> {
  // The final table's backdrop covers the header, as on a desktop: the list is opened as
  // selectOption reaches the select, without a pointer.
  await page.locator('[data-action=menu]').dispatchEvent('click');
  await page.waitForSelector('#more-menu[data-open=true]');
  const outside = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('header button, header select')]
      .filter((e) => {
        const b = e.getBoundingClientRect();
        return b.width > 0 && (b.left < 0 || b.right > innerWidth || b.top < 0 || b.bottom > innerHeight);
      })
      .map((e) => e.dataset.action ?? e.tagName),
  );
  await page.selectOption('header select', lang);
  return outside;
}

/**
 * The replay from the final table: its four steps in one bar inside the window, the move in words
 * above the bar (not under it), and a step back taken by touch.
 */
async function replayFits(page: Page, game: Card): Promise<void> {
  await page.locator('[data-action=final-replay]').tap();
  const replay = page.locator('main.replay');
  await replay.waitFor();
  const seen = await page.evaluate(() => {
    const inside = (b: DOMRect) =>
      b.top >= 0 && b.bottom <= innerHeight && b.left >= 0 && b.right <= innerWidth;
    const bar = document.querySelector('.replay-controls')?.getBoundingClientRect();
    const words = document.querySelector('.replay .move-text')?.getBoundingClientRect();
    return {
      steps: [...document.querySelectorAll('.replay-controls button')].map((b) =>
        inside(b.getBoundingClientRect()),
      ),
      wordsAbove: !!bar && !!words && inside(words) && words.bottom <= bar.top,
    };
  });
  if (!seen.wordsAbove || seen.steps.includes(false)) await shot(page, `phone-${game}-replay`);
  expect(seen.steps, `${game}: replay steps inside the window`).toEqual([true, true, true, true]);
  expect(seen.wordsAbove, `${game}: the move in words above the replay's bar`).toBe(true);
  const at = Number(await replay.getAttribute('data-step'));
  await page.locator('.replay-controls [data-action=prev]').tap();
  await page.waitForSelector(`main.replay[data-step="${at - 1}"]`);
}

/** How the final table fits a phone's width: what sticks out, what is hidden, whether every total shows. */
function finalFits(page: Page, width: number) {
  return page.evaluate((w) => {
    const card = document.querySelector('.final-card');
    const table = document.querySelector('.final .breakdown');
    const box = table?.parentElement;
    const totals = [...document.querySelectorAll('.final .breakdown .total')].map((e) =>
      e.getBoundingClientRect(),
    );
    return {
      page: document.documentElement.scrollWidth - w,
      card: card ? card.scrollWidth - card.clientWidth : 0,
      cardRight: card ? card.getBoundingClientRect().right - w : 0,
      hidden: box ? box.scrollWidth - box.clientWidth : 0,
      tableRight: table ? table.getBoundingClientRect().right - w : 0,
      totals: totals.length,
      totalsInView: totals.every((b) => b.left >= 0 && b.right <= w),
    };
  }, width);
}

export function phoneTests(get: () => E2E): void {
  for (const [game, seed] of [
    ['carcassonne', 'phone-base'],
    ['winter', 'phone-winter'],
    ['the-city', 'phone-city'],
  ] as const) {
    it(`on a phone (390×844, touch) the last turns of ${game}: every step in the window, most legal squares on screen, edge markers, the final table fits`, async () => {
      // Reduced motion: what is on screen when a step settles is the same, for 12% less CPU (the
      // motion itself has its tests, and touch.ts plays by touch with it on).
      const phone = await get().h.session({ viewport: PHONE, mobile: true, reducedMotion: true });
      try {
        const page = phone.page;
        const record = positionRecord(game, seed, LATE);
        await loadPosition(page, phone.url, game, record, `${seed}.carc.json`, { stepMs: '0' });
        // The board takes most of the screen; the header is one row.
        const board = await page.locator('.board').boundingBox();
        const header = await page.locator('header.top').boundingBox();
        expect(board?.height ?? 0).toBeGreaterThan(PHONE.height * 0.55);
        expect(header?.height ?? 999).toBeLessThan(64);
        await shot(page, `phone-${game}-start`);
        const n = await playByTouch(page, game);
        expect(n.placements).toBeGreaterThan(5);
        expect(n.marker, `${game}: an edge marker was shown and tapped`).toBe(true);
        // The camera frames the squares where the tile fits: many of them are on screen without
        // panning, even on a board grown to a game's end (these positions: 54, 45 and 54%; over
        // whole games, whose early boards fit the screen, about 70%).
        console.log(
          `phone ${game}: ${n.seen} of ${n.all} legal squares on screen (${((100 * n.seen) / n.all).toFixed(0)}%)`,
        );
        expect(n.seen / n.all, `${game}: share of legal squares on screen`).toBeGreaterThanOrEqual(0.4);
        if (await page.locator('[data-action=skip-scoring]').count())
          await page.click('[data-action=skip-scoring]');
        await page.waitForSelector('.final .winner');
        await shot(page, `phone-${game}-final`);
        // In every language: no column hidden (the table is no wider than its box, which shows all of
        // it), nothing past the phone's width. Measured against the phone's width: a page too wide
        // would widen the layout viewport itself.
        for (const lang of ['en', 'nl', 'sv', 'de'] as const) {
          expect(await chooseLanguage(page, lang), `${lang}: header entries past the window`).toEqual([]);
          await page.waitForFunction((l) => document.documentElement.lang === l, lang);
          const fits = await finalFits(page, PHONE.width);
          if (fits.hidden > 0 || fits.page > 0) await shot(page, `phone-${game}-final-${lang}`);
          expect(fits.page, `${lang}: page wider than the phone by`).toBeLessThanOrEqual(0);
          expect(fits.card, `${lang}: dialog scrolls sideways by`).toBeLessThanOrEqual(0);
          expect(fits.cardRight, `${lang}: dialog past the right edge by`).toBeLessThanOrEqual(0);
          expect(fits.hidden, `${lang}: table columns hidden (px)`).toBeLessThanOrEqual(0);
          expect(fits.tableRight, `${lang}: table past the right edge by`).toBeLessThanOrEqual(0);
          expect(fits.totals).toBeGreaterThan(1);
          expect(fits.totalsInView).toBe(true);
        }
        await chooseLanguage(page, 'en');
        await replayFits(page, game);
        expect(phone.errors).toEqual([]);
      } finally {
        await phone.close();
      }
    }, 300_000);
  }
}
