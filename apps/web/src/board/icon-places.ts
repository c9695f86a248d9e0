import { SIDES, type SegmentDef, type TileDef } from '@carcassonne/engine';
import { perimeterPoint, roadSides, runs, SIDE_MID, sideNormal, type Pt } from './geometry.js';

/** Places on a segment where an icon may stand (tile units, a tile of 100, its own orientation). */

/** How far inside the tile's edge an icon's centre stays (a neighbouring tile would cover it). */
const EDGE = 9;

export const inside = (v: number, edge = EDGE): number => Math.min(100 - edge, Math.max(edge, v));

/** Whether the tile's roads end at a house in its middle (TileArt draws it there). */
export function hasHub(def: TileDef): boolean {
  const roads = def.segments.filter((s) => s.kind === 'road');
  return (
    roads.length >= 3 ||
    // Two roads that each end on the tile (Abbey & Mayor's AmD).
    (roads.length === 2 && roads.every((r) => roadSides(r.ports).length === 1)) ||
    (roads.length === 1 &&
      roadSides(roads[0]!.ports).length === 1 &&
      !def.segments.some((s) => s.kind === 'monastery'))
  );
}

/** Points on a road's centre line (side to side through the middle, or a side to the middle), and beside it. */
export function roadPoints(seg: SegmentDef): Pt[][] {
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

/**
 * Points just inside an area's stretches of border (`depths` units in): inside the area however
 * far it bulges. A stretch of half the tile's border or more bounds an area that reaches deep
 * into the tile: points further in too (a whole city's coat of arms near its middle).
 */
export function areaPoints(seg: SegmentDef, depths: readonly number[] = [10, 14, 18]): Pt[][] {
  const out: Pt[] = [];
  for (const [start, length] of runs(seg.ports)) {
    const deep = length >= 6 ? [...depths, 24, 30] : depths;
    for (let t = start + 0.25; t <= start + length - 0.25; t += 0.25) {
      // Into the tile: against the normal of the side the point lies on.
      const [nx, ny] = sideNormal(SIDES[Math.floor((((t % 12) + 12) % 12) / 3)]!);
      const [x, y] = perimeterPoint(t);
      for (const depth of deep) out.push([inside(x - nx * depth), inside(y - ny * depth)]);
    }
  }
  return [out];
}
