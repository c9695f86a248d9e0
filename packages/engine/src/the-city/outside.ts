import type { BoardCore, CellSpan } from '../core/board.js';
import { clearMarks, copyMarks, mark, marked, marksFor } from './marks.js';

/** What a search of the empty squares reads of a board. */
type Grid = Pick<BoardCore, 'grid' | 'width' | 'xOf' | 'yOf'>;

// Scratch of the searches, shared by every board: stamps of the squares seen, and the queue
// (cells with their lines: rows and columns, so that no step reads a cell's square back).
let seen = new Uint32Array(0);
let seenVersion = 0;
let queue = new Int32Array(0);
let queueRow = new Int32Array(0);
let queueCol = new Int32Array(0);

function scratchFor(cells: number): void {
  if (seen.length < cells) {
    seen = new Uint32Array(cells);
    queue = new Int32Array(cells);
    queueRow = new Int32Array(cells);
    queueCol = new Int32Array(cells);
    seenVersion = 0;
  }
  if (seenVersion > 0xfffffff0) {
    seen.fill(0);
    seenVersion = 0;
  }
}

/**
 * The squares of the pockets found by the last `findPockets`: `pocketSquares()[0 .. count)` with
 * `count` its result (valid until the next search).
 */
export function pocketSquares(): Int32Array {
  return queue;
}

/**
 * The empty squares outside the city (connected to the unbounded empty area), as marks on the
 * others: `enclosed` holds a bit (`marks.ts`) for each empty square in a hole of the city. An empty board has no
 * hole, and a square once enclosed stays so (tiles are only ever added), so the marks are kept
 * up to date tile by tile (`placed`): only a tile that may cut squares off searches for them.
 * Beside them, the first and last tile of each row and column: a square with no tile beyond it
 * in one of the four directions is outside, which ends most searches at once. The grid is the
 * game-sized torus (`core/layout.ts`), so the lines are numbered by the squares' coordinates
 * (from -`offset`), and each step to a neighbour wraps round the grid.
 */
export class OutsideArea {
  readonly enclosed: Uint8Array;
  /** Per row: the columns of its first and last tile (first > last: none); per column, the rows. */
  readonly rowFirst: Int16Array;
  readonly rowLast: Int16Array;
  readonly colFirst: Int16Array;
  readonly colLast: Int16Array;
  /** Row y is line y + offset (and column x line x + offset): a game's squares lie within ±capacity. */
  private readonly offset: number;
  private readonly lines: number;

  constructor(board: { readonly cells: number; readonly capacity: number }) {
    this.offset = board.capacity + 1;
    this.lines = 2 * this.offset + 1;
    this.enclosed = marksFor(board.cells);
    this.rowFirst = new Int16Array(this.lines);
    this.rowLast = new Int16Array(this.lines);
    this.colFirst = new Int16Array(this.lines);
    this.colLast = new Int16Array(this.lines);
    this.clearLines();
  }

  private clearLines(): void {
    this.rowFirst.fill(this.lines);
    this.rowLast.fill(-1);
    this.colFirst.fill(this.lines);
    this.colLast.fill(-1);
  }

  /**
   * A tile was just put on `cell` (`cuts`: its empty neighbours were not one arc, so it may cut
   * some off): the pockets it cuts off are marked.
   */
  placed(g: Grid, cell: number, cuts: boolean): void {
    const row = g.yOf(cell) + this.offset;
    const col = g.xOf(cell) + this.offset;
    if (col < this.rowFirst[row]!) this.rowFirst[row] = col;
    if (col > this.rowLast[row]!) this.rowLast[row] = col;
    if (row < this.colFirst[col]!) this.colFirst[col] = row;
    if (row > this.colLast[col]!) this.colLast[col] = row;
    if (!cuts || this.isEnclosed(cell)) return;
    const n = this.findPockets(g, cell);
    const squares = pocketSquares();
    for (let i = 0; i < n; i++) mark(this.enclosed, squares[i]!);
  }

