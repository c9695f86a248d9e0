import { carcassonne } from '@carcassonne/engine';
import { tileSet, type CarcassonneCore as Game } from '@carcassonne/engine/internal';
import classic from '../../data/learned-weights-classic.json' with { type: 'json' };
import modern from '../../data/learned-weights.json' with { type: 'json' };
import winter from '../../data/learned-weights-winter.json' with { type: 'json' };
import { baseAdapter, type Adapter } from '../adapter.js';
import { learnedAdapter } from './evaluation.js';
import { parseWeights } from './weights.js';

/**
 * The learned evaluations level 5 plays with (docs/learned.md): per preset, the reviewed weights
 * trained on 2-player games of that preset and measured there against the built-in leaf at the
 * same CPU (modern: +47 Elo over 400 games, then version 3 with the dead and scarce features, +140
 * over the level 5 of the issue against +92; classic: +103 over 320; winter: +70 over 120).
 * Everywhere else — expansions, the strategic variant, 3 or more players — the built-in leaf
 * stays, until weights are trained and measured there.
 */
export const LEARNED_FILES = { modern, classic, winter } as const satisfies Partial<
  Record<carcassonne.BasePreset, unknown>
>;
export type LearnedPreset = keyof typeof LEARNED_FILES;

/**
 * The root options level 5 searches with the learned leaf, where more than the default 12 were
 * measured better (`MctsOptions.learnedRoot`): classic, 16 against 12 at 800 iterations, +5.1
 * points a game over 39 duplicate deals (docs/learned.md). Greedy's valuation, which picks them,
 * sees no follower in hand and no feature that may still complete: the learned leaf finds good
 * moves it ranks 13th to 16th. Modern and winter keep the default: 16 measured no better there
 * (docs/learned-measures.md).
 */
export const LEARNED_ROOT_OPTIONS: Partial<Record<LearnedPreset, number>> = { classic: 16 };
export const LEARNED_PRESETS = Object.keys(LEARNED_FILES) as LearnedPreset[];
const LEARNED_PLAYERS = 2;
const OPTION_NAMES = Object.keys(carcassonne.RULE_OPTIONS) as (keyof carcassonne.RuleOptions)[];

export interface LevelLeaf {
  /** The learned leaf's adapter for a position of the rules one file was trained on, else null. */
  readonly adapterFor: (g: Game) => Adapter<Game> | null;
  /** The root options to search with that leaf (`LEARNED_ROOT_OPTIONS`), or null for the options' own. */
  readonly rootOptionsFor: (g: Game) => number | null;
  /** Why some weights are not used (the built-in leaf for their preset): sentences to log, or null. */
  readonly warning: string | null;
}

/** A preset's rules as a game holds them: its options and its tile set's compiled types. */
interface Rules {
  readonly options: carcassonne.RuleOptions;
  readonly tiles: Game['types'];
}

function rulesOf(preset: carcassonne.BasePreset): Rules {
  const rules = carcassonne.PRESETS[preset];
  return { options: rules.options, tiles: tileSet(rules.tileSet).types };
}

function plays(g: Game, { options, tiles }: Rules): boolean {
  for (const name of OPTION_NAMES) if (g.options[name] !== options[name]) return false;
  // Winter has the modern rules' options on its own tiles.
  return (
    g.types === tiles || (g.types.length === tiles.length && g.types.every((t, i) => t.id === tiles[i]!.id))
  );
}

/**
 * Level 5's leaves from weights (parsed JSON) by preset: a corrupt file never fails a game, it
 * leaves the built-in leaf for its preset, with a sentence saying why.
 */
export function levelLeaf(
  files: Partial<Record<carcassonne.BasePreset, unknown>>,
  rootOptions: Partial<Record<carcassonne.BasePreset, number>> = {},
): LevelLeaf {
  const leaves: { rules: Rules; adapter: Adapter<Game>; rootOptions: number | null }[] = [];
  const warnings: string[] = [];
  for (const [preset, file] of Object.entries(files) as [carcassonne.BasePreset, unknown][]) {
    const loaded = parseWeights(file);
    if (loaded.ok)
      leaves.push({
        rules: rulesOf(preset),
        adapter: learnedAdapter(loaded.value, baseAdapter),
        rootOptions: rootOptions[preset] ?? null,
      });
    else
      warnings.push(
        `the bundled weights for ${preset} are not used (${loaded.error.message}): level 5 plays ${preset} with the built-in evaluation`,
      );
  }
  const leafFor = (g: Game) =>
    g.nPlayers === LEARNED_PLAYERS ? leaves.find((leaf) => plays(g, leaf.rules)) : undefined;
  return {
    adapterFor: (g) => leafFor(g)?.adapter ?? null,
    rootOptionsFor: (g) => leafFor(g)?.rootOptions ?? null,
    warning: warnings.length > 0 ? warnings.join('; ') : null,
  };
}

/** The bundled weights' leaves: what level 5, the hints, the analysis and the puzzles use. */
export const LEVEL_LEAF: LevelLeaf = levelLeaf(LEARNED_FILES, LEARNED_ROOT_OPTIONS);
