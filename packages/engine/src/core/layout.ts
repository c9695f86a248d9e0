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
 *   their codes while the width stays; only reading a square back (`xOf`, `yOf`) needs the
 *   bounding box, to pick the window. Carcassonne's torus starts narrower than the game could
 *   need and widens when the bounding box with its ring outgrows it (every cell moves); history
 *   entries keep the cells of the widest torus (n + 3), so they never change. A 72-tile game's
 *   grid has 1,024 cells (5,776 at its widest) instead of 22,201.
 */
export interface Layout {
  readonly torus: boolean;
  readonly width: number;
  /** The offset of (0,0) on each axis. */
  readonly origin: number;
  /** Cells in the grid. */
  readonly cells: number;
}

/**
 * The width a torus starts at: 32 squares across hold the bounding box and its ring of all but
 * about one random game in 3,000 even with every expansion (a 72-tile game's board spans at most
 * 23 of them), in 1,024 cells. A board that outgrows it grows (`BoardSquares.extendBox`).
 */
export const FIRST_TORUS_WIDTH = 32;

/** The layout of a board for `capacity` placements at its largest (the torus may start smaller). */
export function layoutFor(capacity: number, torus: boolean): Layout {
  if (!torus) {
    const width = 2 * capacity + 3;
    return { torus, width, origin: capacity + 1, cells: width * width };
  }
  return torusOf(capacity + 3);
}

/** The torus `width` squares across. */
export function torusOf(width: number): Layout {
  return { torus: true, width, origin: width >> 1, cells: width * width };
}

/** `a` mod `n`, from 0 to n − 1 for any sign of `a`. */
export function modulo(a: number, n: number): number {
  const r = a % n;
  return r < 0 ? r + n : r;
}
