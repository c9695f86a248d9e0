/**
 * The chat in Chromium: a spectator sees the spectators' chat; taking a seat moves them to the
 * players' chat (heading and lines); the host closes the spectators' chat and a spectator sees it
 * closed.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newGuest } from '../src/tools/client.js';
import { connectAs, openTable, type TestServer } from './helpers.js';
import { chromiumEnabled, withOnlineBrowser } from './online-browser.js';

describe.skipIf(!chromiumEnabled)('chat in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  withOnlineBrowser((online) => ({ server, browser } = online));

  async function visitor(name: string, table: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1200, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}#/t/${table}`);
    await page.fill('input[name=display-name]', name);
    await page.click('[data-action=guest]');
    return page;
  }

  it('the heading and channel follow the role; the host closes the spectators’ chat', async () => {
    // The host plays through the protocol; the visitors use the page.
    const host = await connectAs(server.ws, await newGuest(server.url, 'Hana'), 'hana');
    const table = await openTable(host, { preset: 'classic' });
    await host.request({ type: 'watch', table });
    expect((await host.request({ type: 'chat', table, text: 'for players' })).ok).toBe(true);

    const page = await visitor('Vera', table);
    const chat = page.locator('section.chat');
    await page.waitForSelector('section.chat[data-channel=spectators]');
    await page.fill('input[name=chat]', 'hello from the stands');
    await page.click('[data-action=send-chat]');
    await page.waitForSelector('[data-chat-line]:has-text("hello from the stands")');
    const spectatorsHeading = await chat.locator('h3').textContent();

    await page.click('[data-action=join][data-seat="1"]');
    await page.waitForSelector('section.chat[data-channel=players]');
    await page.waitForSelector('[data-chat-line]:has-text("for players")');
    expect(await chat.locator('h3').textContent()).not.toBe(spectatorsHeading);
    expect(await page.locator('[data-chat-line]:has-text("hello from the stands")').count()).toBe(0);

    // A second visitor watches; the host closes the spectators' chat.
    const other = await visitor('Otto', table);
    await other.waitForSelector('section.chat[data-channel=spectators] input[name=chat]');
    expect((await host.request({ type: 'spectator-chat', table, on: false })).ok).toBe(true);
    await other.waitForSelector('section.chat [data-chat-closed]');
    expect(await other.locator('section.chat input[name=chat]').count()).toBe(0);
    // The seated visitor still chats with the host.
    await page.fill('input[name=chat]', 'ready');
    await page.click('[data-action=send-chat]');
    await host.until(
      () => host.frames.some((f) => f.type === 'chat' && f.lines.some((l) => l.text === 'ready')),
      30_000,
      'the line at the host',
    );
    await host.close();
  }, 180_000);
});
