// Helpers shared by the browser tests of the local game.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS, type Harness, type Session } from './browser.js';
import { createMatch } from '@carcassonne/engine';

/** What every browser test module gets: the one harness (server + browser) and a desktop session. */
export interface E2E {
  readonly h: Harness;
  readonly desk: Session;
}

export type Card = 'carcassonne' | 'winter' | 'the-city';

/** Start a game from the new-game screen: seat 2 a random bot (or as given), a fixed seed. */
export async function newGame(
  page: Page,
  url: string,
  game: Card,
  seed: string,
  opts: { bot?: string; params?: Record<string, string>; fresh?: boolean } = {},
): Promise<void> {
  const address = `${url}?${new URLSearchParams({ botDelay: '5', mctsMs: '100', stepMs: '5', ...opts.params })}`;
  await page.goto(address);
  if (opts.fresh !== false) {
    // A clean start: no game left over from an earlier test in this browser context. The game
    // this page reopened may still be playing (bots) and saving after each move: it must not
    // write the key back between its removal and the next page.
    await page.evaluate(() => {
      localStorage.removeItem('carcassonne.current');
      Storage.prototype.setItem = () => undefined;
    });
    await page.goto(address);
  }
  if ((await page.locator('main.newgame').count()) === 0) await page.click('[data-action=new]');
  await page.click(`.game-${game}`);
  await page.selectOption('select[name=kind1]', opts.bot ?? 'random');
  await page.fill('input[name=seed]', seed);
  // The page's errors from the Start on, to tell why a game did not come.
  const errors: string[] = [];
  const heard = (e: Error) => errors.push(String(e));
  page.on('pageerror', heard);
  try {
    await page.click('[data-action=start]');
    await startedOrExplained(page, seed, errors);
  } finally {
    page.off('pageerror', heard);
  }
}

/**
 * Wait for the game screen. A Start that leaves the form shown with no notice for 10 s is
 * clicked once more, with a line in the log (once in several full runs the game never came, the
 * form still there); if the game still does not come, fail with what the page shows (and a picture).
 */
async function startedOrExplained(page: Page, seed: string, errors: readonly string[]): Promise<void> {
  const started = 'main.play, .notice.bad';
  if (!(await page.waitForSelector(started, { timeout: 10_000 }).catch(() => null))) {
    const form = page.locator('main.newgame [data-action=start]');
    if ((await form.count()) > 0) {
      console.warn(
        `newGame ${seed}: no game 10 s after Start, ${JSON.stringify(await shownInstead(page, errors))}; Start again`,
      );
      // The game may come just now: then there is no form to click, and that is fine.
      await form.click({ timeout: 2_000 }).catch(() => undefined);
    }
  }
  try {
    await page.waitForSelector(started);
  } catch (e) {
    const shown = await shownInstead(page, errors);
    await page.screenshot({ path: join(ARTIFACTS, `newgame-failed-${seed}.png`) }).catch(() => undefined);
    throw new Error(`the game did not start (seed ${seed}): ${JSON.stringify(shown)}`, { cause: e });
  }
  const bad = page.locator('.notice.bad');
  if ((await bad.count()) > 0) throw new Error(`the game did not start: ${await bad.innerText()}`);
}

/** What the page shows when a game did not start: the screen, its notices, the seed, the focus and its errors. */
const shownInstead = (page: Page, errors: readonly string[]): Promise<unknown> =>
  page
    .evaluate(() => ({
      main: document.querySelector('main')?.className ?? '(no main)',
      notices: [...document.querySelectorAll('.notice')].map((n) => n.textContent ?? ''),
      seed: document.querySelector<HTMLInputElement>('input[name=seed]')?.value ?? null,
      focus: document.activeElement?.outerHTML.slice(0, 120) ?? null,
    }))
    .then((shown) => ({ ...shown, errors }))
    .catch((why: unknown) => ({ unreadable: String(why), errors }));

export const tilesOnBoard = (page: Page): Promise<number> =>
  page.locator('.board-svg').getAttribute('data-tiles').then(Number);

