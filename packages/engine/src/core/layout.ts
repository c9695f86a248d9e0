/**
 * How a board numbers its squares (cells). Two layouts:
 *
 * - `plane`: a square grid big enough for any layout of the tile set around (0,0), row after
 *   row (`cell = (y + origin) · width + x + origin`). A step to a neighbour never leaves the
 *   array, so a game may walk it freely (The City's wall and flood fills do).
 * - `torus`: sized to the game. A connected board of n tiles spans at most n squares across, so
 *   a grid of width n + 3 holds its bounding box and the ring of empty squares around it; the
 *   plane is folded onto it (`cell = (x + origin + width · (y + origin)) mod width²`, a helical
 *   torus: east is +1 and south +width everywhere, modulo the size). Every square within one
 *   width × width window has a cell of its own, and a square's cell never changes, so moves keep
 *   their codes; only reading a square back (`xOf`, `yOf`) needs the bounding box, to pick the
 *   window. A 72-tile game's grid has 5,776 cells instead of 22,201.
 */
export interface Layout {
  readonly torus: boolean;
  readonly width: number;
  /** The offset of (0,0) on each axis. */
  readonly origin: number;
  /** Cells in the grid. */
  readonly cells: number;
}

/** The layout of a board for `capacity` placements. */
export function layoutFor(capacity: number, torus: boolean): Layout {
  if (!torus) {
    const width = 2 * capacity + 3;
    return { torus, width, origin: capacity + 1, cells: width * width };
  }
  const width = capacity + 3;
  return { torus, width, origin: width >> 1, cells: width * width };
}

/** `a` mod `n`, from 0 to n − 1 for any sign of `a`. */
export function modulo(a: number, n: number): number {
  const r = a % n;
  return r < 0 ? r + n : r;
}
