import type { GameId, GameMatch } from '@carcassonne/engine';
import { carcassonneCore, cityCore, type CarcassonneCore } from '@carcassonne/engine/internal';
import type { Budget } from './bot.js';
import { baseAdapter, cityAdapter, type Adapter } from './adapter.js';
import { LEVEL_LEAF } from './learned/level-weights.js';
import { cityOptions, type MctsOptions } from './options.js';

/** What a search runs with in a position: the adapter (its leaf valuation) and the options as they apply to the game. */
export interface Search<G> {
  readonly adapter: Adapter<G>;
  readonly options: MctsOptions;
  /** The budget the search spends of one asked (`MctsOptions.expansionShare`). */
  budget(asked: Budget): Budget;
}

/**
 * A game's fast core with the adapter that plays it. `use` hands both to a function that works
 * for any game, so the search code never asks which game it is; `search` gives a search's
 * adapter and options for the options asked (The City's own playouts, the learned leaf).
 */
export interface Position {
  readonly match: GameMatch;
  use<R>(f: <G>(adapter: Adapter<G>, core: G, search: (opts: MctsOptions) => Search<G>) => R): R;
}

function entry<G>(
  adapter: Adapter<G>,
  core: (m: GameMatch) => G | undefined,
  search: (core: G, opts: MctsOptions) => Search<G>,
) {
  return (match: GameMatch): Position | undefined => {
    const g = core(match);
    return g === undefined ? undefined : { match, use: (f) => f(adapter, g, (opts) => search(g, opts)) };
  };
}

/** The base games: the learned leaf where the options ask for it and it was trained, else today's. */
const baseSearch = (g: CarcassonneCore, options: MctsOptions): Search<CarcassonneCore> => ({
  adapter: (options.leaf === 'learned' && LEVEL_LEAF.adapterFor(g)) || baseAdapter,
  options: withLearnedRoot(g, options),
  budget: (asked) =>
    options.expansionShare === undefined || asked.iterations === undefined || !sharesBudget(g.options)
      ? asked
      : { ...asked, iterations: Math.max(1, Math.round(asked.iterations * options.expansionShare)) },
});

/** The options with the learned leaf's own root width where level 5's options ask for it and one was measured. */
function withLearnedRoot(g: CarcassonneCore, options: MctsOptions): MctsOptions {
  if (options.leaf !== 'learned' || options.learnedRoot !== true) return options;
  const rootTopK = LEVEL_LEAF.rootOptionsFor(g);
  return rootTopK === null ? options : { ...options, rootTopK };
}

/**
 * The games whose searches spend `expansionShare` of the iterations asked: every expansion but The
 * River, and the strategic variant. Their playouts cost about twice the base game's when the share
 * was measured (30 November); greedy has valued their follower choices without playing each since
 * (The Princess & the Dragon's but its specials), which cheapens those searches without changing a
 * move, so the share, and the ratings measured with it, stay.
 */
function sharesBudget(o: CarcassonneCore['options']): boolean {
  return (
    o.innsAndCathedrals ||
    o.tradersAndBuilders ||
    o.theAbbot ||
    o.abbeyAndMayor ||
    o.princessAndDragon ||
    o.strategic
  );
}

/** What the bots know of each game: its adapter and its search settings. One line per game. */
const AI_GAMES: Readonly<Record<GameId, (match: GameMatch) => Position | undefined>> = {
  carcassonne: entry(baseAdapter, carcassonneCore, baseSearch),
  'the-city': entry(cityAdapter, cityCore, (_, opts) => ({
    adapter: cityAdapter,
    options: cityOptions(opts),
    budget: (asked) => asked,
  })),
};

/** The position of a checked match, ready for the search. */
export function positionOf(match: GameMatch): Position | undefined {
  return AI_GAMES[match.game](match);
}
