import { compileTile, K_DISTRICT, K_MARKET, K_ROAD, type TileType } from '../core/tile-compile.js';
import { MARKET_KINDS, type TileSetDef } from '../core/tile-data.js';

/** Segment kinds of The City on the hot path. */
/** Segments per placed tile in the union-find (node = placement·8 + segment). */
export const MAXSEG = 8;
export const C_ROAD = 0;
export const C_DISTRICT = 1;
export const C_MARKET = 2;
export const CITY_KIND_NAMES = ['road', 'district', 'market'] as const;
export type CityKindName = (typeof CITY_KIND_NAMES)[number];

/**
 * A City tile compiled into lookup tables. Built on the base `compileTile` (ports, rotations,
 * symmetric rotations); the edge signature is road versus non-road, one bit per side.
 */
export interface CityTileType {
  readonly base: TileType;
  readonly id: string;
  readonly index: number;
  readonly count: number;
  readonly segCount: number;
  /** C_ROAD, C_DISTRICT or C_MARKET per segment. */
  readonly kind: Uint8Array;
  /** Market kinds per segment as a bit mask (fish 1, grain 2, cattle 4). */
  readonly segMarkets: Uint8Array;
  /** Number of tile sides each segment touches: the open edges it brings to its project. */
  readonly segSides: Uint8Array;
  /** Per quarter turn: bit `side` set when that side is a road side. */
  readonly roads: Uint8Array;
  /** Board port (0..11) → segment, flattened [r*13 + port] (base layout). */
  readonly portSeg: Int8Array;
  /** Per quarter turn and side: the distinct segments owning ports there, [(r*4+side)*4 + k], -1 padded. */
  readonly sideSegs: Int8Array;
  /** Pairs of adjacent areas inside the tile (segment indices, a < b). */
  readonly touches: readonly (readonly [number, number])[];
  readonly uniqueRots: readonly number[];
  readonly publicBuildings: number;
  readonly historical: string | null;
}

export interface CityTileSet {
  readonly name: string;
  readonly types: readonly CityTileType[];
  readonly byId: ReadonlyMap<string, CityTileType>;
  readonly total: number;
}

export function compileCityTile(def: TileSetDef['tiles'][number], index: number): CityTileType {
  const base = compileTile(def, index);
  const n = base.segCount;
  const kind = new Uint8Array(n);
  const marketMask = new Uint8Array(n);
  for (let s = 0; s < n; s++) {
    const k = base.segKind[s]!;
    if (k === K_ROAD) kind[s] = C_ROAD;
    else if (k === K_DISTRICT) kind[s] = C_DISTRICT;
    else if (k === K_MARKET) {
      kind[s] = C_MARKET;
      const m = def.segments[s]!.market;
      const market = m === undefined ? -1 : MARKET_KINDS.indexOf(m);
      if (market < 0) throw new Error(`tile ${def.id}: market segment ${s} needs a kind (${MARKET_KINDS.join(', ')})`);
      marketMask[s] = 1 << market;
    } else throw new Error(`tile ${def.id}: segment kind ${def.segments[s]!.kind} is not part of The City`);
  }
  const sideSegs = new Int8Array(4 * 4 * 4).fill(-1);
  const roads = new Uint8Array(4);
  const segSides = new Uint8Array(n);
  for (let r = 0; r < 4; r++) {
    for (let side = 0; side < 4; side++) {
      let c = 0;
      for (let k = 0; k < 3; k++) {
        const s = base.portSeg[r * 13 + 3 * side + k]!;
        let seen = false;
        for (let j = 0; j < c; j++) if (sideSegs[(r * 4 + side) * 4 + j] === s) seen = true;
        if (!seen) sideSegs[(r * 4 + side) * 4 + c++] = s;
        if (r === 0 && !seen) segSides[s]!++;
      }
      const mid = base.portSeg[r * 13 + 3 * side + 1]!;
      if (kind[mid] === C_ROAD) roads[r]! |= 1 << side;
      for (let k = 0; k < 3; k += 2) {
        if (kind[base.portSeg[r * 13 + 3 * side + k]!] === C_ROAD)
          throw new Error(`tile ${def.id}: a road owns a half-side port (only middle ports carry roads)`);
      }
    }
  }
  const touches: [number, number][] = [];
  def.segments.forEach((s, a) => {
    for (const b of s.touches ?? []) {
      const lo = Math.min(a, b);
      const hi = Math.max(a, b);
      if (b >= n || a === b) throw new Error(`tile ${def.id}: bad touches ${b}`);
      if (!touches.some(([x, y]) => x === lo && y === hi)) touches.push([lo, hi]);
    }
  });
  return {
    base,
    id: def.id,
    index,
    count: def.count,
    segCount: n,
    kind,
    segMarkets: marketMask,
    segSides,
    roads,
    portSeg: base.portSeg,
    sideSegs,
    touches,
    uniqueRots: base.uniqueRots,
    publicBuildings: def.publicBuildings ?? 0,
    historical: def.historical ?? null,
  };
}

export function compileCityTileSet(def: TileSetDef): CityTileSet {
  const types = def.tiles.map((t, i) => compileCityTile(t, i));
  return {
    name: def.name,
    types,
    byId: new Map(types.map((t) => [t.id, t])),
    total: types.reduce((a, t) => a + t.count, 0),
  };
}
