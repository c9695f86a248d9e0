import { describe, expect, it } from 'vitest';
import * as engine from '../src/index.js';

/**
 * The public entry is one API (docs/api.md): the registry and the one match interface, and what
 * every game shares, at the top level; each game's own exports in its namespace. A name added at
 * the top level is a decision about the public API, so it has to be added here too.
 */
const TOP_LEVEL = [
  // results and errors
  'ERROR_CODES',
  'ok',
  'err',
  // the registry and the one game interface
  'GAMES',
  'GAME_IDS',
  'ALL_PRESETS',
  'PRESET_IDS',
  'gameDefinition',
  'presetInfo',
  'definitionOfPreset',
  'createMatch',
  'loadMatch',
  'replayRecord',
  'seatsWith',
  'seatsProblem',
  // board vocabulary and notation
  'PORTS',
  'SIDE_PORTS',
  'SIDES',
  'ROTATIONS',
  'canonicalPort',
  'parseMove',
  'formatMove',
  'writeMove',
  'NOT_A_MOVE',
  // tile data
  'SEGMENT_KINDS',
  'MARKET_KINDS',
  // the seeded generator
  'fnv1a',
  'Mulberry32',
  'shuffleInPlace',
  // Board Game Arena logs (docs/bga.md)
  'importBga',
  'MAX_BGA_LOG_CHARS',
  'MAX_BGA_NOTIFICATIONS',
  // one namespace per game
  'carcassonne',
  'theCity',
];

describe('the public entry', () => {
  it('holds at the top level only the registry, the shared vocabulary and one namespace per game', () => {
    expect(Object.keys(engine).sort()).toEqual([...TOP_LEVEL].sort());
  });

  it("keeps each game's checked match, records and tile sets in the game's namespace", () => {
    const carcassonne = ['Match', 'loadRecord', 'BASE', 'WINTER', 'PRESETS'];
    expect(Object.keys(engine.carcassonne)).toEqual(expect.arrayContaining(carcassonne));
    const theCity = ['CityMatch', 'createCityMatch', 'loadCityRecord', 'THE_CITY'];
    expect(Object.keys(engine.theCity)).toEqual(expect.arrayContaining(theCity));
  });
});
