import { FACING, type Port } from './ports.js';
import type { RuleOptions } from './rules.js';
import type { ScoreEvent } from './events.js';
import { K_CITY, K_FIELD, K_MONASTERY, K_ROAD, MAX_SEGMENTS, segmentPort, type TileSet, type TileType } from './tileset.js';
import { scoreFinal } from './final.js';
import { BoardCore } from './board.js';

export const FOLLOWERS_PER_PLAYER = 7;
export type Phase = 'place' | 'follower' | 'over';

export interface GameInit {
  readonly tileSet: TileSet;
  readonly options: RuleOptions;
  readonly players: number;
  /** Draw order after the start tile, as tile-type indices. */
  readonly bag: readonly number[];
  readonly recordEvents?: boolean;
}

/**
 * The mutable game of Carcassonne (Part A). Built for speed: the board is a flat grid,
 * features are a union-find over tile segments (node = placement·8 + segment) that keeps
 * each feature's open edges, followers and shields at its root, and the empty squares next
 * to the tiles (the frontier) carry a precomputed edge constraint so a legal-placement test
 * is one mask and one compare. All moves here are unchecked codes; `Match`/`play` validate.
 */
export class Game extends BoardCore {
  readonly tileSet: TileSet;
  readonly types: readonly TileType[];
  readonly options: RuleOptions;

  grid!: Int16Array;
  /** Frontier constraint per empty square: mask << 8 | required edges. */
  cons!: Uint16Array;
  fidx!: Int16Array;
  frontier!: Int32Array;
  fcount = 0;

  pType!: Uint8Array;
  pRot!: Uint8Array;
  pCell!: Int32Array;
  /** Tiles in the 3×3 square of a monastery tile. */
  mcount!: Uint8Array;
  pCount = 0;

  shields!: Uint8Array;
  nkind!: Uint8Array;


  bag!: Uint8Array;
  bagPos = 0;
  drawn = -1;
  current = 0;
  phase: Phase = 'place';
  moveCount = 0;
  discards = 0;
  /** Move history as codes: placement code << 4 | (segment + 1). */
  history: number[] = [];

  legal!: Int32Array;
  nLegal = 0;
  /** Follower choices for the tile just placed (segments). */
  fopts!: Int8Array;
  nFopts = 0;

  events: ScoreEvent[] | null;
  private stamp!: Uint32Array;
  private stampV = 0;

  constructor(init: GameInit, skipSetup = false) {
    super(init.tileSet.total, init.players);
    this.tileSet = init.tileSet;
    this.types = init.tileSet.types;
    this.options = init.options;
    this.events = init.recordEvents ? [] : null;
    if (skipSetup) return;
    const cells = this.W * this.W;
    this.grid = new Int16Array(cells).fill(-1);
    this.cons = new Uint16Array(cells);
    this.fidx = new Int16Array(cells).fill(-1);
    this.frontier = new Int32Array(this.cap * 4 + 4);
    this.pType = new Uint8Array(this.cap);
    this.pRot = new Uint8Array(this.cap);
    this.pCell = new Int32Array(this.cap);
    this.mcount = new Uint8Array(this.cap);
    this.allocCore(MAX_SEGMENTS, FOLLOWERS_PER_PLAYER);
    this.shields = new Uint8Array(this.cap * MAX_SEGMENTS);
    this.nkind = new Uint8Array(this.cap * MAX_SEGMENTS);
    this.bag = Uint8Array.from(init.bag);
    this.legal = new Int32Array(this.cap * 16 + 16);
    this.fopts = new Int8Array(MAX_SEGMENTS);
    this.stamp = new Uint32Array(this.cap);
    const start = this.tileSet.start;
    if (start) this.putTile(this.cellOf(0, 0), 0, start);
    this.drawNext();
  }

  protected absorb(into: number, from: number): void {
    this.shields[into]! += this.shields[from]!;
  }

  // ---- drawing and legal placements -------------------------------------------------------

