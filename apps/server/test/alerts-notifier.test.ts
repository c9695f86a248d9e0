/**
 * The notifier alone, on a clock the test sets: deadline reminders 24 h and 1 h before a
 * correspondence deadline (once each, whichever process leads), none for a player watching;
 * quiet hours (no push, the mail waits for their end), the digest, and events turned off.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { DEFAULT_ALERT_SETTINGS, type AlertSettings, type TableState } from '@carcassonne/protocol';
import { Notifier, type AlertTable, type MailChannel, type PushChannel } from '../src/alerts/notifier.js';
import type { PushMessage } from '../src/alerts/push-sender.js';
import { quietUntil } from '../src/alerts/quiet-hours.js';
import { SqliteStorage } from '../src/storage/sqlite.js';
import { keepingChannels, type KeptMail } from './alert-channels.js';

const HOUR = 3600_000;
const DEADLINE = Date.UTC(2026, 0, 10, 12, 0);

let storage: SqliteStorage;
let now: number;
let pushed: PushMessage[];
let mailed: KeptMail[];
let push: PushChannel;
let mail: MailChannel;
let notifier: Notifier;

beforeEach(async () => {
  storage = SqliteStorage.open({ file: ':memory:' });
  now = DEADLINE - 30 * HOUR;
  ({ pushed, mailed, push, mail } = keepingChannels());
  notifier = new Notifier(
    storage,
    push,
    mail,
    () => 'http://x',
    { warn: () => undefined },
    () => now,
  );
  for (const id of ['alice', 'bob']) await storage.createUser({ id, name: id, createdAt: 1 }, `hash-${id}`);
  await storage.alerts.addSubscription({
    id: 's1',
    userId: 'alice',
    endpoint: 'https://fcm.googleapis.com/x',
    p256dh: 'p',
    auth: 'a',
    label: 'L',
    createdAt: 1,
  });
});

afterEach(async () => {
  await storage.close();
});

function table(watching: boolean, status: TableState['status'] = 'playing', host = 'bob'): AlertTable {
  const state: TableState = {
    id: 't1',
    game: 'carcassonne',
    status,
    host,
    hostName: host,
    expires: null,
    settings: {
      preset: 'modern',
      options: {},
      visibility: 'public',
      clock: { kind: 'days', days: 3 },
      grace: null,
      rated: false,
    },
    seats: [
      { kind: 'human', user: 'bob', name: 'Bob', connected: true, substitute: false },
      { kind: 'human', user: 'alice', name: 'Alice', connected: watching, substitute: false },
    ],
    view: null,
    actor: 1,
    deadline: DEADLINE,
    report: null,
  };
  return {
    id: 't1',
    host,
    isLeader: true,
    currentStatus: status,
    clockKind: state.settings.clock.kind,
    state: () => state,
    brief: () => state,
    isWatching: (user) => user === 'bob' || watching,
  };
}

it('never builds the state of a table on a real-time clock to look for deadlines', async () => {
  // A built state is kept until the table's next move: for every table, a server's memory.
  const live: AlertTable = {
    ...table(false),
    clockKind: 'bank',
    state: () => {
      throw new Error('the state was built');
    },
  };
  await notifier.deadlines([live]);
  expect(pushed).toEqual([]);
});

it('reminds 24 h and 1 h before a correspondence deadline, once each', async () => {
  await notifier.deadlines([table(false)]);
  expect(pushed).toEqual([]);
  now = DEADLINE - 23 * HOUR;
  await notifier.deadlines([table(false)]);
  await notifier.deadlines([table(false)]);
  expect(pushed.map((p) => p.body)).toEqual(['Your move is due in 24 hours.']);
  expect(pushed[0]?.url).toBe('http://x/#/t/t1');
  now = DEADLINE - HOUR / 2;
  // Another notifier (another process, after a restart) finds the reminder noted.
  const other = new Notifier(
    storage,
    push,
    mail,
    () => 'http://x',
    { warn: () => undefined },
    () => now,
  );
  await other.deadlines([table(false)]);
  await notifier.deadlines([table(false)]);
  expect(pushed.map((p) => p.body)).toEqual([
    'Your move is due in 24 hours.',
    'Your move is due in an hour.',
  ]);
  now = DEADLINE + 1;
  await notifier.deadlines([table(false)]);
  expect(pushed).toHaveLength(2);
});

it('does not remind a player who watches the table', async () => {
  now = DEADLINE - 23 * HOUR;
  await notifier.deadlines([table(true)]);
  expect(pushed).toEqual([]);
});

it('holds pushes in quiet hours and delays the mail to their end; digests and switched-off events', async () => {
  await storage.setLogin('alice', 'alice', 'x');
  await storage.alerts.setMailAddress({
    userId: 'alice',
    address: 'alice@example.com',
    confirmedAt: 1,
    tokenHash: null,
    tokenExpires: null,
    unsubscribe: 'u-token',
  });
  const quiet: AlertSettings = {
    ...DEFAULT_ALERT_SETTINGS,
    quiet: { from: '22:00', to: '07:00', timeZone: 'Europe/Berlin' },
  };
  await storage.alerts.setSettings('alice', quiet, 1);
  // 23:30 in Berlin (UTC+1 in January).
  now = Date.UTC(2026, 0, 5, 22, 30);
  expect(quietUntil(quiet.quiet, now)).toBe(Date.UTC(2026, 0, 6, 6, 0));
  await notifier.alert('alice', 'turn', { title: 'Your turn', body: 'b', table: 't1' });
  expect(pushed).toEqual([]);
  expect(mailed.map((m) => [m.address, m.at])).toEqual([['alice@example.com', Date.UTC(2026, 0, 6, 6, 0)]]);
  expect(mailed[0]?.content.text).toContain('http://x/api/mail/unsubscribe?token=u-token');

  // Out of quiet hours, with the digest: a push now, a line for the day's mail.
  now = Date.UTC(2026, 0, 6, 12, 0);
  expect(quietUntil(quiet.quiet, now)).toBeNull();
  await storage.alerts.setSettings('alice', { ...quiet, mail: 'digest' }, 2);
  await notifier.alert('alice', 'ended', { title: 'Game over', body: 'b', table: 't1' });
  expect(pushed).toHaveLength(1);
  expect(mailed).toHaveLength(1);
  expect(await storage.alerts.digestsDue(now, 10)).toEqual([]);
  const events = { ...quiet.events, ended: { push: true, mail: true } };
  await storage.alerts.setSettings('alice', { ...quiet, events, mail: 'digest' }, 3);
  await notifier.alert('alice', 'ended', { title: 'Game over', body: 'b', table: 't1' });
  expect(await storage.alerts.digestsDue(now, 10)).toEqual(['alice']);

  // Turned off: nothing at all.
  const off = { ...events, turn: { push: false, mail: false } };
  await storage.alerts.setSettings('alice', { ...quiet, events: off }, 4);
  await notifier.alert('alice', 'turn', { title: 'Your turn', body: 'b', table: 't1' });
  expect(pushed).toHaveLength(2);
  expect(mailed).toHaveLength(1);
});

it('tells the host who joined, and the players not watching that the game ended', async () => {
  const waiting = table(false, 'open', 'alice');
  notifier.heard(waiting, [
    { seq: 2, event: { kind: 'seat', seat: 0, occupant: { kind: 'human', user: 'bob', name: 'Bob <b>' } } },
  ]);
  await vi.waitFor(() => expect(pushed.map((p) => p.body)).toEqual(['Bob <b> joined your table.']), {
    interval: 5,
  });
  // Her own seat taken is no news to her.
  notifier.heard(waiting, [
    { seq: 3, event: { kind: 'seat', seat: 1, occupant: { kind: 'human', user: 'alice', name: 'Alice' } } },
  ]);
  const over = table(false, 'finished');
  notifier.heard(over, [
    { seq: 9, event: { kind: 'finished', scores: [10, 12], winners: ['alice'], ratings: [] } },
  ]);
  await vi.waitFor(() => expect(pushed.map((p) => p.title)).toEqual(['A player joined', 'Game over']), {
    interval: 5,
  });
  await notifier.stop();
  expect(pushed).toHaveLength(2);
});
