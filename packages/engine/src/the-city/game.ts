import { BoardCore, type CellSpan } from '../core/board.js';
import { FACING } from '../core/ports.js';
import { K_DISTRICT, MAX_SEGMENTS } from '../core/tile-compile.js';
import type { CityTileSet, CityTileType } from './compile.js';
import type { CityScoreEvent } from './events.js';
import { beyond, keepsWall, mayEnclose, openStretch, outerEdges, succEdge } from './geometry.js';
import { OutsideArea } from './outside.js';
import { scoreRoot } from './scoring.js';
import { Wall, wallOptions } from './wall.js';
import { finalScoring } from './final.js';
import { towersPerPlayer } from './setup.js';
import { CITY_FOLLOWERS, WALL_SUPPLY } from './constants.js';
import type { CityCore } from './contract.js';

export { CITY_FOLLOWERS, WALL_SUPPLY, GATE_INDEX } from './constants.js';

/** Whose decision it is: a tile, a follower for it, the gate, a wall piece, a tower; or the end. */
export type CityPhase = 'place' | 'follower' | 'gate' | 'wall' | 'tower' | 'over';
export type EndReason = 'wall-supply' | 'tiles' | 'stretch' | 'closed';

export interface CityGameInit {
  readonly tileSet: CityTileSet;
  readonly players: number;
  /** Draw order from the opening tile on, as tile-type indices. */
  readonly bag: readonly number[];
  readonly stacks: readonly [number, number, number];
  readonly recordEvents?: boolean;
}

/**
 * The mutable game of The City (rules/the-city.md Part B) on the shared board core: projects keep their
 * market kinds at the union-find root (`nodeFlags`), a side closes when it meets a tile or the wall, the
 * `Wall` holds everything about the wall, and this class runs the turns — tile, follower,
 * then after a scoring in stacks 2 and 3 the wall round (gate, pieces with guards, a tower).
 * Moves here are unchecked codes; `CityMatch` validates. `phase` says what is due and `actor`
 * who decides; `current` is the turn player.
 */
export class CityGame extends BoardCore<CityTileType, CityScoreEvent> implements CityCore {
  readonly tileSet: CityTileSet;
  readonly stacks: readonly [number, number, number];
  readonly wall: Wall;
  /** The empty squares outside the city, kept up to date tile by tile. */
  readonly outside: OutsideArea;
  phase: CityPhase = 'place';
  /**
   * The current stack in the book's sense (1–3): the stack this turn's draw began in. A stack's
   * last tile moves the game on to the next stack only at the end of its turn (B4.1), even when
   * that tile was set aside and the replacement came from the next stack.
   */
  stage = 1;
  actor = 0;
  endReason: EndReason | null = null;

  /** Towers each player has left. */
  readonly towers: Uint8Array;
  /** Options of a gate (edges), wall (edge·2 + guard) or tower (-1 decline, 0 head end, 1 tail end) decision. */
  readonly choices: Int32Array;
  choiceCount = 0;
  /** The builders of the wall round in order, the next one's index, the turn player who scored, and whether the wall just closed. */
  private readonly builders: Int8Array;
  private builderCount = 0;
  private builderIndex = 0;
  private scorer = 0;
  private closing = false;
  /** Segments whose projects may have just completed (the tile placed, the sides just closed). */
  private readonly candidates: Int32Array;
  private candidateCount = 0;

  /** `blank`: allocate only (for `clone`); otherwise the first tile is drawn. */
  constructor(init: CityGameInit, blank = false) {
    // The game-sized torus (core/layout.ts): every step to a neighbour wraps (`wrapped`).
    super(init.tileSet, init.players, CITY_FOLLOWERS, init.recordEvents ?? false);
    this.tileSet = init.tileSet;
    this.stacks = init.stacks;
    // n tiles have at most 2n + 2 outer-boundary edges (each tile after the first adds at most
    // two): the most gate options, closures at the end, and squares beyond the wall.
    const boundary = 2 * this.capacity + 4;
    this.wall = new Wall(this.cells, boundary, this.nPlayers * CITY_FOLLOWERS);
    this.outside = new OutsideArea(this);
    this.towers = new Uint8Array(this.nPlayers);
    this.choices = new Int32Array(boundary + 4);
    this.builders = new Int8Array(16);
    this.candidates = new Int32Array(64);
    if (!blank) this.start(init.bag);
  }

