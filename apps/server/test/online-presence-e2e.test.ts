/**
 * Presence, timeouts, resigning and the rematch as a person sees them in Chromium. Bob plays
 * through the server's own client; Alice in the browser. At a table with 5 s a move, Alice lets
 * her time run out and is told "time ran out" (not "while you were away"), the bot's move is
 * marked in the log, and every seat shows its clock. At a table with a 2 s grace period, Alice
 * leaves the page and, coming back, is told how many moves the bot played for her; Bob's
 * connection dies: Alice sees since when he is away and when the bot comes, then that a bot plays
 * for him; she resigns (after a confirmation), sees how the game ended, and asks for the rematch,
 * which opens the same table with the seats rotated. A time bank with an increment chosen in the
 * lobby shows every seat's time, ticking on the player due; a clock in its last 20 s warns in words.
 * The final dialog of a rated game between people shows each player's rating change.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { account, connectAs, openTable, type TestServer } from './helpers.js';
import { ARTIFACTS, chromiumEnabled, openPage, signedInPage, withOnlineBrowser } from './online-browser.js';
import { newGuest, resultOf, type GameClient } from '../src/tools/client.js';
import { autoplay, randomPick, seededRandom } from '../src/tools/autoplay.js';
import type { ClientMessageOf } from '@carcassonne/protocol';

describe.skipIf(!chromiumEnabled)('presence, timeouts, resign and rematch in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  withOnlineBrowser((online) => ({ server, browser } = online));

  async function alicePage(): Promise<{ page: Page; errors: string[] }> {
    return openPage(browser);
  }

  /** Bob's table (Bob in seat 0, its host), Alice's page seated in seat 1, the game started. */
  async function tableWithAlice(
    page: Page,
    settings: Pick<ClientMessageOf<'create'>, 'clock' | 'grace' | 'rated'>,
    signIn: boolean,
    host?: GameClient,
  ): Promise<{ bob: GameClient; table: string }> {
    const bob = host ?? (await connectAs(server.ws, await newGuest(server.url, 'Bob'), 'bob'));
    const table = await openTable(bob, { preset: 'modern', testTiles: 20, ...settings });
    await bob.request({ type: 'watch', table });
    await page.goto(`${server.url}#/t/${table}`);
    if (signIn) {
      await page.fill('input[name=display-name]', 'Alice');
      await page.click('[data-action=guest]');
    }
    await page.click('[data-action=join]');
    await bob.until(() => bob.states.get(table)?.seats[1]?.kind === 'human', 10_000, 'Alice seated');
    resultOf(await bob.request({ type: 'start', table }));
    await page.waitForSelector('main.online-play');
    return { bob, table };
  }

  it('time ran out: told so, the bot’s move marked, clocks on every seat', async () => {
    const { page, errors } = await alicePage();
    const { bob, table } = await tableWithAlice(page, { clock: { kind: 'move', seconds: 5 } }, true);
    autoplay(bob, table, 0, { choose: randomPick(seededRandom(1)) });
    // Both seats show a clock; the seat due ticks.
    await page.waitForSelector('[data-clock="0"]');
    await page.waitForSelector('[data-clock="1"]');
    expect(await page.locator('[data-clock="1"]').innerText()).toMatch(/\d:\d\d/);
    // 5 s a move is always within the last 20 s: the clock due warns in words, not by colour alone.
    await page.locator('.clock.due.low', { hasText: 'little time left' }).first().waitFor();
    // Alice does nothing on her turn: the bot plays that move only, and she is told why.
    await page.waitForSelector('[data-your-seat]', { timeout: 15_000 });
    const told = await page.locator('[data-your-seat]').innerText();
    expect(told).toContain('Time ran out');
    expect(told).not.toContain('while you were away');
    await page.waitForSelector('[data-presence-log] [data-bot-move]');
    expect(await page.locator('[data-presence-log]').innerText()).toContain('played by a bot');
    await page.screenshot({ path: join(ARTIFACTS, 'online-timeout.png') });
    await bob.close();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('away and played by a bot, with the reason; resign with confirmation; the rematch rotates the seats', async () => {
    const { page, errors } = await alicePage();
    // Not rated: a resignation before every player's second move aborts a rated game.
    const { bob, table } = await tableWithAlice(
      page,
      { clock: { kind: 'none' }, grace: 2, rated: false },
      true,
    );
    const pause = autoplay(bob, table, 0, { choose: randomPick(seededRandom(2)) });
    await page.waitForSelector('main.online-play[data-mine=true]');
    await page.waitForSelector('[data-presence-status=here][data-seat="0"]');

    // Alice leaves the page; past the grace period the bot plays for her; coming back, she is told.
    await page.goto('about:blank');
    const botMovesForAlice = () =>
      (bob.events.get(table) ?? []).filter((e) => e.event.kind === 'move' && e.event.seat === 1).length;
    await bob.until(() => botMovesForAlice() >= 2, 20_000, 'two bot moves for Alice');
    // Bob waits while she comes back: the bot and Bob alone would finish a short game during a slow
    // page load, and a finished game gives no seat back.
    pause();
    await page.goto(`${server.url}#/t/${table}`);
    await page.waitForSelector('[data-your-seat]');
    expect(await page.locator('[data-your-seat]').innerText()).toMatch(
      /You are back: a bot played \d+ moves for you while you were away/,
    );
    expect(await page.locator('[data-presence-log] [data-bot-move]').count()).toBeGreaterThanOrEqual(2);
    const stop = autoplay(bob, table, 0, { choose: randomPick(seededRandom(3)) });
    await page.waitForSelector('main.online-play[data-mine=true]');

    // Bob's connection dies: Alice sees since when, and when the bot comes, then that it plays for him.
    stop();
    bob.kill();
    await page.waitForSelector('[data-presence-words="0"]');
    expect(await page.locator('[data-presence-words="0"]').innerText()).toMatch(
      /Bob left \d+ s ago — a bot plays for Bob in \d+ s/,
    );
    await page
      .locator('[data-presence-words="0"]', { hasText: 'a bot plays for Bob: away' })
      .waitFor({ timeout: 15_000 });
    await page.screenshot({ path: join(ARTIFACTS, 'online-presence.png') });

    // Resign: a confirmation first; cancelling changes nothing.
    await page.click('[data-action=resign]');
    await page.waitForSelector('[data-confirm=resign]');
    await page.click('[data-confirm=resign] button:not(.primary)');
    expect(await page.locator('main.online-play').getAttribute('data-finished')).toBe('false');
    await page.click('[data-action=resign]');
    await page.click('[data-action=resign-yes]');
    await page.waitForSelector('main.online-play[data-finished=true]');
    const ending = await page.locator('[data-ending]').first().innerText();
    expect(ending).toContain('The game ended by resignation.');
    expect(ending).toContain('Alice resigned');

    // The final dialog names the server's winner (Bob), not the one with more points.
    await page.waitForSelector('.final .winner');
    expect(await page.locator('.final .winner').getAttribute('data-winners')).toBe('Bob');
    // …and says how the game ended.
    expect(await page.locator('.final [data-final-ending]').innerText()).toContain('Alice resigned');
    // The rematch: the same table, seats rotated (Alice first now), Bob still seated.
    await page.keyboard.press('Escape');
    await page.locator('.final').waitFor({ state: 'detached' });
    await page.click('[data-action=rematch]');
    await page.waitForSelector('main.seating');
    const rematch = /#\/t\/([^?]+)/.exec(page.url())![1]!;
    expect(rematch).not.toBe(table);
    expect(await page.locator('li[data-seat="0"]').innerText()).toContain('Alice');
    expect(await page.locator('li[data-seat="1"]').innerText()).toContain('Bob');
    const stored = (await server.storage.table(rematch))!;
    expect(stored.settings.grace).toBe(2);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the final dialog of a rated game between people shows each player’s rating change', async () => {
    // Rated games are between accounts (a guest's game is not rated; registered names are
    // reserved, so these two are not the other tests' Alice and Bob), and count once every
    // player has made two moves of their own: both play two through the server's client first.
    const alice = await account(server, 'Ada');
    const host = await account(server, 'Bert');
    const { page, errors } = await signedInPage(browser, alice.guest);
    const { bob, table } = await tableWithAlice(page, { clock: { kind: 'none' } }, false, host.client);
    await alice.client.request({ type: 'watch', table });
    const stops = [
      autoplay(bob, table, 0, { choose: (moves) => moves[0]! }),
      autoplay(alice.client, table, 1, { choose: (moves) => moves[0]! }),
    ];
    await bob.until(() => (bob.states.get(table)?.view?.version ?? 0) >= 6, 30_000, 'moves of both');
    for (const stop of stops) stop();
    await alice.client.close();
    await page.click('[data-action=resign]');
    await page.click('[data-action=resign-yes]');
    await page.waitForSelector('.final [data-rating-change="1"]');
    const lines = await page.locator('.final [data-rating-change]').allInnerTexts();
    expect(lines).toHaveLength(2);
    // Bert won by Ada's resignation: his rating rises, hers falls.
    expect(lines[0]).toMatch(/^Bert: Rating 1500\? → \d+\? \(\+\d+\)$/);
    expect(lines[1]).toMatch(/^Ada: Rating 1500\? → \d+\? \(-\d+\)$/);
    // The game is over: Ada's seat says she resigned, no bot is said to play it out.
    const seatWords = await page.locator('[data-presence-words="1"]').innerText();
    expect(seatWords).toContain('Ada resigned');
    expect(seatWords).not.toContain('bot');
    await page.screenshot({ path: join(ARTIFACTS, 'online-rating-changes.png') });
    await bob.close();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a time bank with an increment, chosen in the lobby: every seat’s time shown, ticking on the player due', async () => {
    const { page, errors } = await alicePage();
    await page.goto(`${server.url}?testTiles=12#/online`);
    await page.fill('input[name=display-name]', 'Alice');
    await page.click('[data-action=guest]');
    await page.selectOption('select[name=clock]', 'bank');
    await page.fill('input[name=clockValue]', '5');
    await page.fill('input[name=clockIncrement]', '10');
    await page.click('[data-action=create]');
    await page.waitForSelector('main.seating');
    expect(await page.locator('main.seating').innerText()).toContain('5 min + 10 s a move');
    const table = /#\/t\/([^?]+)/.exec(page.url())![1]!;
    const bob = await connectAs(server.ws, await newGuest(server.url, 'Bob'), 'bob-bank');
    resultOf(await bob.request({ type: 'join', table, seat: 1 }));
    await page.waitForSelector('li[data-seat="1"][data-seat-kind=human]');
    await page.click('[data-action=start]');
    await page.waitForSelector('[data-clock="1"]');
    expect(await page.locator('[data-clock="1"]').innerText()).toContain('5:00');
    const first = await page.locator('[data-clock="0"]').innerText();
    await expect.poll(() => page.locator('[data-clock="0"]').innerText(), { timeout: 5_000 }).not.toBe(first);
    expect(await page.locator('[data-clock="1"]').innerText()).toContain('5:00');
    await page.screenshot({ path: join(ARTIFACTS, 'online-time-bank.png') });
    await bob.close();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
