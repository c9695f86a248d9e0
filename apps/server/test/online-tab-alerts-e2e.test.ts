/**
 * In-page alerts in Chromium, two browser contexts (Alice and Bob, each a page of their own).
 * Bob takes a seat at Alice's table: her tab's title and icon say so and a sound plays; her
 * click gives the page its own title and icon back. Her own moves play no sound. When Bob moves
 * and it becomes her turn, her title reads "(1) Your turn — Table · Carcassonne", the icon has its dot
 * and the sound plays once — once in all, with the table open in a second tab of hers too (both
 * titles say it). With the sound off in the lobby's settings, the title still changes
 * but no sound plays. The sounds are counted by a stand-in for WebAudio put in each page before
 * its scripts (the page makes its tones with `AudioContext`).
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chromiumEnabled, openPage, withOnlineBrowser } from './online-browser.js';
import type { TestServer } from './helpers.js';

/** Each tone the page starts is noted in `window.__alerts` (its frequency). */
const AUDIO_SPY = `
window.__alerts = [];
class Param { constructor() { this.value = 0; } setValueAtTime() {} exponentialRampToValueAtTime() {} }
class Node { connect(next) { return next; } }
class Oscillator extends Node {
  constructor() { super(); this.type = 'sine'; this.frequency = new Param(); }
  start() { window.__alerts.push(this.frequency.value); }
  stop() {}
}
class Gain extends Node { constructor() { super(); this.gain = new Param(); } }
window.AudioContext = class {
  constructor() { this.state = 'running'; this.currentTime = 0; this.destination = new Node(); }
  createOscillator() { return new Oscillator(); }
  createGain() { return new Gain(); }
  resume() { return Promise.resolve(); }
};
`;

describe.skipIf(!chromiumEnabled)('in-page alerts in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  withOnlineBrowser((online) => ({ server, browser } = online));

  async function newPage(): Promise<{ page: Page; errors: string[] }> {
    return openPage(browser, {}, AUDIO_SPY);
  }

  const sounds = (page: Page) => page.evaluate<number>('window.__alerts.length');
  const title = (page: Page) => page.title();
  /** Wait until the tab's title matches (read from outside the page: its CSP forbids evaluated strings). */
  const untilTitle = (page: Page, pattern: RegExp) =>
    expect.poll(() => page.title(), { timeout: 30_000, interval: 50 }).toMatch(pattern);
  const iconAlert = (page: Page) => page.locator('link[rel="icon"]').getAttribute('data-alert');

  /** One decision if it is this page's turn: a legal square, no follower, confirm. */
  async function act(page: Page): Promise<void> {
    await page.waitForSelector('main.online-play[data-mine=true]');
    const legal = page.locator('rect.legal');
    if ((await legal.count()) > 0) await legal.first().click();
    else await page.locator('[data-wall-choice]').first().click();
    if ((await page.locator('[data-action=no-follower]').count()) > 0)
      await page.click('[data-action=no-follower]');
    await page.click('[data-action=confirm]');
    await page.waitForSelector('main.online-play[data-mine=false]');
  }

  it('says in the tab and with a sound when someone joins and when my turn comes; muted, no sound', async () => {
    const a = await newPage();
    const b = await newPage();
    await a.page.goto(`${server.url}?testTiles=12#/online`);
    await a.page.fill('input[name=display-name]', 'Alice');
    await a.page.click('[data-action=guest]');
    await untilTitle(a.page, /^Lobby · Carcassonne$/);
    // The settings: sound on by default, with its volume.
    expect(await a.page.locator('input[name=alert-sound]').isChecked()).toBe(true);
    expect(await a.page.locator('input[name=alert-volume]').inputValue()).toBe('50');
    await a.page.selectOption('select[name=preset]', 'classic');
    await a.page.click('[data-action=create]');
    await a.page.waitForSelector('[data-action=start]');
    const table = /#\/t\/([^?]+)/.exec(a.page.url())![1]!;
    expect(await sounds(a.page)).toBe(0);
    const plainIcon = await a.page.locator('link[rel="icon"]').getAttribute('href');

    // Bob takes the open seat: Alice is told.
    await b.page.goto(`${server.url}#/t/${table}`);
    await b.page.fill('input[name=display-name]', 'Bob');
    await b.page.click('[data-action=guest]');
    await b.page.click('[data-action=join]');
    await untilTitle(a.page, /^\(1\) A player joined — /);
    await expect.poll(() => sounds(a.page), { timeout: 10_000, interval: 50 }).toBeGreaterThan(0);
    expect(await iconAlert(a.page)).toBe('1');
    expect(await a.page.locator('link[rel="icon"]').getAttribute('href')).toContain('circle');
    // Bob, who joined, hears nothing.
    expect(await sounds(b.page)).toBe(0);

    // Alice acts in her page: her title and icon are given back.
    await a.page.click('[data-action=start]');
    await untilTitle(a.page, /^[^(]/);
    expect(await title(a.page)).toBe('Table · Carcassonne');
    expect(await iconAlert(a.page)).toBeNull();
    expect(await a.page.locator('link[rel="icon"]').getAttribute('href')).toBe(plainIcon);
    await a.page.waitForSelector('main.online-play');

    // Alice plays first: her own move makes no sound. Bob's turn comes: his page is told.
    const before = await sounds(a.page);
    await act(a.page);
    await untilTitle(b.page, /^\(1\) Your turn — /);
    expect(await sounds(a.page)).toBe(before);
    await expect.poll(() => sounds(b.page), { timeout: 10_000, interval: 50 }).toBeGreaterThan(0);

    // Alice opens the table in a second tab of her browser too.
    const second = await a.page.context().newPage();
    second.on('pageerror', (e) => a.errors.push(String(e)));
    await second.goto(`${server.url}?testTiles=12#/t/${table}`);
    await second.waitForSelector('main.online-play');
    const both = async () => (await sounds(a.page)) + (await sounds(second));
    const beforeBoth = await both();

    // Bob moves: Alice's turn comes, said in both tabs' titles and icons, and one sound: the
    // turn's two tones, in whichever tab claimed it first.
    await act(b.page);
    await untilTitle(a.page, /^\(1\) Your turn — Table · Carcassonne$/);
    await untilTitle(second, /^\(1\) Your turn — Table · Carcassonne$/);
    expect(await iconAlert(a.page)).toBe('1');
    await expect.poll(both, { timeout: 10_000, interval: 50 }).toBe(beforeBoth + 2);
    // Nothing more for the same turn, in either tab.
    await a.page.locator('main.online-play[data-mine=true]').waitFor();
    await second.waitForTimeout(500);
    expect(await both()).toBe(beforeBoth + 2);
    expect(await title(a.page)).toBe('(1) Your turn — Table · Carcassonne');
    await second.close();

    // Alice turns the sound off in the lobby's settings, and comes back to the table.
    await a.page.goto(`${server.url}?testTiles=12#/online`);
    await a.page.locator('input[name=alert-sound]').uncheck();
    expect(await a.page.locator('input[name=alert-volume]').isDisabled()).toBe(true);
    await a.page.goto(`${server.url}?testTiles=12#/t/${table}`);
    await act(a.page);
    const muted = await sounds(a.page);
    await act(b.page);
    await untilTitle(a.page, /^\(1\) Your turn — /);
    expect(await sounds(a.page)).toBe(muted);
    expect(await iconAlert(a.page)).toBe('1');
    // The setting is kept in this browser.
    const kept = await a.page.evaluate<string | null>("localStorage.getItem('carcassonne.alerts')");
    expect(JSON.parse(kept ?? '{}')).toMatchObject({ muted: true });

    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  });
});
