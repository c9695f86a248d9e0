/** Players of a quick game (a plain value: the page reads it before it validates anything). */
export const QUICK_PLAYERS = { min: 2, max: 5 } as const;
