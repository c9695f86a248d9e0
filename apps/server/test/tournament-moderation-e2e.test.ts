/**
 * A tournament's moderation in Chromium. A moderator sees the moderator's tools on the tournament
 * page and uses them: pause, resume, remove a player from their standings row (confirmed), cancel
 * (a dismissed confirmation changes nothing; an accepted one cancels); and removes a line of the
 * tournament's chat, which leaves the player's page. A registered player who does not moderate
 * sees none of the tools, and reports a line from the same chat tools as a table's: the report
 * reaches the moderators' queue naming the tournament.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { QueueResponse } from '@carcassonne/protocol';
import { account, type Player, type TestServer } from './helpers.js';
import { chromiumEnabled, signedInPage, withOnlineBrowser } from './online-browser.js';
import { api, createTournament, quickSettings, signed, view, viewUntil } from './tournament-helpers.js';

/** The page of a registered account (its identity as registering leaves it: with its username). */
const pageOf = (browser: Browser, who: Player) =>
  signedInPage(browser, { ...who.guest, user: { ...who.guest.user, username: who.guest.user.id } });

/** Click, and answer the confirmation it asks for. */
async function confirmed(page: Page, selector: string, accept: boolean): Promise<void> {
  page.once('dialog', (d) => void (accept ? d.accept() : d.dismiss()));
  await page.click(selector);
}

