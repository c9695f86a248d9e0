import type { Game } from './game.js';
import { K_CITY, K_FIELD, K_MONASTERY, K_ROAD, MAX_SEGMENTS } from '../core/tile-compile.js';

/**
 * What each player would score if the game ended now — the final scoring of A4 (incomplete
 * roads, cities and monasteries, then farms) — added to `out`, without changing the game.
 * Bots call this thousands of times per move, so it allocates nothing after the first call.
 */
export function projectFinal(g: Game, out: Float64Array | Int32Array): void {
  const n = g.nPlayers;
  const nf = g.followerCount;
  const s = scratchFor(g);
  // Group followers by feature: the first follower of a feature carries the feature's counts.
  for (let i = 0; i < nf; i++) s.root[i] = g.find(g.followerNode[i]!);
  for (let i = 0; i < nf; i++) {
    const node = g.followerNode[i]!;
    const kind = g.nodeKind[node]!;
    if (kind === K_FIELD) continue;
    const root = s.root[i]!;
    let first = true;
    for (let j = 0; j < i; j++) if (s.root[j] === root) first = false;
    if (!first) continue;
    s.counts.fill(0);
    for (let j = i; j < nf; j++) if (s.root[j] === root) s.counts[g.followerOwner[j]!]!++;
    let points: number;
    if (kind === K_MONASTERY) points = g.monasteryTiles[(node / MAX_SEGMENTS) | 0]!;
    else if (kind === K_ROAD) points = g.featureTiles(root, null);
    else points = g.featureTiles(root, null) + g.shields[root]!;
    awardTo(s.counts, n, points, out);
  }
  if (!g.options.farmers) return;
  // Farms: which cities each farmed field touches. Only farmed fields matter, so the pairs
  // (field, city) are collected for those alone, each pair once.
  s.fields.length = 0;
  for (let i = 0; i < nf; i++) if (g.nodeKind[g.followerNode[i]!] === K_FIELD && !s.fields.includes(s.root[i]!)) s.fields.push(s.root[i]!);
  if (s.fields.length === 0) return;
  s.pairs.length = 0;
  for (let p = 0; p < g.placedCount; p++) {
    const t = g.types[g.placedType[p]!]!;
    const base = p * MAX_SEGMENTS;
    for (let seg = 0; seg < t.segCount; seg++) {
      if (t.segKind[seg] !== K_FIELD) continue;
      const touches = t.segTouches[seg]!;
      if (touches.length === 0) continue;
      let field = -1;
      for (const c of touches) {
        if (t.segKind[c] !== K_CITY) continue;
        const city = g.find(base + c);
        if (g.openSides[city] !== 0) continue;
        if (field < 0) {
          field = g.find(base + seg);
          if (!s.fields.includes(field)) break;
        }
        if (!hasPair(s.pairs, field, city)) s.pairs.push(field, city);
      }
    }
  }
  if (g.options.farmerScoring === 'perField3') {
    for (const field of s.fields) {
      let cities = 0;
      for (let k = 0; k < s.pairs.length; k += 2) if (s.pairs[k] === field) cities++;
      if (cities === 0) continue;
      s.counts.fill(0);
      for (let j = 0; j < nf; j++) if (s.root[j] === field && g.nodeKind[g.followerNode[j]!] === K_FIELD) s.counts[g.followerOwner[j]!]!++;
      awardTo(s.counts, n, 3 * cities, out);
    }
  } else {
    s.cities.length = 0;
    for (let k = 1; k < s.pairs.length; k += 2) if (!s.cities.includes(s.pairs[k]!)) s.cities.push(s.pairs[k]!);
    for (const city of s.cities) {
      s.counts.fill(0);
      for (let i = 0; i < nf; i++) {
        if (g.nodeKind[g.followerNode[i]!] !== K_FIELD) continue;
        if (hasPair(s.pairs, s.root[i]!, city)) s.counts[g.followerOwner[i]!]!++;
      }
      awardTo(s.counts, n, 4, out);
    }
  }
}

function hasPair(pairs: number[], a: number, b: number): boolean {
  for (let k = 0; k < pairs.length; k += 2) if (pairs[k] === a && pairs[k + 1] === b) return true;
  return false;
}

function awardTo(counts: Int32Array, n: number, points: number, out: Float64Array | Int32Array): void {
  let max = 0;
  for (let p = 0; p < n; p++) if (counts[p]! > max) max = counts[p]!;
  if (max === 0) return;
  for (let p = 0; p < n; p++) if (counts[p] === max) out[p]! += points;
}

interface Scratch {
  root: Int32Array;
  counts: Int32Array;
  pairs: number[];
  cities: number[];
  fields: number[];
}
const scratches = new WeakMap<Game, Scratch>();
function scratchFor(g: Game): Scratch {
  let s = scratches.get(g);
  if (!s) {
    s = { root: new Int32Array(g.followerNode.length), counts: new Int32Array(g.nPlayers), pairs: [], cities: [], fields: [] };
    scratches.set(g, s);
  }
  return s;
}
