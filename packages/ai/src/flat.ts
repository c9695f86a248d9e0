import { Mulberry32, ok } from '@carcassonne/engine';
import type { Budget } from './bot.js';
import type { Adapter } from './adapter.js';
import { botError, type BotResult } from './errors.js';
import { topOptions } from './greedy.js';
import type { MctsOptions } from './options.js';
import { PlayoutScorer } from './reward.js';
import { startSearch, type SearchResult } from './search-start.js';

/**
 * Paired sequential halving over the root options. Below the root, a tree over ~100 opponent
 * placements per drawn tile is never revisited within a move's budget, so it plays like a
 * random playout anyway; what decides is how well the root options are compared. Here every
 * round draws one arrangement of the unseen tiles and one playout seed and plays *every*
 * surviving option against that same arrangement, so the luck of the draw cancels out of the
 * comparison; after each phase the worse half is dropped (Karnin et al. 2013). A budget too
 * small for one round keeps the first option: greedy's best for a tile, the first legal one
 * for a wall decision.
 * Refused: a bad budget or options, a finished game.
 */
export function flatSearch<G>(A: Adapter<G>, root: G, rng: Mulberry32, budget: Budget, opts: MctsOptions): BotResult<SearchResult> {
  const start = startSearch(A, root, budget, opts);
  if (!start.ok) return start;
  const { maxIterations: maxEvals, deadline, paced } = start.value;
  const me = A.actor(root);

  let options: { key: number; followerKey: number | null }[];
  const keys: number[] = [];
  const na = A.actions(root, keys);
  if (na > 0 && A.isPlacement(keys[0]!)) options = topOptions(A, root, opts.rootTopK);
  else options = keys.slice(0, na).map((key) => ({ key, followerKey: null }));
  const first = options[0];
  if (!first) return botError('bot-failed', 'no legal move in a game that is not over');
  if (options.length === 1) return ok({ key: first.key, followerKey: first.followerKey, iterations: 0 });

  const det = A.clone(root);
  const s = A.clone(root);
  const scorer = new PlayoutScorer(A, root, opts);
  const sum = new Float64Array(options.length);
  let alive = options.map((_, i) => i);
  let evals = 0;
  let phasesLeft = Math.ceil(Math.log2(options.length));
  let stopped = false;
  while (alive.length > 1 && !stopped) {
    // This phase's share of what is left of the budget, in rounds over the survivors; with a
    // time budget the pace is known after the phase's first round.
    const phaseStart = performance.now();
    const evalsAtStart = evals;
    let rounds = -1;
    for (let r = 0; rounds < 0 || r < rounds; r++) {
      if (evals + alive.length > maxEvals || (evals > 0 && performance.now() > deadline)) {
        stopped = true;
        break;
      }
      A.copy(det, root);
      A.resample(det, rng);
      const seed = rng.nextU32();
      for (const i of alive) {
        const o = options[i]!;
        A.copy(s, det);
        A.apply(s, o.key);
        if (o.followerKey !== null) A.apply(s, o.followerKey);
        sum[i]! += scorer.score(s, new Mulberry32(seed))[me]!;
        evals++;
      }
      if (rounds < 0) {
        let left = maxEvals - evalsAtStart;
        if (paced) {
          const now = performance.now();
          left = Math.min(left, ((deadline - phaseStart) * (evals - evalsAtStart)) / Math.max(1e-3, now - phaseStart));
        }
        rounds = Math.max(1, Math.floor(left / phasesLeft / alive.length));
      }
    }
    if (stopped) break;
    // Drop the worse half; every survivor has played the same rounds, so sums compare.
    alive.sort((a, b) => sum[b]! - sum[a]!);
    alive = alive.slice(0, Math.ceil(alive.length / 2));
    phasesLeft = Math.max(1, phasesLeft - 1);
  }
  let best = alive[0]!;
  for (const i of alive) if (sum[i]! > sum[best]!) best = i;
  return ok({ key: options[best]!.key, followerKey: options[best]!.followerKey, iterations: evals });
}
