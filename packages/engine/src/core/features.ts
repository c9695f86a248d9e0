import { carve } from './carve.js';
import { BoardSquares } from './squares.js';
import { MAX_SEGMENTS } from './tile-compile.js';

/** The most nodes a board's 16-bit feature arrays can number (3,640 tiles of 9 segments). */
const MAX_NODES = 0x7fff;

/**
 * The features of a board (`BoardCore`): a union-find over tile segments (node = placement · 8 +
 * segment) whose roots carry a feature's open sides, followers, kind and attribute bits with a
 * circular list of its members. A layer of the board's class so that `find` and `union`, the
 * hottest calls of a game, read the arrays directly.
 */
export abstract class BoardFeatures extends BoardSquares {
  /** Union-find over segments; a root's entries describe the whole feature. */
  readonly parent: Int16Array;
  readonly size: Uint16Array;
  readonly openSides: Int16Array;
  /** Followers on the feature. */
  readonly occupants: Uint8Array;
  /** Circular list of a feature's members. */
  readonly nextMember: Int16Array;
  /** Segment kind (K_ROAD, K_CITY, …) per node. */
  readonly nodeKind: Uint8Array;
  /** Attribute bits (the tile set's `attributes`; The City's market kinds), joined across a feature at its root. */
  readonly nodeFlags: Uint16Array;

  /** All the arrays above, one after another in one buffer: a copy of the features is one copy. */
  readonly #nodeBytes: Uint8Array;

  constructor(capacity: number, torus: boolean, narrow: boolean) {
    super(capacity, torus, narrow);
    const nodes = capacity * MAX_SEGMENTS;
    // Nodes are numbered in 16 bits: a server holds thousands of boards, and this is most of one.
    if (nodes > MAX_NODES)
      throw new RangeError(`a board of ${capacity} tiles has more than ${MAX_NODES} nodes`);
    // 2 + 2 + 2 + 2 + 2 + 1 + 1 bytes per node, in one buffer.
    const a = carve({
      parent: ['i16', nodes],
      nextMember: ['i16', nodes],
      size: ['u16', nodes],
      openSides: ['i16', nodes],
      nodeFlags: ['u16', nodes],
      occupants: ['u8', nodes],
      nodeKind: ['u8', nodes],
    });
    this.parent = a.parent;
    this.nextMember = a.nextMember;
    this.size = a.size;
    this.openSides = a.openSides;
    this.nodeFlags = a.nodeFlags;
    this.occupants = a.occupants;
    this.nodeKind = a.nodeKind;
    this.#nodeBytes = new Uint8Array(a.parent.buffer);
  }

  /** Copy every feature array of `src` (a board of the same capacity). */
  protected copyFeatures(src: BoardFeatures): void {
    this.#nodeBytes.set(src.#nodeBytes);
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

  /** Join two features; returns the new root. */
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
    this.openSides[ra]! += this.openSides[rb]!;
    this.occupants[ra]! += this.occupants[rb]!;
    this.nodeFlags[ra]! |= this.nodeFlags[rb]!;
    this.absorb(ra, rb);
    // Splice the two circular member lists into one.
    const na = this.nextMember[ra]!;
    this.nextMember[ra] = this.nextMember[rb]!;
    this.nextMember[rb] = na;
    return ra;
  }

  /** Merge root `from`'s game-specific per-feature data into root `into`. */
  protected absorb(_into: number, _from: number): void {}
}
