import { compileTileSet, type TileSet } from '../core/tile-compile.js';
import type { TileSetDef } from '../core/tile-data.js';
import { BASE } from './tiles/base.js';
import { WINTER } from './tiles/winter.js';

/**
 * Carcassonne's tile sets by name (docs/tiles.md): adding a set is its definition in `tiles/`,
 * one entry here, and a preset in `rules.ts` that names it.
 */
export const TILE_SETS = {
  base: BASE,
  winter: WINTER,
} as const satisfies Readonly<Record<string, TileSetDef>>;
export type TileSetName = keyof typeof TILE_SETS;
export const TILE_SET_NAMES = Object.keys(TILE_SETS) as TileSetName[];

const cache = new WeakMap<TileSetDef, TileSet>();

/** A tile set compiled, once per definition. */
export function compiled(def: TileSetDef): TileSet {
  let t = cache.get(def);
  if (!t) {
    t = compileTileSet(def);
    cache.set(def, t);
  }
  return t;
}

/** Compiled tile sets, built once on first use. */
export function tileSet(name: TileSetName): TileSet {
  return compiled(TILE_SETS[name]);
}
