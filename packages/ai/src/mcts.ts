import { ok, type Move, type Mulberry32 } from '@carcassonne/engine';
import type { Bot, Budget } from './bot.js';
import type { Adapter } from './adapter.js';
import { validateBudget } from './budget.js';
import type { BotResult } from './errors.js';
import { decisionPosition } from './position.js';
import { topOptions } from './greedy.js';
import { DEFAULT_MCTS, type MctsOptions } from './options.js';
import { PlayoutScorer } from './reward.js';
import { greedyFallback, startSearch, type SearchResult } from './search-start.js';
import { flatSearch } from './flat.js';
import { thinkingBot } from './request.js';

/**
 * Information-set MCTS (single observer, Cowling et al. 2012): every iteration draws a new
 * arrangement of the unseen tiles, walks the one shared tree using only the actions legal
 * in that arrangement (UCB over availability counts), and plays out. A turn of the base game
 * is two decisions — placement, then follower; The City adds gate, wall and tower decisions,
 * each made by whoever the engine says decides. The default bot searches the same way but
 * flat at the root (flat.ts), which measured at least as strong.
 */
class Node {
  readonly children = new Map<number, Node>();
  visits = 0;
  avail = 0;
  reward = 0;
  constructor(
    readonly key: number,
    /** The player who took the action leading here. */
    readonly player: number,
  ) {}
}

/** The tree search. Refused: a bad budget or options, a finished game. */
export function search<G>(
  A: Adapter<G>,
  root: G,
  rng: Mulberry32,
  budget: Budget,
  opts: MctsOptions,
): BotResult<SearchResult> {
  const start = startSearch(A, root, budget, opts);
  if (!start.ok) return start;
  const { maxIterations: maxIter, deadline } = start.value;
  const tree = new Node(-1, -1);
  const s = A.clone(root);
  const buf: number[] = [];
  const path: Node[] = [];
  const scorer = new PlayoutScorer(A, root, opts);
  // Root pruning by the greedy valuation: allowed root keys, and allowed follower keys per placement.
  let rootAllowed: Set<number> | null = null;
  let followerAllowed: Map<number, Set<number>> | null = null;
  if (opts.rootTopK > 0) {
    const top = topOptions(A, root, opts.rootTopK);
    if (top.length === opts.rootTopK) {
      rootAllowed = new Set();
      followerAllowed = new Map();
      for (const r of top) {
        rootAllowed.add(r.key);
        if (r.followerKey !== null) {
          let f = followerAllowed.get(r.key);
          if (!f) {
            f = new Set();
            followerAllowed.set(r.key, f);
          }
          f.add(r.followerKey);
        }
      }
    }
  }
  let it = 0;
  while (it < maxIter) {
    if ((it & 15) === 0 && it > 0 && performance.now() > deadline) break;
    it++;
    A.copy(s, root);
    A.resample(s, rng);
    let node = tree;
    path.length = 0;
    path.push(node);
    let depth = 0;
    while (!A.over(s)) {
      let na = A.actions(s, buf);
      const allowed =
        depth === 0 ? rootAllowed : depth === 1 && followerAllowed ? followerAllowed.get(node.key) : null;
      if (allowed) {
        let k = 0;
        for (let i = 0; i < na; i++) if (allowed.has(buf[i]!)) buf[k++] = buf[i]!;
        na = k;
      }
      depth++;
      let untried = 0;
      for (let i = 0; i < na; i++) if (!node.children.has(buf[i]!)) buf[untried++] = buf[i]!;
      if (untried > 0) {
        const key = buf[rng.int(untried)]!;
        const child = new Node(key, A.actor(s));
        node.children.set(key, child);
        A.apply(s, key);
        node = child;
        path.push(node);
        break;
      }
      let best: Node | null = null;
      let bestU = -Infinity;
      for (let i = 0; i < na; i++) {
        const child = node.children.get(buf[i]!)!;
        child.avail++;
        const u = child.reward / child.visits + opts.c * Math.sqrt(Math.log(child.avail) / child.visits);
        if (u > bestU) {
          bestU = u;
          best = child;
        }
      }
      if (!best) break;
      A.apply(s, best.key);
      node = best;
      path.push(node);
    }
    const rw = scorer.score(s, rng);
    for (const nd of path) {
      nd.visits++;
      if (nd.player >= 0) nd.reward += rw[nd.player]!;
    }
  }
  // The best mean among the well-explored children (at least a quarter of the most visits):
  // with rewards this close together, the most visited child is a noisy choice.
  const bestChild = (nd: Node): Node | null => {
    let most = 0;
    for (const c of nd.children.values()) if (c.visits > most) most = c.visits;
    let best: Node | null = null;
    for (const c of nd.children.values()) {
      if (c.visits * 4 < most) continue;
      if (!best || c.reward / c.visits > best.reward / best.visits) best = c;
    }
    return best;
  };
  const first = bestChild(tree);
  if (!first) return greedyFallback(A, root, it);
  const follower = A.isPlacement(first.key) ? bestChild(first) : null;
  return ok({ key: first.key, followerKey: follower ? follower.key : null, iterations: it });
}

/** The search the options ask for: flat at the root, or a tree. */
export function runSearch<G>(
  A: Adapter<G>,
  root: G,
  rng: Mulberry32,
  budget: Budget,
  opts: MctsOptions,
): BotResult<SearchResult> {
  return (opts.flat ? flatSearch : search)(A, root, rng, budget, opts);
}

/** Run a search for the decision at hand in a view of either game (refused: a bad view, budget or options; game over). */
export function searchView(
  view: unknown,
  rng: Mulberry32,
  budget: Budget,
  opts: MctsOptions,
): BotResult<{ move: Move; iterations: number }> {
  // The budget first: it is cheap to check, the view has to be replayed.
  const checked = validateBudget(budget);
  if (!checked.ok) return checked;
  const position = decisionPosition(view, rng);
  if (!position.ok) return position;
  return position.value.use((_, g, search) => {
    const { adapter: A, options, budget: spent } = search(opts);
    const r = runSearch(A, g, rng, spent(checked.value), options);
    return r.ok
      ? ok({ move: A.toMove(g, r.value.key, r.value.followerKey), iterations: r.value.iterations })
      : r;
  });
}

export function mctsBot(opts: MctsOptions = DEFAULT_MCTS, name = 'mcts'): Bot {
  return thinkingBot(name, (view, rng, budget) => searchView(view, rng, budget, opts));
}
