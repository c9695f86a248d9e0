import { ok, type Result } from '../result.js';
import { malformed, type ReplayError } from '../record-common.js';
import { CityMatch } from '../city/match.js';
import { cityReportOf, loadCityRecord } from '../city/record.js';
import { CITY_COLORS, cityTileSet, type CityPlayer } from '../city/setup.js';
import { CheckedMatch, type InnerHooks } from './checked.js';
import { catalogOf } from './catalog.js';
import type { GameDefinition, GameMatch, MatchSetup, Placement, TileCatalog } from './definition.js';

const hooks: InnerHooks<CityMatch> = {
  game: 'the-city',
  actor: (m) => m.actor,
  // The follower choice is part of the placement move, so it is never due on its own.
  phase: (m) => (m.phase === 'follower' ? 'place' : m.phase),
  report: (m, squares) => cityReportOf(m, squares),
  clone: (m) => m.clone(),
  placements: (m) => {
    const out: Placement[] = [];
    for (const mv of m.legalMoves()) if (mv.type === 'place' && mv.follower === undefined) out.push({ x: mv.x, y: mv.y, rotation: mv.rotation });
    return out;
  },
  followerOptions: (m, placement) => m.followerPorts(placement),
};

let cached: TileCatalog | undefined;
function catalog(): TileCatalog {
  if (!cached) {
    const set = cityTileSet();
    cached = catalogOf(set.name, set.total, null, set.types.map((t) => t.base));
  }
  return cached;
}

function wrap(match: CityMatch): GameMatch {
  return new CheckedMatch(match, 'the-city', catalog(), hooks);
}

/** Carcassonne: The City — walls, towers, guards, markets and districts. */
export const theCity: GameDefinition = {
  id: 'the-city',
  title: 'Carcassonne: The City',
  presets: [{ id: 'the-city', game: 'the-city', tileSet: 'the-city', tiles: cityTileSet().total, options: {} }],
  options: [],
  seats: { min: 2, max: 4 },
  colors: CITY_COLORS,
  scoringKinds: ['road', 'market', 'district', 'guard', 'tower'],
  followerRoles: { road: 'citizen', market: 'marketWoman', district: 'patron', wall: 'guard' },
  tileCatalog: (preset) => (preset === 'the-city' ? catalog() : undefined),
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
