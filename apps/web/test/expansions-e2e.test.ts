/**
 * The expansions in a real browser (Debian's chromium through playwright-core): a local game of
 * two human seats with The River, Inns & Cathedrals and Traders & Builders, where the pieces are
 * chosen through the turn choices (buttons) until the big follower, the builder and the pig
 * stand on the board; the goods tally, the big followers in hand and the builder's second tile
 * show; a fixed game is drawn as baseline pictures (apps/web/test/baselines/expansions-*.png,
 * UPDATE_BASELINES=1 rewrites them); a finished game shows its goods majorities. Screenshots go to
 * apps/web/test/artifacts/.
 */
import { writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Table } from '../src/game/table.js';
import { ARTIFACTS, haveChromium, shot, withHarness, type Harness, type Session } from './e2e/browser.js';
import { finishedRecord, piecesRecord } from './e2e/expansion-records.js';
import { matchBaseline } from './e2e/png.js';
import { GOOD_NAMES, goodsMajorities } from '../src/game/goods.js';

const enabled = haveChromium();
const PIECES = ['big', 'builder', 'pig'] as const;
const BASELINES = join(dirname(fileURLToPath(import.meta.url)), 'baselines');
/** Share of (4×4-pixel, compared at half size) blocks allowed to differ: font smoothing and rounding, not a changed drawing. */
const ALLOWED = 0.01;

/** A new local game, both seats human, with the three expansions ticked on the form. */
async function expansionGame(page: Page, url: string): Promise<void> {
  await page.goto(`${url}?${new URLSearchParams({ botDelay: '5', stepMs: '5' })}`);
  await page.evaluate(() => localStorage.removeItem('carcassonne.current'));
  await page.goto(`${url}?${new URLSearchParams({ botDelay: '5', stepMs: '5' })}`);
  if ((await page.locator('main.newgame').count()) === 0) await page.click('[data-action=new]');
  await page.click('.game-carcassonne');
  await page.selectOption('select[name=kind1]', 'human');
  for (const option of ['theRiver', 'innsAndCathedrals', 'tradersAndBuilders'])
    await page.check(`input[name=${option}]`);
  await page.fill('input[name=seed]', 'expansions');
  await page.click('[data-action=start]');
  await page.waitForSelector('main.play');
}

/** The big followers in hand, one per seat of the players table. */
const bigSupply = (page: Page): Promise<(string | null)[]> =>
  page.locator('.players [data-hand=big]').evaluateAll((els) => els.map((e) => e.getAttribute('data-count')));

/** What the page shows now: the tiles on the board and the choices offered. */
const signature = (page: Page): Promise<string> =>
  page.evaluate(() =>
    [
      document.querySelector('.board-svg')?.getAttribute('data-tiles'),
      document.querySelectorAll('[data-follower]').length,
      document.querySelectorAll('[data-figure-choice]').length,
      document.querySelector('.figure-choice')?.getAttribute('data-figure'),
      document.querySelector('main.play')?.getAttribute('data-finished'),
    ].join('|'),
  );

/** Do one action and wait until the page has taken it. */
async function act(page: Page, action: () => Promise<void>): Promise<void> {
  const before = await signature(page);
  await action();
  await page.waitForFunction(
    (b) =>
      [
        document.querySelector('.board-svg')?.getAttribute('data-tiles'),
        document.querySelectorAll('[data-follower]').length,
        document.querySelectorAll('[data-figure-choice]').length,
        document.querySelector('.figure-choice')?.getAttribute('data-figure'),
        document.querySelector('main.play')?.getAttribute('data-finished'),
      ].join('|') !== b,
    before,
  );
}

