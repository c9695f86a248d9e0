/**
 * A scoring oracle for Carcassonne and its expansions: a deliberately plain re-implementation of
 * the scoring rules of docs/rules.md (Part A), slow and obviously right rather than fast; The
 * Princess & the Dragon's part is in oracle-princess.ts.
 *
 * It is independent of the engine. The tile shapes are read as text from the tile tables'
 * source files and parsed here (docs/tiles.md's format); ports, rotation and edge matching come
 * from docs/notation.md; every feature is found afresh by a breadth-first search each time it
 * is needed. It takes nothing from the engine but the moves and who played them. */
import {
  CENTRE,
  facing,
  GOOD_NAMES,
  portIndexOf,
  SIDE_DX,
  SIDE_DY,
  toBoard,
  toCanonical,
  type Kind,
  type Segment,
  type Shape,
} from './oracle-tiles.js';

// ---- rules ---------------------------------------------------------------------------------

export { ORACLE_PRESETS, type FarmerScoring } from './oracle-presets.js';
import type { FarmerScoring } from './oracle-presets.js';
import type { Extras } from './oracle-princess.js';

export type { OracleMove, Piece, PieceFigure } from './oracle-moves.js';
import type { OracleMove, Piece } from './oracle-moves.js';
import type { BarnOracle } from './oracle-barn.js';

interface Placed {
  readonly shape: Shape;
  readonly turns: number;
}

/** A segment on the board. */
interface Node {
  readonly x: number;
  readonly y: number;
  readonly s: number;
}

export interface Feature {
  readonly kind: Kind;
  readonly nodes: readonly Node[];
  /** "x,y,s" of every node. */
  readonly keys: ReadonlySet<string>;
  /** Distinct squares. */
  readonly tiles: number;
  /** Some port of it faces an empty square. */
  readonly open: boolean;
}

const key = (x: number, y: number, s: number) => `${x},${y},${s}`;
/** Abbey & Mayor's abbey tile (AM2). */
const ABBEY = 'AmAbbey';
const sq = (x: number, y: number) => `${x},${y}`;

/** The board's tiles by square; counts its changes, so that a feature found once is reused until the next. */
class Board extends Map<string, Placed> {
  changes = 0;
  override set(square: string, placed: Placed): this {
    this.changes++;
    return super.set(square, placed);
  }
  override delete(square: string): boolean {
    this.changes++;
    return super.delete(square);
  }
}

export class Oracle {
  readonly scores: number[];
  /** Goods tokens per player, in the order wine, grain, cloth. */
  readonly goods: number[][];
  readonly board = new Board();
  /** The features found since the board last changed, by "x,y,s" of each of their nodes. */
  private features = new Map<string, Feature>();
  private featuresAt = -1;
  pieces: Piece[] = [];
  /** Whether the next move is a builder's second tile (rules/traders-and-builders.md A9.4). */
  secondTile = false;
  /** Whether the last move was itself a second tile. */
  private lastWasSecond = false;
  finished = false;
  /** Abbey & Mayor: the players whose abbey is on the board. */
  readonly abbeysOut = new Set<number>();
  /** How often each rule was applied (to see what random games exercise). */
  readonly stats = new Map<string, number>();
  wagons: { scored(pieces: readonly Piece[]): void } | null = null; // Abbey & Mayor (oracle-wagon.ts)
  /** The Princess & the Dragon's part (oracle-princess.ts), when played. */
  extras: Extras | null = null;
  /** Abbey & Mayor's barns (oracle-barn.ts), when played. */
  barns: BarnOracle | null = null;

  private count(what: string, n = 1): void {
    this.stats.set(what, (this.stats.get(what) ?? 0) + n);
  }

  constructor(
    private readonly shapes: ReadonlyMap<string, Shape>,
    readonly players: number,
    readonly smallCity: boolean,
    readonly farms: FarmerScoring,
    startTile: string,
  ) {
    this.scores = new Array<number>(players).fill(0);
    this.goods = Array.from({ length: players }, () => [0, 0, 0]);
    this.put(startTile, 0, 0, 0);
  }

  private put(tile: string, x: number, y: number, turns: number): void {
    const shape = this.shapes.get(tile);
    if (!shape) throw new Error(`oracle: unknown tile ${tile}`);
    if (this.board.has(sq(x, y))) throw new Error(`oracle: square ${x},${y} taken`);
    this.board.set(sq(x, y), { shape, turns });
  }

  /** The segment owning board port `port` of the tile at (x, y), or -1. */
  segmentAt(x: number, y: number, port: number): number {
    const t = this.board.get(sq(x, y));
    if (!t) throw new Error(`oracle: no tile at ${x},${y}`);
    return t.shape.portSegment[toCanonical(port, t.turns)] ?? -1;
  }

