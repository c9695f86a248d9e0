import type { CellSpan } from '../core/board.js';
import { K_DISTRICT, MAX_SEGMENTS } from '../core/tile-compile.js';
import { GATE_INDEX } from './constants.js';
import type { CityGame } from './game.js';
import { beyond, predEdge, succEdge } from './geometry.js';
import { clearMarks, copyMarks, mark, marked, marksFor } from './marks.js';

/** A list of edge codes (or squares): 16 bits an entry when every edge of the grid fits (a game-sized grid of The City does). */
type EdgeList = Int16Array | Int32Array;

function edgeList(length: number, cells: number): EdgeList {
  return cells * 4 <= 0x8000 ? new Int16Array(length) : new Int32Array(length);
}

/**
 * The city wall (rules/the-city.md B4–B5): the gate and the wall pieces in walk order, the guards on
 * them, the towers at the ends, and the squares the wall shuts out. All of the wall's state
 * lives here and only these methods change it; `CityGame` decides when (the turn flow) and
 * what follows on the board (closed sides, scorings). An edge is `cell · 4 + side`.
 */
export class Wall {
  /** The edges walled when the game ended (B5.1), in order. */
  readonly closures: EdgeList;
  closureCount = 0;
  /** The guards in the order they were placed: edge and owner. */
  readonly guardEdge: Int32Array;
  readonly guardOwner: Uint8Array;
  guardCount = 0;
  hasGate = false;
  /** Wall pieces placed (the gate not included). */
  pieces = 0;
  /** The wall as a deque of edges in walk order, from `head` to `tail`; the gate sits at GATE_INDEX. */
  readonly sequence: EdgeList;
  head = 0;
  tail = 0;
  /** towerAt[b] = owner + 1 of a tower between wall elements b - 1 and b. */
  readonly towerAt: Uint8Array;
  /** Per square a bit (`marks.ts`), set when it lies beyond the wall (no tile may go there); and those squares in order. */
  readonly walledOut: Uint8Array;
  readonly walledOutList: EdgeList;
  walledOutCount = 0;

  /** `edges`: the most outer-boundary edges a game may have. */
  constructor(cells: number, edges: number, guards: number) {
    this.closures = edgeList(edges, cells);
    this.guardEdge = new Int32Array(guards);
    this.guardOwner = new Uint8Array(guards);
    this.sequence = edgeList(2 * GATE_INDEX + 1, cells);
    this.towerAt = new Uint8Array(2 * GATE_INDEX + 2);
    this.walledOut = marksFor(cells);
    this.walledOutList = edgeList(edges, cells);
  }

  /** Whether a square lies beyond the wall. */
  isOut(square: number): boolean {
    return marked(this.walledOut, square);
  }

  /** What stands on an edge: 0 nothing, 1 a wall piece, 2 the gate, 3 walled when the game ended (B5.1). */
  markAt(edge: number): number {
    if (this.hasGate) {
      if (this.sequence[GATE_INDEX] === edge) return 2;
      for (let k = this.head; k <= this.tail; k++) if (this.sequence[k] === edge) return 1;
    }
    for (let i = 0; i < this.closureCount; i++) if (this.closures[i] === edge) return 3;
    return 0;
  }

  /** The seat of the guard on the piece on `edge`, -1 none. */
  guardOn(edge: number): number {
    for (let i = 0; i < this.guardCount; i++) if (this.guardEdge[i] === edge) return this.guardOwner[i]!;
    return -1;
  }

  get headEdge(): number {
    return this.sequence[this.head]!;
  }
  get tailEdge(): number {
    return this.sequence[this.tail]!;
  }
  /** The edge at one end: 0 the head, 1 the tail. */
  endEdge(end: number): number {
    return this.sequence[end === 0 ? this.head : this.tail]!;
  }

  /** Whether a tower may still go at an end (0 head, 1 tail): never twice, and the head only once the wall has a piece. */
  towerFree(end: number): boolean {
    return end === 0 ? this.head !== this.tail && !this.towerAt[this.head] : !this.towerAt[this.tail + 1];
  }

  placeGate(edge: number): void {
    this.hasGate = true;
    this.sequence[GATE_INDEX] = edge;
    this.head = this.tail = GATE_INDEX;
  }

  /** A piece at the tail end (`atTail`) or the head end. */
  addPiece(edge: number, atTail: boolean): void {
    if (atTail) this.sequence[++this.tail] = edge;
    else this.sequence[--this.head] = edge;
    this.pieces++;
  }

  addGuard(edge: number, owner: number): void {
    this.guardEdge[this.guardCount] = edge;
    this.guardOwner[this.guardCount++] = owner;
  }

  /** What a tower at an end scores: the pieces from that end back to the nearest tower or the gate. */
  towerPoints(end: number): number {
    let points = 0;
    if (end === 1) {
      for (let k = this.tail; k !== GATE_INDEX; k--) {
        points++;
        if (this.towerAt[k]) break;
      }
    } else {
      for (let k = this.head; k !== GATE_INDEX; k++) {
        points++;
        if (this.towerAt[k + 1]) break;
      }
    }
    return points;
  }

