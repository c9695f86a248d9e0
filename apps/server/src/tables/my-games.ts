import { sortMyGames, type MyGame } from '@carcassonne/protocol';
import { pausedDeadline } from './vacation-clock.js';
import type { TableRoom } from './table-room.js';
import type { Clock } from '../core/clock.js';
import type { Storage } from '../storage/types.js';

/** What "my games" reads of the hub. */
export interface GamesSource {
  readonly storage: Storage;
  readonly clock: Clock;
  roomList(): Iterable<TableRoom>;
}

/**
 * "My games": the user's unfinished tables known here, each with the deadline of the player due
 * as their vacations make it (and until when that player is on vacation), mine first and then
 * by time left (`sortMyGames`).
 */
export async function myGames(hub: GamesSource, userId: string): Promise<MyGame[]> {
  const mine = [...hub.roomList()].filter((r) => !r.over && r.isSeated(userId));
  // Tables this process only noted changes of are read again first (whose turn it is).
  await Promise.all(mine.map((r) => r.refresh().catch(() => undefined)));
  const rooms = mine.filter((r) => !r.over);
  const now = hub.clock.now();
  const games = await Promise.all(
    rooms.flatMap((room) => {
      const game = room.myGame(userId);
      return game ? [withVacation(hub, room, game, now)] : [];
    }),
  );
  return sortMyGames(games);
}

/** The game with the vacation of its player due counted (as it was if they cannot be read). */
async function withVacation(hub: GamesSource, room: TableRoom, game: MyGame, now: number): Promise<MyGame> {
  // The state (with the board's view, kept until the next move) is built for correspondence only.
  if (room.clockKind !== 'days') return game;
  const state = room.state();
  const due = state.seats[state.actor];
  if (state.settings.clock.kind !== 'days' || game.deadline === null || due?.kind !== 'human') return game;
  try {
    const [deadline, away] = await Promise.all([
      pausedDeadline(hub.storage, state.settings.clock, due.user, game.deadline),
      hub.storage.vacations.current([due.user], now),
    ]);
    return { ...game, deadline, vacationUntil: away.get(due.user) ?? null };
  } catch {
    return game;
  }
}
