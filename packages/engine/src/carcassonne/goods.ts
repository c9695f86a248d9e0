/** Traders & Builders' goods (rules/traders-and-builders.md A9), in the order the cores keep them. */
export const GOODS = ['wine', 'grain', 'cloth'] as const;
export type Good = (typeof GOODS)[number];

/** Points for the most of one good at the end (ties: each scores them). */
export const GOODS_MAJORITY_POINTS = 10;
