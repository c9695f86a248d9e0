/**
 * The legality oracle's part for The Princess & the Dragon (docs/rules/the-princess-and-the-dragon.md
 * PD2, PD5–PD7): no piece on a volcano, and the fairy's, the princess's and the portal's choices
 * of a placement, worked out from the scoring oracle's board and pieces and the dragon's square
 * alone. A choice is keyed by what it names: the segment of a tile (the fairy, the princess) or,
 * for a portal, the whole feature (the engine offers each feature once) — see `specialKey`.
 */
import type { Feature, Oracle, Piece } from './oracle.js';
import { isFollower, PORTALS, type PrincessDragon, VOLCANOES } from './oracle-princess.js';
import { PORT_NAMES, toBoard, type Shape } from './oracle-tiles.js';

const sq = (x: number, y: number) => `${x},${y}`;

/** Tiles in the 3×3 square around (x, y), itself included. */
function around(oracle: Oracle, x: number, y: number): number {
  let n = 0;
  for (let dx = -1; dx <= 1; dx++)
    for (let dy = -1; dy <= 1; dy++) if (oracle.board.has(sq(x + dx, y + dy))) n++;
  return n;
}

/** Whether a piece goes on the tile `tile` (PD2: none on a volcano). */
export function piecesAllowed(tile: string): boolean {
  return !VOLCANOES.has(tile);
}

/** The smallest "x,y,s" of a feature (as the first of its sorted keys), found once a feature. */
const smallest = new WeakMap<Feature, string>();
function smallestKey(f: Feature): string {
  const known = smallest.get(f);
  if (known !== undefined) return known;
  let first = '';
  for (const k of f.keys) if (first === '' || k < first) first = k;
  smallest.set(f, first);
  return first;
}

/**
 * The key of a special choice `use` naming port `port` of the tile at (x, y), with the tile just
 * placed at (px, py) lying on the oracle's board: the segment for the fairy and the princess; the
 * feature (its smallest node) for a portal, marked `off` when it names the dragon's square or
 * the tile just placed.
 */
export function specialKey(
  oracle: Oracle,
  pd: PrincessDragon,
  at: { x: number; y: number },
  use: string,
  x: number,
  y: number,
  port: string,
): string {
  const s = oracle.segmentAt(x, y, PORT_NAMES.indexOf(port as (typeof PORT_NAMES)[number]));
  if (use !== 'portal') return `${use} ${x},${y},${s}`;
  const first = smallestKey(oracle.feature(x, y, s));
  const off = (pd.dragon?.x === x && pd.dragon.y === y) || (at.x === x && at.y === y);
  return `portal ${first}${off ? ' off' : ''}`;
}

/** The special choices' keys of `tile` (shape `shape`) just placed at (x, y), by `player` with `followers` in hand (the tile lies on the board). */
export function specialKeys(
  oracle: Oracle,
  pd: PrincessDragon,
  tile: string,
  shape: Shape,
  x: number,
  y: number,
  player: number,
  followers: number,
): string[] {
  const out = new Set<string>();
  const portOf = (p: Piece) => {
    const t = oracle.board.get(sq(p.x, p.y))!;
    const c = t.shape.segments[p.segment]!.ports[0]!;
    return PORT_NAMES[toBoard(c, t.turns)]!;
  };
  // PD7.1: the fairy beside any follower of the player's on the board (but the one it is by).
  for (const p of oracle.pieces)
    if (p.player === player && isFollower(p) && p !== pd.guarded)
      out.add(specialKey(oracle, pd, { x, y }, 'fairy', p.x, p.y, portOf(p)));
  // PD5: the princess sends home a knight of the city her segment joins.
  shape.segments.forEach((seg, s) => {
    if (!seg.princess) return;
    const city = oracle.feature(x, y, s);
    for (const p of oracle.pieces)
      if (isFollower(p) && city.keys.has(`${p.x},${p.y},${p.segment}`))
        out.add(specialKey(oracle, pd, { x, y }, 'princess', p.x, p.y, portOf(p)));
  });
  // PD6: a follower through the portal onto a free, unfinished feature of another tile, off the dragon's square.
  if (PORTALS.has(tile) && followers > 0)
    for (const [where, t] of oracle.board) {
      const [tx, ty] = where.split(',').map(Number) as [number, number];
      if ((tx === x && ty === y) || (pd.dragon?.x === tx && pd.dragon.y === ty)) continue;
      t.shape.segments.forEach((seg, s) => {
        if (seg.kind === 'river') return;
        const f = oracle.feature(tx, ty, s);
        if (oracle.pieces.some((p) => isFollower(p) && f.keys.has(`${p.x},${p.y},${p.segment}`))) return;
        if ((seg.kind === 'road' || seg.kind === 'city') && !f.open) return;
        if (seg.kind === 'monastery' && around(oracle, tx, ty) === 9) return;
        if (seg.kind === 'field' && oracle.barns?.inField(f.keys)) return; // AM5: no farmer with a barn
        out.add(`portal ${smallestKey(f)}`);
      });
    }
  return [...out];
}