  /** Start a new game on this one's arrays (same tile set, players and stack sizes) with another draw order. */
  reset(bag: readonly number[]): void {
    this.start(bag);
  }

  private start(bag: readonly number[]): void {
    this.clearBoard(bag);
    this.towers.fill(towersPerPlayer(this.nPlayers));
    this.phase = 'place';
    this.stage = 1;
    this.actor = 0;
    this.endReason = null;
    this.choiceCount = 0;
    this.builderCount = this.builderIndex = this.scorer = 0;
    this.closing = false;
    this.candidateCount = 0;
    // No start tile: the first tile drawn opens the city at (0,0).
    this.openSquare(this.cellOf(0, 0));
    this.drawNext();
  }

  /** Stack (1–3) of the tile at bag index i. */
  stageOf(i: number): number {
    return i < this.stacks[0] ? 1 : i < this.stacks[0] + this.stacks[1] ? 2 : 3;
  }

  // ---- the board's hooks ------------------------------------------------------------------

  /**
   * A tile on the board. The outside squares change only when the tile may enclose some:
   * otherwise they are what they were, less this square.
   */
  override putTile(cell: number, rotation: number, t: CityTileType): number {
    const cuts = mayEnclose(this, cell);
    const p = super.putTile(cell, rotation, t);
    this.outside.placed(this, cell, cuts);
    return p;
  }

  protected override initNodes(p: number, t: CityTileType): void {
    const base = p * MAX_SEGMENTS;
    this.candidateCount = 0;
    for (let s = 0; s < t.segCount; s++) this.candidates[this.candidateCount++] = base + s;
  }

  /** A side facing a square beyond the wall is closed; otherwise the square joins the frontier. */
  protected override faceEmpty(p: number, side: number, square: number, edge: number): void {
    if (this.wall.isOut(square)) this.closeSide(p, side);
    else super.faceEmpty(p, side, square, edge);
  }

  /** Both sides close; areas and roads of the same kind continue across each port. */
  protected join(p: number, side: number, q: number): void {
    this.closeSide(p, side);
    this.closeSide(q, (side + 2) & 3);
    const t = this.types[this.placedType[p]!]!;
    const qt = this.types[this.placedType[q]!]!;
    const off = this.placedRotation[p]! * 13;
    const qoff = this.placedRotation[q]! * 13;
    for (let k = 0; k < 3; k++) {
      const b = 3 * side + k;
      const a = p * MAX_SEGMENTS + t.portSeg[off + b]!;
      const c = q * MAX_SEGMENTS + qt.portSeg[qoff + FACING[b]!]!;
      if (this.nodeKind[a] === this.nodeKind[c]) this.union(a, c);
    }
  }

  /** A free district always takes a follower; a road or market only while still open (B2.2). */
  protected followerAllowed(kind: number, root: number): boolean {
    return kind === K_DISTRICT || this.openSides[root] !== 0;
  }

  protected override screensSquares = true;

  /** No tile may surround the wall. */
  protected override squareAllowed(square: number): boolean {
    return keepsWall(this, square);
  }

  /**
   * The legal placements in the board's order (`BoardCore.computeLegal`), the test that a tile
   * keeps the wall outside made only once there is a wall: every turn asks this of every square.
   */
  override computeLegal(typeIndex: number): void {
    const fits = this.types[typeIndex]!.fits;
    const frontier = this.frontier;
    const constraint = this.frontierConstraint;
    const legal = this.legal;
    const walled = this.wall.walledOutCount > 0;
    const count = this.frontierCount;
    let n = 0;
    for (let i = 0; i < count; i++) {
      const turns = fits[constraint[i]!]!;
      if (turns === 0) continue;
      const cell = frontier[i]!;
      if (walled && !keepsWall(this, cell)) continue;
      const code = cell << 2;
      if (turns & 1) legal[n++] = code;
      if (turns & 2) legal[n++] = code | 1;
      if (turns & 4) legal[n++] = code | 2;
      if (turns & 8) legal[n++] = code | 3;
    }
    this.legalCount = n;
  }

