import { describe, expect, it } from 'vitest';
import { SIDE_PORTS } from '../src/index.js';
import { EXPANSION_NAMES } from '../src/carcassonne/public.js';
import { compiled, TILE_SETS, tileSet, withExpansions } from '../src/internal.js';

const EDGE = ['field', 'road', 'city'];
const sidesOf = (id: string, set = tileSet('base')) => {
  const t = set.byId.get(id)!;
  return [0, 1, 2, 3].map((s) => EDGE[(t.sig[0]! >> (2 * s)) & 3]).join(' ');
};

describe('base tile set (tiles.md)', () => {
  const set = tileSet('base');
  it('has 72 tiles in 24 shapes with D as start tile', () => {
    expect(set.total).toBe(72);
    expect(set.types.map((t) => t.id).join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWX');
    expect(set.start?.id).toBe('D');
    expect(set.byId.get('D')!.count).toBe(4);
  });
  it('has 10 shields: C 1, F 2, M 2, O 2, Q 1, S 2', () => {
    const shields: Record<string, number> = {};
    for (const t of set.types) {
      const n = t.def.segments.filter((s) => s.shield).length;
      if (n) shields[t.id] = n * t.count;
    }
    expect(shields).toEqual({ C: 1, F: 2, M: 2, O: 2, Q: 1, S: 2 });
  });
  it('has 6 monasteries (A 2, B 4)', () => {
    const m = set.types.filter((t) => t.monasterySeg >= 0).map((t) => [t.id, t.count]);
    expect(m).toEqual([
      ['A', 2],
      ['B', 4],
    ]);
  });
  it('gives every side port to exactly one segment', () => {
    for (const t of set.types) {
      const owners = SIDE_PORTS.map((p) => t.def.segments.filter((s) => s.ports.includes(p)).length);
      expect(owners, t.id).toEqual(new Array(12).fill(1));
    }
  });
  it('matches the sides column of tiles.md', () => {
    const table: Record<string, string> = {
      A: 'field field road field',
      B: 'field field field field',
      C: 'city city city city',
      D: 'city road field road',
      E: 'city field field field',
      F: 'field city field city',
      G: 'field city field city',
      H: 'field city field city',
      I: 'city city field field',
      J: 'city road road field',
      K: 'city field road road',
      L: 'city road road road',
      M: 'city city field field',
      N: 'city city field field',
      O: 'city road road city',
      P: 'city road road city',
      Q: 'city city field city',
      R: 'city city field city',
      S: 'city city road city',
      T: 'city city road city',
      U: 'road field road field',
      V: 'field field road road',
      W: 'field road road road',
      X: 'road road road road',
    };
    for (const [id, sides] of Object.entries(table)) expect(sidesOf(id), id).toBe(sides);
  });
  it('knows which rotations are the same placement', () => {
    expect(set.byId.get('U')!.uniqueRots).toEqual([0, 1]);
    expect(set.byId.get('X')!.uniqueRots).toEqual([0]);
    expect(set.byId.get('C')!.uniqueRots).toEqual([0]);
    expect(set.byId.get('H')!.uniqueRots).toEqual([0, 1]);
    expect(set.byId.get('V')!.uniqueRots).toEqual([0, 1, 2, 3]);
  });
  it('rotates ports clockwise: U at 90 has the road on board E and a field at board N', () => {
    const u = set.byId.get('U')!;
    const seg = (board: string) => u.def.segments[u.portSeg[13 + SIDE_PORTS.indexOf(board as never)]!]!.kind;
    expect(seg('N')).toBe('field');
    expect(seg('E')).toBe('road');
    expect(seg('W')).toBe('road');
  });
});

describe('winter tile set (tiles.md)', () => {
  const set = tileSet('winter');
  it('has 84 tiles: the base shapes as WinA…WinX plus 12 animal tiles', () => {
    expect(set.total).toBe(84);
    expect(set.start?.id).toBe('WinD');
    const animals = set.types.filter((t) => t.id.startsWith('WinTier'));
    expect(animals.map((t) => t.id.slice(7)).join('')).toBe('ABCDEFGHIJKL');
    expect(animals.every((t) => t.count === 1)).toBe(true);
    expect(animals.some((t) => t.def.segments.some((s) => s.shield))).toBe(false);
  });
  it('matches the sides of the animal tiles', () => {
    const table: Record<string, string> = {
      WinTierA: 'field road road road',
      WinTierB: 'city field field road',
      WinTierC: 'city road field field',
      WinTierD: 'field field road field',
      WinTierE: 'city field road city',
      WinTierF: 'field road field road',
      WinTierG: 'city road road field',
      WinTierH: 'city field road field',
      WinTierI: 'road road road road',
      WinTierJ: 'city road field city',
      WinTierK: 'field field road field',
      WinTierL: 'city field road road',
    };
    for (const [id, sides] of Object.entries(table)) expect(sidesOf(id, set), id).toBe(sides);
  });
  it('has 7 monasteries (WinA 2, WinB 4, WinTierD, WinTierF)', () => {
    expect(set.types.filter((t) => t.monasterySeg >= 0).reduce((a, t) => a + t.count, 0)).toBe(8);
  });
});

describe('the fields touching each city segment (fieldTouches)', () => {
  const sets = [
    tileSet('base'),
    tileSet('winter'),
    compiled(withExpansions(TILE_SETS.base, EXPANSION_NAMES)),
  ];
  it('are the inverse of the cities each field touches (cityTouches), in segment order', () => {
    for (const set of sets)
      for (const t of set.types)
        for (let s = 0; s < t.segCount; s++) {
          const touching: number[] = [];
          for (let f = 0; f < t.segCount; f++)
            if (t.def.segments[f]!.kind === 'field')
              for (let i = t.cityTouchFrom[f]!; i < t.cityTouchFrom[f + 1]!; i++)
                if (t.cityTouches[i] === s) touching.push(f);
          expect(
            Array.from(t.fieldTouches.subarray(t.fieldTouchFrom[s]!, t.fieldTouchFrom[s + 1]!)),
            `${t.id} ${s}`,
          ).toEqual(touching);
        }
  });
  it('E: its city touches its one field', () => {
    const e = tileSet('base').byId.get('E')!;
    const city = e.def.segments.findIndex((s) => s.kind === 'city');
    const field = e.def.segments.findIndex((s) => s.kind === 'field');
    expect(Array.from(e.fieldTouches.subarray(e.fieldTouchFrom[city]!, e.fieldTouchFrom[city + 1]!))).toEqual(
      [field],
    );
    expect(e.fieldTouchFrom[field + 1]! - e.fieldTouchFrom[field]!).toBe(0);
  });
});
