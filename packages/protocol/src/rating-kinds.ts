/**
 * What ratings are kept apart by, and a game's result for one of its players: plain values, so
 * the page can list them without the schemas (`ratings.ts` builds its schemas from these).
 */

/** The families ratings are kept apart for: Carcassonne, its Winter Edition, and The City. */
export const RATING_FAMILIES = ['carcassonne', 'winter', 'the-city'] as const;
/** The time-control classes: correspondence (days per move), real-time (anything else). */
export const RATING_PACES = ['realtime', 'correspondence'] as const;
/** A finished game for one of its players. */
export const GAME_RESULTS = ['win', 'draw', 'loss'] as const;
