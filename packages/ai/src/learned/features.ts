import { projectFinal, type CarcassonneCore as Game } from '@carcassonne/engine/internal';
import { addCompletionOdds, addFollowersInHand } from '../evaluate.js';

/**
 * Board features of one player in a base-game position, for the learned evaluation: each is a
 * number about that player alone (or the game's progress), so one weight vector values every
 * seat. The model is fitted to final margins, so only a player's value against the others'
 * means anything (see train.ts).
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
  'farmers',
  'farmers×left',
  'knights',
  'thieves',
  'monks',
  'completion',
  'completion×left',
] as const;
export const FEATURE_COUNT = FEATURE_NAMES.length;

const K_FIELD = 0;
const K_ROAD = 1;
const K_CITY = 2;
const K_MONASTERY = 3;

/** Scratch for the features, reused across calls. */
export class FeatureWork {
  readonly projected: Float64Array;
  readonly expected: Float64Array;
  /** Followers placed per player and kind (field, road, city, monastery): player p at p × 4. */
  readonly placed: Float64Array;
  constructor(players: number) {
    this.projected = new Float64Array(players);
    this.expected = new Float64Array(players);
    this.placed = new Float64Array(players * 4);
  }
}

/** Followers on the board per player and kind (a big follower counts as its weight). */
function placedFollowers(g: Game, placed: Float64Array): void {
  placed.fill(0);
  for (let i = 0; i < g.followerCount; i++) {
    const kind = g.nodeKind[g.followerNode[i]!]!;
    if (kind > K_MONASTERY) continue;
    placed[g.followerOwner[i]! * 4 + kind]! += g.figures.weight[i]!;
  }
}

/**
 * Every player's features into `out` (player p's at p × FEATURE_COUNT): the score, the score if
 * the game ended now, today's leaf valuation, followers in hand, the share of tiles left, the
 * points still open (projected − score) weighed by that share, followers on the board by kind
 * (farmers also weighed by the share left), and what today's valuation adds for features that
 * may still complete (expected − projected), alone and weighed by the share left.
 */
export function features(g: Game, work: FeatureWork, out: Float64Array): Float64Array {
  const n = g.nPlayers;
  for (let p = 0; p < n; p++) work.projected[p] = g.scores[p]!;
  if (g.phase !== 'over') projectFinal(g, work.projected);
  // Today's leaf valuation from the same projection (one final scoring a leaf, not two).
  work.expected.set(work.projected);
  addCompletionOdds(g, addFollowersInHand(g, work.expected));
  placedFollowers(g, work.placed);
  const left = g.phase === 'over' ? 0 : (g.bag.length - g.bagPos) / Math.max(1, g.bag.length);
  for (let p = 0; p < n; p++) {
    const f = p * FEATURE_COUNT;
    const score = g.scores[p]!;
    const projected = work.projected[p]!;
    const expected = work.expected[p]!;
    const farmers = work.placed[p * 4 + K_FIELD]!;
    out[f] = 1;
    out[f + 1] = score;
    out[f + 2] = projected;
    out[f + 3] = expected;
    out[f + 4] = g.supply[p]!;
    out[f + 5] = left;
    out[f + 6] = g.supply[p]! * left;
    out[f + 7] = (projected - score) * left;
    out[f + 8] = g.phase !== 'over' && g.current === p ? 1 : 0;
    out[f + 9] = farmers;
    out[f + 10] = farmers * left;
    out[f + 11] = work.placed[p * 4 + K_CITY]!;
    out[f + 12] = work.placed[p * 4 + K_ROAD]!;
    out[f + 13] = work.placed[p * 4 + K_MONASTERY]!;
    out[f + 14] = expected - projected;
    out[f + 15] = (expected - projected) * left;
  }
  return out;
}
