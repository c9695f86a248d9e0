import type { RefObject } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Square } from '../game/types.js';
import { fit, focusOn, reveal, type Camera } from './camera.js';
import type { BoardConfig } from './config.js';
import { CAPTION_ROOM } from './controls.js';
import { boardScreen } from './edges.js';
import { frameChoices } from './frame.js';
import { useFraming } from './framing.js';
import type { CameraMotion } from './motion.js';

/**
 * How much of the board's box a bar laid over it hides from below (a page part marked
 * `data-over-board`: the phone's turn bar; beside the board, as on a desktop, it hides nothing).
 */
function coveredBelow(box: HTMLElement | null): number {
  const board = box?.getBoundingClientRect();
  if (!board) return 0;
  let covered = 0;
  for (const bar of document.querySelectorAll('[data-over-board]')) {
    const b = bar.getBoundingClientRect();
    const over =
      b.height > 0 &&
      b.left < board.right &&
      b.right > board.left &&
      b.top < board.bottom &&
      b.bottom > board.top;
    if (over) covered = Math.max(covered, board.bottom - b.top);
  }
  return covered;
}

/** On a touch screen a square is at least this many CSS pixels wide when the board is fitted. */
const TOUCH_SQUARE = 48;
const coarse = (): boolean => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
/** The least zoom when fitting: squares big enough to tap on a touch screen. */
const minZoom = (): number => (coarse() ? TOUCH_SQUARE / 100 : 0);

export interface Viewing {
  /** The board's size in CSS pixels. */
  readonly size: { readonly w: number; readonly h: number };
  /** How much of the board's lower part a bar laid over it hides now (0 beside the board). */
  readonly covered: number;
  /** Show every tile and legal square. */
  readonly fitAll: () => void;
  readonly framing: ReturnType<typeof useFraming>;
}

/**
 * What the camera shows: the whole board until the player pans or zooms; the squares where the tile
 * in hand fits (board/framing.ts); on a touch screen, the tile whose follower is being chosen, up
 * close; the wall choices and the dragon's steps; a square picked in the log.
 */
export function useViewing(
  cfg: BoardConfig,
  ordered: readonly Square[],
  motion: CameraMotion,
  svg: RefObject<SVGSVGElement | null>,
  box: RefObject<HTMLDivElement | null>,
): Viewing {
  const { cam, setCamera, userMoved } = motion;
  const [size, setSize] = useState({ w: 800, h: 600 });
  const fitAll = () => {
    const sq = [...cfg.tiles, ...ordered];
    setCamera(fit(sq, size.w, size.h, 100, minZoom()), false);
    userMoved.current = false;
  };

  useEffect(() => {
    const el = svg.current;
    if (!el) return;
    const ro = new ResizeObserver(() => setSize({ w: el.clientWidth || 800, h: el.clientHeight || 600 }));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  // Keep the whole board in view until the user pans or zooms. (Layout effects, in this order, so
  // that the focus below is drawn with the render that shows the follower targets.)
  useLayoutEffect(() => {
    if (!userMoved.current) fitAll();
  }, [cfg.tiles.length, size.w, size.h, ordered.length]);

  // Follow the game: frame the squares where the tile in hand fits.
  const framing = useFraming(
    {
      box,
      size,
      camera: () => cam.current,
      setCamera: (c, byUser) => setCamera(c, byUser, true),
      minK: minZoom(),
    },
    ordered,
    cfg.proposal ?? null,
  );

  // Choosing a follower by touch: zoom to the tile so every target is at least 44 px wide, in the
  // middle of what the turn's bar over the board leaves (a phone's bar may take half the window).
  const beforeFocus = useRef<Camera | null>(null);
  useLayoutEffect(() => {
    const p = cfg.pending;
    if (p && cfg.followerTargets.length > 0 && coarse()) {
      beforeFocus.current = cam.current;
      const seen = Math.max(size.h - coveredBelow(box.current), Math.min(size.h, 160));
      setCamera(focusOn(cam.current, p, 1.4, size.w, seen), false, true);
    } else if (!p && beforeFocus.current) {
      setCamera(beforeFocus.current, false);
      beforeFocus.current = null;
    }
  }, [cfg.pending?.x, cfg.pending?.y, cfg.pending === null]);

  // The City's wall choices and the dragon's steps: when some lie off screen or under the turn's
  // bar (a phone's may take half the window), frame as many as fit at a tappable zoom above it.
  const edges = cfg.wallTargets.flatMap(({ edge }) => (edge ? [edge] : []));
  useLayoutEffect(() => {
    const screen = boardScreen(box.current, size.w, size.h - coveredBelow(box.current));
    const framed = frameChoices(cam.current, edges, screen, CAPTION_ROOM, minZoom());
    if (framed !== cam.current) setCamera(framed, false, true);
  }, [edges.map((e) => `${e.x},${e.y},${e.side}`).join(' ')]);

  // What the bars over the board hide, for the buttons drawn along its lower edge: measured after
  // every drawing of the board and whenever a bar changes size (a step's choices open or close).
  const [covered, setCovered] = useState(0);
  const measure = () => setCovered(Math.round(coveredBelow(box.current)));
  useLayoutEffect(measure);
  useEffect(() => {
    const watch = new ResizeObserver(measure);
    for (const bar of document.querySelectorAll('[data-over-board]')) watch.observe(bar);
    return () => watch.disconnect();
  }, []);

  // A square picked in the log: bring it into view.
  useEffect(() => {
    if (cfg.spotlight) setCamera(reveal(cam.current, cfg.spotlight, size.w, size.h), false);
  }, [cfg.spotlight?.x, cfg.spotlight?.y]);

  return { size, covered, fitAll, framing };
}
