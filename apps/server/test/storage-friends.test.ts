import { describe, expect, it } from 'vitest';
import type { StoredChallenge } from '../src/storage/friends.js';
import { storageAdapters } from './storage-adapters.js';

const { adapters } = await storageAdapters('carc-friends-');

const challenge = (id: string, from: string, to: string, at: number): StoredChallenge => ({
  id,
  from,
  to,
  preset: 'classic',
  clock: { kind: 'move', seconds: 30 },
  rated: true,
  status: 'pending',
  createdAt: at,
  expiresAt: at + 1000,
  table: null,
});

describe.each(adapters)('friends on $name', ({ open }) => {
  it('follows and unfollows', async () => {
    const s = await open();
    for (const [id, name] of [
      ['user-ann', 'Ann'],
      ['user-ben', 'Ben'],
      ['user-cid', 'Cid'],
    ] as const)
      await s.createUser({ id, name, createdAt: 1 }, `${id}-secret`);
    await s.friends.follow('user-ann', 'user-cid', 1);
    await s.friends.follow('user-ann', 'user-ben', 2);
    await s.friends.follow('user-ann', 'user-ben', 3);
    expect(await s.friends.following('user-ann')).toEqual([
      { id: 'user-ben', name: 'Ben' },
      { id: 'user-cid', name: 'Cid' },
    ]);
    expect(await s.friends.following('user-ben')).toEqual([]);
    expect(await s.friends.followers('user-ben', 10)).toEqual(['user-ann']);
    expect(await s.friends.followers('user-ann', 10)).toEqual([]);
    expect(await s.friends.unfollow('user-ann', 'user-ben')).toBe(true);
    expect(await s.friends.unfollow('user-ann', 'user-ben')).toBe(false);
    expect(await s.friends.following('user-ann')).toEqual([{ id: 'user-cid', name: 'Cid' }]);

    await s.friends.addChallenge(challenge('ch-one', 'user-ann', 'user-ben', 100));
    await s.friends.addChallenge(challenge('ch-two', 'user-cid', 'user-ann', 200));
    expect((await s.friends.pendingChallenges('user-ann', 150)).map((c) => c.id)).toEqual([
      'ch-two',
      'ch-one',
    ]);
    expect((await s.friends.pendingChallenges('user-ben', 1100)).map((c) => c.id)).toEqual([]);
    expect(await s.friends.challenge('ch-one')).toMatchObject({
      from: 'user-ann',
      fromName: 'Ann',
      toName: 'Ben',
      clock: { kind: 'move', seconds: 30 },
      rated: true,
      status: 'pending',
      createdAt: 100,
      expiresAt: 1100,
      table: null,
    });
    expect(await s.friends.settleChallenge('ch-one', 'accepted', 150, null)).toBe(true);
    expect(await s.friends.settleChallenge('ch-one', 'declined', 150, null)).toBe(false);
    await s.friends.challengeTable('ch-one', 'table-1');
    expect(await s.friends.challenge('ch-one')).toMatchObject({ status: 'accepted', table: 'table-1' });
    // Lapsed: no answer counts.
    expect(await s.friends.settleChallenge('ch-two', 'accepted', 1200, null)).toBe(false);
    expect(await s.friends.challenge('nothing')).toBeNull();
    await s.close();
  });
});
