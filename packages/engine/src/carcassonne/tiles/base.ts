import { tile } from '../../core/tile-text.js';
import type { TileDef, TileSetDef } from '../../core/tile-data.js';

/** The 72 tiles of the base game (tiles.md), canonical orientation. */
export const BASE_SHAPES: readonly TileDef[] = [
  tile('A', 2, 'monastery C | road S | field NNW N NNE ENE E ESE SSE SSW WSW W WNW'),
  tile('B', 4, 'monastery C | field [N] [E] [S] [W]'),
  tile('C', 1, 'city* [N] [E] [S] [W]'),
  tile('D', 4, 'city [N] | road W E | field WNW ENE >0 | field ESE SSE S SSW WSW'),
  tile('E', 5, 'city [N] | field [E] [S] [W] >0'),
  tile('F', 2, 'city* [W] [E] | field [N] >0 | field [S] >0'),
  tile('G', 1, 'city [W] [E] | field [N] >0 | field [S] >0'),
  tile('H', 3, 'city [W] | city [E] | field [N] [S] >0 >1'),
  tile('I', 2, 'city [N] | city [E] | field [S] [W] >0 >1'),
  tile('J', 3, 'city [N] | road E S | field ESE SSE | field ENE SSW WSW W WNW >0'),
  tile('K', 3, 'city [N] | road S W | field SSW WSW | field WNW ENE E ESE SSE >0'),
  tile('L', 3, 'city [N] | road E | road S | road W | field WNW ENE >0 | field ESE SSE | field SSW WSW'),
  tile('M', 2, 'city* [N] [E] | field [S] [W] >0'),
  tile('N', 3, 'city [N] [E] | field [S] [W] >0'),
  tile('O', 2, 'city* [N] [W] | road E S | field ENE SSW >0 | field ESE SSE'),
  tile('P', 3, 'city [N] [W] | road E S | field ENE SSW >0 | field ESE SSE'),
  tile('Q', 1, 'city* [N] [E] [W] | field [S] >0'),
  tile('R', 3, 'city [N] [E] [W] | field [S] >0'),
  tile('S', 2, 'city* [N] [E] [W] | road S | field SSE >0 | field SSW >0'),
  tile('T', 1, 'city [N] [E] [W] | road S | field SSE >0 | field SSW >0'),
  tile('U', 8, 'road N S | field NNE ENE E ESE SSE | field SSW WSW W WNW NNW'),
  tile('V', 9, 'road S W | field SSW WSW | field WNW NNW N NNE ENE E ESE SSE'),
  tile('W', 4, 'road E | road S | road W | field WNW NNW N NNE ENE | field ESE SSE | field SSW WSW'),
  tile(
    'X',
    1,
    'road N | road E | road S | road W | field NNE ENE | field ESE SSE | field SSW WSW | field WNW NNW',
  ),
];

export const BASE: TileSetDef = { name: 'base', tiles: BASE_SHAPES, startTile: 'D' };
