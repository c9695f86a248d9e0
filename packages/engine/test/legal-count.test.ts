import { describe, expect, it } from 'vitest';
import { Mulberry32 } from '../src/index.js';
import { PRESETS } from '../src/carcassonne/public.js';
import { Game, seededOrder, tileSet } from '../src/internal.js';

/** A game that only counts its placements (`listsLegal` off) finds, by index, the placement a listing game lists. */
describe('placements counted instead of listed', () => {
  for (const preset of ['classic', 'winter'] as const) {
    it(`gives every ${preset} placement at its index, and the same games`, () => {
      const p = PRESETS[preset];
      const set = tileSet(p.tileSet);
      for (let i = 0; i < 20; i++) {
        const bag = seededOrder(set, `count-${i}`).map((id) => set.byId.get(id)!.index);
        const listing = new Game({ tileSet: set, options: p.options, players: 2 + (i % 3), bag });
        const counting = new Game({ tileSet: set, options: p.options, players: 2 + (i % 3), bag });
        counting.listsLegal = false;
        counting.reset(bag);
        const rng = new Mulberry32(i);
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
    });
  }
});
