import { BoardSquares } from './squares.js';
import { MAX_SEGMENTS } from './tile-compile.js';

/**
 * The features of a board (`BoardCore`): a union-find over tile segments (node = placement · 8 +
 * segment) whose roots carry a feature's open sides, followers, kind and attribute bits with a
 * circular list of its members. A layer of the board's class so that `find` and `union`, the
 * hottest calls of a game, read the arrays directly.
 */
export abstract class BoardFeatures extends BoardSquares {
  /** Union-find over segments; a root's entries describe the whole feature. */
  readonly parent: Int32Array;
  readonly size: Uint16Array;
  readonly openSides: Int16Array;
  /** Followers on the feature. */
  readonly occupants: Uint8Array;
  /** Circular list of a feature's members. */
  readonly nextMember: Int32Array;
  /** Segment kind (K_ROAD, K_CITY, …) per node. */
  readonly nodeKind: Uint8Array;
  /** Attribute bits (the tile set's `attributes`; The City's market kinds), joined across a feature at its root. */
  readonly nodeFlags: Uint16Array;

  constructor(capacity: number, torus: boolean) {
    super(capacity, torus);
    const nodes = capacity * MAX_SEGMENTS;
    this.parent = new Int32Array(nodes);
    this.size = new Uint16Array(nodes);
    this.openSides = new Int16Array(nodes);
    this.occupants = new Uint8Array(nodes);
    this.nextMember = new Int32Array(nodes);
    this.nodeKind = new Uint8Array(nodes);
    this.nodeFlags = new Uint16Array(nodes);
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
