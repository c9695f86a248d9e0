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

  it('has the expansions of the public entry', () => {
    expect(EXPANSION_NAMES).toEqual(carcassonne.EXPANSION_NAMES);
    expect(plain(catalogWithExpansions('classic', ['the-river']))).toEqual(
      plain(carcassonne.catalogWithExpansions('classic', ['the-river'])),
    );
  });
});
