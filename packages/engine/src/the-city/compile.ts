import {
  compileTile,
  K_DISTRICT,
  K_MARKET,
  K_ROAD,
  MAX_SEGMENTS,
  type TileType,
} from '../core/tile-compile.js';
import { MARKET_KINDS, type TileSetDef } from '../core/tile-data.js';

/** The segment kinds of The City (the names its views use). */
export type CityKindName = 'road' | 'district' | 'market';

/**
 * A City tile compiled on the shared `TileType` (ports, rotations, edge signature — a road
 * side is a road edge, every other side a plain one — and the segments on each side), plus
 * what The City scores: buildings, and which areas touch inside the tile. A market's kind is its
 * segment attribute (`segFlags`: fish 1, grain 2, cattle 4).
 */
export interface CityTileType extends TileType {
  /** Pairs of adjacent areas inside the tile (segment indices, a < b). */
  readonly touchPairs: readonly (readonly [number, number])[];
  /** Per segment: the market segments it touches inside the tile, as bits (a district's markets). */
  readonly touchedMarkets: Uint8Array;
  /** Per quarter turn r and segment s, at r · MAX_SEGMENTS + s: the board ports (0–11) it owns, as bits. */
  readonly segPorts: Uint16Array;
  readonly publicBuildings: number;
  readonly historical: string | null;
}

export interface CityTileSet {
  readonly name: string;
  /** The market kinds, in the bit order of `segFlags`. */
  readonly attributes: readonly string[];
  readonly types: readonly CityTileType[];
  readonly byId: ReadonlyMap<string, CityTileType>;
  readonly total: number;
}

export function compileCityTile(def: TileSetDef['tiles'][number], index: number): CityTileType {
  const base = compileTile(def, index, MARKET_KINDS);
  const n = base.segCount;
  for (let s = 0; s < n; s++) {
    const k = base.segKind[s]!;
    if (k === K_MARKET) {
      if (base.segFlags[s] === 0)
        throw new Error(`tile ${def.id}: market segment ${s} needs a kind (${MARKET_KINDS.join(', ')})`);
    } else if (k !== K_ROAD && k !== K_DISTRICT)
      throw new Error(`tile ${def.id}: segment kind ${def.segments[s]!.kind} is not part of The City`);
  }
  for (let port = 0; port < 12; port++) {
    if (port % 3 !== 1 && base.segKind[base.portSeg[port]!] === K_ROAD)
      throw new Error(`tile ${def.id}: a road owns a half-side port (only middle ports carry roads)`);
  }
  const touchPairs: [number, number][] = [];
  def.segments.forEach((s, a) => {
    for (const b of s.touches ?? []) {
      const lo = Math.min(a, b);
      const hi = Math.max(a, b);
      if (b >= n || a === b) throw new Error(`tile ${def.id}: bad touches ${b}`);
      if (!touchPairs.some(([x, y]) => x === lo && y === hi)) touchPairs.push([lo, hi]);
    }
  });
  const touchedMarkets = new Uint8Array(MAX_SEGMENTS);
  for (const [a, b] of touchPairs) {
    if (base.segKind[b] === K_MARKET) touchedMarkets[a]! |= 1 << b;
    if (base.segKind[a] === K_MARKET) touchedMarkets[b]! |= 1 << a;
  }
  const segPorts = new Uint16Array(4 * MAX_SEGMENTS);
  for (let r = 0; r < 4; r++)
    for (let port = 0; port < 12; port++)
      segPorts[r * MAX_SEGMENTS + base.portSeg[r * 13 + port]!]! |= 1 << port;
  return {
    ...base,
    touchPairs,
    touchedMarkets,
    segPorts,
    publicBuildings: def.publicBuildings ?? 0,
    historical: def.historical ?? null,
  };
}

export function compileCityTileSet(def: TileSetDef): CityTileSet {
  const types = def.tiles.map((t, i) => compileCityTile(t, i));
  return {
    name: def.name,
    attributes: MARKET_KINDS,
    types,
    byId: new Map(types.map((t) => [t.id, t])),
    total: types.reduce((a, t) => a + t.count, 0),
  };
}
