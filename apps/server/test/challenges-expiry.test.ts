import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultOf } from '../src/tools/client.js';
import type { StoredChallenge } from '../src/storage/friends.js';
import { player, startTestServer, type Player, type TestServer } from './helpers.js';
import { storageAdapters } from './storage-adapters.js';

const { adapters } = await storageAdapters('carc-expiry-');

const challenge = (id: string, from: string, to: string, at: number, life = 1000): StoredChallenge => ({
  id,
  from,
  to,
  preset: 'classic',
  clock: { kind: 'none' },
  rated: false,
  status: 'pending',
  createdAt: at,
  expiresAt: at + life,
  table: null,
});

describe.each(adapters)('lapsed challenges on $name', ({ open }) => {
  it('are written expired for the player asked about, the pending and lapsed ones only', async () => {
    const s = await open();
    for (const [id, name] of [
      ['x-ann', 'Ann'],
      ['x-ben', 'Ben'],
      ['x-cid', 'Cid'],
    ] as const)
      await s.createUser({ id, name, createdAt: 1 }, `${id}-secret`);
    await s.friends.addChallenge(challenge('x-lapsed-to', 'x-ben', 'x-ann', 100));
    await s.friends.addChallenge(challenge('x-lapsed-from', 'x-ann', 'x-cid', 100));
    await s.friends.addChallenge(challenge('x-live', 'x-ben', 'x-ann', 100, 5000));
    await s.friends.addChallenge(challenge('x-declined', 'x-cid', 'x-ann', 100));
    await s.friends.addChallenge(challenge('x-others', 'x-ben', 'x-cid', 100));
    expect(await s.friends.settleChallenge('x-declined', 'declined', 200, null)).toBe(true);

    expect(await s.friends.expireChallenges('x-ann', 1100)).toBe(2);
    const status = async (id: string) => (await s.friends.challenge(id))?.status;
    expect(await status('x-lapsed-to')).toBe('expired');
    expect(await status('x-lapsed-from')).toBe('expired');
    expect(await status('x-live')).toBe('pending');
    expect(await status('x-declined')).toBe('declined');
    // Another pair's challenge waits until one of them is read.
    expect(await status('x-others')).toBe('pending');
    expect(await s.friends.expireChallenges('x-ann', 1100)).toBe(0);
    expect(await s.friends.expireChallenges('x-cid', 1100)).toBe(1);
    expect(await status('x-others')).toBe('expired');
    await s.close();
  });
});

describe('lapsed challenges on the server', () => {
  let server: TestServer;
  let ann: Player;
  let ben: Player;
  beforeAll(async () => {
    server = await startTestServer();
    ann = await player(server, 'Ann');
    ben = await player(server, 'Ben');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('become expired when listed or answered', async () => {
    const long = Date.now() - 60 * 60_000;
    const [from, to] = [ann.guest.user.id, ben.guest.user.id];
    await server.storage.friends.addChallenge(challenge('srv-listed', from, to, long));
    await server.storage.friends.addChallenge(challenge('srv-answered', to, from, long));
    const status = async (id: string) => (await server.storage.friends.challenge(id))?.status;

    expect(resultOf(await ben.client.request({ type: 'friends' })).challenges).toEqual([]);
    expect(await status('srv-listed')).toBe('expired');
    expect(await status('srv-answered')).toBe('expired');

    await server.storage.friends.addChallenge(challenge('srv-late', to, from, long));
    const late = await ann.client.request({ type: 'challenge-answer', challenge: 'srv-late', accept: true });
    expect(late.ok ? null : late.code).toBe('no-such-challenge');
    expect(await status('srv-late')).toBe('expired');
  });
});
