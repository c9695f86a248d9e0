import { compileTileSet, type TileSet } from '../core/tile-compile.js';
import { BASE } from './tiles/base.js';
import { WINTER } from './tiles/winter.js';

export const TILE_SET_NAMES = ['base', 'winter'] as const;
export type TileSetName = (typeof TILE_SET_NAMES)[number];

const cache = new Map<TileSetName, TileSet>();

/** Compiled tile sets, built once on first use. */
export function tileSet(name: TileSetName): TileSet {
  let t = cache.get(name);
  if (!t) {
    t = compileTileSet(name === 'base' ? BASE : WINTER);
    cache.set(name, t);
  }
  return t;
}
