import { BoardCore } from '../core/board.js';
import { FACING } from '../core/ports.js';
import { C_DISTRICT, MAXSEG, type CityTileSet, type CityTileType } from './compile.js';
import type { CityScoreEvent } from './events.js';
import { keepsWall, openStretch } from './geometry.js';
import { scoreRoot } from './scoring.js';
import { endGame, startRound, wallGate, wallPiece, wallTower } from './wall.js';
import { towersPerPlayer } from './setup.js';
import { CITY_FOLLOWERS, GATE_INDEX } from './constants.js';

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
 * The mutable game of The City (rules.md Part B), built like the base `Game`: a flat grid,
 * a union-find over tile segments (node = placement·8 + segment) keeping each project's open
 * sides, followers and market kinds at its root, and a frontier of empty squares with their
 * road constraint. Moves here are unchecked codes; `CityMatch` validates.
 * Decisions: `phase` says what is due and `actor` who decides; `current` is the turn player.
 */
/** Arrays indexed by square (or square × side) that `copyFrom` copies row by row. */
const ROW_COPIED = new Set(['grid', 'frontierConstraint', 'frontierIndex', 'walledOut', 'wallMarks', 'guardAt', 'outsideStamp']);

export class CityGame extends BoardCore {
  readonly tileSet: CityTileSet;
  readonly types: readonly CityTileType[];
  readonly stacks: readonly [number, number, number];

  grid!: Int16Array;
  frontierConstraint!: Uint8Array;
  frontierIndex!: Int16Array;
  frontier!: Int32Array;
  frontierCount = 0;
  /** Squares outside the wall (beyond a wall piece or the gate, or closed at the end). */
  walledOut!: Uint8Array;
  walledOutList!: Int32Array;
  walledOutCount = 0;

  placedType!: Uint8Array;
  placedRotation!: Uint8Array;
  placedCell!: Int32Array;
  placedCount = 0;

  nodeMarkets!: Uint8Array;
  nodeKind!: Uint8Array;

  towers!: Uint8Array;

  bag!: Uint8Array;
  bagPos = 0;
  drawn = -1;
  /**
   * The current stack in the book's sense (1–3): the stack this turn's draw began in. A stack's
   * last tile moves the game on to the next stack only at the end of its turn (B4.1), even when
   * that tile was set aside and the replacement came from the next stack.
   */
  stage = 1;
  current = 0;
  actor = 0;
  phase: CityPhase = 'place';
  moveCount = 0;
  discards = 0;
  endReason: EndReason | null = null;
  /** Move codes (see CityMatch.moves): low 2 bits the type. */
  history: number[] = [];

  legal!: Int32Array;
  legalCount = 0;
  followerOptions!: Int8Array;
  followerOptionCount = 0;
  /** Options of a gate, wall or tower decision (codes of wall.ts). */
  choices!: Int32Array;
  choiceCount = 0;

  // ---- the wall ---------------------------------------------------------------------------
  /** Per edge: 0 nothing, 1 wall piece, 2 gate, 3 closed at the end. */
  wallMarks!: Uint8Array;
  guardAt!: Int8Array;
  guardEdge!: Int32Array;
  guardOwner!: Uint8Array;
  guardCount = 0;
  hasGate = false;
  wallPieces = 0;
  /** The wall as a deque of edges in walk order; the gate sits at GATE_INDEX. */
  wallSequence!: Int32Array;
  head = 0;
  tail = 0;
  /** towerB[b] = owner + 1 of a tower between wall elements b-1 and b. */
  towerAt!: Uint8Array;
  builders!: Int8Array;
  builderCount = 0;
  builderIndex = 0;
  scorer = 0;
  closing = false;

  outsideStamp!: Uint32Array;
  outsideVersion = 0;
  outsideDirty = true;
  outsideMinX = 0;
  outsideMaxX = 0;
  outsideMinY = 0;
  outsideMaxY = 0;

  candidates!: Int32Array;
  candidateCount = 0;
  events: CityScoreEvent[] | null;
  tileMark!: Uint32Array;
  markVersion = 0;

