/**
 * The alerts' settings from the environment, and which push endpoints are accepted: `https` on a
 * host of `PUSH_SERVICES` (or a subdomain), `http://127.0.0.1` only with the test options.
 */
import { afterEach, expect, it } from 'vitest';
import { alertConfigFromEnv, KNOWN_PUSH_SERVICES } from '../src/alerts/alert-config.js';
import { PushSender } from '../src/alerts/push-sender.js';
import { SqliteStorage } from '../src/storage/sqlite.js';

const opened: SqliteStorage[] = [];
afterEach(async () => {
  for (const s of opened.splice(0)) await s.close();
});

it('reads the environment, refusing what cannot work', () => {
  const d = alertConfigFromEnv({});
  expect(d.smtpUrl).toBeNull();
  expect(d.vapid).toBeNull();
  expect(d.pushServices).toEqual(KNOWN_PUSH_SERVICES);
  expect(d.vapidSubject).toBe('mailto:admin@localhost');
  const set = alertConfigFromEnv({
    SMTP_URL: 'smtps://u:p@mail.example.org:465',
    PUBLIC_URL: 'https://play.example.org/',
    PUSH_SERVICES: 'Push.Example.org, other.example',
    VAPID_PUBLIC_KEY: 'pub',
    VAPID_PRIVATE_KEY: 'priv',
  });
  expect(set.publicUrl).toBe('https://play.example.org');
  expect(set.vapidSubject).toBe('https://play.example.org');
  expect(set.pushServices).toEqual(['push.example.org', 'other.example']);
  expect(set.vapid).toEqual({ publicKey: 'pub', privateKey: 'priv' });
  expect(() => alertConfigFromEnv({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
  expect(() => alertConfigFromEnv({ VAPID_PUBLIC_KEY: 'x' })).toThrow(/both or neither/);
  expect(() => alertConfigFromEnv({ VAPID_SUBJECT: 'me' })).toThrow(/VAPID_SUBJECT/);
  expect(() => alertConfigFromEnv({ PUSH_SERVICES: 'a b' })).toThrow(/PUSH_SERVICES/);
  expect(() => alertConfigFromEnv({ MAIL_RETRY_MS: '-1' })).toThrow(/MAIL_RETRY_MS/);
});

it('accepts endpoints on the allowed push services only; 127.0.0.1 over http only in tests', async () => {
  const storage = SqliteStorage.open({ file: ':memory:' });
  opened.push(storage);
  const config = alertConfigFromEnv({});
  const production = await PushSender.open(storage.alerts, config, false);
  const testing = await PushSender.open(storage.alerts, config, true);
  // Made once and kept: both read the same key.
  expect(testing.publicKey).toBe(production.publicKey);
  expect(production.endpointProblem('https://fcm.googleapis.com/fcm/send/x')).toBeNull();
  expect(production.endpointProblem('https://updates.push.services.mozilla.com/wpush/v2/x')).toBeNull();
  expect(production.endpointProblem('https://web.push.apple.com/x')).toBeNull();
  expect(production.endpointProblem('https://evilpush.apple.com.example.org/x')).not.toBeNull();
  expect(production.endpointProblem('https://user:pw@fcm.googleapis.com/x')).not.toBeNull();
  expect(production.endpointProblem('http://fcm.googleapis.com/x')).not.toBeNull();
  expect(production.endpointProblem('http://127.0.0.1:9/x')).not.toBeNull();
  expect(testing.endpointProblem('http://127.0.0.1:9/x')).toBeNull();
  expect(testing.endpointProblem('http://localhost:9/x')).not.toBeNull();
});
