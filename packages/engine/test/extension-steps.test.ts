import { describe, expect, it } from 'vitest';
import { GAMES, type TileSetDef } from '../src/index.js';
import { PRESETS, RULE_OPTIONS, resolveOptions } from '../src/carcassonne/public.js';
import { compiled, randomGame, TILE_SETS } from '../src/internal.js';
import { tile } from '../src/core/tile-text.js';
import { optionList, resolveOptionsIn, type OptionsOf, type OptionTable } from '../src/core/options.js';
import { presetList } from '../src/carcassonne/definition.js';

/**
 * docs/architecture.md, "Adding to the engine": a tile set and a rule option added by its steps
 * alone, on copies of the tables (the engine's own stay as they are). Everything else the
 * registry offers — the option list, the option check, the presets with their tile counts — is
 * read off the tables.
 */

// A tile set, step 1: its definition (docs/tiles.md).
const DUMMY: TileSetDef = {
  name: 'dummy',
  startTile: 'D',
  tiles: [
    tile('D', 1, 'road W E | field WNW NNW N NNE ENE | field ESE SSE S SSW WSW'),
    tile('M', 4, 'monastery C | road S | field NNW N NNE ENE E ESE SSE SSW WSW W WNW'),
    tile('R', 6, 'road W E | field WNW NNW N NNE ENE | field ESE SSE S SSW WSW'),
  ],
};
// Step 2: one entry in the tile set table.
const SETS = { ...TILE_SETS, dummy: DUMMY } as const;

// A rule option, step 1: one entry in the option table, with its values.
const OPTIONS = { ...RULE_OPTIONS, dummyRule: ['off', 'on'] } as const satisfies OptionTable;
type Options = OptionsOf<typeof OPTIONS>;

// Step 2 of both: the option's value in every preset, and a preset naming the new tile set.
const withRule = (p: (typeof PRESETS)[keyof typeof PRESETS]) => ({
  ...p,
  options: { ...p.options, dummyRule: 'off' as const },
});
const PRESETS_PLUS = {
  classic: withRule(PRESETS.classic),
  'classic-se': withRule(PRESETS['classic-se']),
  winter: withRule(PRESETS.winter),
  modern: withRule(PRESETS.modern),
  dummy: { tileSet: 'dummy', options: { ...PRESETS.modern.options, dummyRule: 'on' as const } },
} as const satisfies Record<string, { tileSet: keyof typeof SETS; options: Options }>;

describe('adding a tile set and a rule option by the documented steps', () => {
  it('the tables as they are give what the registry lists', () => {
    expect(GAMES.carcassonne.options).toEqual(optionList(RULE_OPTIONS));
    expect(GAMES.carcassonne.presets).toEqual(presetList(PRESETS, TILE_SETS));
    const refusal = (overrides: Record<string, unknown>) => {
      const r = resolveOptions('classic', overrides);
      return r.ok ? null : r.error;
    };
    const message = 'option farmers must be true or false (got "yes")';
    expect(refusal({ farmers: 'yes' })).toEqual({ code: 'bad-option', message });
    const scoring = 'option farmerScoring must be "perCity4" or "perField3" (got "x")';
    expect(refusal({ farmerScoring: 'x' })?.message).toBe(scoring);
    expect(refusal({ dragons: true })).toEqual({
      code: 'unknown-option',
      message: 'unknown option "dragons" (known: farmers, smallCityTwoPoints, farmerScoring)',
    });
    expect(refusal({ toString: true })?.code).toBe('unknown-option');
  });

  it('the new option is listed, checked and resolved from its one entry', () => {
    expect(optionList(OPTIONS).at(-1)).toEqual({ key: 'dummyRule', values: ['off', 'on'] });
    const base = PRESETS_PLUS.dummy.options;
    const on = resolveOptionsIn(OPTIONS, base, { farmers: false });
    expect(on.ok && on.value).toEqual({ ...base, farmers: false });
    const off = resolveOptionsIn(OPTIONS, base, { dummyRule: 'off' });
    expect(off.ok && off.value.dummyRule).toBe('off');
    const bad = resolveOptionsIn(OPTIONS, base, { dummyRule: true });
    const message = 'option dummyRule must be "off" or "on" (got true)';
    expect(!bad.ok && bad.error).toEqual({ code: 'bad-option', message });
    const unknown = resolveOptionsIn(OPTIONS, base, { other: 1 });
    expect(!unknown.ok && unknown.error.message).toBe(
      'unknown option "other" (known: farmers, smallCityTwoPoints, farmerScoring, dummyRule)',
    );
  });

  it('the new tile set gets a preset with its tile count, and plays to the end', () => {
    const dummy = presetList(PRESETS_PLUS, SETS).find((p) => p.id === 'dummy');
    expect(dummy).toEqual({
      id: 'dummy',
      game: 'carcassonne',
      tileSet: 'dummy',
      tiles: 11,
      options: { ...PRESETS.modern.options, dummyRule: 'on' },
    });
    const set = compiled(SETS[PRESETS_PLUS.dummy.tileSet]);
    expect(compiled(SETS.dummy)).toBe(set);
    const g = randomGame({ tileSet: set, options: PRESETS_PLUS.dummy.options, players: 2, seed: 'dummy' });
    expect(g.phase).toBe('over');
    expect(g.placedCount).toBe(11);
  });
});
