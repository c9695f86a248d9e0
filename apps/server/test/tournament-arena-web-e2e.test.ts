/**
 * An arena in Chromium: a player who comes after the start joins it from its page (late entry);
 * a player at an arena table that allows berserk presses Berserk before their first move, and the
 * table says so; the tournament's page lists the arena's games by minute, not as rounds. The
 * server's clock runs ahead on demand (the start).
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { systemClock, type Clock } from '../src/core/clock.js';
import { account, type Player, type TestServer } from './helpers.js';
import { chromiumEnabled, signedInPage, withOnlineBrowser } from './online-browser.js';
import { api, createTournament, quickSettings, signed, viewUntil } from './tournament-helpers.js';

let ahead = 0;
const clock: Clock = { now: () => Date.now() + ahead, after: systemClock.after };

/** The page keeps the identity as registering left it: with its username (its user id here). */
const registered = (p: Player) => ({ ...p.guest, user: { ...p.guest.user, username: p.guest.user.id } });

describe.skipIf(!chromiumEnabled)('an arena in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  let ann: Player;
  let bob: Player;
  let id = '';
  withOnlineBrowser(
    async (online) => {
      ({ server, browser } = online);
      [ann, bob] = await Promise.all([account(server, 'Ann'), account(server, 'Bob')]);
      id = await createTournament(
        server,
        ann,
        quickSettings(
          {
            name: 'Arena cup',
            format: 'arena',
            arena: { minutes: 30, berserk: true },
            clock: { kind: 'bank', minutes: 5, increment: 0 },
            checkInMinutes: 0,
            testTiles: 3,
            startsAt: clock.now() + 9 * 60_000,
          },
          0,
        ),
      );
      for (let i = 0; i < 3; i++)
        await api(server, 'POST', `/api/tournaments/${id}/bots`, { ...signed(ann), bot: 'level1' });
      await api(server, 'POST', `/api/tournaments/${id}/register`, signed(ann));
    },
    { clock, config: { tournamentTickMs: 40 } },
  );

  it('join late, berserk at the table, the games listed by minute', async () => {
    ahead += 10 * 60_000;
    const annId = ann.guest.user.id;
    await viewUntil(server, id, (v) => v.live.some((l) => l.seats.includes(annId)));

    // Bob comes after the start: the page offers Join, and he is in.
    const late = await signedInPage(browser, registered(bob));
    await late.page.goto(`${server.url}?followedPollMs=600000#/tournaments/${id}`);
    await late.page.waitForSelector('main[data-tournament-page=ready][data-status=running]');
    await late.page.waitForSelector('[data-late-entry=open]');
    expect(await late.page.locator('[data-action=tournament-register]').innerText()).toBe('Join');
    await late.page.click('[data-action=tournament-register]');
    await late.page.waitForSelector('[data-me-entrant=checked-in]');

    // The arena's games: by minute, not as rounds.
    await late.page.waitForSelector('section.arena-games [data-minute] li[data-wave]');
    expect(await late.page.locator('details[data-round]').count()).toBe(0);
    // Paired in a wave after joining: the game is not numbered as a round.
    await late.page.waitForSelector('[data-my-table]');
    expect(await late.page.locator('[data-my-table]').innerText()).toBe('Play your game');
    await late.page
      .locator('section.arena-games')
      .screenshot({ path: 'apps/web/test/artifacts/arena-games.png' });

    // Ann at her table: Berserk before her first move, then it is gone and the table says so.
    const { page, errors } = await signedInPage(browser, registered(ann));
    await page.goto(`${server.url}?followedPollMs=600000#/tournaments/${id}`);
    await page.waitForSelector('[data-my-table]');
    await page.click('[data-my-table]');
    await page.waitForSelector('main.online-play [data-action=berserk]');
    await page.click('[data-action=berserk]');
    await page.waitForSelector('[data-presence-log] li:has-text("went berserk")');
    expect(await page.locator('[data-action=berserk]').count()).toBe(0);
    await page.screenshot({ path: 'apps/web/test/artifacts/arena-berserk.png' });
    expect(errors).toEqual([]);
    expect(late.errors).toEqual([]);
  }, 60_000);
});
