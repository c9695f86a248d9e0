import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { Square } from '../game/types.js';
import type { Camera } from './camera.js';
import type { BoardConfig } from './config.js';
import { offScreen, SIDES, type Box, type Screen, type Side } from './frame.js';

/** Beyond the buttons' own room, how far a legal square's centre must lie inside the board's edge. */
const EDGE = 8;
/** An edge marker's room at the middle of each side (a 44 px button and its gap). */
const MARKER = 52;

/**
 * The screen the legal squares are framed on: the board's box less a thin edge, the buttons over the
 * board (the zoom column, the hint box) and the room of the edge markers at the middle of each side.
 */
export function boardScreen(board: HTMLElement | null, w: number, h: number): Screen {
  const covered: Box[] = [
    { left: w / 2 - MARKER / 2, top: 0, right: w / 2 + MARKER / 2, bottom: MARKER },
    { left: w / 2 - MARKER / 2, top: h - MARKER, right: w / 2 + MARKER / 2, bottom: h },
    { left: 0, top: h / 2 - MARKER / 2, right: MARKER, bottom: h / 2 + MARKER / 2 },
    { left: w - MARKER, top: h / 2 - MARKER / 2, right: w, bottom: h / 2 + MARKER / 2 },
  ];
  if (board) {
    const origin = board.getBoundingClientRect();
    const over = [
      ...board.querySelectorAll(':scope > .zoom'),
      ...(board.parentElement?.querySelectorAll(':scope > .hint-box') ?? []),
    ];
    for (const e of over) {
      const b = e.getBoundingClientRect();
      if (b.width === 0 || b.height === 0) continue;
      covered.push({
        left: b.left - origin.left - 4,
        top: b.top - origin.top - 4,
        right: b.right - origin.left + 4,
        bottom: b.bottom - origin.top + 4,
      });
    }
  }
  return { w, h, inset: { top: EDGE, right: EDGE, bottom: EDGE, left: EDGE }, covered };
}

const ARROW: Record<Side, string> = { north: '↑', east: '→', south: '↓', west: '←' };

/**
 * Markers at the board's edges: how many squares where the tile in hand fits lie off screen beyond
 * each side; a tap brings them into view. Drawn again whenever the board's camera comes to rest
 * (`watch` is called then).
 */
export function EdgeMarkers({
  squares,
  camera,
  screen,
  words,
  go,
  watch,
}: {
  squares: readonly Square[];
  camera: () => Camera;
  screen: () => Screen;
  words: BoardConfig['words'];
  /** Bring these squares into view. */
  go: (squares: readonly Square[]) => void;
  /** Receives the function that draws the markers again. */
  watch: { current: (() => void) | null };
}): JSX.Element | null {
  const [, setTick] = useState(0);
  watch.current = () => setTick((n) => n + 1);
  if (squares.length === 0) return null;
  const beyond = offScreen(camera(), squares, screen());
  return (
    <>
      {SIDES.map((side) => {
        const n = beyond[side].length;
        if (n === 0) return null;
        const label = words?.offScreen?.(side, n) ?? `${n} ${side}`;
        return (
          <button
            type="button"
            key={side}
            class={`edge-marker edge-${side}`}
            data-off-screen={side}
            data-count={n}
            aria-label={label}
            title={label}
            onClick={() => go(beyond[side])}
          >
            <span aria-hidden="true">{ARROW[side]}</span> {n}
          </button>
        );
      })}
    </>
  );
}
