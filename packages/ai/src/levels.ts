import type { GameId } from '@carcassonne/engine';
import type { Budget } from './bot.js';
import type { HumanStyle } from './human.js';
import { DEFAULT_MCTS, type MctsOptions } from './options.js';

/**
 * The levels' ids (the protocol declares the same list; the server checks they agree). Their names
 * are words of what shows them: the web's dictionaries, the CLI's ladder table, the server's seats.
 */
export const LEVEL_IDS = ['level1', 'level2', 'level3', 'level4', 'level5'] as const;
export type LevelId = (typeof LEVEL_IDS)[number];

/** How a level decides: like a person with a style (one look ahead, slips), or by search. */
export type LevelPlay =
  | { readonly kind: 'human'; readonly style: HumanStyle }
  | { readonly kind: 'search'; readonly options: MctsOptions };

export interface LevelInfo {
  readonly id: LevelId;
  readonly level: number;
  readonly play: LevelPlay;
  /**
   * The level's own budget in each game, used whatever the caller's (so its strength is its own
   * and its measured rating holds): iterations only, so a level plays the same on a busy machine.
   * The City's playouts are random and about twelve times cheaper than the base games' greedy
   * ones, so the same thinking time buys it many more iterations.
   */
  readonly budget: Readonly<Record<GameId, Budget>>;
}

/**
 * Bots for people, weakest first. Levels 1–3 play like a person with one look ahead: the best
 * few options by greedy's valuation weighed by a softmax (occasional plausible slips, never a
 * move far below the best), followers placed too eagerly at the lower levels. Levels 4–5 search
 * (the flat search of `mcts`); level 5 is `mcts` with a little more than 500 ms gives it here at
 * its best rate (`carcassonne bench`: about 740 iterations a second of CPU in the base games,
 * 8,800 in The City), so it is at least as strong as `mcts` at 500 ms. Ratings measured with
 * `carcassonne ladder` are in level-ratings.ts.
 */
export const LEVELS: readonly LevelInfo[] = [
  {
    id: 'level1',
    level: 1,
    play: { kind: 'human', style: { topK: 8, temperature: 8, eagerness: 4, maxLoss: 10 } },
    budget: { carcassonne: { iterations: 1 }, 'the-city': { iterations: 1 } },
  },
  {
    id: 'level2',
    level: 2,
    play: { kind: 'human', style: { topK: 5, temperature: 3, eagerness: 2, maxLoss: 6 } },
    budget: { carcassonne: { iterations: 1 }, 'the-city': { iterations: 1 } },
  },
  {
    id: 'level3',
    level: 3,
    play: { kind: 'human', style: { topK: 2, temperature: 0.3, eagerness: 0, maxLoss: 2 } },
    budget: { carcassonne: { iterations: 1 }, 'the-city': { iterations: 1 } },
  },
  {
    id: 'level4',
    level: 4,
    // Twice the iterations with the expansions whose options are many (a big follower beside
    // each follower, builders, pigs, …): with 20 it won 65% of its games against level 3 in
    // classic with Inns & Cathedrals, with 40 77% (docs/ratings-expansions.md).
    play: { kind: 'search', options: { ...DEFAULT_MCTS, rootTopK: 6, expansionShare: 2 } },
    budget: { carcassonne: { iterations: 20 }, 'the-city': { iterations: 150 } },
  },
  {
    id: 'level5',
    level: 5,
    // The learned leaf where it was trained and measured (2-player modern, classic and winter:
    // learned/level-weights.ts), with the root options measured best with it (16 in classic).
    // Half the iterations with the expansions whose playouts cost twice: the same CPU a move.
    play: {
      kind: 'search',
      options: { ...DEFAULT_MCTS, leaf: 'learned', learnedRoot: true, expansionShare: 0.5 },
    },
    budget: { carcassonne: { iterations: 800 }, 'the-city': { iterations: 4500 } },
  },
];

export function levelInfo(id: string): LevelInfo | undefined {
  return LEVELS.find((l) => l.id === id);
}

/** The top level's search and budget: what the hint and the post-game analysis use. */
export const TOP_LEVEL: LevelInfo = LEVELS[LEVELS.length - 1]!;