  constructor(init: CityGameInit, skipSetup = false) {
    super(init.tileSet.total, init.players);
    this.tileSet = init.tileSet;
    this.types = init.tileSet.types;
    this.stacks = init.stacks;
    this.events = init.recordEvents ? [] : null;
    if (skipSetup) return;
    const cells = this.width * this.width;
    this.grid = new Int16Array(cells).fill(-1);
    this.frontierConstraint = new Uint8Array(cells);
    this.frontierIndex = new Int16Array(cells).fill(-1);
    this.frontier = new Int32Array(this.capacity * 4 + 4);
    this.walledOut = new Uint8Array(cells);
    this.walledOutList = new Int32Array(this.capacity * 4 + 4);
    this.placedType = new Uint8Array(this.capacity);
    this.placedRotation = new Uint8Array(this.capacity);
    this.placedCell = new Int32Array(this.capacity);
    this.allocateFeatures(MAXSEG, CITY_FOLLOWERS);
    this.nodeMarkets = new Uint8Array(this.capacity * MAXSEG);
    this.nodeKind = new Uint8Array(this.capacity * MAXSEG);
    this.towers = new Uint8Array(this.nPlayers).fill(towersPerPlayer(this.nPlayers));
    this.bag = Uint8Array.from(init.bag);
    this.legal = new Int32Array(this.capacity * 16 + 16);
    this.followerOptions = new Int8Array(MAXSEG);
    this.choices = new Int32Array(this.capacity * 4 + 8);
    this.wallMarks = new Uint8Array(cells * 4);
    this.guardAt = new Int8Array(cells * 4).fill(-1);
    this.guardEdge = new Int32Array(this.nPlayers * CITY_FOLLOWERS);
    this.guardOwner = new Uint8Array(this.nPlayers * CITY_FOLLOWERS);
    this.wallSequence = new Int32Array(2 * GATE_INDEX + 1);
    this.towerAt = new Uint8Array(2 * GATE_INDEX + 2);
    this.builders = new Int8Array(16);
    this.outsideStamp = new Uint32Array(cells);
    this.candidates = new Int32Array(64);
    this.tileMark = new Uint32Array(this.capacity);
    this.drawNext();
  }

  // ---- geometry -------------------------------------------------------------------------

  /** Stack (1–3) of the tile at bag index i. */
  stageOf(i: number): number {
    return i < this.stacks[0] ? 1 : i < this.stacks[0] + this.stacks[1] ? 2 : 3;
  }

  // ---- union-find -----------------------------------------------------------------------

  protected absorb(into: number, from: number): void {
    this.nodeMarkets[into]! |= this.nodeMarkets[from]!;
  }

  // ---- drawing and legal placements -------------------------------------------------------

  /** Start a turn's draw: the turn belongs to the stack of its first draw, whatever is set aside. */
  drawNext(): void {
    const stage = this.bagPos < this.bag.length ? this.stageOf(this.bagPos) : this.stage;
    while (this.bagPos < this.bag.length) {
      const t = this.bag[this.bagPos++]!;
      this.computeLegal(t);
      if (this.legalCount > 0) {
        this.drawn = t;
        this.stage = stage;
        this.phase = 'place';
        this.actor = this.current;
        return;
      }
      this.discards++;
      this.events?.push({ kind: 'discard', move: this.moveCount, points: 0, players: [], tile: this.types[t]!.id });
    }
    this.drawn = -1;
    this.legalCount = 0;
    endGame(this, 'tiles');
  }

  computeLegal(typeIndex: number): void {
    const t = this.types[typeIndex]!;
    const rots = t.uniqueRots;
    const legal = this.legal;
    let n = 0;
    if (this.placedCount === 0) {
      for (const r of rots) legal[n++] = (this.cellOf(0, 0) << 2) | r;
      this.legalCount = n;
      return;
    }
    const roads = t.roads;
    for (let i = 0; i < this.frontierCount; i++) {
      const cell = this.frontier[i]!;
      const c = this.frontierConstraint[cell]!;
      const mask = c >> 4;
      const val = c & 15;
      let keeps = -1;
      for (let k = 0; k < rots.length; k++) {
        const r = rots[k]!;
        if ((roads[r]! & mask) !== val) continue;
        if (keeps < 0) keeps = keepsWall(this, cell) ? 1 : 0;
        if (keeps === 0) break;
        legal[n++] = (cell << 2) | r;
      }
    }
    this.legalCount = n;
  }

