import { describe, expect, it } from 'vitest';
import { Mulberry32 } from '../src/index.js';
import {
  BASE_PRESETS,
  EXPANSION_NAMES,
  expansionOptions,
  PRESETS,
  type BasePreset,
  type ExpansionName,
} from '../src/carcassonne/public.js';
import {
  compiled,
  Game,
  projectFinal,
  scoreFinal,
  seededOrder,
  TILE_SETS,
  withExpansions,
} from '../src/internal.js';

/** Every base preset, and classic with all the expansions (builders, pigs, goods, big followers). */
const CASES: readonly (readonly [BasePreset, readonly ExpansionName[]])[] = [
  ...BASE_PRESETS.map((preset) => [preset, []] as const),
  ['classic', EXPANSION_NAMES],
];

describe('projectFinal: the final scoring as if the game ended now, without changing the game', () => {
  for (const [preset, expansions] of CASES) {
    const name = expansions.length > 0 ? `${preset} with the expansions` : preset;
    it(`agrees with scoreFinal in random ${name} positions`, () => {
      const p = PRESETS[preset];
      const set = compiled(withExpansions(TILE_SETS[p.tileSet], expansions));
      const options = { ...p.options, ...expansionOptions(expansions) };
      for (let i = 0; i < 200; i++) {
        const bag = seededOrder(set, `proj-${i}`).map((id) => set.byId.get(id)!.index);
        const g = new Game({ tileSet: set, options, players: 2 + (i % 4), bag });
        const rng = new Mulberry32(i);
        const stop = rng.int(set.total);
        while (g.phase === 'place' && g.moveCount < stop) {
          g.placeTile(g.legal[rng.int(g.legalCount)]!);
          const k = rng.int(g.followerOptionCount + 1);
          g.finishTurn(k === 0 ? -1 : g.followerOptions[k - 1]!);
        }
        if (g.phase === 'over') continue;
        const projected = new Float64Array(g.nPlayers);
        projected.set(g.scores);
        const before = JSON.stringify([Array.from(g.scores), Array.from(g.supply), g.followerCount]);
        projectFinal(g, projected);
        expect(JSON.stringify([Array.from(g.scores), Array.from(g.supply), g.followerCount])).toBe(before);
        const copy = g.clone();
        scoreFinal(copy);
        expect(Array.from(projected)).toEqual(Array.from(copy.scores));
      }
    });
  }
});
