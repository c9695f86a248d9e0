/**
 * The online board shows what the local one shows (one turn input, one board configuration for
 * both): in German, a game of The City against a program on the WebSocket. The zoom buttons are
 * named in the page's language, a tap proposes a placement with the board's own "Place here" bar,
 * follower choices are words (not port codes), and the wall choices carry their words, a caption
 * and their points, never a move's notation. The turns between the first and a wall decision are
 * played by a program on the player's own second connection, with the page away from the table.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { GameClient } from '../src/tools/client.js';
import { connectAs, type TestServer } from './helpers.js';
import { ARTIFACTS, chromiumEnabled, waitUntil, withOnlineBrowser } from './online-browser.js';
import { newGuest } from '../src/tools/client.js';
import { autoplay, randomPick, seededRandom } from '../src/tools/autoplay.js';

/** A move in notation names squares as `x,y`; words never do. */
const NOTATION = /-?\d+,-?\d+/;

/** Moves the programs sent that were refused (told when a game stalls). */
const refused: string[] = [];
const noteRefusal = (who: string) => (_ms: number, code: string | null) => {
  if (code !== null) refused.push(`${who}: ${code}`);
};

/** A wall decision of at most this many targets is checked (its screenshot fits them all). */
const FEW_WALLS = 9;

/**
 * Seat 0 of `table` played at random by `client` (the page's own player on a second connection)
 * until its decision is a wall piece among at most FEW_WALLS places; false when the game ended first.
 */
async function playToFewWalls(client: GameClient, table: string, random: () => number): Promise<boolean> {
  let found = false;
  const stop = autoplay(client, table, 0, {
    onAnswer: noteRefusal('greta'),
    choose: (legal) => {
      const places = new Set(legal.map((m) => m.replace(/ guard$/, '')));
      found = legal.every((m) => m.startsWith('wall ')) && places.size <= FEW_WALLS;
      return found ? null : randomPick(random)(legal);
    },
  });
  try {
    await client.until(
      () => found || client.states.get(table)?.status === 'finished',
      120_000,
      'a wall decision or the end',
    );
  } catch (e) {
    // Once in a full run (30 November) the game neither ended nor came to a wall decision within
    // 120 s: say where it stood, as this client last saw it.
    const state = client.states.get(table);
    const legal = client.legal.get(table);
    const seen = {
      status: state?.status,
      actor: state?.actor,
      legal: legal && { seat: legal.seat, version: legal.version, first: legal.moves.slice(0, 3) },
      refused,
    };
    throw new Error(
      `${String(e)}; at version ${state?.view?.version}: ${JSON.stringify(seen).slice(0, 800)}`,
    );
  } finally {
    stop();
  }
  return found;
}

