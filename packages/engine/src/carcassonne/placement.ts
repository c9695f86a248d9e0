import { carve } from '../core/carve.js';
import { FACING } from '../core/ports.js';
import type { RuleOptions } from './rules.js';
import type { ScoreEvent } from './events.js';
import {
  K_CITY,
  K_FIELD,
  K_RIVER,
  K_ROAD,
  MAX_SEGMENTS,
  type TileSet,
  type TileType,
} from '../core/tile-compile.js';
import { BoardCore } from '../core/board.js';
import { Figures } from './figures.js';
import { ABBEY_TILE } from './tiles/abbey-mayor.js';
import { abbeyJoin } from './abbey.js';
import {
  advanceMouth,
  hasRiver,
  riverRefusal,
  riverSides,
  type RiverMouth,
  type RiverRefusal,
} from './river.js';

export const FOLLOWERS_PER_PLAYER = 7;

/** What a game of Carcassonne is made from (`Game`'s constructor). */
export interface PlacementInit {
  readonly tileSet: TileSet;
  readonly options: RuleOptions;
  readonly players: number;
  readonly recordEvents?: boolean;
  /** The grid as a plane big enough for any layout instead of sized to the game (tests compare the two). */
  readonly plane?: boolean;
}

/**
 * Carcassonne's tiles on the shared board core: how a placed tile joins its neighbours' features
 * (roads and cities across the middle of a side, fields across its halves), the coats of arms
 * summed at each feature's root, the monasteries' 3×3 squares counted as tiles arrive, and The
 * River's rules of where a tile may go. The follower step (`FollowerStep`) and the turns (`Game`)
 * are built on it.
 */
export abstract class Placement extends BoardCore<TileType, ScoreEvent> {
  readonly tileSet: TileSet;
  readonly options: RuleOptions;

  /** Coats of arms per feature (summed at the root). */
  readonly shields: Uint8Array;
  /** Per placement: tiles in the 3×3 square of a monastery tile, itself included. */
  readonly monasteryTiles: Uint8Array;
  /** Whether the tile just placed completed a monastery's square (on most turns none, and no square is searched). */
  protected monasteryDone = false;
  /** The River: the sides its tiles' water crosses (`riverSides`), null in a game without it. */
  readonly riverSides: Uint8Array | null;
  /** The River: where the water leaves the board (cell -1: closed, or no river). */
  readonly mouth: RiverMouth = { cell: -1, from: 0, turn: 0 };
  /** The River: how many of the first draws are river tiles (a bot keeps them first when it guesses the order). */
  riverDraws = 0;
  /** The expansions' pieces: big followers, builders, pigs, goods (`Figures`). */
  readonly figures: Figures;
  /** Abbey & Mayor: the empty squares with a tile on all four sides (`holeCount` of them), in the order they became holes. */
  readonly holes: Int32Array;
  holeCount = 0;
  /** Abbey & Mayor: per placement, its corners with field (`TileType.fieldCorners` as placed), where barns may stand. */
  readonly fieldCorners: Uint8Array;
  /**
   * The completed cities' roots in the order they closed (`completedCityCount` of them; a closed
   * city joins nothing more, so its root stays), and the field segments touching each, found as
   * it closed: city i's are `cityFields[cityFieldsFrom[i]]` up to `cityFieldsFrom[i + 1]` (their
   * fields' roots change as fields join, the segments not). The farms' scoring starts from them
   * rather than from every farmed field's segments. Empty in a game without farmers.
   */
  completedCities: Int16Array;
  completedCityCount = 0;
  cityFields: Int16Array;
  cityFieldsFrom: Int16Array;
  /**
   * The shields, monastery squares, holes, field corners and completed cities, in one buffer:
   * copied at once. The cities are copied again one by one (a board's may have grown into arrays
   * of their own).
   */
  readonly #tileBytes: Uint8Array;
  private readonly stepOf = (cell: number, side: number): number => this.wrapped(cell + this.sideStep(side));
  private readonly isEmpty = (cell: number): boolean => this.grid[cell]! < 0;

