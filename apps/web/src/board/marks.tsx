import type { JSX } from 'preact';
import type { TileDef } from '@carcassonne/engine';
import type { MoveMark } from '../game/hints.js';
import { spotOnBoard } from './pieces.js';

const EDGE: Readonly<Record<string, readonly [number, number]>> = {
  N: [50, 0],
  E: [100, 50],
  S: [50, 100],
  W: [0, 50],
};

/**
 * A move pointed out on the board: the tile as it would lie (faint), a frame, a numbered badge
 * with the tile small in the move's rotation and the expected margin beside it, and the
 * follower's spot ringed with the same number. Marks on one square stack their badges.
 */
export function MoveMarkArt({
  m,
  tileDef,
}: {
  m: MoveMark;
  tileDef: (id: string) => TileDef | undefined;
}): JSX.Element | null {
  if (!m.square) return null;
  const X = m.square.x * 100;
  const Y = m.square.y * 100;
  const edge = m.side ? EDGE[m.side] : undefined;
  // Badges stack down the tile's left side, each margin to its right.
  const bx = edge ? X + edge[0] : X + 17;
  const by = edge ? Y + edge[1] + m.slot * 30 : Y + 17 + m.slot * 32;
  const tile = m.tile;
  const spot = tile?.follower
    ? spotOnBoard(tileDef(tile.id), m.square.x, m.square.y, tile.rotation, tile.follower)
    : null;
  return (
    <g
      class={`move-mark rank${m.rank}`}
      data-mark={m.rank}
      data-margin={m.margin}
      data-square={`${m.square.x},${m.square.y}`}
      data-rotation={tile?.rotation}
      data-follower={tile?.follower ?? undefined}
    >
      {tile && m.slot === 0 && (
        <use
          class="mark-ghost"
          href={`#t-${tile.id}`}
          transform={`translate(${X} ${Y})${tile.rotation ? ` rotate(${tile.rotation} 50 50)` : ''}`}
        />
      )}
      {!edge && m.slot === 0 && <rect class="mark-frame" x={X + 3} y={Y + 3} width="94" height="94" rx="6" />}
      {spot && (
        <g class="mark-follower">
          <circle cx={spot[0]} cy={spot[1]} r="13" />
          <text x={spot[0]} y={spot[1] + 5} text-anchor="middle">
            {m.rank}
          </text>
        </g>
      )}
      <g class="mark-badge">
        <circle cx={bx} cy={by} r="14" />
        <text x={bx} y={by + 5} text-anchor="middle">
          {m.rank}
        </text>
        {tile && !edge && (
          // The tile as this move turns it, small, so moves on one square tell apart.
          <use
            class="mark-mini"
            href={`#t-${tile.id}`}
            transform={`translate(${bx + 16} ${by - 12}) scale(0.24)${tile.rotation ? ` rotate(${tile.rotation} 50 50)` : ''}`}
          />
        )}
        <text class="mark-margin" x={tile && !edge ? bx + 44 : bx + 17} y={by + 6} text-anchor="start">
          {m.margin}
        </text>
      </g>
    </g>
  );
}
