import { ok } from '@carcassonne/engine';
import { botError, describe, isRecord, type BotResult } from './errors.js';

/** How the MCTS bots search (see mcts.ts and flat.ts). */
export interface MctsOptions {
  /** UCB exploration constant. */
  readonly c: number;
  /**
   * Playout policy: 'random' is the published baseline; 'smart' is random placements with
   * followers kept for features likely to pay; 'greedy' has every player take greedy's choice
   * (far slower per playout, far more like real play: it measured much stronger).
   */
  readonly playout: 'random' | 'smart' | 'greedy';
  /** Reward mix: share of the win/loss signal; the rest rewards the score margin. */
  readonly winWeight: number;
  /**
   * Root pruning: only the best `rootTopK` options by the greedy valuation (placement ×
   * follower) are searched; 0 searches every option. This narrows ~100–300 root options to
   * the plausible ones, so the iterations go where they matter.
   */
  readonly rootTopK: number;
  /**
   * Playouts stop after this many tile turns and the position is valued by the projected final
   * scores (a sigmoid of the margin); Infinity plays to the end and uses the real result.
   */
  readonly playoutTurns: number;
  /** Search the root options flat, by paired sequential halving (flat.ts), instead of a tree. */
  readonly flat?: boolean;
  /**
   * The leaf valuation of the base games: absent, today's (`expectedValues`); 'learned', the
   * learned evaluation of level 5 (learned/level-weights.ts) where it was trained and measured,
   * today's elsewhere.
   */
  readonly leaf?: 'learned';
  /**
   * With the learned leaf, search as many root options as were measured best with it in its
   * preset (learned/level-weights.ts, `LEARNED_ROOT_OPTIONS`) instead of `rootTopK`: level 5's
   * setting. Absent or false: `rootTopK` everywhere.
   */
  readonly learnedRoot?: boolean;
  /**
   * In the base games with expansions, the share of a budget's iterations the search spends
   * (above 0, at most 4: above 1, more than asked): greedy values a tile's follower choices
   * without playing each only in the base games (The River too), so with the other expansions a
   * playout costs about twice as much. Level 5: 0.5, its CPU a move as before. Level 4: 2, since
   * its 20 iterations left it no stronger than level 3 with Inns & Cathedrals. Absent: all of them.
   */
  readonly expansionShare?: number;
  /** Overrides for The City, whose greedy valuation (a full final scoring per option) is too slow for greedy playouts. */
  readonly city?: Partial<Pick<MctsOptions, 'playout' | 'playoutTurns'>>;
}

/** The most `expansionShare` may multiply a budget's iterations by. */
const MAX_EXPANSION_SHARE = 4;

export const DEFAULT_MCTS: MctsOptions = {
  c: 0.25,
  playout: 'greedy',
  winWeight: 0.7,
  rootTopK: 12,
  playoutTurns: 8,
  flat: true,
  city: { playout: 'smart', playoutTurns: 24 },
};
/** The default search with fast playouts (24 random turns): what `bench` times as raw search speed. */
export const FAST_MCTS: MctsOptions = { ...DEFAULT_MCTS, playout: 'smart', playoutTurns: 24 };

/** The options as they apply to The City. */
export function cityOptions(opts: MctsOptions): MctsOptions {
  return opts.city ? { ...opts, ...opts.city } : opts;
}
export const BASELINE_MCTS: MctsOptions = {
  c: 0.7,
  playout: 'random',
  winWeight: 1,
  rootTopK: 0,
  playoutTurns: Infinity,
};

const PLAYOUTS = ['random', 'smart', 'greedy'] as const;
const isTurns = (v: unknown): boolean =>
  v === Infinity || (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0);

/** Search options from a caller, checked: a search with NaN or negative settings could loop or pick nothing. */
export function validateOptions(opts: MctsOptions): BotResult<MctsOptions> {
  const bad = (message: string) => botError('bad-options', message);
  if (!isRecord(opts)) return bad(`search options are an object, not ${describe(opts)}`);
  const { c, playout, winWeight, rootTopK, playoutTurns, flat, leaf, learnedRoot, expansionShare, city } =
    opts;
  if (typeof c !== 'number' || !Number.isFinite(c) || c < 0)
    return bad(`c (exploration) must be a finite number ≥ 0, not ${describe(c)}`);
  if (!PLAYOUTS.includes(playout))
    return bad(`playout must be one of ${PLAYOUTS.join(', ')}, not ${describe(playout)}`);
  if (typeof winWeight !== 'number' || !(winWeight >= 0 && winWeight <= 1))
    return bad(`winWeight must be between 0 and 1, not ${describe(winWeight)}`);
  if (typeof rootTopK !== 'number' || !Number.isSafeInteger(rootTopK) || rootTopK < 0)
    return bad(`rootTopK must be an integer ≥ 0, not ${describe(rootTopK)}`);
  if (!isTurns(playoutTurns))
    return bad(`playoutTurns must be an integer ≥ 0 or Infinity, not ${describe(playoutTurns)}`);
  if (flat !== undefined && typeof flat !== 'boolean')
    return bad(`flat must be true or false, not ${describe(flat)}`);
  if (leaf !== undefined && leaf !== 'learned')
    return bad(`leaf must be learned or absent, not ${describe(leaf)}`);
  if (learnedRoot !== undefined && typeof learnedRoot !== 'boolean')
    return bad(`learnedRoot must be true or false, not ${describe(learnedRoot)}`);
  if (
    expansionShare !== undefined &&
    !(typeof expansionShare === 'number' && expansionShare > 0 && expansionShare <= MAX_EXPANSION_SHARE)
  )
    return bad(
      `expansionShare must be a number above 0 and at most ${MAX_EXPANSION_SHARE}, not ${describe(expansionShare)}`,
    );
  if (city !== undefined) {
    if (!isRecord(city)) return bad(`city must be an object, not ${describe(city)}`);
    if (city.playout !== undefined && !PLAYOUTS.includes(city.playout))
      return bad(`city.playout must be one of ${PLAYOUTS.join(', ')}, not ${describe(city.playout)}`);
    if (city.playoutTurns !== undefined && !isTurns(city.playoutTurns))
      return bad(`city.playoutTurns must be an integer ≥ 0 or Infinity, not ${describe(city.playoutTurns)}`);
  }
  return ok(opts);
}
