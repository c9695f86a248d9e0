import { ok, type Result } from '../result.js';
import { malformed, type ReplayError } from '../record-common.js';
import { CityMatch } from '../city/match.js';
import type { CityGame } from '../city/game.js';
import { cityReportOf, loadCityRecord } from '../city/record.js';
import { playCityRandomly } from '../city/random.js';
import { CITY_COLORS, cityTileSet, type CityPlayer } from '../city/setup.js';
import { CheckedMatch, type InnerHooks } from './checked.js';
import { catalogOf } from './catalog.js';
import { badView, isRecord, publicHistory, replayHistory, shuffledCounts } from './sample.js';
import type { Mulberry32 } from '../rng.js';
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
  playRandomly(match, rng) {
    const core = cityCore(match);
    if (core) playCityRandomly(core, rng);
  },
  sample(view: unknown, rng: Mulberry32): Result<GameMatch> {
    if (!isRecord(view) || view['game'] !== 'the-city') return badView('not a view of The City');
    const history = publicHistory(view);
    if (!history.ok) return history;
    const stacks = view['stacks'];
    const remaining = view['remaining'];
    if (!Array.isArray(stacks) || stacks.length !== 3 || !stacks.every((n) => Number.isSafeInteger(n) && n >= 0))
      return badView('view.stacks must be the three stack sizes');
    if (!Array.isArray(remaining) || remaining.length !== 3) return badView('view.remaining must give the unseen tiles of each of the three stacks');
    const { players, drawnTiles, moves } = history.value;
    // Each stack's unseen tiles are arranged within that stack, never across stacks.
    const tiles = [...drawnTiles];
    for (const stack of remaining) {
      const unseen = shuffledCounts(stack, rng);
      if (!unseen.ok) return unseen;
      tiles.push(...unseen.value);
    }
    return replayHistory(this.create({ preset: 'the-city', players, tiles, stacks: stacks as number[] }), moves);
  },
  load(record): Result<GameMatch, ReplayError> {
    if (record.game !== 'the-city') return malformed('unknown-game', 'not a record of The City');
    const loaded = loadCityRecord(record);
    return loaded.ok ? ok(wrap(loaded.value)) : loaded;
  },
};

/** The fast core of a match of The City (for bots and benchmarks), or undefined for another game. */
export function cityCore(match: GameMatch): CityGame | undefined {
  return match instanceof CheckedMatch && match.inner instanceof CityMatch ? match.inner.game : undefined;
}
