import { tile } from '../../core/tile-text.js';
import type { TileDef } from '../../core/tile-data.js';

/**
 * Traders & Builders (24 tiles, docs/tiles.md): `city+wine`, `city+grain`, `city+cloth` carry a
 * good; TbX is the bridge (two roads crossing without meeting). A field enclosed by cities owns
 * the centre port C.
 */
export const TRADERS_BUILDERS_TILES: readonly TileDef[] = [
  tile('TbA', 1, 'city+grain [N] [W] | field [S] [E] >0'),
  tile('TbB', 1, 'city+wine [N] [W] | field [S] [E] >0'),
  tile('TbC', 1, 'city+cloth [W] [E] | city [S] | field [N] >0 | field C >0 >1'),
  tile('TbD', 1, 'city+wine [W] [E] | city [S] | field [N] >0 | field C >0 >1'),
  tile('TbE', 1, 'city+grain [N] [W] [E] | field [S] >0'),
  tile('TbF', 1, 'city+cloth [N] [W] | city [S] | city [E] | field C >0 >1 >2'),
  tile(
    'TbG',
    1,
    'city+cloth [N] [W] | road S | road E | field SSW >0 | field SSE >0 | field ESE >0 | field ENE >0',
  ),
  tile('TbH', 1, 'city+wine [N] [W] | road S | road E | field SSW >0 | field SSE ESE >0 | field ENE >0'),
  tile('TbI', 1, 'city+cloth [N] [W] | city [S] | road E | field ENE >0 | field ESE >0 >1'),
  tile('TbJ', 1, 'city+grain [N] [W] | city [S] | road E | field ENE >0 | field ESE >0 >1'),
  tile('TbK', 1, 'city+cloth [N] [W] | road E | field ENE >0 | field ESE [S] >0'),
  tile('TbL', 1, 'city+wine [N] [W] | road E | field ENE >0 | field ESE >0 | field [S] >0'),
  tile('TbM', 1, 'city+wine [N] [W] [E] | road S | field SSW >0 | field SSE >0'),
  tile('TbN', 1, 'city+wine [N] [W] | city [E] [S] | field C >0 >1'),
  tile('TbO', 1, 'city+wine [W] [E] | field [N] >0 | field [S] >0'),
  tile('TbP', 1, 'city [N] | road E | field ENE >0 | field [W] [S] ESE >0'),
  tile('TbQ', 1, 'city+grain [W] [E] | road S | field [N] >0 | field SSW >0 | field SSE >0'),
  tile('TbR', 1, 'city+wine [W] [E] | road S | field [N] >0 | field SSW >0 | field SSE >0'),
  tile(
    'TbS',
    1,
    'city+wine [E] [W] | road N | road S | field NNW >0 | field NNE >0 | field SSE >0 | field SSW >0',
  ),
  tile(
    'TbT',
    1,
    'monastery C | road E | road S | road W | field WNW [N] ENE | field ESE SSE | field WSW SSW',
  ),
  tile('TbU', 1, 'city+grain [N] [W] | road S | field SSW >0 | field SSE [E] >0'),
  tile('TbV', 1, 'city+grain [N] [W] | road S | field SSW >0 | field SSE >0 | field [E] >0'),
  tile('TbW', 1, 'city [N] | road W | road S | field WNW >0 | field WSW SSW | field [E] SSE >0'),
  tile('TbX', 1, 'road N S | road W E | field WNW NNW | field NNE ENE | field ESE SSE | field SSW WSW'),
];
