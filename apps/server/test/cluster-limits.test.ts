/**
 * Rate limits across processes: two server processes sharing Redis count chat lines, challenges
 * (per sender and per target), guests and logins once for both, so that two processes allow the
 * limit once, not twice. Runs whenever PostgreSQL and Redis answer, and always in CI.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, type GuestResponse } from '@carcassonne/protocol';
import { resultOf, type GameClient } from '../src/tools/client.js';
import { CHALLENGES_RECEIVED, CHALLENGES_SENT } from '../src/social/friends.js';
import { connectAs } from './helpers.js';
import { killHard, startServerProcess, type ServerProcess } from './processes.js';
import { dropSchema, freshSchema, POSTGRES_URL, REDIS_URL, servicesFor } from './services.js';

const run = await servicesFor('postgres', 'redis');
const schema = freshSchema();
const prefix = `test-${randomBytes(4).toString('hex')}:`;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  if (!run) return;
  const env = {
    DATABASE_URL: POSTGRES_URL,
    DATABASE_SCHEMA: schema,
    REDIS_URL,
    REDIS_PREFIX: prefix,
    LEASE_MS: '1500',
    // Each test speaks from addresses of its own (the header of a proxy on this host).
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_GUESTS: '3',
    RATE_LIMIT_LOGINS: '2',
  };
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 120_000);
afterAll(async () => {
  if (!run) return;
  await Promise.all([a, b].map((p) => killHard(p)));
  await dropSchema(schema);
});

let addresses = 0;
/** An address of its own for each call (10.77.x.y). */
const freshAddress = () => {
  addresses++;
  return `10.77.${addresses >> 8}.${addresses & 255}`;
};

const post = (p: ServerProcess, path: string, body: unknown, address: string) =>
  fetch(new URL(path, p.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });

/** A guest made from an address of its own, signed in through `p`. */
async function guestOn(
  p: ServerProcess,
  name: string,
): Promise<{ guest: GuestResponse; client: GameClient }> {
  const made = await post(p, '/api/guests', { name }, freshAddress());
  expect(made.status).toBe(201);
  const guest = (await made.json()) as GuestResponse;
  return { guest, client: await connectAs(p.ws, guest, name.toLowerCase()) };
}

const codeOf = (a: { ok: boolean; code?: string | null }): string | null => (a.ok ? null : (a.code ?? null));
const challenge = {
  type: 'challenge' as const,
  preset: 'classic',
  clock: { kind: 'none' as const },
  rated: false,
};

describe.skipIf(!run)('rate limits across processes (PostgreSQL + Redis)', () => {
  it('guests and logins from one address: the limit once for both processes', async () => {
    const address = freshAddress();
    const guests: number[] = [];
    for (let i = 0; i < 4; i++)
      guests.push((await post(i % 2 === 0 ? a : b, '/api/guests', { name: `Guest ${i}` }, address)).status);
    expect(guests).toEqual([201, 201, 201, 429]);
    const logins: number[] = [];
    const wrong = { username: 'nobody', password: 'whatever1' };
    for (let i = 0; i < 3; i++)
      logins.push((await post(i % 2 === 0 ? a : b, '/api/login', wrong, address)).status);
    expect(logins).toEqual([401, 401, 429]);
  });

  it('chat lines of one user through two processes: the limit once', async () => {
    const onA = await guestOn(a, 'Chatty');
    const onB = await connectAs(b.ws, onA.guest, 'chatty-b');
    const created = await onA.client.request({
      type: 'create',
      preset: 'classic',
      seats: [{ kind: 'me' }, { kind: 'open' }],
      visibility: 'public',
      clock: { kind: 'none' },
    });
    const table = resultOf(created).table;
    for (const c of [onA.client, onB]) expect((await c.request({ type: 'watch', table })).ok).toBe(true);
    const codes: (string | null)[] = [];
    for (let i = 0; i <= LIMITS.chatMessages; i++)
      codes.push(
        codeOf(await (i % 2 === 0 ? onA.client : onB).request({ type: 'chat', table, text: `line ${i}` })),
      );
    expect(codes).toEqual([...Array<null>(LIMITS.chatMessages).fill(null), 'rate-limited']);
    await Promise.all([onA.client.close(), onB.close()]);
  });

  it('challenges: per sender and per target, once for both processes', async () => {
    const target = await guestOn(a, 'Target');
    const sender = await guestOn(a, 'Sender');
    const senderOnB = await connectAs(b.ws, sender.guest, 'sender-b');
    const to = { ...challenge, user: target.guest.user.id };
    const sent: (string | null)[] = [];
    for (let i = 0; i <= CHALLENGES_SENT.limit; i++)
      sent.push(codeOf(await (i % 2 === 0 ? sender.client : senderOnB).request(to)));
    expect(sent).toEqual([...Array<null>(CHALLENGES_SENT.limit).fill(null), 'rate-limited']);

    // Fresh guests, each under its own limit, through both processes: the target's limit holds.
    const received: (string | null)[] = [];
    for (let i = CHALLENGES_SENT.limit; i <= CHALLENGES_RECEIVED.limit; i++) {
      const fresh = await guestOn(i % 2 === 0 ? a : b, `Fresh ${i}`);
      const answer = await fresh.client.request(to);
      received.push(codeOf(answer));
      if (!answer.ok) expect(answer.message).toMatch(/this player was challenged/);
      await fresh.client.close();
    }
    expect(received).toEqual([
      ...Array<null>(CHALLENGES_RECEIVED.limit - CHALLENGES_SENT.limit).fill(null),
      'rate-limited',
    ]);
    await Promise.all([target.client.close(), sender.client.close(), senderOnB.close()]);
  });
});
