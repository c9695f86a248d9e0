import { describe, expect, it } from 'vitest';
import { Mulberry32 } from '../../src/index.js';
import { CITY_STACKS } from '../../src/the-city/public.js';
import { CityGame, cityTileSet, citySeededOrder } from '../../src/internal.js';

/** One random decision of any kind; returns a description for comparison. */
function step(g: CityGame, rng: Mulberry32): string {
  switch (g.phase) {
    case 'place': {
      const c = g.legal[rng.int(g.legalCount)]!;
      g.placeTile(c);
      return `p${c}:${g.followerOptionCount}`;
    }
    case 'follower': {
      const k = rng.int(g.followerOptionCount + 1);
      g.finishTurn(k === 0 ? -1 : g.followerOptions[k - 1]!);
      return `f${k}`;
    }
    case 'gate':
    case 'tower': {
      const o = g.choices[rng.int(g.choiceCount)]!;
      if (g.phase === 'gate') g.placeGate(o);
      else g.placeTower(o);
      return `o${o}:${g.choiceCount}`;
    }
    case 'wall': {
      const o = g.choices[rng.int(g.choiceCount)]!;
      g.placeWall(o >> 1, (o & 1) === 1);
      return `w${o}`;
    }
    default:
      return 'over';
  }
}

function randomGame(seed: string, decisions: number): CityGame {
  const set = cityTileSet();
  const bag = citySeededOrder(seed, set).map((id) => set.byId.get(id)!.index);
  const g = new CityGame({ tileSet: set, players: 3, bag, stacks: [...CITY_STACKS] });
  const rng = new Mulberry32(decisions + seed.length);
  for (let i = 0; i < decisions && g.phase !== 'over'; i++) step(g, rng);
  return g;
}

describe('CityGame.copyFrom', () => {
  it('gives a game that plays on exactly like the original, whatever the target held before', () => {
    for (let i = 0; i < 40; i++) {
      const a = randomGame(`ca-${i}`, (i * 13) % 140);
      const b = randomGame(`cb-${i}`, 160 - (i % 50));
      b.copyFrom(a);
      const a2 = a.clone();
      const ra = new Mulberry32(i);
      const rb = new Mulberry32(i);
      while (a2.phase !== 'over') {
        expect(b.phase).toBe(a2.phase);
        expect(step(b, rb)).toBe(step(a2, ra));
      }
      expect(b.phase).toBe('over');
      expect(Array.from(b.scores)).toEqual(Array.from(a2.scores));
    }
  });
});