  constructor(init: PlacementInit) {
    // With Inns & Cathedrals each player's big follower takes one more follower slot on the board.
    // With The Abbot the abbot takes one more, with Abbey & Mayor the mayor and the wagon.
    const slots =
      FOLLOWERS_PER_PLAYER +
      (init.options.innsAndCathedrals ? 1 : 0) +
      (init.options.theAbbot ? 1 : 0) +
      (init.options.abbeyAndMayor ? 2 : 0);
    // Abbey & Mayor: room for each player's abbey beside the tiles of the set (AM2).
    const room = init.options.abbeyAndMayor
      ? { types: init.tileSet.types, total: init.tileSet.total + init.players }
      : init.tileSet;
    super(room, init.players, slots, init.recordEvents ?? false, init.plane !== true, true);
    this.tileSet = init.tileSet;
    this.options = init.options;
    this.figures = new Figures(
      init.players,
      init.players * slots,
      this.capacity * MAX_SEGMENTS,
      init.options.innsAndCathedrals,
      init.options.theAbbot,
      init.options.tradersAndBuilders ? init.tileSet : null,
      init.options.abbeyAndMayor ? (init.tileSet.byId.get(ABBEY_TILE)?.index ?? -1) : -1,
    );
    const abbeys = init.options.abbeyAndMayor ? this.capacity : 0;
    // At most every city segment of the box closes a city of its own, with every field it touches
    // (the start tile once more: a set's counts may leave it out). A bag of other tiles than the
    // box's may need more: the arrays then grow.
    let citySegments = 0;
    let fieldTouches = 0;
    if (init.options.farmers) {
      let mostCities = 0;
      let mostTouches = 0;
      for (const t of init.tileSet.types) {
        const cities = t.segKind.filter((k) => k === K_CITY).length;
        citySegments += t.count * cities;
        fieldTouches += t.count * t.fieldTouches.length;
        mostCities = Math.max(mostCities, cities);
        mostTouches = Math.max(mostTouches, t.fieldTouches.length);
      }
      citySegments += mostCities;
      fieldTouches += mostTouches;
    }
    const a = carve({
      holes: ['i32', abbeys],
      completedCities: ['i16', citySegments],
      cityFields: ['i16', fieldTouches],
      cityFieldsFrom: ['i16', citySegments > 0 ? citySegments + 1 : 0],
      fieldCorners: ['u8', abbeys],
      shields: ['u8', this.capacity * MAX_SEGMENTS],
      monasteryTiles: ['u8', this.capacity],
    });
    this.#tileBytes = new Uint8Array(a.shields.buffer);
    this.holes = a.holes;
    this.fieldCorners = a.fieldCorners;
    this.completedCities = a.completedCities;
    this.cityFields = a.cityFields;
    this.cityFieldsFrom = a.cityFieldsFrom;
    this.shields = a.shields;
    this.monasteryTiles = a.monasteryTiles;
    this.riverSides = hasRiver(init.tileSet) ? riverSides(init.tileSet.types) : null;
  }

  // ---- the board's hooks ------------------------------------------------------------------

  protected override initNodes(p: number, t: TileType): void {
    const base = p * MAX_SEGMENTS;
    for (let s = 0; s < t.segCount; s++) this.shields[base + s] = t.segShield[s]!;
    if (this.figures.traders) this.figures.initNodes(base, t.index, t.segCount);
    if (this.figures.mayors) this.fieldCorners[p] = t.fieldCorners[this.placedRotation[p]!]!;
  }

  protected override absorb(into: number, from: number): void {
    this.shields[into]! += this.shields[from]!;
    if (this.figures.traders) this.figures.absorb(into, from);
  }

  /** Roads and cities continue across the middle of the side, fields across its halves. */
  protected join(p: number, side: number, q: number): void {
    // Abbey & Mayor (AM2): an abbey joins nothing; it closes the side of the tile it meets.
    const abbey = this.figures.abbeyType;
    if (abbey >= 0 && (this.placedType[p] === abbey || this.placedType[q] === abbey)) {
      abbeyJoin(this, p, side, q);
      return;
    }
    const t = this.types[this.placedType[p]!]!;
    const qt = this.types[this.placedType[q]!]!;
    const off = this.placedRotation[p]! * 13;
    const qoff = this.placedRotation[q]! * 13;
    const base = p * MAX_SEGMENTS;
    const qbase = q * MAX_SEGMENTS;
    const mid = 3 * side + 1;
    const a = base + t.portSeg[off + mid]!;
    const root = this.union(a, qbase + qt.portSeg[qoff + FACING[mid]!]!);
    const k = this.nodeKind[a]!;
    if (k === K_ROAD || k === K_CITY) this.openSides[root]! -= 2;
    if (k !== K_CITY) {
      const lo = 3 * side;
      const hi = lo + 2;
      this.union(base + t.portSeg[off + lo]!, qbase + qt.portSeg[qoff + FACING[lo]!]!);
      this.union(base + t.portSeg[off + hi]!, qbase + qt.portSeg[qoff + FACING[hi]!]!);
    }
  }

