import type { Square } from '../game/types.js';
import type { Side as EdgeSide } from '@carcassonne/engine';
import { MAX_K, MIN_K, type Camera, type Inset } from './camera.js';
import { sideNormal } from './geometry.js';

/**
 * Framing the squares where the tile in hand fits: which of them a player sees without panning,
 * a camera that shows as many of them as it can at a tappable zoom, and which side of the screen
 * the others lie beyond (the board's edge markers).
 */

/** A box of the screen covered by buttons over the board: a square whose centre lies under it cannot be tapped. */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** The screen a square must be on: a w×h board, clear of `inset` along its sides and of `covered` boxes. */
export interface Screen {
  readonly w: number;
  readonly h: number;
  readonly inset: Inset;
  readonly covered: readonly Box[];
}

export type Side = 'north' | 'east' | 'south' | 'west';
export const SIDES: readonly Side[] = ['north', 'east', 'south', 'west'];

const centre = (s: Square, unit: number): [number, number] => [(s.x + 0.5) * unit, (s.y + 0.5) * unit];

/** Whether a square's centre lies on the screen, clear of its inset and of every covered box. */
export function seen(c: Camera, s: Square, screen: Screen, unit = 100): boolean {
  const [wx, wy] = centre(s, unit);
  const x = wx * c.k + c.tx;
  const y = wy * c.k + c.ty;
  const { w, h, inset } = screen;
  if (x < inset.left || x > w - inset.right || y < inset.top || y > h - inset.bottom) return false;
  return !screen.covered.some((b) => x >= b.left && x <= b.right && y >= b.top && y <= b.bottom);
}

export const countSeen = (c: Camera, squares: readonly Square[], screen: Screen, unit = 100): number =>
  squares.reduce((n, s) => n + (seen(c, s, screen, unit) ? 1 : 0), 0);

/** The camera at zoom k that centres the box of the squares' centres in the clear part of the screen. */
function centred(squares: readonly Square[], k: number, screen: Screen, unit: number): Camera {
  const xs = squares.map((s) => (s.x + 0.5) * unit);
  const ys = squares.map((s) => (s.y + 0.5) * unit);
  const { w, h, inset } = screen;
  const sx = (inset.left + w - inset.right) / 2;
  const sy = (inset.top + h - inset.bottom) / 2;
  return {
    k,
    tx: sx - ((Math.min(...xs) + Math.max(...xs)) / 2) * k,
    ty: sy - ((Math.min(...ys) + Math.max(...ys)) / 2) * k,
  };
}

/**
 * A camera that shows the squares: all of them, centred, when they fit at a zoom of at least `minK`
 * (at most 1.2); else, at zoom `minK`, the view that shows the most of them (ties: the one that moves
 * least from `c`). A screen's covered boxes (the buttons over the board) count as not showing.
 */
