import { tile } from '../../core/tile-text.js';
import type { TileDef } from '../../core/tile-data.js';

/**
 * The Princess & the Dragon (30 tiles, docs/tiles.md, rules/the-princess-and-the-dragon.md PD1):
 * 6 volcanoes, 12 dragon tiles, 6 magic portals and 6 princess tiles. `city+princess` is the city
 * the princess stands in. Shapes and counts from the rule book's tile list as JCloisterZone
 * defines them; the letters are this project's. The symbols of the other tiles are in
 * `PRINCESS_DRAGON_SYMBOLS` (a tile-level mark, not a segment's).
 */
export const PRINCESS_DRAGON_TILES: readonly TileDef[] = [
  // Volcanoes (PdA–PdF).
  tile('PdA', 1, 'field [N] [E] [S] [W]'),
  tile('PdB', 1, 'road S | field [N] [E] SSE SSW [W]'),
  tile('PdC', 1, 'city [N] | field [E] [S] [W] >0'),
  tile('PdD', 1, 'road W S | field WNW [N] [E] SSE | field SSW WSW'),
  tile('PdE', 1, 'road W E | field WNW [N] ENE | field WSW [S] ESE'),
  tile('PdF', 1, 'city [E] | city [N] | field [W] [S] >0 >1'),
  // Dragon tiles (PdG–PdQ; PdK twice).
  tile('PdG', 1, 'city [N] | field [E] [S] [W] >0'),
  tile(
    'PdH',
    1,
    'monastery C | road E | road S | road W | field WNW [N] ENE | field ESE SSE | field SSW WSW',
  ),
  tile('PdI', 1, 'road E | road S | road W | field WNW [N] ENE | field ESE SSE | field SSW WSW'),
  tile('PdJ', 1, 'monastery C | city [N] [E] [W] | field [S] >1'),
  tile('PdK', 2, 'road W S | field WNW [N] [E] SSE | field SSW WSW'),
  tile('PdL', 1, 'road W E | field WNW [N] ENE | field WSW [S] ESE'),
  tile('PdM', 1, 'city [N] [W] | field [S] [E] >0'),
  tile('PdN', 1, 'city* [W] [E] | field [N] >0 | field [S] >0'),
  tile('PdO', 1, 'city [E] [W] | road N S | field NNW NNE >0 | field SSE SSW >0'),
  tile('PdP', 1, 'road S W | city [N] | field WNW [E] SSE >1 | field WSW SSW'),
  tile('PdQ', 1, 'road E S | city [N] | field ENE [W] SSW >1 | field ESE SSE'),
  // Magic portals (PdR–PdW).
  tile('PdR', 1, 'road N W | road S E | field NNW WNW | field SSE ESE | field NNE ENE SSW WSW'),
  tile('PdS', 1, 'road E | road S | road W | field WNW [N] ENE | field ESE SSE | field SSW WSW'),
  tile('PdT', 1, 'city* [N] [E] [W] | field [S] >0'),
  tile('PdU', 1, 'road E S | city [N] [W] | field ENE SSW >1 | field ESE SSE'),
  tile('PdV', 1, 'road S W | city [N] | field WNW [E] SSE >1 | field WSW SSW'),
  tile('PdW', 1, 'road E S | city [N] | field ENE [W] SSW >1 | field ESE SSE'),
  // Princess tiles (PdX–PdZ, Pd1–Pd3).
  tile(
    'PdX',
    1,
    'road E | road S | road W | city+princess [N] | field WNW ENE >3 | field WSW SSW | field ESE SSE',
  ),
  tile('PdY', 1, 'city+princess [N] | city* [E] [S] | field [W] >0 | field C >0 >1'),
  tile('PdZ', 1, 'city+princess [N] [E] [W] | field [S] >0'),
  tile('Pd1', 1, 'city+princess [N] [W] | field [E] >0 | field [S] >0'),
  tile('Pd2', 1, 'city+princess [N] [W] | field [S] [E] >0'),
  tile('Pd3', 1, 'road E S | city+princess [N] [W] | field ENE SSW >1 | field ESE SSE'),
];

/** A tile's symbol (rules PD2–PD6): bits of `PRINCESS_DRAGON_SYMBOLS`. */
export const SYMBOL_VOLCANO = 1;
export const SYMBOL_DRAGON = 2;
export const SYMBOL_PORTAL = 4;

/** The tiles with a volcano, a dragon or a magic portal, by id (the princess is on her city). */
export const PRINCESS_DRAGON_SYMBOLS: Readonly<Record<string, number>> = {
  PdA: SYMBOL_VOLCANO,
  PdB: SYMBOL_VOLCANO,
  PdC: SYMBOL_VOLCANO,
  PdD: SYMBOL_VOLCANO,
  PdE: SYMBOL_VOLCANO,
  PdF: SYMBOL_VOLCANO,
  PdG: SYMBOL_DRAGON,
  PdH: SYMBOL_DRAGON,
  PdI: SYMBOL_DRAGON,
  PdJ: SYMBOL_DRAGON,
  PdK: SYMBOL_DRAGON,
  PdL: SYMBOL_DRAGON,
  PdM: SYMBOL_DRAGON,
  PdN: SYMBOL_DRAGON,
  PdO: SYMBOL_DRAGON,
  PdP: SYMBOL_DRAGON,
  PdQ: SYMBOL_DRAGON,
  PdR: SYMBOL_PORTAL,
  PdS: SYMBOL_PORTAL,
  PdT: SYMBOL_PORTAL,
  PdU: SYMBOL_PORTAL,
  PdV: SYMBOL_PORTAL,
  PdW: SYMBOL_PORTAL,
};
