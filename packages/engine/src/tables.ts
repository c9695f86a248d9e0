/**
 * @carcassonne/engine/tables — the presets, expansions and tile catalogs read off the games'
 * tables, without loading their matches: what a program that only lists tiles needs (the CLI's
 * `tiles` and usage text start with this alone).
 */
import { CARCASSONNE_RULES } from './carcassonne/tables.js';
import { cityTileSet } from './the-city/setup.js';
import { catalogOf } from './games/catalog.js';
import type { TileCatalog } from './games/definition.js';

export { catalogWithExpansions } from './carcassonne/catalog.js';
export {
  EXPANSION_NAMES,
  expansionOptions,
  isExpansionName,
  type ExpansionName,
} from './carcassonne/expansions.js';

/**
 * Every preset: the same ids in the same order as the registry's `PRESET_IDS`, whose catalogs
 * are those of each definition's `tileCatalog` (a test compares them).
 */
export const TABLE_PRESETS: readonly { readonly id: string; readonly game: 'carcassonne' | 'the-city' }[] = [
  ...CARCASSONNE_RULES.presetNames.map((id) => ({ id, game: 'carcassonne' as const })),
  { id: 'the-city', game: 'the-city' },
];

const catalogs = new Map<string, TileCatalog>();

/** The tiles of a preset (undefined for an unknown one), built once per preset. */
export function tableCatalog(preset: string): TileCatalog | undefined {
  let c = catalogs.get(preset);
  if (c) return c;
  if (preset === 'the-city') {
    const set = cityTileSet();
    c = catalogOf(set.name, set.total, null, set.types);
  } else {
    const rules = CARCASSONNE_RULES.preset(preset);
    if (rules === undefined) return undefined;
    const set = rules.tileSet();
    c = catalogOf(rules.tileSetName, set.total, set.start?.id ?? null, set.types);
  }
  catalogs.set(preset, c);
  return c;
}
