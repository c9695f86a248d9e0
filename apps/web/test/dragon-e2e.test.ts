/**
 * The Princess & the Dragon in the browser: a local game loaded from a record at a step of the
 * dragon's flight due by the person at seat 0 shows the dragon over its square and the tiles'
 * volcanoes, dragons and portals as scenery; the step is taken by a click on its disc on the
 * board, and the dragon moves there. The fairy is moved by keys alone: N, Enter, then the digit
 * its button shows.
 */
import { createMatch, Mulberry32 } from '@carcassonne/engine';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { effectiveRotation, key, legalSquares, orderedSquares } from '../src/board/legal.js';
import { Table } from '../src/game/table.js';
import {
  figuresOffered,
  followerTargets,
  initialTurn,
  specialTargets,
  turnStep,
  type TurnSource,
  type TurnState,
} from '../src/game/turn-input.js';
import type { UiView } from '../src/game/types.js';
import { ARTIFACTS, haveChromium, shot, withHarness, type Harness, type Session } from './e2e/browser.js';
import { loadPosition } from './e2e/helpers.js';
import { expectStepInView } from './e2e/on-screen.js';
import { localSource, players } from './turn-sources.js';

const enabled = haveChromium();

/** Record text of a game with the expansion, played at random until seat 0 is to move the dragon. */
function dragonRecord(): string {
  for (let seed = 0; seed < 20; seed++) {
    const m = createMatch({
      preset: 'modern',
      options: { princessAndDragon: true },
      players: [
        { name: 'Anna', color: 'red' },
        { name: 'Bo', color: 'blue' },
      ],
      seed: `dragon-e2e-${seed}`,
    });
    if (!m.ok) throw new Error(m.error.message);
    const g = m.value;
    const rng = new Mulberry32(seed + 1);
    while (!g.finished) {
      const legal = g.legalMoves();
      if (g.actor === 0 && legal.some((mv) => mv.type === 'dragon') && legal.length > 1)
        return JSON.stringify(g.toRecord());
      g.play(g.actor, legal[rng.int(legal.length)]!);
    }
  }
  throw new Error('no dragon step for seat 0');
}

interface StepSearch {
  readonly preset: string;
  /** Games `${name}-0`, `${name}-1`, …: at most `games` of them. */
  readonly name: string;
  readonly games: number;
  /** Added to a game's number to seed the random moves. */
  readonly moves: number;
  readonly options?: Record<string, boolean>;
  /** Seat 0 puts a follower out whenever it can (so that the fairy has several to stand beside). */
  readonly followersOut?: boolean;
}

/**
 * Seat 0's placements in random games with The Princess & the Dragon, the tile laid on the first
 * square N reaches (in its first rotation that fits): the first one `accept` takes, with the
 * record text of the game at that turn.
 */
function seatZeroStep<T>(
  search: StepSearch,
  accept: (laid: TurnState, src: TurnSource, view: UiView) => T | null,
): T & { text: string } {
  for (let game = 0; game < search.games; game++) {
    const made = Table.create({
      game: 'carcassonne',
      preset: search.preset,
      players,
      seed: `${search.name}-${game}`,
      options: { princessAndDragon: true, ...search.options },
    });
    if (!made.ok) throw new Error(made.error.message);
    const table = made.value;
    const rng = new Mulberry32(game + search.moves);
    for (let n = 0; n < 150 && !table.view().finished; n++) {
      const v = table.view();
      if (v.actor === 0 && v.phase === 'place') {
        const src = localSource(table);
        const first = orderedSquares(src.placements)[0];
        const allowed = first && legalSquares(src.placements).get(key(first.x, first.y));
        const rotation = first ? effectiveRotation(allowed, 0, (r) => src.rotClass(r)) : null;
        if (first && rotation !== null) {
          const laid = turnStep(initialTurn(0), { type: 'place', placement: { ...first, rotation } }, src, {
            confirmStep: false,
          }).state;
          const found = accept(laid, src, v);
          if (found !== null) return { ...found, text: JSON.stringify(table.record()) };
        }
      }
      const legal = table.legalMoves();
      const placed = legal.filter((m) => m.type === 'place' && m.follower !== undefined);
      const pool = search.followersOut && v.actor === 0 && placed.length > 0 ? placed : legal;
      const r = table.play(pool[rng.int(pool.length)]!);
      if (!r.ok) throw new Error(r.error.message);
    }
  }
  throw new Error(`no such step for seat 0 in ${search.name}`);
}

/**
 * Record text of a game with the expansion at seat 0's placement whose tile offers the fairy;
 * with the digit that takes it and the square the fairy goes to.
 */
