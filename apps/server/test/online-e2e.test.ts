/**
 * Online play in Chromium: two people and a bot at a private table through the real server. The
 * host creates it in the lobby, the second player joins through the invite link, a third browser
 * watches, one player reloads mid-game, and both reach the final report by clicking the board
 * (place, follower or none, confirm). Then a page that loses the server reconnects by itself when it
 * comes back and the game goes on.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { connectAs, startTestServer, tempDir, type TestServer } from './helpers.js';
import { ARTIFACTS, chromiumEnabled, withOnlineBrowser } from './online-browser.js';
import { newGuest } from '../src/tools/client.js';
import { autoplay, randomPick, seededRandom } from '../src/tools/autoplay.js';

describe.skipIf(!chromiumEnabled)('online play in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  let webRoot = '';
  withOnlineBrowser((online) => {
    ({ server, browser, webRoot } = online);
  });

  async function newPage(): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext({
      viewport: { width: 1200, height: 800 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    return { page, errors };
  }

  async function signIn(page: Page, name: string): Promise<void> {
    await page.fill('input[name=display-name]', name);
    await page.click('[data-action=guest]');
  }

  let confirmShot = false;
  /** One decision if it is this page's turn: click a legal square, a follower (or none), confirm. */
  async function act(page: Page, followerFirst: boolean): Promise<boolean> {
    if ((await page.locator('main.online-play[data-mine=true]').count()) === 0) return false;
    const legal = page.locator('rect.legal');
    if ((await legal.count()) > 0) await legal.first().click();
    else if ((await page.locator('[data-wall-choice]').count()) > 0)
      await page.locator('[data-wall-choice]').first().click();
    else return false;
    if ((await page.locator('[data-action=no-follower]').count()) > 0) {
      const target = page.locator('.follower-target');
      if (followerFirst && (await target.count()) > 0) await target.first().click();
      else await page.click('[data-action=no-follower]');
    }
    if (!confirmShot) {
      confirmShot = true;
      await page.screenshot({ path: join(ARTIFACTS, 'online-confirm.png') });
    }
    await page.click('[data-action=confirm]');
    return true;
  }

  it('lobby → private table with a bot → invite link → spectator → reload → final report', async () => {
    const a = await newPage();
    const b = await newPage();
    const c = await newPage();
    await a.page.goto(`${server.url}?testTiles=9#/online`);
    await signIn(a.page, 'Alice');
    await a.page.selectOption('select[name=preset]', 'classic');
    await a.page.selectOption('select[name=seats]', '3');
    await a.page.selectOption('select[name=seat1]', 'open');
    // The five levels by their names (with their ratings once measured), then the plain bots.
    const options = a.page.locator('select[name=seat2] option');
    const values = await Promise.all((await options.all()).map((o) => o.getAttribute('value')));
    expect(values).toEqual(['open', 'level1', 'level2', 'level3', 'level4', 'level5', 'random', 'greedy']);
    expect((await options.allTextContents())[3]).toMatch(/^Bot 3: club( · Elo \d+)?$/);
    await a.page.selectOption('select[name=seat2]', 'level3');
    await a.page.selectOption('select[name=visibility]', 'private');
    await a.page.click('[data-action=create]');
    await a.page.waitForSelector('li[data-seat="2"][data-seat-kind=bot]');
    expect(await a.page.locator('li[data-seat="2"]').innerText()).toContain('Club bot · Bot 3: club');
    const link = await a.page.locator('[data-invite-link]').inputValue();
    expect(link).toMatch(/#\/t\/[A-Za-z0-9_-]+\?invite=[A-Za-z0-9_-]{16,}$/);
    const table = /#\/t\/([^?]+)/.exec(link)![1]!;

    // The second player arrives through the invite link and takes the open seat.
    await b.page.goto(link.replace(/^https?:\/\/[^/]+\//, server.url));
    await signIn(b.page, 'Bob');
    await b.page.click('[data-action=join]');
    await a.page.waitForSelector('li[data-seat="1"][data-seat-kind=human]');
    await a.page.click('[data-action=start]');
    await a.page.waitForSelector('main.online-play');

    // A spectator with the link sees the same board.
    await c.page.goto(link.replace(/^https?:\/\/[^/]+\//, server.url));
    await signIn(c.page, 'Cleo');
    await c.page.waitForSelector('main.online-play[data-spectator=true]');

    let decisions = 0;
    let reloaded = false;
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const done = await Promise.all(
        [a.page, b.page].map((p) => p.locator('main.online-play[data-finished=true]').count()),
      );
      if (done.every((n) => n > 0)) break;
      let moved = false;
      for (const [i, p] of [a.page, b.page].entries()) {
        if (await act(p, (decisions + i) % 2 === 0)) {
          decisions++;
          moved = true;
        }
      }
      if (decisions >= 3 && !reloaded) {
        reloaded = true;
        await b.page.reload();
        await b.page.waitForSelector('main.online-play');
      }
      if (!moved) await a.page.waitForTimeout(50);
    }
    expect(reloaded).toBe(true);
    for (const p of [a.page, b.page, c.page]) await p.waitForSelector('main.online-play[data-finished=true]');
    for (const p of [a.page, b.page]) {
      await p.waitForSelector('.final .winner');
      expect((await p.locator('.final .winner').innerText()).length).toBeGreaterThan(3);
    }
    await a.page.screenshot({ path: join(ARTIFACTS, 'online-final.png') });
    await c.page.screenshot({ path: join(ARTIFACTS, 'online-spectator.png') });
    const tiles = await Promise.all(
      [a.page, b.page, c.page].map((p) => p.locator('main.online-play').getAttribute('data-tiles')),
    );
    expect(new Set(tiles).size).toBe(1);
    // The start tile and one a turn: 9 turns, fewer when a drawn tile fit nowhere (discarded).
    const moves = await server.storage.moves(table);
    expect(Number(tiles[0])).toBe(1 + moves.length);
    expect(moves.length).toBeGreaterThanOrEqual(7);
    expect(moves.length).toBeLessThanOrEqual(9);

    // Every seat moved; the bot's moves were its own.
    expect(new Set(moves.map((m) => m.seat))).toEqual(new Set([0, 1, 2]));
    expect(moves.filter((m) => m.seat === 2).every((m) => m.userId === null)).toBe(true);
    expect((await server.storage.table(table))!.seats[2]).toMatchObject({
      kind: 'bot',
      bot: 'level3',
      level: 3,
    });

    // The finished game opens in the replay viewer.
    await a.page.click('[data-action=final-close]');
    await a.page.click('[data-action=open-replay]');
    await a.page.waitForSelector('main.replay');
    expect(await a.page.locator('[data-replay-pos]').getAttribute('data-replay-pos')).toBe(
      `${moves.length}/${moves.length}`,
    );

    // Bob came through the invite; from his own page (no invite) he downloads the record and opens the replay.
    const bob = (await b.page.evaluate(
      "JSON.parse(localStorage.getItem('carcassonne.identity') ?? '{}').user.id",
    )) as string;
    await b.page.goto(`${server.url}#/p/${bob}`);
    await b.page.waitForSelector(`[data-finished-game="${table}"]`);
    const [download] = await Promise.all([
      b.page.waitForEvent('download'),
      b.page.click(`[data-finished-game="${table}"] [data-action=download-record]`),
    ]);
    const saved = join(ARTIFACTS, 'online-private.carc.json');
    await download.saveAs(saved);
    expect(JSON.parse(readFileSync(saved, 'utf8')).moves).toHaveLength(moves.length);
    await b.page.click(`[data-finished-game="${table}"] a[href^="#/t/"]`);
    await b.page.waitForSelector('main.online-play[data-finished=true]');
    if (await b.page.locator('[data-action=final-close]').count())
      await b.page.click('[data-action=final-close]');
    await b.page.click('[data-action=open-replay]');
    await b.page.waitForSelector('main.replay');
    expect([...a.errors, ...b.errors, ...c.errors]).toEqual([]);
  });

  it('the page reconnects by itself after the server restarts and the game goes on', async () => {
    const dataDir = tempDir();
    let first: TestServer | null = await startTestServer({ dataDir, config: { webRoot } });
    const port = new URL(first.url).port;
    const { page, errors } = await newPage();
    await page.goto(`${first.url}#/online`);
    await signIn(page, 'Rhea');
    await page.selectOption('select[name=preset]', 'winter');
    await page.click('[data-action=create]');
    await page.waitForSelector('li[data-seat="1"][data-seat-kind=open]');
    const table = /#\/t\/([^?]+)/.exec(page.url())![1]!;
    // The opponent is a program on the WebSocket.
    const guest = await newGuest(first.url, 'Otto');
    let otto = await connectAs(first.ws, guest, 'otto');
    await otto.request({ type: 'join', table, seat: 1 });
    await otto.request({ type: 'watch', table });
    autoplay(otto, table, 1, { choose: randomPick(seededRandom(21)) });
    await page.click('[data-action=start]');
    for (let i = 0; i < 2; i++) {
      await page.waitForSelector('main.online-play[data-mine=true]');
      await act(page, false);
    }
    await page.waitForSelector('main.online-play[data-mine=true]');
    const before = Number(await page.locator('main.online-play').getAttribute('data-version'));

    await first.close();
    first = null;
    await page.waitForSelector('[data-connection]');
    const second = await startTestServer({ dataDir, config: { webRoot, port: Number(port) } });
    await page.waitForSelector('[data-connection]', { state: 'detached', timeout: 30_000 });
    otto = await connectAs(second.ws, guest, 'otto2');
    await otto.request({ type: 'watch', table, since: 0 });
    autoplay(otto, table, 1, { choose: randomPick(seededRandom(22)) });
    await page.waitForSelector('main.online-play[data-mine=true]');
    expect(Number(await page.locator('main.online-play').getAttribute('data-version'))).toBe(before);
    await act(page, false);
    await page.waitForSelector(`main.online-play:not([data-version="${before}"])`);
    expect(errors).toEqual([]);
    await otto.close();
    await second.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a rated game between people has no hint: no button, H shows nothing, nothing asked of the server', async () => {
    const { page, errors } = await newPage();
    // Everything the page sends, and whether a hint or move marks ever appear (a hint would show them).
    const sent: string[] = [];
    page.on('websocket', (ws) =>
      ws.on('framesent', (f) => sent.push(typeof f.payload === 'string' ? f.payload : f.payload.toString())),
    );
    await page.goto(`${server.url}?testTiles=8#/online`);
    await signIn(page, 'Hana');
    await page.selectOption('select[name=preset]', 'classic');
    expect(await page.locator('input[name=rated]').isChecked()).toBe(true);
    await page.click('[data-action=create]');
    await page.waitForSelector('li[data-seat="1"][data-seat-kind=open]');
    const table = /#\/t\/([^?]+)/.exec(page.url())![1]!;
    const guest = await newGuest(server.url, 'Ivo');
    const ivo = await connectAs(server.ws, guest, 'ivo');
    await ivo.request({ type: 'join', table, seat: 1 });
    await ivo.request({ type: 'watch', table });
    autoplay(ivo, table, 1, { choose: randomPick(seededRandom(31)) });
    await page.click('[data-action=start]');
    await page.waitForSelector('main.online-play[data-mine=true]');
    expect((await server.storage.table(table))!.settings.rated).toBe(true);
    const HINT = '[data-action=hint], .hint-box, [data-hint-state], .hint-list, .move-mark, [data-mark]';
    // Noted in the page from now on: does anything a hint would show ever appear?
    await page.evaluate(`(() => {
      const seen = () => document.querySelector(${JSON.stringify(HINT)}) !== null;
      window.hintSeen = seen();
      new MutationObserver(() => { if (seen()) window.hintSeen = true; }).observe(document.body, { subtree: true, childList: true, attributes: true });
    })()`);
    expect(await page.locator(HINT).count()).toBe(0);
    expect(await page.getByRole('button', { name: /\bhint\b/i }).count()).toBe(0);
    // H (and h) on two of my turns, each followed by a move: nothing appears, nothing is sent.
    for (let turn = 0; turn < 2; turn++) {
      await page.waitForSelector('main.online-play[data-mine=true]');
      const version = await page.locator('main.online-play').getAttribute('data-version');
      await page.keyboard.press('H');
      await page.keyboard.press('h');
      expect(await act(page, false)).toBe(true);
      await page.waitForSelector(`main.online-play:not([data-version="${version}"])`);
    }
    expect(await page.evaluate('window.hintSeen')).toBe(false);
    const types = sent.map((p) => (JSON.parse(p) as { type: string }).type);
    expect(types).toContain('move');
    // The lobby's own requests (my games, the friends panel) are fine; nothing about hints.
    const allowed = [
      'auth',
      'lobby',
      'create',
      'watch',
      'unwatch',
      'start',
      'move',
      'games',
      'ping',
      'chat',
      'friends',
    ];
    expect(types.filter((t) => !allowed.includes(t))).toEqual([]);
    expect(errors).toEqual([]);
    await ivo.close();
  });
});
