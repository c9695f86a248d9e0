import type { GameEnding, RatingChange } from '@carcassonne/protocol';
import { GLICKO_START } from '../ratings/glicko.js';
import {
  changeOf,
  departureRatings,
  isProvisional,
  ratingFamily,
  ratingPace,
  REPEAT_WINDOW_MS,
  REPEATS_PER_PAIR,
  departuresOf,
} from '../ratings/ratings.js';
import { pairKey, type RatingUpdate } from '../storage/ratings.js';
import type { StoredEvent, TableChange } from '../storage/types.js';
import type { RoomCore } from './room-core.js';

/** The end's `finished` event, from the rating changes and the ending as they turned out. */
export type FinishedEvent = (ratings: RatingChange[], ending: GameEnding) => StoredEvent;

/**
 * The ratings of a finished game (docs/server/ratings.md), handed to the storage with the end:
 * it computes them inside the transaction that stores the end, from the players' ratings as they
 * stand there, and stores the `finished` event built with them. Null: the game changes no rating
 * (not rated, aborted, too early, a bot seat); its `finished` event has no changes.
 *
 * Resigned seats rank last; an abandoned seat makes the game unrated for the others and a loss
 * for the one who left (unless the table rates abandonment: then it ranks last as a
 * resignation). A pair of accounts that has played `REPEATS_PER_PAIR` rated games together in
 * the last `REPEAT_WINDOW_MS` plays unrated against each other: their result does not count, and
 * a game where no result counts is unrated (`unrated: 'repeated'`).
 */
export function endRatings(
  p: Pick<RoomCore, 't' | 'deps'>,
  scores: readonly number[],
  ending: GameEnding,
  finished: FinishedEvent,
): RatingUpdate | null {
  const t = p.t;
  if (!t.settings.rated || ending.end === 'aborted' || ending.unrated !== undefined) return null;
  const users: string[] = [];
  for (const s of t.seats) {
    if (s.kind !== 'human') return null;
    users.push(s.user);
  }
  const family = ratingFamily(t.settings.preset);
  if (family === null) return null;
  const departures = departuresOf(ending, t.settings.abandon);
  const at = p.deps.clock.now();
  return {
    family,
    pace: ratingPace(t.settings.clock),
    tableId: t.id,
    at,
    users,
    togetherSince: at - REPEAT_WINDOW_MS,
    rate({ current, together }) {
      const players = users.map((user, i) => ({
        ...(current.get(user) ?? GLICKO_START),
        user,
        score: scores[i] ?? 0,
        games: current.get(user)?.games ?? 0,
      }));
      const counts = (i: number, j: number) =>
        (together.get(pairKey(users[i] ?? '', users[j] ?? '')) ?? 0) < REPEATS_PER_PAIR;
      const rows = departureRatings(players, departures, counts);
      const changes = rows.map((row) => ({
        ...changeOf(row),
        provisionalBefore: isProvisional(row.deviationBefore),
      }));
      const repeated = ending.rated && rows.length === 0;
      const told: GameEnding = repeated ? { ...ending, rated: false, unrated: 'repeated' } : ending;
      return { rows, events: [finished(changes, told)], change: { ending: told } };
    },
  };
}

/** The end's change as stored: its ending as the stored `finished` event tells it (the ratings may have made it unrated). */
export function storedChange(change: TableChange, stored: readonly StoredEvent[]): TableChange {
  const finished = stored.find((e) => e.event.kind === 'finished')?.event;
  return finished?.kind === 'finished' && finished.ending ? { ...change, ending: finished.ending } : change;
}
