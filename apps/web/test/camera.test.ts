// The board's camera: the layer moved during a gesture lands where the camera draws at rest, the view
// frames the squares where the tile in hand fits (and the wall's choices), and the edge markers
// count the others by side.
import { describe, expect, it } from 'vitest';
import { layerTransform, reveal, type Camera } from '../src/board/camera.js';
import {
  countSeen,
  discSquare,
  frameChoices,
  frameSquares,
  offScreen,
  seen,
  type Screen,
} from '../src/board/frame.js';
import type { BoardConfig } from '../src/board/config.js';
import { boardKey } from '../src/board/keys.js';
import { keyHost } from './key-host.js';
import type { Square } from '../src/game/types.js';

const CLEAR = { top: 0, right: 0, bottom: 0, left: 0 };
const phone = (covered: Screen['covered'] = []): Screen => ({ w: 390, h: 600, inset: CLEAR, covered });

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

  it('frames all the squares when they fit at a tappable zoom', () => {
    const far = { tx: 0, ty: 0, k: 1 };
    const squares = [
      { x: 20, y: 3 },
      { x: 22, y: 4 },
    ];
    expect(countSeen(far, squares, phone())).toBe(0);
    const c = frameSquares(far, squares, phone(), 0.56);
    expect(countSeen(c, squares, phone())).toBe(2);
    expect(c.k).toBeGreaterThanOrEqual(0.56);
    expect(c.k).toBeLessThanOrEqual(1.2);
  });

  it('else shows the most squares it can at the least tappable zoom, not merely the nearest one', () => {
    // A cluster of four far to the east and a lone square near the camera's centre.
    const squares = [
      { x: 0, y: 0 },
      { x: 30, y: 0 },
      { x: 31, y: 1 },
      { x: 32, y: 0 },
      { x: 31, y: 3 },
    ];
    const c = frameSquares({ tx: 195, ty: 300, k: 1 }, squares, phone(), 0.56);
    expect(c.k).toBeCloseTo(0.56);
    expect(squares.filter((s) => seen(c, s, phone()))).toEqual(squares.slice(1));
  });

  it('keeps the framed squares clear of the buttons over the board', () => {
    // A column of buttons over the right third of the screen: the squares go to the left of it.
    const buttons = phone([{ left: 260, top: 0, right: 390, bottom: 600 }]);
    const squares = [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 2, y: 0 },
      { x: 12, y: 9 },
    ];
    const c = frameSquares({ tx: 0, ty: 0, k: 1 }, squares, buttons, 0.56);
    expect(countSeen(c, squares.slice(0, 3), buttons)).toBe(3);
  });

  it('counts the squares off screen by the side they lie beyond', () => {
    const c = { tx: 0, ty: 0, k: 1 };
    const squares = [
      { x: 1, y: 1 },
      { x: 1, y: -3 },
      { x: 9, y: 2 },
      { x: 8, y: -1 },
      { x: -2, y: 2 },
      { x: 2, y: 7 },
      { x: 2, y: 8 },
    ];
    const by = offScreen(c, squares, { w: 400, h: 600, inset: CLEAR, covered: [] });
    expect(by.north).toEqual([{ x: 1, y: -3 }]);
    // (8, -1): 450 px beyond the east side, 50 beyond the north.
    expect(by.east).toEqual([
      { x: 9, y: 2 },
      { x: 8, y: -1 },
    ]);
    expect(by.south).toEqual([
      { x: 2, y: 7 },
      { x: 2, y: 8 },
    ]);
    expect(by.west).toEqual([{ x: -2, y: 2 }]);
  });

  it('pans a square clear of a bar along the bottom', () => {
    const c = { tx: 0, ty: 0, k: 1 };
    const margin = { top: 20, right: 20, bottom: 76, left: 20 };
    const moved = reveal(c, { x: 1, y: 5 }, 400, 600, margin);
    expect(5 * 100 * moved.k + moved.ty + 100).toBeLessThanOrEqual(600 - 76);
    expect(reveal(c, { x: 1, y: 1 }, 400, 600, margin)).toBe(c);
  });

  it('counts a square as seen only when its centre is clear of the buttons over the board', () => {
    const c = { tx: 0, ty: 0, k: 1 };
    expect(seen(c, { x: 3, y: 1 }, { w: 400, h: 400, inset: CLEAR, covered: [] })).toBe(true);
    const column = { left: 336, top: 0, right: 400, bottom: 400 };
    expect(seen(c, { x: 3, y: 1 }, { w: 400, h: 400, inset: CLEAR, covered: [column] })).toBe(false);
    expect(frameSquares(c, [], phone())).toBe(c);
  });

  it("frames the wall's choices below their words along the top and above a bar along the bottom", () => {
    // A disc stands outside its edge's middle, about the centre of the square across it.
    const disc = (c: Camera, x: number, y: number) => [
      (x + 0.5) * 100 * c.k + c.tx,
      (y + 0.5) * 100 * c.k + c.ty,
    ];
    const c = { tx: 0, ty: 0, k: 0.5 };
    // The north side of (2, 1): its disc over square (2, 0), 65 px down, under the words of the
    // choice shown along the top (100 px): moved below them; without the words it would stay.
    const top = { tx: 0, ty: 40, k: 0.5 };
    const north = [{ x: 2, y: 1, side: 'N' as const }];
    expect(disc(top, 2, 0)[1]).toBe(65);
    expect(disc(frameChoices(top, north, phone(), 100, 0.48), 2, 0)[1]).toBeGreaterThan(100);
    expect(frameChoices(top, north, phone(), 0, 0.48)).toBe(top);
    // The south side of (1, 9) on a board whose lower 300 px a bar covers (its screen 300 high).
    const south = [{ x: 1, y: 9, side: 'S' as const }];
    const short = { ...phone(), h: 300 };
    const up = frameChoices(c, south, short, 100, 0.48);
    expect(disc(up, 1, 10)[1]).toBeLessThanOrEqual(300 - 30);
    expect(disc(up, 1, 10)[1]).toBeGreaterThan(100);
    // All in view already: the camera stays.
    const inView = [{ x: 3, y: 4, side: 'E' as const }];
    expect(frameChoices(c, inView, phone(), 100, 0.48)).toBe(c);
    expect(frameChoices(c, [], phone(), 100, 0.48)).toBe(c);
  });

  it('N brings a wall choice into view by the square its disc stands over, below its words', () => {
    // The disc of the north side of (2, 1) stands over (2, 0): that square is revealed.
    const revealed: [Square, boolean | undefined][] = [];
    const edge = { x: 2, y: 1, side: 'N' as const };
    const cfg = { wallTargets: [{ type: 'wall', edge, guard: false, move: null }], pending: null };
    let focus: number | null = null;
    const host = keyHost(cfg as unknown as BoardConfig, {
      setWallFocus: (i) => {
        focus = i;
      },
      reveal: (square, captioned) => revealed.push([square, captioned]),
    });
    expect(boardKey({ key: 'n', shiftKey: false } as KeyboardEvent, host)).toBe(true);
    expect(focus).toBe(0);
    expect(revealed).toEqual([[{ x: 2, y: 0 }, true]]);
    expect(discSquare(edge)).toEqual({ x: 2, y: 0 });
  });
});
