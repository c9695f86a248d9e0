/**
 * Player aids as a table setting: chosen at creation, kept in the stored settings, shown in the
 * lobby's summary, and the aids sent in the state only where the table has them on (for
 * everyone following alike); a table without them sends none.
 */
import { afterEach, expect, it } from 'vitest';
import { alice, bob, Follower, kit, playFirst, settle, tableOf, type Kit } from './room-kit.js';
import type { TableRoom } from '../src/tables/table-room.js';

let k: Kit;
let room: TableRoom | null = null;
afterEach(async () => {
  room?.dispose();
  await k.storage.close();
});

/** Every state a follower held (sent whole, or a delta applied). */
const statesOf = (f: Follower) => f.states();

it('a table with aids: stored, in the summary, and the aids of the position in every state while played', async () => {
  k = await kit();
  const r = await tableOf(k, [alice, bob], { aids: true });
  room = r;
  expect((await k.storage.table(r.id))!.settings.aids).toBe(true);
  expect(r.summary().aids).toBe(true);
  const a = new Follower();
  const b = new Follower();
  await r.watch(a, alice, undefined, undefined);
  await r.watch(b, bob, undefined, undefined);
  await r.setLeader(true);
  expect((await r.start(alice)).ok).toBe(true);
  await settle(r);
  const state = r.state();
  expect(state.settings.aids).toBe(true);
  const aids = state.aids;
  if (!aids) throw new Error('no aids in the state');
  expect(aids.remaining).toEqual(state.view!.remaining);
  expect(aids.projected).toHaveLength(2);
  expect(aids.squares.length).toBeGreaterThan(0);
  await playFirst(r, alice, a, 'm1');
  await settle(r);
  // Both seats receive the same aids (the table's setting is for everyone alike).
  const lastA = statesOf(a).at(-1)!;
  const lastB = statesOf(b).at(-1)!;
  expect(lastA.aids).toEqual(lastB.aids);
  expect(lastA.aids).toEqual(r.state().aids);
  // The state a delta led to is the room's own.
  expect(a.frames.some((f) => f.delta !== undefined)).toBe(true);
  expect(lastA).toEqual(r.state());
});

it('a table without aids sends none, and its summary does not claim them', async () => {
  k = await kit();
  const r = await tableOf(k, [alice, bob]);
  room = r;
  expect((await k.storage.table(r.id))!.settings.aids).toBeUndefined();
  expect(r.summary().aids).toBeUndefined();
  const a = new Follower();
  await r.watch(a, alice, undefined, undefined);
  await r.setLeader(true);
  expect((await r.start(alice)).ok).toBe(true);
  await playFirst(r, alice, a, 'm1');
  await settle(r);
  expect(r.state().aids).toBeUndefined();
  for (const s of statesOf(a)) expect('aids' in s).toBe(false);
  expect(a.frames.some((f) => JSON.stringify(f).includes('"projected"'))).toBe(false);
});
