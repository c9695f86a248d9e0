import { describe, expect, it } from 'vitest';
import { GAMES, Mulberry32, createMatch, type TileSetDef } from '../src/index.js';
import { PRESETS, RULE_OPTIONS, resolveOptions } from '../src/carcassonne/public.js';
import { baseScoring, K_ROAD, TILE_SETS, type ScoringRules } from '../src/internal.js';
import { tile } from '../src/core/tile-text.js';
import { optionList, type OptionsOf, type OptionTable } from '../src/core/options.js';
import { carcassonneDefinition, presetList } from '../src/carcassonne/definition.js';
import { PRESET_SCORING } from '../src/carcassonne/scoring.js';
import { CARCASSONNE_TABLES } from '../src/carcassonne/tables.js';
import { CITY_OPTIONS } from '../src/the-city/constants.js';
import type { GameMatch } from '../src/games/definition.js';

/**
 * docs/architecture.md, "Adding to the engine": a tile set and a rule option added by its steps
 * alone, on copies of the tables (the engine's own stay as they are), and a definition built from
 * those copies as the registry's Carcassonne is built from the engine's own. Its presets, option
 * check, matches and records read the copies and nothing else.
 */

// A tile set, step 1: its definition (docs/tiles.md).
const DUMMY: TileSetDef = {
  name: 'dummy',
  startTile: 'D',
  tiles: [
    tile('D', 1, 'road W E | field WNW NNW N NNE ENE | field ESE SSE S SSW WSW'),
    tile('M', 4, 'monastery C | road S | field NNW N NNE ENE E ESE SSE SSW WSW W WNW'),
    tile('R', 6, 'road W E | field WNW NNW N NNE ENE | field ESE SSE S SSW WSW'),
    tile('T', 4, 'road W | road E | road S | field WNW NNW N NNE ENE | field ESE SSE | field SSW WSW'),
  ],
};
// Step 2: one entry in the tile set table.
const SETS = { ...TILE_SETS, dummy: DUMMY } as const;

// A rule option, step 1: one entry in the option table, with its values.
const OPTIONS = { ...RULE_OPTIONS, dummyRoads: ['single', 'double'] } as const satisfies OptionTable;
type Options = OptionsOf<typeof OPTIONS>;

// Step 2 of both: the option's value in every preset, and a preset naming the new tile set.
const withRule = (p: (typeof PRESETS)[keyof typeof PRESETS]) => ({
  ...p,
  options: { ...p.options, dummyRoads: 'single' as const },
});
const PRESETS_PLUS = {
  classic: withRule(PRESETS.classic),
  'classic-se': withRule(PRESETS['classic-se']),
  winter: withRule(PRESETS.winter),
  modern: withRule(PRESETS.modern),
  dummy: {
    tileSet: 'dummy',
    ratingFamily: 'carcassonne',
    options: { ...PRESETS.modern.options, dummyRoads: 'single' as const },
  },
} as const satisfies Record<string, { tileSet: keyof typeof SETS; ratingFamily: string; options: Options }>;

// Step 3 of the option: the rule that reads it (here around `baseScoring`: roads score double);
// step 3 of the tile set: its preset's scoring.
function dummyScoring(options: Options): ScoringRules {
  const base = baseScoring(options);
  const factor = options.dummyRoads === 'double' ? 2 : 1;
  const featureValue: ScoringRules['featureValue'] = (f, complete) =>
    base.featureValue(f, complete) * (f.kind === K_ROAD ? factor : 1);
  return { ...base, featureValue };
}
const SCORING = {
  classic: dummyScoring,
  'classic-se': dummyScoring,
  winter: dummyScoring,
  modern: dummyScoring,
  dummy: dummyScoring,
};

// The definition on these tables, as `carcassonne` is built on the engine's own.
const TABLES = { options: OPTIONS, tileSets: SETS, presets: PRESETS_PLUS, scoring: SCORING } as const;
const DEF = carcassonneDefinition(TABLES);

const PLAYERS = [
  { name: 'Anna', color: 'red' },
  { name: 'Bert', color: 'blue' },
];

/** A seeded game of the dummy preset played to its end with legal moves, by seat and version. */
function play(options: Readonly<Record<string, unknown>>): GameMatch {
  const created = DEF.create({ preset: 'dummy', options, players: PLAYERS, seed: 'dummy' });
  if (!created.ok) throw new Error(created.error.message);
  const m = created.value;
  const rng = new Mulberry32(7);
  while (!m.finished) {
    const moves = m.legalMoves();
    const r = m.play(m.actor, moves[rng.int(moves.length)], m.version);
    if (!r.ok) throw new Error(r.error.message);
  }
  return m;
}