  /** Draw the next tile that fits somewhere; tiles that fit nowhere are discarded. */
  drawNext(): void {
    while (this.bagPos < this.bag.length) {
      const t = this.bag[this.bagPos++]!;
      this.computeLegal(t);
      if (this.nLegal > 0) {
        this.drawn = t;
        this.phase = 'place';
        return;
      }
      this.discards++;
      this.events?.push({ kind: 'discard', move: this.moveCount, points: 0, players: [], tile: this.types[t]!.id });
    }
    this.drawn = -1;
    this.nLegal = 0;
    this.phase = 'over';
    scoreFinal(this);
  }

  computeLegal(typeIndex: number): void {
    const t = this.types[typeIndex]!;
    const sig = t.sig;
    const rots = t.uniqueRots;
    const nr = rots.length;
    const frontier = this.frontier;
    const cons = this.cons;
    const legal = this.legal;
    let n = 0;
    for (let i = 0; i < this.fcount; i++) {
      const cell = frontier[i]!;
      const c = cons[cell]!;
      const mask = c >> 8;
      const val = c & 255;
      for (let k = 0; k < nr; k++) {
        const r = rots[k]!;
        if ((sig[r]! & mask) === val) legal[n++] = (cell << 2) | r;
      }
    }
    this.nLegal = n;
  }

  // ---- placing ----------------------------------------------------------------------------

  private putTile(cell: number, r: number, t: TileType): number {
    const p = this.pCount++;
    this.grid[cell] = p;
    this.pType[p] = t.index;
    this.pRot[p] = r;
    this.pCell[p] = cell;
    this.extendBox(cell, p === 0);
    const base = p * MAX_SEGMENTS;
    for (let s = 0; s < t.segCount; s++) {
      const n = base + s;
      this.parent[n] = n;
      this.size[n] = 1;
      this.open[n] = t.segSides[s]!;
      this.occ[n] = 0;
      this.shields[n] = t.segShield[s]!;
      this.next[n] = n;
      this.nkind[n] = t.segKind[s]!;
    }
    this.removeFrontier(cell);
    const ps = t.portSeg;
    const off = r * 13;
    const sig = t.sig[r]!;
    for (let side = 0; side < 4; side++) {
      const nc = cell + this.dcell(side);
      const q = this.grid[nc]!;
      if (q < 0) {
        const os = (side + 2) & 3;
        const edge = (sig >> (2 * side)) & 3;
        if (this.fidx[nc]! < 0) {
          this.fidx[nc] = this.fcount;
          this.frontier[this.fcount++] = nc;
        }
        this.cons[nc]! |= (3 << (2 * os + 8)) | (edge << (2 * os));
        continue;
      }
      const qt = this.types[this.pType[q]!]!;
      const qps = qt.portSeg;
      const qoff = this.pRot[q]! * 13;
      const qbase = q * MAX_SEGMENTS;
      const mid = 3 * side + 1;
      const a = base + ps[off + mid]!;
      const b = qbase + qps[qoff + FACING[mid]!]!;
      const k = this.nkind[a]!;
      if (k === K_ROAD || k === K_CITY) {
        const root = this.union(a, b);
        this.open[root]! -= 2;
      } else {
        this.union(a, b);
      }
      if (k !== K_CITY) {
        const lo = 3 * side;
        const hi = lo + 2;
        this.union(base + ps[off + lo]!, qbase + qps[qoff + FACING[lo]!]!);
        this.union(base + ps[off + hi]!, qbase + qps[qoff + FACING[hi]!]!);
      }
    }
    // Monasteries count the tiles of their 3×3 square.
    let around = 0;
    const W = this.W;
    for (let dy = -W; dy <= W; dy += W) {
      for (let dx = -1; dx <= 1; dx++) {
        if (dx === 0 && dy === 0) continue;
        const q = this.grid[cell + dy + dx]!;
        if (q < 0) continue;
        around++;
        if (this.types[this.pType[q]!]!.monasterySeg >= 0) this.mcount[q]!++;
      }
    }
    if (t.monasterySeg >= 0) this.mcount[p] = around + 1;
    return p;
  }

