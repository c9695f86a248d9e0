import type { Aids, SquareFits } from '@carcassonne/engine';
import type { BoardAids } from '../board/aids.js';
import type { Square } from './types.js';

/**
 * The board's part of the player aids: the dead squares, the square inspected (when it is an
 * open square), and the owners' marks on demand, one per segment of each occupied feature.
 */
export function boardAids(aids: Aids, inspected: Square | null, showOwners: boolean): BoardAids {
  const open = inspected ? fitsAt(aids, inspected) : null;
  return {
    dead: aids.dead,
    inspected: open ? { x: open.x, y: open.y } : null,
    owners: showOwners
      ? aids.owners.flatMap((f) =>
          f.segments.map((s) => ({ x: s.x, y: s.y, port: s.port, players: f.owners })),
        )
      : [],
  };
}

/** What can still go on an open square (null: not an open square). */
export function fitsAt(aids: Aids, s: Square): SquareFits | null {
  return aids.squares.find((q) => q.x === s.x && q.y === s.y) ?? null;
}