describe.skipIf(!chromiumEnabled)('moderating a tournament in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  let mod: Player;
  let pat: Player;
  let id = '';
  withOnlineBrowser(
    async (online) => {
      ({ server, browser } = online);
      // The first registered account moderates; Pat is registered and plays, Pat does not moderate.
      mod = await account(server, 'Mod');
      pat = await account(server, 'Pat');
      id = await createTournament(server, mod, quickSettings({ rounds: 3, maxPlayers: 8 }, 2000));
      for (let i = 0; i < 3; i++)
        await api(server, 'POST', `/api/tournaments/${id}/bots`, { ...signed(mod), bot: 'level1' });
      await api(server, 'POST', `/api/tournaments/${id}/register`, signed(pat));
      await api(server, 'POST', `/api/tournaments/${id}/check-in`, signed(pat));
      // Round 1 is paired; Pat's game waits for her (the grace) so the tournament stays running.
      await viewUntil(server, id, (v) => v.status === 'running' && v.rounds.length === 1);
    },
    { config: { tournamentTickMs: 40 } },
  );

  it('shows the tools to a moderator, who uses them, and not to a player', async () => {
    const moderator = await pageOf(browser, mod);
    const player = await pageOf(browser, pat);
    for (const p of [moderator.page, player.page]) {
      await p.goto(`${server.url}#/tournaments/${id}`);
      await p.waitForSelector('main[data-tournament-page=ready][data-status=running] tr[data-standing]');
    }
    await moderator.page.waitForSelector('[data-moderator-tools] [data-action=tournament-moderate-pause]');
    expect(await moderator.page.locator('tr[data-standing] [data-action=tournament-remove]').count()).toBe(4);

    // The chat: Pat's line gets the moderator's remove; Mod's line gets Pat's report, no remove.
    await player.page.fill('[data-tournament-chat] input[name=chat]', 'this is spam');
    await player.page.click('[data-tournament-chat] [data-action=send-tournament-chat]');
    await moderator.page.fill('[data-tournament-chat] input[name=chat]', 'welcome all');
    await moderator.page.click('[data-tournament-chat] [data-action=send-tournament-chat]');
    for (const p of [moderator.page, player.page])
      for (const text of ['this is spam', 'welcome all'])
        await p.waitForSelector(`[data-tournament-chat] [data-chat-line]:has-text("${text}")`);
    const welcome = player.page.locator('[data-tournament-chat] [data-chat-line]:has-text("welcome all")');
    expect(await welcome.locator('[data-action=remove-line]').count()).toBe(0);
    await welcome.locator('[data-action=report-line]').click();
    await welcome.locator('input[name=report-reason]').fill('rude');
    await welcome.locator('[data-action=send-report]').click();
    await welcome.locator('[data-reported]').waitFor();
    const queue = await api<QueueResponse>(server, 'POST', '/api/moderation/queue', signed(mod));
    expect(queue.body.reports.map((r) => [r.tournament, r.line?.text])).toEqual([[id, 'welcome all']]);
    const spam = moderator.page.locator('[data-tournament-chat] [data-chat-line]:has-text("this is spam")');
    await spam.locator('[data-action=remove-line]').click();
    await spam.locator('input[name=report-reason]').fill('spam');
    await spam.locator('[data-action=send-removal]').click();
    for (const p of [moderator.page, player.page])
      await p.waitForSelector('[data-tournament-chat] [data-chat-line]:has-text("this is spam")', {
        state: 'detached',
      });

    // Pause and resume.
    await moderator.page.click('[data-action=tournament-moderate-pause]');
    await moderator.page.waitForSelector('main[data-status=paused] [data-action=tournament-moderate-resume]');
    await player.page.waitForSelector('main[data-status=paused]');
    await moderator.page.click('[data-action=tournament-moderate-resume]');
    await moderator.page.waitForSelector('main[data-status=running] [data-action=tournament-moderate-pause]');

    // Remove a bot from its row of the standings (confirmed): it is withdrawn, its button gone.
    const bot = (await view(server, id)).entrants.find((e) => e.kind === 'bot')!;
    await confirmed(moderator.page, `tr[data-standing="${bot.id}"] [data-action=tournament-remove]`, true);
    await viewUntil(server, id, (v) => v.entrants.find((e) => e.id === bot.id)?.withdrawn === true);
    await moderator.page.waitForSelector(
      `tr[data-standing="${bot.id}"]:not(:has([data-action=tournament-remove]))`,
    );

    // Cancel: dismissed, nothing changes; accepted, the tournament is cancelled and the tools go.
    await confirmed(moderator.page, '[data-action=tournament-moderate-cancel]', false);
    expect((await view(server, id)).status).toBe('running');
    await confirmed(moderator.page, '[data-action=tournament-moderate-cancel]', true);
    await moderator.page.waitForSelector('main[data-status=cancelled]');
    expect(await moderator.page.locator('[data-moderator-tools]').count()).toBe(0);

    // Pat never saw a moderator's tool.
    await player.page.waitForSelector('main[data-status=cancelled]');
    expect(await player.page.locator('[data-moderator-tools], [data-action=tournament-remove]').count()).toBe(
      0,
    );
    expect(moderator.errors).toEqual([]);
    expect(player.errors).toEqual([]);
  }, 90_000);

  it('shows an organizer one Cancel: the moderator panel’s when the organizer moderates', async () => {
    const hour = 3_600_000;
    const own = await createTournament(server, mod, quickSettings({ rounds: 3, maxPlayers: 8 }, hour));
    const pats = await createTournament(server, pat, quickSettings({ rounds: 3, maxPlayers: 8 }, hour));
    const moderator = await pageOf(browser, mod);
    const player = await pageOf(browser, pat);
    const cancels = async (page: Page, tournament: string) => {
      await page.goto(`${server.url}#/tournaments/${tournament}`);
      await page.waitForSelector(
        'main[data-tournament-page=ready][data-status=upcoming] [data-action=tournament-add-bot]',
      );
      return [
        await page.locator('[data-action=tournament-cancel]').count(),
        await page.locator('[data-action=tournament-moderate-cancel]').count(),
      ];
    };
    expect(await cancels(moderator.page, own)).toEqual([0, 1]);
    expect(await cancels(player.page, pats)).toEqual([1, 0]);
    expect(moderator.errors).toEqual([]);
    expect(player.errors).toEqual([]);
  }, 90_000);
});
