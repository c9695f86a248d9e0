import { carcassonne, type SegmentDef, type TileDef } from '@carcassonne/engine';
import { areaAnchor, perimeterPoint, roadAnchor, roadSides, runs, type Pt } from './geometry.js';
import { scenerySpot } from './scenery.js';
import { tileSpots } from './spots.js';

/**
 * Where a tile's icons of its segments stand, in its own orientation: the coats of arms and the
 * expansions' marks (an inn, a cathedral, a good, the princess), each on its segment, clear of
 * every follower spot, so that neither a follower target's disc (12 units) nor a follower standing
 * there covers one while the player chooses.
 */

/** The expansions' marks on a segment: an inn, a cathedral, a good (wine, grain, cloth). */
export const MARKS: Readonly<Record<string, { fill: string; letter: string }>> = {
  inn: { fill: '#4f8fc9', letter: 'I' },
  cathedral: { fill: '#7a5aa8', letter: '✝' },
  wine: { fill: '#8e2f4f', letter: 'W' },
  grain: { fill: '#e0b43a', letter: 'G' },
  cloth: { fill: '#3f7fbf', letter: 'C' },
  // The Princess & the Dragon: the princess in her city.
  princess: { fill: '#c0508f', letter: '♛' },
};

/** A segment's attributes that have a mark, in its order. */
export const markedNames = (seg: SegmentDef): string[] =>
  (seg.attributes ?? []).filter((name) => MARKS[name] !== undefined);

/** A mark's radius (tile units, of 100; a coat of arms is about as wide). */
export const MARK_RADIUS = 8;
/** The least distance from a mark's centre to a follower spot: the disc's 12 and the mark's 8. */
export const CLEAR_OF_SPOTS = 20;
/** The least distance between two icons. */
const CLEAR_OF_ICONS = 17;
/** How far inside the tile's edge an icon's centre stays (a neighbouring tile would cover it). */
const EDGE = 9;

const SIDE_MID: readonly Pt[] = [
  [50, 0],
  [100, 50],
  [50, 100],
  [0, 50],
];
const INWARD: readonly Pt[] = [
  [0, 1],
  [-1, 0],
  [0, -1],
  [1, 0],
];

const distance = (a: Pt, b: Pt): number => Math.hypot(a[0] - b[0], a[1] - b[1]);
const inside = (v: number): number => Math.min(100 - EDGE, Math.max(EDGE, v));

/** Points on a road's centre line (side to side through the middle, or a side to the middle), and beside it. */
function roadPoints(seg: SegmentDef): Pt[][] {
  const sides = roadSides(seg.ports).map((s) => SIDE_MID[s]!);
  const curve = sides.length === 2;
  const on: Pt[] = [];
  const beside: Pt[] = [];
  for (let t = 0.1; t <= 0.9001; t += 0.05)
    for (const [a, b] of curve ? [[sides[0]!, sides[1]!]] : sides.map((side) => [side, [50, 50] as Pt])) {
      const u = 1 - t;
      // A quadratic curve through the middle (a straight line when `b` is the middle itself).
      const [x, y]: Pt = curve
        ? [u * u * a![0] + 2 * t * u * 50 + t * t * b![0], u * u * a![1] + 2 * t * u * 50 + t * t * b![1]]
        : [a![0] + (b![0] - a![0]) * t, a![1] + (b![1] - a![1]) * t];
      // Its direction there, to step aside from the line by the mark's width and a little.
      const [dx, dy] = curve
        ? [2 * u * (50 - a![0]) + 2 * t * (b![0] - 50), 2 * u * (50 - a![1]) + 2 * t * (b![1] - 50)]
        : [b![0] - a![0], b![1] - a![1]];
      const length = Math.hypot(dx, dy) || 1;
      for (const aside of [0, 13, -13])
        (aside === 0 ? on : beside).push([
          inside(x - (dy / length) * aside),
          inside(y + (dx / length) * aside),
        ]);
    }
  // On the road first: a mark beside it only where the road has no room.
  return [on, beside];
}

