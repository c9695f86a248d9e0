import { carcassonne, type SegmentDef, type TileDef } from '@carcassonne/engine';
import { areaAnchor, distance, roadAnchor, type Pt } from './geometry.js';
import { areaPoints, hasHub, inside, roadPoints } from './icon-places.js';
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

/** The icons that stay where they are: the chapel or the house where roads end (the middle), The Princess & the Dragon's scenery. */
function fixedIcons(def: TileDef): Pt[] {
  const middle = hasHub(def) || def.segments.some((s) => s.kind === 'monastery');
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
    const wants = wanted(seg);
    if (wants.length === 0) return [];
    const tiers = seg.kind === 'road' ? roadPoints(seg) : areaPoints(seg);
    const candidates = tiers.flat();
    return wants.map((want) => {
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
