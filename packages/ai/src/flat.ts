import { Mulberry32, ok } from '@carcassonne/engine';
import type { Budget } from './bot.js';
import type { Adapter } from './adapter.js';
import { botError, type BotResult } from './errors.js';
import { topOptions } from './greedy.js';
import type { MctsOptions } from './options.js';
import { PlayoutScorer } from './reward.js';
import { startSearch, type SearchResult } from './search-start.js';

/** A root option: a decision key and, after a placement, its follower key. */
export interface RootOption {
  readonly key: number;
  readonly followerKey: number | null;
}

/** What the flat search learnt of one root option. */
export interface OptionValue extends RootOption {
  /** Determinizations it was played against. */
  readonly rounds: number;
  /** Mean reward in [0, 1] for the player deciding (what the search ranks by). */
  readonly meanReward: number;
  /** Mean margin in points over the best opponent at the playouts' ends (0 when never played). */
  readonly meanMargin: number;
  /** Halving phases it survived: the chosen option survived them all. */
  readonly phases: number;
}

export interface FlatEvaluation {
  /** The root options as searched (a pinned option not among them is appended). */
  readonly options: readonly OptionValue[];
  /** Index in `options` of the option the search chooses. */
  readonly best: number;
  /** Index of the pinned option, or null when none was asked for. */
  readonly pinned: number | null;
  readonly iterations: number;
}

const sameOption = (a: RootOption, b: RootOption) => a.key === b.key && a.followerKey === b.followerKey;

/**
 * Paired sequential halving over the root options. Below the root, a tree over ~100 opponent
 * placements per drawn tile is never revisited within a move's budget, so it plays like a
 * random playout anyway; what decides is how well the root options are compared. Here every
 * round draws one arrangement of the unseen tiles and one playout seed and plays *every*
 * surviving option against that same arrangement, so the luck of the draw cancels out of the
 * comparison; after each phase the worse half is dropped (Karnin et al. 2013). A budget too
 * small for one round keeps the first option: greedy's best for a tile, the first legal one
 * for a wall decision.
 *
 * `pinned` (an analysis asking about the move actually played) is never dropped: once the
 * halving would drop it, it keeps being played against every later round beside the
 * survivors, so it is compared with the chosen option on the same arrangements. An option the
 * search would keep anyway changes nothing, so the search chooses exactly as the bot did.
 * Refused: a bad budget or options, a finished game.
 */
export function flatEvaluate<G>(
  A: Adapter<G>,
  root: G,
  rng: Mulberry32,
  budget: Budget,
  opts: MctsOptions,
  pinned?: RootOption,
): BotResult<FlatEvaluation> {
  const start = startSearch(A, root, budget, opts);
  if (!start.ok) return start;
  const { maxIterations: maxEvals, deadline, paced } = start.value;
  const me = A.actor(root);

  let options: RootOption[];
  const keys: number[] = [];
  const na = A.actions(root, keys);
  if (na > 0 && A.isPlacement(keys[0]!)) options = topOptions(A, root, opts.rootTopK);
  else options = keys.slice(0, na).map((key) => ({ key, followerKey: null }));
  if (options.length === 0) return botError('bot-failed', 'no legal move in a game that is not over');
  const searched = options.length;
  let pinnedIndex: number | null = null;
  if (pinned) {
    const at = options.findIndex((o) => sameOption(o, pinned));
    pinnedIndex = at >= 0 ? at : options.push({ key: pinned.key, followerKey: pinned.followerKey }) - 1;
  }
  const sum = new Float64Array(options.length);
  const marginSum = new Float64Array(options.length);
  const rounds = new Int32Array(options.length);
  const phases = new Int32Array(options.length);
  const result = (best: number, evals: number): FlatEvaluation => ({
    options: options.map((o, i) => ({
      key: o.key,
      followerKey: o.followerKey,
      rounds: rounds[i]!,
      meanReward: rounds[i]! > 0 ? sum[i]! / rounds[i]! : 0,
      meanMargin: rounds[i]! > 0 ? marginSum[i]! / rounds[i]! : 0,
      phases: phases[i]!,
    })),
    best,
    pinned: pinnedIndex,
    iterations: evals,
  });
  // One option (a forced decision): nothing to compare.
  if (searched === 1) return ok(result(0, 0));

  const det = A.clone(root);
  const s = A.clone(root);
  const scorer = new PlayoutScorer(A, root, opts);
  let alive = options.slice(0, searched).map((_, i) => i);
  // The pinned option once the halving dropped it (or when it was not among the searched ones).
  let shadow: number | null = pinnedIndex !== null && pinnedIndex >= searched ? pinnedIndex : null;
  let evals = 0;
  let phasesLeft = Math.ceil(Math.log2(searched));
  let stopped = false;
  const play = (i: number, seed: number) => {
    const o = options[i]!;
    A.copy(s, det);
    A.apply(s, o.key);
    if (o.followerKey !== null) A.apply(s, o.followerKey);
    sum[i]! += scorer.score(s, new Mulberry32(seed))[me]!;
    marginSum[i]! += scorer.margins[me]!;
    rounds[i]!++;
    evals++;
  };
  while (alive.length > 1 && !stopped) {
    // This phase's share of what is left of the budget, in rounds over the survivors; with a
    // time budget the pace is known after the phase's first round.
    const phaseStart = performance.now();
    const evalsAtStart = evals;
    const width = alive.length + (shadow === null ? 0 : 1);
    let phaseRounds = -1;
    for (let r = 0; phaseRounds < 0 || r < phaseRounds; r++) {
      if (evals + width > maxEvals || (evals > 0 && performance.now() > deadline)) {
        stopped = true;
        break;
      }
      A.copy(det, root);
      A.resample(det, rng);
      const seed = rng.nextU32();
      for (const i of alive) play(i, seed);
      if (shadow !== null) play(shadow, seed);
      if (phaseRounds < 0) {
        let left = maxEvals - evalsAtStart;
        if (paced) {
          const now = performance.now();
          left = Math.min(
            left,
            ((deadline - phaseStart) * (evals - evalsAtStart)) / Math.max(1e-3, now - phaseStart),
          );
        }
        phaseRounds = Math.max(1, Math.floor(left / phasesLeft / width));
      }
    }
    if (stopped) break;
    // Drop the worse half; every survivor has played the same rounds, so sums compare.
    alive.sort((a, b) => sum[b]! - sum[a]!);
    alive = alive.slice(0, Math.ceil(alive.length / 2));
    for (const i of alive) phases[i]!++;
    if (pinnedIndex !== null && shadow === null && !alive.includes(pinnedIndex)) shadow = pinnedIndex;
    phasesLeft = Math.max(1, phasesLeft - 1);
  }
  let best = alive[0]!;
  for (const i of alive) if (sum[i]! > sum[best]!) best = i;
  return ok(result(best, evals));
}

/** The flat search's choice (see `flatEvaluate`). */
export function flatSearch<G>(
  A: Adapter<G>,
  root: G,
  rng: Mulberry32,
  budget: Budget,
  opts: MctsOptions,
): BotResult<SearchResult> {
  const r = flatEvaluate(A, root, rng, budget, opts);
  if (!r.ok) return r;
  const best = r.value.options[r.value.best]!;
  return ok({ key: best.key, followerKey: best.followerKey, iterations: r.value.iterations });
}