  // ---- placing ----------------------------------------------------------------------------

  /** Close one side of a placed tile: each project touching it loses an open side. */
  closeSide(p: number, side: number): void {
    const t = this.types[this.placedType[p]!]!;
    const off = (this.placedRotation[p]! * 4 + side) * 4;
    for (let k = 0; k < 4; k++) {
      const s = t.sideSegs[off + k]!;
      if (s < 0) break;
      const node = p * MAXSEG + s;
      this.openSides[this.find(node)]!--;
      this.candidates[this.candidateCount++] = node;
    }
  }

  putTile(cell: number, r: number, t: CityTileType): number {
    const p = this.placedCount++;
    this.grid[cell] = p;
    this.placedType[p] = t.index;
    this.placedRotation[p] = r;
    this.placedCell[p] = cell;
    this.extendBox(cell, p === 0);
    this.outsideDirty = true;
    const base = p * MAXSEG;
    this.candidateCount = 0;
    for (let s = 0; s < t.segCount; s++) {
      const n = base + s;
      this.parent[n] = n;
      this.size[n] = 1;
      this.openSides[n] = t.segSides[s]!;
      this.occupants[n] = 0;
      this.nodeMarkets[n] = t.segMarkets[s]!;
      this.nextMember[n] = n;
      this.nodeKind[n] = t.kind[s]!;
      this.candidates[this.candidateCount++] = n;
    }
    this.removeFrontier(cell);
    const ps = t.portSeg;
    const off = r * 13;
    const roads = t.roads[r]!;
    for (let side = 0; side < 4; side++) {
      const nc = cell + this.sideStep(side);
      const q = this.grid[nc]!;
      const os = (side + 2) & 3;
      if (q < 0) {
        if (this.walledOut[nc]) {
          this.closeSide(p, side);
          continue;
        }
        if (this.frontierIndex[nc]! < 0) {
          this.frontierIndex[nc] = this.frontierCount;
          this.frontier[this.frontierCount++] = nc;
        }
        this.frontierConstraint[nc]! |= (1 << (os + 4)) | (((roads >> side) & 1) << os);
        continue;
      }
      this.closeSide(p, side);
      this.closeSide(q, os);
      const qt = this.types[this.placedType[q]!]!;
      const qoff = this.placedRotation[q]! * 13;
      for (let k = 0; k < 3; k++) {
        const b = 3 * side + k;
        const a = base + ps[off + b]!;
        const c = q * MAXSEG + qt.portSeg[qoff + FACING[b]!]!;
        if (this.nodeKind[a] === this.nodeKind[c]) this.union(a, c);
      }
    }
    return p;
  }

  removeFrontier(cell: number): void {
    const i = this.frontierIndex[cell]!;
    if (i < 0) return;
    const last = this.frontier[--this.frontierCount]!;
    this.frontier[i] = last;
    this.frontierIndex[last] = i;
    this.frontierIndex[cell] = -1;
    this.frontierConstraint[cell] = 0;
  }

  /** Place the drawn tile (a code from `legal`) and list the follower choices. */
  placeTile(code: number): void {
    const t = this.types[this.drawn]!;
    const p = this.putTile(code >> 2, code & 3, t);
    this.history.push((code << 4) * 4);
    this.phase = 'follower';
    let n = 0;
    if (this.supply[this.current]! > 0) {
      for (let s = 0; s < t.segCount; s++) {
        const root = this.find(p * MAXSEG + s);
        if (this.occupants[root] !== 0) continue;
        if (t.kind[s] !== C_DISTRICT && this.openSides[root] === 0) continue; // completed by this tile, unoccupied
        this.followerOptions[n++] = s;
      }
    }
    this.followerOptionCount = n;
  }

  /** Put a follower on segment `seg` of the tile just placed (-1: none), score, go on. */
  finishTurn(seg: number): void {
    const p = this.placedCount - 1;
    if (seg >= 0) {
      const node = p * MAXSEG + seg;
      this.occupants[this.find(node)]!++;
      this.followerNode[this.followerCount] = node;
      this.followerOwner[this.followerCount] = this.current;
      this.followerCount++;
      this.supply[this.current]!--;
      this.history[this.history.length - 1]! += (seg + 1) * 4;
    }
    const scorings = this.scoreCandidates(this.moveCount);
    this.moveCount++;
    if (this.stage >= 2 && scorings > 0) startRound(this);
    else this.endTurn();
  }

