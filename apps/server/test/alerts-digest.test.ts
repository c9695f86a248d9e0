/**
 * The daily digest through the mail queue and a local SMTP server: the lines of a day leave as
 * one mail 24 h after the first, not before, and after the player's quiet hours.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { DEFAULT_ALERT_SETTINGS } from '@carcassonne/protocol';
import { alertConfigFromEnv } from '../src/alerts/alert-config.js';
import { MailQueue } from '../src/alerts/mail-queue.js';
import { SqliteStorage } from '../src/storage/sqlite.js';
import { SmtpSink } from './smtp-sink.js';

const HOUR = 3600_000;
const START = Date.UTC(2026, 0, 5, 9, 0);
let storage: SqliteStorage;
let sink: SmtpSink;
let queue: MailQueue;
let now: number;

beforeEach(async () => {
  storage = SqliteStorage.open({ file: ':memory:' });
  sink = await SmtpSink.start();
  now = START;
  const config = { ...alertConfigFromEnv({}), smtpUrl: sink.url, pollMs: 3_600_000 };
  queue = new MailQueue(
    storage.alerts,
    config,
    { info: () => undefined, warn: () => undefined },
    () => 'http://x',
    () => now,
  );
  await storage.createUser({ id: 'alice', name: 'Alice', createdAt: 1 }, 'hash-alice');
  await storage.alerts.setMailAddress({
    userId: 'alice',
    address: 'alice@example.com',
    confirmedAt: 1,
    tokenHash: null,
    tokenExpires: null,
    unsubscribe: 'unsubscribe-token',
  });
});

afterEach(async () => {
  await queue.stop();
  await sink.close();
  await storage.close();
});

it('sends the day’s lines as one mail 24 h after the first, after quiet hours', async () => {
  const quiet = { from: '22:00', to: '07:00', timeZone: 'UTC' };
  await storage.alerts.setSettings('alice', { ...DEFAULT_ALERT_SETTINGS, mail: 'digest', quiet }, 1);
  await storage.alerts.addDigestLine('alice', 'Your turn: <one>', 'http://x/#/t/a', START);
  await storage.alerts.addDigestLine('alice', 'Game over: two', 'http://x/#/t/b', START + HOUR);
  queue.start();
  now = START + 23 * HOUR;
  queue.kick();
  await queue.settled();
  expect(sink.mails).toEqual([]);
  // 24 h on it is 09:00: out of quiet hours, the digest leaves.
  now = START + 24 * HOUR;
  queue.kick();
  await queue.settled();
  await sink.until(() => sink.mails.length === 1);
  const mail = sink.mails[0]!.text;
  expect(mail).toContain('Carcassonne: 2 alerts of the day');
  expect(mail).toContain('&lt;one&gt;');
  expect(mail).toContain('Game over: two');
  expect(mail).toContain('http://x/api/mail/unsubscribe?token=unsubscribe-token');
  expect(await storage.alerts.digestsDue(now, 10)).toEqual([]);
});

it('holds a digest due in quiet hours until they end', async () => {
  const quiet = { from: '08:00', to: '12:00', timeZone: 'UTC' };
  await storage.alerts.setSettings('alice', { ...DEFAULT_ALERT_SETTINGS, mail: 'digest', quiet }, 1);
  await storage.alerts.addDigestLine('alice', 'Your turn', 'http://x/#/t/a', START);
  queue.start();
  now = START + 24 * HOUR;
  queue.kick();
  await queue.settled();
  expect(sink.mails).toEqual([]);
  const [waiting] = await storage.alerts.dueMails(Number.MAX_SAFE_INTEGER, 10);
  expect(waiting?.nextAt).toBe(Date.UTC(2026, 0, 6, 12, 0));
  now = Date.UTC(2026, 0, 6, 12, 0);
  queue.kick();
  await queue.settled();
  await sink.until(() => sink.mails.length === 1);
});
