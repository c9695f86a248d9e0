import { tile } from '../../core/tile-text.js';
import type { TileDef } from '../../core/tile-data.js';

/**
 * Inns & Cathedrals (18 tiles, docs/tiles.md): `road+inn` is a road with an inn by a lake,
 * `city+cathedral` a city with a cathedral. A field enclosed by cities owns the centre port C.
 */
export const INNS_CATHEDRALS_TILES: readonly TileDef[] = [
  tile('IcA', 1, 'monastery C | road W | road E | field WNW [N] ENE | field ESE [S] WSW'),
  tile('IcB', 2, 'city+cathedral [N] [E] [S] [W]'),
  tile('IcC', 1, 'city [N] | city [E] | city [S] | city [W] | field C >0 >1 >2 >3'),
  tile('IcD', 1, 'city [N] | city [E] | city [W] | field [S] >0 >1 >2'),
  tile(
    'IcE',
    1,
    'city [N] | city [S] | road W | road E | field ENE >0 | field WNW >0 | field ESE >1 | field WSW >1',
  ),
  tile('IcF', 1, 'city* [N] [W] | city [S] | field [E] >0 >1'),
  tile('IcG', 1, 'city [N] | field [E] >0 | field [S] [W] >0'),
  tile('IcH', 1, 'city [N] | road S | field [W] SSW >0 | field [E] SSE >0'),
  tile('IcI', 1, 'city [N] [W] | road E | field ENE >0 | field ESE [S] >0'),
  tile(
    'IcJ',
    1,
    'city* [E] [W] | road N | road S | field NNW >0 | field NNE >0 | field SSE >0 | field SSW >0',
  ),
  tile('IcK', 1, 'city [N] [W] | road+inn S | field SSW >0 | field SSE [E] >0'),
  tile('IcL', 1, 'city [N] | road+inn W S | field SSW WSW | field WNW [E] SSE >0'),
  tile('IcM', 1, 'city* [N] [W] | road+inn E S | field ESE SSE | field ENE SSW >0'),
  tile('IcN', 1, 'road+inn E | road W | road S | field WNW [N] ENE | field WSW SSW | field ESE SSE'),
  tile('IcO', 1, 'road+inn W E | field WNW [N] ENE | field WSW [S] ESE'),
  tile('IcP', 1, 'road+inn W S | field WNW [N] [E] SSE | field SSW WSW'),
  tile('IcQ', 1, 'road W S | road N E | field SSW WSW | field NNE ENE | field NNW WNW SSE ESE'),
];
