/**
 * Every follower target of every tile can be tapped and read: the numbered discs (12 units' radius
 * on a tile of 100) of two segments of one tile overlap by a sliver at most (their centres at
 * least 20 apart), so no disc covers another's number, on every tile of every set. A turned tile
 * turns all its spots alike, so the tiles' own orientation stands for the four. The expansions'
 * marks and The Princess & the Dragon's scenery stand clear of the spots, so neither a disc nor a
 * follower hides one.
 */
import { carcassonne, type TileDef } from '@carcassonne/engine';
import { describe, expect, it } from 'vitest';
import { followerSpot } from '../src/board/tiles.js';
import { APART, segmentAnchor, tileSpots } from '../src/board/spots.js';
import { SCENERY_RADIUS, scenerySpot } from '../src/board/scenery.js';
import {
  CLEAR_OF_SPOTS,
  MARK_RADIUS,
  markCentres,
  markedNames,
  shieldCentres,
} from '../src/board/segment-icons.js';

/** The least distance between two discs' centres: they may touch over 4 units of their rims. */
const LEAST = 20;
const TILES: readonly TileDef[] = [
  ...carcassonne.BASE.tiles,
  ...carcassonne.WINTER.tiles,
  ...Object.values(carcassonne.EXPANSIONS).flatMap((e) => e.tiles),
];
const tile = (id: string) => TILES.find((t) => t.id === id)!;
const distance = (a: readonly number[], b: readonly number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!);

describe('follower targets', () => {
  it('never cover each other on a tile', () => {
    const overlaps: string[] = [];
    for (const def of TILES) {
      const spots = def.segments.flatMap((s) =>
        s.ports[0] ? [{ s, at: followerSpot(def, 0, s.ports[0]) }] : [],
      );
      for (let i = 0; i < spots.length; i++)
        for (let j = i + 1; j < spots.length; j++) {
          const a = spots[i]!;
          const b = spots[j]!;
          const d = distance(a.at, b.at);
          if (d < LEAST)
            overlaps.push(
              `${def.id}: ${a.s.kind} ${a.s.ports.join('')} and ${b.s.kind} ${b.s.ports.join('')} ${d.toFixed(1)} apart`,
            );
        }
    }
    expect(overlaps).toEqual([]);
  });

  it('move only where two would meet, and stay inside the tile', () => {
    // The base game's tiles keep their drawn spots (none is near another), but the chapel's.
    for (const def of carcassonne.BASE.tiles) {
      const spots = tileSpots(def);
      def.segments.forEach((s, i) => {
        const near = def.segments.some(
          (o, k) => k !== i && distance(segmentAnchor(o), segmentAnchor(s)) < APART,
        );
        if (!near) expect(spots[i], `${def.id} ${s.kind} ${s.ports.join('')}`).toEqual(segmentAnchor(s));
      });
    }
    for (const def of TILES)
      for (const [x, y] of tileSpots(def)) {
        expect(x).toBeGreaterThanOrEqual(10);
        expect(x).toBeLessThanOrEqual(90);
        expect(y).toBeGreaterThanOrEqual(10);
        expect(y).toBeLessThanOrEqual(90);
      }
    // Crossing roads (Traders & Builders' bridge) each keep a spot on their own road.
    const [northSouth, westEast] = tileSpots(tile('TbX'));
    expect(Math.abs(northSouth![0] - 50)).toBeLessThan(Math.abs(northSouth![1] - 50));
    expect(Math.abs(westEast![1] - 50)).toBeLessThan(Math.abs(westEast![0] - 50));
  });

  it("leave the coats of arms and the expansions' marks in sight", () => {
    const covered: string[] = [];
    const counts = { shields: 0, marks: 0 };
    const check = (def: TileDef, name: string, at: readonly number[] | undefined) => {
      expect(at, `${def.id} ${name}`).toBeDefined();
      const [x, y] = at!;
      // Inside the tile, as the spots are: a neighbouring tile would cover its rim.
      expect(Math.min(x!, y!, 100 - x!, 100 - y!)).toBeGreaterThanOrEqual(MARK_RADIUS);
      for (const spot of tileSpots(def))
        if (distance(at!, spot) < CLEAR_OF_SPOTS)
          covered.push(`${def.id} ${name} at ${x},${y}: a spot ${distance(at!, spot).toFixed(1)} away`);
    };
    for (const def of TILES)
      def.segments.forEach((s, i) => {
        for (const at of shieldCentres(def, i)) {
          counts.shields++;
          check(def, 'coat of arms', at);
        }
        markedNames(s).forEach((name, k) => {
          counts.marks++;
          check(def, name, markCentres(def, i)[k]);
        });
      });
    // Before, each coat of arms lay 13 units from its city's spot, each mark 10 to 16 from one.
    expect(counts.marks).toBe(33);
    expect(counts.shields).toBe(24);
    expect(covered).toEqual([]);
    // A city's good stays in its city: the two-sided city's corner, away from the field's spot.
    const [x, y] = markCentres(tile('TbA'), 0)[0]!;
    expect(x + y).toBeLessThan(100);
  });

  it("leave The Princess & the Dragon's volcanoes, dragons and portals in sight", () => {
    const covered: string[] = [];
    const tiles = carcassonne.EXPANSIONS['princess-and-dragon'].tiles.filter(
      (def) => carcassonne.PRINCESS_DRAGON_SYMBOLS[def.id],
    );
    for (const def of tiles) {
      const { at, scale } = scenerySpot(def);
      const radius = SCENERY_RADIUS * scale;
      expect(Math.min(at[0], at[1], 100 - at[0], 100 - at[1]), def.id).toBeGreaterThanOrEqual(radius);
      for (const spot of tileSpots(def))
        if (distance(at, spot) < 12 + radius)
          covered.push(`${def.id}: a spot ${distance(at, spot).toFixed(1)} away`);
    }
    // Before, the portal of PdT and the dragons of PdJ, PdN and PdO lay under a field's spot.
    expect(tiles.length).toBe(23);
    expect(covered).toEqual([]);
  });
});
