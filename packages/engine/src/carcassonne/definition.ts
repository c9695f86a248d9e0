import type { Result } from '../core/result.js';
import { malformed, type ReplayError } from '../core/record.js';
import { Match } from './match.js';
import { carcassonneAids } from './aids.js';
import { loadRecord, reportOf } from './record.js';
import type { BasePreset } from './rules.js';
import { COLORS, SEATS, type PlayerInfo } from './setup.js';
import { CARCASSONNE_TABLES, rulesOf, type RuleOptionTable, type RuleTables, type Rules } from './tables.js';
import { optionList } from '../core/options.js';
import { tileCount, type TileSetDef } from '../core/tile-data.js';
import type { TileSet } from '../core/tile-compile.js';
import { playRandomly } from './random.js';
import { hasRiver, riverFirst } from './river.js';
import type { RuleOptions } from './rules.js';
import { CheckedMatch, drawFields, wrapped, type InnerHooks } from '../games/checked.js';
import { catalogOf } from '../games/catalog.js';
import { badView, isRecord, readView, replayHistory, shuffledCounts } from '../games/sample.js';
import { sampleHands } from './hand-sample.js';
import type { Mulberry32 } from '../core/rng.js';
import type { GameRecord, PlayerView } from './match.js';
import type { GameDefinition, GameMatch, MatchSetup, PresetInfo, TileCatalog } from '../games/definition.js';

const hooks: InnerHooks<Match> = {
  game: 'carcassonne',
  actor: (m) => m.game.current,
  phase: () => 'place',
  report: (m, squares) => reportOf(m, squares),
  clone: (m) => m.clone(),
  placements: (m) => m.legalPlacements(),
  followerOptions: (m, placement) => m.followerOptions(placement),
  aids: (m) => carcassonneAids(m),
};

/**
 * The tile catalog of a preset of `rules` with the tiles of the expansions its options switch on
 * (undefined for an unknown preset, or options that do not resolve), and of a match's tile set:
 * built once per tile set, so that a match and a table's page share one.
 */
function catalogs(rules: Rules): {
  ofPreset(preset: string, options?: Readonly<Record<string, unknown>>): TileCatalog | undefined;
  ofSet(set: TileSet): TileCatalog;
} {
  const byName = new Map<string, TileCatalog>();
  const ofSet = (set: TileSet): TileCatalog => {
    let c = byName.get(set.name);
    if (!c) {
      c = catalogOf(set.name, set.total, set.start?.id ?? null, set.types);
      byName.set(set.name, c);
    }
    return c;
  };
  return {
    ofSet,
    ofPreset(preset, options) {
      const p = rules.preset(preset);
      if (p === undefined) return undefined;
      if (options === undefined) return ofSet(p.tileSet());
      const resolved = resolvedOptions(rules, preset, options);
      return resolved === undefined ? undefined : ofSet(p.tileSet(resolved));
    },
  };
}

/** A view's options resolved against its preset (undefined when they do not resolve: the setup check then says why). */
function resolvedOptions(rules: Rules, preset: string, options: unknown): RuleOptions | undefined {
  const overrides = isRecord(options) ? options : {};
  const resolved = rules.preset(preset)?.resolve(overrides);
  return resolved?.ok ? resolved.value.options : undefined;
}

/** This game's match behind the one interface. */
type CheckedOf = GameMatch<PlayerView, GameRecord>;

/** A preset as `PRESETS` gives it: the tile set it names, its ratings' family and its options. */
interface PresetEntry<S extends string> {
  readonly tileSet: S;
  readonly ratingFamily: string;
  readonly options: Readonly<Record<string, boolean | string>>;
}

/** The registry's presets, read off the preset table and the tile set table they name. */
export function presetList<S extends string>(
  presets: Readonly<Record<string, PresetEntry<S>>>,
  sets: Readonly<Record<S, TileSetDef>>,
): PresetInfo[] {
  return Object.entries(presets).map(([id, p]) => {
    // Counted off the definition: a tile set is compiled when a match first needs it.
    const tiles = tileCount(sets[p.tileSet]);
    return {
      id,
      game: 'carcassonne',
      tileSet: p.tileSet,
      tiles,
      ratingFamily: p.ratingFamily,
      options: { ...p.options },
    };
  });
}

