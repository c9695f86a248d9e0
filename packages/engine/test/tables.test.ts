import { describe, expect, it } from 'vitest';
import { ALL_PRESETS, carcassonne, gameDefinition, PRESET_IDS } from '../src/index.js';
import { catalogWithExpansions, EXPANSION_NAMES, TABLE_PRESETS, tableCatalog } from '../src/tables.js';

const plain = (c: ReturnType<typeof tableCatalog>) =>
  c && { name: c.name, total: c.total, start: c.start, tiles: c.tiles };

describe('the tables entry (@carcassonne/engine/tables)', () => {
  it('lists the registry’s presets, in its order, each with its game', () => {
    expect(TABLE_PRESETS.map((p) => p.id)).toEqual(PRESET_IDS);
    expect(TABLE_PRESETS.map((p) => p.game)).toEqual(ALL_PRESETS.map((p) => p.game));
  });

  it('gives each preset the catalog its game’s definition gives', () => {
    for (const p of ALL_PRESETS) {
      const fromDefinition = gameDefinition(p.game)!.tileCatalog(p.id);
      expect(plain(tableCatalog(p.id))).toEqual(plain(fromDefinition));
      expect(tableCatalog(p.id)!.total).toBe(p.tiles);
    }
    expect(tableCatalog('no-such-preset')).toBeUndefined();
  });

  it('gives a preset with expansions their tiles too: the options decide, as for a match', () => {
    const definition = gameDefinition('carcassonne')!;
    for (const name of EXPANSION_NAMES) {
      const options = carcassonne.expansionOptions([name]);
      const catalog = definition.tileCatalog('classic', options)!;
      expect(plain(catalog)).toEqual(plain(catalogWithExpansions('classic', [name])));
      // The Abbot adds a figure, no tiles (rules/the-abbot.md AB6).
      if (name === 'the-abbot') expect(catalog.total).toBe(definition.tileCatalog('classic')!.total);
      else expect(catalog.total).toBeGreaterThan(definition.tileCatalog('classic')!.total);
      // A match of those options lists the same catalog.
      const players = [
        { name: 'A', color: 'red' },
        { name: 'B', color: 'blue' },
      ];
      const match = definition.create({ preset: 'classic', options, players, seed: 's' });
      expect(match.ok && match.value.tiles).toBe(catalog);
    }
    expect(definition.tileCatalog('classic', { theRiver: 'yes' })).toBeUndefined();
    expect(definition.tileCatalog('no-such-preset', {})).toBeUndefined();
  });

  it('has the expansions of the public entry', () => {
    expect(EXPANSION_NAMES).toEqual(carcassonne.EXPANSION_NAMES);
    expect(plain(catalogWithExpansions('classic', ['the-river']))).toEqual(
      plain(carcassonne.catalogWithExpansions('classic', ['the-river'])),
    );
  });
});
