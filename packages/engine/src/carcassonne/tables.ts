import { ok, type Result } from '../core/result.js';
import { resolveOptionsIn, type OptionsOf, type OptionTable } from '../core/options.js';
import type { TileSetDef } from '../core/tile-data.js';
import type { TileSet } from '../core/tile-compile.js';
import { PRESETS, RULE_OPTIONS, type RuleOptions } from './rules.js';
import { PRESET_SCORING, type ScoringRules } from './scoring.js';
import { compiled, TILE_SETS } from './tile-sets.js';
import { expansionsOf, withExpansions } from './expansions.js';
import { expansionScoring } from './expansion-scoring.js';

/** An option table with at least the options of `RULE_OPTIONS` (the base rules read them). */
export type RuleOptionTable = OptionTable & typeof RULE_OPTIONS;

/**
 * The tables a Carcassonne definition is built from (docs/architecture.md, "Adding to the
 * engine"): the rule options `T` (those of `RULE_OPTIONS` and any more), the tile sets `S`, the
 * presets `P` naming a set with a value for every option, and each preset's scoring.
 */
export interface RuleTables<T extends RuleOptionTable, S extends string, P extends string> {
  readonly options: T;
  readonly tileSets: { readonly [K in S]: TileSetDef };
  readonly presets: {
    readonly [K in P]: { readonly tileSet: S; readonly ratingFamily: string; readonly options: OptionsOf<T> };
  };
  readonly scoring: { readonly [K in P]: (options: OptionsOf<T>) => ScoringRules };
}

/** A setup's options resolved, and how the preset scores with them. */
export interface ResolvedRules {
  readonly options: RuleOptions;
  readonly scoring: ScoringRules;
}

/** One preset as the setup check reads it. */
export interface PresetRules {
  readonly tileSetName: string;
  /** The preset's tile set with the tiles of the expansions `options` switch on, compiled once each. */
  tileSet(options?: RuleOptions): TileSet;
  /** The preset's options with the overrides applied (refused as `resolveOptions` refuses). */
  resolve(overrides: Readonly<Record<string, unknown>>): Result<ResolvedRules>;
}

/** What the setup check, the match and the record reader read off the tables. */
export interface Rules {
  readonly presetNames: readonly string[];
  preset(name: string): PresetRules | undefined;
}

/** The tables as the setup check reads them, built once per definition. */
export function rulesOf<T extends RuleOptionTable, S extends string, P extends string>(
  tables: RuleTables<T, S, P>,
): Rules {
  const presets = new Map<string, PresetRules>();
  const scorings = new Map<string, (options: OptionsOf<T>) => ScoringRules>(Object.entries(tables.scoring));
  const sets = new Map<string, TileSetDef>(Object.entries(tables.tileSets));
  type Entry = RuleTables<T, S, P>['presets'][P];
  for (const [name, entry] of Object.entries<Entry>(tables.presets)) {
    const scoring = scorings.get(name);
    const def = sets.get(entry.tileSet);
    // The types of `tables` hold both; a caller without them (plain JavaScript) learns it here.
    if (scoring === undefined || def === undefined) throw new Error(`preset ${name}: no scoring or tile set`);
    presets.set(name, {
      tileSetName: entry.tileSet,
      tileSet: (options) => compiled(withExpansions(def, options ? expansionsOf(options) : [])),
      resolve(overrides) {
        const options = resolveOptionsIn(tables.options, entry.options, overrides);
        return options.ok
          ? ok({ options: options.value, scoring: expansionScoring(scoring(options.value), options.value) })
          : options;
      },
    });
  }
  return { presetNames: [...presets.keys()], preset: (name) => presets.get(name) };
}

/** The engine's own tables: those of the registry's Carcassonne. */
export const CARCASSONNE_TABLES = {
  options: RULE_OPTIONS,
  tileSets: TILE_SETS,
  presets: PRESETS,
  scoring: PRESET_SCORING,
} as const;

/** The engine's own tables as the setup check reads them. */
export const CARCASSONNE_RULES: Rules = rulesOf(CARCASSONNE_TABLES);