  /** Close one side of a placed tile: each project touching it loses an open side (and may complete). */
  private closeSide(p: number, side: number): void {
    const t = this.types[this.placedType[p]!]!;
    const off = (this.placedRotation[p]! * 4 + side) * 4;
    for (let k = 0; k < 4; k++) {
      const s = t.sideSegs[off + k]!;
      if (s < 0) break;
      const node = p * MAX_SEGMENTS + s;
      this.openSides[this.find(node)]!--;
      this.candidates[this.candidateCount++] = node;
    }
  }

  /** No tile may go on `square` any more (it lies beyond the wall): the tile sides facing it close. */
  shutOut(square: number): void {
    this.candidateCount = 0;
    if (!this.wall.shutOut(square)) return;
    this.leaveFrontier(square);
    for (let s = 0; s < 4; s++) {
      const q = this.grid[this.wrapped(square + this.sideStep(s))]!;
      if (q >= 0) this.closeSide(q, (s + 2) & 3);
    }
  }

  // ---- tiles and followers ----------------------------------------------------------------

  /** Start a turn's draw: the turn belongs to the stack of its first draw, whatever is set aside. */
  drawNext(): void {
    const stage = this.bagPos < this.bag.length ? this.stageOf(this.bagPos) : this.stage;
    if (this.drawPlayable()) {
      this.stage = stage;
      this.phase = 'place';
      this.actor = this.current;
      return;
    }
    this.end('tiles');
  }

  /** Place the drawn tile (a code from `legal`) and list the follower choices. History: (code << 4 | segment + 1) · 4. */
  placeTile(code: number): void {
    const t = this.types[this.drawn]!;
    const p = this.putTile(code >> 2, code & 3, t);
    this.history.push((code << 4) * 4);
    this.phase = 'follower';
    this.listFollowerOptions(p, t);
  }

  /** Put a follower on segment `seg` of the tile just placed (-1: none), score, go on. */
  finishTurn(seg: number): void {
    const p = this.placedCount - 1;
    if (seg >= 0) {
      this.putFollower(p * MAX_SEGMENTS + seg);
      this.history[this.history.length - 1]! += (seg + 1) * 4;
    }
    const scorings = this.scoreCandidates(this.moveCount);
    this.moveCount++;
    if (this.stage >= 2 && scorings > 0) this.startRound();
    else this.endTurn();
  }

  /** Score every candidate road or market that is complete and occupied; returns how many. */
  scoreCandidates(move: number | null): number {
    let n = 0;
    for (let i = 0; i < this.candidateCount; i++) {
      const root = this.find(this.candidates[i]!);
      if (this.nodeKind[root] === K_DISTRICT || this.openSides[root] !== 0 || this.occupants[root] === 0)
        continue;
      scoreRoot(this, root, move);
      n++;
    }
    return n;
  }

  /** End of a turn: the open-stretch end condition, then the next player draws. */
  private endTurn(): void {
    if (this.wall.hasGate && openStretch(this, 5) <= 5) this.end('stretch');
    else {
      this.current = (this.current + 1) % this.nPlayers;
      this.drawNext();
    }
  }

  // ---- the wall round (B4) ----------------------------------------------------------------

  /** After a turn with a scoring in stacks 2 and 3: the builders in binding order (B4.2–B4.3). */
  private startRound(): void {
    this.scorer = this.current;
    let rate = this.stage === 2 ? 1 : 2;
    if (this.nPlayers === 2) rate *= 2;
    this.builderCount = 0;
    for (let k = 0; k < rate; k++)
      for (let i = 0; i < this.nPlayers; i++)
        this.builders[this.builderCount++] = (this.scorer + i) % this.nPlayers;
    this.builderIndex = 0;
    this.nextBuilder();
  }

  private nextBuilder(): void {
    if (this.builderIndex >= this.builderCount) {
      this.afterRound();
      return;
    }
    this.actor = this.builders[this.builderIndex]!;
    if (!this.wall.hasGate) {
      this.phase = 'gate';
      const edges = outerEdges(this);
      for (let i = 0; i < edges.length; i++) this.choices[i] = edges[i]!;
      this.choiceCount = edges.length;
      return;
    }
    this.phase = 'wall';
    wallOptions(this);
    if (this.choiceCount === 0) this.end('closed');
  }

  private afterRound(): void {
    if (this.towers[this.scorer]! > 0) {
      this.closing = false;
      this.askTower();
    } else this.endTurn();
  }

