import { BoardCore } from '../board.js';
import { FACING, type Port } from '../ports.js';
import { segmentPort } from '../tileset.js';
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
const ROW_COPIED = new Set(['grid', 'cons', 'fidx', 'forb', 'wallAt', 'guardOf', 'outS']);

export class CityGame extends BoardCore {
  readonly set: CityTileSet;
  readonly types: readonly CityTileType[];
  readonly stacks: readonly [number, number, number];

  grid!: Int16Array;
  cons!: Uint8Array;
  fidx!: Int16Array;
  frontier!: Int32Array;
  fcount = 0;
  /** Squares outside the wall (beyond a wall piece or the gate, or closed at the end). */
  forb!: Uint8Array;
  forbList!: Int32Array;
  forbCount = 0;

  pType!: Uint8Array;
  pRot!: Uint8Array;
  pCell!: Int32Array;
  pCount = 0;

  mk!: Uint8Array;
  nkind!: Uint8Array;

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
  nLegal = 0;
  fopts!: Int8Array;
  nFopts = 0;
  /** Options of a gate, wall or tower decision (codes of wall.ts). */
  opts!: Int32Array;
  nOpts = 0;

  // ---- the wall ---------------------------------------------------------------------------
  /** Per edge: 0 nothing, 1 wall piece, 2 gate, 3 closed at the end. */
  wallAt!: Uint8Array;
  guardOf!: Int8Array;
  gEdge!: Int32Array;
  gOwner!: Uint8Array;
  nGuards = 0;
  hasGate = false;
  wallPieces = 0;
  /** The wall as a deque of edges in walk order; the gate sits at GATE_INDEX. */
  wallSeq!: Int32Array;
  head = 0;
  tail = 0;
  /** towerB[b] = owner + 1 of a tower between wall elements b-1 and b. */
  towerB!: Uint8Array;
  queue!: Int8Array;
  qLen = 0;
  qPos = 0;
  scorer = 0;
  closing = false;

  outS!: Uint32Array;
  outV = 0;
  outsideDirty = true;
  ox0 = 0;
  ox1 = 0;
  oy0 = 0;
  oy1 = 0;

  cand!: Int32Array;
  nCand = 0;
  events: CityScoreEvent[] | null;
  stamp!: Uint32Array;
  stampV = 0;

  constructor(init: CityGameInit, skipSetup = false) {
    super(init.tileSet.total, init.players);
    this.set = init.tileSet;
    this.types = init.tileSet.types;
    this.stacks = init.stacks;
    this.events = init.recordEvents ? [] : null;
    if (skipSetup) return;
    const cells = this.W * this.W;
    this.grid = new Int16Array(cells).fill(-1);
    this.cons = new Uint8Array(cells);
    this.fidx = new Int16Array(cells).fill(-1);
    this.frontier = new Int32Array(this.cap * 4 + 4);
    this.forb = new Uint8Array(cells);
    this.forbList = new Int32Array(this.cap * 4 + 4);
    this.pType = new Uint8Array(this.cap);
    this.pRot = new Uint8Array(this.cap);
    this.pCell = new Int32Array(this.cap);
    this.allocCore(MAXSEG, CITY_FOLLOWERS);
    this.mk = new Uint8Array(this.cap * MAXSEG);
    this.nkind = new Uint8Array(this.cap * MAXSEG);
    this.towers = new Uint8Array(this.nPlayers).fill(towersPerPlayer(this.nPlayers));
    this.bag = Uint8Array.from(init.bag);
    this.legal = new Int32Array(this.cap * 16 + 16);
    this.fopts = new Int8Array(MAXSEG);
    this.opts = new Int32Array(this.cap * 4 + 8);
    this.wallAt = new Uint8Array(cells * 4);
    this.guardOf = new Int8Array(cells * 4).fill(-1);
    this.gEdge = new Int32Array(this.nPlayers * CITY_FOLLOWERS);
    this.gOwner = new Uint8Array(this.nPlayers * CITY_FOLLOWERS);
    this.wallSeq = new Int32Array(2 * GATE_INDEX + 1);
    this.towerB = new Uint8Array(2 * GATE_INDEX + 2);
    this.queue = new Int8Array(16);
    this.outS = new Uint32Array(cells);
    this.cand = new Int32Array(64);
    this.stamp = new Uint32Array(this.cap);
    this.drawNext();
  }

