import type { JSX } from 'preact';
import type { Square } from '../game/types.js';
import type { BoardConfig } from './config.js';

/** A square picked in the log, framed. */
export function Spotlight({ cfg }: { cfg: BoardConfig }): JSX.Element | null {
  return cfg.spotlight ? (
    <rect
      class="spotlight"
      data-spotlight={`${cfg.spotlight.x},${cfg.spotlight.y}`}
      x={cfg.spotlight.x * 100 - 4}
      y={cfg.spotlight.y * 100 - 4}
      width="108"
      height="108"
      rx="10"
    />
  ) : null;
}

/** The keyboard's square. */
export function KeyCursor({ at }: { at: Square | null }): JSX.Element | null {
  return at ? (
    <rect class="cursor" x={at.x * 100 + 1} y={at.y * 100 + 1} width="98" height="98" rx="6" />
  ) : null;
}
