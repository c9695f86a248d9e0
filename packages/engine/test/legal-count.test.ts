import { describe, expect, it } from 'vitest';
import { Mulberry32 } from '../src/index.js';
import { expansionOptions, PRESETS } from '../src/carcassonne/public.js';
import { riverTypes } from '../src/carcassonne/river.js';
import { compiled, Game, seededOrder, TILE_SETS, tileSet, withExpansions } from '../src/internal.js';
import type { TileSet } from '../src/core/tile-compile.js';
import type { RuleOptions } from '../src/carcassonne/rules.js';

/** Play the same random game on a listing and a counting game: same placements at every index. */
function compare(set: TileSet, options: RuleOptions, players: number, bag: number[], seed: number): void {
  const listing = new Game({ tileSet: set, options, players, bag });
  const counting = new Game({ tileSet: set, options, players, bag });
  counting.listsLegal = false;
  counting.reset(bag);
  const rng = new Mulberry32(seed);
  while (listing.phase === 'place') {
    expect(counting.legalCount).toBe(listing.legalCount);
    const all = Array.from({ length: counting.legalCount }, (_, k) => counting.legalAt(k));
    expect(all).toEqual(Array.from(listing.legal.subarray(0, listing.legalCount)));
    const code = listing.legal[rng.int(listing.legalCount)]!;
    listing.placeTile(code);
    counting.placeTile(code);
    const k = rng.int(listing.followerOptionCount + 1);
    listing.finishTurn(k === 0 ? -1 : listing.followerOptions[k - 1]!);
    counting.finishTurn(k === 0 ? -1 : counting.followerOptions[k - 1]!);
  }
  expect(counting.phase).toBe('over');
  expect(counting.discards).toBe(listing.discards);
  expect(Array.from(counting.scores)).toEqual(Array.from(listing.scores));
}

/** A game that only counts its placements (`listsLegal` off) finds, by index, the placement a listing game lists. */
describe('placements counted instead of listed', () => {
  for (const preset of ['classic', 'winter'] as const) {
    it(`gives every ${preset} placement at its index, and the same games`, () => {
      const p = PRESETS[preset];
      const set = tileSet(p.tileSet);
      for (let i = 0; i < 20; i++) {
        const bag = seededOrder(set, `count-${i}`).map((id) => set.byId.get(id)!.index);
        compare(set, p.options, 2 + (i % 3), bag, i);
      }
    });
  }

  // The River's placements are listed while it flows and counted after the lake (or its end).
  for (const expansions of [
    ['the-river'],
    ['inns-and-cathedrals', 'traders-and-builders', 'the-river'],
  ] as const) {
    it(`gives every placement at its index with ${expansions.join(', ')}`, () => {
      const p = PRESETS.modern;
      const set = compiled(withExpansions(TILE_SETS[p.tileSet], expansions));
      const options = { ...p.options, ...expansionOptions(expansions) };
      for (let i = 0; i < 12; i++) compare(set, options, 2 + (i % 3), riverTypes(set, `count-${i}`), i);
    });
  }
});
