import { ok, type Result } from '../result.js';
import { malformed, type ReplayError } from '../record-common.js';
import { CityMatch } from '../city/match.js';
import { cityReportOf, loadCityRecord } from '../city/record.js';
import { CITY_COLORS, cityTileSet, type CityPlayer } from '../city/setup.js';
import { CheckedMatch, type InnerHooks } from './checked.js';
import type { GameDefinition, GameMatch, MatchSetup } from './definition.js';

const hooks: InnerHooks<CityMatch> = {
  game: 'the-city',
  actor: (m) => m.actor,
  // The follower choice is part of the placement move, so it is never due on its own.
  phase: (m) => (m.phase === 'follower' ? 'place' : m.phase),
  report: (m, squares) => cityReportOf(m, squares),
  clone: (m) => m.clone(),
};

function wrap(match: CityMatch): GameMatch {
  return new CheckedMatch(match, 'the-city', hooks);
}

/** Carcassonne: The City — walls, towers, guards, markets and districts. */
export const theCity: GameDefinition = {
  id: 'the-city',
  title: 'Carcassonne: The City',
  presets: [{ id: 'the-city', game: 'the-city', tileSet: 'the-city', tiles: cityTileSet().total, options: {} }],
  options: [],
  seats: { min: 2, max: 4 },
  colors: CITY_COLORS,
  create(setup: MatchSetup): Result<GameMatch> {
    if (setup.options !== undefined && Object.keys(setup.options).length > 0)
      return { ok: false, error: { code: 'unknown-option', message: 'The City has no rule options' } };
    const created = CityMatch.create({
      game: 'the-city',
      preset: 'the-city',
      players: setup.players as readonly CityPlayer[],
      ...(setup.seed !== undefined ? { seed: setup.seed } : {}),
      ...(setup.tiles !== undefined ? { tiles: setup.tiles } : {}),
      ...(setup.stacks !== undefined ? { stacks: setup.stacks } : {}),
    });
    return created.ok ? ok(wrap(created.value)) : created;
  },
  load(record): Result<GameMatch, ReplayError> {
    if (record.game !== 'the-city') return malformed('unknown-game', 'not a record of The City');
    const loaded = loadCityRecord(record);
    return loaded.ok ? ok(wrap(loaded.value)) : loaded;
  },
};
