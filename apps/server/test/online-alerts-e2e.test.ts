/**
 * The alert settings in Chromium, on the player's own page: nothing asks for the notification
 * permission on the visit; without `SMTP_URL` the page says the server sends no mail; choices and
 * quiet hours (in the browser's time zone) are saved on the server; the push worker is served.
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { AlertSettingsResponse } from '@carcassonne/protocol';
import { newGuest } from '../src/tools/client.js';
import type { TestServer } from './helpers.js';
import { chromiumEnabled, signedInPage, withOnlineBrowser } from './online-browser.js';

describe.skipIf(!chromiumEnabled)('alert settings in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  withOnlineBrowser((online) => ({ server, browser } = online));

  it('saves which events alert and quiet hours; no permission asked; says mail is off', async () => {
    const guest = await newGuest(server.url, 'Ines');
    const { page, errors } = await signedInPage(browser, guest, {
      timezoneId: 'Europe/Stockholm',
      serviceWorkers: 'allow',
    });
    await page.goto(`${server.url}#/p/${guest.user.id}`);
    await page.waitForSelector('section.alerts[data-alerts=ready]');
    expect(await page.getAttribute('section.alerts', 'data-mail')).toBe('false');
    await page.waitForSelector('[data-note=mail-off]');
    // Nothing asked on the visit: the permission is still undecided.
    expect(await page.evaluate('Notification.permission')).toBe('default');

    await page.uncheck('[data-alert=ended-push]');
    await page.check('[data-alert=quiet]');
    await page.click('[data-action=save-alerts]');
    await page.waitForSelector('text=Saved.');
    const answer = await fetch(new URL('/api/notify/settings', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: guest.user.id, secret: guest.secret }),
    });
    const saved = (await answer.json()) as AlertSettingsResponse;
    expect(saved.settings.events.ended.push).toBe(false);
    expect(saved.settings.events.turn.push).toBe(true);
    expect(saved.settings.quiet).toEqual({ from: '22:00', to: '07:00', timeZone: 'Europe/Stockholm' });
    expect(saved.mailAllowed).toBe(false);

    const worker = await fetch(new URL('/push-worker.js', server.url));
    expect(worker.status).toBe(200);
    expect(await worker.text()).toContain('notificationclick');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
