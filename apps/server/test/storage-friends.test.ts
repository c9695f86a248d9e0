/**
 * The friends part of the storage contract on both adapters: follows, and challenges settled
 * once (the first answer counts; a lapsed one cannot be answered). PostgreSQL runs whenever it
 * answers, and always in CI.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PostgresStorage } from '../src/storage/postgres.js';
import { SqliteStorage } from '../src/storage/sqlite.js';
import type { StoredChallenge } from '../src/storage/friends.js';
import type { Storage } from '../src/storage/types.js';
import { tempDir } from './helpers.js';
import { dropSchema, freshSchema, POSTGRES_URL, servicesFor } from './services.js';

const withPostgres = await servicesFor('postgres');
const dir = tempDir('carc-friends-');
const schemas: string[] = [];
const adapters: { name: string; open: () => Promise<Storage> }[] = [
  { name: 'sqlite', open: async () => SqliteStorage.open({ file: join(dir, `${Math.random()}.sqlite`) }) },
];
if (withPostgres)
  adapters.push({
    name: 'postgres',
    open: async () => {
      const schema = freshSchema();
      schemas.push(schema);
      return PostgresStorage.open({ url: POSTGRES_URL, schema });
    },
  });

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  for (const s of schemas) await dropSchema(s);
});

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
