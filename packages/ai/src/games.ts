import type { GameId, GameMatch } from '@carcassonne/engine';
import { carcassonneCore, cityCore } from '@carcassonne/engine/internal';
import { baseAdapter, cityAdapter, type Adapter } from './adapter.js';
import { cityOptions, type MctsOptions } from './options.js';

/**
 * A game's fast core with the adapter that plays it. `use` hands both to a function that works
 * for any game, so the search code never asks which game it is.
 */
export interface Position {
  readonly match: GameMatch;
  use<R>(f: <G>(adapter: Adapter<G>, core: G, tune: (opts: MctsOptions) => MctsOptions) => R): R;
}

function entry<G>(
  adapter: Adapter<G>,
  core: (m: GameMatch) => G | undefined,
  tune: (opts: MctsOptions) => MctsOptions,
) {
  return (match: GameMatch): Position | undefined => {
    const g = core(match);
    return g === undefined ? undefined : { match, use: (f) => f(adapter, g, tune) };
  };
}

/** What the bots know of each game: its adapter and its search settings. One line per game. */
const AI_GAMES: Readonly<Record<GameId, (match: GameMatch) => Position | undefined>> = {
  carcassonne: entry(baseAdapter, carcassonneCore, (opts) => opts),
  'the-city': entry(cityAdapter, cityCore, cityOptions),
};

/** The position of a checked match, ready for the search. */
export function positionOf(match: GameMatch): Position | undefined {
  return AI_GAMES[match.game](match);
}