  /** Score every candidate road or market that is complete and occupied; returns how many. */
  scoreCandidates(move: number | null): number {
    let n = 0;
    const cands = this.candidates.slice(0, this.candidateCount);
    for (const c of cands) {
      const root = this.find(c);
      if (this.nodeKind[root] === C_DISTRICT || this.openSides[root] !== 0 || this.occupants[root] === 0) continue;
      scoreRoot(this, root, move);
      n++;
    }
    return n;
  }

  /** End of a turn: the open-stretch end condition, then the next player draws. */
  endTurn(): void {
    if (this.hasGate && this.openStretchEnds()) return endGame(this, 'stretch');
    this.current = (this.current + 1) % this.nPlayers;
    this.drawNext();
  }

  private openStretchEnds(): boolean {
    return openStretch(this) <= 5;
  }

  placeGate(edge: number): void {
    wallGate(this, edge);
  }
  placeWall(edge: number, guard: boolean): void {
    wallPiece(this, edge, guard);
  }
  /** -1: decline; 0: the head end (before the first element); 1: the tail end. */
  placeTower(end: number): void {
    wallTower(this, end);
  }

  /**
   * Overwrite this game with `src` (same tile set, players and stacks) reusing its buffers:
   * a bot's search copies its root position thousands of times. History and events are not
   * copied; the scratch stamps stay this game's own.
   */
  copyFrom(src: CityGame): void {
    // Board-sized arrays: only the rows either position uses can differ from empty; copied
    // before the bounding box is taken over below. The outside-square stamps stay this game's
    // own (monotonic) numbers.
    const v = Math.max(this.outsideVersion, src.outsideVersion) + 1;
    this.copyRows(src, 2, [
      [this.grid, src.grid, 1],
      [this.frontierConstraint, src.frontierConstraint, 1],
      [this.frontierIndex, src.frontierIndex, 1],
      [this.walledOut, src.walledOut, 1],
      [this.wallMarks, src.wallMarks, 4],
      [this.guardAt, src.guardAt, 4],
      [this.outsideStamp, src.outsideStamp, 1],
    ]);
    const srcV = src.outsideVersion;
    const outS = this.outsideStamp;
    for (let c = (Math.min(this.minY, src.minY) - 2 + this.origin) * this.width, end = (Math.max(this.maxY, src.maxY) + 3 + this.origin) * this.width; c < end; c++) {
      outS[c] = outS[c] === srcV ? v : 0;
    }
    const s = src as unknown as Record<string, unknown>;
    const d = this as unknown as Record<string, unknown>;
    for (const k of Object.keys(s)) {
      if (ROW_COPIED.has(k) || k === 'tileSet' || k === 'types' || k === 'stacks' || k === 'outsideVersion' || k === 'tileMark' || k === 'markVersion') continue;
      const val = s[k];
      if (ArrayBuffer.isView(val)) (d[k] as Uint8Array).set(val as Uint8Array);
      else if (k === 'history') d[k] = [];
      else if (k === 'events') d[k] = null;
      else if (Array.isArray(val)) d[k] = val.slice();
      else d[k] = val;
    }
    this.outsideVersion = v;
  }

  /** A deep copy for search; shares only immutable tables. */
  clone(): CityGame {
    const g = new CityGame({ tileSet: this.tileSet, players: this.nPlayers, bag: [], stacks: this.stacks }, true);
    const src = this as unknown as Record<string, unknown>;
    const dst = g as unknown as Record<string, unknown>;
    for (const k of Object.keys(src)) {
      const v = src[k];
      if (k === 'tileSet' || k === 'types' || k === 'stacks') continue;
      if (ArrayBuffer.isView(v)) dst[k] = (v as Uint8Array).slice();
      else if (Array.isArray(v)) dst[k] = v.slice();
      else dst[k] = v;
    }
    g.outsideDirty = true;
    g.outsideStamp = new Uint32Array(this.outsideStamp.length);
    g.outsideVersion = 0;
    return g;
  }
}