function fairyRecord(): { text: string; digit: string; fairy: string } {
  return seatZeroStep({ preset: 'classic', name: 'fairy-keys', games: 40, moves: 3 }, (laid, src, v) => {
    const specials = specialTargets(laid, src);
    const j = specials.findIndex((m) => m.type === 'place' && m.special?.use === 'fairy');
    const number = followerTargets(laid, src).length + j + 1;
    const fairy = v.expansion?.fairy;
    const m = specials[j];
    if (j < 0 || number > 9 || m?.type !== 'place' || !m.special) return null;
    const to = `${m.special.x},${m.special.y}`;
    return fairy && `${fairy.x},${fairy.y}` === to ? null : { digit: String(number), fairy: to };
  });
}

/**
 * Record text of a game with the expansion at a placement of seat 0 whose step has more than four
 * follower and special choices, the fairy beside at least two followers of seat 0's among them: the
 * panel opens them from one row. With `leastPorts`, that many follower targets and the row of
 * pieces too. With the square the first of them takes the fairy to.
 */
function manyFairiesRecord(
  options: Record<string, boolean> = {},
  leastPorts = 0,
): { text: string; fairy: string } {
  const search = { preset: 'modern', name: 'many-fairies', games: 60, moves: 7, options, followersOut: true };
  return seatZeroStep(search, (laid, src, v) => {
    const specials = specialTargets(laid, src);
    const ports = followerTargets(laid, src).length;
    const fairies = specials.flatMap((m) =>
      m.type === 'place' && m.special?.use === 'fairy' ? [m.special] : [],
    );
    const fairy = v.expansion?.fairy;
    const to = fairies[0] ? `${fairies[0].x},${fairies[0].y}` : '';
    const many = fairies.length >= 2 && ports >= leastPorts && ports + specials.length > 4;
    const pieces = leastPorts === 0 || figuresOffered(laid, src).length > 0;
    return many && pieces && (!fairy || `${fairy.x},${fairy.y}` !== to) ? { fairy: to } : null;
  });
}

/** A screenshot of the board around the dragon (board units scaled by the zoom shown). */
async function dragonShot(page: Page, name: string): Promise<void> {
  const box = await page.locator('.neutral-figures .dragon').boundingBox();
  if (!box) throw new Error('no dragon drawn');
  const vp = page.viewportSize() ?? { width: 1280, height: 800 };
  const w = Math.min(vp.width, 420);
  const h = Math.min(vp.height, 420);
  const x = Math.max(0, Math.min(vp.width - w, box.x + box.width / 2 - w / 2));
  const y = Math.max(0, Math.min(vp.height - h, box.y + box.height / 2 - h / 2));
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, clip: { x, y, width: w, height: h } });
}

