import { tile } from '../../core/tile-text.js';
import type { TileDef } from '../../core/tile-data.js';

/**
 * Abbey & Mayor (docs/rules/abbey-and-mayor.md AM1): the twelve land tiles of the first edition,
 * one of each, and the abbey tile (`ABBEY_TILE`, none in the bag: each player holds one, AM2).
 * `city**` is a city with two coats of arms. Two fields enclosed between the same two cities
 * (AmB) are one field on port C here (AM1).
 */
export const ABBEY_TILE = 'AmAbbey';

export const ABBEY_MAYOR_TILES: readonly TileDef[] = [
  tile('AmA', 1, 'city** [N] [E] [S] [W]'),
  tile('AmB', 1, 'city* [N] [S] | city [W] [E] | field C >0 >1'),
  tile('AmC', 1, 'city* [N] | city [W] [E] | field C >0 >1 | field [S] >0 >1'),
  tile('AmD', 1, 'city [N] | city [W] | road E | road S | field ENE >0 | field SSW >1 | field ESE SSE >0 >1'),
  // Nine features, the most a tile holds (MAX_SEGMENTS): four roads ending at the monastery.
  tile(
    'AmE',
    1,
    'monastery C | road N | road E | road S | road W | field WNW NNW | field NNE ENE | field ESE SSE | field SSW WSW',
  ),
  tile('AmF', 1, 'city [N] | road W | field WNW >0 | field [E] [S] WSW >0'),
  tile('AmG', 1, 'city [N] | road S E | field [W] SSW >0 | field ENE >0 | field ESE SSE'),
  tile('AmH', 1, 'city [N] | road W S | field [E] SSE >0 | field WNW >0 | field SSW WSW'),
  tile('AmI', 1, 'city* [W] | field [N] >0 | field [E] >0 | field [S] >0'),
  tile('AmJ', 1, 'road S | field [N] [E] SSE SSW [W]'),
  tile('AmK', 1, 'road N W E | field WNW NNW | field NNE ENE | field ESE [S] WSW'),
  tile('AmL', 1, 'city* [W] [E] | road N S | field SSE SSW >0 | field NNW >0 | field NNE >0'),
  // The abbey: a monastery whose every side is a border (AM2); it never comes from the bag.
  tile(ABBEY_TILE, 0, 'monastery C [N] [E] [S] [W]'),
];
