import { levelRating } from '@carcassonne/ai';
import { LEVEL_IDS, type LevelId } from '@carcassonne/protocol';

/**
 * The players' ratings start at 1500; the levels' measured ratings put the greedy bot at 1000.
 * A player rated R meets the level whose measured rating is closest to R − 500 (a new player
 * meets the Club bot, level 3).
 */
export const BOT_RATING_OFFSET = 500;

/** The bot level of a player's strength in a preset (levels not measured there: as in `modern`). */
export function botLevelFor(rating: number, preset: string): LevelId {
  const target = rating - BOT_RATING_OFFSET;
  let best: LevelId = 'level3';
  let distance = Number.POSITIVE_INFINITY;
  for (const id of LEVEL_IDS) {
    const measured = levelRating(id, preset) ?? levelRating(id, 'modern');
    if (!measured) continue;
    const d = Math.abs(measured.elo - target);
    if (d < distance) {
      distance = d;
      best = id;
    }
  }
  return best;
}