  // ---- geometry -------------------------------------------------------------------------

  /** Stack (1–3) of the tile at bag index i. */
  nodeSpot(node: number): { x: number; y: number; port: Port } {
    const p = (node / MAXSEG) | 0;
    const cell = this.pCell[p]!;
    return { x: this.xOf(cell), y: this.yOf(cell), port: segmentPort(this.types[this.pType[p]!]!.base, this.pRot[p]!, node % MAXSEG) };
  }

  stageOf(i: number): number {
    return i < this.stacks[0] ? 1 : i < this.stacks[0] + this.stacks[1] ? 2 : 3;
  }

  // ---- union-find -----------------------------------------------------------------------

  protected absorb(into: number, from: number): void {
    this.mk[into]! |= this.mk[from]!;
  }

  // ---- drawing and legal placements -------------------------------------------------------

  /** Start a turn's draw: the turn belongs to the stack of its first draw, whatever is set aside. */
  drawNext(): void {
    const stage = this.bagPos < this.bag.length ? this.stageOf(this.bagPos) : this.stage;
    while (this.bagPos < this.bag.length) {
      const t = this.bag[this.bagPos++]!;
      this.computeLegal(t);
      if (this.nLegal > 0) {
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
    this.nLegal = 0;
    endGame(this, 'tiles');
  }

  computeLegal(typeIndex: number): void {
    const t = this.types[typeIndex]!;
    const rots = t.uniqueRots;
    const legal = this.legal;
    let n = 0;
    if (this.pCount === 0) {
      for (const r of rots) legal[n++] = (this.cellOf(0, 0) << 2) | r;
      this.nLegal = n;
      return;
    }
    const roads = t.roads;
    for (let i = 0; i < this.fcount; i++) {
      const cell = this.frontier[i]!;
      const c = this.cons[cell]!;
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
    this.nLegal = n;
  }

  // ---- placing ----------------------------------------------------------------------------

  /** Close one side of a placed tile: each project touching it loses an open side. */
  closeSide(p: number, side: number): void {
    const t = this.types[this.pType[p]!]!;
    const off = (this.pRot[p]! * 4 + side) * 4;
    for (let k = 0; k < 4; k++) {
      const s = t.sideSegs[off + k]!;
      if (s < 0) break;
      const node = p * MAXSEG + s;
      this.open[this.find(node)]!--;
      this.cand[this.nCand++] = node;
    }
  }

  putTile(cell: number, r: number, t: CityTileType): number {
    const p = this.pCount++;
    this.grid[cell] = p;
    this.pType[p] = t.index;
    this.pRot[p] = r;
    this.pCell[p] = cell;
    this.extendBox(cell, p === 0);
    this.outsideDirty = true;
    const base = p * MAXSEG;
    this.nCand = 0;
    for (let s = 0; s < t.segCount; s++) {
      const n = base + s;
      this.parent[n] = n;
      this.size[n] = 1;
      this.open[n] = t.segSides[s]!;
      this.occ[n] = 0;
      this.mk[n] = t.marketMask[s]!;
      this.next[n] = n;
      this.nkind[n] = t.kind[s]!;
      this.cand[this.nCand++] = n;
    }
    this.removeFrontier(cell);
    const ps = t.portSeg;
    const off = r * 13;
    const roads = t.roads[r]!;
    for (let side = 0; side < 4; side++) {
      const nc = cell + this.dcell(side);
      const q = this.grid[nc]!;
      const os = (side + 2) & 3;
      if (q < 0) {
        if (this.forb[nc]) {
          this.closeSide(p, side);
          continue;
        }
        if (this.fidx[nc]! < 0) {
          this.fidx[nc] = this.fcount;
          this.frontier[this.fcount++] = nc;
        }
        this.cons[nc]! |= (1 << (os + 4)) | (((roads >> side) & 1) << os);
        continue;
      }
      this.closeSide(p, side);
      this.closeSide(q, os);
      const qt = this.types[this.pType[q]!]!;
      const qoff = this.pRot[q]! * 13;
      for (let k = 0; k < 3; k++) {
        const b = 3 * side + k;
        const a = base + ps[off + b]!;
        const c = q * MAXSEG + qt.portSeg[qoff + FACING[b]!]!;
        if (this.nkind[a] === this.nkind[c]) this.union(a, c);
      }
    }
    return p;
  }

  removeFrontier(cell: number): void {
    const i = this.fidx[cell]!;
    if (i < 0) return;
    const last = this.frontier[--this.fcount]!;
    this.frontier[i] = last;
    this.fidx[last] = i;
    this.fidx[cell] = -1;
    this.cons[cell] = 0;
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
        if (this.occ[root] !== 0) continue;
        if (t.kind[s] !== C_DISTRICT && this.open[root] === 0) continue; // completed by this tile, unoccupied
        this.fopts[n++] = s;
      }
    }
    this.nFopts = n;
  }

  /** Put a follower on segment `seg` of the tile just placed (-1: none), score, go on. */
  finishTurn(seg: number): void {
    const p = this.pCount - 1;
    if (seg >= 0) {
      const node = p * MAXSEG + seg;
      this.occ[this.find(node)]!++;
      this.fNode[this.nFollowers] = node;
      this.fOwner[this.nFollowers] = this.current;
      this.nFollowers++;
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
    const cands = this.cand.slice(0, this.nCand);
    for (const c of cands) {
      const root = this.find(c);
      if (this.nkind[root] === C_DISTRICT || this.open[root] !== 0 || this.occ[root] === 0) continue;
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
    const v = Math.max(this.outV, src.outV) + 1;
    this.copyRows(src, 2, [
      [this.grid, src.grid, 1],
      [this.cons, src.cons, 1],
      [this.fidx, src.fidx, 1],
      [this.forb, src.forb, 1],
      [this.wallAt, src.wallAt, 4],
      [this.guardOf, src.guardOf, 4],
      [this.outS, src.outS, 1],
    ]);
    const srcV = src.outV;
    const outS = this.outS;
    for (let c = (Math.min(this.minY, src.minY) - 2 + this.OFF) * this.W, end = (Math.max(this.maxY, src.maxY) + 3 + this.OFF) * this.W; c < end; c++) {
      outS[c] = outS[c] === srcV ? v : 0;
    }
    const s = src as unknown as Record<string, unknown>;
    const d = this as unknown as Record<string, unknown>;
    for (const k of Object.keys(s)) {
      if (ROW_COPIED.has(k) || k === 'set' || k === 'types' || k === 'stacks' || k === 'outV' || k === 'stamp' || k === 'stampV') continue;
      const val = s[k];
      if (ArrayBuffer.isView(val)) (d[k] as Uint8Array).set(val as Uint8Array);
      else if (k === 'history') d[k] = [];
      else if (k === 'events') d[k] = null;
      else if (Array.isArray(val)) d[k] = val.slice();
      else d[k] = val;
    }
    this.outV = v;
  }

  /** A deep copy for search; shares only immutable tables. */
  clone(): CityGame {
    const g = new CityGame({ tileSet: this.set, players: this.nPlayers, bag: [], stacks: this.stacks }, true);
    const src = this as unknown as Record<string, unknown>;
    const dst = g as unknown as Record<string, unknown>;
    for (const k of Object.keys(src)) {
      const v = src[k];
      if (k === 'set' || k === 'types' || k === 'stacks') continue;
      if (ArrayBuffer.isView(v)) dst[k] = (v as Uint8Array).slice();
      else if (Array.isArray(v)) dst[k] = v.slice();
      else dst[k] = v;
    }
    g.outsideDirty = true;
    g.outS = new Uint32Array(this.outS.length);
    g.outV = 0;
    return g;
  }
}
