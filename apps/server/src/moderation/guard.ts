import { failure, type Outcome } from '../core/outcome.js';
import type { PublicUser } from '@carcassonne/protocol';
import type { TableRoom } from '../tables/table-room.js';
import type { Moderation } from './service.js';

/** The people seated at a table (ids). */
export const seatedPeople = (room: TableRoom): string[] =>
  room.summary().seats.flatMap((s) => (s.kind === 'human' ? [s.user] : []));

const blockedWords = 'a player at this table blocked you, or you blocked them';

/**
 * Whether `user` may take a seat with the people seated at `room` (join): not banned, and nobody
 * there blocked them nor was blocked by them. Null when they may; the refusal otherwise.
 */
export async function seatRefusal(
  moderation: Moderation,
  user: string,
  room: TableRoom,
): Promise<Outcome<never> | null> {
  const banned = await moderation.refusal(user, 'play');
  if (banned) return banned;
  if (await moderation.avoidsAny(user, seatedPeople(room))) return failure('blocked', blockedWords);
  return null;
}

/** Whether a rematch may seat the same people again: the asker not banned, no two of them blocked. */
export async function rematchRefusal(
  moderation: Moderation,
  user: string,
  room: TableRoom,
): Promise<Outcome<never> | null> {
  const banned = await moderation.refusal(user, 'play');
  if (banned) return banned;
  const people = seatedPeople(room);
  for (const person of people)
    if (await moderation.avoidsAny(person, people)) return failure('blocked', blockedWords);
  return null;
}

/**
 * A block just made: at every table not yet started where the two sit together, one of them
 * leaves as with `leave` — the blocked player, or the blocker when the blocked player is the host.
 * Every process keeps every unfinished table, so the process that took the block finds them all;
 * the seat change reaches the others as any seat change does. How many seats were freed.
 */
export async function separateBlocked(
  rooms: Iterable<TableRoom>,
  blocker: PublicUser,
  blocked: PublicUser,
  failed: (table: string, problem: unknown) => void,
): Promise<number> {
  let freed = 0;
  for (const room of [...rooms]) {
    if (room.currentStatus !== 'open') continue;
    const people = seatedPeople(room);
    if (!people.includes(blocker.id) || !people.includes(blocked.id)) continue;
    const leaving = room.host === blocked.id ? blocker : blocked;
    // The block holds whatever happens here (a table's failed write is reported, not the block).
    const outcome = await room.leave(leaving).catch((e: unknown) => failed(room.id, e));
    if (outcome?.ok) freed++;
  }
  return freed;
}
