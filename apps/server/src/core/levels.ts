import type { LEVEL_IDS as BOT_LEVEL_IDS } from '@carcassonne/ai';
import type { LEVEL_IDS, LevelId } from '@carcassonne/protocol';

/**
 * The protocol and the bots declare the level ids each on their own (neither imports the other);
 * here, where both are imported, the compiler checks that they are the same list in the same order.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameLevels: Same<typeof LEVEL_IDS, typeof BOT_LEVEL_IDS> = true;
void sameLevels;

/** A level's seat name at the server's tables ("Club bot"), the same for every player. */
export const LEVEL_TITLES: Readonly<Record<LevelId, string>> = {
  level1: 'Beginner bot',
  level2: 'Casual bot',
  level3: 'Club bot',
  level4: 'Expert bot',
  level5: 'Master bot',
};