describe.skipIf(!chromiumEnabled)('the online board, as the local one', () => {
  let server: TestServer;
  let browser: Browser;
  withOnlineBrowser((online) => ({ server, browser } = online));

  async function noFollower(page: Page): Promise<void> {
    const none = page.locator('[data-action=no-follower]');
    if (await none.count()) await none.click();
  }

  /** Follower choices in words: "1. Ritter in der Stadt", never "1. N". */
  async function expectFollowerWords(page: Page): Promise<number> {
    const buttons = await page.locator('[data-follower]').all();
    for (const [i, b] of buttons.entries()) {
      const port = (await b.getAttribute('data-follower'))!;
      const text = (await b.innerText()).trim();
      expect(text).not.toBe(`${i + 1}. ${port}`);
      expect(text).toMatch(/^\d+\. \p{Lu}\p{L}+ /u);
    }
    return buttons.length;
  }

  it('in German: zoom words, a touch proposal, followers in words, wall choices in words', async () => {
    const context = await browser.newContext({ viewport: { width: 1200, height: 800 }, hasTouch: true });
    await context.addInitScript({ content: "localStorage.setItem('carcassonne.lang', 'de')" });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${server.url}#/online`);
    await page.fill('input[name=display-name]', 'Greta');
    await page.click('[data-action=guest]');
    await waitUntil(page, "localStorage.getItem('carcassonne.identity') !== null");
    const greta = await connectAs(
      server.ws,
      JSON.parse((await page.evaluate("localStorage.getItem('carcassonne.identity')")) as string),
      'greta',
    );
    const bots: GameClient[] = [greta];
    let table = '';
    /** A table of The City against a program on the WebSocket, started (each game's bag is random). */
    const newTable = async (k: number) => {
      await page.goto(`${server.url}#/online`);
      await page.selectOption('select[name=preset]', 'the-city');
      await page.click('[data-action=create]');
      await page.waitForSelector('li[data-seat="1"][data-seat-kind=open]');
      table = /#\/t\/([^?]+)/.exec(page.url())![1]!;
      const otto = await connectAs(server.ws, await newGuest(server.url, 'Otto'), `otto${k}`);
      bots.push(otto);
      await otto.request({ type: 'join', table, seat: 1 });
      await otto.request({ type: 'watch', table });
      autoplay(otto, table, 1, {
        choose: randomPick(seededRandom(7 + k)),
        onAnswer: noteRefusal(`otto${k}`),
      });
      await page.click('[data-action=start]');
      await page.waitForSelector('main.online-play');
      await greta.request({ type: 'watch', table });
    };
    /** Greta's program plays on (the page in the lobby meanwhile) to a wall decision; a new game when one ends first. */
    const fastForward = async () => {
      for (let k = 0; k < 6; k++) {
        await page.goto(`${server.url}#/online`);
        if (await playToFewWalls(greta, table, seededRandom(40 + games + k))) break;
        await newTable(games++);
      }
      await page.goto(`${server.url}#/t/${table}`);
      await page
        .waitForSelector('main.online-play[data-mine=true] .wall-target')
        .catch(async (e: unknown) => {
          // Once in 100 runs (30 November) the page showed no wall target: say what it showed.
          await page.screenshot({ path: join(ARTIFACTS, 'online-board-no-wall.png') });
          const main = page.locator('main.online-play');
          const shown = {
            mine: await main.getAttribute('data-mine').catch(() => null),
            version: await main.getAttribute('data-version').catch(() => null),
            finished: await main.getAttribute('data-finished').catch(() => null),
            legal: greta.legal.get(table)?.moves.slice(0, 3),
            legalVersion: greta.legal.get(table)?.version,
          };
          throw new Error(`${String(e)}; the page showed ${JSON.stringify(shown)}`);
        });
    };
    await newTable(0);

    // The board's own buttons in the page's language (they were English online).
    const zoomButtons = await page.locator('.zoom button:not([data-action=show-options])').all();
    const zoom = await Promise.all(zoomButtons.map((b) => b.getAttribute('aria-label')));
    expect(zoom).toEqual(['Vergrößern', 'Verkleinern', 'Einpassen']);

    // A touch turn as in the local game: a tap proposes, the bar places, then follower and Confirm.
    await page.waitForSelector('main.online-play[data-mine=true] rect.legal');
    expect(await page.locator('[data-action=show-options]').getAttribute('aria-label')).toBe(
      'Meine Möglichkeiten zeigen',
    );
    const turns = page.locator('rect.legal:not([data-rotations="1"])');
    const square = (await turns.count()) > 0 ? turns.first() : page.locator('rect.legal').first();
    const where = await square.getAttribute('data-square');
    await square.tap();
    await page.waitForSelector(`[data-proposal="${where}"]`);
    // A second tap on the laid tile turns it, as in the local game.
    if ((await turns.count()) > 0) {
      const before = await page.locator('.proposal').getAttribute('data-rotation');
      await square.tap();
      await waitUntil(
        page,
        `document.querySelector('.proposal')?.getAttribute('data-rotation') !== ${JSON.stringify(before)}`,
      );
    }
    expect(await page.locator('.board-actions [data-action=confirm]').innerText()).toContain('Hier legen');
    await page.screenshot({ path: join(ARTIFACTS, 'online-touch-proposal.png') });
    await page.locator('.board-actions [data-action=confirm]').tap();
    await page.waitForSelector('.panel [data-action=confirm], [data-action=no-follower]');
    let followers = await expectFollowerWords(page);
    await noFollower(page);
    await page.click('.panel [data-action=confirm]');

    // On to a wall decision of The City; check it like the local one's, playing on by keyboard if it
    // shows more targets than the program counted. A game may end before any wall round: then another.
    let walls = 0;
    let fewWalls = false;
    let games = 1;
    await fastForward();
    const deadline = Date.now() + 240_000;
    while (Date.now() < deadline && !fewWalls) {
      const main = page.locator('main.online-play');
      if ((await main.getAttribute('data-finished')) === 'true') {
        if (walls > 0 || games >= 6) break;
        await newTable(games++);
        await fastForward();
        continue;
      }
      if ((await main.getAttribute('data-mine')) !== 'true') {
        await page.waitForTimeout(30);
        continue;
      }
      const version = await main.getAttribute('data-version');
      const targets = await page.locator('.wall-target').count();
      if (targets > 0) {
        walls++;
        // Pointed at by keyboard: the caption in words, with a button to take it.
        await page.focus('.board-svg');
        await page.keyboard.press('n');
        const caption = (await page.locator('.wall-caption span').innerText()).trim();
        expect(caption.length).toBeGreaterThan(10);
        // The words along the board's top never cover the disc they name, not even its rim.
        const covered = await page.evaluate(`(() => {
          const t = document.querySelector('.wall-target.focus');
          const d = (t && t.querySelector('circle.disc') || t)?.getBoundingClientRect();
          const c = document.querySelector('.wall-caption')?.getBoundingClientRect();
          if (!d || !c) return 'no focused disc or no words';
          const over = d.left < c.right && d.right > c.left && d.top < c.bottom && d.bottom > c.top;
          return over ? 'under the words by ' + Math.round(c.bottom - d.top) + ' px' : '';
        })()`);
        expect(covered, 'the focused wall choice').toBe('');
        expect(caption).not.toMatch(NOTATION);
        const buttons = await page.locator('[data-wall-choice]').allInnerTexts();
        const options = await page.locator('[data-wall-select] option').allInnerTexts();
        expect(buttons.length + options.length).toBe(targets);
        for (const b of [...buttons, ...options]) expect(b).not.toMatch(NOTATION);
        expect(caption).toBe((buttons[0] ?? options[0] ?? '').replace(/^\d+\. /, ''));
        // Each disc's points are those its words name ("+3 Punkte" beside the choice).
        const discs = await page.locator('.wall-target').allInnerTexts();
        for (const [i, b] of buttons.entries()) {
          const shown = /\+(\d+)/.exec(discs[i] ?? '')?.[1];
          if (shown) expect(b).toContain(shown);
        }
        if (targets <= FEW_WALLS) {
          fewWalls = true;
          await page.screenshot({ path: join(ARTIFACTS, 'online-walls.png') });
        }
        await page.click('[data-action=take-wall]');
        await page.click('.panel [data-action=confirm]');
      } else if ((await page.locator('rect.legal').count()) > 0) {
        // By keyboard (the next legal square, Enter): a grown board may lie partly under the header.
        await page.focus('.board-svg');
        await page.keyboard.press('n');
        await page.keyboard.press('Enter');
        await page.waitForSelector('.panel [data-action=confirm], [data-action=no-follower]');
        const offered = await expectFollowerWords(page);
        followers += offered;
        // Scorings make the wall rounds, and only roads and markets score during play: a patron
        // (a district's follower) stays on the board to the end, so this player never takes one.
        const scoring = page.locator('[data-follower]').filter({ hasNotText: 'Patrizier' });
        if (offered > 0 && (await scoring.count()) > 0) await scoring.first().click();
        else await noFollower(page);
        await page.click('.panel [data-action=confirm]');
      } else {
        await page.waitForTimeout(30);
        continue;
      }
      await page.waitForSelector(`main.online-play:not([data-version="${version}"])`);
    }
    expect(walls, `no wall decision in ${games} games`).toBeGreaterThan(0);
    expect(followers).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    for (const bot of bots) await bot.close();
    await context.close();
  }, 300_000);
});
