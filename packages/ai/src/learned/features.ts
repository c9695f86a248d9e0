import {
  K_CITY,
  K_FIELD,
  K_MONASTERY,
  K_ROAD,
  NeededFits,
  projectFinal,
  type CarcassonneCore as Game,
} from '@carcassonne/engine/internal';
import { addCompletionOdds, addFollowersInHand } from '../evaluate.js';
import { FollowedFeatures } from '../followed-features.js';

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
  'dead-points',
  'dead-followers',
  'scarce-points',
  'scarce-followers',
  'odds-followers',
] as const;
export const FEATURE_COUNT = FEATURE_NAMES.length;
/** The features of weights version 2, the first of today's. */
export const FEATURE_COUNT_V2 = 16;
const STUCK = FEATURE_COUNT_V2;
const ODDS = STUCK + 4;

/** Scratch for the features, reused across calls. */
export class FeatureWork {
  readonly projected: Float64Array;
  readonly expected: Float64Array;
  /** Followers placed per player and kind (field, road, city, monastery): player p at p × 4. */
  readonly placed: Float64Array;
  /** Per player p at p × 4: points and followers in dead features, then in scarce ones (`stuckFeatures`). */
  readonly stuck: Float64Array;
  /** Per player: followers in roads, cities and monasteries, each weighed by its feature's `NeededFits.lastOdds`. */
  readonly odds: Float64Array;
  readonly fits = new NeededFits();
  /** The features holding followers, read once a leaf for the completion odds and the stuck features. */
  readonly followed = new FollowedFeatures();
  /** Whether to count dead, scarce and likely features (false: their weights are 0, so the leaf skips them). */
  stuckCounted = true;
  constructor(players: number) {
    this.projected = new Float64Array(players);
    this.expected = new Float64Array(players);
    this.placed = new Float64Array(players * 4);
    this.stuck = new Float64Array(players * 4);
    this.odds = new Float64Array(players);
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

/** Fewest tiles to come that fit a needed square of a scarce feature (a dead one: none fits). */
const SCARCE = 2;

/**
 * Per player, the roads, cities and monasteries holding followers that can no longer complete
 * (dead: a square they need fits no tile to come) or hang on one or two tiles (scarce): the points
 * completing would add to those a player leads (or ties), and the player's followers in them. A
 * follower in a dead feature is lost for the rest of the game, which the other features miss.
 * And the player's followers in all of them, each weighed by how likely its feature completes.
 */
function stuckFeatures(g: Game, work: FeatureWork): void {
  const { stuck, odds } = work;
  stuck.fill(0);
  odds.fill(0);
  if (g.phase === 'over' || !work.stuckCounted) return;
  work.fits.read(g);
  const { followed } = work;
  const { counts, players } = followed;
  for (let f = 0; f < followed.count; f++) {
    const kind = followed.kinds[f]!;
    if (kind !== K_ROAD && kind !== K_CITY && kind !== K_MONASTERY) continue;
    const root = followed.roots[f]!;
    const least = work.fits.fewest(g, root, kind);
    const likely = work.fits.lastOdds;
    if (likely > 0) for (let p = 0; p < players; p++) odds[p]! += likely * counts[f * players + p]!;
    if (least < 0 || least > SCARCE) continue;
    const gain = followed.gain(g, f);
    const most = followed.most(f);
    const at = least === 0 ? 0 : 2;
    for (let p = 0; p < players; p++) {
      const mine = counts[f * players + p]!;
      if (mine === most) stuck[p * 4 + at]! += gain;
      stuck[p * 4 + at + 1]! += mine;
    }
  }
}

/**
 * Every player's features into `out` (player p's at p × FEATURE_COUNT): the score, the score if
 * the game ended now, today's leaf valuation, followers in hand, the share of tiles left, the
 * points still open (projected − score) weighed by that share, followers on the board by kind
 * (farmers also weighed by the share left), and what today's valuation adds for features that
 * may still complete (expected − projected), alone and weighed by the share left; then the
 * dead and scarce features' points and followers and the followers weighed by their odds
 * (`stuckFeatures`).
 */
export function features(g: Game, work: FeatureWork, out: Float64Array): Float64Array {
  const n = g.nPlayers;
  for (let p = 0; p < n; p++) work.projected[p] = g.scores[p]!;
  if (g.phase !== 'over') projectFinal(g, work.projected);
  // Today's leaf valuation from the same projection (one final scoring a leaf, not two).
  work.expected.set(work.projected);
  work.followed.read(g);
  addCompletionOdds(g, addFollowersInHand(g, work.expected), work.followed);
  placedFollowers(g, work.placed);
  stuckFeatures(g, work);
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
    for (let k = 0; k < 4; k++) out[f + STUCK + k] = work.stuck[p * 4 + k]!;
    out[f + ODDS] = work.odds[p]!;
  }
  return out;
}
