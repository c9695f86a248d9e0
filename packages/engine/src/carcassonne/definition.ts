import type { Result } from '../core/result.js';
import { malformed, type ReplayError } from '../core/record.js';
import { Match } from './match.js';
import { loadRecord, reportOf } from './record.js';
import { BASE_PRESETS, FARMER_SCORINGS, PRESETS, type BasePreset } from './rules.js';
import { COLORS, type PlayerInfo } from './setup.js';
import { tileSet } from './tile-sets.js';
import { playRandomly } from './random.js';
import { CheckedMatch, drawFields, wrapped, type InnerHooks } from '../games/checked.js';
import { catalogOf } from '../games/catalog.js';
import { badView, isRecord, readView, replayHistory, shuffledCounts } from '../games/sample.js';
import type { Mulberry32 } from '../core/rng.js';
import type { GameDefinition, GameMatch, MatchSetup, PresetInfo, TileCatalog } from '../games/definition.js';
import { isBasePreset } from './rules.js';

const hooks: InnerHooks<Match> = {
  game: 'carcassonne',
  actor: (m) => m.game.current,
  phase: () => 'place',
  report: (m, squares) => reportOf(m, squares),
  clone: (m) => m.clone(),
  placements: (m) => m.legalPlacements(),
  followerOptions: (m, placement) => m.followerOptions(placement),
};

const catalogs = new Map<string, TileCatalog>();
function catalog(preset: BasePreset): TileCatalog {
  const name = PRESETS[preset].tileSet;
  let c = catalogs.get(name);
  if (!c) {
    const set = tileSet(name);
    c = catalogOf(name, set.total, set.start?.id ?? null, set.types);
    catalogs.set(name, c);
  }
  return c;
}

function wrap(match: Match): GameMatch {
  return new CheckedMatch(match, match.setup.preset, catalog(match.setup.preset), hooks);
}

/** Carcassonne and the Winter Edition: four presets on one rule set. */
export const carcassonne: GameDefinition = {
  id: 'carcassonne',
  title: 'Carcassonne',
  presets: BASE_PRESETS.map(
    (id): PresetInfo => ({
      id,
      game: 'carcassonne',
      tileSet: PRESETS[id].tileSet,
      tiles: tileSet(PRESETS[id].tileSet).total,
      options: { ...PRESETS[id].options },
    }),
  ),
  options: [
    { key: 'farmers', values: [true, false] },
    { key: 'smallCityTwoPoints', values: [true, false] },
    { key: 'farmerScoring', values: FARMER_SCORINGS },
  ],
  seats: { min: 2, max: 5 },
  colors: COLORS,
  scoringKinds: ['road', 'city', 'monastery', 'farm'],
  followerRoles: { road: 'robber', city: 'knight', monastery: 'monk', field: 'farmer' },
  tileCatalog: (preset) => (isBasePreset(preset) ? catalog(preset) : undefined),
  create(setup: MatchSetup): Result<GameMatch> {
    const created = Match.create({
      game: 'carcassonne',
      preset: setup.preset as BasePreset,
      ...(setup.options !== undefined ? { options: setup.options } : {}),
      players: setup.players as readonly PlayerInfo[],
      ...drawFields(setup),
    });
    return wrapped(created, wrap);
  },
  playRandomly(match, rng) {
    if (match instanceof CheckedMatch && match.inner instanceof Match) playRandomly(match.inner.game, rng);
  },
  sample(view: unknown, rng: Mulberry32): Result<GameMatch> {
    const read = readView(view, 'carcassonne', 'Carcassonne');
    if (!read.ok) return read;
    const { fields, history } = read.value;
    const preset = fields.preset;
    const options = fields.options;
    if (typeof preset !== 'string') return badView('view.preset must be a preset name');
    if (options !== undefined && !isRecord(options)) return badView('view.options must be an object');
    const unseen = shuffledCounts(fields.remaining, rng);
    if (!unseen.ok) return unseen;
    const { players, drawnTiles, moves } = history;
    const tiles = [...drawnTiles, ...unseen.value];
    return replayHistory(this.create({ preset, ...(options !== undefined ? { options } : {}), players, tiles }), moves);
  },
  load(record): Result<GameMatch, ReplayError> {
    if (record.stacks !== undefined) return malformed('bad-stacks', 'stacks belong to The City only');
    return wrapped(loadRecord(record), wrap);
  },
};
