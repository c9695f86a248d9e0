/**
 * The bots for people, weakest first, as the protocol names them. `@carcassonne/ai` declares the
 * same ids with how each level plays; the two packages stay independent, and the server (which
 * imports both) checks at compile time that they agree (apps/server/src/core/levels.ts).
 */
export const LEVEL_IDS = ['level1', 'level2', 'level3', 'level4', 'level5'] as const;
export type LevelId = (typeof LEVEL_IDS)[number];
/** The level numbers, in the order of `LEVEL_IDS` (level N is `LEVEL_IDS[N - 1]`). */
export const BOT_LEVELS = [1, 2, 3, 4, 5] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** The number of each level (`level3` → 3). */
export const LEVEL_NUMBERS = {
  level1: 1,
  level2: 2,
  level3: 3,
  level4: 4,
  level5: 5,
} as const satisfies Record<LevelId, BotLevel>;
