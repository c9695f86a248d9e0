/**
 * A tournament in Chromium, as a player lives it: the list leads to it; its organizer enters bots
 * on its page; a guest reads why they
 * cannot enter; a registered player registers and checks in on its page, is told when round 1 is
 * paired, opens their table from the page and plays it by clicking the board, and sees the
 * standings with the organizer's tie-breaks, and the tournament on their page; a line of the
 * tournament's chat reaches the guest's page. The page learns of
 * the pairing from the server's push (its polling is set too slow to); the server's clock runs
 * ahead on demand (the start).
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { systemClock, type Clock } from '../src/core/clock.js';
import { account, player, type Player, type TestServer } from './helpers.js';
import { chromiumEnabled, signedInPage, withOnlineBrowser } from './online-browser.js';
import { createTournament, quickSettings, viewUntil } from './tournament-helpers.js';

/** The system's time, moved ahead by the test (the tournament's start without waiting for it). */
let ahead = 0;
const clock: Clock = { now: () => Date.now() + ahead, after: systemClock.after };

/** One decision if it is this page's turn: the first legal square, no follower, confirm. */
async function act(page: Page): Promise<boolean> {
  if ((await page.locator('main.online-play[data-mine=true]').count()) === 0) return false;
  const legal = page.locator('rect.legal');
  if ((await legal.count()) === 0) return false;
  await legal.first().click();
  if ((await page.locator('[data-action=no-follower]').count()) > 0)
    await page.click('[data-action=no-follower]');
  await page.click('[data-action=confirm]');
  return true;
}

describe.skipIf(!chromiumEnabled)('a tournament in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  let ann: Player;
  let guest: Player;
  let id = '';
  withOnlineBrowser(
    async (online) => {
      ({ server, browser } = online);
      [ann, guest] = await Promise.all([account(server, 'Ann'), player(server, 'Gus')]);
      // Ann organizes it (and enters its bots on its page) and plays in it.
      id = await createTournament(
        server,
        ann,
        quickSettings(
          {
            name: 'Browser cup',
            rounds: 1,
            gamesPerMatch: 1,
            duplicate: true,
            tieBreaks: ['margin', 'buchholz'],
            testTiles: 3,
            // Check-in open from now on: the window (10 minutes) began before the start is near.
            registrationOpensAt: clock.now() - 60_000,
            startsAt: clock.now() + 9 * 60_000,
          },
          0,
        ),
      );
    },
    { clock, config: { tournamentTickMs: 40 } },
  );

  it('register, check in, told of the pairing, play the table, see the standings', async () => {
    // The list leads to the tournament.
    // The page keeps the identity as registering left it: with its username (its user id here).
    const registered = { ...ann.guest, user: { ...ann.guest.user, username: ann.guest.user.id } };
    const { page, errors } = await signedInPage(browser, registered);
    await page.goto(`${server.url}?followedPollMs=600000#/online`);
    await page.click('main.lobby [data-action=tournaments]');
    await page.waitForSelector(`section[data-list=upcoming] tr[data-tournament="${id}"]`);
    await page.click(`tr[data-tournament="${id}"] a`);
    await page.waitForSelector('main[data-tournament-page=ready][data-status=upcoming]');
    expect(await page.locator('[data-setting=tie-breaks] dd').innerText()).toBe('Point margin › Buchholz');
    // The organizer enters three bots.
    for (const n of [1, 2, 3]) {
      await page.click('[data-action=tournament-add-bot]');
      await page.waitForSelector(`[data-setting=players] dd:text-is("${n} of 16")`);
    }

    // A guest is told that tournaments are for registered players, and gets no button.
    const gus = await signedInPage(browser, guest.guest);
    await gus.page.goto(`${server.url}#/tournaments/${id}`);
    await gus.page.waitForSelector('section[data-entry=guest]');
    expect(await gus.page.locator('[data-action^=tournament-]').count()).toBe(0);

    // The tournament's chat: Ann's line reaches her page and Gus's (the followers' tick).
    await page.fill('[data-tournament-chat] input[name=chat]', 'good luck all');
    await page.click('[data-tournament-chat] [data-action=send-tournament-chat]');
    for (const p of [page, gus.page])
      await p.waitForSelector('[data-tournament-chat] [data-chat-line]:has-text("good luck all")');

    // Register, then check in (the window is open: the start is 9 minutes away).
    await page.click('[data-action=tournament-register]');
    await page.waitForSelector('[data-me-entrant=registered]');
    await page.click('[data-action=tournament-check-in]');
    await page.waitForSelector('[data-me-entrant=checked-in]');
    expect(await page.locator('[data-action=tournament-unregister]').count()).toBe(1);

    // The start comes: round 1 is paired and the page says so, with the way to the table.
    ahead += 10 * 60_000;
    await page.waitForSelector('main[data-status=running] [role=alert][data-paired="1"]');
    await page.waitForSelector('tr[data-standing]');
    const table = await page.locator('[data-my-table]').getAttribute('data-my-table');
    expect(table).toBeTruthy();
    await page.click('[data-my-table]');

    // Play it on the board to its end.
    await page.waitForSelector('main.online-play');
    const deadline = Date.now() + 45_000;
    while ((await page.locator('main.online-play[data-finished=true]').count()) === 0) {
      if (Date.now() > deadline) throw new Error('the game did not end');
      if (!(await act(page))) await page.waitForTimeout(50);
    }

    // Back on the tournament's page: the round is over, the standings count the game.
    const finished = await viewUntil(server, id, (v) => v.status === 'finished');
    await page.goto(`${server.url}#/tournaments/${id}`);
    await page.waitForSelector('main[data-tournament-page=ready][data-status=finished]');
    const me = ann.guest.user.id;
    const row = page.locator(`tr[data-standing="${me}"]`);
    const rank = finished.standings.find((s) => s.entrant === me)!.rank;
    expect(await row.locator('td.pos').innerText()).toBe(String(rank));
    const headings = await page.locator('table.standings thead th').allInnerTexts();
    expect(headings).toEqual([
      'Rank',
      'Player',
      'Score',
      'Games',
      'Point margin',
      'Buchholz',
      'Duplicate score',
    ]);
    expect(await page.locator('details[data-round="1"][data-finished=true]').count()).toBe(1);

    // The deal compared across both tables: two games from each seat.
    await page.click('[data-deal-link="r1-0"]');
    await page.waitForSelector('main[data-same-tiles=ready]');
    expect(await page.locator('section[data-seat="0"] tr[data-deal-seat]').count()).toBe(2);

    // The tournament on the player's page.
    await page.goto(`${server.url}#/p/${me}`);
    await page.waitForSelector(`[data-profile-tournament="${id}"]`);
    expect(errors).toEqual([]);
  }, 60_000);
});
