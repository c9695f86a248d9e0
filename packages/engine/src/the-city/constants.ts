import type { OptionTable } from '../core/options.js';

/**
 * The City's rule options, as Carcassonne's come from `RULE_OPTIONS`: none yet. An option is an
 * entry here (its name and values); `GameDefinition.options` is read off this table.
 */
export const CITY_OPTIONS = {} as const satisfies OptionTable;

/** Followers in each player's supply (8 minus the score marker). */
export const CITY_FOLLOWERS = 7;
/** Wall pieces in the supply (rules/the-city.md B1 interpretation: 70 + 2 short); the gate is extra. */
export const WALL_SUPPLY = 72;
/** Index of the gate in the wall deque (pieces extend both ways, at most 72). */
export const GATE_INDEX = 80;
