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
  ABBEY_CODE,
  compiled,
  K_CITY,
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

/** Plays `g` at random up to move `stop` (or the end), then checks its projection against the final scoring. */
function checkProjection(g: Game, rng: Mulberry32, stop: number): void {
  while (g.phase === 'place' && g.moveCount < stop) {
    // Abbey & Mayor: now and then the player's abbey into a hole (it closes the cities around).
    const abbey = g.figures.mayors && g.figures.abbeySupply[g.current] === 1 && g.holeCount > 0;
    const hole = abbey && rng.int(3) === 0 ? g.holes[rng.int(g.holeCount)]! : -1;
    if (hole >= 0 && hole !== g.mouth.cell) g.placeTile(ABBEY_CODE | (hole << 2));
    else g.placeTile(g.legal[rng.int(g.legalCount)]!);
    const k = rng.int(g.followerOptionCount + 1);
    g.finishTurn(k === 0 ? -1 : g.followerOptions[k - 1]!);
  }
  if (g.phase === 'over') return;
  const projected = new Float64Array(g.nPlayers);
  projected.set(g.scores);
  const before = JSON.stringify([Array.from(g.scores), Array.from(g.supply), g.followerCount]);
  projectFinal(g, projected);
  expect(JSON.stringify([Array.from(g.scores), Array.from(g.supply), g.followerCount])).toBe(before);
  const copy = g.clone();
  scoreFinal(copy);
  expect(Array.from(projected)).toEqual(Array.from(copy.scores));
}

describe('projectFinal: the final scoring as if the game ended now, without changing the game', () => {
  for (const [preset, expansions] of CASES) {
    const name = expansions.length > 0 ? `${preset} with the expansions` : preset;
    it(`agrees with scoreFinal in random ${name} positions`, () => {
      const p = PRESETS[preset];
      const set = compiled(withExpansions(TILE_SETS[p.tileSet], expansions));
      const options = { ...p.options, ...expansionOptions(expansions) };
      for (let i = 0; i < 200; i++) {
        const bag = seededOrder(set, `proj-${i}`).map((id) => set.byId.get(id)!.index);
        // With events the final scoring finds the farms' cities by a scan of the board, the
        // projection from the cities as they closed (Game.completedCities): two ways to the same points.
        const g = new Game({ tileSet: set, options, players: 2 + (i % 4), bag, recordEvents: i % 2 === 0 });
        const rng = new Mulberry32(i);
        checkProjection(g, rng, rng.int(set.total));
      }
    });
  }

  it("agrees in games drawing other tiles than the box holds (the closed cities' lists grow)", () => {
    const p = PRESETS.classic;
    const set = compiled(TILE_SETS[p.tileSet]);
    // The tile with the most city segments, again and again: more cities than the box can close.
    const most = [...set.types].sort(
      (a, b) => b.segKind.filter((k) => k === K_CITY).length - a.segKind.filter((k) => k === K_CITY).length,
    )[0]!;
    for (let i = 0; i < 40; i++) {
      const bag = Array.from({ length: set.total - 1 }, (_, k) =>
        k % 3 === 0 ? i % set.types.length : most.index,
      );
      const g = new Game({ tileSet: set, options: p.options, players: 2, bag, recordEvents: true });
      const rng = new Mulberry32(i);
      checkProjection(g, rng, 20 + rng.int(set.total));
    }
  });
});
