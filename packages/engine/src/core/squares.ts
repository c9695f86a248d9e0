import { carve } from './carve.js';
import { FIRST_TORUS_WIDTH, layoutFor, modulo, torusOf, type Layout } from './layout.js';

/**
 * The squares of a board (`BoardCore`): the flat grid (`core/layout.ts`), the bounding box of the
 * placed tiles and the frontier. Its own class so that the board's file keeps one job; the board
 * extends it rather than holding it, so the hot path reads its arrays with no extra step.
 */

/** One span of cells from the first to the last row of a region: [start, end). */
export type CellSpan = readonly [start: number, end: number];

type BoardArray = Uint8Array | Int8Array | Int16Array | Uint16Array | Int32Array | Uint32Array;

export abstract class BoardSquares {
  /** Grid width and the offset of (0,0) (`core/layout.ts`); a torus widens as the board grows. */
  width: number;
  origin: number;
  /** Whether the grid is the game-sized torus (else the plane): a step to a neighbour may wrap. */
  readonly torus: boolean;
  /** Cells in the grid. */
  cells: number;
  /** The layout at its widest: history entries name squares by its cells (`historyCell`). */
  readonly widest: Layout;
  /** The square of the tile placed last (`extendBox`). */
  private placedX = 0;
  private placedY = 0;
  /** Placements the grid is sized for (the whole tile set plus one). */
  readonly capacity: number;

  /** Bounding box of the placed tiles (board coordinates): copies and resets touch only these rows. */
  minX = 0;
  maxX = 0;
  minY = 0;
  maxY = 0;

  /**
   * Per square: the placement on it (≥ 0), else negative: -1 an empty square, -2 − i the square
   * at index i of the frontier (empty all the same: every test for a tile is `>= 0`).
   */
  grid: Int16Array;

  /** The cell of each placement, in the order placed. */
  readonly placedCell: Int32Array;
  placedCount = 0;

  /** The empty squares next to a tile (swap-remove list; a square's index in it is in `grid`)… */
  readonly frontier: Int32Array;
  /** …and, at the same index, the edges a tile there must match: two bits per side N, E, S, W, 0 for no tile, else its edge + 1. */
  readonly frontierConstraint: Uint8Array;
  frontierCount = 0;

  /** The three arrays above, one after another in one buffer: a copy of them is one copy. */
  readonly #placementBytes: Uint8Array;

  /**
   * `narrow`: a torus starts `FIRST_TORUS_WIDTH` across and widens (for a game whose every cell
   * held follows `moveCells`); otherwise it is allocated at its widest.
   */
  constructor(capacity: number, torus: boolean, narrow: boolean) {
    this.capacity = capacity;
    this.widest = layoutFor(capacity, torus);
    const starts = narrow && torus && this.widest.width > FIRST_TORUS_WIDTH;
    const layout = starts ? torusOf(FIRST_TORUS_WIDTH) : this.widest;
    this.torus = torus;
    this.width = layout.width;
    this.origin = layout.origin;
    this.cells = layout.cells;
    this.grid = new Int16Array(this.cells).fill(-1);
    // n tiles have at most 2n + 2 empty squares next to them.
    const squares = carve({
      placedCell: ['i32', capacity],
      frontier: ['i32', capacity * 2 + 4],
      frontierConstraint: ['u8', capacity * 2 + 4],
    });
    this.placedCell = squares.placedCell;
    this.frontier = squares.frontier;
    this.frontierConstraint = squares.frontierConstraint;
    this.#placementBytes = new Uint8Array(squares.placedCell.buffer);
  }

  /** Copy the placements' cells and the frontier of `src` (a board of the same capacity). */
  protected copyPlacements(src: BoardSquares): void {
    this.#placementBytes.set(src.#placementBytes);
    this.placedCount = src.placedCount;
    this.frontierCount = src.frontierCount;
  }

  /** The cell of a square (on the torus, distinct only within the bounding box and the ring around it). */
  cellOf(x: number, y: number): number {
    const W = this.width;
    if (!this.torus) return (y + this.origin) * W + (x + this.origin);
    return modulo(x + this.origin + W * (y + this.origin), this.cells);
  }
  /** A cell's square, for cells of the bounding box and the ring around it. */
  xOf(cell: number): number {
    const W = this.width;
    if (!this.torus) return (cell % W) - this.origin;
    const left = this.minX - 1;
    return left + modulo(cell - this.origin - left, W);
  }
  yOf(cell: number): number {
    const W = this.width;
    if (!this.torus) return Math.floor(cell / W) - this.origin;
    const row = modulo(cell - this.xOf(cell) - this.origin, this.cells) / W;
    const top = this.minY - 1;
    return top + modulo(row - this.origin - top, W);
  }
  /** Squares a move may name: within the reach of the tile set from (0,0). */
  inBounds(x: number, y: number): boolean {
    return Math.abs(x) < this.capacity && Math.abs(y) < this.capacity;
  }
  /** Whether a square is in the bounding box or the ring around it: the only squares a tile or the frontier may be on. */
  nearTiles(x: number, y: number): boolean {
    return x >= this.minX - 1 && x <= this.maxX + 1 && y >= this.minY - 1 && y <= this.maxY + 1;
  }
  /** The placement on a square, -1 none (any square: on the torus, a square far away has a cell of another). */
  tileAt(x: number, y: number): number {
    if (!this.nearTiles(x, y)) return -1;
    const q = this.grid[this.cellOf(x, y)]!;
    return q >= 0 ? q : -1;
  }
  /** Whether an empty cell is in the frontier. */
  inFrontier(cell: number): boolean {
    return this.grid[cell]! <= -2;
  }
  /** Cell offset per side N, E, S, W (y grows south); on the torus, wrap the sum with `wrapped`. */
  sideStep(side: number): number {
    return side === 0 ? -this.width : side === 1 ? 1 : side === 2 ? this.width : -1;
  }
  /** A cell plus an offset (`sideStep`, or a diagonal), back into the grid. */
  wrapped(cell: number): number {
    return cell >= this.cells ? cell - this.cells : cell < 0 ? cell + this.cells : cell;
  }

