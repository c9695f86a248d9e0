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

/** Pan so a square is visible (keyboard cursor). */
export function reveal(c: Camera, s: Square, w: number, h: number, unit = 100): Camera {
  const margin = 20;
  const sx = s.x * unit * c.k + c.tx;
  const sy = s.y * unit * c.k + c.ty;
  const size = unit * c.k;
  let dx = 0;
  let dy = 0;
  if (sx < margin) dx = margin - sx;
  else if (sx + size > w - margin) dx = w - margin - sx - size;
  if (sy < margin) dy = margin - sy;
  else if (sy + size > h - margin) dy = h - margin - sy - size;
  return dx || dy ? pan(c, dx, dy) : c;
}

/** Centre a square on screen at zoom at least `k` (follower choice on a touch screen). */
export function focusOn(c: Camera, s: Square, k: number, w: number, h: number, unit = 100): Camera {
  const kk = clampK(Math.max(c.k, k));
  return { k: kk, tx: w / 2 - (s.x + 0.5) * unit * kk, ty: h / 2 - (s.y + 0.5) * unit * kk };
}

export const transformOf = (c: Camera): string =>
  `translate(${c.tx.toFixed(2)} ${c.ty.toFixed(2)}) scale(${c.k.toFixed(4)})`;