  private segment(n: Node): Segment {
    const seg = this.board.get(sq(n.x, n.y))?.shape.segments[n.s];
    if (!seg) throw new Error(`oracle: no segment ${key(n.x, n.y, n.s)}`);
    return seg;
  }

  /** The whole connected feature of segment `s` of the tile at (x, y): a breadth-first search. */
  feature(x: number, y: number, s: number): Feature {
    const changes = this.board.changes;
    if (this.featuresAt !== changes) {
      this.features.clear();
      this.featuresAt = changes;
    }
    const known = this.features.get(key(x, y, s));
    if (known) return known;
    const found = this.search(x, y, s);
    for (const k of found.keys) this.features.set(k, found);
    return found;
  }

  private search(x: number, y: number, s: number): Feature {
    const start: Node = { x, y, s };
    const kind = this.segment(start).kind;
    const keys = new Set<string>([key(x, y, s)]);
    const nodes: Node[] = [start];
    const squares = new Set<string>();
    let open = false;
    for (let i = 0; i < nodes.length; i++) {
      const n = nodes[i]!;
      squares.add(sq(n.x, n.y));
      const placed = this.board.get(sq(n.x, n.y))!;
      for (const c of placed.shape.segments[n.s]!.ports) {
        if (c === CENTRE) continue;
        const b = toBoard(c, placed.turns);
        const side = Math.floor(b / 3);
        const nx = n.x + SIDE_DX[side]!;
        const ny = n.y + SIDE_DY[side]!;
        if (!this.board.has(sq(nx, ny))) {
          open = true;
          continue;
        }
        // Abbey & Mayor (AM2): an abbey's side is a border, closed on both sides.
        if (placed.shape.id === ABBEY || this.board.get(sq(nx, ny))!.shape.id === ABBEY) continue;
        const ns = this.segmentAt(nx, ny, facing(b));
        const other: Node = { x: nx, y: ny, s: ns };
        const otherKind = this.segment(other).kind;
        if (otherKind !== kind)
          throw new Error(`oracle: ${kind} meets ${otherKind} between ${n.x},${n.y} and ${nx},${ny}`);
        if (!keys.has(key(nx, ny, ns))) {
          keys.add(key(nx, ny, ns));
          nodes.push(other);
        }
      }
    }
    return { kind, nodes, keys, tiles: squares.size, open };
  }

  /** The squares of the road or city where `player`'s builder stands (none without a builder). */
  builderSquares(player: number): Set<string> {
    const b = this.pieces.find((p) => p.player === player && p.figure === 'builder');
    return new Set(b ? this.feature(b.x, b.y, b.segment).nodes.map((n) => sq(n.x, n.y)) : []);
  }

