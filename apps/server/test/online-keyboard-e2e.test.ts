/**
 * An online game by keyboard alone, as a screen reader hears it: Ann plays the last few tiles of a
 * short game (`testTiles`) with the board's keys and Tab, against Bob on the WebSocket. The live
 * region (read back from Chromium's accessibility tree) says her turn with the tile and where it
 * fits, Bob's moves and chat line, her clock near its end and the final scoring. Focus is never
 * lost: after her move it is on the board; Bob's move leaves it where she was typing; the final
 * report takes it and gives it back. The players are told apart by letter, not by colour alone.
 */
import type { GuestResponse } from '@carcassonne/protocol';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newGuest, type GameClient } from '../src/tools/client.js';
import { connectAs, type TestServer } from './helpers.js';
import { chromiumEnabled, signedInPage, withOnlineBrowser } from './online-browser.js';

/** Seconds per move: the page's clock is moved on to within the warning of its end. */
const MOVE_SECONDS = 30;

describe.skipIf(!chromiumEnabled)('an online game by keyboard and screen reader', () => {
  let server: TestServer;
  let browser: Browser;
  withOnlineBrowser((online) => ({ server, browser } = online));

  const focused = (page: Page, selector: string): Promise<boolean> =>
    page.evaluate(
      `document.activeElement?.matches(${JSON.stringify(selector)}) ?? false`,
    ) as Promise<boolean>;

  /** Tab (or Shift+Tab) until the focus is on `selector`, as a keyboard user reaches a control. */
  async function tabTo(page: Page, selector: string, back = false): Promise<void> {
    for (let i = 0; i < 150; i++) {
      if (await focused(page, selector)) return;
      await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    }
    throw new Error(`Tab never reached ${selector}`);
  }

  /** Waits (a bounded number of frames) for the focus to be on `selector`. */
  async function focusOn(page: Page, selector: string): Promise<void> {
    for (let i = 0; i < 100 && !(await focused(page, selector)); i++) await page.waitForTimeout(20);
    expect(await focused(page, selector), `focus on ${selector}`).toBe(true);
  }

  /** Everything the live region has said since the page began listening. */
  const said = (page: Page): Promise<string[]> => page.evaluate('window.said') as Promise<string[]>;
  /** The first thing said that matches `pattern`, waiting for it a bounded number of frames. */
  async function hear(page: Page, pattern: RegExp): Promise<string> {
    for (let i = 0; i < 400; i++) {
      const found = (await said(page)).find((s) => pattern.test(s));
      if (found) return found;
      await page.waitForTimeout(25);
    }
    throw new Error(`never said: ${pattern}; said: ${JSON.stringify(await said(page))}`);
  }

  /** Bob's next move (the first legal one), once his decision is due. */
  async function bobMoves(bob: GameClient, table: string): Promise<void> {
    await bob.until(() => bob.legalNow(table).length > 0, 30_000, "Bob's turn");
    const version = bob.states.get(table)!.view!.version;
    const answer = await bob.request({ type: 'move', table, move: bob.legalNow(table)[0]!, version });
    expect(answer.ok).toBe(true);
  }

  /** Ann's turn by keys: n (the next square it fits), Enter, 0 (no follower), Tab to Confirm, Enter. */
  async function annMoves(page: Page): Promise<void> {
    await page.waitForSelector('main.online-play[data-mine=true]');
    await tabTo(page, '.board-svg');
    await page.keyboard.press('n');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-action=confirm], [data-action=no-follower]');
    // A follower when one may go (the final scoring counts it), else none.
    if (await page.locator('[data-action=no-follower]').count())
      await page.keyboard.press((await page.locator('[data-follower]').count()) > 0 ? '1' : '0');
    const version = await page.locator('main.online-play').getAttribute('data-version');
    await tabTo(page, '[data-action=confirm]');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`main.online-play:not([data-version="${version}"])`);
    // The Confirm button went with the turn: the focus is on the board, not lost on the page.
    await focusOn(page, '.board-svg, [role=dialog] *');
  }

  it('your turn, the tile and where it fits, moves, chat and clock are said; focus is kept', async () => {
    const annGuest: GuestResponse = await newGuest(server.url, 'Ann');
    const ann = await connectAs(server.ws, annGuest, 'ann');
    const bob = await connectAs(server.ws, await newGuest(server.url, 'Bob'), 'bob');
    const created = await ann.request({
      type: 'create',
      preset: 'classic',
      seats: [{ kind: 'me' }, { kind: 'open' }],
      visibility: 'public',
      clock: { kind: 'move', seconds: MOVE_SECONDS },
      testTiles: 5,
    });
    if (!created.ok) throw new Error(created.message);
    const table = created.result.table;
    expect((await bob.request({ type: 'join', table, seat: 1 })).ok).toBe(true);
    await bob.request({ type: 'watch', table });

    const { page, errors } = await signedInPage(browser, annGuest);
    // The page's own clock, to be moved on to the end of a turn (the server's deadline stays real).
    await page.clock.install();
    await page.goto(`${server.url}#/t/${table}`);
    await page.waitForSelector('main.seating');
    expect((await ann.request({ type: 'start', table })).ok).toBe(true);
    await page.waitForSelector('[data-announce]');
    await page.evaluate(`(() => {
      const region = document.querySelector('[data-announce]');
      window.said = region.textContent ? [region.textContent] : [];
      new MutationObserver(() => window.said.push(region.textContent)).observe(region, { childList: true, characterData: true, subtree: true });
    })()`);

    // No player told apart by colour alone: each chip carries its own letter.
    const letters = await page.locator('.players tbody .chip').allInnerTexts();
    expect(letters).toHaveLength(2);
    expect(new Set(letters.map((l) => l.trim())).size).toBe(2);
    expect(letters.every((l) => /^\p{L}$/u.test(l.trim()))).toBe(true);

    // Ann's first turn: the tile and where it fits, said once the game starts.
    const turn = await hear(
      page,
      /^Your turn: .+\. (It fits in (\d+ places|one place): .+\.|It fits nowhere\.)$/,
    );
    expect(turn).toMatch(/tile/);
    await annMoves(page);
    expect((await said(page)).some((s) => /^Ann placed /.test(s))).toBe(true);

    // Bob's chat line and move while Ann types in the chat: both said, her focus and text untouched.
    await tabTo(page, 'input[name=chat]');
    await page.keyboard.type('good game');
    expect((await bob.request({ type: 'chat', table, text: 'nice tile' })).ok).toBe(true);
    await hear(page, /^Bob in the chat: nice tile$/);
    await bobMoves(bob, table);
    await hear(page, /^Bob placed /);
    expect(await focused(page, 'input[name=chat]')).toBe(true);
    expect(await page.locator('input[name=chat]').inputValue()).toBe('good game');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-chat-line]:has-text("good game")');

    // Ann's clock near its end is said (the page's time moved on; the server's deadline is far).
    await page.waitForSelector('main.online-play[data-mine=true]');
    await page.clock.fastForward((MOVE_SECONDS - 8) * 1000);
    await hear(page, /^Time left for Ann: \d+ seconds\.$/);
    // What a screen reader reads: the live region in the accessibility tree, with the turn's words.
    const tree = await page.locator('[data-announce]').ariaSnapshot();
    expect(tree).toMatch(/^- log:/);
    expect(tree).toContain('Time left for Ann');

    // To the end, Bob by the protocol, Ann by keys.
    while ((await page.locator('main.online-play[data-finished=true]').count()) === 0) {
      if (await page.locator('main.online-play[data-mine=true]').count()) await annMoves(page);
      else if (bob.legalNow(table).length > 0) await bobMoves(bob, table);
      else await page.waitForTimeout(50);
    }
    // The last move's scorings (the final scoring with them), then the end.
    await hear(page, /\(final scoring\)/);
    await hear(page, /Game over/);
    // The final report is a dialog: it has the focus, Escape closes it and the focus comes back.
    await page.waitForSelector('[role=dialog]');
    await focusOn(page, '[role=dialog] *');
    await page.keyboard.press('Escape');
    await page.locator('[role=dialog]').waitFor({ state: 'detached' });
    expect(await focused(page, 'body')).toBe(false);
    expect(errors).toEqual([]);
    await Promise.all([ann.close(), bob.close(), page.context().close()]);
  }, 90_000);
});
