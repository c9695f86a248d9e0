import { aidsOf, type Aids } from '../core/aids.js';
import { finalScoring } from './final.js';
import type { CityMatch } from './match.js';

/**
 * The player aids of a position of The City (`core/aids.ts`): the remaining tiles are counted
 * over the three stacks together, as the view shows them (rules/the-city.md B1: never which stack holds
 * which tile); squares outside the wall are not open; the projection is the end of the game
 * (B5–B6: the wall closed, incomplete projects removed, patrons and guards scored) on a copy.
 */
export function cityAids(match: CityMatch): Aids {
  const g = match.game;
  return aidsOf({
    board: g,
    copy: () => g.clone(),
    weight: () => 1,
    projected: () => {
      if (g.phase === 'over') return Array.from(g.scores);
      const copy = g.clone();
      finalScoring(copy);
      return Array.from(copy.scores);
    },
  });
}
