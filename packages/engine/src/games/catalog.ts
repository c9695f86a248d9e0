import type { TileType } from '../core/tile-compile.js';
import type { TileCatalog, TileInfo } from './definition.js';

/** A catalog over compiled tile types (both games compile their shapes to `TileType`). */
export function catalogOf(
  name: string,
  total: number,
  start: string | null,
  types: readonly TileType[],
): TileCatalog {
  const tiles: TileInfo[] = types.map((t) => ({
    id: t.id,
    count: t.count,
    def: t.def,
    rotationClass: t.rotClass,
  }));
  const byId = new Map(tiles.map((t) => [t.id, t]));
  return { name, total, start, tiles, get: (id) => byId.get(id) };
}