  protected followerAllowed(kind: number): boolean {
    return kind === K_FIELD ? this.options.farmers : kind !== K_RIVER;
  }

  protected override copyNodes(src: this): void {
    this.#tileBytes.set(src.#tileBytes);
    this.mouth.cell = src.mouth.cell;
    this.mouth.from = src.mouth.from;
    this.mouth.turn = src.mouth.turn;
    this.riverDraws = src.riverDraws;
    this.monasteryDone = src.monasteryDone;
    this.figures.copyFrom(src.figures);
    this.holeCount = src.holeCount;
    // A few entries, copied one by one (a view to copy them at once would be an allocation).
    const cities = src.completedCityCount;
    if (cities > 0) {
      if (this.completedCities.length < src.completedCities.length)
        this.growCities(src.completedCities.length);
      if (this.cityFields.length < src.cityFields.length)
        this.cityFields = new Int16Array(src.cityFields.length);
      for (let i = 0; i < cities; i++) this.completedCities[i] = src.completedCities[i]!;
      for (let i = 0; i <= cities; i++) this.cityFieldsFrom[i] = src.cityFieldsFrom[i]!;
      for (let i = 0; i < src.cityFieldsFrom[cities]!; i++) this.cityFields[i] = src.cityFields[i]!;
    }
    this.completedCityCount = cities;
  }

  protected override moveCells(moved: (cell: number) => number): void {
    super.moveCells(moved);
    for (let i = 0; i < this.holeCount; i++) this.holes[i] = moved(this.holes[i]!);
    if (this.mouth.cell >= 0) this.mouth.cell = moved(this.mouth.cell);
  }

  // ---- where a tile may go ----------------------------------------------------------------

  /** Why the drawn tile may not go on `cell` turned `r` quarter turns under The River's rules, or null. */
  riverRefusal(cell: number, r: number): RiverRefusal | null {
    if (this.riverSides === null) return null;
    return riverRefusal(this.mouth, this.riverSides, this.drawn, r, cell, this.stepOf, this.isEmpty);
  }

  /** The base rule, and with The River: a river tile goes only at the river's mouth, continuing it. */
  override computeLegal(typeIndex: number): void {
    const sides = this.riverSides;
    if (sides === null) {
      super.computeLegal(typeIndex);
      return;
    }
    if (sides[typeIndex * 4] === 0) {
      super.computeLegal(typeIndex);
      // Only a river tile goes at the mouth (a bot's guess at the order may bring another there).
      const mouth = this.mouth.cell;
      if (mouth < 0) return;
      let n = 0;
      for (let i = 0; i < this.legalCount; i++)
        if (this.legal[i]! >> 2 !== mouth) this.legal[n++] = this.legal[i]!;
      this.legalCount = n;
      return;
    }
    const cell = this.mouth.cell;
    let n = 0;
    if (cell >= 0) {
      // The mouth is an empty square beside the river, so in the frontier (its constraint by slot).
      const at = this.grid[cell]!;
      const turns = at <= -2 ? this.types[typeIndex]!.fits[this.frontierConstraint[-2 - at]!]! : 0;
      for (let r = 0; r < 4; r++) {
        if (((turns >> r) & 1) === 0) continue;
        if (riverRefusal(this.mouth, sides, typeIndex, r, cell, this.stepOf, this.isEmpty) === null)
          this.legal[n++] = (cell << 2) | r;
      }
    }
    this.legalCount = n;
  }

  /** The River's placements are listed while it flows (more than edges); a land tile's after it, counted. */
  protected override countLegal(typeIndex: number): void {
    const sides = this.riverSides;
    if (sides === null || (sides[typeIndex * 4] === 0 && this.mouth.cell < 0)) super.countLegal(typeIndex);
    else this.computeLegal(typeIndex);
  }

  // ---- placing ----------------------------------------------------------------------------

  /** The board as a new game begins: no square counted, the river's mouth closed. */
  protected clearPlacement(): void {
    this.mouth.cell = -1;
    this.mouth.turn = 0;
    this.monasteryDone = false;
    this.holeCount = 0;
    this.completedCityCount = 0;
  }

  /**
   * Abbey & Mayor: an empty square whose fourth side a tile now faces becomes a hole (`holes`;
   * `place` drops a hole a tile fills).
   */
  protected override faceEmpty(p: number, side: number, square: number, edge: number): void {
    super.faceEmpty(p, side, square, edge);
    if (this.holes.length === 0) return;
    const c = this.frontierConstraint[-2 - this.grid[square]!]!;
    if (c & 0x03 && c & 0x0c && c & 0x30 && c & 0xc0) this.holes[this.holeCount++] = square;
  }

