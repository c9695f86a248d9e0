import { Mulberry32, type Game } from '@carcassonne/engine';
import type { Bot, BotAnswer, BotRequest } from './bot.js';
import { positionFromView, resample, toMove } from './position.js';

/**
 * Information-set MCTS (single observer, Cowling et al.): every iteration draws a new
 * arrangement of the unseen tiles, walks the one shared tree using only the actions legal
 * in that arrangement (UCB over availability counts), and plays out to the end.
 * A turn is two decisions — placement, then follower — so the tree branches on placements
 * first; a placement node's key includes the drawn tile, which also separates the chance
 * outcomes of the draw.
 */
export interface MctsOptions {
  /** UCB exploration constant. */
  readonly c: number;
  /** Playout policy: 'random' is the published baseline; 'smart' avoids wasting followers. */
  readonly playout: 'random' | 'smart';
  /** Reward mix: share of the win/loss signal; the rest rewards the score margin. */
  readonly winWeight: number;
}

export const DEFAULT_MCTS: MctsOptions = { c: 0.7, playout: 'smart', winWeight: 0.7 };
export const BASELINE_MCTS: MctsOptions = { c: 0.7, playout: 'random', winWeight: 1 };

const FOLLOWER_FLAG = 1 << 30;

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

/** Legal action keys of the decision at hand. */
function actions(g: Game, out: number[]): number {
  let n = 0;
  if (g.phase === 'place') {
    const tile = g.drawn << 20;
    for (let i = 0; i < g.nLegal; i++) out[n++] = tile | g.legal[i]!;
  } else {
    out[n++] = FOLLOWER_FLAG;
    for (let i = 0; i < g.nFopts; i++) out[n++] = FOLLOWER_FLAG | (g.fopts[i]! + 1);
  }
  return n;
}

function apply(g: Game, key: number): void {
  if (key & FOLLOWER_FLAG) g.finishTurn((key & 0xff) - 1);
  else g.placeTile(key & 0xfffff);
}

/**
 * Playout. 'smart': random placements, but a follower only where it is likely to pay —
 * a monastery, a city or road segment (never a farmer late, rarely early) — keeping the
 * supply from running dry on fields.
 */
function playout(g: Game, rng: Mulberry32, kind: MctsOptions['playout']): void {
  while (g.phase !== 'over') {
    if (g.phase === 'place') g.placeTile(g.legal[rng.int(g.nLegal)]!);
    if (kind === 'random' || g.nFopts === 0) {
      const k = rng.int(g.nFopts + 1);
      g.finishTurn(k === 0 ? -1 : g.fopts[k - 1]!);
      continue;
    }
    const p = g.pCount - 1;
    const t = g.types[g.pType[p]!]!;
    let seg = -1;
    if (rng.int(3) !== 0) {
      const s = g.fopts[rng.int(g.nFopts)]!;
      const kind = t.segKind[s]!;
      const left = g.bag.length - g.bagPos;
      // Fields (kind 0) only while much of the game remains and at low probability.
      if (kind !== 0 || (left > 30 && rng.int(4) === 0)) seg = s;
    }
    g.finishTurn(seg);
  }
}

function rewards(g: Game, winWeight: number, out: Float64Array): void {
  const n = g.nPlayers;
  let max = -Infinity;
  let winners = 0;
  for (let p = 0; p < n; p++) {
    const s = g.scores[p]!;
    if (s > max) {
      max = s;
      winners = 1;
    } else if (s === max) winners++;
  }
  for (let p = 0; p < n; p++) {
    let best = -Infinity;
    for (let q = 0; q < n; q++) if (q !== p && g.scores[q]! > best) best = g.scores[q]!;
    const m = g.scores[p]! - best;
    const win = g.scores[p] === max ? 1 / winners : 0;
    out[p] = winWeight * win + (1 - winWeight) * (0.5 + Math.max(-0.5, Math.min(0.5, m / 60)));
  }
}

export interface SearchResult {
  readonly code: number;
  readonly seg: number;
  readonly iterations: number;
  readonly rootVisits: readonly { readonly key: number; readonly visits: number; readonly mean: number }[];
}

export function search(root: Game, rng: Mulberry32, budget: { timeMs?: number; iterations?: number }, opts: MctsOptions): SearchResult {
  const tree = new Node(-1, -1);
  const s = root.clone();
  s.events = null;
  const buf: number[] = [];
  const path: Node[] = [];
  const rw = new Float64Array(root.nPlayers);
  const maxIter = budget.iterations ?? Infinity;
  const deadline = budget.timeMs !== undefined ? performance.now() + budget.timeMs : Infinity;
  if (maxIter === Infinity && deadline === Infinity) throw new Error('a search needs a time or iteration budget');
  let it = 0;
  while (it < maxIter) {
    if ((it & 15) === 0 && performance.now() > deadline && it > 0) break;
    it++;
    s.copyFrom(root);
    resample(s, rng);
    let node = tree;
    path.length = 0;
    path.push(node);
    // Selection and expansion.
    while (s.phase !== 'over') {
      const n = actions(s, buf);
      let untried = 0;
      for (let i = 0; i < n; i++) if (!node.children.has(buf[i]!)) buf[untried++] = buf[i]!;
      if (untried > 0) {
        const key = buf[rng.int(untried)]!;
        const child = new Node(key, s.current);
        node.children.set(key, child);
        apply(s, key);
        node = child;
        path.push(node);
        break;
      }
      let best: Node | null = null;
      let bestU = -Infinity;
      for (let i = 0; i < n; i++) {
        const child = node.children.get(buf[i]!)!;
        child.avail++;
        const u = child.reward / child.visits + opts.c * Math.sqrt(Math.log(child.avail) / child.visits);
        if (u > bestU) {
          bestU = u;
          best = child;
        }
      }
      apply(s, best!.key);
      node = best!;
      path.push(node);
    }
    playout(s, rng, opts.playout);
    rewards(s, opts.winWeight, rw);
    for (const nd of path) {
      nd.visits++;
      if (nd.player >= 0) nd.reward += rw[nd.player]!;
    }
  }
  // The most visited placement, then its most visited follower choice.
  let bestPlace: Node | null = null;
  for (const c of tree.children.values()) if (!bestPlace || c.visits > bestPlace.visits) bestPlace = c;
  if (!bestPlace) throw new Error('no legal move');
  let seg = -1;
  let bestF: Node | null = null;
  for (const c of bestPlace.children.values()) if (!bestF || c.visits > bestF.visits) bestF = c;
  if (bestF) seg = (bestF.key & 0xff) - 1;
  const rootVisits = [...tree.children.values()].map((c) => ({ key: c.key, visits: c.visits, mean: c.reward / Math.max(1, c.visits) }));
  return { code: bestPlace.key & 0xfffff, seg, iterations: it, rootVisits };
}

export function mctsBot(opts: MctsOptions = DEFAULT_MCTS, name = 'mcts'): Bot {
  return {
    name,
    choose(req: BotRequest): BotAnswer {
      const t0 = performance.now();
      const rng = new Mulberry32(req.seed);
      const g = positionFromView(req.view, rng).game;
      const r = search(g, rng, req.budget, opts);
      return { move: toMove(g, r.code, r.seg), stats: { iterations: r.iterations, ms: performance.now() - t0 } };
    },
  };
}
