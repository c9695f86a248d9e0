import type { JSX } from 'preact';
import type { PlayerMark } from '../board/config.js';

/**
 * A player's chip: the seat's colour and letter, as on the player's followers. `decorative`
 * beside a sentence that names the player already (readers skip it).
 */
export function Chip({
  mark,
  decorative = false,
}: {
  mark: PlayerMark | undefined;
  decorative?: boolean;
}): JSX.Element {
  return (
    <span
      class="chip"
      style={{ background: mark?.fill, color: mark?.ink }}
      aria-hidden={decorative ? 'true' : undefined}
    >
      {mark?.letter}
    </span>
  );
}
