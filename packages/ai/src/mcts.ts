import { Mulberry32, type Move } from '@carcassonne/engine';
import type { AnyView, Bot, BotAnswer, BotRequest, Budget } from './bot.js';
import { baseAdapter, cityAdapter, type Adapter } from './adapter.js';
import { cityPositionFromView, positionFromView } from './position.js';
import { topOptions } from './greedy.js';
import { budgetLimits, PlayoutScorer } from './reward.js';
import { flatSearch } from './flat.js';

/**
 * Information-set MCTS (single observer, Cowling et al. 2012): every iteration draws a new
 * arrangement of the unseen tiles, walks the one shared tree using only the actions legal
 * in that arrangement (UCB over availability counts), and plays out. A turn of the base game
 * is two decisions — placement, then follower; The City adds gate, wall and tower decisions,
 * each made by whoever the engine says decides. The default bot searches the same way but
 * flat at the root (flat.ts), which measured at least as strong.
 */
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
  /** Overrides for The City, whose greedy valuation (a full final scoring per option) is too slow for greedy playouts. */
  readonly city?: Partial<Pick<MctsOptions, 'playout' | 'playoutTurns'>>;
}

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
export const BASELINE_MCTS: MctsOptions = { c: 0.7, playout: 'random', winWeight: 1, rootTopK: 0, playoutTurns: Infinity };

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

export interface SearchResult {
  /** The chosen decision and, after a placement, the chosen follower decision. */
  readonly key: number;
  readonly followerKey: number | null;
  readonly iterations: number;
}

export function search<G>(A: Adapter<G>, root: G, rng: Mulberry32, budget: Budget, opts: MctsOptions): SearchResult {
  const tree = new Node(-1, -1);
  const s = A.clone(root);
  const buf: number[] = [];
  const path: Node[] = [];
  const { maxIterations: maxIter, deadline } = budgetLimits(budget);
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
          if (!f) followerAllowed.set(r.key, (f = new Set()));
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
      const allowed = depth === 0 ? rootAllowed : depth === 1 && followerAllowed ? followerAllowed.get(node.key) : null;
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
      A.apply(s, best!.key);
      node = best!;
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
  if (!first) throw new Error('no legal move');
  const follower = A.isPlacement(first.key) ? bestChild(first) : null;
  return { key: first.key, followerKey: follower ? follower.key : null, iterations: it };
}

/** The search the options ask for: flat at the root, or a tree. */
export function runSearch<G>(A: Adapter<G>, root: G, rng: Mulberry32, budget: Budget, opts: MctsOptions): SearchResult {
  return (opts.flat ? flatSearch : search)(A, root, rng, budget, opts);
}

/** Run a search for the decision at hand in a view of either game. */
export function searchView(view: AnyView, rng: Mulberry32, budget: Budget, opts: MctsOptions): { move: Move; iterations: number } {
  if (view.game === 'the-city') {
    const g = cityPositionFromView(view, rng).game;
    const r = runSearch(cityAdapter, g, rng, budget, cityOptions(opts));
    return { move: cityAdapter.toMove(g, r.key, r.followerKey), iterations: r.iterations };
  }
  const g = positionFromView(view, rng).game;
  const r = runSearch(baseAdapter, g, rng, budget, opts);
  return { move: baseAdapter.toMove(g, r.key, r.followerKey), iterations: r.iterations };
}

export function mctsBot(opts: MctsOptions = DEFAULT_MCTS, name = 'mcts'): Bot {
  return {
    name,
    choose(req: BotRequest): BotAnswer {
      const t0 = performance.now();
      const { move, iterations } = searchView(req.view, new Mulberry32(req.seed), req.budget, opts);
      return { move, stats: { iterations, ms: performance.now() - t0 } };
    },
  };
}
