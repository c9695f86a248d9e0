/**
 * Presence of this process's own connections: the walk at a sign-in reads only the tables of the
 * players asked about (it ran over every connection and built every table's summary, which made
 * a thousand sign-ins cost a million summaries), and a single process writes nothing at a sign-in.
 */
import { expect, it } from 'vitest';
import type { Clock } from '../src/core/clock.js';
import { localPlaying, Presence } from '../src/social/presence.js';

const room = (preset: string, seated: readonly string[]) => ({
  currentStatus: 'playing',
  settings: { preset },
  isSeated: (u: string) => seated.includes(u),
});

const sessions = [
  { user: { id: 'ann' }, watching: new Set(['t1', 't2']) },
  { user: { id: 'bo' }, watching: new Set(['t1']) },
  { user: null, watching: new Set(['t1']) },
  { user: { id: 'cy' }, watching: new Set(['t3']) },
];
const rooms = new Map([
  ['t1', room('classic', ['ann', 'bo'])],
  ['t2', room('modern', ['ed'])],
  ['t3', room('winter', ['cy'])],
]);

it('lists each signed-in player with the started games they sit at, or only those asked about', () => {
  const all = localPlaying(sessions, (id) => rooms.get(id));
  expect([...all]).toEqual([
    ['ann', [{ table: 't1', preset: 'classic' }]],
    ['bo', [{ table: 't1', preset: 'classic' }]],
    ['cy', [{ table: 't3', preset: 'winter' }]],
  ]);
  const looked: string[] = [];
  const one = localPlaying(
    sessions,
    (id) => {
      looked.push(id);
      return rooms.get(id);
    },
    new Set(['cy']),
  );
  expect([...one]).toEqual([['cy', [{ table: 't3', preset: 'winter' }]]]);
  expect(looked).toEqual(['t3']);
});

it('a sign-in on a single process walks no connections; asking about players reads only theirs', async () => {
  const asked: (ReadonlySet<string> | undefined)[] = [];
  const clock: Clock = { now: () => 0, after: () => () => undefined };
  const presence = new Presence(
    clock,
    (only) => {
      asked.push(only);
      return localPlaying(sessions, (id) => rooms.get(id), only);
    },
    null,
  );
  await presence.arrived('ann');
  expect(asked).toEqual([]);
  const online = await presence.of(['bo', 'zed']);
  expect([...online]).toEqual([['bo', [{ table: 't1', preset: 'classic' }]]]);
  expect(asked).toEqual([new Set(['bo', 'zed'])]);
});
