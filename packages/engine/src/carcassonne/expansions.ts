import type { TileSetDef } from '../core/tile-data.js';
import { INNS_CATHEDRALS_TILES } from './tiles/inns-cathedrals.js';
import { TRADERS_BUILDERS_TILES } from './tiles/traders-builders.js';
import { RIVER_SPRING, RIVER_TILES } from './tiles/river.js';
import { ABBEY_MAYOR_TILES } from './tiles/abbey-mayor.js';
import { PRINCESS_DRAGON_TILES } from './tiles/princess-dragon.js';

/**
 * The expansions (rules.md A6–A9) by the names people and the command line use, each with the
 * rule option that switches it on and the tiles it adds. A match's tile set is its preset's set
 * with the tiles of every expansion switched on, in this table's order (notation.md, the seeded
 * shuffle).
 */
export const EXPANSIONS = {
  'inns-and-cathedrals': { option: 'innsAndCathedrals', tiles: INNS_CATHEDRALS_TILES },
  'traders-and-builders': { option: 'tradersAndBuilders', tiles: TRADERS_BUILDERS_TILES },
  'the-river': { option: 'theRiver', tiles: RIVER_TILES },
  // The Abbot brings a figure, no tiles (rules/the-abbot.md AB6: no gardens in our tile sets).
  'the-abbot': { option: 'theAbbot', tiles: [] },
  // Abbey & Mayor: twelve land tiles and the abbey (rules/abbey-and-mayor.md), the mayor.
  'abbey-and-mayor': { option: 'abbeyAndMayor', tiles: ABBEY_MAYOR_TILES },
  // The dragon, the fairy, princesses and magic portals (rules/the-princess-and-the-dragon.md).
  'princess-and-dragon': { option: 'princessAndDragon', tiles: PRINCESS_DRAGON_TILES },
} as const;
export type ExpansionName = keyof typeof EXPANSIONS;
export const EXPANSION_NAMES = Object.keys(EXPANSIONS) as ExpansionName[];
type ExpansionOption = (typeof EXPANSIONS)[ExpansionName]['option'];

/** The segment attributes the expansions' tiles carry, in bit order (`TileSetDef.attributes`). */
export const EXPANSION_ATTRIBUTES = ['inn', 'cathedral', 'wine', 'grain', 'cloth', 'princess'] as const;

export function isExpansionName(name: string): name is ExpansionName {
  return Object.hasOwn(EXPANSIONS, name);
}

/** The expansions a set of options switches on, in table order. */
export function expansionsOf(
  options: Readonly<Partial<Record<ExpansionOption, boolean | string>>>,
): ExpansionName[] {
  return EXPANSION_NAMES.filter((name) => options[EXPANSIONS[name].option] === true);
}

/** The option overrides that switch on `names` (for setups and the command line). */
export function expansionOptions(names: readonly ExpansionName[]): Partial<Record<ExpansionOption, true>> {
  const out: Partial<Record<ExpansionOption, true>> = {};
  for (const name of names) out[EXPANSIONS[name].option] = true;
  return out;
}

const composed = new WeakMap<TileSetDef, Map<string, TileSetDef>>();

/**
 * `base` with the tiles of `names` added (the same definition for the same names, so that it
 * compiles once). With The River the spring is the start tile and the base set's start tile is
 * shuffled in with the others.
 */
export function withExpansions(base: TileSetDef, all: readonly ExpansionName[]): TileSetDef {
  // An expansion without tiles (The Abbot) leaves the tile set as it is.
  const names = all.filter((n) => EXPANSIONS[n].tiles.length > 0);
  if (names.length === 0) return base;
  let byKey = composed.get(base);
  if (!byKey) {
    byKey = new Map();
    composed.set(base, byKey);
  }
  const key = names.join('+');
  let def = byKey.get(key);
  if (!def) {
    def = {
      name: `${base.name}+${key}`,
      tiles: [...base.tiles, ...names.flatMap((n) => EXPANSIONS[n].tiles)],
      startTile: names.includes('the-river') ? RIVER_SPRING : base.startTile,
      attributes: [...EXPANSION_ATTRIBUTES],
    };
    byKey.set(key, def);
  }
  return def;
}
