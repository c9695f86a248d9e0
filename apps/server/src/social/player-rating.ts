import { definitionOfPreset } from '@carcassonne/engine';
import { INITIAL_RATING } from '../ratings.js';
import type { Storage } from '../storage/types.js';

/**
 * A player's current rating in the game of a preset, as the quick-game queue and the bots' level
 * read it: the one place that knows where ratings are kept (swap it when the rating system changes).
 */
export async function currentRating(storage: Storage, user: string, preset: string): Promise<number> {
  const definition = definitionOfPreset(preset);
  const game = definition.ok ? definition.value.id : preset;
  const rows = await storage.ratings([user], game);
  return rows.get(user)?.rating ?? INITIAL_RATING;
}
