/**
 * Web Push end to end: a player subscribes (her browser's keys made here), leaves the table, and
 * when her turn comes the test push service on 127.0.0.1 receives the message, which the test
 * decrypts with her private key (RFC 8291) and reads. A 410 answer removes the subscription;
 * endpoints outside the allowed push services, and another player's subscriptions, are refused.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { AlertSettingsResponse, GuestResponse } from '@carcassonne/protocol';
import { newGuest } from '../src/tools/client.js';
import { awayPlayersTurn } from './away-turn.js';
import { player, startTestServer, type TestServer } from './helpers.js';
import { decryptPush, TestPushService, testSubscriber } from './push-service.js';

let server: TestServer;
let push: TestPushService;

beforeAll(async () => {
  push = await TestPushService.start();
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
  await push?.close();
});

async function post(path: string, body: object): Promise<{ status: number; body: unknown }> {
  const answer = await fetch(new URL(path, server.url), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
    },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: await answer.json() };
}

const signedIn = (g: GuestResponse) => ({ user: g.user.id, secret: g.secret });

async function settingsOf(g: GuestResponse): Promise<AlertSettingsResponse> {
  const answer = await post('api/notify/settings', signedIn(g));
  expect(answer.status).toBe(200);
  return answer.body as AlertSettingsResponse;
}

it('pushes the turn to a player who is not watching, encrypted for her; a 410 removes the subscription', async () => {
  const alice = await newGuest(server.url, 'Alice');
  const subscriber = testSubscriber();
  const key = (await settingsOf(alice)).pushKey;
  expect(key).toMatch(/^[A-Za-z0-9_-]{80,}$/);

  const subscribed = await post('api/push/subscribe', {
    ...signedIn(alice),
    subscription: { endpoint: `${push.url}/alice`, expirationTime: null, keys: subscriber.keys },
  });
  expect(subscribed.status).toBe(200);
  const listed = await settingsOf(alice);
  expect(listed.subscriptions).toEqual([expect.objectContaining({ label: 'Firefox · Linux' })]);

  // Bob hosts a correspondence table; Alice takes the other seat and leaves.
  const bob = await player(server, 'Bob');
  const table = await awayPlayersTurn(server, bob, alice);

  await push.until(1);
  const request = push.received[0]!;
  expect(request.path).toBe('/alice');
  expect(request.headers['content-encoding']).toBe('aes128gcm');
  expect(String(request.headers.authorization)).toContain(`k=${key}`);
  const message = JSON.parse(decryptPush(request.body, subscriber)) as Record<string, string>;
  expect(message.title).toBe('Your turn');
  expect(message.body).toContain('Bob');
  expect(message.url).toBe(`${server.url.replace(/\/$/, '')}/#/t/${table}`);

  // The push service forgot her: the next alert (the game's end) removes the subscription.
  push.status = 410;
  expect((await bob.client.request({ type: 'resign', table })).ok).toBe(true);
  await push.until(2);
  const ended = JSON.parse(decryptPush(push.received[1]!.body, subscriber)) as Record<string, string>;
  expect(ended.title).toBe('Game over');
  await vi.waitFor(async () => expect((await settingsOf(alice)).subscriptions).toEqual([]), {
    timeout: 10_000,
    interval: 50,
  });
  await bob.client.close();
});

it('refuses endpoints outside the push services, and another player cannot remove a subscription', async () => {
  const carol = await newGuest(server.url, 'Carol');
  const dave = await newGuest(server.url, 'Dave');
  const keys = testSubscriber().keys;
  for (const endpoint of [
    'http://push.example.com/x',
    'https://push.example.com/x',
    'http://10.0.0.1/x',
    'not a url at all',
  ]) {
    const refused = await post('api/push/subscribe', {
      ...signedIn(carol),
      subscription: { endpoint, keys },
    });
    expect(refused.status).toBe(400);
    expect((refused.body as { error: { code: string } }).error.code).toMatch(/bad-subscription|bad-request/);
  }
  const allowed = await post('api/push/subscribe', {
    ...signedIn(carol),
    subscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys },
  });
  expect(allowed.status).toBe(200);
  const id = (allowed.body as { subscription: string }).subscription;
  const stolen = await post('api/push/unsubscribe', { ...signedIn(dave), subscription: id });
  expect(stolen.status).toBe(404);
  expect((await settingsOf(dave)).subscriptions).toEqual([]);
  expect((await settingsOf(carol)).subscriptions.map((s) => s.id)).toEqual([id]);
  const wrongSecret = await post('api/notify/settings', { user: carol.user.id, secret: dave.secret });
  expect(wrongSecret.status).toBe(401);
  const removed = await post('api/push/unsubscribe', { ...signedIn(carol), subscription: id });
  expect(removed.status).toBe(200);
  expect((await settingsOf(carol)).subscriptions).toEqual([]);
});
