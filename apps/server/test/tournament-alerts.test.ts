/**
 * Tournament alerts end to end (push service and SMTP server in the test): when the first round
 * is paired each person seated in it is told, and again when their game's table starts, by the
 * channels their settings choose; a person who turned the pairing alert off is not told of it.
 */
import { afterAll, expect, it, vi } from 'vitest';
import type { AlertSettingsResponse, TournamentEntrant } from '@carcassonne/protocol';
import { alertConfigFromEnv } from '../src/alerts/alert-config.js';
import { account, startTestServer, type TestServer } from './helpers.js';
import { decryptPush, TestPushService, testSubscriber, type TestSubscriber } from './push-service.js';
import { SmtpSink } from './smtp-sink.js';
import { api, createTournament, quickSettings, signed } from './tournament-helpers.js';

const closing: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const c of closing.reverse()) await c.close();
});

interface Pushed {
  readonly title: string;
  readonly body: string;
  readonly url: string;
  readonly tag: string;
}

it('tells each person of the pairing and of their game by the channels they chose', async () => {
  const push = await TestPushService.start();
  closing.push(push);
  const sink = await SmtpSink.start();
  closing.push(sink);
  const alerts = { ...alertConfigFromEnv({}), smtpUrl: sink.url, pollMs: 50, mailRetryMs: 50 };
  const server: TestServer = await startTestServer({ config: { tournamentTickMs: 40, alerts } });
  closing.push({ close: () => server.stop() });
  const organizer = await account(server, 'Orga');
  const ann = await account(server, 'Ann');
  const bob = await account(server, 'Bob');
  const subscribers = new Map<string, TestSubscriber>();
  for (const [who, path] of [
    [ann, 'ann'],
    [bob, 'bob'],
  ] as const) {
    const subscriber = testSubscriber();
    subscribers.set(path, subscriber);
    const subscribed = await api(server, 'POST', '/api/push/subscribe', {
      ...signed(who),
      subscription: { endpoint: `${push.url}/${path}`, expirationTime: null, keys: subscriber.keys },
    });
    expect(subscribed.status).toBe(200);
    await server.storage.alerts.setMailAddress({
      userId: who.guest.user.id,
      address: `${path}@example.com`,
      confirmedAt: 1,
      tokenHash: null,
      tokenExpires: null,
      unsubscribe: `unsubscribe-${path}`,
    });
  }
  // Bob wants no word of pairings (by either channel), only of his game.
  const bobs = (await api<AlertSettingsResponse>(server, 'POST', '/api/notify/settings', signed(bob))).body;
  expect(bobs.settings.events.paired).toEqual({ push: true, mail: false });
  const saved = await api(server, 'POST', '/api/notify/settings/save', {
    ...signed(bob),
    settings: { ...bobs.settings, events: { ...bobs.settings.events, paired: { push: false, mail: false } } },
  });
  expect(saved.status).toBe(200);

  const id = await createTournament(server, organizer, quickSettings({ rounds: 1 }));
  for (const level of ['level1', 'level2'] as const) {
    const bot = await api<TournamentEntrant>(server, 'POST', `/api/tournaments/${id}/bots`, {
      ...signed(organizer),
      bot: level,
    });
    expect(bot.status).toBe(200);
  }
  for (const who of [ann, bob]) {
    expect((await api(server, 'POST', `/api/tournaments/${id}/register`, signed(who))).status).toBe(200);
    expect((await api(server, 'POST', `/api/tournaments/${id}/check-in`, signed(who))).status).toBe(200);
  }

  const pushesTo = (path: string): Pushed[] =>
    push.received
      .filter((r) => r.path === `/${path}`)
      .map((r) => JSON.parse(decryptPush(r.body, subscribers.get(path)!)) as Pushed);
  const titled = (path: string, title: string) => pushesTo(path).filter((p) => p.title === title);
  const mailsTo = (who: string, subject: string) =>
    sink.mails.filter((m) => m.to.includes(`${who}@example.com`) && m.text.includes(subject));
  await vi.waitFor(
    () => {
      expect(titled('ann', 'Round paired')).toHaveLength(1);
      expect(titled('ann', 'Your game starts')).toHaveLength(1);
      expect(titled('bob', 'Your game starts')).toHaveLength(1);
      expect(mailsTo('ann', 'Carcassonne: Your game starts')).toHaveLength(1);
      expect(mailsTo('bob', 'Carcassonne: Your game starts')).toHaveLength(1);
    },
    { timeout: 30_000, interval: 50 },
  );
  const base = server.url.replace(/\/$/, '');
  const [paired] = titled('ann', 'Round paired');
  expect(paired).toEqual({
    title: 'Round paired',
    body: 'Round 1 of Test cup is paired.',
    url: `${base}/#/tournaments/${id}`,
    tag: `tournament-${id}`,
  });
  // Her game's table is the link of the start.
  const tables = (await server.storage.tournaments.games(id)).map((g) => g.table);
  const [started] = titled('ann', 'Your game starts');
  expect(started?.body).toBe('Your game in Test cup starts now.');
  expect(tables.map((t) => `${base}/#/t/${t}`)).toContain(started?.url);
  // No mail of the pairing (off by default), and nothing of it at all to Bob, who turned it off.
  expect(mailsTo('ann', 'Round paired')).toEqual([]);
  expect(titled('bob', 'Round paired')).toEqual([]);
  expect(mailsTo('bob', 'Round paired')).toEqual([]);
}, 50_000);