  /** Abbey & Mayor: a tile (or an abbey) goes on `cell`; if it is a hole, it is one no more. */
  private fillHole(cell: number): void {
    const at = this.grid[cell]!;
    if (at > -2) return;
    const c = this.frontierConstraint[-2 - at]!;
    if (!(c & 0x03 && c & 0x0c && c & 0x30 && c & 0xc0)) return;
    const holes = this.holes;
    for (let i = 0; i < this.holeCount; i++)
      if (holes[i] === cell) {
        holes.copyWithin(i, i + 1, this.holeCount--);
        return;
      }
  }

  /** A tile on the board, and the monasteries of its 3×3 square counted. */
  protected place(cell: number, rotation: number, t: TileType): number {
    if (this.holeCount > 0) this.fillHole(cell);
    const p = this.putTile(cell, rotation, t);
    // Another cell when the board widened for the tile.
    cell = this.placedCell[p]!;
    let around = 0;
    const W = this.width;
    for (let dy = -W; dy <= W; dy += W) {
      for (let dx = -1; dx <= 1; dx++) {
        if (dx === 0 && dy === 0) continue;
        const q = this.grid[this.wrapped(cell + dy + dx)]!;
        if (q < 0) continue;
        around++;
        // A monastery tile counts at least itself; any other tile 0.
        if (this.monasteryTiles[q]! > 0 && ++this.monasteryTiles[q]! === 9) this.monasteryDone = true;
      }
    }
    this.monasteryTiles[p] = t.monasterySeg >= 0 ? around + 1 : 0;
    if (around === 8 && t.monasterySeg >= 0) this.monasteryDone = true;
    if (this.riverSides !== null)
      advanceMouth(this.mouth, this.riverSides, t.index, rotation, cell, this.stepOf, this.isEmpty);
    if (this.completedCities.length > 0) this.noteCompletedCities(p, t);
    return p;
  }

  /** The cities tile `p` closed (an abbey: those of the tiles around it), added to `completedCities`. */
  private noteCompletedCities(p: number, t: TileType): void {
    const from = this.completedCityCount;
    if (t.index === this.figures.abbeyType) {
      const cell = this.placedCell[p]!;
      for (let side = 0; side < 4; side++) {
        const q = this.grid[this.wrapped(cell + this.sideStep(side))]!;
        if (q < 0) continue;
        const qt = this.types[this.placedType[q]!]!;
        this.noteIfClosed(
          q * MAX_SEGMENTS + qt.portSeg[this.placedRotation[q]! * 13 + FACING[3 * side + 1]!]!,
          from,
        );
      }
      return;
    }
    const base = p * MAX_SEGMENTS;
    for (let s = 0; s < t.segCount; s++) if (t.segKind[s] === K_CITY) this.noteIfClosed(base + s, from);
  }

  private noteIfClosed(node: number, from: number): void {
    if (this.nodeKind[node] !== K_CITY) return;
    const root = this.find(node);
    if (this.openSides[root] !== 0) return;
    const count = this.completedCityCount;
    for (let i = from; i < count; i++) if (this.completedCities[i] === root) return;
    if (count + 1 >= this.completedCities.length) this.growCities(2 * count + 2);
    this.completedCities[count] = root;
    const start = count === 0 ? 0 : this.cityFieldsFrom[count]!;
    let end = start;
    let n = root;
    do {
      const q = (n / MAX_SEGMENTS) | 0;
      const t = this.types[this.placedType[q]!]!;
      const base = q * MAX_SEGMENTS;
      const s = n - base;
      for (let i = t.fieldTouchFrom[s]!; i < t.fieldTouchFrom[s + 1]!; i++) {
        if (end === this.cityFields.length) this.cityFields = grown(this.cityFields, 2 * end + MAX_SEGMENTS);
        this.cityFields[end++] = base + t.fieldTouches[i]!;
      }
      n = this.nextMember[n]!;
    } while (n !== root);
    this.cityFieldsFrom[count] = start;
    this.cityFieldsFrom[count + 1] = end;
    this.completedCityCount = count + 1;
  }

  private growCities(length: number): void {
    this.completedCities = grown(this.completedCities, length);
    this.cityFieldsFrom = grown(this.cityFieldsFrom, length + 1);
  }
}

/** `array`'s entries in a longer array of `length`. */
function grown(array: Int16Array, length: number): Int16Array {
  const longer = new Int16Array(length);
  longer.set(array);
  return longer;
}
