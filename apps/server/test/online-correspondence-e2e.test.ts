/**
 * Correspondence in Chromium: "my games" with my turn first and each deadline in the player's own
 * time zone (two browser contexts in Tokyo and New York); a registered player takes a vacation in
 * the lobby, the other player sees it in their games and at the table, the player's page says so,
 * and the vacation ends early; a guest is told that vacations are for registered players.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { GuestResponse } from '@carcassonne/protocol';
import { newGuest, resultOf } from '../src/tools/client.js';
import { connectAs, openTable, type TestServer } from './helpers.js';
import { chromiumEnabled, signedInPage, withOnlineBrowser } from './online-browser.js';

describe.skipIf(!chromiumEnabled)('correspondence in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  withOnlineBrowser((online) => ({ server, browser } = online));

  /** A page signed in as this identity (kept in the browser as the page keeps it), in a time zone. */
  async function pageOf(who: GuestResponse, timezoneId: string): Promise<{ page: Page; errors: string[] }> {
    return signedInPage(browser, who, { locale: 'en-US', timezoneId });
  }

  const shown = (at: number, timeZone: string) =>
    new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(at));

  it('my games in my time zone, a vacation taken, seen by the other player, and ended', async () => {
    const annGuest = await newGuest(server.url, 'Ann');
    const bobGuest = await newGuest(server.url, 'Bob');
    const registered = await fetch(new URL('/api/register', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        user: annGuest.user.id,
        secret: annGuest.secret,
        username: 'ann',
        password: 'long enough password',
      }),
    });
    expect(registered.status).toBe(200);
    const annUser = { ...annGuest, user: { ...annGuest.user, username: 'ann' } };
    const ann = await connectAs(server.ws, annGuest, 'ann');
    const bob = await connectAs(server.ws, bobGuest, 'bob');
    // Two correspondence tables: at the first Ann plays first; at the second Bob does.
    const tables: string[] = [];
    for (const [host, other] of [
      [ann, bob],
      [bob, ann],
    ] as const) {
      const table = await openTable(host, {
        preset: 'classic',
        clock: { kind: 'days', days: tables.length === 0 ? 3 : 2 },
      });
      resultOf(await other.request({ type: 'join', table, seat: 1 }));
      resultOf(await host.request({ type: 'start', table }));
      tables.push(table);
    }
    const [annFirst, bobFirst] = tables as [string, string];
    const deadline = (await server.storage.table(annFirst))!.deadline!;

    const a = await pageOf(annUser, 'Asia/Tokyo');
    await a.page.goto(`${server.url}#/online`);
    // My turn first, whatever the order the tables were made in; the deadline in Tokyo's time.
    await a.page.waitForSelector(`[data-my-game="${annFirst}"]`);
    const order = await a.page
      .locator('[data-my-game]')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-my-game')));
    expect(order).toEqual([annFirst, bobFirst]);
    const line = await a.page.locator(`[data-my-game="${annFirst}"]`).innerText();
    expect(line).toContain(shown(deadline, 'Asia/Tokyo'));
    expect(line).toContain('in 3 days');

    // Ann takes three days of vacation.
    await a.page.waitForSelector('.vacation[data-vacation=off]');
    expect(await a.page.locator('.vacation').innerText()).toContain('0 of 21 days used this year');
    await a.page.fill('input[name=vacation-days]', '3');
    await a.page.click('[data-action=take-vacation]');
    await a.page.waitForSelector('.vacation[data-vacation=on]');
    const until = (await server.storage.vacations.current([annGuest.user.id], Date.now())).get(
      annGuest.user.id,
    )!;
    expect(await a.page.locator('.vacation').innerText()).toContain(
      `You are on vacation until ${shown(until, 'Asia/Tokyo')}`,
    );

    // Bob, in New York, sees her clock paused in his games, and at the table.
    const b = await pageOf(bobGuest, 'America/New_York');
    await b.page.goto(`${server.url}#/online`);
    await b.page.waitForSelector(`[data-my-game="${annFirst}"]`);
    const order2 = await b.page
      .locator('[data-my-game]')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-my-game')));
    expect(order2).toEqual([bobFirst, annFirst]);
    expect(await b.page.locator(`[data-my-game="${annFirst}"]`).innerText()).toContain(
      `clock paused: on vacation until ${shown(until, 'America/New_York')}`,
    );
    // A guest cannot take one.
    expect(await b.page.locator('.vacation').innerText()).toContain('Vacations are for registered players');
    await b.page.goto(`${server.url}#/t/${annFirst}`);
    await b.page.waitForSelector('[data-vacation-seat="0"]');
    expect(await b.page.locator('[data-vacation-seat="0"]').innerText()).toBe(
      `Ann is on vacation until ${shown(until, 'America/New_York')}: the clock is paused.`,
    );
    // The table's clock counts down to her deadline with the vacation counted, in Bob's time.
    const paused = Number(await b.page.locator('[data-deadline-at]').getAttribute('data-deadline-at'));
    expect(paused).toBeGreaterThan(deadline);
    expect(await b.page.locator('[data-deadline-at]').innerText()).toContain(
      `time runs out ${shown(paused, 'America/New_York')}`,
    );
    await b.page.goto(`${server.url}#/p/${annGuest.user.id}`);
    await b.page.waitForSelector(`[data-vacation-until="${until}"]`);

    // Ann ends it early: one day counts.
    await a.page.click('[data-action=end-vacation]');
    await a.page.waitForSelector('.vacation[data-vacation=off]');
    expect(await a.page.locator('.vacation').innerText()).toContain('1 of 21 days used this year');

    await ann.close();
    await bob.close();
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  });
});
