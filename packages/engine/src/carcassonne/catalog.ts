import { catalogOf } from '../games/catalog.js';
import type { TileCatalog } from '../games/definition.js';
import { expansionOptions, type ExpansionName } from './expansions.js';
import { CARCASSONNE_RULES } from './tables.js';

/** The tiles of a preset with expansions (`rules.md` A6), as the registry's catalogs list a preset's; undefined for an unknown preset. */
export function catalogWithExpansions(
  preset: string,
  names: readonly ExpansionName[],
): TileCatalog | undefined {
  const rules = CARCASSONNE_RULES.preset(preset);
  const resolved = rules?.resolve(expansionOptions(names));
  if (rules === undefined || resolved === undefined || !resolved.ok) return undefined;
  const set = rules.tileSet(resolved.value.options);
  return catalogOf(set.name, set.total, set.start?.id ?? null, set.types);
}
