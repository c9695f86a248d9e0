import type { Square } from '../game/types.js';

/** The board's view transform: screen = world · k + (tx, ty). */
export interface Camera {
  readonly tx: number;
  readonly ty: number;
  readonly k: number;
}

export const MIN_K = 0.15;
export const MAX_K = 3;
const clampK = (k: number) => Math.min(MAX_K, Math.max(MIN_K, k));

export function pan(c: Camera, dx: number, dy: number): Camera {
  return { ...c, tx: c.tx + dx, ty: c.ty + dy };
}

/** Zoom by `factor` keeping the screen point (px, py) fixed. */
export function zoomAt(c: Camera, factor: number, px: number, py: number): Camera {
  const k = clampK(c.k * factor);
  const f = k / c.k;
  return { k, tx: px - (px - c.tx) * f, ty: py - (py - c.ty) * f };
}

export function toWorld(c: Camera, sx: number, sy: number): [number, number] {
  return [(sx - c.tx) / c.k, (sy - c.ty) / c.k];
}

export function squareAt(c: Camera, sx: number, sy: number, unit = 100): Square {
  const [wx, wy] = toWorld(c, sx, sy);
  return { x: Math.floor(wx / unit), y: Math.floor(wy / unit) };
}

/**
 * Fit squares (with a margin of one square) into a w×h viewport. `minK` keeps squares big
 * enough to tap (touch screens): a board too large for that is centred and panned instead.
 */
export function fit(squares: readonly Square[], w: number, h: number, unit = 100, minK = MIN_K): Camera {
  const xs = squares.map((s) => s.x);
  const ys = squares.map((s) => s.y);
  const x0 = Math.min(0, ...xs) - 1;
  const x1 = Math.max(0, ...xs) + 2;
  const y0 = Math.min(0, ...ys) - 1;
  const y1 = Math.max(0, ...ys) + 2;
  const k = clampK(Math.max(minK, Math.min(w / ((x1 - x0) * unit), h / ((y1 - y0) * unit), 1.2)));
  return { k, tx: w / 2 - ((x0 + x1) / 2) * unit * k, ty: h / 2 - ((y0 + y1) / 2) * unit * k };
}

const EVEN: Inset = { top: 20, right: 20, bottom: 20, left: 20 };

/** Pan so a square is wholly visible, `margin` inside the screen's sides (keyboard cursor, a proposal above its bar). */
export function reveal(c: Camera, s: Square, w: number, h: number, margin: Inset = EVEN, unit = 100): Camera {
  const sx = s.x * unit * c.k + c.tx;
  const sy = s.y * unit * c.k + c.ty;
  const size = unit * c.k;
  let dx = 0;
  let dy = 0;
  if (sx < margin.left) dx = margin.left - sx;
  else if (sx + size > w - margin.right) dx = w - margin.right - sx - size;
  if (sy < margin.top) dy = margin.top - sy;
  else if (sy + size > h - margin.bottom) dy = h - margin.bottom - sy - size;
  return dx || dy ? pan(c, dx, dy) : c;
}

/** Centre a square on screen at zoom at least `k` (follower choice on a touch screen). */
export function focusOn(c: Camera, s: Square, k: number, w: number, h: number, unit = 100): Camera {
  const kk = clampK(Math.max(c.k, k));
  return { k: kk, tx: w / 2 - (s.x + 0.5) * unit * kk, ty: h / 2 - (s.y + 0.5) * unit * kk };
}

export const transformOf = (c: Camera): string =>
  `translate(${c.tx.toFixed(2)} ${c.ty.toFixed(2)}) scale(${c.k.toFixed(4)})`;

/**
 * The CSS transform that shows the board drawn at camera `drawn` as if drawn at camera `now`: during a
 * gesture the drawn picture (a composited layer) is moved and scaled instead of drawn again.
 * screen = (drawn picture) · s + (dx, dy) with s = now.k / drawn.k; the origin is the top-left corner.
 */
export function layerTransform(drawn: Camera, now: Camera): string {
  const s = now.k / drawn.k;
  const dx = now.tx - drawn.tx * s;
  const dy = now.ty - drawn.ty * s;
  return `translate(${dx.toFixed(2)}px, ${dy.toFixed(2)}px) scale(${s.toFixed(5)})`;
}

/** Pixels kept clear along each side of the screen (buttons drawn over the board). */
export interface Inset {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}