describe('adding a tile set and a rule option by the documented steps', () => {
  it('the tables as they are give what the registry lists', () => {
    expect(GAMES.carcassonne.options).toEqual(optionList(RULE_OPTIONS));
    expect(GAMES.carcassonne.presets).toEqual(presetList(PRESETS, TILE_SETS));
    expect(GAMES['the-city'].options).toEqual(optionList(CITY_OPTIONS));
    const own = carcassonneDefinition(CARCASSONNE_TABLES);
    expect([own.presets, own.options]).toEqual([GAMES.carcassonne.presets, GAMES.carcassonne.options]);
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
      message:
        'unknown option "dragons" (known: farmers, smallCityTwoPoints, farmerScoring, theRiver, innsAndCathedrals, tradersAndBuilders, theAbbot, abbeyAndMayor, princessAndDragon, strategic)',
    });
    expect(refusal({ toString: true })?.code).toBe('unknown-option');
  });

  it("the definition lists the new preset and option; the engine's own tables stay as they are", () => {
    expect(DEF.options.at(-1)).toEqual({ key: 'dummyRoads', values: ['single', 'double'] });
    expect(DEF.presets.find((p) => p.id === 'dummy')).toEqual({
      id: 'dummy',
      game: 'carcassonne',
      tileSet: 'dummy',
      tiles: 15,
      ratingFamily: 'carcassonne',
      options: { ...PRESETS.modern.options, dummyRoads: 'single' },
    });
    expect(DEF.tileCatalog('dummy')?.tiles.map((t) => [t.id, t.count])).toEqual([
      ['D', 1],
      ['M', 4],
      ['R', 6],
      ['T', 4],
    ]);
    expect(GAMES.carcassonne.presets.map((p) => p.id)).toEqual(['classic', 'classic-se', 'winter', 'modern']);
    const players = PLAYERS;
    const unknown = createMatch({ preset: 'dummy', players, seed: 'x' });
    expect(!unknown.ok && unknown.error.code).toBe('unknown-preset');
    const foreign = createMatch({ preset: 'classic', options: { dummyRoads: 'double' }, players, seed: 'x' });
    expect(!foreign.ok && foreign.error.code).toBe('unknown-option');
    expect(PRESET_SCORING).not.toHaveProperty('dummy');
  });

  it('a checked match of the new preset plays to the end, and its record replays with the option', () => {
    const m = play({ dummyRoads: 'double' });
    expect(m.phase).toBe('over');
    expect(m.tiles.name).toBe('dummy');
    const record = m.toRecord();
    expect(record).toMatchObject({ game: 'carcassonne', preset: 'dummy', options: { dummyRoads: 'double' } });
    expect(record.moves).toHaveLength(14);
    expect(m.view()).toMatchObject({ preset: 'dummy', options: { dummyRoads: 'double', farmers: true } });

    expect(JSON.parse(JSON.stringify(record))).toEqual(record);
    const loaded = DEF.load({ ...record });
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.value.toRecord()).toEqual(record);
    expect(loaded.value.report()).toEqual(m.report());
    expect(loaded.value.clone().toRecord()).toEqual(record);
    // The registry's Carcassonne knows neither the preset nor the option.
    const elsewhere = GAMES.carcassonne.load({ ...record });
    expect(!elsewhere.ok && elsewhere.error.code).toBe('unknown-preset');
  });

  it('the new option changes what roads score, and nothing else', () => {
    const single = play({}).report();
    const double = play({ dummyRoads: 'double' }).report();
    const roads = (r: typeof single) => r.events.filter((e) => e.kind === 'road').map((e) => e.points ?? 0);
    expect(roads(single).length).toBeGreaterThan(0);
    expect(roads(double)).toEqual(roads(single).map((p) => 2 * p));
    const others = (r: typeof single) => r.events.filter((e) => e.kind !== 'road');
    expect(others(double)).toEqual(others(single));
  });

  it('an unknown value of the new option is refused with the usual error', () => {
    const message = 'option dummyRoads must be "single" or "double" (got "triple")';
    const options = { dummyRoads: 'triple' };
    const created = DEF.create({ preset: 'dummy', options, players: PLAYERS, seed: 'x' });
    expect(!created.ok && created.error).toEqual({ code: 'bad-option', message });
    const record = { ...play({}).toRecord(), options: { dummyRoads: 'triple' } };
    const loaded = DEF.load(record);
    expect(!loaded.ok && loaded.error).toMatchObject({ code: 'bad-option', message });
    const unknown = DEF.create({ preset: 'dummy', options: { dragons: true }, players: PLAYERS, seed: 'x' });
    expect(!unknown.ok && unknown.error.message).toBe(
      'unknown option "dragons" (known: farmers, smallCityTwoPoints, farmerScoring, theRiver, innsAndCathedrals, tradersAndBuilders, theAbbot, abbeyAndMayor, princessAndDragon, strategic, dummyRoads)',
    );
  });
});