  /**
   * The empty squares next to `cell` that a tile there cuts off from the unbounded empty area
   * (`cell` counts as a tile whether or not one is on it). Each empty side of `cell` is searched
   * until the search reaches a square with no tile beyond it in some direction: that side stays
   * outside. A search that runs out has found a pocket; its squares are gathered at the front of
   * `pocketSquares()`. Returns how many squares the pockets hold (0: nothing is cut off).
   */
  findPockets(g: Grid, cell: number): number {
    const grid = g.grid;
    scratchFor(grid.length);
    const W = g.width;
    const cells = grid.length;
    const { rowFirst, rowLast, colFirst, colLast } = this;
    const row = g.yOf(cell) + this.offset;
    const col = g.xOf(cell) + this.offset;
    // Searches of this call are numbered first, first + 1, …; a stamp below `first` is stale.
    const first = seenVersion + 1;
    // Bit k: search k of this call got out.
    let outside = 0;
    // The pockets found so far fill queue[0 .. kept); each search queues after them.
    let kept = 0;
    for (let side = 0; side < 4; side++) {
      const step = side === 0 ? cell - W : side === 1 ? cell + 1 : side === 2 ? cell + W : cell - 1;
      const start = step >= cells ? step - cells : step < 0 ? step + cells : step;
      if (grid[start]! >= 0 || seen[start]! >= first) continue;
      const id = ++seenVersion;
      let head = kept;
      let tail = kept;
      let out = false;
      seen[start] = id;
      queue[tail] = start;
      queueRow[tail] = side === 0 ? row - 1 : side === 2 ? row + 1 : row;
      queueCol[tail++] = side === 1 ? col + 1 : side === 3 ? col - 1 : col;
      while (head < tail) {
        const c = queue[head]!;
        const r = queueRow[head]!;
        const k = queueCol[head++]!;
        // No tile beyond in some direction (`cell` counted as one): outside.
        if (
          (k < rowFirst[r]! && (r !== row || k < col)) ||
          (k > rowLast[r]! && (r !== row || k > col)) ||
          (r < colFirst[k]! && (k !== col || r < row)) ||
          (r > colLast[k]! && (k !== col || r > row))
        ) {
          out = true;
          break;
        }
        for (let s = 0; s < 4; s++) {
          const m = s === 0 ? c - W : s === 1 ? c + 1 : s === 2 ? c + W : c - 1;
          const n = m >= cells ? m - cells : m < 0 ? m + cells : m;
          if (n === cell || grid[n]! >= 0) continue;
          const was = seen[n]!;
          if (was === id) continue;
          if (was >= first) {
            // An earlier search of this call got here: same fate (it got out, or it would have reached this search's start).
            out = ((outside >> (was - first)) & 1) === 1;
            break;
          }
          seen[n] = id;
          queue[tail] = n;
          queueRow[tail] = s === 0 ? r - 1 : s === 2 ? r + 1 : r;
          queueCol[tail++] = s === 1 ? k + 1 : s === 3 ? k - 1 : k;
        }
        if (out) break;
      }
      if (out) outside |= 1 << (id - first);
      else kept = tail;
    }
    return kept;
  }

  /** Whether an empty square is outside. */
  contains(g: Grid, cell: number): boolean {
    return g.grid[cell]! < 0 && !marked(this.enclosed, cell);
  }

  /** Whether a square is in a hole of the city (a tile may have gone there since). */
  isEnclosed(cell: number): boolean {
    return marked(this.enclosed, cell);
  }

  /** Empty for a new game (`span`: the squares the last game used). */
  clear(span: CellSpan): void {
    clearMarks(this.enclosed, span);
    this.clearLines();
  }

  /** Take over `src`'s marks (the squares outside `span` are unmarked in both). */
  copyFrom(src: OutsideArea, span: CellSpan): void {
    copyMarks(this.enclosed, src.enclosed, span);
    this.rowFirst.set(src.rowFirst);
    this.rowLast.set(src.rowLast);
    this.colFirst.set(src.colFirst);
    this.colLast.set(src.colLast);
  }
}
