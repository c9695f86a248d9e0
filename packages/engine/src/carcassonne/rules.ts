import type { Result } from '../core/result.js';
import { resolveOptionsIn, type OptionsOf, type OptionTable } from '../core/options.js';
import type { TileSetName } from './tile-sets.js';

export const FARMER_SCORINGS = ['perCity4', 'perField3'] as const;
export type FarmerScoring = (typeof FARMER_SCORINGS)[number];

/**
 * The rule options of Part A (rules.md A5), each with the values it takes: the one list the
 * options' type, their check (`resolveOptions`) and the registry's `options` come from. Adding
 * an option is an entry here, its value in each preset, and the rule that reads it.
 */
export const RULE_OPTIONS = {
  farmers: [true, false],
  smallCityTwoPoints: [true, false],
  farmerScoring: FARMER_SCORINGS,
  // The expansions (rules.md A6–A9), each off in every preset and switched on by a setup's options.
  theRiver: [false, true],
  innsAndCathedrals: [false, true],
  tradersAndBuilders: [false, true],
  // The Abbot: one abbot per player on monasteries, recalled for points (docs/rules/the-abbot.md).
  theAbbot: [false, true],
  // Abbey & Mayor: land tiles, one abbey per player, the mayor (docs/rules/abbey-and-mayor.md).
  abbeyAndMayor: [false, true],
  // The Princess & the Dragon (docs/rules/the-princess-and-the-dragon.md).
  princessAndDragon: [false, true],
  // The strategic variant: a hidden hand of three tiles (docs/rules/strategic-variant.md).
  strategic: [false, true],
} as const satisfies OptionTable;

/** Rule options of Part A: one value of each entry of `RULE_OPTIONS`. */
export type RuleOptions = OptionsOf<typeof RULE_OPTIONS>;

/** Every preset plays without expansions; a setup's options switch them on. */
const NO_EXPANSIONS = {
  theRiver: false,
  innsAndCathedrals: false,
  tradersAndBuilders: false,
  theAbbot: false,
  abbeyAndMayor: false,
  princessAndDragon: false,
  strategic: false,
} as const;

export const PRESETS = {
  classic: {
    tileSet: 'base',
    ratingFamily: 'carcassonne',
    options: { farmers: true, smallCityTwoPoints: true, farmerScoring: 'perCity4', ...NO_EXPANSIONS },
  },
  'classic-se': {
    tileSet: 'base',
    ratingFamily: 'carcassonne',
    options: { farmers: true, smallCityTwoPoints: false, farmerScoring: 'perCity4', ...NO_EXPANSIONS },
  },
  winter: {
    tileSet: 'winter',
    ratingFamily: 'winter',
    options: { farmers: true, smallCityTwoPoints: false, farmerScoring: 'perField3', ...NO_EXPANSIONS },
  },
  modern: {
    tileSet: 'base',
    ratingFamily: 'carcassonne',
    options: { farmers: true, smallCityTwoPoints: false, farmerScoring: 'perField3', ...NO_EXPANSIONS },
  },
} as const satisfies Record<string, { tileSet: TileSetName; ratingFamily: string; options: RuleOptions }>;
export type BasePreset = keyof typeof PRESETS;
export const BASE_PRESETS = Object.keys(PRESETS) as BasePreset[];

export function isBasePreset(p: string): p is BasePreset {
  return Object.hasOwn(PRESETS, p);
}

/** Apply option overrides to a preset, refusing unknown names and wrong types. */
export function resolveOptions(
  preset: BasePreset,
  overrides: Readonly<Record<string, unknown>> = {},
): Result<RuleOptions> {
  return resolveOptionsIn(RULE_OPTIONS, PRESETS[preset].options, overrides);
}
