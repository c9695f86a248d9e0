/**
 * Alerts with two server processes on PostgreSQL and Redis: the VAPID key is the same at both, and
 * a turn is pushed once — by the process that stored it, not by the one that only hears of it.
 * Runs whenever both services answer.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertSettingsResponse, GuestResponse } from '@carcassonne/protocol';
import { newGuest } from '../src/tools/client.js';
import { connectAs } from './helpers.js';
import { killHard, startServerProcess, type ServerProcess } from './processes.js';
import { decryptPush, TestPushService, testSubscriber } from './push-service.js';
import { dropSchema, freshSchema, POSTGRES_URL, REDIS_URL, servicesFor } from './services.js';

const run = await servicesFor('postgres', 'redis');
const schema = freshSchema();
const started: ServerProcess[] = [];
let push: TestPushService;

beforeAll(async () => {
  push = await TestPushService.start();
});

afterAll(async () => {
  for (const p of started) await killHard(p);
  await push?.close();
  if (run) await dropSchema(schema);
});

async function post(base: string, path: string, body: object): Promise<{ status: number; body: unknown }> {
  const answer = await fetch(new URL(path, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: await answer.json() };
}

const signedIn = (g: GuestResponse) => ({ user: g.user.id, secret: g.secret });

describe.runIf(run)('alerts in a cluster', () => {
  it('pushes a turn once, from the process that stored it, with the one VAPID key', async () => {
    // One Redis prefix for both: they are one deployment.
    const prefix = `test-${randomBytes(4).toString('hex')}:`;
    const env = {
      DATABASE_URL: POSTGRES_URL,
      DATABASE_SCHEMA: schema,
      REDIS_URL,
      REDIS_PREFIX: prefix,
      LEASE_MS: '1500',
    };
    const a = await startServerProcess(env);
    started.push(a);
    const b = await startServerProcess(env);
    started.push(b);

    const alice = await newGuest(a.url, 'Alice');
    const bobGuest = await newGuest(b.url, 'Bob');
    const keyA = ((await post(a.url, 'api/notify/settings', signedIn(alice))).body as AlertSettingsResponse)
      .pushKey;
    const keyB = (
      (await post(b.url, 'api/notify/settings', signedIn(bobGuest))).body as AlertSettingsResponse
    ).pushKey;
    expect(keyA).toBe(keyB);
    const subscriber = testSubscriber();
    const subscribed = await post(a.url, 'api/push/subscribe', {
      ...signedIn(alice),
      subscription: { endpoint: `${push.url}/cluster-alice`, keys: subscriber.keys },
    });
    expect(subscribed.status).toBe(200);

    const bob = await connectAs(b.ws, bobGuest, 'Bob');
    const created = await bob.request({
      type: 'create',
      preset: 'modern',
      seats: [{ kind: 'me' }, { kind: 'open' }],
      visibility: 'public',
      clock: { kind: 'days', days: 3 },
      testTiles: 12,
    });
    if (!created.ok) throw new Error(created.code);
    const table = created.result.table;
    const aliceClient = await connectAs(a.ws, alice, 'Alice');
    expect((await aliceClient.request({ type: 'join', table, seat: 1 })).ok).toBe(true);
    expect((await bob.request({ type: 'watch', table })).ok).toBe(true);
    await aliceClient.close();
    // Bob's process knows Alice is gone (her process told it) before the game goes on.
    await bob.until(() => {
      const seat = bob.states.get(table)?.seats[1];
      return seat?.kind === 'human' && !seat.connected;
    });
    expect((await bob.request({ type: 'start', table })).ok).toBe(true);
    await bob.until(() => bob.states.get(table)?.status === 'playing');
    if (bob.states.get(table)?.actor === 0) {
      await bob.until(() => bob.legalNow(table).length > 0);
      const version = bob.states.get(table)!.view!.version;
      expect((await bob.request({ type: 'move', table, move: bob.legalNow(table)[0]!, version })).ok).toBe(
        true,
      );
    }
    await push.until(1);
    expect(JSON.parse(decryptPush(push.received[0]!.body, subscriber))).toMatchObject({ title: 'Your turn' });
    // The game's end comes after: by then a second push of the turn would have come too.
    expect((await bob.request({ type: 'resign', table })).ok).toBe(true);
    await push.until(2);
    const titles = push.received.map(
      (r) => (JSON.parse(decryptPush(r.body, subscriber)) as { title: string }).title,
    );
    expect(titles.filter((t) => t === 'Your turn')).toHaveLength(1);
    expect(titles).toContain('Game over');
    await bob.close();
  });
});
