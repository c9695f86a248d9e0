import { tile } from '../../core/tile-text.js';
import { BASE_SHAPES } from './base.js';
import type { TileDef, TileSetDef } from '../../core/tile-data.js';

const shape = (id: string): TileDef => {
  const t = BASE_SHAPES.find((s) => s.id === id);
  if (!t) throw new Error(`no base shape ${id}`);
  return t;
};
const as = (id: string, base: string): TileDef => ({ ...shape(base), id, count: 1 });

/** Winter Edition: the 72 base shapes as WinA…WinX plus twelve animal tiles (tiles.md). */
export const WINTER: TileSetDef = {
  name: 'winter',
  startTile: 'WinD',
  tiles: [
    ...BASE_SHAPES.map((t) => ({ ...t, id: `Win${t.id}` })),
    as('WinTierA', 'W'),
    tile('WinTierB', 1, 'city [N] | road W | field WNW >0 | field ENE E ESE SSE S SSW WSW >0'),
    tile('WinTierC', 1, 'city [N] | road E | field ENE >0 | field ESE SSE S SSW WSW W WNW >0'),
    as('WinTierD', 'A'),
    tile('WinTierE', 1, 'city [N] [W] | road S | field SSW >0 | field SSE ENE E ESE >0'),
    tile('WinTierF', 1, 'monastery C | road W | road E | field WNW NNW N NNE ENE | field ESE SSE S SSW WSW'),
    as('WinTierG', 'J'),
    tile('WinTierH', 1, 'city [N] | road S | field SSW WSW W WNW >0 | field ENE E ESE SSE >0'),
    tile('WinTierI', 1, 'road N W | road S E | field NNW WNW | field ESE SSE | field NNE ENE SSW WSW'),
    tile('WinTierJ', 1, 'city [N] [W] | road E | field ENE >0 | field ESE SSE S SSW >0'),
    tile('WinTierK', 1, 'road S | field NNW N NNE ENE E ESE SSE SSW WSW W WNW'),
    as('WinTierL', 'K'),
  ],
};