export function frameSquares(
  c: Camera,
  squares: readonly Square[],
  screen: Screen,
  minK = MIN_K,
  unit = 100,
): Camera {
  if (squares.length === 0) return c;
  const { w, h, inset } = screen;
  const width = Math.max(1, w - inset.left - inset.right);
  const height = Math.max(1, h - inset.top - inset.bottom);
  const xs = squares.map((s) => (s.x + 0.5) * unit);
  const ys = squares.map((s) => (s.y + 0.5) * unit);
  // A square's centre stays this far (in world units) inside the clear part of the screen.
  const margin = unit * 0.45;
  const fits = Math.min(
    width / (Math.max(...xs) - Math.min(...xs) + 2 * margin),
    height / (Math.max(...ys) - Math.min(...ys) + 2 * margin),
  );
  const low = Math.min(MAX_K, Math.max(MIN_K, minK));
  const all = Math.min(MAX_K, fits, 1.2);
  if (all >= low) return centred(squares, all, screen, unit);
  const k = low;
  const spanX = width / k;
  const spanY = height / k;
  const [cx, cy] = [(w / 2 - c.tx) / c.k, (h / 2 - c.ty) / c.k];
  let best = c;
  let bestCount = -1;
  let bestMove = Number.POSITIVE_INFINITY;
  const consider = (cam: Camera) => {
    const n = countSeen(cam, squares, screen, unit);
    const move = Math.hypot((w / 2 - cam.tx) / cam.k - cx, (h / 2 - cam.ty) / cam.k - cy);
    if (n > bestCount || (n === bestCount && move < bestMove)) {
      best = cam;
      bestCount = n;
      bestMove = move;
    }
  };
  // Every window whose left (or right) side runs just outside one square's centre and whose top (or
  // bottom) just outside another's: the window that holds the most centres is among them.
  const lefts = [...new Set(xs.flatMap((x) => [x - margin, x + margin - spanX]))];
  const tops = [...new Set(ys.flatMap((y) => [y - margin, y + margin - spanY]))];
  for (const x0 of lefts)
    for (const y0 of tops) {
      const inside = squares.filter((s) => {
        const [x, y] = centre(s, unit);
        return x >= x0 && x <= x0 + spanX && y >= y0 && y <= y0 + spanY;
      });
      if (inside.length === 0 || inside.length < bestCount) continue;
      // The squares held, centred (even margins); the window as found when centring loses one under a button.
      consider(centred(inside, k, screen, unit));
      consider({ k, tx: inset.left - x0 * k, ty: inset.top - y0 * k });
    }
  return best;
}

/**
 * How many of the squares lie off screen beyond each side (a square beyond a corner counts for the
 * side it is further beyond), with the squares themselves.
 */
export function offScreen(
  c: Camera,
  squares: readonly Square[],
  screen: Screen,
  unit = 100,
): Record<Side, Square[]> {
  const out: Record<Side, Square[]> = { north: [], east: [], south: [], west: [] };
  const { w, h, inset } = screen;
  for (const s of squares) {
    const [wx, wy] = centre(s, unit);
    const x = wx * c.k + c.tx;
    const y = wy * c.k + c.ty;
    const beyond: [Side, number][] = [
      ['north', inset.top - y],
      ['east', x - (w - inset.right)],
      ['south', y - (h - inset.bottom)],
      ['west', inset.left - x],
    ];
    const [side, by] = beyond.reduce((a, b) => (b[1] > a[1] ? b : a));
    if (by > 0) out[side].push(s);
  }
  return out;
}

/** How far inside the board's sides a choice's disc is framed (CSS pixels): the disc's own radius. */
const DISC_ROOM = 30;

/** An edge a choice stands on (The City's wall, the dragon's steps). */
export interface ChoiceEdge {
  readonly x: number;
  readonly y: number;
  readonly side: EdgeSide;
}

/** The square a choice's disc stands over: the one across its edge (board/wall-layout.ts). */
export function discSquare({ x, y, side }: ChoiceEdge): Square {
  const [dx, dy] = sideNormal(side);
  return { x: x + dx, y: y + dy };
}

/**
 * A camera that shows the choices on edges (The City's wall, the dragon's steps), or `c` itself
 * when all are in view or no camera shows more of them: as many as fit at zoom `minK` or more,
 * clear of the screen's covered boxes and of the words of the choice shown along its top
 * (`captionRoom` pixels). A disc stands just outside the middle of its edge
 * (board/wall-layout.ts), about the centre of the square across it: that square is framed.
 */
export function frameChoices(
  c: Camera,
  edges: readonly ChoiceEdge[],
  screen: Screen,
  captionRoom: number,
  minK = MIN_K,
): Camera {
  const squares = edges.map(discSquare);
  const on: Screen = {
    ...screen,
    inset: { top: DISC_ROOM, right: DISC_ROOM, bottom: DISC_ROOM, left: DISC_ROOM },
    covered: [...screen.covered, { left: 0, top: 0, right: screen.w, bottom: captionRoom }],
  };
  const now = countSeen(c, squares, on);
  if (now === squares.length) return c;
  const framed = frameSquares(c, squares, on, minK);
  return countSeen(framed, squares, on) > now ? framed : c;
}
