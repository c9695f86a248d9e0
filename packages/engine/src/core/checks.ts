import { err, ok, passed, type Result } from './result.js';
import { DX, DY } from './ports.js';
import { quote } from './quote.js';
import type { BoardCore } from './board.js';
import type { Placement } from './match.js';

/** The checks of a tile placement both games make, each answering in one sentence. */

const SIDE_WORDS = ['north', 'east', 'south', 'west'] as const;

/** A tile in hand, and the one the move names. */
export function checkTileInHand(drawn: string | null, tile: string): Result<true> {
  if (drawn === null) return err('game-over', 'the game is over');
  if (tile !== drawn) return err('wrong-tile', `the drawn tile is ${drawn}, not ${quote(tile)}`);
  return passed;
}

/**
 * An empty square sharing an edge with a tile; `squareRule` is a game's own refusal of the
 * empty square, asked before adjacency (The City: beyond the wall). Returns the square's cell.
 */
export function checkSquare(
  g: BoardCore,
  pl: Placement,
  squareRule?: (cell: number, where: string) => Result<true>,
): Result<number> {
  const where = `${pl.x},${pl.y}`;
  if (!g.inBounds(pl.x, pl.y)) return err('not-adjacent', `no tile shares an edge with ${where}`);
  const cell = g.cellOf(pl.x, pl.y);
  // Squares away from the tiles are empty and next to none (on a game-sized grid their cell is another's).
  const near = g.nearTiles(pl.x, pl.y);
  if (near && g.grid[cell]! >= 0) return err('occupied-square', `square ${where} already holds a tile`);
  const own = squareRule?.(cell, where);
  if (own && !own.ok) return own;
  if (!near || !g.inFrontier(cell))
    return err('not-adjacent', `no tile shares an edge with ${where} (corner contact is not enough)`);
  return ok(cell);
}

/** Every side of the drawn tile matches the tile it meets; `edgeName` words an edge code for the message. */
export function checkEdges(g: BoardCore, pl: Placement, edgeName: (edge: number) => string): Result<true> {
  const sig = g.types[g.drawn]!.sig[pl.rotation / 90]!;
  for (let side = 0; side < 4; side++) {
    const nx = pl.x + DX[side]!;
    const ny = pl.y + DY[side]!;
    const q = g.tileAt(nx, ny);
    if (q < 0) continue;
    const os = (side + 2) & 3;
    const mine = (sig >> (2 * side)) & 3;
    const theirs = (g.types[g.placedType[q]!]!.sig[g.placedRotation[q]!]! >> (2 * os)) & 3;
    if (mine !== theirs)
      return err(
        'edge-mismatch',
        `${SIDE_WORDS[side]} side (${edgeName(mine)}) does not match the ${SIDE_WORDS[os]} side of the tile at ${nx},${ny} (${edgeName(theirs)})`,
      );
  }
  return passed;
}