  /** A tower at an end for `owner`; returns its points. */
  placeTower(end: number, owner: number): number {
    const points = this.towerPoints(end);
    this.towerAt[end === 0 ? this.head : this.tail + 1] = owner + 1;
    return points;
  }

  /**
   * An edge walled when the game ends (B5.1), unless the wall already stands there; `square` is
   * the square beyond it (a square beyond a wall piece or the gate is shut out). Each edge once.
   */
  closeAtEnd(edge: number, square: number): void {
    if (!this.isOut(square) || this.markAt(edge) === 0) this.closures[this.closureCount++] = edge;
  }

  /** Shut a square out; false when it already was. */
  shutOut(square: number): boolean {
    if (this.isOut(square)) return false;
    mark(this.walledOut, square);
    this.walledOutList[this.walledOutCount++] = square;
    return true;
  }

  /** Empty for a new game (`span`: the squares the last game used). */
  clear(span: CellSpan): void {
    clearMarks(this.walledOut, span);
    this.closureCount = 0;
    this.towerAt.fill(0);
    this.guardCount = 0;
    this.hasGate = false;
    this.pieces = 0;
    this.head = this.tail = 0;
    this.walledOutCount = 0;
  }

  /** Take over `src`'s wall (the squares outside `span` are empty in both). */
  copyFrom(src: Wall, span: CellSpan): void {
    copyMarks(this.walledOut, src.walledOut, span);
    this.closures.set(src.closures.subarray(0, src.closureCount));
    this.closureCount = src.closureCount;
    this.walledOutList.set(src.walledOutList.subarray(0, src.walledOutCount));
    this.walledOutCount = src.walledOutCount;
    this.guardEdge.set(src.guardEdge);
    this.guardOwner.set(src.guardOwner);
    this.guardCount = src.guardCount;
    this.hasGate = src.hasGate;
    this.pieces = src.pieces;
    this.sequence.set(src.sequence);
    this.head = src.head;
    this.tail = src.tail;
    this.towerAt.set(src.towerAt);
  }
}

// ---- the rules about where the wall may go --------------------------------------------------

/** The (at most two) edges where the next piece may go, each with and without a guard, as choices edge·2 + guard. */
export function wallOptions(g: CityGame): void {
  const headEdge = g.wall.headEdge;
  const a = succEdge(g, g.wall.tailEdge);
  g.choiceCount = 0;
  if (a === headEdge) return;
  const b = predEdge(g, headEdge);
  for (const e of a === b ? [a] : [a, b]) {
    g.choices[g.choiceCount++] = e * 2;
    if (canGuard(g, e, g.actor)) g.choices[g.choiceCount++] = e * 2 + 1;
  }
}

/** Whether `player` may put a guard on a piece placed on `edge` (supply after its scorings, B4.6 restriction). */
export function canGuard(g: CityGame, edge: number, player: number): boolean {
  return supplyAfter(g, edge, player) > 0 && !guardBlocked(g, edge);
}

/** The row or column this piece faces runs without a gap to a wall piece holding a guard. */
export function guardBlocked(g: CityGame, edge: number): boolean {
  const inward = ((edge & 3) + 2) & 3;
  const step = g.sideStep(inward);
  let cell = edge >> 2;
  while (g.grid[g.wrapped(cell + step)]! >= 0) cell = g.wrapped(cell + step);
  return g.wall.guardOn(cell * 4 + inward) >= 0;
}

/** The player's supply after the roads and markets a piece on `edge` completes are scored. */
export function supplyAfter(g: CityGame, edge: number, player: number): number {
  let supply = g.supply[player]!;
  const square = beyond(g, edge);
  if (g.wall.isOut(square)) return supply;
  const roots: number[] = [];
  const closed: number[] = [];
  for (let s = 0; s < 4; s++) {
    const q = g.grid[g.wrapped(square + g.sideStep(s))]!;
    if (q < 0) continue;
    const t = g.types[g.placedType[q]!]!;
    const off = (g.placedRotation[q]! * 4 + ((s + 2) & 3)) * 4;
    for (let k = 0; k < 4; k++) {
      const seg = t.sideSegs[off + k]!;
      if (seg < 0) break;
      const root = g.find(q * MAX_SEGMENTS + seg);
      const i = roots.indexOf(root);
      if (i < 0) {
        roots.push(root);
        closed.push(1);
      } else closed[i]!++;
    }
  }
  roots.forEach((root, i) => {
    if (g.nodeKind[root] === K_DISTRICT || g.occupants[root] === 0 || g.openSides[root]! - closed[i]! !== 0)
      return;
    for (let f = 0; f < g.followerCount; f++)
      if (g.followerOwner[f] === player && g.find(g.followerNode[f]!) === root) supply++;
  });
  return supply;
}

/** What a tower at an end (0 head, 1 tail) would score now. */
export function towerPoints(g: CityGame, end: number): number {
  return g.wall.towerPoints(end);
}
