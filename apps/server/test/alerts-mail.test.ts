/**
 * Mail alerts end to end, with an SMTP server in the test: a registered player sets her address
 * and receives the confirmation mail (its link works once); her turn arrives by mail with the
 * names escaped; the unsubscribe link of the mail stops the mails. A mail queued while the SMTP
 * server is away survives a restart of the server on the same SQLite file and arrives once.
 */
import { afterAll, expect, it, vi } from 'vitest';
import type { AlertSettingsResponse, GuestResponse } from '@carcassonne/protocol';
import { alertConfigFromEnv } from '../src/alerts/alert-config.js';
import { newGuest } from '../src/tools/client.js';
import { awayPlayersTurn } from './away-turn.js';
import { player, startTestServer, tempDir, type TestServer } from './helpers.js';
import { linkIn, SmtpSink } from './smtp-sink.js';

const sinks: SmtpSink[] = [];
const servers: TestServer[] = [];

afterAll(async () => {
  for (const s of servers) await s.stop().catch(() => undefined);
  for (const s of sinks) await s.close();
});

async function start(dataDir: string, smtpUrl: string | null): Promise<TestServer> {
  const alerts = { ...alertConfigFromEnv({}), smtpUrl, pollMs: 50, mailRetryMs: 50 };
  const server = await startTestServer({ dataDir, config: { alerts } });
  servers.push(server);
  return server;
}

async function post(
  server: TestServer,
  path: string,
  body: object,
): Promise<{ status: number; body: unknown }> {
  const answer = await fetch(new URL(path, server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: await answer.json() };
}

const signedIn = (g: GuestResponse) => ({ user: g.user.id, secret: g.secret });
const codeOf = (body: unknown) => (body as { error: { code: string } }).error.code;

async function registered(server: TestServer, name: string): Promise<GuestResponse> {
  const guest = await newGuest(server.url, name);
  const r = await post(server, 'api/register', {
    ...signedIn(guest),
    username: name.toLowerCase(),
    password: 'a long enough password',
  });
  expect(r.status).toBe(200);
  return guest;
}

it('says when the server sends no mail', async () => {
  const server = await start(tempDir(), null);
  const alice = await registered(server, 'Nomail');
  const settings = (await post(server, 'api/notify/settings', signedIn(alice))).body as AlertSettingsResponse;
  expect(settings.mailEnabled).toBe(false);
  const refused = await post(server, 'api/mail/address', { ...signedIn(alice), address: 'a@example.com' });
  expect(refused.status).toBe(409);
  expect(codeOf(refused.body)).toBe('mail-off');
});

it('confirms an address, mails the turn with names escaped, unsubscribes; a queued mail survives a restart once', async () => {
  const sink = await SmtpSink.start();
  sinks.push(sink);
  const dataDir = tempDir();
  let server = await start(dataDir, sink.url);

  // Guests get no mail; addresses are checked.
  const guest = await newGuest(server.url, 'Guest');
  const notRegistered = await post(server, 'api/mail/address', {
    ...signedIn(guest),
    address: 'g@example.com',
  });
  expect(codeOf(notRegistered.body)).toBe('not-registered');
  const alice = await registered(server, 'Alice');
  for (const address of [
    'no-at-sign',
    'a@b',
    'two words@example.com',
    'x@example.com\r\nBcc: y@example.com',
  ]) {
    const bad = await post(server, 'api/mail/address', { ...signedIn(alice), address });
    expect(bad.status).toBe(400);
  }

  expect(
    (await post(server, 'api/mail/address', { ...signedIn(alice), address: 'alice@example.com' })).status,
  ).toBe(200);
  await sink.until(() => sink.mails.length === 1);
  const confirmation = sink.mails[0]!;
  expect(confirmation.to).toEqual(['alice@example.com']);
  expect(confirmation.text).toContain('List-Unsubscribe');
  const confirm = linkIn(confirmation, '/api/mail/confirm?token=');
  expect((await fetch(confirm)).status).toBe(200);
  // Used once.
  expect((await fetch(confirm)).status).toBe(400);
  const settings = (await post(server, 'api/notify/settings', signedIn(alice))).body as AlertSettingsResponse;
  expect(settings.address).toEqual({ address: 'alice@example.com', confirmed: true });

  // Her turn at a correspondence table she left: one mail, the host's name escaped.
  const bob = await player(server, 'Bob<i>&');
  const table = await awayPlayersTurn(server, bob, alice);
  await sink.until(() => sink.mails.length === 2);
  const turn = sink.mails[1]!;
  expect(turn.to).toEqual(['alice@example.com']);
  expect(turn.text).toContain('Your turn');
  const html = turn.text.slice(turn.text.indexOf('Content-Type: text/html'));
  expect(html).toContain('Bob&lt;i&gt;&amp;');
  expect(html).not.toContain('<i>');
  expect(turn.text).toContain(`/#/t/${table}`);
  await bob.client.close();

  // One click on the link of that mail: no more mail.
  const unsubscribe = linkIn(turn, '/api/mail/unsubscribe?token=');
  expect(
    (
      await fetch(unsubscribe, {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
    ).status,
  ).toBe(200);
  const after = (await post(server, 'api/notify/settings', signedIn(alice))).body as AlertSettingsResponse;
  expect(after.settings.mail).toBe('none');

  // Mail again, but the SMTP server is away: the alert waits in the queue, tried again and again.
  await post(server, 'api/notify/settings/save', {
    ...signedIn(alice),
    settings: { ...after.settings, mail: 'immediate' },
  });
  await sink.close();
  sinks.splice(sinks.indexOf(sink), 1);
  await server.alerts.notifier.alert(alice.user.id, 'turn', {
    title: 'Your turn',
    body: 'Once only.',
    table,
  });
  await vi.waitFor(
    async () => {
      const [queued] = await server.storage.alerts.dueMails(Number.MAX_SAFE_INTEGER, 10);
      expect(queued?.attempts).toBeGreaterThan(0);
    },
    { timeout: 20_000, interval: 20 },
  );
  await server.stop();
  servers.splice(servers.indexOf(server), 1);

  // Back with the SMTP server: the queued mail leaves once; the mails sent before do not leave again.
  const sink2 = await SmtpSink.start();
  sinks.push(sink2);
  server = await start(dataDir, sink2.url);
  await sink2.until(() => sink2.mails.length === 1);
  expect(sink2.mails[0]!.text).toContain('Once only.');
  await vi.waitFor(
    async () => expect(await server.storage.alerts.dueMails(Number.MAX_SAFE_INTEGER, 10)).toEqual([]),
    {
      timeout: 10_000,
      interval: 20,
    },
  );
  await server.alerts.mail.settled();
  expect(sink2.mails).toHaveLength(1);
});
