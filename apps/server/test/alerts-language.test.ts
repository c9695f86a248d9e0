/**
 * Alerts in the player's language: every language has every word of the table (with the same
 * places to fill); a player whose settings keep German gets German pushes and mails (names still
 * escaped in the HTML), one with none English; the page's language is kept when the settings are
 * saved and when a device subscribes, and a language the server does not know is refused.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  ALERT_LANGUAGES,
  DEFAULT_ALERT_SETTINGS,
  type AlertSettingsResponse,
  type Challenge,
  type GuestResponse,
} from '@carcassonne/protocol';
import { ALERT_WORDS, type AlertWordKey } from '../src/alerts/alert-words.js';
import { Notifier } from '../src/alerts/notifier.js';
import { SqliteStorage } from '../src/storage/sqlite.js';
import { newGuest } from '../src/tools/client.js';
import { keepingChannels } from './alert-channels.js';
import { startTestServer, type TestServer } from './helpers.js';
import { TestPushService, testSubscriber } from './push-service.js';

const places = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

it('every language has every word, with the same places to fill', () => {
  const keys = Object.keys(ALERT_WORDS.en).sort() as AlertWordKey[];
  expect(Object.keys(ALERT_WORDS).sort()).toEqual([...ALERT_LANGUAGES].sort());
  for (const lang of ALERT_LANGUAGES) {
    const words: Readonly<Record<string, string>> = ALERT_WORDS[lang];
    expect(Object.keys(words).sort(), lang).toEqual(keys);
    for (const key of keys) {
      expect(words[key]?.trim(), `${lang}.${key}`).toBeTruthy();
      expect(places(words[key] ?? ''), `${lang}.${key}`).toEqual(places(ALERT_WORDS.en[key]));
    }
  }
});

it('words pushes and mails in the language the settings keep; English without one', async () => {
  const storage = SqliteStorage.open({ file: ':memory:' });
  const { push, mail, pushed, mailed } = keepingChannels();
  const notifier = new Notifier(storage, push, mail, () => 'http://x', { warn: () => undefined });
  try {
    await storage.createUser({ id: 'alice', name: 'Alice', createdAt: 1 }, 'hash');
    await storage.setLogin('alice', 'alice', 'x');
    await storage.alerts.addSubscription({
      id: 's1',
      userId: 'alice',
      endpoint: 'https://fcm.googleapis.com/x',
      p256dh: 'p',
      auth: 'a',
      label: 'L',
      createdAt: 1,
    });
    await storage.alerts.setMailAddress({
      userId: 'alice',
      address: 'alice@example.com',
      confirmedAt: 1,
      tokenHash: null,
      tokenExpires: null,
      unsubscribe: 'u-token',
    });
    const challenge: Challenge = {
      id: 'c1',
      from: { id: 'bob', name: 'Bob <b>' },
      to: { id: 'alice', name: 'Alice' },
      preset: 'classic',
      clock: { kind: 'none' },
      rated: true,
      status: 'pending',
      createdAt: 1,
      expiresAt: 2,
      table: null,
    };
    await storage.alerts.setSettings('alice', { ...DEFAULT_ALERT_SETTINGS, lang: 'de' }, 1);
    await notifier.alert('alice', 'challenge', (w) => ({
      title: w.challengeTitle,
      body: w.challengeBody.replace('{name}', challenge.from.name),
      table: null,
    }));
    expect(pushed.map((p) => [p.title, p.body])).toEqual([
      ['Herausforderung', 'Bob <b> fordert dich zu einer Partie heraus'],
    ]);
    expect(mailed[0]?.content.subject).toBe('Carcassonne: Herausforderung');
    expect(mailed[0]?.content.text).toContain(ALERT_WORDS.de.footer);
    expect(mailed[0]?.content.html).toContain('Bob &lt;b&gt; fordert dich');
    expect(mailed[0]?.content.html).not.toContain('<b>');
    expect(mailed[0]?.content.html).toContain(`>${ALERT_WORDS.de.unsubscribe}</a>`);

    // The notifier's own words, through the challenge hook; then without a language: English.
    notifier.challenged('alice', challenge);
    await notifier.stop();
    expect(pushed[1]?.title).toBe('Herausforderung');
    await storage.alerts.setSettings('alice', DEFAULT_ALERT_SETTINGS, 2);
    await notifier.alert('alice', 'ended', (w) => ({ title: w.endedTitle, body: 'b', table: 't1' }));
    expect(pushed[2]?.title).toBe('Game over');
    await notifier.alert('alice', 'challenge', (w) => ({ title: w.challengeTitle, body: 'b', table: null }));
    expect(mailed).toHaveLength(3);
    expect(mailed[2]?.content.subject).toBe('Carcassonne: Challenge');
    expect(mailed[2]?.content.text).toContain(ALERT_WORDS.en.footer);
  } finally {
    await storage.close();
  }
});

let server: TestServer;
let service: TestPushService;

beforeAll(async () => {
  service = await TestPushService.start();
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
  await service?.close();
});

async function post(path: string, body: object): Promise<{ status: number; body: unknown }> {
  const answer = await fetch(new URL(path, server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: await answer.json() };
}
const signedIn = (g: GuestResponse) => ({ user: g.user.id, secret: g.secret });
const settingsOf = async (g: GuestResponse) =>
  ((await post('api/notify/settings', signedIn(g))).body as AlertSettingsResponse).settings;

it('keeps the page language when a device subscribes and when the settings are saved', async () => {
  const eve = await newGuest(server.url, 'Eve');
  expect((await settingsOf(eve)).lang).toBeUndefined();
  const subscribed = await post('api/push/subscribe', {
    ...signedIn(eve),
    subscription: { endpoint: `${service.url}/eve`, expirationTime: null, keys: testSubscriber().keys },
    lang: 'sv',
  });
  expect(subscribed.status).toBe(200);
  expect((await settingsOf(eve)).lang).toBe('sv');

  const saved = await post('api/notify/settings/save', {
    ...signedIn(eve),
    settings: { ...DEFAULT_ALERT_SETTINGS, lang: 'nl' },
  });
  expect(saved.status).toBe(200);
  expect((await settingsOf(eve)).lang).toBe('nl');

  const refused = await post('api/notify/settings/save', {
    ...signedIn(eve),
    settings: { ...DEFAULT_ALERT_SETTINGS, lang: 'fr' },
  });
  expect(refused.status).toBe(400);
  expect((await settingsOf(eve)).lang).toBe('nl');
});
