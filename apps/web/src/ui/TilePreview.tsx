import type { JSX } from 'preact';
import type { TileDef } from '@carcassonne/engine';
import type { Look } from '../game/types.js';
import { TileArt } from '../board/tiles.js';

/** A single tile drawn small, e.g. the tile in hand or a shape in the tile counts. */
export function TilePreview({
  def,
  look,
  rotation = 0,
  size = 96,
  title,
}: {
  def: TileDef;
  look: Look;
  rotation?: number;
  size?: number;
  title?: string;
}): JSX.Element {
  return (
    <svg
      class="tile-preview"
      width={size}
      height={size}
      viewBox="-2 -2 104 104"
      role="img"
      aria-label={title ?? def.id}
    >
      <g class="spin" style={{ transform: `rotate(${rotation}deg)`, transformOrigin: '50px 50px' }}>
        <TileArt def={def} look={look} />
      </g>
      <rect x="0" y="0" width="100" height="100" fill="none" stroke="#0006" stroke-width="2" />
    </svg>
  );
}
