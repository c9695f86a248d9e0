import type { WallTarget } from '../game/types.js';
import { edgeEnds, sideNormal, type Pt } from './geometry.js';

/** Where a wall choice's disc sits when its edge offers one or two choices (wall, wall and guard). */
export type WallSlot = 'single' | 'first' | 'second';

/** A disc's radius and its points label's reach below its centre, in board units at scale 1. */
const RADIUS = 19;
const LABEL_BELOW = 32;
/** Room kept between two discs. */
const GAP = 3;
const ROUNDS = 60;

/** A disc's place: its centre and the axis it may slide along (its edge's). */
interface Placed {
  x: number;
  y: number;
  readonly alongX: boolean;
  readonly below: number;
}

/**
 * The centres of the wall choices' discs (board units) for discs drawn `scale` times their size:
 * each outside the middle of its edge (two on one edge side by side), then slid along its edge
 * until no disc covers another (nor its points label), so that each can be pointed at and
 * tapped. Edges that meet at a corner or face each other across a one-square gap would
 * otherwise put their discs on top of each other. Null for a choice without an edge.
 */
export function discCentres(
  targets: readonly WallTarget[],
  slots: readonly WallSlot[],
  scale: number,
  opts: { readonly many: boolean; readonly points: (i: number) => number },
): (Pt | null)[] {
  // Dozens of choices sit on their edge, so that two edges across a one-square gap stay apart.
  const out = (opts.many ? 10 : 30) * scale;
  const placed: (Placed | null)[] = targets.map((t, i) => {
    if (!t.edge) return null;
    const [a, b] = edgeEnds(t.edge.x, t.edge.y, t.edge.side);
    const [nx, ny] = sideNormal(t.edge.side);
    const dx = (b[0] - a[0]) / 100;
    const dy = (b[1] - a[1]) / 100;
    const slot = slots[i] ?? 'single';
    const along = (slot === 'first' ? -21 : slot === 'second' ? 21 : 0) * scale;
    return {
      x: (a[0] + b[0]) / 2 + nx * out + dx * along,
      y: (a[1] + b[1]) / 2 + ny * out + dy * along,
      alongX: dy === 0,
      below: (opts.points(i) > 0 ? LABEL_BELOW : RADIUS) * scale,
    };
  });
  const half = (RADIUS + GAP / 2) * scale;
  const top = (RADIUS + GAP / 2) * scale;
  for (let round = 0; round < ROUNDS; round++) {
    let moved = false;
    for (let i = 0; i < placed.length; i++) {
      for (let j = i + 1; j < placed.length; j++) {
        const p = placed[i];
        const q = placed[j];
        if (!p || !q) continue;
        // Boxes: the disc, and below it its points label.
        const overX = 2 * half - Math.abs(p.x - q.x);
        const overY =
          p.y <= q.y ? p.below + GAP * scale + top - (q.y - p.y) : q.below + GAP * scale + top - (p.y - q.y);
        if (overX <= 0.01 || overY <= 0.01) continue;
        apart(p, q, overX + 0.5, overY + 0.5);
        moved = true;
      }
    }
    if (!moved) break;
  }
  return placed.map((p) => (p ? [p.x, p.y] : null));
}

/**
 * Slide two discs apart along their edges, each by half of what keeps them apart on its own
 * axis (edges meeting at a corner slide on two axes: both move, neither is pushed alone into a
 * third disc and back).
 */
function apart(p: Placed, q: Placed, overX: number, overY: number): void {
  const need = (d: Placed) => (d.alongX ? overX : overY);
  const away = (d: Placed, from: Placed, tie: -1 | 1) => {
    const diff = d.alongX ? d.x - from.x : d.y - from.y;
    return diff === 0 ? tie : Math.sign(diff);
  };
  const move = (d: Placed, by: number) => {
    if (d.alongX) d.x += by;
    else d.y += by;
  };
  move(p, (away(p, q, -1) * need(p)) / 2);
  move(q, (away(q, p, 1) * need(q)) / 2);
}