  private removeFrontier(cell: number): void {
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
    this.history.push(code << 4);
    this.phase = 'follower';
    let n = 0;
    if (this.supply[this.current]! > 0) {
      const base = p * MAX_SEGMENTS;
      const farmers = this.options.farmers;
      for (let s = 0; s < t.segCount; s++) {
        if (!farmers && t.segKind[s] === K_FIELD) continue;
        if (this.occ[this.find(base + s)] === 0) this.fopts[n++] = s;
      }
    }
    this.nFopts = n;
  }

  /** Put a follower on segment `seg` of the tile just placed (-1: none), score, and pass the turn. */
  finishTurn(seg: number): void {
    const p = this.pCount - 1;
    const base = p * MAX_SEGMENTS;
    if (seg >= 0) {
      const node = base + seg;
      this.occ[this.find(node)]!++;
      this.fNode[this.nFollowers] = node;
      this.fOwner[this.nFollowers] = this.current;
      this.nFollowers++;
      this.supply[this.current]!--;
      this.history[this.history.length - 1]! |= seg + 1;
    }
    const t = this.types[this.pType[p]!]!;
    for (let s = 0; s < t.segCount; s++) {
      const k = t.segKind[s]!;
      if (k !== K_ROAD && k !== K_CITY) continue;
      const root = this.find(base + s);
      if (this.open[root] === 0 && this.occ[root]! > 0) this.scoreFeature(root, k, false);
    }
    const cell = this.pCell[p]!;
    const W = this.W;
    for (let dy = -W; dy <= W; dy += W) {
      for (let dx = -1; dx <= 1; dx++) {
        const q = this.grid[cell + dy + dx]!;
        if (q < 0 || this.mcount[q] !== 9) continue;
        const ms = this.types[this.pType[q]!]!.monasterySeg;
        if (ms >= 0 && this.occ[q * MAX_SEGMENTS + ms]! > 0) this.scoreFeature(q * MAX_SEGMENTS + ms, K_MONASTERY, false);
      }
    }
    this.moveCount++;
    this.current = (this.current + 1) % this.nPlayers;
    this.drawNext();
  }

  // ---- scoring ----------------------------------------------------------------------------

  /** Number of distinct tiles of a feature (a tile counts once even with two segments in it). */
  featureTiles(root: number, squares: [number, number][] | null): number {
    const v = ++this.stampV;
    let n = root;
    let tiles = 0;
    do {
      const p = (n / MAX_SEGMENTS) | 0;
      if (this.stamp[p] !== v) {
        this.stamp[p] = v;
        tiles++;
        if (squares) squares.push([this.xOf(this.pCell[p]!), this.yOf(this.pCell[p]!)]);
      }
      n = this.next[n]!;
    } while (n !== root);
    return tiles;
  }

  nodeSpot(node: number): { x: number; y: number; port: Port } {
    const p = (node / MAX_SEGMENTS) | 0;
    const cell = this.pCell[p]!;
    return { x: this.xOf(cell), y: this.yOf(cell), port: segmentPort(this.types[this.pType[p]!]!, this.pRot[p]!, node % MAX_SEGMENTS) };
  }

