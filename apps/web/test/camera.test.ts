// The board's camera: the layer moved during a gesture lands where the camera draws at rest, and the
// view follows the squares where the tile in hand fits.
import { describe, expect, it } from 'vitest';
import { layerTransform, onScreen, showSquares, type Camera } from '../src/board/camera.js';

const CLEAR = { top: 0, right: 0, bottom: 0, left: 0 };

/** Where a point of the picture drawn at `drawn` lands on screen under the CSS transform for `now`. */
function landed(drawn: Camera, now: Camera, wx: number, wy: number): [number, number] {
  const m = /translate\((-?[\d.]+)px, (-?[\d.]+)px\) scale\(([\d.]+)\)/.exec(layerTransform(drawn, now));
  if (!m) throw new Error('no transform');
  const [dx, dy, s] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return [(wx * drawn.k + drawn.tx) * s + dx, (wy * drawn.k + drawn.ty) * s + dy];
}

describe('camera', () => {
  it('the moved layer shows every point where the new camera would draw it', () => {
    const drawn = { tx: 120, ty: -40, k: 0.8 };
    const now = { tx: -300, ty: 75, k: 1.7 };
    for (const [wx, wy] of [
      [0, 0],
      [250, -600],
      [-1234, 987],
    ] as const) {
      const [x, y] = landed(drawn, now, wx, wy);
      expect(x).toBeCloseTo(wx * now.k + now.tx, 1);
      expect(y).toBeCloseTo(wy * now.k + now.ty, 1);
    }
    expect(layerTransform(drawn, drawn)).toBe('translate(0.00px, 0.00px) scale(1.00000)');
  });

  it('brings squares off screen into view: all when they fit at a tappable zoom, else the nearest one', () => {
    const far = { tx: 0, ty: 0, k: 1 };
    const squares = [
      { x: 20, y: 3 },
      { x: 22, y: 4 },
    ];
    expect(squares.some((s) => onScreen(far, s, 390, 600, CLEAR))).toBe(false);
    const c = showSquares(far, squares, 390, 600, 0.56);
    expect(squares.every((s) => onScreen(c, s, 390, 600, CLEAR))).toBe(true);
    expect(c.k).toBeGreaterThanOrEqual(0.56);

    const spread = [
      { x: -30, y: 0 },
      { x: 30, y: 0 },
      { x: 2, y: 9 },
    ];
    const d = showSquares({ tx: 195, ty: 300, k: 1 }, spread, 390, 600, 0.56);
    expect(d.k).toBeCloseTo(0.56);
    expect(spread.filter((s) => onScreen(d, s, 390, 600, CLEAR))).toEqual([{ x: 2, y: 9 }]);
  });

  it('counts a square as on screen only when its centre is clear of the buttons over the board', () => {
    const c = { tx: 0, ty: 0, k: 1 };
    expect(onScreen(c, { x: 3, y: 1 }, 400, 400, CLEAR)).toBe(true);
    expect(onScreen(c, { x: 3, y: 1 }, 400, 400, { top: 0, right: 64, bottom: 0, left: 0 })).toBe(false);
    expect(showSquares(c, [], 400, 400)).toBe(c);
  });
});