  /**
   * Grow the bounding box by a newly placed tile on `cell` (`first`: the first tile of the game);
   * the tile's cell, another when the torus had to widen for the box and its ring.
   */
  protected extendBox(cell: number, first: boolean): number {
    const x = this.xOf(cell);
    const y = this.yOf(cell);
    this.placedX = x;
    this.placedY = y;
    if (first) {
      this.minX = this.maxX = x;
      this.minY = this.maxY = y;
      return cell;
    }
    if (x >= this.minX && x <= this.maxX && y >= this.minY && y <= this.maxY) return cell;
    const across = Math.max(this.maxX, x) - Math.min(this.minX, x) + 3;
    const down = Math.max(this.maxY, y) - Math.min(this.minY, y) + 3;
    if (across > this.width || down > this.width) {
      let width = this.width;
      while (width < across || width < down) width *= 2;
      this.widen(torusOf(Math.min(width, this.widest.width)));
      cell = this.cellOf(x, y);
    }
    if (x < this.minX) this.minX = x;
    if (x > this.maxX) this.maxX = x;
    if (y < this.minY) this.minY = y;
    if (y > this.maxY) this.maxY = y;
    return cell;
  }

  /** The cell of the widest torus for the square of the tile placed last: what history entries hold. */
  protected placedHistoryCell(): number {
    const w = this.widest;
    const cell = this.placedX + w.origin + w.width * (this.placedY + w.origin);
    // A square within n of (0,0) is less than one grid away from it: one wrap at most (none on the plane).
    return cell < 0 ? cell + w.cells : cell >= w.cells ? cell - w.cells : cell;
  }

  /** A history entry's cell (of the widest torus) as a square: `xOf` and `yOf` for them. */
  historyX(cell: number): number {
    const w = this.widest;
    if (!this.torus) return (cell % w.width) - w.origin;
    const left = this.minX - 1;
    return left + modulo(cell - w.origin - left, w.width);
  }
  historyY(cell: number): number {
    const w = this.widest;
    if (!this.torus) return Math.floor(cell / w.width) - w.origin;
    const row = modulo(cell - this.historyX(cell) - w.origin, w.cells) / w.width;
    const top = this.minY - 1;
    return top + modulo(row - w.origin - top, w.width);
  }

  /** The squares of history entries' cells, as `placeMoveOf` reads them. */
  get historySquares(): { xOf(cell: number): number; yOf(cell: number): number } {
    return { xOf: (cell) => this.historyX(cell), yOf: (cell) => this.historyY(cell) };
  }

  /**
   * Widen the torus to `layout`: every cell that holds something moves to the new cell of its
   * square (`moveCells`). The bounding box is still the one the cells were numbered in.
   */
  private widen(layout: Layout): void {
    const { width, origin, cells } = this;
    const left = this.minX - 1;
    const top = this.minY - 1;
    const moved = (cell: number): number => {
      const x = left + modulo(cell - origin - left, width);
      const row = modulo(cell - x - origin, cells) / width;
      const y = top + modulo(row - origin - top, width);
      return modulo(x + layout.origin + layout.width * (y + layout.origin), layout.cells);
    };
    this.takeLayout(layout);
    this.moveCells(moved);
  }

  /** Use `layout`'s cells, all empty (a copy then writes another board's into them). */
  protected takeLayout(layout: Layout): void {
    this.width = layout.width;
    this.origin = layout.origin;
    this.cells = layout.cells;
    this.grid = new Int16Array(layout.cells).fill(-1);
  }

  /** Give everything that names a cell the new cell `moved` gives it, the grid's squares included. */
  protected moveCells(moved: (cell: number) => number): void {
    const placed = this.placedCell;
    for (let p = 0; p < this.placedCount; p++) {
      const cell = moved(placed[p]!);
      placed[p] = cell;
      this.grid[cell] = p;
    }
    const frontier = this.frontier;
    for (let i = 0; i < this.frontierCount; i++) {
      const cell = moved(frontier[i]!);
      frontier[i] = cell;
      this.grid[cell] = -2 - i;
    }
  }

