import { describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_SETTINGS } from '@carcassonne/protocol';
import type { QueuedMail } from '../src/storage/alerts.js';
import { storageAdapters } from './storage-adapters.js';

const { adapters } = await storageAdapters('carc-alerts-');

const mail = (id: string, userId: string, nextAt: number): QueuedMail => ({
  id,
  userId,
  address: `${userId}@example.com`,
  subject: 's',
  text: 't',
  html: '<p>h</p>',
  state: 'queued',
  attempts: 0,
  nextAt,
  createdAt: 1,
  sentAt: null,
});

describe.each(adapters)('alerts on $name', ({ open }) => {
  it('keeps keys, settings and subscriptions per user', async () => {
    const s = await open();
    try {
      for (const id of ['u1', 'u2']) await s.createUser({ id, name: id, createdAt: 1 }, `hash-${id}`);
      const made = await s.alerts.serverKey('vapid', () => 'first');
      expect(made).toBe('first');
      expect(await s.alerts.serverKey('vapid', () => 'second')).toBe('first');

      expect(await s.alerts.settings('u1')).toBeNull();
      const quiet = {
        ...DEFAULT_ALERT_SETTINGS,
        quiet: { from: '22:00', to: '07:00', timeZone: 'Europe/Berlin' },
      };
      await s.alerts.setSettings('u1', quiet, 5);
      expect(await s.alerts.settings('u1')).toEqual(quiet);
      // Settings saved before the tournament events existed read with those events' defaults.
      const { paired: _p, gameStart: _g, ...older } = DEFAULT_ALERT_SETTINGS.events;
      await s.alerts.setSettings('u2', { ...DEFAULT_ALERT_SETTINGS, events: older as never }, 5);
      expect(await s.alerts.settings('u2')).toEqual(DEFAULT_ALERT_SETTINGS);

      const sub = {
        id: 's1',
        userId: 'u1',
        endpoint: 'https://e/1',
        p256dh: 'p',
        auth: 'a',
        label: 'L',
        createdAt: 2,
      };
      await s.alerts.addSubscription(sub);
      await s.alerts.addSubscription({ ...sub, id: 's2', endpoint: 'https://e/2', createdAt: 3 });
      expect((await s.alerts.subscriptions('u1')).map((x) => x.id)).toEqual(['s1', 's2']);
      expect(await s.alerts.removeSubscription('u2', 's1')).toBe(false);
      // The same browser signed in as another player: the endpoint is theirs now.
      await s.alerts.addSubscription({ ...sub, id: 's3', userId: 'u2', createdAt: 4 });
      expect((await s.alerts.subscriptions('u1')).map((x) => x.id)).toEqual(['s2']);
      expect((await s.alerts.subscriptions('u2')).map((x) => x.id)).toEqual(['s3']);
      await s.alerts.removeEndpoint('https://e/2');
      expect(await s.alerts.subscriptions('u1')).toEqual([]);
      expect(await s.alerts.removeSubscription('u2', 's3')).toBe(true);
    } finally {
      await s.close();
    }
  });

  it('confirms an address once and before its token expires; unsubscribes by token', async () => {
    const s = await open();
    try {
      await s.createUser({ id: 'u1', name: 'u1', createdAt: 1 }, 'hash-u1');
      const row = {
        userId: 'u1',
        address: 'a@example.com',
        confirmedAt: null,
        tokenHash: 'h1',
        tokenExpires: 100,
        unsubscribe: 'unsub-1',
      };
      await s.alerts.setMailAddress(row);
      expect(await s.alerts.confirmMail('h1', 100)).toBeNull();
      // An expired token is gone too.
      expect(await s.alerts.confirmMail('h1', 50)).toBeNull();
      await s.alerts.setMailAddress({ ...row, tokenHash: 'h2' });
      expect(await s.alerts.confirmMail('h2', 50)).toBe('u1');
      expect(await s.alerts.confirmMail('h2', 50)).toBeNull();
      expect(await s.alerts.mailAddress('u1')).toMatchObject({ confirmedAt: 50, tokenHash: null });

      await s.alerts.addDigestLine('u1', 'line', 'url', 1);
      expect(await s.alerts.unsubscribe('nobody', 60)).toBeNull();
      expect(await s.alerts.unsubscribe('unsub-1', 60)).toBe('u1');
      expect((await s.alerts.settings('u1'))?.mail).toBe('none');
      expect(await s.alerts.digestsDue(1000, 10)).toEqual([]);
      await s.alerts.removeMailAddress('u1');
      expect(await s.alerts.mailAddress('u1')).toBeNull();
    } finally {
      await s.close();
    }
  });

  it('moves mails through the queue and builds digests', async () => {
    const s = await open();
    try {
      await s.alerts.enqueueMail(mail('a1', 'u1', 10));
      await s.alerts.enqueueMail(mail('a2', 'u1', 30));
      expect((await s.alerts.dueMails(20, 10)).map((m) => m.id)).toEqual(['a1']);
      expect(await s.alerts.claimMail('a1')).toBe(true);
      // Taken once: another process finds it taken.
      expect(await s.alerts.claimMail('a1')).toBe(false);
      expect(await s.alerts.dueMails(20, 10)).toEqual([]);
      await s.alerts.mailFailed('a1', 40, 'refused');
      expect((await s.alerts.dueMails(40, 10)).map((m) => [m.id, m.attempts])).toEqual([
        ['a2', 0],
        ['a1', 1],
      ]);
      expect(await s.alerts.claimMail('a1')).toBe(true);
      await s.alerts.mailSent('a1', 45);
      expect(await s.alerts.mail('a1')).toMatchObject({ state: 'sent', sentAt: 45, attempts: 2 });
      expect(await s.alerts.claimMail('a2')).toBe(true);
      await s.alerts.mailFailed('a2', null, 'gave up');
      expect((await s.alerts.mail('a2'))?.state).toBe('failed');

      await s.alerts.addDigestLine('u2', 'one', 'u/1', 100);
      await s.alerts.addDigestLine('u2', 'two', 'u/2', 200);
      expect(await s.alerts.digestsDue(99, 10)).toEqual([]);
      expect(await s.alerts.digestsDue(100, 10)).toEqual(['u2']);
      let seen: string[] = [];
      await s.alerts.takeDigest('u2', (lines) => {
        seen = lines.map((l) => l.line);
        return mail('d1', 'u2', 300);
      });
      expect(seen).toEqual(['one', 'two']);
      expect(await s.alerts.digestsDue(1000, 10)).toEqual([]);
      expect((await s.alerts.mail('d1'))?.state).toBe('queued');

      expect(await s.alerts.claimAlert('deadline:t:1:24', 5)).toBe(true);
      expect(await s.alerts.claimAlert('deadline:t:1:24', 6)).toBe(false);
      await s.alerts.pruneAlerts(6);
      expect(await s.alerts.claimAlert('deadline:t:1:24', 7)).toBe(true);
    } finally {
      await s.close();
    }
  });
});
