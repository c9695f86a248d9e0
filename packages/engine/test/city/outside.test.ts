import { describe, expect, it } from 'vitest';
import { Mulberry32 } from '../../src/index.js';
import { CITY_STACKS } from '../../src/the-city/public.js';
import { CityGame, cityTileSet, citySeededOrder, ensureOutside, OutsideArea } from '../../src/internal.js';
import { randomWallDecision } from '../../src/the-city/random.js';

/** The squares of the tiles' bounding box and the ring around it that `area` counts as outside. */
function outsideSquares(g: CityGame, area: OutsideArea): number[] {
  const out: number[] = [];
  for (let y = g.minY - 1; y <= g.maxY + 1; y++)
    for (let x = g.minX - 1; x <= g.maxX + 1; x++) {
      const c = g.cellOf(x, y);
      if (area.contains(g, c)) out.push(c);
    }
  return out;
}

describe('the outside area', () => {
  it('kept up to date tile by tile, it is what a fresh count finds, in games and their copies', () => {
    const set = cityTileSet();
    let holes = 0;
    for (let i = 0; i < 30; i++) {
      const bag = citySeededOrder(`outside-${i}`, set).map((id) => set.byId.get(id)!.index);
      const g = new CityGame({ tileSet: set, players: 2, bag, stacks: [...CITY_STACKS] });
      const copy = g.clone();
      const rng = new Mulberry32(i);
      // From some turn on the area is kept up to date (a game asks for it first at its first wall round).
      const from = (i * 7) % 40;
      while (g.phase !== 'over') {
        if (g.phase === 'place') g.placeTile(g.legal[rng.int(g.legalCount)]!);
        else if (g.phase === 'follower') g.finishTurn(-1);
        else randomWallDecision(g, rng);
        if (g.placedCount < from) continue;
        ensureOutside(g);
        const fresh = new OutsideArea(g.grid.length);
        fresh.refresh(g);
        const kept = outsideSquares(g, g.outside);
        expect(kept).toEqual(outsideSquares(g, fresh));
        copy.copyFrom(g);
        expect(outsideSquares(copy, copy.outside)).toEqual(kept);
        for (let c = 0; c < g.grid.length; c++) if (g.grid[c]! < 0 && g.outside.enclosed[c]) holes++;
      }
    }
    // The games did enclose squares (else the test shows nothing).
    expect(holes).toBeGreaterThan(0);
  });
});
