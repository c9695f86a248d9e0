import { canonicalPort, portIndex, portName, SIDE_PORTS, type Port } from './ports.js';
import { SEGMENT_KINDS, type SegmentKind, type TileDef, type TileSetDef } from './tile-data.js';

/** Numeric segment kinds used on the hot path (index into SEGMENT_KINDS). */
export const K_FIELD = 0;
export const K_ROAD = 1;
export const K_CITY = 2;
export const K_MONASTERY = 3;
export const K_DISTRICT = 4;
export const K_MARKET = 5;
/** The River's water: joins across the middle of a side, takes no follower, and scores nothing. */
export const K_RIVER = 6;

/** Edge types in a side signature (2 bits per side). */
export const EDGE_FIELD = 0;
export const EDGE_ROAD = 1;
export const EDGE_CITY = 2;

/**
 * The most segments a tile has, and the stride of each placed tile's union-find nodes
 * (`placement · MAX_SEGMENTS + segment`): nine, for Abbey & Mayor's monastery with four road ends
 * and four fields (rules/abbey-and-mayor.md AM1). Not 16: every node slot is copied with the core
 * (the bots copy it for every option they rate), and 16 cost the default bot a tenth of its speed.
 */
export const MAX_SEGMENTS = 9;
/** Bits of a segment in a follower choice (`segment | figure << SEGMENT_BITS`). */
export const SEGMENT_BITS = 4;

/** One tile shape compiled into lookup tables: everything the hot path needs is an array read. */
export interface TileType {
  readonly def: TileDef;
  readonly id: string;
  readonly index: number;
  readonly count: number;
  readonly segCount: number;
  readonly segKind: Uint8Array;
  readonly segShield: Uint8Array;
  /** Attribute bits per segment (bit i: the tile set's attribute i; The City: its market kinds). */
  readonly segFlags: Uint16Array;
  /** Number of tile sides each segment touches (owns a port on): the open sides it brings to its feature. */
  readonly segSides: Uint8Array;
  /** Per quarter turn and side: the distinct segments owning ports there, [(r·4 + side)·4 + k], -1 padded. */
  readonly sideSegs: Int8Array;
  readonly segTouches: readonly (readonly number[])[];
  /**
   * The city segments each segment touches (`segTouches` keeping only cities, in their order), one
   * list after another: segment s's are `cityTouches[cityTouchFrom[s]]` up to `cityTouchFrom[s + 1]`.
   */
  readonly cityTouches: Uint8Array;
  readonly cityTouchFrom: Uint8Array;
  /** The inverse: the field segments touching each segment (a city's), laid out as `cityTouches`. */
  readonly fieldTouches: Uint8Array;
  readonly fieldTouchFrom: Uint8Array;
  readonly monasterySeg: number;
  /** Per quarter turn: side signature, 2 bits per side N,E,S,W. */
  readonly sig: Uint8Array;
  /** Per quarter turn: board port (0..12) → segment, flattened [r*13 + port]. */
  readonly portSeg: Int8Array;
  /** Quarter turns that give distinct placements (symmetric tiles have fewer). */
  readonly uniqueRots: readonly number[];
  /**
   * Per neighbourhood of an empty square (two bits per side N, E, S, W: 0 no tile there, else its
   * edge + 1), the distinct quarter turns that fit there as bits: legal placements in one read.
   */
  readonly fits: Uint8Array;
  /**
   * The same per neighbourhood, as the listing writes it: the quarter turns that fit in order, two
   * bits each from bit 0, and their number from bit 8; 0 when none fits.
   */
  readonly fitTurns: Uint16Array;
  /** For every quarter turn, the first rotation giving the same placement. */
  readonly rotClass: readonly number[];
  /**
   * Per quarter turn and corner (NE SE SW NW), [r·4 + corner]: the field segment owning both side
   * ports beside the corner, else -1 (Abbey & Mayor's barns stand on such corners).
   */
  readonly cornerFields: Int8Array;
  /** Per quarter turn: the corners with a field segment in `cornerFields`, a bit each (bit 0 NE). */
  readonly fieldCorners: Uint8Array;
}

/** Per corner (NE SE SW NW): the two side ports beside it (indices into `SIDE_PORTS`). */
const CORNER_PORTS = [2, 3, 5, 6, 8, 9, 11, 0] as const;

export interface TileSet {
  readonly name: string;
  /** The segment attributes of the set in bit order. */
  readonly attributes: readonly string[];
  readonly types: readonly TileType[];
  readonly byId: ReadonlyMap<string, TileType>;
  readonly start: TileType | null;
  /** Total number of tiles including the start tile. */
  readonly total: number;
}

function edgeOf(kind: number): number {
  if (kind === K_ROAD) return EDGE_ROAD;
  if (kind === K_CITY) return EDGE_CITY;
  return EDGE_FIELD;
}

/** The most attributes a tile set may name (bits of `segFlags`). */
export const MAX_ATTRIBUTES = 16;

/**
 * One tile compiled into lookup tables. `attributes` are the names its tile set gives segment
 * attributes, in bit order; a segment's market kind counts as its attribute of that name.
 */
