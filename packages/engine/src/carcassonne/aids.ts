import { aidsOf, type Aids } from '../core/aids.js';
import { scoreFinal } from './final.js';
import type { Match } from './match.js';
import { barnHolders } from './barn.js';

/**
 * The player aids of a Carcassonne position (`core/aids.ts`): a big follower counts two towards
 * a majority, and the projection is the final scoring (rules.md A4) applied to a copy.
 */
export function carcassonneAids(match: Match): Aids {
  const g = match.game;
  return aidsOf({
    board: g,
    copy: () => g.clone(),
    weight: (i) => g.figures.weight[i] ?? 1,
    projected: () => {
      if (g.phase === 'over') return Array.from(g.scores);
      const copy = g.clone();
      scoreFinal(copy);
      return Array.from(copy.scores);
    },
    // Abbey & Mayor (AM5): a barn's field is held by the most barns there.
    ...(g.figures.mayors ? { held: () => barnHolders(g) } : {}),
    // The strategic variant: the hands are as hidden as the stack (the aids are everyone's).
    ...(g.hands
      ? {
          unseen: () => {
            const counts = g.remainingCounts();
            for (const t of g.hands!.tiles) if (t >= 0) counts[t]!++;
            return counts;
          },
        }
      : {}),
  });
}