describe.skipIf(!enabled)('The Princess & the Dragon in the browser', () => {
  let s: Session;
  let h: Harness;
  withHarness((harness, session) => {
    h = harness;
    s = session;
  });

  /** Lay the tile in hand on the first square N reaches, in its first rotation that fits (N, Enter). */
  const layFirst = async (page: Page) => {
    await page.focus('.board-svg');
    await page.keyboard.press('n');
    await page.keyboard.press('Enter');
  };

  /** On a phone (390×844, touch): the record loaded, its tile laid by `layFirst`, then `step`; no page error. */
  const onPhoneAtStep = async (text: string, file: string, step: (page: Page) => Promise<void>) => {
    const phone = await h.session({ viewport: { width: 390, height: 844 }, mobile: true });
    try {
      await loadPosition(phone.page, phone.url, 'carcassonne', text, file);
      await layFirst(phone.page);
      await step(phone.page);
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.close();
    }
  };

  it('shows the dragon and takes its step by a click on the board', async () => {
    const page = s.page;
    await loadPosition(page, s.url, 'carcassonne', dragonRecord(), 'dragon-step.json');
    await page.waitForSelector('.wall-target.dragon');
    const before = await page.getAttribute('.neutral-figures .dragon', 'data-dragon');
    expect(before).not.toBeNull();
    // Scenery, not badges: no volcano, dragon or portal sits on a disc.
    expect(await page.locator('[data-mark=volcano]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-mark=volcano] circle, [data-mark=portal] > circle').count()).toBe(0);
    await shot(page, 'dragon-step');
    // Each step's wing points from the dragon's square towards the disc's side of it.
    const wings = await page.$$eval('.wall-target.dragon', (discs) => {
      const dragon = document.querySelector('.neutral-figures .dragon')!.getBoundingClientRect();
      return discs.map((d) => {
        const box = d.querySelector('.disc')!.getBoundingClientRect();
        const dx = box.x + box.width / 2 - (dragon.x + dragon.width / 2);
        const dy = box.y + box.height / 2 - (dragon.y + dragon.height / 2);
        const side = Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 90 : 270) : dy > 0 ? 180 : 0;
        return [side, d.querySelector('.wing')?.getAttribute('transform')];
      });
    });
    expect(wings.length).toBeGreaterThan(0);
    for (const [side, transform] of wings) expect(transform).toBe(`rotate(${side})`);
    for (let k = 0; k < 3; k++) await page.click('.zoom button >> nth=0');
    await dragonShot(page, 'dragon-step-near');
    await page.click('.wall-target.dragon >> nth=0');
    await page.waitForFunction(
      (b) => document.querySelector('.neutral-figures .dragon')?.getAttribute('data-dragon') !== b,
      before,
    );
  });

  it('draws the scenery and the dragon on a phone', async () => {
    const phone = await h.session({ viewport: { width: 390, height: 844 }, mobile: true });
    try {
      await loadPosition(phone.page, phone.url, 'carcassonne', dragonRecord(), 'dragon-phone.json');
      await phone.page.waitForSelector('.neutral-figures .dragon');
      await shot(phone.page, 'dragon-phone');
      // A tap on a step names it over the board, with a button to take it: the words on one or
      // two lines (the caption once took half the window's width, a word a line).
      const disc = await phone.page.locator('.wall-target.dragon >> nth=0').boundingBox();
      if (!disc) throw new Error('no step disc drawn');
      await phone.page.touchscreen.tap(disc.x + disc.width / 2, disc.y + disc.height / 2);
      const words = phone.page.locator('.wall-caption span');
      await words.waitFor();
      const lines = await words.evaluate((e) => {
        const range = document.createRange();
        range.selectNodeContents(e);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines, `"${await words.innerText()}" over ${lines} lines`).toBeLessThanOrEqual(2);
      await shot(phone.page, 'dragon-step-caption-phone');
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it("on a phone, opens the fairy's many choices from one row: every step fits the window", async () => {
    const { text, fairy } = manyFairiesRecord();
    await onPhoneAtStep(text, 'many-fairies.json', async (page) => {
      const row = page.locator('[data-special-group=fairy]');
      await row.waitFor();
      expect(await row.innerText()).toMatch(/^Move the fairy: \d+ places…$/);
      expect(await page.locator('[data-special=fairy]').count()).toBe(0);
      await expectStepInView(page, 'the follower step');
      await row.tap();
      await page.locator('[data-action=special-back]').waitFor();
      await expectStepInView(page, "the fairy's choices");
      await shot(page, 'fairy-choices-phone');
      expect(await page.locator('[data-follower]').count()).toBe(0);
      // Back shows the followers again; the row opens the choices once more, and one is taken.
      await page.locator('[data-action=special-back]').tap();
      await page.locator('[data-action=no-follower]').waitFor();
      await row.tap();
      await page.locator('[data-special=fairy]').first().tap();
      await page.waitForSelector(`.neutral-figures .fairy[data-fairy="${fairy}"]`);
    });
  });

  it('on a phone, a tile of eight follower targets with the row of pieces and the fairy fits the window', async () => {
    const { text } = manyFairiesRecord({ innsAndCathedrals: true }, 8);
    await onPhoneAtStep(text, 'eight-targets.json', async (page) => {
      await page.locator('[data-special-group=fairy]').waitFor();
      expect(await page.locator('[data-follower]').count()).toBeGreaterThanOrEqual(8);
      expect(await page.locator('[data-figure-choice]').count()).toBeGreaterThanOrEqual(2);
      await expectStepInView(page, 'eight follower targets, the pieces and the fairy');
      await shot(page, 'eight-targets-phone');
    });
  });

  it('moves the fairy by keys alone: N, Enter, then the digit on its button', async () => {
    const page = s.page;
    const { text, digit, fairy } = fairyRecord();
    await loadPosition(page, s.url, 'carcassonne', text, 'fairy-keys.json');
    await layFirst(page);
    // The fairy's choices: its buttons, or one row that opens them when the step has many.
    const button = page.locator('[data-special=fairy], [data-special-group=fairy]').first();
    await button.waitFor();
    // The board may be drawn again as the step's buttons appear: focus it until it holds the focus
    // (once in a full run the N below went to the page, and no caption came).
    await expect
      .poll(async () => {
        await page.locator('.board-svg').focus();
        return page.evaluate(() => document.activeElement?.classList.contains('board-svg') === true);
      })
      .toBe(true);
    // N points at a special choice: its words and number show over the board.
    await page.keyboard.press('n');
    const caption = await page.locator('.special-caption').textContent();
    expect(caption).toMatch(/^[1-9]\. /);
    await shot(page, 'fairy-keys');
    await page.keyboard.press(digit);
    await page.waitForSelector(`.neutral-figures .fairy[data-fairy="${fairy}"]`);
    expect(s.errors).toEqual([]);
  });
});
