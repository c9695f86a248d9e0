/** A rated two-player game on a room of its own, played past the moves a rated game needs. */
import type { PublicUser } from '@carcassonne/protocol';
import { MIN_RATED_MOVES } from '../src/ratings/ratings.js';
import type { TableRoom } from '../src/tables/table-room.js';
import type { Storage } from '../src/storage/types.js';
import type { ManualClock } from './manual-clock.js';
import { Follower, openTable, playFirst, refusingBots, roomDeps, settle } from './room-kit.js';

/** A two-seat rated game of `host` and `other` on this storage, started, each player past the moves a rated game needs. */
export async function gameOn(
  storage: Storage,
  clock: ManualClock,
  host: PublicUser,
  other: PublicUser,
  rounds = MIN_RATED_MOVES,
) {
  const deps = roomDeps(storage, clock, refusingBots());
  const room: TableRoom = await openTable(deps, host, {
    type: 'create',
    id: 'm1',
    preset: 'modern',
    seats: [{ kind: 'me' }, { kind: 'open' }],
    visibility: 'public',
    clock: { kind: 'none' },
    testTiles: 12,
  });
  const joined = await room.join(other, 1, undefined);
  if (!joined.ok) throw new Error(joined.error.message);
  const people = [host, other];
  const followers = [new Follower(), new Follower()];
  for (const [i, p] of people.entries()) await room.watch(followers[i]!, p, undefined, undefined);
  await room.setLeader(true);
  if (!(await room.start(host)).ok) throw new Error('not started');
  for (let i = 0; i < 2 * rounds; i++) {
    const seat = room.state().actor;
    await playFirst(room, people[seat]!, followers[seat]!, `m${i}`);
    await settle(room);
  }
  return room;
}
