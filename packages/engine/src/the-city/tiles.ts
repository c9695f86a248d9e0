import { tile } from '../core/tile-text.js';
import type { TileDef, TileSetDef } from '../core/tile-data.js';

/**
 * The 75 tiles of Carcassonne: The City (tiles.md, The City section), canonical orientation.
 * Areas are `district` or `market:<kind>`; `>n` lists the areas of the same tile an area
 * touches (adjacency for the patrons' final scoring). Roads separate areas.
 */
type Area = 'district' | 'market:fish' | 'market:grain' | 'market:cattle';
const D: Area = 'district';
const FISH: Area = 'market:fish';
const GRAIN: Area = 'market:grain';
const CATTLE: Area = 'market:cattle';

const straight = (w: Area, e: Area) => `road N S | ${w} WNW W WSW NNW SSW | ${e} NNE ENE E ESE SSE`;
const curve = (inside: Area, outside: Area) =>
  `road S W | ${inside} SSW WSW | ${outside} NNW N NNE ENE E ESE SSE WNW`;
const tee = (n: Area, se: Area, sw: Area) =>
  `road E | road S | road W | ${n} WNW NNW N NNE ENE | ${se} ESE SSE | ${sw} SSW WSW`;
const cross = (ne: Area, se: Area, sw: Area, nw: Area) =>
  `road N | road E | road S | road W | ${ne} NNE ENE | ${se} ESE SSE | ${sw} SSW WSW | ${nw} WNW NNW`;
const deadend = (a: Area) => `road S | ${a} NNW N NNE ENE E ESE SSE SSW WSW W WNW`;
const whole = (a: Area) => `${a} [N] [E] [S] [W]`;
/** N+E sides one market, S+W sides one district, adjacent. */
const corner = (m: Area) => `${m} [N] [E] >1 | district [S] [W] >0`;

const pub = (n: number): Partial<TileDef> => ({ publicBuildings: n });
const hist = (name: string): Partial<TileDef> => ({ historical: name });

export const CITY_TILES: readonly TileDef[] = [
  tile('C01', 6, straight(D, D), pub(1)),
  tile('C02', 6, straight(D, D)),
  tile('C03', 2, straight(D, FISH)),
  tile('C04', 2, straight(D, GRAIN)),
  tile('C05', 3, straight(D, CATTLE)),
  tile('C06', 1, straight(FISH, GRAIN)),
  tile('C07', 4, curve(D, D), pub(1)),
  tile('C08', 4, curve(D, D)),
  tile('C09', 2, curve(D, CATTLE)),
  tile('C10', 2, curve(D, GRAIN)),
  tile('C11', 3, tee(D, D, D), pub(1)),
  tile('C12', 2, tee(FISH, D, D)),
  tile('C13', 3, cross(D, D, D, D)),
  tile('C14', 1, cross(CATTLE, D, D, D)),
  tile('C15', 3, deadend(D), pub(1)),
  tile('C16', 2, deadend(GRAIN)),
  tile('C17', 1, deadend(CATTLE)),
  tile('C18', 2, deadend(FISH)),
  tile('C19', 5, whole(D), pub(2)),
  tile('C20', 3, corner(FISH), pub(1)),
  tile('C21', 3, corner(GRAIN), pub(1)),
  tile('C22', 3, corner(CATTLE)),
  tile('C23', 1, corner(GRAIN)),
  tile('C24', 1, whole(CATTLE)),
  tile('C25', 1, `${FISH} [N] >2 | ${CATTLE} [S] >2 | district [E] [W] >0 >1`),
  tile('C26', 1, whole(FISH)),
  tile('C27', 1, whole(GRAIN)),
  tile('H1', 1, straight(D, D), hist('Petit Puits')),
  tile('H2', 1, whole(D), hist('Grand Puits')),
  tile('H3', 1, tee(D, D, D), hist('Tour Carrée')),
  tile('H4', 1, curve(D, D), hist('Bâtiment')),
  tile('H5', 1, whole(D), hist('Saint Sernin')),
  tile('H6', 1, cross(D, D, D, D), hist('Saint Nazaire')),
  tile('H7', 1, whole(D), hist('Chateau Comtal')),
];

export const THE_CITY: TileSetDef = { name: 'the-city', tiles: CITY_TILES, startTile: null };