describe.skipIf(!enabled)('the expansions in the browser', () => {
  let h: Harness;
  let s: Session;
  withHarness((harness, session) => {
    h = harness;
    s = session;
  });

  it('places the big follower, the builder and the pig through the turn choices', async () => {
    const page = s.page;
    await expansionGame(page, s.url);
    await shot(page, 'expansions-start');
    // Each seat starts with its big follower in hand.
    expect(await bigSupply(page)).toEqual(['1', '1']);
    const placed = new Set<string>();
    for (let n = 0; n < 400 && placed.size < PIECES.length; n++) {
      if ((await page.getAttribute('main.play', 'data-finished')) === 'true') break;
      const offered = await page
        .locator('[data-figure-choice]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-figure-choice') ?? ''));
      const wanted = PIECES.find((p) => offered.includes(p) && !placed.has(p));
      if (wanted) {
        // Choose the piece, then its spot: the move is played.
        await act(page, () => page.click(`[data-figure-choice=${wanted}]`));
        expect(await page.getAttribute('.figure-choice', 'data-figure')).toBe(wanted);
        await act(page, () => page.locator('[data-follower]').first().click());
        await page.waitForSelector(`.board-svg [data-piece=${wanted}]`, { state: 'attached' });
        placed.add(wanted);
        // The big follower on the board is no longer in its owner's hand.
        if (wanted === 'big') expect((await bigSupply(page)).sort()).toEqual(['0', '1']);
        await shot(page, `expansions-${wanted}`);
      } else if ((await page.locator('[data-follower]').count()) > 0) {
        await act(page, () => page.locator('[data-follower]').first().click());
      } else if ((await page.locator('[data-action=no-follower]').count()) > 0) {
        await act(page, () => page.click('[data-action=no-follower]'));
      } else {
        await act(page, async () => {
          await page.locator('rect.legal').first().click();
          if (await page.locator('[data-action=confirm]').count()) await page.click('[data-action=confirm]');
        });
      }
    }
    expect([...placed].sort()).toEqual(['big', 'builder', 'pig']);
    // The goods tally: a cell per player, counts of wine, grain and cloth.
    const goods = await page
      .locator('.players td.goods')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-goods')));
    expect(goods).toHaveLength(2);
    for (const g of goods) expect(g).toMatch(/^\d+,\d+,\d+$/);
    expect(await page.locator('.board-svg [data-mark]').count()).toBeGreaterThan(0);
    await shot(page, 'expansions-pieces');
    expect(s.errors).toEqual([]);
  }, 240_000);

  it("shows the builder's second tile and the goods held", async () => {
    const page = s.page;
    const path = join(ARTIFACTS, 'expansions-second-tile.carc.json');
    writeFileSync(path, secondTileRecord());
    await page.setInputFiles('input[data-file=record]', path);
    await page.waitForSelector('[data-second-tile]');
    const text = await page.locator('[data-second-tile]').innerText();
    expect(text).toBe('Builder: second tile');
    await page.waitForSelector('.board-svg [data-piece=builder]', { state: 'attached' });
    const goods = await page
      .locator('.players td.goods')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-goods')));
    expect(goods).toHaveLength(2);
    await shot(page, 'expansions-second-tile');
    expect(s.errors).toEqual([]);
  }, 60_000);

  it('draws a fixed game with the three pieces and the goods as its baseline pictures', async () => {
    const fixed = await h.session({ reducedMotion: true });
    try {
      const page = fixed.page;
      await page.goto(fixed.url);
      const path = join(ARTIFACTS, 'expansions-fixed.carc.json');
      writeFileSync(path, piecesRecord());
      await page.setInputFiles('input[data-file=record]', path);
      for (const piece of PIECES)
        await page.waitForSelector(`.board-svg [data-piece=${piece}]`, { state: 'attached' });
      const goods = await page
        .locator('.players td.goods')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-goods') ?? ''));
      expect(goods.some((g) => g !== '0,0,0')).toBe(true);
      await page.mouse.move(0, 0);
      for (const [name, selector] of [
        ['expansions-board', '.board-svg'],
        ['expansions-players', 'section.players'],
      ] as const) {
        const png = await page.locator(selector).screenshot();
        writeFileSync(join(ARTIFACTS, `${name}.png`), png);
        const d = matchBaseline(png, join(BASELINES, `${name}.png`));
        if (d.written) console.warn(`e2e: wrote baseline ${name}.png`);
        expect(d.sameSize, `${name}: picture size`).toBe(true);
        expect(d.fraction, `${name}: share of differing blocks`).toBeLessThan(ALLOWED);
      }
      expect(fixed.errors).toEqual([]);
    } finally {
      await fixed.close();
    }
  }, 60_000);

  it('shows the final goods majorities of a finished game', async () => {
    const page = s.page;
    const finished = finishedRecord();
    const path = join(ARTIFACTS, 'expansions-finished.carc.json');
    writeFileSync(path, finished.text);
    await page.setInputFiles('input[data-file=record]', path);
    await page.waitForSelector('[data-goods-majorities]');
    const won = goodsMajorities(finished.goods);
    for (const good of GOOD_NAMES) {
      // A row per player, in seat order: the good's cell of each.
      const cells = page.locator(`[data-goods-majorities] tr[data-player] td[data-good=${good}]`);
      const shown = await cells.evaluateAll((els) =>
        els.map((e) => [e.textContent ?? '', e.getAttribute('data-majority') === 'true'] as const),
      );
      expect(shown.map(([text]) => Number.parseInt(text, 10))).toEqual(finished.goods.map((g) => g[good]));
      expect(shown.flatMap(([, m], i) => (m ? [i] : []))).toEqual(won[good]);
      for (const [text, m] of shown) expect(text.includes('+10')).toBe(m);
    }
    // The players' names in a column as wide in both tables, so that a player's rows read alike.
    const nameWidths = await page
      .locator('[role=dialog] table.breakdown tr > :first-child')
      .evaluateAll((els) => [...new Set(els.map((e) => Math.round(e.getBoundingClientRect().width)))]);
    expect(nameWidths).toHaveLength(1);
    await shot(page, 'expansions-finished');
    expect(s.errors).toEqual([]);
  }, 60_000);
});

/** A game with the three expansions, played up to a builder's second tile (as record text). */
function secondTileRecord(): string {
  // The first seed of a short list whose game, builders first, reaches a second tile.
  for (const seed of ['b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']) {
    const t = Table.create({
      game: 'carcassonne',
      preset: 'classic',
      players: [
        { name: 'Anna', color: 'red' },
        { name: 'Bo', color: 'blue' },
      ],
      seed,
      options: { theRiver: true, innsAndCathedrals: true, tradersAndBuilders: true },
    });
    if (!t.ok) throw new Error(t.error.message);
    const table = t.value;
    for (let n = 0; n < 300 && !table.view().expansion?.secondTile; n++) {
      const legal = table.legalMoves().filter((m) => m.type === 'place');
      const move =
        legal.find((m) => m.figure === 'builder') ??
        legal.find((m) => m.follower !== undefined && m.figure === undefined) ??
        legal[0];
      if (!move) break;
      if (!table.play(move).ok) throw new Error('a legal move was refused');
    }
    if (table.view().expansion?.secondTile) return JSON.stringify(table.record());
  }
  throw new Error('no second tile reached');
}
