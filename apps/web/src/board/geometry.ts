import { PORTS, SIDE_PORTS, type Port, type Side } from '@carcassonne/engine';

/**
 * Tile geometry in a 100×100 square, y down. The perimeter is measured in port units:
 * twelve side ports clockwise from the north-west corner (notation.md), three per side.
 */
export const S = 100;
export type Pt = readonly [number, number];
const C: Pt = [50, 50];

export function perimeterPoint(t: number): Pt {
  const u = ((t % 12) + 12) % 12;
  const side = Math.floor(u / 3);
  const f = ((u - side * 3) / 3) * S;
  switch (side) {
    case 0:
      return [f, 0];
    case 1:
      return [S, f];
    case 2:
      return [S - f, S];
    default:
      return [0, S - f];
  }
}

/** The distance between two points. */
export const distance = (a: Pt, b: Pt): number => Math.hypot(a[0] - b[0], a[1] - b[1]);
const lerp = (a: Pt, b: Pt, k: number): Pt => [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k];
const r1 = (n: number) => Math.round(n * 10) / 10;
const pt = (p: Pt) => `${r1(p[0])} ${r1(p[1])}`;

export function portIndexOf(p: Port): number {
  return (PORTS as readonly string[]).indexOf(p);
}

/** Runs of consecutive owned side ports, cyclic: [start, length]. */
export function runs(ports: readonly Port[]): [number, number][] {
  const owned = SIDE_PORTS.map((p) => ports.includes(p));
  if (owned.every(Boolean)) return [[0, 12]];
  if (!owned.some(Boolean)) return [];
  const first = owned.findIndex((o, i) => o && !owned[(i + 11) % 12]);
  const out: [number, number][] = [];
  for (let k = 0; k < 12; k++) {
    const i = (first + k) % 12;
    if (owned[i] && !owned[(i + 11) % 12]) {
      let len = 0;
      while (len < 12 && owned[(i + len) % 12]) len++;
      out.push([i, len]);
    }
  }
  return out;
}

/** How far a lone area bulges into the tile, by the length of its run (tuned by eye). */
function bulge(len: number): number {
  if (len <= 1) return 0.6;
  if (len === 2) return 1.15;
  if (len === 4) return 1.0;
  if (len === 5) return 0.86;
  if (len === 7) return 1.2;
  if (len === 8) return 1.24;
  return 1.4;
}

/** Outline of an area (city, market, district) owning these ports, in tile coordinates. */
export function areaPath(ports: readonly Port[]): string {
  const rs = runs(ports);
  if (rs.length === 0) return '';
  if (rs[0]![1] === 12) return `M0 0H${S}V${S}H0Z`;
  let d = '';
  rs.forEach(([s, len], k) => {
    const e = s + len;
    d += k === 0 ? `M${pt(perimeterPoint(s))}` : '';
    for (let c = Math.floor(s / 3) * 3 + 3; c < e; c += 3) d += `L${pt(perimeterPoint(c))}`;
    d += `L${pt(perimeterPoint(e))}`;
    const [ns] = rs[(k + 1) % rs.length]!;
    let ctrl: Pt;
    if (rs.length === 1) {
      const mid = perimeterPoint(s + len / 2);
      ctrl = lerp(mid, C, bulge(len));
    } else {
      const gapLen = (ns - e + 12) % 12;
      ctrl = lerp(perimeterPoint(e + gapLen / 2), C, 0.6);
    }
    d += `Q${pt(ctrl)} ${pt(perimeterPoint(ns))}`;
  });
  return `${d}Z`;
}

/** A point well inside the area, for a follower or a label. */
export function areaAnchor(ports: readonly Port[]): Pt {
  if (ports.includes('C')) return C;
  const rs = runs(ports);
  if (rs.length !== 1 || rs[0]![1] === 12) return rs.length === 0 ? C : rs[0]![1] === 12 ? [50, 30] : C;
  const [s, len] = rs[0]!;
  const mid = perimeterPoint(s + len / 2);
  return lerp(mid, C, Math.min(0.5, bulge(len) * 0.35));
}

/** A field's anchor: near the middle of its longest stretch of border. */
export function fieldAnchor(ports: readonly Port[]): Pt {
  const rs = runs(ports);
  if (rs.length === 0) return C;
  const [s, len] = rs.reduce((a, b) => (b[1] > a[1] ? b : a));
  if (len === 12) return [22, 22];
  return lerp(perimeterPoint(s + len / 2), C, 0.3);
}

/** The middle ports a road reaches (0..3 = N E S W). */
export function roadSides(ports: readonly Port[]): number[] {
  return ports.flatMap((p) => {
    const i = portIndexOf(p);
    return i >= 0 && i < 12 && i % 3 === 1 ? [(i - 1) / 3] : [];
  });
}

/** The middle of each side (0..3 = N E S W). */
export const SIDE_MID: readonly Pt[] = [
  [50, 0],
  [S, 50],
  [50, S],
  [0, 50],
];

/** Centre line of a road: side to side through the middle, or from a side to the centre. */
export function roadPath(ports: readonly Port[]): string {
  const sides = roadSides(ports);
  const a = SIDE_MID[sides[0] ?? 0]!;
  // A road joining three sides (Abbey & Mayor's AmK): each side to the middle.
  if (sides.length >= 3) return sides.map((s) => `M${pt(SIDE_MID[s]!)}L50 50`).join('');
  if (sides.length >= 2) return `M${pt(a)}Q50 50 ${pt(SIDE_MID[sides[1]!]!)}`;
  return `M${pt(a)}L50 50`;
}

export function roadAnchor(ports: readonly Port[]): Pt {
  const sides = roadSides(ports);
  const a = SIDE_MID[sides[0] ?? 0]!;
  if (sides.length >= 2) {
    const b = SIDE_MID[sides[1]!]!;
    return [0.25 * a[0] + 0.5 * 50 + 0.25 * b[0], 0.25 * a[1] + 0.5 * 50 + 0.25 * b[1]];
  }
  return lerp(a, C, 0.42);
}

/** Rotate a tile point clockwise by `rotation` degrees about the tile centre. */
export function rotatePt(p: Pt, rotation: number): Pt {
  let [x, y] = p;
  for (let q = 0; q < ((rotation / 90) & 3); q++) [x, y] = [S - y, x];
  return [x, y];
}

/** Canonical port index shown at board port index `b` on a tile turned `rotation` degrees. */
export function canonicalIndex(b: number, rotation: number): number {
  return b === 12 ? 12 : (b - 3 * (rotation / 90) + 24) % 12;
}

const SIDE_INDEX: Readonly<Record<Side, number>> = { N: 0, E: 1, S: 2, W: 3 };

/** An edge of a square, walked clockwise with the tile on the right: [from, to] in board units. */
export function edgeEnds(x: number, y: number, side: Side): [Pt, Pt] {
  const s = SIDE_INDEX[side];
  const a = perimeterPoint(s * 3);
  const b = perimeterPoint(s * 3 + 3);
  return [
    [x * S + a[0], y * S + a[1]],
    [x * S + b[0], y * S + b[1]],
  ];
}

/** Outward unit normal of a side. */
export function sideNormal(side: Side): Pt {
  const n: readonly Pt[] = [
    [0, -1],
    [1, 0],
    [0, 1],
    [-1, 0],
  ];
  return n[SIDE_INDEX[side]]!;
}
