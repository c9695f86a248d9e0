import { useLayoutEffect } from 'preact/hooks';
import type { Square } from '../game/types.js';
import { reveal, type Camera } from './camera.js';
import { boardScreen } from './edges.js';
import { countSeen, frameSquares, offScreen, SIDES } from './frame.js';

/** A proposed square stays this far above the top of its bar of buttons. */
const ABOVE_BAR = 8;

/** What the framing needs of the board: its box, size and camera. */
export interface FramingHost {
  readonly box: { readonly current: HTMLDivElement | null };
  readonly size: { readonly w: number; readonly h: number };
  readonly camera: () => Camera;
  /** Move the camera at once (before the browser paints); `byUser` when a button asked. */
  readonly setCamera: (c: Camera, byUser: boolean) => void;
  /** The least zoom to frame at (squares big enough to tap on a touch screen). */
  readonly minK: number;
}

/**
 * The board follows the game: when a square where the tile in hand fits lies off screen, it frames
 * them (all of them when they fit at a tappable zoom, else as many as can be), clear of the buttons
 * over the board; a square proposed by touch stays above the bar that comes with it. Returns the
 * board's screen and a way to frame any squares (the ◎ button, the edge markers).
 */
export function useFraming(
  host: FramingHost,
  ordered: readonly Square[],
  proposal: Square | null,
): {
  screen: () => ReturnType<typeof boardScreen>;
  show: (squares: readonly Square[], byUser: boolean) => void;
} {
  const { box, size } = host;
  const screen = () => boardScreen(box.current, size.w, size.h);
  const show = (squares: readonly Square[], byUser: boolean) =>
    host.setCamera(frameSquares(host.camera(), squares, screen(), host.minK), byUser);

  // Once per new set of squares (a new tile in hand), so that a player may pan away from them.
  const optionsKey = ordered.map((s) => `${s.x},${s.y}`).join(' ');
  useLayoutEffect(() => {
    if (ordered.length === 0 || proposal) return;
    const on = screen();
    const cam = host.camera();
    const now = countSeen(cam, ordered, on);
    // Squares on the board's box but under a button do not move it (a fitted board stays as it is).
    const beyond = offScreen(cam, ordered, on);
    if (now > 0 && SIDES.every((side) => beyond[side].length === 0)) return;
    const framed = frameSquares(cam, ordered, on, host.minK);
    if (countSeen(framed, ordered, on) > now) host.setCamera(framed, false);
  }, [optionsKey, size.w, size.h]);

  useLayoutEffect(() => {
    const bar = box.current?.querySelector('.board-actions')?.getBoundingClientRect();
    const board = box.current?.getBoundingClientRect();
    if (!proposal || !bar || !board) return;
    const margin = { top: 20, right: 20, bottom: board.bottom - bar.top + ABOVE_BAR, left: 20 };
    const cam = host.camera();
    const c = reveal(cam, proposal, size.w, size.h, margin);
    if (c !== cam) host.setCamera(c, false);
  }, [proposal?.x, proposal?.y]);

  return { screen, show };
}
