import { canonicalPort, portIndex, portName, SIDE_PORTS, type Port } from './ports.js';
import { SEGMENT_KINDS, type SegmentKind, type TileDef, type TileSetDef } from './tile-data.js';

/** Numeric segment kinds used on the hot path (index into SEGMENT_KINDS). */
export const K_FIELD = 0;
export const K_ROAD = 1;
export const K_CITY = 2;
export const K_MONASTERY = 3;
export const K_DISTRICT = 4;
export const K_MARKET = 5;

/** Edge types in a side signature (2 bits per side). */
export const EDGE_FIELD = 0;
export const EDGE_ROAD = 1;
export const EDGE_CITY = 2;

export const MAX_SEGMENTS = 8;

/** One tile shape compiled into lookup tables: everything the hot path needs is an array read. */
export interface TileType {
  readonly def: TileDef;
  readonly id: string;
  readonly index: number;
  readonly count: number;
  readonly segCount: number;
  readonly segKind: Uint8Array;
  readonly segShield: Uint8Array;
  /** Number of tile sides each segment touches (owns a port on): the open sides it brings to its feature. */
  readonly segSides: Uint8Array;
  /** Per quarter turn and side: the distinct segments owning ports there, [(r·4 + side)·4 + k], -1 padded. */
  readonly sideSegs: Int8Array;
  readonly segTouches: readonly (readonly number[])[];
  readonly monasterySeg: number;
  /** Per quarter turn: side signature, 2 bits per side N,E,S,W. */
  readonly sig: Uint8Array;
  /** Per quarter turn: board port (0..12) → segment, flattened [r*13 + port]. */
  readonly portSeg: Int8Array;
  /** Quarter turns that give distinct placements (symmetric tiles have fewer). */
  readonly uniqueRots: readonly number[];
  /** For every quarter turn, the first rotation giving the same placement. */
  readonly rotClass: readonly number[];
}

export interface TileSet {
  readonly name: string;
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

export function compileTile(def: TileDef, index: number): TileType {
  const n = def.segments.length;
  if (n > MAX_SEGMENTS) throw new Error(`tile ${def.id}: more than ${MAX_SEGMENTS} segments`);
  const segKind = new Uint8Array(n);
  const segShield = new Uint8Array(n);
  const segSides = new Uint8Array(n);
  const canon = new Int8Array(13).fill(-1);
  let monasterySeg = -1;
  def.segments.forEach((s, i) => {
    const k = SEGMENT_KINDS.indexOf(s.kind);
    if (k < 0) throw new Error(`tile ${def.id}: unknown segment kind ${JSON.stringify(s.kind)}`);
    segKind[i] = k;
    segShield[i] = s.shield ? 1 : 0;
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
  const sig = new Uint8Array(4);
  const portSeg = new Int8Array(52);
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
      parts.push(`${name}:${d.kind}:${d.shield ? 1 : 0}:${d.market ?? ''}:${touches.join('.')}`);
    }
    keys.push(parts.join(','));
  }
  const sideSegs = new Int8Array(4 * 4 * 4).fill(-1);
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
  return {
    def,
    id: def.id,
    index,
    count: def.count,
    segCount: n,
    segKind,
    segShield,
    segSides,
    sideSegs,
    segTouches: def.segments.map((s) => s.touches ?? []),
    monasterySeg,
    sig,
    portSeg,
    uniqueRots,
    rotClass,
  };
}

export function compileTileSet(def: TileSetDef): TileSet {
  const types = def.tiles.map((t, i) => compileTile(t, i));
  const byId = new Map(types.map((t) => [t.id, t]));
  const start = def.startTile === null ? null : (byId.get(def.startTile) ?? null);
  return { name: def.name, types, byId, start, total: types.reduce((a, t) => a + t.count, 0) };
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
  throw new Error(`segment ${seg} of ${t.id} owns no port`);
}

export function kindName(k: number): SegmentKind {
  const n = SEGMENT_KINDS[k];
  if (n === undefined) throw new RangeError(`segment kind ${k}`);
  return n;
}