  /** Score a road, city or monastery for its majority and return its followers. */
  scoreFeature(root: number, kind: number, final: boolean): void {
    const followers = this.events ? this.followersOn(root) : null;
    const counts = this.takeFollowers(root);
    const squares: [number, number][] | null = this.events ? [] : null;
    let points: number;
    let tiles: number;
    if (kind === K_MONASTERY) {
      const p = (root / MAX_SEGMENTS) | 0;
      tiles = this.mcount[p]!;
      points = final ? tiles : 9;
      if (squares) {
        const cell = this.pCell[p]!;
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) {
            const c = cell + dy * this.W + dx;
            if (this.grid[c]! >= 0) squares.push([this.xOf(c), this.yOf(c)]);
          }
      }
    } else {
      tiles = this.featureTiles(root, squares);
      if (kind === K_ROAD) points = tiles;
      else if (final) points = tiles + this.shields[root]!;
      else if (tiles === 2 && this.options.smallCityTwoPoints) points = 2;
      else points = 2 * (tiles + this.shields[root]!);
    }
    const players = this.award(counts, points);
    if (this.events) {
      this.events.push({
        kind: kind === K_ROAD ? 'road' : kind === K_CITY ? 'city' : 'monastery',
        move: final ? null : this.moveCount,
        points,
        players,
        tiles,
        ...(final ? { final: true } : {}),
        ...(squares ? { squares } : {}),
        ...(followers ? { followers } : {}),
      });
    }
  }

  // ---- copying ----------------------------------------------------------------------------

  /** A deep copy for search; shares only immutable tables. */
  clone(): Game {
    const g = new Game({ tileSet: this.tileSet, options: this.options, players: this.nPlayers, bag: [] }, true);
    g.minX = this.minX;
    g.maxX = this.maxX;
    g.minY = this.minY;
    g.maxY = this.maxY;
    g.grid = this.grid.slice();
    g.cons = this.cons.slice();
    g.fidx = this.fidx.slice();
    g.frontier = this.frontier.slice();
    g.fcount = this.fcount;
    g.pType = this.pType.slice();
    g.pRot = this.pRot.slice();
    g.pCell = this.pCell.slice();
    g.mcount = this.mcount.slice();
    g.pCount = this.pCount;
    g.parent = this.parent.slice();
    g.size = this.size.slice();
    g.open = this.open.slice();
    g.occ = this.occ.slice();
    g.shields = this.shields.slice();
    g.next = this.next.slice();
    g.nkind = this.nkind.slice();
    g.fNode = this.fNode.slice();
    g.fOwner = this.fOwner.slice();
    g.nFollowers = this.nFollowers;
    g.supply = this.supply.slice();
    g.scores = this.scores.slice();
    g.bag = this.bag.slice();
    g.bagPos = this.bagPos;
    g.drawn = this.drawn;
    g.current = this.current;
    g.phase = this.phase;
    g.moveCount = this.moveCount;
    g.discards = this.discards;
    g.history = this.history.slice();
    g.legal = this.legal.slice();
    g.nLegal = this.nLegal;
    g.fopts = this.fopts.slice();
    g.nFopts = this.nFopts;
    g.stamp = new Uint32Array(this.cap);
    g.stampV = 0;
    g.events = this.events ? this.events.slice() : null;
    return g;
  }

  /**
   * Overwrite this game with `src` (same tile set and player count) without allocating:
   * the search loop of a bot copies its root position thousands of times per second.
   * History and events are not copied (a search does not need them).
   */
  copyFrom(src: Game): void {
    // Only the rows and columns either board uses (plus the frontier ring) differ from empty.
    this.copyRows(src, 1, [
      [this.grid, src.grid, 1],
      [this.cons, src.cons, 1],
      [this.fidx, src.fidx, 1],
    ]);
    this.minX = src.minX;
    this.maxX = src.maxX;
    this.minY = src.minY;
    this.maxY = src.maxY;
    this.frontier.set(src.frontier);
    this.fcount = src.fcount;
    this.pType.set(src.pType);
    this.pRot.set(src.pRot);
    this.pCell.set(src.pCell);
    this.mcount.set(src.mcount);
    this.pCount = src.pCount;
    this.parent.set(src.parent);
    this.size.set(src.size);
    this.open.set(src.open);
    this.occ.set(src.occ);
    this.shields.set(src.shields);
    this.next.set(src.next);
    this.nkind.set(src.nkind);
    this.fNode.set(src.fNode);
    this.fOwner.set(src.fOwner);
    this.nFollowers = src.nFollowers;
    this.supply.set(src.supply);
    this.scores.set(src.scores);
    this.bag.set(src.bag);
    this.bagPos = src.bagPos;
    this.drawn = src.drawn;
    this.current = src.current;
    this.phase = src.phase;
    this.moveCount = src.moveCount;
    this.discards = src.discards;
    this.history = [];
    this.legal.set(src.legal.subarray(0, src.nLegal));
    this.nLegal = src.nLegal;
    this.fopts.set(src.fopts);
    this.nFopts = src.nFopts;
    this.events = null;
  }

  /** Tiles still to come, counted per tile type (what every player may know). */
  remainingCounts(): number[] {
    const counts = new Array<number>(this.types.length).fill(0);
    for (let i = this.bagPos; i < this.bag.length; i++) counts[this.bag[i]!]!++;
    return counts;
  }
}
