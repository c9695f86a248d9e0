import { tile } from '../../core/tile-text.js';
import type { TileDef } from '../../core/tile-data.js';

/**
 * The River (12 tiles, docs/tiles.md): the spring takes the start tile's place, the lake closes
 * the river. `river` segments own the middle ports of the sides the water crosses; the fields
 * on either bank meet across the halves of those sides.
 */
export const RIVER_SPRING = 'RiverA';
export const RIVER_LAKE = 'RiverL';

export const RIVER_TILES: readonly TileDef[] = [
  tile(RIVER_SPRING, 1, 'river E | field [N] [S] [W] ENE ESE'),
  tile('RiverB', 1, 'city [N] | city [S] | river W E | field WNW ENE >0 | field WSW ESE >1'),
  tile(
    'RiverC',
    1,
    'city [N] | road S | river W E | field ENE >0 | field WNW >0 | field ESE SSE | field WSW SSW',
  ),
  tile('RiverD', 1, 'monastery C | road S | river W E | field [N] WNW ENE | field ESE SSE | field WSW SSW'),
  tile('RiverE', 1, 'road N S | river W E | field WNW NNW | field NNE ENE | field ESE SSE | field WSW SSW'),
  tile('RiverF', 2, 'river W E | field [N] WNW ENE | field [S] WSW ESE'),
  tile('RiverG', 1, 'city [N] [E] | river W S | field WNW SSE >0 | field WSW SSW'),
  tile('RiverH', 1, 'road N E | river W S | field WNW NNW ESE SSE | field NNE ENE | field WSW SSW'),
  tile('RiverI', 2, 'river W S | field [N] [E] WNW SSE | field WSW SSW'),
  tile(RIVER_LAKE, 1, 'river W | field [N] [E] [S] WNW WSW'),
];
