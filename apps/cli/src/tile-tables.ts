/**
 * What the options and `tiles` read off the engine's tables: the presets, the expansions' names
 * and each preset's tile catalog. The build (build.mjs) puts in its place these values as they are
 * when it builds, so that a start neither parses nor compiles a tile set; a test compares them.
 */
import type { TileCatalog } from '@carcassonne/engine';
import { EXPANSION_NAMES, TABLE_PRESETS, tableCatalog, type ExpansionName } from '@carcassonne/engine/tables';

export { EXPANSION_NAMES, TABLE_PRESETS, type ExpansionName };

/** The tiles of a preset without expansions (undefined for an unknown one). */
export function presetCatalog(preset: string): TileCatalog | undefined {
  return tableCatalog(preset);
}
