import { FACING } from '../core/ports.js';
import { K_DISTRICT, MAX_SEGMENTS } from '../core/tile-compile.js';
import type { CityGame } from './game.js';

/**
 * The follower spots a placement would offer (B2.2), computed without placing: a small
 * union-find over the tile's segments and the neighbouring projects they would join. Mirrors
 * `CityGame.placeTile` exactly; the checked match uses it to say why a spot is refused.
 */
/** Per segment of the drawn tile placed by `code`: 0 free, 1 its project is occupied, 2 a road or market this tile completes. */
export function followerStatus(g: CityGame, code: number): number[] {
  const t = g.types[g.drawn]!;
  const cell = code >> 2;
  const r = code & 3;
  const n = t.segCount;
  const parent: number[] = [];
  const open: number[] = [];
  const occ: number[] = [];
  const roots: number[] = [];
  for (let s = 0; s < n; s++) {
    parent.push(s);
    open.push(t.segSides[s]!);
    occ.push(0);
  }
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i]!;
    return i;
  };
  const local = (root: number): number => {
    const i = roots.indexOf(root);
    if (i >= 0) return n + i;
    roots.push(root);
    parent.push(n + roots.length - 1);
    open.push(g.openSides[root]!);
    occ.push(g.occupants[root]!);
    return n + roots.length - 1;
  };
  const join = (a: number, b: number) => {
    const ra = find(a);
    const rb = find(b);
    if (ra === rb) return;
    parent[rb] = ra;
    open[ra]! += open[rb]!;
    occ[ra]! += occ[rb]!;
  };
  for (let side = 0; side < 4; side++) {
    const nc = g.wrapped(cell + g.sideStep(side));
    const q = g.grid[nc]!;
    if (q < 0 && !g.wall.isOut(nc)) continue;
    for (let k = 0; k < 4; k++) {
      const s = t.sideSegs[(r * 4 + side) * 4 + k]!;
      if (s < 0) break;
      open[find(s)]!--;
    }
    if (q < 0) continue;
    const qt = g.types[g.placedType[q]!]!;
    const qr = g.placedRotation[q]!;
    const os = (side + 2) & 3;
    for (let k = 0; k < 4; k++) {
      const s = qt.sideSegs[(qr * 4 + os) * 4 + k]!;
      if (s < 0) break;
      open[find(local(g.find(q * MAX_SEGMENTS + s)))]!--;
    }
    for (let k = 0; k < 3; k++) {
      const b = 3 * side + k;
      const a = t.portSeg[r * 13 + b]!;
      const qs = qt.portSeg[qr * 13 + FACING[b]!]!;
      if (t.segKind[a] === g.nodeKind[q * MAX_SEGMENTS + qs]) join(a, local(g.find(q * MAX_SEGMENTS + qs)));
    }
  }
  const out: number[] = [];
  for (let s = 0; s < n; s++) {
    const root = find(s);
    out.push(occ[root] !== 0 ? 1 : t.segKind[s] !== K_DISTRICT && open[root] === 0 ? 2 : 0);
  }
  return out;
}
