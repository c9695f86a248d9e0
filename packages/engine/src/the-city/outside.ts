import { BoardCore, type CellSpan } from '../core/board.js';

/** What a search of the empty squares reads of a board. */
type Grid = Pick<BoardCore, 'grid' | 'width' | 'xOf' | 'yOf' | 'minX' | 'maxX' | 'minY' | 'maxY'>;

// Scratch of the searches, shared by every board: stamps of the squares seen, and the queue
// (cells with their coordinates, so that no step divides a cell by the width).
let seen = new Uint32Array(0);
let seenVersion = 0;
let queue = new Int32Array(0);
let queueX = new Int32Array(0);
let queueY = new Int32Array(0);

function scratchFor(cells: number): void {
  if (seen.length < cells) {
    seen = new Uint32Array(cells);
    queue = new Int32Array(cells);
    queueX = new Int32Array(cells);
    queueY = new Int32Array(cells);
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
 * The empty squares next to `cell` that a tile there cuts off from the unbounded empty area
 * (`cell` counts as a tile whether or not one is on it). Each empty side of `cell` is searched
 * until the search leaves the tiles' bounding box (with `cell`): that side stays outside. A
 * search that runs out has found a pocket; its squares are gathered at the front of
 * `pocketSquares()`. Returns how many squares the pockets hold (0: nothing is cut off).
 */
export function findPockets(g: Grid, cell: number): number {
  const grid = g.grid;
  scratchFor(grid.length);
  const W = g.width;
  const x = g.xOf(cell);
  const y = g.yOf(cell);
  const x0 = Math.min(g.minX, x);
  const x1 = Math.max(g.maxX, x);
  const y0 = Math.min(g.minY, y);
  const y1 = Math.max(g.maxY, y);
  // Searches of this call are numbered first, first + 1, …; a stamp below `first` is stale.
  const first = seenVersion + 1;
  // Bit k: search k of this call left the box.
  let outside = 0;
  // The pockets found so far fill queue[0 .. kept); each search queues after them.
  let kept = 0;
  for (let side = 0; side < 4; side++) {
    const start = side === 0 ? cell - W : side === 1 ? cell + 1 : side === 2 ? cell + W : cell - 1;
    if (grid[start]! >= 0 || seen[start]! >= first) continue;
    const id = ++seenVersion;
    let head = kept;
    let tail = kept;
    let out = false;
    seen[start] = id;
    queue[tail] = start;
    queueX[tail] = side === 1 ? x + 1 : side === 3 ? x - 1 : x;
    queueY[tail++] = side === 0 ? y - 1 : side === 2 ? y + 1 : y;
    while (head < tail) {
      const c = queue[head]!;
      const cx = queueX[head]!;
      const cy = queueY[head++]!;
      if (cx < x0 || cx > x1 || cy < y0 || cy > y1) {
        out = true;
        break;
      }
      for (let s = 0; s < 4; s++) {
        const n = s === 0 ? c - W : s === 1 ? c + 1 : s === 2 ? c + W : c - 1;
        if (n === cell || grid[n]! >= 0) continue;
        const was = seen[n]!;
        if (was === id) continue;
        if (was >= first) {
          // An earlier search of this call got here: same fate (it left the box, or it would have reached this search's start).
          out = ((outside >> (was - first)) & 1) === 1;
          break;
        }
        seen[n] = id;
        queue[tail] = n;
        queueX[tail] = s === 1 ? cx + 1 : s === 3 ? cx - 1 : cx;
        queueY[tail++] = s === 0 ? cy - 1 : s === 2 ? cy + 1 : cy;
      }
      if (out) break;
    }
    if (out) outside |= 1 << (id - first);
    else kept = tail;
  }
  return kept;
}

/**
 * The empty squares outside the city (connected to the unbounded empty area), as marks on the
 * others: `enclosed` holds 1 for an empty square in a hole of the city. An empty board has no
 * hole, and a square once enclosed stays so (tiles are only ever added), so the marks are kept
 * up to date tile by tile (`placed`): only a tile that may cut squares off searches for them.
 */
export class OutsideArea {
  readonly enclosed: Uint8Array;

  constructor(cells: number) {
    this.enclosed = new Uint8Array(cells);
  }

  /**
   * A tile was just put on `cell` (`cuts`: its empty neighbours were not one arc, so it may cut
   * some off): the pockets it cuts off are marked.
   */
  placed(g: Grid, cell: number, cuts: boolean): void {
    if (!cuts || this.enclosed[cell]) return;
    const n = findPockets(g, cell);
    const squares = pocketSquares();
    for (let i = 0; i < n; i++) this.enclosed[squares[i]!] = 1;
  }

  /** Whether an empty square is outside. */
  contains(g: Grid, cell: number): boolean {
    return g.grid[cell]! < 0 && this.enclosed[cell] === 0;
  }

  /** Empty for a new game (`span`: the squares the last game used). */
  clear(span: CellSpan): void {
    this.enclosed.fill(0, span[0], span[1]);
  }

  /** Take over `src`'s marks (the squares outside `span` are unmarked in both). */
  copyFrom(src: OutsideArea, span: CellSpan): void {
    BoardCore.copySpan(this.enclosed, src.enclosed, span);
  }
}