/** Points just inside an area's stretches of border: inside the area however far it bulges. */
function areaPoints(seg: SegmentDef): Pt[][] {
  const out: Pt[] = [];
  for (const [start, length] of runs(seg.ports))
    for (let t = start + 0.25; t <= start + length - 0.25; t += 0.25) {
      const side = Math.floor((((t % 12) + 12) % 12) / 3);
      const [x, y] = perimeterPoint(t);
      const [nx, ny] = INWARD[side]!;
      for (const depth of [10, 14, 18]) out.push([inside(x + nx * depth), inside(y + ny * depth)]);
    }
  return [out];
}

/** The icons that stay where they are: the chapel or the house where roads end (the middle), The Princess & the Dragon's scenery. */
function fixedIcons(def: TileDef): Pt[] {
  const roads = def.segments.filter((s) => s.kind === 'road');
  const middle =
    def.segments.some((s) => s.kind === 'monastery') || roads.some((r) => roadSides(r.ports).length !== 2);
  const scenery = carcassonne.PRINCESS_DRAGON_SYMBOLS[def.id] ? [scenerySpot(def).at] : [];
  return [...scenery, ...(middle ? [[50, 50] as Pt] : [])];
}

/** Where a segment's icons stood before they kept clear of the spots: its coats of arms, then its marks. */
function wanted(seg: SegmentDef): Pt[] {
  const [x, y] = seg.kind === 'road' ? roadAnchor(seg.ports) : areaAnchor(seg.ports);
  const pair: Pt[] = [
    [x + 12, y - 6],
    [x - 12, y + 8],
  ];
  const shields = seg.kind === 'city' && seg.shield ? pair.slice(0, seg.shields ?? 1) : [];
  const marks = markedNames(seg).map((_, k): Pt => [x - 10 + 20 * k, y + (seg.kind === 'road' ? 12 : 0)]);
  return [...shields, ...marks];
}

/**
 * Each segment's icons, in `def.segments`' order: the points of the segment (of its first tier
 * that has one) clear of the spots and of the icons already placed, each nearest where it stood
 * before; where none is clear, the point farthest from them.
 */
function layOut(def: TileDef): Pt[][] {
  const spots = tileSpots(def);
  const icons: Pt[] = fixedIcons(def);
  return def.segments.map((seg) => {
    const tiers = seg.kind === 'road' ? roadPoints(seg) : areaPoints(seg);
    return wanted(seg).map((want) => {
      const candidates = tiers.flat();
      if (candidates.length === 0) candidates.push([inside(want[0]), inside(want[1])]);
      const room = (p: Pt) =>
        Math.min(
          ...spots.map((s) => distance(p, s) - CLEAR_OF_SPOTS),
          ...icons.map((s) => distance(p, s) - CLEAR_OF_ICONS),
        );
      const clear =
        tiers.map((tier) => tier.filter((p) => room(p) >= 0)).find((tier) => tier.length > 0) ?? [];
      const best = clear.length
        ? clear.reduce((a, b) => (distance(b, want) < distance(a, want) ? b : a))
        : candidates.reduce((a, b) => (room(b) > room(a) ? b : a));
      icons.push(best);
      return best;
    });
  });
}

const LAYOUTS = new WeakMap<TileDef, Pt[][]>();

function layout(def: TileDef): Pt[][] {
  let found = LAYOUTS.get(def);
  if (!found) {
    found = layOut(def);
    LAYOUTS.set(def, found);
  }
  return found;
}

/** Where a segment's coats of arms stand (`def.segments[i]`; none, one or two). */
export function shieldCentres(def: TileDef, i: number): Pt[] {
  const seg = def.segments[i];
  const shields = seg?.kind === 'city' && seg.shield ? (seg.shields ?? 1) : 0;
  return (layout(def)[i] ?? []).slice(0, shields);
}

/** Where a segment's marks stand (`def.segments[i]`), in `markedNames` order. */
export function markCentres(def: TileDef, i: number): Pt[] {
  return (layout(def)[i] ?? []).slice(shieldCentres(def, i).length);
}
