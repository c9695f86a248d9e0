/**
 * Moderation in Chromium, three people: a player reports another's chat line from the table's
 * page; the moderator (the first registered account) finds it on the moderation page with the
 * lines around it and mutes the player; the muted player's next line is refused, and the page
 * shows the moderator's reason and the end of the mute. The log shows the action. A ban the
 * moderator chose to cover the address refuses new guests from it.
 */
import { join } from 'node:path';
import type { GuestResponse } from '@carcassonne/protocol';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newGuest, resultOf } from '../src/tools/client.js';
import { connectAs, openTable, type TestServer } from './helpers.js';
import { ARTIFACTS, chromiumEnabled, signedInPage, withOnlineBrowser } from './online-browser.js';

describe.skipIf(!chromiumEnabled)('moderation in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  withOnlineBrowser((online) => ({ server, browser } = online));
  /** The first registered account (the first test registers it). */
  let moderator: GuestResponse | undefined;

  /** A page of this browser signed in as `who` (the identity the page keeps), at `hash`. */
  async function pageAs(who: GuestResponse, hash: string): Promise<Page> {
    const { page } = await signedInPage(browser, who, { viewport: { width: 1200, height: 900 } });
    await page.goto(`${server.url}${hash}`);
    return page;
  }

  it('a reported line reaches the moderation page; the muted player is told why', async () => {
    const boss = await newGuest(server.url, 'Boss');
    const registered = await fetch(new URL('/api/register', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        user: boss.user.id,
        secret: boss.secret,
        username: 'boss',
        password: 'a-long-password',
      }),
    });
    expect(registered.status).toBe(200);
    moderator = boss;
    const troll = await newGuest(server.url, 'Max');
    const reporter = await newGuest(server.url, 'Rita');
    const host = await connectAs(server.ws, troll, 'max');
    const table = await openTable(host, { preset: 'classic' });
    const rita = await connectAs(server.ws, reporter, 'rita');
    resultOf(await rita.request({ type: 'join', table, seat: 1 }));
    await Promise.all([host.close(), rita.close()]);

    const maxPage = await pageAs(troll, `#/t/${table}`);
    const ritaPage = await pageAs(reporter, `#/t/${table}`);
    await maxPage.waitForSelector('section.chat[data-channel=players] input[name=chat]');
    await maxPage.fill('section.chat input[name=chat]', 'you all play badly, idiots');
    await maxPage.click('[data-action=send-chat]');

    // Rita reports the line from her page.
    const line = ritaPage.locator('[data-chat-line]', { hasText: 'idiots' });
    await line.waitFor();
    await line.locator('[data-action=report-line]').click();
    await line.locator('input[name=report-reason]').fill('insults the players');
    await line.locator('[data-action=send-report]').click();
    await ritaPage.waitForSelector('[data-reported]');

    // The moderator goes there from the lobby's line of links (a player's line has no such link),
    // sees the report with its line, and mutes Max.
    const bossPage = await pageAs({ ...boss, user: { ...boss.user, username: 'boss' } }, '#/online');
    await bossPage.click('.account-bar [data-action=moderation]');
    await ritaPage.goto(`${server.url}#/online`);
    await ritaPage.waitForSelector('.account-bar [data-action=tournaments]');
    expect(await ritaPage.locator('[data-action=moderation]').count()).toBe(0);
    const report = bossPage.locator('[data-report]', { hasText: 'insults the players' });
    await report.waitFor();
    expect(await report.locator('[data-reported-line]').textContent()).toContain(
      'you all play badly, idiots',
    );
    expect(await report.textContent()).toContain('Rita');
    await report.locator('input[name=moderation-reason]').fill('insults at the table');
    await report.locator('input[name=moderation-minutes]').fill('30');
    await report.locator('[data-action=mute]').click();
    await bossPage.waitForSelector('[data-audit-action=mute]');
    await bossPage.screenshot({ path: join(ARTIFACTS, 'online-moderation-page.png'), fullPage: true });
    expect(await bossPage.locator('[data-audit-action=mute]').textContent()).toContain(
      'insults at the table',
    );
    // The report was handled by the mute: the queue is empty again.
    await bossPage.waitForSelector('[data-report]', { state: 'detached' });

    // Max's next line is refused, with the reason and the end of the mute.
    await maxPage.fill('section.chat input[name=chat]', 'hello?');
    await maxPage.click('[data-action=send-chat]');
    // Told at once, above the table, and again when a line is refused.
    await maxPage.locator('[data-standing=mute]', { hasText: 'insults at the table' }).waitFor();
    const refusal = maxPage.locator('[data-sanction=muted]');
    await refusal.waitFor();
    const words = (await refusal.textContent()) ?? '';
    expect(words).toContain('insults at the table');
    expect(words).toMatch(/You are muted until .+\. Reason: insults at the table/);
    await maxPage.screenshot({ path: join(ARTIFACTS, 'online-moderation-muted.png') });
    // Nothing of the refused line reached the table.
    expect((await server.storage.recentChat(table, 'players', 10)).map((l) => l.text)).toEqual([
      'you all play badly, idiots',
    ]);

    // At the table the moderator may remove a spectator's line; the page asked for the standing
    // once (its banner and the chat share it: the chat asked again before).
    const fan = await connectAs(server.ws, await newGuest(server.url, 'Vera'), 'vera');
    resultOf(await fan.request({ type: 'watch', table }));
    resultOf(await fan.request({ type: 'chat', table, text: 'go Rita' }));
    await fan.close();
    const { page: atTable } = await signedInPage(
      browser,
      { ...boss, user: { ...boss.user, username: 'boss' } },
      { viewport: { width: 1200, height: 900 } },
    );
    const asked: string[] = [];
    atTable.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/standing') asked.push(r.method());
    });
    await atTable.goto(`${server.url}#/t/${table}`);
    await atTable
      .locator('[data-chat-line]', { hasText: 'go Rita' })
      .locator('[data-action=remove-line]')
      .waitFor();
    expect(asked).toEqual(['POST']);
    await Promise.all([maxPage, ritaPage, bossPage, atTable].map((p) => p.context().close()));
  });

  it('a ban chosen to cover the address refuses new guests from it until it ends', async () => {
    // Last in this file: every page here comes from 127.0.0.1, which the ban covers.
    expect(moderator).toBeDefined();
    const zed = await newGuest(server.url, 'Zed');
    const ann = await newGuest(server.url, 'Ann');
    const reported = await fetch(new URL('/api/report', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: ann.user.id, secret: ann.secret, player: zed.user.id, reason: 'cheats' }),
    });
    expect(reported.ok).toBe(true);
    const bossPage = await pageAs(moderator!, '#/moderation');
    const report = bossPage.locator('[data-report]', { hasText: 'cheats' });
    await report.waitFor();
    // The choice is the moderator's: nothing is covered unless ticked.
    expect(await report.locator('input[name=ban-cover-address]').isChecked()).toBe(false);
    expect(await report.locator('input[name=ban-cover-device]').isChecked()).toBe(false);
    await report.locator('input[name=ban-cover-address]').check();
    await report.locator('[data-action=ban]').click();
    await bossPage.waitForSelector('[data-audit-action=ban]');
    const refused = await fetch(new URL('/api/guests', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Zed2' }),
    });
    expect(refused.status).toBe(403);
    const body = (await refused.json()) as { error?: { code: string; message: string } };
    expect(body.error?.code).toBe('banned');
    expect(body.error?.message).toMatch(/^banned until /);
    await bossPage.context().close();
  });
});
