import type { SegmentDef, TileDef } from '@carcassonne/engine';
import { areaAnchor, distance, fieldAnchor, perimeterPoint, roadAnchor, runs, type Pt } from './geometry.js';

/**
 * Where a follower stands on each segment of a tile, in the tile's own orientation, with no two
 * closer than `APART`: a follower target is a disc of 12 units (on a tile of 100), so two
 * segments that cross (a bridge, two cities over each other) or that meet by the chapel would
 * otherwise put one disc on top of another, and the one below could not be tapped.
 */
export const APART = 24;
const LOW = 12;
const HIGH = 88;
/**
 * The chapel's follower stands beside it, in the first corner no other segment's spot is near;
 * on the chapel itself when every corner is taken (a chapel at a crossroads, a field in each corner).
 */
const CHAPEL_SPOTS: readonly Pt[] = [
  [76, 76],
  [24, 76],
  [76, 24],
  [24, 24],
  [50, 50],
];

/** A segment's own spot, alone on its tile. */
export function segmentAnchor(seg: SegmentDef): Pt {
  switch (seg.kind) {
    case 'road':
      return roadAnchor(seg.ports);
    case 'field':
      return fieldAnchor(seg.ports);
    case 'monastery':
      return CHAPEL_SPOTS[0]!;
    default:
      return areaAnchor(seg.ports);
  }
}

const clamp = (v: number): number => Math.min(HIGH, Math.max(LOW, v));

/** Where a segment's spot may move to stay on it: the middle of its longest stretch of border (null: it stays). */
function awayPoint(seg: SegmentDef): Pt | null {
  if (seg.kind === 'monastery') return null;
  const rs = runs(seg.ports);
  if (rs.length === 0) return null;
  const [start, length] = rs.reduce((a, b) => (b[1] > a[1] ? b : a));
  return length === 12 ? null : perimeterPoint(start + length / 2);
}

/** `from` moved `step` units toward `to` (no further than `to`), kept inside the tile. */
function toward(from: Pt, to: Pt, step: number): [number, number] {
  const length = distance(from, to);
  if (length < 1e-9) return [from[0], from[1]];
  const k = Math.min(1, step / length);
  return [clamp(from[0] + (to[0] - from[0]) * k), clamp(from[1] + (to[1] - from[1]) * k)];
}

function separate(segments: readonly SegmentDef[]): Pt[] {
  const at: [number, number][] = segments.map((s) => [...segmentAnchor(s)]);
  const others = (i: number) => at.filter((_, k) => k !== i);
  // The chapel first: the corner beside it that no other spot is near.
  segments.forEach((s, i) => {
    if (s.kind !== 'monastery') return;
    const free = CHAPEL_SPOTS.find((c) => others(i).every((p) => distance(c, p) >= APART));
    if (free) at[i] = [...free];
  });
  // Spots on top of each other (segments that cross): each moves along its own segment, toward its border.
  const away = segments.map(awayPoint);
  const stacked = at.map((p, i) => at.some((q, k) => k !== i && distance(p, q) < 1));
  stacked.forEach((on, i) => {
    const to = away[i];
    if (on && to) at[i] = toward(at[i]!, to, APART / 2 + 1);
  });
  // Then spots still near push each other apart, each half the way, until none is.
  for (let pass = 0; pass < 24; pass++) {
    let close = false;
    for (let i = 0; i < at.length; i++)
      for (let j = i + 1; j < at.length; j++) {
        const [a, b] = [at[i]!, at[j]!];
        const d = distance(a, b);
        if (d >= APART || d < 1e-9) continue;
        close = true;
        const push = (APART - d) / 2 + 1;
        const ux = (a[0] - b[0]) / d;
        const uy = (a[1] - b[1]) / d;
        at[i] = [clamp(a[0] + ux * push), clamp(a[1] + uy * push)];
        at[j] = [clamp(b[0] - ux * push), clamp(b[1] - uy * push)];
      }
    if (!close) break;
  }
  return at;
}

const SPOTS = new WeakMap<TileDef, readonly Pt[]>();

/** The spot of each of the tile's segments (in `def.segments`' order), in its own orientation. */
export function tileSpots(def: TileDef): readonly Pt[] {
  let spots = SPOTS.get(def);
  if (!spots) {
    spots = separate(def.segments);
    SPOTS.set(def, spots);
  }
  return spots;
}