  /**
   * The cells of this board's bounding box, and of `other`'s if given, with a margin: one span
   * from the first to the last row. The cells between the rows' ends lie outside both boxes, so
   * handling them too changes nothing, and one span per array is much cheaper than one per row.
   */
  cellSpan(margin: number, other?: BoardSquares): CellSpan {
    const o = other ?? this;
    const x0 = Math.min(this.minX, o.minX) - margin + this.origin;
    const x1 = Math.max(this.maxX, o.maxX) + margin + 1 + this.origin;
    const y0 = Math.min(this.minY, o.minY) - margin + this.origin;
    const y1 = Math.max(this.maxY, o.maxY) + margin + this.origin;
    const W = this.width;
    if (!this.torus) return this.span(y0 * W + x0, y1 * W + x1);
    // On the torus: the same span folded, or the whole grid when it would wrap or overlap itself.
    if (x1 - x0 > W || y1 - y0 >= W) return this.span(0, this.cells);
    const start = modulo(y0 * W + x0, this.cells);
    const end = start + (y1 - y0) * W + (x1 - x0);
    return end <= this.cells ? this.span(start, end) : this.span(0, this.cells);
  }

  /** `cellSpan`'s answer, this board's own until its next call (a search copies boards hundreds of times an iteration). */
  readonly #span: [start: number, end: number] = [0, 0];
  private span(start: number, end: number): CellSpan {
    this.#span[0] = start;
    this.#span[1] = end;
    return this.#span;
  }

  /** Copy a span of a board-sized array (`perCell` entries per square, 4 for per-side arrays). */
  static copySpan(into: BoardArray, from: BoardArray, span: CellSpan, perCell = 1): void {
    into.set(from.subarray(perCell * span[0], perCell * span[1]), perCell * span[0]);
  }

  // ---- the frontier ---------------------------------------------------------------------

  /** An empty square now faces a tile edge (`edge`, two bits) on its side `side`. */
  protected faceEdge(square: number, side: number, edge: number): void {
    this.frontierConstraint[this.openSquare(square)]! |= (edge + 1) << (2 * side);
  }

  /** An empty square joins the frontier (on its own: the opening square of a game without a start tile); its index there. */
  protected openSquare(square: number): number {
    const at = this.grid[square]!;
    if (at <= -2) return -2 - at;
    const i = this.frontierCount++;
    this.grid[square] = -2 - i;
    this.frontier[i] = square;
    this.frontierConstraint[i] = 0;
    return i;
  }

  /** A square leaves the frontier (a tile goes there, or no tile may). */
  protected leaveFrontier(square: number): void {
    const at = this.grid[square]!;
    if (at > -2) return;
    const i = -2 - at;
    const n = --this.frontierCount;
    const last = this.frontier[n]!;
    this.frontier[i] = last;
    this.frontierConstraint[i] = this.frontierConstraint[n]!;
    this.grid[last] = -2 - i;
    this.grid[square] = -1;
  }

  /** How many (square, quarter turn) pairs of the frontier a tile with `fitTurns` (`TileType`) fits. */
  protected countFits(fitTurns: Uint16Array): number {
    const constraint = this.frontierConstraint;
    const count = this.frontierCount;
    let n = 0;
    for (let i = 0; i < count; i++) n += fitTurns[constraint[i]!]! >> 8;
    return n;
  }

  /**
   * The `k`-th of those pairs in frontier order, then quarter turns, as `cell << 2 | turns`;
   * `fits` is their count. Searched from the nearer end of the frontier.
   */
  protected fitAt(fitTurns: Uint16Array, fits: number, k: number): number {
    const frontier = this.frontier;
    const constraint = this.frontierConstraint;
    if (2 * k < fits) {
      for (let i = 0; i < this.frontierCount; i++) {
        const turns = fitTurns[constraint[i]!]!;
        const m = turns >> 8;
        if (k < m) return (frontier[i]! << 2) | ((turns >> (2 * k)) & 3);
        k -= m;
      }
      return -1;
    }
    // `after`: pairs after the k-th.
    let after = fits - 1 - k;
    for (let i = this.frontierCount - 1; i >= 0; i--) {
      const turns = fitTurns[constraint[i]!]!;
      const m = turns >> 8;
      if (after < m) return (frontier[i]! << 2) | ((turns >> (2 * (m - 1 - after))) & 3);
      after -= m;
    }
    return -1;
  }

  /** Whether the game has a rule on whole squares beyond matching edges (`squareAllowed`). */
  protected screensSquares = false;
  /** A game's rule on whole squares beyond matching edges (The City: the wall stays outside). */
  protected squareAllowed(_square: number): boolean {
    return true;
  }

  /** Whether an empty square may take a tile at all under the game's rules on whole squares. */
  squareOpen(square: number): boolean {
    return !this.screensSquares || this.squareAllowed(square);
  }
}
