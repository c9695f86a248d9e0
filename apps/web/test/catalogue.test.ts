import { describe, expect, it } from 'vitest';
import { ALL_PRESETS, GAMES } from '@carcassonne/engine';
import { GAME_ENTRIES, PRESETS, presetEntry } from '../src/game/catalogue.js';

// The new-game screen reads a copy of the registry (it loads without the engine): the copy must say what the engine says.
describe('the first screen catalogue', () => {
  it('lists every preset of the registry, in its order, with its game, tile set, tile count and options', () => {
    expect(PRESETS).toEqual(ALL_PRESETS);
  });

  it('gives every game its seats, colours and rule options as the registry does', () => {
    expect(Object.keys(GAME_ENTRIES)).toEqual(Object.keys(GAMES));
    for (const g of Object.values(GAMES))
      expect(GAME_ENTRIES[g.id]).toEqual({ id: g.id, seats: g.seats, colors: g.colors, options: g.options });
  });

  it('finds a preset by its id and nothing for anything else', () => {
    expect(presetEntry('winter')?.tiles).toBe(84);
    expect(presetEntry('nope')).toBeUndefined();
    expect(presetEntry(7)).toBeUndefined();
  });
});
