import type { Result } from '../core/result.js';
import { malformed, type ReplayError } from '../core/record.js';
import { Match } from './match.js';
import { loadRecord, reportOf } from './record.js';
import { PRESETS, RULE_OPTION_LIST, type BasePreset } from './rules.js';
import { COLORS, type PlayerInfo } from './setup.js';
import { compiled, tileSet, TILE_SETS } from './tile-sets.js';
import type { TileSetDef } from '../core/tile-data.js';
import { playRandomly } from './random.js';
import { CheckedMatch, drawFields, wrapped, type InnerHooks } from '../games/checked.js';
import { catalogOf } from '../games/catalog.js';
import { badView, isRecord, readView, replayHistory, shuffledCounts } from '../games/sample.js';
import type { Mulberry32 } from '../core/rng.js';
import type { GameRecord, PlayerView } from './match.js';
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

/** This game's match behind the one interface. */
type CheckedOf = GameMatch<PlayerView, GameRecord>;

function wrap(match: Match): CheckedOf {
  const preset = match.setup.preset;
  return new CheckedMatch<PlayerView, GameRecord, Match>(match, preset, catalog(preset), hooks);
}

/** A preset as `PRESETS` gives it: the tile set it names and its options. */
interface PresetEntry<S extends string> {
  readonly tileSet: S;
  readonly options: Readonly<Record<string, boolean | string>>;
}

/** The registry's presets, read off the preset table and the tile set table they name. */
export function presetList<S extends string>(
  presets: Readonly<Record<string, PresetEntry<S>>>,
  sets: Readonly<Record<S, TileSetDef>>,
): PresetInfo[] {
  return Object.entries(presets).map(([id, p]) => {
    const tiles = compiled(sets[p.tileSet]).total;
    return { id, game: 'carcassonne', tileSet: p.tileSet, tiles, options: { ...p.options } };
  });
}

/** Carcassonne and the Winter Edition: four presets on one rule set. */
export const carcassonne: GameDefinition<PlayerView, GameRecord> = {
  id: 'carcassonne',
  title: 'Carcassonne',
  presets: presetList(PRESETS, TILE_SETS),
  options: RULE_OPTION_LIST,
  seats: { min: 2, max: 5 },
  colors: COLORS,
  scoringKinds: ['road', 'city', 'monastery', 'farm'],
  followerRoles: { road: 'robber', city: 'knight', monastery: 'monk', field: 'farmer' },
  tileCatalog: (preset) => (isBasePreset(preset) ? catalog(preset) : undefined),
  create(setup: MatchSetup): Result<CheckedOf> {
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
  sample(view: unknown, rng: Mulberry32): Result<CheckedOf> {
    const read = readView(view, 'carcassonne', 'Carcassonne');
    if (!read.ok) return read;
    const { fields, history } = read.value;
    const preset = fields['preset'];
    const options = fields['options'];
    if (typeof preset !== 'string') return badView('view.preset must be a preset name');
    if (options !== undefined && !isRecord(options)) return badView('view.options must be an object');
    const unseen = shuffledCounts(fields['remaining'], rng);
    if (!unseen.ok) return unseen;
    const { players, drawnTiles, moves } = history;
    const tiles = [...drawnTiles, ...unseen.value];
    return replayHistory(this.create({ preset, ...(options !== undefined ? { options } : {}), players, tiles }), moves);
  },
  load(record): Result<CheckedOf, ReplayError> {
    if (record.stacks !== undefined) return malformed('bad-stacks', 'stacks belong to The City only');
    return wrapped(loadRecord(record), wrap);
  },
};
