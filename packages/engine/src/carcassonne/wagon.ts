import { K_CITY, K_MONASTERY, K_ROAD, MAX_SEGMENTS, type TileType } from '../core/tile-compile.js';

/**
 * Abbey & Mayor's wagon (docs/rules/abbey-and-mayor.md AM4). It is placed and scores as a
 * follower (`FIGURE_WAGON`, follower-step.ts). When its feature scores during play it comes off
 * (`Figures.wagonFrom` keeps that feature's root) and, after the turn's scoring, each owner in
 * turn order from the player to move decides: on to a free, unfinished road, city or monastery
 * on a tile of the scored feature, or home (phase `wagon`, `Game.moveWagon`). This file lists
 * the targets and writes the decisions into the history.
 */

/** What the targets are read from: a game or a bot's core. */
export interface WagonBoard {
  readonly types: readonly TileType[];
  readonly placedType: ArrayLike<number>;
  readonly placedCell: ArrayLike<number>;
  readonly nextMember: ArrayLike<number>;
  readonly occupants: ArrayLike<number>;
  readonly openSides: ArrayLike<number>;
  readonly monasteryTiles: ArrayLike<number>;
  readonly nodeKind: ArrayLike<number>;
  readonly dragonCell: number;
  find(node: number): number;
}

/**
 * The nodes the wagon that left the feature at `root` may go to, written to `out`; their number.
 * Every road, city or monastery segment (never a field, never the river) on a tile of that
 * feature, other than the feature itself, still unfinished and free, and not on the dragon's
 * square (no piece goes there, PD2). In the feature's member order, each tile's segments in
 * order; a segment met twice (a tile the feature crosses twice) once.
 */
export function wagonTargets(g: WagonBoard, root: number, out: Int32Array): number {
  let n = 0;
  let m = root;
  do {
    const q = (m / MAX_SEGMENTS) | 0;
    const t = g.types[g.placedType[q]!]!;
    const base = q * MAX_SEGMENTS;
    for (let s = 0; s < t.segCount; s++) {
      const node = base + s;
      if (open(g, node, q, root) && !listed(out, n, node)) out[n++] = node;
    }
    m = g.nextMember[m]!;
  } while (m !== root);
  return n;
}

/** Whether the wagon may go on node `node` (on placement `q`) from the feature at `root`. */
function open(g: WagonBoard, node: number, q: number, root: number): boolean {
  const kind = g.nodeKind[node]!;
  if (kind !== K_ROAD && kind !== K_CITY && kind !== K_MONASTERY) return false;
  const r = g.find(node);
  if (r === root || g.occupants[r] !== 0 || g.placedCell[q] === g.dragonCell) return false;
  return kind === K_MONASTERY ? g.monasteryTiles[q]! < 9 : g.openSides[r] !== 0;
}

function listed(out: Int32Array, n: number, node: number): boolean {
  for (let i = 0; i < n; i++) if (out[i] === node) return true;
  return false;
}

/** The history entry of a wagon's decision: home, or on to node `node` (all below `PASS_ENTRY`). */
export const WAGON_HOME_ENTRY = -9;
const WAGON_ENTRY = -16;
export const wagonEntry = (node: number): number => (node < 0 ? WAGON_HOME_ENTRY : WAGON_ENTRY - node);
export const isWagonEntry = (entry: number): boolean => entry <= WAGON_HOME_ENTRY;
/** The node of a wagon entry, -1 home. */
export const wagonEntryNode = (entry: number): number =>
  entry === WAGON_HOME_ENTRY ? -1 : WAGON_ENTRY - entry;
