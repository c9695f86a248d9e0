/**
 * A move confirmed on a dead link is never silently swallowed. Alice's link dies (the test stops
 * forwarding her WebSocket both ways, as a dead Wi-Fi link does, without closing it) just before
 * she confirms a move: the page shows it as sending. Her time runs out meanwhile and the bot plays
 * that move for her. Her page notices the silence by its own heartbeat (its clock moved past the
 * silence bound), connects again, sends the same move again with the same id, and when the server
 * refuses it (the game moved on) says that the move sent before the connection dropped was refused.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Browser, WebSocketRoute } from 'playwright-core';
import { connectAs, openTable, type TestServer } from './helpers.js';
import { ARTIFACTS, chromiumEnabled, openPage, withOnlineBrowser } from './online-browser.js';
import { newGuest, resultOf } from '../src/tools/client.js';
import { autoplay, randomPick, seededRandom } from '../src/tools/autoplay.js';

describe.skipIf(!chromiumEnabled)('a move on a dead link, in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  withOnlineBrowser((online) => ({ server, browser } = online));

  it('shown as sending, sent again with the same id after reconnecting, its refusal said as such', async () => {
    const { page, errors } = await openPage(browser);
    // Every WebSocket of the page passes through here; a dead one forwards nothing either way.
    const dead = new Set<WebSocketRoute>();
    const links: WebSocketRoute[] = [];
    const moves: { link: number; id: string; delivered: boolean }[] = [];
    await page.routeWebSocket(/\/ws$/, (ws) => {
      const upstream = ws.connectToServer();
      const link = links.push(ws) - 1;
      ws.onMessage((frame) => {
        const message = JSON.parse(String(frame)) as { type?: string; id?: string };
        if (message.type === 'move' && message.id)
          moves.push({ link, id: message.id, delivered: !dead.has(ws) });
        if (!dead.has(ws)) upstream.send(frame);
      });
      upstream.onMessage((frame) => {
        if (!dead.has(ws)) ws.send(frame);
      });
    });
    await page.clock.install();

    const bob = await connectAs(server.ws, await newGuest(server.url, 'Bob'), 'bob-dead-link');
    const table = await openTable(bob, {
      preset: 'modern',
      clock: { kind: 'move', seconds: 8 },
      testTiles: 20,
    });
    await bob.request({ type: 'watch', table });
    await page.goto(`${server.url}#/t/${table}`);
    await page.fill('input[name=display-name]', 'Alice');
    await page.click('[data-action=guest]');
    await page.click('[data-action=join]');
    await bob.until(() => bob.states.get(table)?.seats[1]?.kind === 'human', 10_000, 'Alice seated');
    resultOf(await bob.request({ type: 'start', table }));
    autoplay(bob, table, 0, { choose: randomPick(seededRandom(5)) });

    // Alice composes her move by keyboard; the link dies just before she confirms it.
    await page.waitForSelector('main.online-play[data-mine=true] rect.legal');
    await page.focus('.board-svg');
    await page.keyboard.press('n');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.panel [data-action=confirm], [data-action=no-follower]');
    const none = page.locator('[data-action=no-follower]');
    if (await none.count()) await none.click();
    const aliceMoves = () =>
      (bob.events.get(table) ?? []).filter((e) => e.event.kind === 'move' && e.event.seat === 1);
    const before = aliceMoves().length;
    for (const link of links) dead.add(link);
    await page.click('.panel [data-action=confirm]');
    await page.waitForSelector('[data-link=sending]');

    // The server never got it: her time runs out and the bot plays that move for her.
    await bob.until(() => aliceMoves().length > before, 20_000, 'the bot’s move for Alice');
    const played = aliceMoves()[before]!.event;
    expect(played.kind === 'move' && played.for).toBe('timeout');

    // Her page's clock passes the silence bound: it drops the dead link and connects again.
    await page.clock.fastForward(45_000);
    await page.locator('[data-move-problem]').waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-move-problem]').innerText()).toMatch(
      /^Your move sent before the connection dropped was refused: /,
    );
    // The same move went out again with the same id on the new link (the dead one forwarded nothing).
    expect(moves).toHaveLength(2);
    const [lost, again] = moves as [(typeof moves)[number], (typeof moves)[number]];
    expect(lost.delivered).toBe(false);
    expect(again.delivered).toBe(true);
    expect(again.id).toBe(lost.id);
    expect(again.link).toBeGreaterThan(lost.link);
    await page.screenshot({ path: join(ARTIFACTS, 'online-dead-link.png') });
    await bob.close();
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