export function compileTile(def: TileDef, index: number, attributes: readonly string[] = []): TileType {
  const n = def.segments.length;
  if (n > MAX_SEGMENTS) throw new Error(`tile ${def.id}: more than ${MAX_SEGMENTS} segments`);
  if (attributes.length > MAX_ATTRIBUTES)
    throw new Error(`a tile set names more than ${MAX_ATTRIBUTES} attributes`);
  // Every table of the tile in one buffer, the ones each placement reads first: a tile's data
  // is then a few neighbouring cache lines (a game with the expansions draws from 80 types).
  const arena = new Arena(n);
  const segKind = arena.u8(n);
  const segSides = arena.u8(n);
  const segShield = arena.u8(n);
  const sig = arena.u8(4);
  const fieldCorners = arena.u8(4);
  const cornerFields = arena.i8(16).fill(-1);
  const portSeg = arena.i8(52);
  const cityTouchFrom = arena.u8(n + 1);
  const cityTouchSpace = arena.u8(n * MAX_SEGMENTS);
  const fieldTouchFrom = arena.u8(n + 1);
  const fieldTouchSpace = arena.u8(n * MAX_SEGMENTS);
  const segFlags = arena.u16(n);
  const fitTurns = arena.u16(256);
  const fits = arena.u8(256);
  const sideSegs = arena.i8(4 * 4 * 4).fill(-1);
  const canon = new Int8Array(13).fill(-1);
  let monasterySeg = -1;
  def.segments.forEach((s, i) => {
    const k = SEGMENT_KINDS.indexOf(s.kind);
    if (k < 0) throw new Error(`tile ${def.id}: unknown segment kind ${JSON.stringify(s.kind)}`);
    segKind[i] = k;
    segShield[i] = s.shields ?? (s.shield ? 1 : 0);
    for (const name of [...(s.attributes ?? []), ...(s.market !== undefined ? [s.market] : [])]) {
      const bit = attributes.indexOf(name);
      if (bit < 0)
        throw new Error(
          `tile ${def.id}: segment ${i} carries ${JSON.stringify(name)}, which its tile set does not name`,
        );
      segFlags[i]! |= 1 << bit;
    }
    if (k === K_MONASTERY) monasterySeg = i;
    for (const p of s.ports) {
      const pi = portIndex(p);
      if (pi < 0) throw new Error(`tile ${def.id}: unknown port ${JSON.stringify(p)}`);
      if (canon[pi] !== -1) throw new Error(`tile ${def.id}: port ${p} owned twice`);
      canon[pi] = i;
    }
  });
  for (let p = 0; p < 12; p++) {
    if (canon[p] === -1) throw new Error(`tile ${def.id}: port ${SIDE_PORTS[p]} has no segment`);
  }
  const keys: string[] = [];
  for (let r = 0; r < 4; r++) {
    let s = 0;
    for (let b = 0; b < 13; b++) portSeg[r * 13 + b] = canon[canonicalPort(b, r)]!;
    for (let side = 0; side < 4; side++) s |= edgeOf(segKind[portSeg[r * 13 + 3 * side + 1]!]!) << (2 * side);
    sig[r] = s;
    // Structure seen from the board, with segments renamed in order of first appearance, so
    // that rotations giving the same placement (U at 0 and 180) get the same key.
    const rename = new Map<number, number>();
    const parts: string[] = [];
    for (let b = 0; b < 13; b++) {
      const seg = portSeg[r * 13 + b]!;
      if (seg < 0) {
        parts.push('-');
        continue;
      }
      if (!rename.has(seg)) rename.set(seg, rename.size);
      parts.push(`${rename.get(seg)}`);
    }
    for (const [seg, name] of rename) {
      const d = def.segments[seg]!;
      const touches = (d.touches ?? []).map((x) => rename.get(x) ?? -1).sort();
      parts.push(
        `${name}:${d.kind}:${d.shields ?? (d.shield ? 1 : 0)}:${d.market ?? ''}:${(d.attributes ?? []).join('+')}:${touches.join('.')}`,
      );
    }
    keys.push(parts.join(','));
  }
  for (let r = 0; r < 4; r++) {
    for (let side = 0; side < 4; side++) {
      let c = 0;
      for (let k = 0; k < 3; k++) {
        const seg = portSeg[r * 13 + 3 * side + k]!;
        let seen = false;
        for (let j = 0; j < c; j++) if (sideSegs[(r * 4 + side) * 4 + j] === seg) seen = true;
        if (seen) continue;
        sideSegs[(r * 4 + side) * 4 + c++] = seg;
        if (r === 0) segSides[seg]!++;
      }
    }
  }
  const rotClass = keys.map((k) => keys.indexOf(k));
  const uniqueRots = [0, 1, 2, 3].filter((r) => rotClass[r] === r);
  // A rotation fits every neighbourhood that shows, on each side, no tile or its own edge: for
  // each subset of sides with a tile, the one such neighbourhood.
  for (const r of uniqueRots) {
    for (let shown = 0; shown < 16; shown++) {
      let around = 0;
      for (let side = 0; side < 4; side++)
        if (shown & (1 << side)) around |= (((sig[r]! >> (2 * side)) & 3) + 1) << (2 * side);
      fits[around]! |= 1 << r;
    }
  }
  for (let around = 0; around < 256; around++) {
    let k = 0;
    let packed = 0;
    for (let r = 0; r < 4; r++) if ((fits[around]! >> r) & 1) packed |= r << (2 * k++);
    fitTurns[around] = k === 0 ? 0 : packed | (k << 8);
  }
  const cityTouches: number[] = [];
  def.segments.forEach((s, i) => {
    cityTouchFrom[i] = cityTouches.length;
    for (const c of s.touches ?? []) if (segKind[c] === K_CITY) cityTouches.push(c);
  });
  cityTouchFrom[n] = cityTouches.length;
  cityTouchSpace.set(cityTouches);
  const fieldTouches: number[] = [];
  for (let c = 0; c < n; c++) {
    fieldTouchFrom[c] = fieldTouches.length;
    for (let f = 0; f < n; f++)
      if (segKind[f] === K_FIELD && segKind[c] === K_CITY && def.segments[f]!.touches?.includes(c))
        fieldTouches.push(f);
  }
  fieldTouchFrom[n] = fieldTouches.length;
  fieldTouchSpace.set(fieldTouches);
  for (let r = 0; r < 4; r++) {
    for (let c = 0; c < 4; c++) {
      const seg = portSeg[r * 13 + CORNER_PORTS[2 * c]!]!;
      if (seg !== portSeg[r * 13 + CORNER_PORTS[2 * c + 1]!] || segKind[seg] !== K_FIELD) continue;
      cornerFields[r * 4 + c] = seg;
      fieldCorners[r]! |= 1 << c;
    }
  }
  return {
    def,
    id: def.id,
    index,
    count: def.count,
    segCount: n,
    segKind,
    segShield,
    segFlags,
    segSides,
    sideSegs,
    segTouches: def.segments.map((s) => s.touches ?? []),
    cityTouches: cityTouchSpace.subarray(0, cityTouches.length),
    cityTouchFrom,
    fieldTouches: fieldTouchSpace.subarray(0, fieldTouches.length),
    fieldTouchFrom,
    monasterySeg,
    sig,
    portSeg,
    uniqueRots,
    fits,
    fitTurns,
    rotClass,
    cornerFields,
    fieldCorners,
  };
}

