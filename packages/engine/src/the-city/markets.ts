import { FACING } from '../core/ports.js';
import { K_DISTRICT, K_MARKET, MAX_SEGMENTS } from '../core/tile-compile.js';
import type { CityGame } from './game.js';

/**
 * How many markets touch each district a patron stands on (rules.md B6): the final scoring and
 * the bots' valuations ask this of every district with a follower, often (a bot values thousands
 * of positions a move), so it is counted into scratch arrays shared by every game, allocating
 * nothing. A district's markets are the distinct market features next to it: inside a tile
 * (`districtMarketPairs`) or across an edge where a district port meets a market port.
 */

/** Per node: `version` when the node is the root of a district being counted. */
let counted = new Uint32Array(0);
/** Per counted root: its distinct markets. */
let markets = new Uint8Array(0);
let version = 0;
/** The (district root, market root) pairs found, as `district · nodes + market`, each once. */
let found = new Int32Array(0);
let foundCount = 0;

/**
 * Count the markets next to every district holding a follower of `g`; read them with
 * `marketsNextTo` until the next count (of any game).
 */
export function countDistrictMarkets(g: CityGame): void {
  const nodes = g.parent.length;
  if (counted.length < nodes) {
    counted = new Uint32Array(nodes);
    markets = new Uint8Array(nodes);
    found = new Int32Array(64);
    version = 0;
  }
  if (version === 0xffffffff) {
    counted.fill(0);
    version = 0;
  }
  const v = ++version;
  let any = false;
  for (let i = 0; i < g.followerCount; i++) {
    const node = g.followerNode[i]!;
    if (g.nodeKind[node] !== K_DISTRICT) continue;
    const root = g.find(node);
    counted[root] = v;
    markets[root] = 0;
    any = true;
  }
  foundCount = 0;
  if (!any) return;
  const kind = g.nodeKind;
  for (let p = 0; p < g.placedCount; p++) {
    const t = g.types[g.placedType[p]!]!;
    const base = p * MAX_SEGMENTS;
    const inside = t.districtMarketPairs;
    for (let k = 0; k < inside.length; k += 2) touch(g, base + inside[k]!, base + inside[k + 1]!, nodes);
    const r = g.placedRotation[p]!;
    const cell = g.placedCell[p]!;
    // East and south: each edge between two tiles once.
    for (let side = 1; side <= 2; side++) {
      const q = g.grid[cell + g.sideStep(side)]!;
      if (q < 0) continue;
      const qt = g.types[g.placedType[q]!]!;
      const qr = g.placedRotation[q]!;
      for (let k = 0; k < 3; k++) {
        const b = 3 * side + k;
        const a = base + t.portSeg[r * 13 + b]!;
        const c = q * MAX_SEGMENTS + qt.portSeg[qr * 13 + FACING[b]!]!;
        const ka = kind[a];
        const kc = kind[c];
        if (ka === K_DISTRICT && kc === K_MARKET) touch(g, a, c, nodes);
        else if (ka === K_MARKET && kc === K_DISTRICT) touch(g, c, a, nodes);
      }
    }
  }
}

/** District node `d` touches market node `m`: counted if `d`'s district is and the pair is new. */
function touch(g: CityGame, d: number, m: number, nodes: number): void {
  const root = g.find(d);
  if (counted[root] !== version) return;
  const key = root * nodes + g.find(m);
  for (let i = 0; i < foundCount; i++) if (found[i] === key) return;
  if (foundCount === found.length) {
    const wider = new Int32Array(found.length * 2);
    wider.set(found);
    found = wider;
  }
  found[foundCount++] = key;
  markets[root]!++;
}

/** The markets next to the district of root `root` (a district holding a follower at the last count). */
export function marketsNextTo(root: number): number {
  return counted[root] === version ? markets[root]! : 0;
}
