import type { Port } from './ports.js';

export const SEGMENT_KINDS = ['field', 'road', 'city', 'monastery', 'district', 'market', 'river'] as const;
export type SegmentKind = (typeof SEGMENT_KINDS)[number];
export const MARKET_KINDS = ['fish', 'grain', 'cattle'] as const;
export type MarketKind = (typeof MARKET_KINDS)[number];

/** One segment of a tile in canonical orientation: what it is and which ports it owns. */
export interface SegmentDef {
  readonly kind: SegmentKind;
  readonly ports: readonly Port[];
  /** A city segment with a coat of arms. */
  readonly shield?: boolean;
  /** Coats of arms when more than one (Abbey & Mayor's city with two; `shield` is then set too). */
  readonly shields?: number;
  /** Fields: indices of the city segments of the same tile this field touches (farm scoring). The City: adjacent areas. */
  readonly touches?: readonly number[];
  readonly market?: MarketKind;
  /**
   * What else the segment carries, for an expansion's rules: an inn on a road, a cathedral in a
   * city. Its tile set lists the names it knows (`TileSetDef.attributes`); each becomes a bit the
   * union-find joins across a feature and the scoring rules read.
   */
  readonly attributes?: readonly string[];
}

export interface TileDef {
  readonly id: string;
  readonly count: number;
  readonly segments: readonly SegmentDef[];
  /** The City: public buildings on the tile (guards score them). */
  readonly publicBuildings?: number;
  /** The City: the named historical building on the tile. */
  readonly historical?: string;
}

export interface TileSetDef {
  readonly name: string;
  readonly tiles: readonly TileDef[];
  /** The tile placed at (0,0) before the first turn, one copy taken out of the set; none in The City. */
  readonly startTile: string | null;
  /** The segment attributes its tiles may carry, in bit order (none in the base game). */
  readonly attributes?: readonly string[];
}

/** The tiles in a set (a start tile included), read off its definition without compiling it. */
export function tileCount(def: TileSetDef): number {
  let n = 0;
  for (const t of def.tiles) n += t.count;
  return n;
}
