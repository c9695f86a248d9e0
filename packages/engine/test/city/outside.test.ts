import { describe, expect, it } from 'vitest';
import { Mulberry32 } from '../../src/index.js';
import { CITY_STACKS } from '../../src/the-city/public.js';
import { CityGame, cityTileSet, citySeededOrder } from '../../src/internal.js';
import { randomWallDecision } from '../../src/the-city/random.js';

/** The squares of the tiles' bounding box and the ring around it: as cells. */
function around(g: CityGame): number[] {
  const out: number[] = [];
  for (let y = g.minY - 1; y <= g.maxY + 1; y++)
    for (let x = g.minX - 1; x <= g.maxX + 1; x++) out.push(g.cellOf(x, y));
  return out;
}

/** The empty squares reached from the ring around the tiles' bounding box, by a plain flood. */
function flooded(g: CityGame): Set<number> {
  const inBox = new Set(around(g));
  const ring = around(g).filter((c) => {
    const x = g.xOf(c);
    const y = g.yOf(c);
    return x < g.minX || x > g.maxX || y < g.minY || y > g.maxY;
  });
  const reached = new Set(ring);
  const queue = [...ring];
  while (queue.length > 0) {
    const c = queue.pop()!;
    for (let s = 0; s < 4; s++) {
      const n = c + g.sideStep(s);
      if (inBox.has(n) && !reached.has(n) && g.grid[n]! < 0) {
        reached.add(n);
        queue.push(n);
      }
    }
  }
  return reached;
}

describe('the outside area', () => {
  it('kept up to date tile by tile, it is what a flood finds, in games and in their copies', () => {
    const set = cityTileSet();
    let holes = 0;
    for (let i = 0; i < 30; i++) {
      const bag = citySeededOrder(`outside-${i}`, set).map((id) => set.byId.get(id)!.index);
      const g = new CityGame({ tileSet: set, players: 2, bag, stacks: [...CITY_STACKS] });
      const copy = g.clone();
      const rng = new Mulberry32(i);
      while (g.phase !== 'over') {
        if (g.phase === 'place') g.placeTile(g.legal[rng.int(g.legalCount)]!);
        else if (g.phase === 'follower') g.finishTurn(-1);
        else randomWallDecision(g, rng);
        const outside = flooded(g);
        const cells = around(g);
        expect(cells.filter((c) => g.outside.contains(g, c))).toEqual(cells.filter((c) => outside.has(c)));
        copy.copyFrom(g);
        expect(cells.filter((c) => copy.outside.contains(copy, c))).toEqual(
          cells.filter((c) => outside.has(c)),
        );
        holes += cells.filter((c) => g.grid[c]! < 0 && !outside.has(c)).length;
      }
    }
    // The games did enclose squares (else the test shows nothing).
    expect(holes).toBeGreaterThan(0);
  });
});
