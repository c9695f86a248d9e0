import type { UiGoods } from './figures.js';

export const GOOD_NAMES = ['wine', 'grain', 'cloth'] as const;
export type GoodName = (typeof GOOD_NAMES)[number];

/**
 * For each good, the seats holding the most tokens (all tied seats; none when nobody holds
 * it): those score 10 at the end (rules/traders-and-builders.md A9.2). For the page only; the points are the engine's.
 */
export function goodsMajorities(goods: readonly UiGoods[]): Readonly<Record<GoodName, readonly number[]>> {
  const out = { wine: [] as number[], grain: [] as number[], cloth: [] as number[] };
  for (const g of GOOD_NAMES) {
    const most = Math.max(0, ...goods.map((h) => h[g]));
    if (most > 0)
      goods.forEach((h, i) => {
        if (h[g] === most) out[g].push(i);
      });
  }
  return out;
}
