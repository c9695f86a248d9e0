import { projectFinal, type CarcassonneCore as Game } from '@carcassonne/engine/internal';
import { expectedValues } from '../evaluate.js';

/**
 * Board features of one player in a base-game position, for the learned evaluation: each is a
 * number about that player alone (or the game's progress), so one weight vector values every
 * seat and the value is a projected final score, like the bots' own valuations.
 */
export const FEATURE_NAMES = [
  'bias',
  'score',
  'projected',
  'expected',
  'followers',
  'tiles-left',
  'followers×left',
  'open×left',
  'moves-next',
] as const;
export const FEATURE_COUNT = FEATURE_NAMES.length;

/** Scratch for the features, reused across calls. */
export class FeatureWork {
  readonly projected: Float64Array;
  readonly expected: Float64Array;
  constructor(
    players: number,
    readonly scratch: Game,
  ) {
    this.projected = new Float64Array(players);
    this.expected = new Float64Array(players);
  }
}

/**
 * Every player's features into `out` (player p's at p × FEATURE_COUNT): the score, the score if
 * the game ended now, today's leaf valuation, followers in hand, the share of tiles left, and
 * the points still open (projected − score) weighed by that share.
 */
export function features(g: Game, work: FeatureWork, out: Float64Array): Float64Array {
  const n = g.nPlayers;
  for (let p = 0; p < n; p++) work.projected[p] = g.scores[p]!;
  if (g.phase !== 'over') projectFinal(g, work.projected);
  expectedValues(g, work.scratch, work.expected);
  const left = g.phase === 'over' ? 0 : (g.bag.length - g.bagPos) / Math.max(1, g.bag.length);
  for (let p = 0; p < n; p++) {
    const f = p * FEATURE_COUNT;
    const score = g.scores[p]!;
    const projected = work.projected[p]!;
    out[f] = 1;
    out[f + 1] = score;
    out[f + 2] = projected;
    out[f + 3] = work.expected[p]!;
    out[f + 4] = g.supply[p]!;
    out[f + 5] = left;
    out[f + 6] = g.supply[p]! * left;
    out[f + 7] = (projected - score) * left;
    out[f + 8] = g.phase !== 'over' && g.current === p ? 1 : 0;
  }
  return out;
}
