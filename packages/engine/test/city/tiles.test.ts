import { describe, expect, it } from 'vitest';
import { CITY_TILES, THE_CITY, CityMatch } from '../../src/the-city/public.js';
import { cityTileSet, citySeededOrder, towersPerPlayer } from '../../src/internal.js';
import { RB } from './helpers.js';

describe('The City tile set (tiles.md)', () => {
  const set = cityTileSet();
  it('75 tiles, 32 public buildings, 7 historical buildings, no start tile', () => {
    expect(set.total).toBe(75);
    expect(THE_CITY.startTile).toBeNull();
    expect(CITY_TILES.reduce((a, t) => a + t.count * (t.publicBuildings ?? 0), 0)).toBe(32);
    const hist = CITY_TILES.filter((t) => t.historical);
    expect(hist.map((t) => t.count)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(new Set(hist.map((t) => t.historical)).size).toBe(7);
  });

  it('market segments: 12 fish, 12 grain, 12 cattle; only roads on middle ports', () => {
    const n: Record<string, number> = {};
    for (const t of CITY_TILES)
      for (const s of t.segments) if (s.market) n[s.market] = (n[s.market] ?? 0) + t.count;
    expect(n).toEqual({ fish: 12, grain: 12, cattle: 12 });
    for (const t of set.types)
      for (let r = 0; r < 4; r++)
        for (let b = 0; b < 12; b++) expect(t.portSeg[r * 13 + b]).toBeGreaterThanOrEqual(0);
  });

  it('areas separated by roads are not adjacent; two-area tiles without roads are', () => {
    expect(set.byId.get('C03')!.touchPairs).toEqual([]);
    expect(set.byId.get('C20')!.touchPairs).toEqual([[0, 1]]);
    expect(set.byId.get('C25')!.touchPairs).toEqual([
      [0, 2],
      [1, 2],
    ]);
  });

  it('seeded order and stacks match the test vector', () => {
    const order = citySeededOrder('carcassonne');
    expect(order.slice(0, 8).join(' ')).toBe('C02 C01 H5 C21 H2 C19 C15 C25');
    expect(order[30]).toBe('C11');
    expect(order[55]).toBe('C02');
    const m = CityMatch.create({ game: 'the-city', preset: 'the-city', players: RB, seed: 'carcassonne' });
    if (!m.ok) throw new Error(m.error.message);
    const v = m.value.view();
    expect(v.drawn).toBe('C02');
    expect(v.stacksLeft).toEqual([29, 25, 20]);
    expect(Object.values(v.remaining).reduce((a, b) => a + b, 0)).toBe(74);
    expect(m.value.toRecord().stacks).toEqual([30, 25, 20]);
  });

  it('towers are split equally', () => {
    expect([2, 3, 4].map(towersPerPlayer)).toEqual([6, 4, 3]);
  });
});
