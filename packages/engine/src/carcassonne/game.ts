import { FACING } from '../core/ports.js';
import type { RuleOptions } from './rules.js';
import type { ScoreEvent } from './events.js';
import { K_CITY, K_FIELD, K_MONASTERY, K_ROAD, MAX_SEGMENTS, type TileSet, type TileType } from '../core/tile-compile.js';
import { scoreFinal } from './final.js';
import { BoardCore } from '../core/board.js';

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
  frontierConstraint!: Uint16Array;
  frontierIndex!: Int16Array;
  frontier!: Int32Array;
  frontierCount = 0;

  placedType!: Uint8Array;
  placedRotation!: Uint8Array;
  placedCell!: Int32Array;
  /** Tiles in the 3×3 square of a monastery tile. */
  monasteryTiles!: Uint8Array;
  placedCount = 0;

  shields!: Uint8Array;
  nodeKind!: Uint8Array;


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
  legalCount = 0;
  /** Follower choices for the tile just placed (segments). */
  followerOptions!: Int8Array;
  followerOptionCount = 0;

  events: ScoreEvent[] | null;
  private tileMark!: Uint32Array;
  private markVersion = 0;

  constructor(init: GameInit, skipSetup = false) {
    super(init.tileSet.total, init.players);
    this.tileSet = init.tileSet;
    this.types = init.tileSet.types;
    this.options = init.options;
    this.events = init.recordEvents ? [] : null;
    if (skipSetup) return;
    const cells = this.width * this.width;
    this.grid = new Int16Array(cells).fill(-1);
    this.frontierConstraint = new Uint16Array(cells);
    this.frontierIndex = new Int16Array(cells).fill(-1);
    this.frontier = new Int32Array(this.capacity * 4 + 4);
    this.placedType = new Uint8Array(this.capacity);
    this.placedRotation = new Uint8Array(this.capacity);
    this.placedCell = new Int32Array(this.capacity);
    this.monasteryTiles = new Uint8Array(this.capacity);
    this.allocateFeatures(MAX_SEGMENTS, FOLLOWERS_PER_PLAYER);
    this.shields = new Uint8Array(this.capacity * MAX_SEGMENTS);
    this.nodeKind = new Uint8Array(this.capacity * MAX_SEGMENTS);
    this.bag = Uint8Array.from(init.bag);
    this.legal = new Int32Array(this.capacity * 16 + 16);
    this.followerOptions = new Int8Array(MAX_SEGMENTS);
    this.tileMark = new Uint32Array(this.capacity);
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
      if (this.legalCount > 0) {
        this.drawn = t;
        this.phase = 'place';
        return;
      }
      this.discards++;
      this.events?.push({ kind: 'discard', move: this.moveCount, points: 0, players: [], tile: this.types[t]!.id });
    }
    this.drawn = -1;
    this.legalCount = 0;
    this.phase = 'over';
    scoreFinal(this);
  }

  computeLegal(typeIndex: number): void {
    const t = this.types[typeIndex]!;
    const sig = t.sig;
    const rots = t.uniqueRots;
    const nr = rots.length;
    const frontier = this.frontier;
    const cons = this.frontierConstraint;
    const legal = this.legal;
    let n = 0;
    for (let i = 0; i < this.frontierCount; i++) {
      const cell = frontier[i]!;
      const c = cons[cell]!;
      const mask = c >> 8;
      const val = c & 255;
      for (let k = 0; k < nr; k++) {
        const r = rots[k]!;
        if ((sig[r]! & mask) === val) legal[n++] = (cell << 2) | r;
      }
    }
    this.legalCount = n;
  }

  // ---- placing ----------------------------------------------------------------------------

  private putTile(cell: number, r: number, t: TileType): number {
    const p = this.placedCount++;
    this.grid[cell] = p;
    this.placedType[p] = t.index;
    this.placedRotation[p] = r;
    this.placedCell[p] = cell;
    this.extendBox(cell, p === 0);
    const base = p * MAX_SEGMENTS;
    for (let s = 0; s < t.segCount; s++) {
      const n = base + s;
      this.parent[n] = n;
      this.size[n] = 1;
      this.openSides[n] = t.segSides[s]!;
      this.occupants[n] = 0;
      this.shields[n] = t.segShield[s]!;
      this.nextMember[n] = n;
      this.nodeKind[n] = t.segKind[s]!;
    }
    this.removeFrontier(cell);
    const ps = t.portSeg;
    const off = r * 13;
    const sig = t.sig[r]!;
    for (let side = 0; side < 4; side++) {
      const nc = cell + this.sideStep(side);
      const q = this.grid[nc]!;
      if (q < 0) {
        const os = (side + 2) & 3;
        const edge = (sig >> (2 * side)) & 3;
        if (this.frontierIndex[nc]! < 0) {
          this.frontierIndex[nc] = this.frontierCount;
          this.frontier[this.frontierCount++] = nc;
        }
        this.frontierConstraint[nc]! |= (3 << (2 * os + 8)) | (edge << (2 * os));
        continue;
      }
      const qt = this.types[this.placedType[q]!]!;
      const qps = qt.portSeg;
      const qoff = this.placedRotation[q]! * 13;
      const qbase = q * MAX_SEGMENTS;
      const mid = 3 * side + 1;
      const a = base + ps[off + mid]!;
      const b = qbase + qps[qoff + FACING[mid]!]!;
      const k = this.nodeKind[a]!;
      if (k === K_ROAD || k === K_CITY) {
        const root = this.union(a, b);
        this.openSides[root]! -= 2;
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
    const W = this.width;
    for (let dy = -W; dy <= W; dy += W) {
      for (let dx = -1; dx <= 1; dx++) {
        if (dx === 0 && dy === 0) continue;
        const q = this.grid[cell + dy + dx]!;
        if (q < 0) continue;
        around++;
        if (this.types[this.placedType[q]!]!.monasterySeg >= 0) this.monasteryTiles[q]!++;
      }
    }
    if (t.monasterySeg >= 0) this.monasteryTiles[p] = around + 1;
    return p;
  }

  private removeFrontier(cell: number): void {
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
    this.history.push(code << 4);
    this.phase = 'follower';
    let n = 0;
    if (this.supply[this.current]! > 0) {
      const base = p * MAX_SEGMENTS;
      const farmers = this.options.farmers;
      for (let s = 0; s < t.segCount; s++) {
        if (!farmers && t.segKind[s] === K_FIELD) continue;
        if (this.occupants[this.find(base + s)] === 0) this.followerOptions[n++] = s;
      }
    }
    this.followerOptionCount = n;
  }

  /** Put a follower on segment `seg` of the tile just placed (-1: none), score, and pass the turn. */
  finishTurn(seg: number): void {
    const p = this.placedCount - 1;
    const base = p * MAX_SEGMENTS;
    if (seg >= 0) {
      const node = base + seg;
      this.occupants[this.find(node)]!++;
      this.followerNode[this.followerCount] = node;
      this.followerOwner[this.followerCount] = this.current;
      this.followerCount++;
      this.supply[this.current]!--;
      this.history[this.history.length - 1]! |= seg + 1;
    }
    const t = this.types[this.placedType[p]!]!;
    for (let s = 0; s < t.segCount; s++) {
      const k = t.segKind[s]!;
      if (k !== K_ROAD && k !== K_CITY) continue;
      const root = this.find(base + s);
      if (this.openSides[root] === 0 && this.occupants[root]! > 0) this.scoreFeature(root, k, false);
    }
    const cell = this.placedCell[p]!;
    const W = this.width;
    for (let dy = -W; dy <= W; dy += W) {
      for (let dx = -1; dx <= 1; dx++) {
        const q = this.grid[cell + dy + dx]!;
        if (q < 0 || this.monasteryTiles[q] !== 9) continue;
        const ms = this.types[this.placedType[q]!]!.monasterySeg;
        if (ms >= 0 && this.occupants[q * MAX_SEGMENTS + ms]! > 0) this.scoreFeature(q * MAX_SEGMENTS + ms, K_MONASTERY, false);
      }
    }
    this.moveCount++;
    this.current = (this.current + 1) % this.nPlayers;
    this.drawNext();
  }

  // ---- scoring ----------------------------------------------------------------------------

  /** Number of distinct tiles of a feature (a tile counts once even with two segments in it). */
  featureTiles(root: number, squares: [number, number][] | null): number {
    const v = ++this.markVersion;
    let n = root;
    let tiles = 0;
    do {
      const p = (n / MAX_SEGMENTS) | 0;
      if (this.tileMark[p] !== v) {
        this.tileMark[p] = v;
        tiles++;
        if (squares) squares.push([this.xOf(this.placedCell[p]!), this.yOf(this.placedCell[p]!)]);
      }
      n = this.nextMember[n]!;
    } while (n !== root);
    return tiles;
  }

  /** Score a road, city or monastery for its majority and return its followers. */
  scoreFeature(root: number, kind: number, final: boolean): void {
    const counts = this.takeFollowers(root);
    const squares: [number, number][] | null = this.events ? [] : null;
    let points: number;
    let tiles: number;
    if (kind === K_MONASTERY) {
      const p = (root / MAX_SEGMENTS) | 0;
      tiles = this.monasteryTiles[p]!;
      points = final ? tiles : 9;
      if (squares) {
        const cell = this.placedCell[p]!;
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) {
            const c = cell + dy * this.width + dx;
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
    g.frontierConstraint = this.frontierConstraint.slice();
    g.frontierIndex = this.frontierIndex.slice();
    g.frontier = this.frontier.slice();
    g.frontierCount = this.frontierCount;
    g.placedType = this.placedType.slice();
    g.placedRotation = this.placedRotation.slice();
    g.placedCell = this.placedCell.slice();
    g.monasteryTiles = this.monasteryTiles.slice();
    g.placedCount = this.placedCount;
    g.parent = this.parent.slice();
    g.size = this.size.slice();
    g.openSides = this.openSides.slice();
    g.occupants = this.occupants.slice();
    g.shields = this.shields.slice();
    g.nextMember = this.nextMember.slice();
    g.nodeKind = this.nodeKind.slice();
    g.followerNode = this.followerNode.slice();
    g.followerOwner = this.followerOwner.slice();
    g.followerCount = this.followerCount;
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
    g.legalCount = this.legalCount;
    g.followerOptions = this.followerOptions.slice();
    g.followerOptionCount = this.followerOptionCount;
    g.tileMark = new Uint32Array(this.capacity);
    g.markVersion = 0;
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
      [this.frontierConstraint, src.frontierConstraint, 1],
      [this.frontierIndex, src.frontierIndex, 1],
    ]);
    this.minX = src.minX;
    this.maxX = src.maxX;
    this.minY = src.minY;
    this.maxY = src.maxY;
    this.frontier.set(src.frontier);
    this.frontierCount = src.frontierCount;
    this.placedType.set(src.placedType);
    this.placedRotation.set(src.placedRotation);
    this.placedCell.set(src.placedCell);
    this.monasteryTiles.set(src.monasteryTiles);
    this.placedCount = src.placedCount;
    this.parent.set(src.parent);
    this.size.set(src.size);
    this.openSides.set(src.openSides);
    this.occupants.set(src.occupants);
    this.shields.set(src.shields);
    this.nextMember.set(src.nextMember);
    this.nodeKind.set(src.nodeKind);
    this.followerNode.set(src.followerNode);
    this.followerOwner.set(src.followerOwner);
    this.followerCount = src.followerCount;
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
    this.legal.set(src.legal.subarray(0, src.legalCount));
    this.legalCount = src.legalCount;
    this.followerOptions.set(src.followerOptions);
    this.followerOptionCount = src.followerOptionCount;
    this.events = null;
  }

  /** Tiles still to come, counted per tile type (what every player may know). */
  remainingCounts(): number[] {
    const counts = new Array<number>(this.types.length).fill(0);
    for (let i = this.bagPos; i < this.bag.length; i++) counts[this.bag[i]!]!++;
    return counts;
  }
}
