import { carcassonne } from '@carcassonne/engine';
import { tileSet, type CarcassonneCore as Game } from '@carcassonne/engine/internal';
import file from '../../data/learned-weights.json' with { type: 'json' };
import { baseAdapter, type Adapter } from '../adapter.js';
import { learnedAdapter } from './evaluation.js';
import { parseWeights } from './weights.js';

/**
 * The learned evaluation level 5 plays with (docs/referee.md): the reviewed weights of
 * `packages/ai/data/learned-weights.json`, trained on 2-player games of the modern rules and
 * measured there against the built-in leaf (+47 Elo over 400 games at the same CPU). Everywhere
 * else — other presets, expansions, the strategic variant, 3 or more players — the built-in leaf
 * stays, until weights are trained and measured there.
 */
export const LEARNED_PRESET: carcassonne.BasePreset = 'modern';
const LEARNED_PLAYERS = 2;
const OPTION_NAMES = Object.keys(carcassonne.RULE_OPTIONS) as (keyof carcassonne.RuleOptions)[];

export interface LevelLeaf {
  /** The learned leaf's adapter for a position of the rules it was trained on, else null. */
  readonly adapterFor: (g: Game) => Adapter<Game> | null;
  /** Why the weights are not used (the built-in leaf everywhere): a sentence to log, or null. */
  readonly warning: string | null;
}

/** Level 5's leaf from weights (parsed JSON): a corrupt file never fails a game, it leaves the built-in leaf. */
export function levelLeaf(weights: unknown): LevelLeaf {
  const loaded = parseWeights(weights);
  if (!loaded.ok)
    return {
      adapterFor: () => null,
      warning: `the bundled weights are not used (${loaded.error.message}): level 5 plays with the built-in evaluation`,
    };
  const adapter = learnedAdapter(loaded.value, baseAdapter);
  const preset = carcassonne.PRESETS[LEARNED_PRESET];
  const trained: carcassonne.RuleOptions = preset.options;
  const tiles = tileSet(preset.tileSet).types;
  return {
    adapterFor(g) {
      if (g.nPlayers !== LEARNED_PLAYERS) return null;
      for (const name of OPTION_NAMES) if (g.options[name] !== trained[name]) return null;
      // Winter has the modern rules' options on its own tiles.
      if (
        g.types !== tiles &&
        (g.types.length !== tiles.length || g.types.some((t, i) => t.id !== tiles[i]!.id))
      )
        return null;
      return adapter;
    },
    warning: null,
  };
}

/** The bundled weights' leaf: what level 5, the hints, the analysis and the puzzles use. */
export const LEVEL_LEAF: LevelLeaf = levelLeaf(file);