/**
 * Carcassonne on the given tables (docs/architecture.md, "Adding to the engine"): its presets,
 * options, setup check, matches and records all read them, and nothing else names a preset,
 * tile set or option. The registry's game is `carcassonne`, on the engine's own tables.
 */
export function carcassonneDefinition<T extends RuleOptionTable, S extends string, P extends string>(
  tables: RuleTables<T, S, P>,
): GameDefinition<PlayerView, GameRecord> {
  const rules = rulesOf(tables);
  const catalog = catalogs(rules);
  const wrap = (match: Match): CheckedOf =>
    // A match with expansions lists their tiles too.
    new CheckedMatch<PlayerView, GameRecord, Match>(
      match,
      match.setup.preset,
      catalog.ofSet(match.game.tileSet),
      hooks,
    );
  return {
    id: 'carcassonne',
    title: 'Carcassonne',
    presets: presetList(tables.presets, tables.tileSets),
    options: optionList(tables.options),
    seats: SEATS,
    colors: COLORS,
    scoringKinds: ['road', 'city', 'monastery', 'farm'],
    followerRoles: { road: 'robber', city: 'knight', monastery: 'monk', field: 'farmer' },
    tileCatalog: (preset, options) => catalog.ofPreset(preset, options),
    create(setup: MatchSetup): Result<CheckedOf> {
      const created = Match.create(
        {
          game: 'carcassonne',
          // Checked against the tables by `Match.create`.
          preset: setup.preset as BasePreset,
          ...(setup.options !== undefined ? { options: setup.options } : {}),
          players: setup.players as readonly PlayerInfo[],
          ...drawFields(setup),
        },
        rules,
      );
      return wrapped(created, wrap);
    },
    playRandomly(match, rng) {
      if (match instanceof CheckedMatch && match.inner instanceof Match) playRandomly(match.inner.game, rng);
    },
    sample(view: unknown, rng: Mulberry32): Result<CheckedOf> {
      const read = readView(view, 'carcassonne', 'Carcassonne');
      if (!read.ok) return read;
      const { fields, history } = read.value;
      const preset = fields.preset;
      const options = fields.options;
      if (typeof preset !== 'string') return badView('view.preset must be a preset name');
      if (options !== undefined && !isRecord(options)) return badView('view.options must be an object');
      const { players, drawnTiles, moves } = history;
      const resolved = resolvedOptions(rules, preset, options);
      if (resolved?.strategic) {
        const setup = {
          game: 'carcassonne',
          preset: preset as BasePreset,
          players: players as PlayerInfo[],
        } as const;
        const create = (tiles: string[]) =>
          Match.create({ ...setup, ...(isRecord(options) ? { options } : {}), tiles }, rules);
        return wrapped(sampleHands(create, fields, history, rng), wrap);
      }
      const unseen = shuffledCounts(fields.remaining, rng);
      if (!unseen.ok) return unseen;
      const set = rules.preset(preset)?.tileSet(resolved);
      // With The River the unseen river tiles come first, the lake the last of them.
      const guess = set && hasRiver(set) ? riverFirst(set, unseen.value) : unseen.value;
      const tiles = [...drawnTiles, ...guess];
      const setup = { preset, ...(options !== undefined ? { options } : {}), players, tiles };
      return replayHistory(this.create(setup), moves);
    },
    load(record): Result<CheckedOf, ReplayError> {
      if (record.stacks !== undefined) return malformed('bad-stacks', 'stacks belong to The City only');
      return wrapped(loadRecord(record, rules), wrap);
    },
  };
}

/** Carcassonne and the Winter Edition: four presets on one rule set. */
export const carcassonne: GameDefinition<PlayerView, GameRecord> = carcassonneDefinition(CARCASSONNE_TABLES);
