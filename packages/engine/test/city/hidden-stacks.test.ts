import { describe, expect, it } from 'vitest';
import { Mulberry32 } from '../../src/index.js';
import { citySeededOrder } from '../../src/internal.js';
import { CityMatch } from '../../src/the-city/public.js';
import { RB } from './helpers.js';

const STACKS = [30, 25, 20];

function deal(tiles: string[]): CityMatch {
  const m = CityMatch.create({ game: 'the-city', preset: 'the-city', players: RB, tiles, stacks: STACKS });
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

/** Positions (bag order) of a tile in stack 2 and a different tile in stack 3. */
function swapPair(tiles: readonly string[], rng: Mulberry32): [number, number] {
  for (;;) {
    const a = 30 + rng.int(25);
    const b = 55 + rng.int(20);
    if (tiles[a] !== tiles[b]) return [a, b];
  }
}

describe('The City: the three stacks are dealt face down', () => {
  it('two deals differing by tiles moved between stacks 2 and 3 give byte-identical views until one is drawn', () => {
    let compared = 0;
    for (let game = 0; game < 6; game++) {
      const rng = new Mulberry32(game + 11);
      const tiles = citySeededOrder(`stacks-${game}`);
      const [a, b] = swapPair(tiles, rng);
      const moved = [...tiles];
      [moved[a], moved[b]] = [tiles[b]!, tiles[a]!];
      const one = deal(tiles);
      const two = deal(moved);
      // Until the first moved tile is drawn (it leaves the bag at position a), nothing differs.
      while (!one.finished && one.game.bagPos <= a) {
        expect(JSON.stringify(two.view())).toBe(JSON.stringify(one.view()));
        compared++;
        const legal = one.legalMoves();
        const move = legal[rng.int(legal.length)]!;
        expect(one.play(move).ok).toBe(true);
        expect(two.play(move).ok).toBe(true);
      }
      if (!one.finished) expect(JSON.stringify(two.view())).not.toBe(JSON.stringify(one.view()));
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('the view gives the stacks’ sizes and the unseen tiles of all stacks together', () => {
    const m = deal(citySeededOrder('sizes'));
    const v = m.view();
    expect(v.stacks).toEqual([30, 25, 20]);
    expect(v.stacksLeft).toEqual([29, 25, 20]);
    expect(Array.isArray(v.remaining)).toBe(false);
    expect(Object.values(v.remaining).reduce((x, y) => x + y, 0)).toBe(v.tilesLeft);
    expect(v.stacksLeft.reduce((x, y) => x + y, 0)).toBe(v.tilesLeft);
  });
});
