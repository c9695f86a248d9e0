import { presetInfo } from '@carcassonne/engine';
import {
  RATING_FAMILIES,
  type RatingChange,
  type RatingFamily,
  type RatingPace,
  type TimeControl,
} from '@carcassonne/protocol';
import { GLICKO_START, glickoPeriod, type Glicko, type GlickoResult } from './glicko.js';

export const INITIAL_RATING = GLICKO_START.rating;

/** A rating with a deviation above this is provisional: shown with a question mark ("1500?"). */
export const PROVISIONAL_DEVIATION = 110;
/** Leaderboards list established ratings only: deviation at most this, and a game within the period. */
export const ESTABLISHED_DEVIATION = PROVISIONAL_DEVIATION;
export const LEADERBOARD_PERIOD_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * The family of a table's game, as its preset in the engine's table of games names it (the
 * Winter Edition's tile set has its own ratings). A preset the registry does not know, or a
 * family the protocol does not list, is refused rather than rated with another family.
 */
export function ratingFamily(preset: string): RatingFamily | null {
  const family = presetInfo(preset)?.ratingFamily;
  return RATING_FAMILIES.find((f) => f === family) ?? null;
}

/** The time-control class of a table's clock. */
export const ratingPace = (clock: TimeControl): RatingPace =>
  clock.kind === 'days' ? 'correspondence' : 'realtime';

export const isProvisional = (deviation: number): boolean => deviation > PROVISIONAL_DEVIATION;

/**
 * A rated game counts only once every seat's player has made `MIN_RATED_MOVES` moves themselves
 * (the moves in the game's log; the protocol declares it, the web reads it too); before that,
 * resigning aborts the game (unrated), and a game that ends with a seat short of it (left to the
 * bot early) is unrated.
 */
export { MIN_RATED_MOVES } from '@carcassonne/protocol';
/** Rated games of the same two accounts within this window count only up to `REPEATS_PER_PAIR`. */
export const REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The rated games a pair of accounts may play together in `REPEAT_WINDOW_MS` that count. */
export const REPEATS_PER_PAIR = 3;

/**
 * The deviation an Elo rating carries over with (migration 7, docs/server/ratings.md): 350 less 20 per
 * game played, at least 60; so 12 games or more make an established rating.
 */
export const deviationOfEloGames = (games: number): number => Math.max(60, 350 - 20 * games);

export interface RatedPlayer extends Glicko {
  readonly user: string;
  /** The finishing order's measure: higher finishes ahead; equal values tie. */
  readonly score: number;
  readonly games: number;
}

/** A player's rating after a game, with the games counted. */
export interface RatedRow extends Glicko {
  readonly user: string;
  readonly before: number;
  readonly deviationBefore: number;
  readonly volatilityBefore: number;
  readonly games: number;
}

/** Whether the result between the players of seats `i` and `j` counts (the repeat rule). */
export type PairCounts = (i: number, j: number) => boolean;
const everyPair: PairCounts = () => true;

const rounded = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

function rowOf(p: RatedPlayer, next: Glicko): RatedRow {
  return {
    user: p.user,
    before: p.rating,
    deviationBefore: p.deviation,
    volatilityBefore: p.volatility,
    rating: rounded(next.rating, 2),
    deviation: rounded(next.deviation, 2),
    volatility: rounded(next.volatility, 8),
    games: p.games + 1,
  };
}

/**
 * Glicko-2 for games of 2–6 by finishing order: every pair of players is one game (a win for the
 * one ahead, a draw on equal places), and each player's results against all others form one
 * rating period, computed against the others' ratings before the game. Pairs that do not count
 * (`counts`) give no result; a player left without results keeps their rating (no row).
 */
export function pairwiseRatings(players: readonly RatedPlayer[], counts: PairCounts = everyPair): RatedRow[] {
  return players.flatMap((p, i) => {
    const results: GlickoResult[] = players.flatMap((q, j) =>
      i === j || !counts(i, j)
        ? []
        : [
            {
              rating: q.rating,
              deviation: q.deviation,
              score: p.score > q.score ? 1 : p.score === q.score ? 0.5 : 0,
            },
          ],
    );
    return results.length === 0 ? [] : [rowOf(p, glickoPeriod(p, results))];
  });
}

/** Who left a game before its end, by seat: resigned (ranked last) or abandoned (away until the end). */
export interface Departures {
  readonly resigned: ReadonlySet<number>;
  readonly abandoned: ReadonlySet<number>;
}

/** The departures of an ending as its ratings count them: a table rating abandonment ranks those who left last, as resignations. */
export function departuresOf(
  ending: { readonly resigned: readonly number[]; readonly abandoned: readonly number[] },
  abandon: 'rated' | 'unrated' | undefined,
): Departures {
  return abandon === 'rated'
    ? { resigned: new Set([...ending.resigned, ...ending.abandoned]), abandoned: new Set<number>() }
    : { resigned: new Set(ending.resigned), abandoned: new Set(ending.abandoned) };
}

/**
 * The new ratings of a finished game with departures (docs/server/ratings.md):
 * - nobody left: `pairwiseRatings` by final score;
 * - resignations: each resigned player ranks below every other (their score does not count),
 *   resigned players tie among themselves; then `pairwiseRatings`;
 * - an abandoned seat: the game is unrated for the others (their ratings do not move), and each
 *   player who abandoned loses against every other player (one period of losses).
 */
export function departureRatings(
  players: readonly RatedPlayer[],
  left: Departures,
  counts: PairCounts = everyPair,
): RatedRow[] {
  if (left.abandoned.size === 0)
    return pairwiseRatings(
      players.map((p, i) => (left.resigned.has(i) ? { ...p, score: Number.NEGATIVE_INFINITY } : p)),
      counts,
    );
  return players.flatMap((p, i) => {
    if (!left.abandoned.has(i)) return [];
    const losses = players.flatMap((q, j) =>
      i === j || !counts(i, j) ? [] : [{ rating: q.rating, deviation: q.deviation, score: 0 }],
    );
    return losses.length === 0 ? [] : [rowOf(p, glickoPeriod(p, losses))];
  });
}

/** What the game's end tells the players: before and after, with the deviation and whether provisional. */
export const changeOf = (row: RatedRow): RatingChange => ({
  user: row.user,
  before: row.before,
  after: row.rating,
  deviation: row.deviation,
  provisional: isProvisional(row.deviation),
});