/** Typed arrays carved one after another from one buffer sized for a tile of `segments` segments. */
class Arena {
  private readonly buffer: ArrayBuffer;
  private at = 0;
  constructor(segments: number) {
    this.buffer = new ArrayBuffer(1024 + 16 * segments);
  }
  private take(bytes: number, align: number): number {
    this.at = Math.ceil(this.at / align) * align;
    const start = this.at;
    this.at += bytes;
    return start;
  }
  u8(n: number): Uint8Array {
    return new Uint8Array(this.buffer, this.take(n, 1), n);
  }
  i8(n: number): Int8Array {
    return new Int8Array(this.buffer, this.take(n, 1), n);
  }
  u16(n: number): Uint16Array {
    return new Uint16Array(this.buffer, this.take(2 * n, 2), n);
  }
}

export function compileTileSet(def: TileSetDef): TileSet {
  const attributes = def.attributes ?? [];
  const types = def.tiles.map((t, i) => compileTile(t, i, attributes));
  const byId = new Map(types.map((t) => [t.id, t]));
  const start = def.startTile === null ? null : (byId.get(def.startTile) ?? null);
  return { name: def.name, attributes, types, byId, start, total: types.reduce((a, t) => a + t.count, 0) };
}

/** The port a record names for a segment of a placed tile: its first board port (C for a monastery). */
export function segmentPort(t: TileType, quarterTurns: number, seg: number): Port {
  if (t.segKind[seg] === K_MONASTERY) return 'C';
  for (let b = 0; b < 12; b++) {
    if (t.portSeg[quarterTurns * 13 + b] === seg) {
      // Prefer the middle port of a side when the segment owns one: it reads better (N rather than NNW).
      const mid = 3 * Math.floor(b / 3) + 1;
      return portName(t.portSeg[quarterTurns * 13 + mid] === seg ? mid : b);
    }
  }
  // A segment in the middle of its tile touching no side (an expansion's field enclosed by cities).
  if (t.portSeg[quarterTurns * 13 + 12] === seg) return 'C';
  throw new Error(`segment ${seg} of ${t.id} owns no port`);
}

/** The bit of a named attribute in a tile set's `segFlags` (0 when the set does not name it). */
export function attributeBit(set: Pick<TileSet, 'attributes'>, name: string): number {
  const i = set.attributes.indexOf(name);
  return i < 0 ? 0 : 1 << i;
}

export function kindName(k: number): SegmentKind {
  const n = SEGMENT_KINDS[k];
  if (n === undefined) throw new RangeError(`segment kind ${k}`);
  return n;
}
