import type { TimeControl } from '@carcassonne/protocol';
import { INITIAL_RATING, ratingFamily, ratingPace } from './ratings.js';
import type { Storage } from '../storage/types.js';

/**
 * A player's current rating in the game of a preset and time-control class, as the quick-game
 * queue and the bots' level read it: the one place that knows where ratings are kept.
 */
export async function currentRating(
  storage: Storage,
  user: string,
  preset: string,
  clock: TimeControl,
): Promise<number> {
  const family = ratingFamily(preset);
  if (family === null) return INITIAL_RATING;
  const rows = await storage.standings.current([user], family, ratingPace(clock));
  return rows.get(user)?.rating ?? INITIAL_RATING;
}