  /** Tiles in the 3×3 square around (x, y), itself included. */
  around(x: number, y: number): number {
    let n = 0;
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++) if (this.board.has(sq(x + dx, y + dy))) n++;
    return n;
  }

  private piecesOn(f: Feature): Piece[] {
    return this.pieces.filter((p) => f.keys.has(key(p.x, p.y, p.segment)));
  }

  /** The players with the most followers (a big follower counts two; builders and pigs nothing). */
  private majority(pieces: readonly Piece[]): number[] {
    const strength = new Array<number>(this.players).fill(0);
    for (const p of pieces) {
      if (p.figure === 'follower' || p.figure === 'abbot' || p.figure === 'wagon') strength[p.player]! += 1;
      // Abbey & Mayor (AM3): a mayor is as strong as its city has coats of arms.
      else if (p.figure === 'mayor')
        strength[p.player]! += this.cityInfo(this.feature(p.x, p.y, p.segment)).shields;
      else if (p.figure === 'big') strength[p.player]! += 2;
    }
    const best = Math.max(...strength);
    if (best === 0) return [];
    const winners = strength.flatMap((v, p) => (v === best ? [p] : []));
    if (winners.length > 1) this.count('tied majority');
    if (pieces.some((p) => p.figure === 'big')) this.count('majority with a big follower');
    return winners;
  }

  /** Score `points` for the majority on `pieces`, then send every follower and builder among them home. */
  private award(pieces: readonly Piece[], points: number): void {
    this.extras?.scored(pieces);
    for (const p of this.majority(pieces)) this.scores[p]! += points;
    const gone = new Set(pieces.filter((p) => p.figure !== 'pig'));
    if (!this.finished && pieces.some((p) => p.figure === 'builder')) this.count('builder home');
    this.pieces = this.pieces.filter((p) => !gone.has(p));
    this.wagons?.scored(pieces);
  }

  private cityInfo(f: Feature): { shields: number; cathedral: boolean; goods: number[] } {
    let shields = 0;
    let cathedral = false;
    const goods = [0, 0, 0];
    for (const n of f.nodes) {
      const seg = this.segment(n);
      shields += seg.shield;
      if (seg.cathedral) cathedral = true;
      for (const g of seg.goods) goods[GOOD_NAMES.indexOf(g)]! += 1;
    }
    return { shields, cathedral, goods };
  }

  private hasInn(f: Feature): boolean {
    return f.nodes.some((n) => this.segment(n).inn);
  }

  /** Points of a completed road or city (rules.md A3, A7.1, A7.2). */
  private completedPoints(f: Feature): number {
    if (f.nodes.length > f.tiles) this.count(`completed ${f.kind} with two segments on one tile`);
    if (f.kind === 'road') {
      if (this.hasInn(f)) this.count('completed road with an inn');
      return this.hasInn(f) ? 2 * f.tiles : f.tiles;
    }
    const { shields, cathedral } = this.cityInfo(f);
    if (cathedral) {
      this.count('completed city with a cathedral');
      return 3 * f.tiles + 3 * shields;
    }
    if (this.smallCity && f.tiles === 2) {
      this.count('small city');
      return 2;
    }
    return 2 * f.tiles + 2 * shields;
  }

  /** Points of a road or city left incomplete at the end (rules.md A4.1, A7.1, A7.2). */
  private incompletePoints(f: Feature): number {
    if (f.kind === 'road') {
      if (this.hasInn(f)) this.count('incomplete road with an inn (0)');
      return this.hasInn(f) ? 0 : f.tiles;
    }
    const { shields, cathedral } = this.cityInfo(f);
    if (cathedral) this.count('incomplete city with a cathedral (0)');
    return cathedral ? 0 : f.tiles + shields;
  }

  /** Play one move; returns whether it earned a builder's second tile (rules/traders-and-builders.md A9.4). */
  play(move: OracleMove): boolean {
    if (this.finished) throw new Error('oracle: the game is over');
    const { player, x, y } = move;
    const turns = move.rotation / 90;
    this.put(move.tile, x, y, turns);
    const placed = this.board.get(sq(x, y))!;
    const segments = placed.shape.segments;

    // A9.4: does the tile extend the road or city where the player's builder already stands?
    const builder = this.pieces.find((p) => p.player === player && p.figure === 'builder');
    let extended = false;
    if (builder)
      segments.forEach((seg, s) => {
        if (
          (seg.kind === 'road' || seg.kind === 'city') &&
          this.feature(x, y, s).keys.has(key(builder.x, builder.y, builder.segment))
        )
          extended = true;
      });

    // Step 2: the piece, on the segment that owns the named port.
    if (move.follower !== undefined) {
      const port = portIndexOf(move.follower);
      const s = this.segmentAt(x, y, port);
      if (s < 0) throw new Error(`oracle: no segment at ${move.follower}`);
      this.pieces.push({ player, x, y, segment: s, figure: move.figure ?? 'follower' });
    }
    if (move.barn !== undefined) this.barns!.place(player, x, y, move.barn);
    if (move.recall) {
      const abbot = this.pieces.find((p) => p.player === player && p.figure === 'abbot');
      if (!abbot) throw new Error('oracle: no abbot to recall');
      this.count('abbot recalled');
      this.award([abbot], this.around(abbot.x, abbot.y));
    }

    this.extras?.placed(move);
    // Step 3: roads and cities the tile belongs to that are now closed.
    const done = new Set<string>();
    // An abbey closes the sides of the four tiles around it (AM2): their segments there are looked at too.
    const closing: Node[] = segments.map((_, s) => ({ x, y, s }));
    if (placed.shape.id === ABBEY) {
      this.abbeysOut.add(player);
      for (let side = 0; side < 4; side++) {
        const nx = x + SIDE_DX[side]!;
        const ny = y + SIDE_DY[side]!;
        closing.push({ x: nx, y: ny, s: this.segmentAt(nx, ny, facing(3 * side + 1)) });
      }
    }
    closing.forEach(({ x, y, s }) => {
      const seg = this.segment({ x, y, s });
      if ((seg.kind !== 'road' && seg.kind !== 'city') || done.has(key(x, y, s))) return;
      const f = this.feature(x, y, s);
      for (const k of f.keys) done.add(k);
      if (f.open) return;
      if (f.kind === 'city') {
        const { goods } = this.cityInfo(f);
        for (let g = 0; g < 3; g++) this.goods[player]![g]! += goods[g]!;
        if (goods.some((g) => g > 0) && this.piecesOn(f).every((p) => p.player !== player))
          this.count('goods to a player without a knight there');
      }
      this.award(this.piecesOn(f), this.completedPoints(f));
    });
    // Monasteries in the 3×3 square that now have all eight neighbours.
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++) {
        const t = this.board.get(sq(x + dx, y + dy));
        if (!t || this.around(x + dx, y + dy) !== 9) continue;
        t.shape.segments.forEach((seg, s) => {
          if (seg.kind !== 'monastery') return;
          this.award(
            this.pieces.filter((p) => p.x === x + dx && p.y === y + dy && p.segment === s),
            9,
          );
        });
      }

    this.barns?.joined(x, y);
    if (extended && this.lastWasSecond) this.count('builder extended on a second tile (no third)');
    const second = extended && !this.lastWasSecond;
    if (second) this.count('second tile');
    this.lastWasSecond = second;
    this.secondTile = second;
    return second;
  }

  /** The final scoring (rules.md A4, A7, A9.2, A9.5). */
  finish(): void {
    if (this.finished) throw new Error('oracle: finished twice');
    this.finished = true;
    // 1. Incomplete roads, cities and monasteries with followers.
    const seen = new Set<string>();
    for (const p of [...this.pieces]) {
      if (p.figure === 'pig' || p.figure === 'builder') continue;
      const k = key(p.x, p.y, p.segment);
      if (seen.has(k)) continue;
      const t = this.board.get(sq(p.x, p.y))!;
      const seg = t.shape.segments[p.segment]!;
      if (seg.kind === 'monastery') {
        seen.add(k);
        const on = this.pieces.filter((q) => q.x === p.x && q.y === p.y && q.segment === p.segment);
        this.award(on, this.around(p.x, p.y));
      } else if (seg.kind === 'road' || seg.kind === 'city') {
        const f = this.feature(p.x, p.y, p.segment);
        for (const fk of f.keys) seen.add(fk);
        if (f.open) this.award(this.piecesOn(f), this.incompletePoints(f));
        else throw new Error(`oracle: a follower stands on a completed ${f.kind} at ${k}`);
      }
    }
    // Builders simply leave the board.
    this.pieces = this.pieces.filter((p) => p.figure !== 'builder');

    // 2. Farms. Every completed city, by an id; every field with the completed cities it touches.
    const cityOf = new Map<string, number>();
    const completedCities: Feature[] = [];
    const fields: { feature: Feature; cities: Set<number> }[] = [];
    const fieldSeen = new Set<string>();
    for (const [where, t] of this.board) {
      const [x, y] = where.split(',').map(Number) as [number, number];
      t.shape.segments.forEach((seg, s) => {
        if (seg.kind === 'city' && !cityOf.has(key(x, y, s))) {
          const f = this.feature(x, y, s);
          const id = f.open ? -1 : completedCities.length;
          if (!f.open) completedCities.push(f);
          for (const k of f.keys) cityOf.set(k, id);
        }
      });
    }
    for (const [where, t] of this.board) {
      const [x, y] = where.split(',').map(Number) as [number, number];
      t.shape.segments.forEach((seg, s) => {
        if (seg.kind !== 'field' || fieldSeen.has(key(x, y, s))) return;
        const f = this.feature(x, y, s);
        for (const k of f.keys) fieldSeen.add(k);
        const cities = new Set<number>();
        for (const n of f.nodes)
          for (const c of this.segment(n).touches) {
            const id = cityOf.get(key(n.x, n.y, c));
            if (id === undefined) throw new Error('oracle: a city segment without a city');
            if (id >= 0) cities.add(id);
          }
        fields.push({ feature: f, cities });
      });
    }
    const piecesIn = (f: Feature) => this.piecesOn(f);
    // A pig counts in a field with farmers (one left alone by the dragon: none, PD8).
    const hasPig = (f: Feature, player: number) =>
      piecesIn(f).some((p) => p.player === player && p.figure === 'pig') &&
      piecesIn(f).some((p) => p.figure !== 'pig');
    if (this.farms === 'perField3') {
      for (const { feature, cities } of fields) {
        if (cities.size === 0) continue;
        for (const owner of this.majority(piecesIn(feature))) {
          this.scores[owner]! += 3 * cities.size;
          if (hasPig(feature, owner)) {
            this.scores[owner]! += cities.size;
            this.count('pig bonus (perField3)');
          }
        }
      }
    } else {
      completedCities.forEach((_, id) => {
        const supplying = fields.filter((fl) => fl.cities.has(id)).map((fl) => fl.feature);
        const winners = this.majority(supplying.flatMap(piecesIn));
        if (winners.length > 0 && supplying.length > 1) this.count('city supplied by several fields');
        for (const w of winners) {
          this.scores[w]! += 4;
          if (supplying.some((f) => hasPig(f, w))) {
            this.scores[w]! += 1;
            this.count('pig bonus (perCity4)');
          }
        }
      });
    }

    // 3. Goods: 10 points for the most of each good (ties: each).
    for (let g = 0; g < 3; g++) {
      const best = Math.max(...this.goods.map((h) => h[g]!));
      if (best === 0) continue;
      for (let p = 0; p < this.players; p++) if (this.goods[p]![g] === best) this.scores[p]! += 10;
      this.count('goods majority');
    }
    this.barns?.finish();
  }
}
