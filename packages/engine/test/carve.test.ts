import { describe, expect, it } from 'vitest';
import { carve } from '../src/core/carve.js';
import { carcassonne } from '../src/index.js';
import { compiled, Game, seededOrder, TILE_SETS, withExpansions } from '../src/internal.js';

/** The distinct buffers behind a game's typed arrays (its own, not the tile set's shared tables). */
function buffers(game: object): Set<ArrayBufferLike> {
  const out = new Set<ArrayBufferLike>();
  const seen = new Set<unknown>();
  const visit = (value: unknown): void => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (ArrayBuffer.isView(value)) {
      out.add(value.buffer);
      return;
    }
    for (const [key, field] of Object.entries(value)) if (key !== 'types' && key !== 'tileSet') visit(field);
  };
  visit(game);
  return out;
}

describe('carve', () => {
  it('gives zeroed views of one buffer, each aligned to its element', () => {
    const a = carve({ bytes: ['u8', 3], words: ['i32', 5], halves: ['i16', 3], more: ['u8', 1] });
    expect([a.bytes.length, a.words.length, a.halves.length, a.more.length]).toEqual([3, 5, 3, 1]);
    expect(new Set([a.bytes.buffer, a.words.buffer, a.halves.buffer, a.more.buffer]).size).toBe(1);
    expect(a.words.byteOffset % 4).toBe(0);
    expect(a.halves.byteOffset % 2).toBe(0);
    expect(a.words.buffer.byteLength).toBe(3 + 20 + 6 + 1);
    expect([...a.words, ...a.bytes, ...a.halves, ...a.more].every((x) => x === 0)).toBe(true);
  });

  it('keeps the arrays apart: writing one to its end leaves the others as they were', () => {
    const a = carve({ x: ['u8', 5], y: ['i32', 2], z: ['u16', 3] });
    a.x.fill(255);
    a.y.fill(-1);
    a.z.fill(7);
    expect([...a.x]).toEqual([255, 255, 255, 255, 255]);
    expect([...a.y]).toEqual([-1, -1]);
    expect([...a.z]).toEqual([7, 7, 7]);
  });

  it('gives an entry of length 0 the shared empty array of its kind', () => {
    const a = carve({ none: ['i32', 0], some: ['i32', 2] });
    const b = carve({ none: ['i32', 0] });
    expect(a.none).toBe(b.none);
    expect(a.none.length).toBe(0);
    expect(a.some.buffer.byteLength).toBe(8);
  });

  it('gives a board few buffers, with every expansion too', () => {
    // A server holds thousands of boards: each array of its own cost a buffer object besides its
    // contents (about 40 a board before, 41 at 5,000 tables in a heap snapshot).
    for (const expansions of [[], carcassonne.EXPANSION_NAMES] as const) {
      const p = carcassonne.PRESETS.classic;
      const set = compiled(withExpansions(TILE_SETS[p.tileSet], expansions));
      const options = { ...p.options, ...carcassonne.expansionOptions(expansions) };
      const bag = seededOrder(set, 'carve').map((id) => set.byId.get(id)!.index);
      const game = new Game({ tileSet: set, options, players: 2, bag });
      expect(buffers(game).size).toBeLessThanOrEqual(12);
    }
  });
});
