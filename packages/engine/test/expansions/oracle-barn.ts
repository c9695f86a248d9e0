/**
 * Abbey & Mayor's barn (rules/abbey-and-mayor.md AM5) for the scoring oracle (oracle.ts) and the
 * legality oracle (oracle-legal.ts), worked out from the oracle's board alone: a corner of a
 * square is a point of the grid, where the four squares around that point meet; fields are the
 * oracle's breadth-first features, completed cities found from the segments a field touches.
 * Nothing of the engine's union-find, corner tables or counters.
 */
import type { Oracle, Piece } from './oracle.js';

/** The corners in the notation's order, and the grid point each is of square (x, y): its top-left is (x, y). */
export const CORNER_NAMES = ['NE', 'SE', 'SW', 'NW'] as const;
const POINT: Readonly<Record<string, readonly [number, number]>> = {
  NE: [1, 0],
  SE: [1, 1],
  SW: [0, 1],
  NW: [0, 0],
};
/** Which corner of a square touches the grid point (x, y) from the square at (px, py) (read off `POINT`). */
function cornerAt(px: number, py: number, x: number, y: number): string {
  return CORNER_NAMES.find((c) => px + POINT[c]![0] === x && py + POINT[c]![1] === y)!;
}
/** The two board side ports beside a corner, by name (`PORT_NAMES` order: NNW N NNE ENE E ESE SSE S SSW WSW W WNW). */
const BESIDE: Readonly<Record<string, readonly [number, number]>> = {
  NE: [2, 3],
  SE: [5, 6],
  SW: [8, 9],
  NW: [11, 0],
};

export interface Barn {
  readonly player: number;
  readonly x: number;
  readonly y: number;
  readonly corner: string;
  /** The field segment of its tile at that corner. */
  readonly segment: number;
}

const key = (x: number, y: number, s: number) => `${x},${y},${s}`;
const isFarmer = (p: Piece) => p.figure === 'follower' || p.figure === 'big';

export class BarnOracle {
  readonly barns: Barn[] = [];
  constructor(private readonly oracle: Oracle) {}

  /** The field segment of the tile at (x, y) on its corner `corner`, -1 when no field fills it (or no tile is there). */
  fieldAt(x: number, y: number, corner: string): number {
    const t = this.oracle.board.get(`${x},${y}`);
    if (!t) return -1;
    const [a, b] = BESIDE[corner]!;
    const s = this.oracle.segmentAt(x, y, a);
    return s >= 0 && s === this.oracle.segmentAt(x, y, b) && t.shape.segments[s]?.kind === 'field' ? s : -1;
  }

  /** Whether the four squares around corner `corner` of (x, y) hold tiles with field on that point. */
  fourFields(x: number, y: number, corner: string): boolean {
    const px = x + POINT[corner]![0];
    const py = y + POINT[corner]![1];
    for (const [sx, sy] of [
      [px - 1, py - 1],
      [px, py - 1],
      [px - 1, py],
      [px, py],
    ] as const)
      if (this.fieldAt(sx, sy, cornerAt(sx, sy, px, py)) < 0) return false;
    return true;
  }

  /** Whether the field `keys` (a feature's "x,y,s" keys) holds a barn. */
  inField(keys: ReadonlySet<string>): boolean {
    return this.barns.some((b) => keys.has(key(b.x, b.y, b.segment)));
  }

  /** The completed cities a field touches, each once. */
  private cities(keys: ReadonlySet<string>): number {
    const seen = new Set<string>();
    let n = 0;
    for (const k of keys) {
      const [x, y, s] = k.split(',').map(Number) as [number, number, number];
      const seg = this.oracle.board.get(`${x},${y}`)!.shape.segments[s]!;
      for (const c of seg.touches) {
        if (seen.has(key(x, y, c))) continue;
        const city = this.oracle.feature(x, y, c);
        for (const ck of city.keys) seen.add(ck);
        if (!city.open) n++;
      }
    }
    return n;
  }

  /** The players with the most of `strength` (none when all are 0). */
  private best(strength: readonly number[]): number[] {
    const top = Math.max(...strength);
    return top === 0 ? [] : strength.flatMap((v, p) => (v === top ? [p] : []));
  }

  /** The farmers in field `keys` score `perCity` a completed city (with `pig` a winner's pig adds 1 a city); farmers and pigs go home. */
  private farmersScore(keys: ReadonlySet<string>, perCity: number, pig: boolean): void {
    const o = this.oracle;
    const here = o.pieces.filter((p) => keys.has(key(p.x, p.y, p.segment)));
    const strength = new Array<number>(o.players).fill(0);
    for (const p of here) if (isFarmer(p)) strength[p.player]! += p.figure === 'big' ? 2 : 1;
    const cities = this.cities(keys);
    if (cities > 0)
      for (const w of this.best(strength)) {
        o.scores[w]! += perCity * cities;
        if (pig && here.some((p) => p.player === w && p.figure === 'pig')) o.scores[w]! += cities;
      }
    // The Princess & the Dragon (PD7): the fairy's farmer going home from a scored field earns 3.
    o.extras?.scored(here);
    o.pieces = o.pieces.filter((p) => !here.includes(p));
  }

  /** `player` puts their barn on corner `corner` of the tile just placed at (x, y): the farmers there score 3 a city and go home. */
  place(player: number, x: number, y: number, corner: string): void {
    const segment = this.fieldAt(x, y, corner);
    if (segment < 0 || !this.fourFields(x, y, corner))
      throw new Error(`barn oracle: no barn corner ${corner} at ${x},${y}`);
    const keys = this.oracle.feature(x, y, segment).keys;
    if (this.inField(keys)) throw new Error('barn oracle: the field has a barn');
    this.barns.push({ player, x, y, corner, segment });
    this.farmersScore(keys, 3, true);
  }

  /** After the tile at (x, y): farmers now in a field with a barn score 1 a city and go home. */
  joined(x: number, y: number): void {
    const t = this.oracle.board.get(`${x},${y}`)!;
    t.shape.segments.forEach((seg, s) => {
      if (seg.kind !== 'field') return;
      const keys = this.oracle.feature(x, y, s).keys;
      if (this.inField(keys) && this.oracle.pieces.some((p) => keys.has(key(p.x, p.y, p.segment))))
        this.farmersScore(keys, 1, false);
    });
  }

  /** The end: each field with barns scores 4 a completed city to the most barns there. */
  finish(): void {
    const done = new Set<Barn>();
    for (const b of this.barns) {
      if (done.has(b)) continue;
      const keys = this.oracle.feature(b.x, b.y, b.segment).keys;
      const strength = new Array<number>(this.oracle.players).fill(0);
      for (const other of this.barns)
        if (keys.has(key(other.x, other.y, other.segment))) {
          strength[other.player]!++;
          done.add(other);
        }
      const cities = this.cities(keys);
      if (cities > 0) for (const w of this.best(strength)) this.oracle.scores[w]! += 4 * cities;
    }
  }
}

/** AM5: the corners of the tile just laid at (x, y) where its player may put a barn: four fields meet, none with a barn. */
export function barnCorners(oracle: Oracle, x: number, y: number): string[] {
  const barns = oracle.barns;
  if (!barns) return [];
  return CORNER_NAMES.filter((c) => {
    const s = barns.fieldAt(x, y, c);
    return s >= 0 && barns.fourFields(x, y, c) && !barns.inField(oracle.feature(x, y, s).keys);
  });
}