  private askTower(): void {
    this.phase = 'tower';
    this.actor = this.scorer;
    let n = 0;
    this.choices[n++] = -1;
    if (this.wall.towerFree(0)) this.choices[n++] = 0;
    if (this.wall.towerFree(1)) this.choices[n++] = 1;
    this.choiceCount = n;
  }

  /** The gate on an outer-boundary edge (a choice of the gate decision). History: edge · 4 + 1. */
  placeGate(edge: number): void {
    this.history.push(edge * 4 + 1);
    this.wall.placeGate(edge);
    this.shutOut(beyond(this, edge));
    this.scoreCandidates(this.moveCount);
    this.moveCount++;
    this.builderIndex++;
    this.nextBuilder();
  }

  /** A wall piece at an end of the wall, with a guard of the actor on it or not. History: (edge · 2 + guard) · 4 + 2. */
  placeWall(edge: number, guard: boolean): void {
    this.wall.addPiece(edge, edge === succEdge(this, this.wall.tailEdge));
    this.shutOut(beyond(this, edge));
    this.scoreCandidates(this.moveCount);
    if (guard) {
      this.wall.addGuard(edge, this.actor);
      this.supply[this.actor]!--;
    }
    this.history.push((edge * 2 + (guard ? 1 : 0)) * 4 + 2);
    this.moveCount++;
    if (this.wall.pieces >= WALL_SUPPLY) {
      this.end('wall-supply');
      return;
    }
    if (succEdge(this, this.wall.tailEdge) === this.wall.headEdge) {
      if (this.towers[this.scorer]! > 0) {
        this.closing = true;
        this.askTower();
      } else this.end('closed');
      return;
    }
    this.builderIndex++;
    this.nextBuilder();
  }

  /** -1: decline; 0: a tower at the head end (before the first element); 1: at the tail end. History: (edge + 1) · 4 + 3, or 3. */
  placeTower(end: number): void {
    if (end < 0) this.history.push(3);
    else {
      this.history.push((this.wall.endEdge(end) + 1) * 4 + 3);
      const points = this.wall.placeTower(end, this.scorer);
      this.towers[this.scorer]!--;
      this.scores[this.scorer]! += points;
      this.events?.push({
        kind: 'tower',
        move: this.moveCount,
        points,
        players: [this.scorer],
        tiles: points,
      });
    }
    this.moveCount++;
    if (this.closing) {
      this.closing = false;
      this.end('closed');
    } else this.endTurn();
  }

  /** The game ends (B5): closure, incomplete projects, final scoring. */
  private end(reason: EndReason): void {
    this.endReason = reason;
    this.phase = 'over';
    this.actor = -1;
    this.drawn = -1;
    this.legalCount = 0;
    this.followerOptionCount = 0;
    this.choiceCount = 0;
    finalScoring(this);
  }

  // ---- copying ----------------------------------------------------------------------------

  protected override get copyMargin(): number {
    return 2;
  }

  protected override clearSquares(span: CellSpan): void {
    this.wall.clear(span);
    this.outside.clear(span);
  }

  protected override copySquares(src: this, span: CellSpan): void {
    this.wall.copyFrom(src.wall, span);
    this.outside.copyFrom(src.outside, span);
  }

  /**
   * Overwrite this game with `src` (same tile set, players and stacks) reusing its buffers:
   * a bot's search copies its root position thousands of times. History and events are not
   * copied; the scratch stamps stay this game's own.
   */
  override copyFrom(src: this): void {
    super.copyFrom(src);
    this.stage = src.stage;
    this.actor = src.actor;
    this.endReason = src.endReason;
    this.towers.set(src.towers);
    this.choices.set(src.choices.subarray(0, src.choiceCount));
    this.choiceCount = src.choiceCount;
    this.builders.set(src.builders);
    this.builderCount = src.builderCount;
    this.builderIndex = src.builderIndex;
    this.scorer = src.scorer;
    this.closing = src.closing;
    this.candidates.set(src.candidates.subarray(0, src.candidateCount));
    this.candidateCount = src.candidateCount;
  }

  /** A deep copy for search (history and events included); shares only immutable tables. */
  clone(): CityGame {
    return BoardCore.cloned<CityGame>(
      this,
      new CityGame({ tileSet: this.tileSet, players: this.nPlayers, bag: [], stacks: this.stacks }, true),
    );
  }
}
