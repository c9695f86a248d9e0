import { describe, expect, it } from 'vitest';
import { ALL_PRESETS, createMatch, fnv1a, gameDefinition, loadMatch, Mulberry32 } from '../src/index.js';
import { selfPlayer } from '../src/internal.js';

/** Self-play on one reused core gives, game by game, what the checked match records. */
describe('self-play on the fast core', () => {
  for (const preset of ALL_PRESETS) {
    it(`records ${preset.id} games as the checked match does, and replays them`, () => {
      const def = gameDefinition(preset.game)!;
      for (const seats of [2, def.seats.max]) {
        const players = def.colors.slice(0, seats).map((color, i) => ({ name: `P${i + 1}`, color }));
        const made = selfPlayer({ preset: preset.id, players });
        if (!made.ok) throw new Error(made.error.message);
        const selfPlay = made.value;
        for (let i = 0; i < 12; i++) {
          const seed = `self-${seats}-${i}`;
          selfPlay.play(seed, new Mulberry32(fnv1a(`moves:${seed}`)));
          const checked = createMatch({ preset: preset.id, players, seed });
          if (!checked.ok) throw new Error(checked.error.message);
          def.playRandomly(checked.value, new Mulberry32(fnv1a(`moves:${seed}`)));
          const record = selfPlay.record();
          expect(record).toEqual(checked.value.toRecord());
          expect(Array.from(selfPlay.scores)).toEqual([...checked.value.scores]);
          expect(selfPlay.discards).toBe(checked.value.view().discards);
          const replayed = loadMatch(JSON.parse(JSON.stringify(record)));
          expect(replayed.ok && replayed.value.scores).toEqual([...checked.value.scores]);
        }
      }
    });
  }
  it('records games with all three expansions as the checked match does (the River dealt first)', () => {
    const def = gameDefinition('carcassonne')!;
    const options = { innsAndCathedrals: true, tradersAndBuilders: true, theRiver: true };
    const players = def.colors.slice(0, 3).map((color, i) => ({ name: `P${i + 1}`, color }));
    const made = selfPlayer({ preset: 'modern', options, players });
    if (!made.ok) throw new Error(made.error.message);
    for (let i = 0; i < 12; i++) {
      const seed = `self-expansions-${i}`;
      made.value.play(seed, new Mulberry32(fnv1a(`moves:${seed}`)));
      const checked = createMatch({ preset: 'modern', options, players, seed });
      if (!checked.ok) throw new Error(checked.error.message);
      def.playRandomly(checked.value, new Mulberry32(fnv1a(`moves:${seed}`)));
      expect(made.value.record()).toEqual(checked.value.toRecord());
      expect(Array.from(made.value.scores)).toEqual([...checked.value.scores]);
    }
  });
  it('refuses a setup the checked match refuses', () => {
    const made = selfPlayer({ preset: 'classic', players: [{ name: 'A', color: 'red' }] });
    expect(made.ok).toBe(false);
    expect(selfPlayer({ preset: 'nope', players: [] }).ok).toBe(false);
  });
});