/** One human placement by mouse: the first legal square, then no follower. */
export async function placeFirst(page: Page): Promise<void> {
  await page.waitForSelector('main.play[data-human=true]');
  await page.locator('rect.legal').first().click();
  if (await page.locator('[data-action=confirm]').count()) await page.click('[data-action=confirm]');
  if (await page.locator('[data-action=no-follower]').count()) await page.click('[data-action=no-follower]');
}

const SETUPS: Readonly<Record<Card, { game: 'carcassonne' | 'the-city'; preset: string }>> = {
  carcassonne: { game: 'carcassonne', preset: 'modern' },
  winter: { game: 'carcassonne', preset: 'winter' },
  'the-city': { game: 'the-city', preset: 'the-city' },
};

/**
 * A game of Anna (seat 0) and Bo played with fixed pseudo-random moves until at most `tilesLeft`
 * tiles are left and Anna has a tile to place, as record text: a late position, its board
 * grown as in a whole game, for a test whose point is not the whole game.
 */
export function positionRecord(game: Card, seed: string, tilesLeft: number): string {
  const m = createMatch({
    ...SETUPS[game],
    players: [
      { name: 'Anna', color: 'red' },
      { name: 'Bo', color: 'blue' },
    ],
    seed,
  });
  if (!m.ok) throw new Error(m.error.message);
  const g = m.value;
  let s = 11;
  while (!(g.view().tilesLeft <= tilesLeft && g.actor === 0 && g.phase === 'place')) {
    if (g.finished) throw new Error(`${game} ${seed}: the game ended first; choose another seed`);
    const moves = g.legalMoves();
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    g.play(g.actor, moves[s % moves.length]!);
  }
  return JSON.stringify(g.toRecord());
}

/** A base game one move before its end, with Anna (seat 0) to place the last tile, as record text. */
export const lastMoveRecord = (): string => positionRecord('carcassonne', 'last-move', 0);

/** Start a local game of `game` from `record` (saved as `file` in the artifacts), Anna's tile in hand. */
export async function loadPosition(
  page: Page,
  url: string,
  game: Card,
  record: string,
  file: string,
  params: Record<string, string> = {},
  /** The kind of seat 1 (a bot, or `human` for two people at one screen). */
  bot = 'random',
): Promise<void> {
  const path = join(ARTIFACTS, file);
  writeFileSync(path, record);
  await newGame(page, url, game, file, { params, bot });
  await page.setInputFiles('input[data-file=record]', path);
  await page.waitForSelector('.notice.good');
  await page.waitForSelector('main.play[data-human=true]');
}

/** Load `lastMoveRecord()` (saved as `file` in the artifacts), place its last tile and close the final report. */
export async function finishLastMoveGame(
  page: Page,
  url: string,
  file: string,
  seed: string,
  params: Record<string, string>,
): Promise<void> {
  const path = join(ARTIFACTS, file);
  writeFileSync(path, lastMoveRecord());
  await newGame(page, url, 'carcassonne', seed, { params });
  await page.setInputFiles('input[data-file=record]', path);
  // The game started by `newGame` is on the screen, its human to move, until the record's game
  // replaces it: wait for that, or a click may lay the first game's tile and the follower step
  // be swept away under the next click (once in a full CI run).
  await page.waitForSelector('.notice.good');
  await page.waitForSelector('main.play[data-human=true]');
  await page.locator('rect.legal').first().click();
  // The follower step comes after the tile is drawn on the board: wait for it or for the end.
  await page.waitForSelector('[data-action=no-follower], main.play[data-finished=true]');
  // Should the panel draw the button again while it is clicked, try again, briefly, until the
  // game has ended.
  const finished = page.locator('main.play[data-finished=true]');
  for (let i = 0; i < 20 && (await finished.count()) === 0; i++) {
    const button = page.locator('[data-action=no-follower]');
    if (await button.count()) await button.click({ timeout: 2000 }).catch(() => {});
    else await page.waitForTimeout(100);
  }
  await page.waitForSelector('main.play[data-finished=true]');
  if (await page.locator('[data-action=skip-scoring]').count())
    await page.click('[data-action=skip-scoring]');
  await page.click('[data-action=final-close]');
}
