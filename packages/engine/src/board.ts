/**
 * What both games' fast cores share: a flat square grid big enough for any layout of the tile
 * set around (0,0), the bounding box of the placed tiles, and a union-find over tile segments
 * (node = placement · 8 + segment) whose roots carry a project's open sides, followers and a
 * circular list of its members.
 */
import type { Port } from './ports.js';
import type { ScoredFollower } from './events.js';

export abstract class BoardCore {
  /** Grid width and the offset of (0,0). */
  readonly W: number;
  readonly OFF: number;
  /** Placements the grid is sized for (the whole tile set plus one). */
  readonly cap: number;

  /** Bounding box of the placed tiles (board coordinates): copies touch only these rows. */
  minX = 0;
  maxX = 0;
  minY = 0;
  maxY = 0;

  parent!: Int32Array;
  size!: Uint16Array;
  open!: Int16Array;
  occ!: Uint8Array;
  next!: Int32Array;

  readonly nPlayers: number;
  /** Followers on the board: the segment node each stands on and its owner. */
  fNode!: Int32Array;
  fOwner!: Uint8Array;
  nFollowers = 0;
  supply!: Uint8Array;
  scores!: Int32Array;

  constructor(tiles: number, players: number) {
    this.nPlayers = players;
    this.cap = tiles + 1;
    this.OFF = this.cap + 1;
    this.W = 2 * this.cap + 3;
  }

  /** Allocate the union-find over `segments` segments per placement, and the followers' arrays. */
  protected allocCore(segments: number, followersPerPlayer: number): void {
    const nodes = this.cap * segments;
    this.parent = new Int32Array(nodes);
    this.size = new Uint16Array(nodes);
    this.open = new Int16Array(nodes);
    this.occ = new Uint8Array(nodes);
    this.next = new Int32Array(nodes);
    this.fNode = new Int32Array(this.nPlayers * followersPerPlayer);
    this.fOwner = new Uint8Array(this.nPlayers * followersPerPlayer);
    this.supply = new Uint8Array(this.nPlayers).fill(followersPerPlayer);
    this.scores = new Int32Array(this.nPlayers);
  }

  cellOf(x: number, y: number): number {
    return (y + this.OFF) * this.W + (x + this.OFF);
  }
  xOf(cell: number): number {
    return (cell % this.W) - this.OFF;
  }
  yOf(cell: number): number {
    return Math.floor(cell / this.W) - this.OFF;
  }
  inBounds(x: number, y: number): boolean {
    return Math.abs(x) < this.OFF - 1 && Math.abs(y) < this.OFF - 1;
  }
  /** Cell offset per side N, E, S, W (y grows south). */
  dcell(side: number): number {
    return side === 0 ? -this.W : side === 1 ? 1 : side === 2 ? this.W : -1;
  }

  /** Grow the bounding box by a newly placed tile (`first`: the first tile of the game). */
  protected extendBox(cell: number, first: boolean): void {
    const x = this.xOf(cell);
    const y = this.yOf(cell);
    if (first) {
      this.minX = this.maxX = x;
      this.minY = this.maxY = y;
      return;
    }
    if (x < this.minX) this.minX = x;
    if (x > this.maxX) this.maxX = x;
    if (y < this.minY) this.minY = y;
    if (y > this.maxY) this.maxY = y;
  }

  /**
   * Copy the part of board-sized arrays that this board or `src` uses (the rows of their
   * bounding boxes with a margin), instead of whole grids. Call before taking over `src`'s bounding box.
   * `perCell` is how many entries each square has in the array (4 for per-side arrays).
   */
  protected copyRows(src: BoardCore, margin: number, arrays: readonly [dst: Uint8Array | Int8Array | Int16Array | Uint16Array | Int32Array | Uint32Array, src: ArrayLike<number>, perCell: number][]): void {
    const x0 = Math.min(this.minX, src.minX) - margin + this.OFF;
    const x1 = Math.max(this.maxX, src.maxX) + margin + 1 + this.OFF;
    const y0 = Math.min(this.minY, src.minY) - margin + this.OFF;
    const y1 = Math.max(this.maxY, src.maxY) + margin + this.OFF;
    // One span from the first to the last row: the cells between the rows' ends lie outside
    // both boxes, so they are empty in both boards and copying them changes nothing. One copy
    // per array is much cheaper than one per row.
    const a = y0 * this.W + x0;
    const b = y1 * this.W + x1;
    for (let i = 0; i < arrays.length; i++) {
      const [d, s, k] = arrays[i]!;
      d.set((s as Uint8Array).subarray(k * a, k * b), k * a);
    }
  }

  find(n: number): number {
    const parent = this.parent;
    while (parent[n] !== n) {
      const p = parent[n]!;
      const gp = parent[p]!;
      parent[n] = gp;
      n = gp;
    }
    return n;
  }

  /** Join two features; returns the new root. Subclasses add what else a root carries. */
  union(a: number, b: number): number {
    let ra = this.find(a);
    let rb = this.find(b);
    if (ra === rb) return ra;
    if (this.size[ra]! < this.size[rb]!) {
      const t = ra;
      ra = rb;
      rb = t;
    }
    this.parent[rb] = ra;
    this.size[ra]! += this.size[rb]!;
    this.open[ra]! += this.open[rb]!;
    this.occ[ra]! += this.occ[rb]!;
    this.absorb(ra, rb);
    // Splice the two circular member lists into one.
    const na = this.next[ra]!;
    this.next[ra] = this.next[rb]!;
    this.next[rb] = na;
    return ra;
  }

  /** Return the followers on a feature to their supplies; how many each player had there. */
  takeFollowers(root: number): number[] {
    const counts = new Array<number>(this.nPlayers).fill(0);
    let w = 0;
    for (let i = 0; i < this.nFollowers; i++) {
      const node = this.fNode[i]!;
      const owner = this.fOwner[i]!;
      if (this.find(node) === root) {
        counts[owner]!++;
        this.supply[owner]!++;
      } else {
        this.fNode[w] = node;
        this.fOwner[w] = owner;
        w++;
      }
    }
    this.nFollowers = w;
    this.occ[root] = 0;
    return counts;
  }

  /** Give `points` to every player with the most followers (majority, ties all); returns them in seat order. */
  award(counts: readonly number[], points: number): number[] {
    let max = 0;
    for (const c of counts) if (c > max) max = c;
    const players: number[] = [];
    if (max === 0) return players;
    for (let i = 0; i < counts.length; i++) {
      if (counts[i] === max) {
        players.push(i);
        this.scores[i]! += points;
      }
    }
    return players;
  }

  /** Where a follower on segment node `node` stands: its square and board port. */
  abstract nodeSpot(node: number): { x: number; y: number; port: Port };

  /** The followers on the feature of `root`, where they stand (for events; call before taking them back). */
  followersOn(root: number): ScoredFollower[] {
    const out: ScoredFollower[] = [];
    for (let i = 0; i < this.nFollowers; i++) if (this.find(this.fNode[i]!) === root) out.push({ ...this.nodeSpot(this.fNode[i]!), player: this.fOwner[i]! });
    return out;
  }

  /** Merge root `from`'s extra per-feature data into root `into`. */
  protected abstract absorb(into: number, from: number): void;
}
