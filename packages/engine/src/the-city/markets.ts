import { FACING } from '../core/ports.js';
import { K_DISTRICT, K_MARKET, MAX_SEGMENTS } from '../core/tile-compile.js';
import type { CityGame } from './game.js';

/**
 * How many markets touch each district a patron stands on (rules/the-city.md B6): the final scoring and
 * the bots' valuations ask this of every district with a follower, often (a bot values thousands
 * of positions a move), so it is counted into scratch arrays shared by every game, allocating
 * nothing. A district's markets are the distinct market features next to one of its segments:
 * inside a tile (`touchedMarkets`) or across an edge, where one of its ports meets a market's.
 */

/** Per node: `version` when the node is the root of a district counted. */
let counted = new Uint32Array(0);
/** Per counted root: its markets. */
let markets = new Uint8Array(0);
let version = 0;
/** Per market root: the number of the last district that found it (each district counted has its own). */
let found = new Uint32Array(0);
let district = 0;

/**
 * Count the markets next to every district holding a follower of `g`; read them with
 * `marketsNextTo` until the next count (of any game).
 */
export function countDistrictMarkets(g: CityGame): void {
  const nodes = g.parent.length;
  if (counted.length < nodes) {
    counted = new Uint32Array(nodes);
    markets = new Uint8Array(nodes);
    found = new Uint32Array(nodes);
    version = district = 0;
  }
  if (version > 0xfffffff0 || district > 0xfffffff0) {
    counted.fill(0);
    found.fill(0);
    version = district = 0;
  }
  const v = ++version;
  for (let i = 0; i < g.followerCount; i++) {
    const node = g.followerNode[i]!;
    if (g.nodeKind[node] !== K_DISTRICT) continue;
    const root = g.find(node);
    if (counted[root] === v) continue;
    counted[root] = v;
    markets[root] = countMarkets(g, root);
  }
}

/** The distinct markets next to the segments of the district of `root`. */
function countMarkets(g: CityGame, root: number): number {
  const tag = ++district;
  const kind = g.nodeKind;
  let n = 0;
  let node = root;
  do {
    const p = (node / MAX_SEGMENTS) | 0;
    const s = node - p * MAX_SEGMENTS;
    const t = g.types[g.placedType[p]!]!;
    const base = p * MAX_SEGMENTS;
    for (let inside = t.touchedMarkets[s]!; inside !== 0; inside &= inside - 1) {
      const m = g.find(base + 31 - Math.clz32(inside & -inside));
      if (found[m] !== tag) {
        found[m] = tag;
        n++;
      }
    }
    const cell = g.placedCell[p]!;
    for (let ports = t.segPorts[g.placedRotation[p]! * MAX_SEGMENTS + s]!; ports !== 0; ports &= ports - 1) {
      const b = 31 - Math.clz32(ports & -ports);
      const q = g.grid[g.wrapped(cell + g.sideStep((b / 3) | 0))]!;
      if (q < 0) continue;
      const qt = g.types[g.placedType[q]!]!;
      const c = q * MAX_SEGMENTS + qt.portSeg[g.placedRotation[q]! * 13 + FACING[b]!]!;
      if (kind[c] !== K_MARKET) continue;
      const m = g.find(c);
      if (found[m] !== tag) {
        found[m] = tag;
        n++;
      }
    }
    node = g.nextMember[node]!;
  } while (node !== root);
  return n;
}

/** The markets next to the district of root `root` (a district holding a follower at the last count). */
export function marketsNextTo(root: number): number {
  return counted[root] === version ? markets[root]! : 0;
}
