import { cityAids } from './aids.js';
import type { Result } from '../core/result.js';
import { malformed, type ReplayError } from '../core/record.js';
import { CityMatch } from './match.js';
import { cityReportOf, loadCityRecord } from './record.js';
import { CITY_COLORS, CITY_SEATS, cityTileSet, type CityPlayer } from './setup.js';
import { THE_CITY } from './tiles.js';
import { tileCount } from '../core/tile-data.js';
import { playCityRandomly } from './random.js';
import { CITY_OPTIONS } from './constants.js';
import { optionList } from '../core/options.js';
import { CheckedMatch, drawFields, wrapped, type InnerHooks } from '../games/checked.js';
import { catalogOf } from '../games/catalog.js';
import { badView, readView, replayHistory, shuffledCounts } from '../games/sample.js';
import type { Mulberry32 } from '../core/rng.js';
import type { CityRecord } from './match.js';
import type { CityPlayerView } from './view.js';
import type { GameDefinition, GameMatch, MatchSetup, Placement, TileCatalog } from '../games/definition.js';

const hooks: InnerHooks<CityMatch> = {
  game: 'the-city',
  actor: (m) => m.actor,
  // The follower choice is part of the placement move, so it is never due on its own.
  phase: (m) => (m.phase === 'follower' ? 'place' : m.phase),
  report: (m, squares) => cityReportOf(m, squares),
  clone: (m) => m.clone(),
  placements: (m) => {
    const out: Placement[] = [];
    for (const mv of m.legalMoves())
      if (mv.type === 'place' && mv.follower === undefined)
        out.push({ x: mv.x, y: mv.y, rotation: mv.rotation });
    return out;
  },
  followerOptions: (m, placement) => m.followerPorts(placement),
  aids: (m) => cityAids(m),
};

let cached: TileCatalog | undefined;
function catalog(): TileCatalog {
  if (!cached) {
    const set = cityTileSet();
    cached = catalogOf(set.name, set.total, null, set.types);
  }
  return cached;
}

/** This game's match behind the one interface. */
type CheckedOf = GameMatch<CityPlayerView, CityRecord>;

function wrap(match: CityMatch): CheckedOf {
  return new CheckedMatch<CityPlayerView, CityRecord, CityMatch>(match, 'the-city', catalog(), hooks);
}

/** Carcassonne: The City — walls, towers, guards, markets and districts. */
export const theCity: GameDefinition<CityPlayerView, CityRecord> = {
  id: 'the-city',
  title: 'Carcassonne: The City',
  presets: [
    {
      id: 'the-city',
      game: 'the-city',
      tileSet: 'the-city',
      tiles: tileCount(THE_CITY),
      ratingFamily: 'the-city',
      options: {},
    },
  ],
  options: optionList(CITY_OPTIONS),
  seats: CITY_SEATS,
  colors: CITY_COLORS,
  scoringKinds: ['road', 'market', 'district', 'guard', 'tower'],
  followerRoles: { road: 'citizen', market: 'marketWoman', district: 'patron', wall: 'guard' },
  tileCatalog: (preset) => (preset === 'the-city' ? catalog() : undefined),
  create(setup: MatchSetup): Result<CheckedOf> {
    if (setup.options !== undefined && Object.keys(setup.options).length > 0)
      return { ok: false, error: { code: 'unknown-option', message: 'The City has no rule options' } };
    const created = CityMatch.create({
      game: 'the-city',
      preset: 'the-city',
      players: setup.players as readonly CityPlayer[],
      ...drawFields(setup),
      ...(setup.stacks !== undefined ? { stacks: setup.stacks } : {}),
    });
    return wrapped(created, wrap);
  },
  playRandomly(match, rng) {
    if (match instanceof CheckedMatch && match.inner instanceof CityMatch)
      playCityRandomly(match.inner.game, rng);
  },
  sample(view: unknown, rng: Mulberry32): Result<CheckedOf> {
    const read = readView(view, 'the-city', 'The City');
    if (!read.ok) return read;
    const { fields, history } = read.value;
    const stacks = fields.stacks;
    const remaining = fields.remaining;
    if (
      !Array.isArray(stacks) ||
      stacks.length !== 3 ||
      !stacks.every((n) => Number.isSafeInteger(n) && n >= 0)
    )
      return badView('view.stacks must be the three stack sizes');
    const { players, drawnTiles, moves } = history;
    // The stacks are face down: the unseen tiles may lie in any stack, so they are arranged
    // over all of them (the stack sizes put each in its stack).
    const unseen = shuffledCounts(remaining, rng);
    if (!unseen.ok) return unseen;
    const tiles = [...drawnTiles, ...unseen.value];
    return replayHistory(
      this.create({ preset: 'the-city', players, tiles, stacks: stacks as number[] }),
      moves,
    );
  },
  load(record): Result<CheckedOf, ReplayError> {
    if (record.game !== 'the-city') return malformed('unknown-game', 'not a record of The City');
    return wrapped(loadCityRecord(record), wrap);
  },
};
