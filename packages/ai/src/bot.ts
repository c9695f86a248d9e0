import type { CityPlayerView, Move, PlayerView } from '@carcassonne/engine';

/** How long a bot may think: wall-clock milliseconds and/or a number of search iterations. */
export interface Budget {
  readonly timeMs?: number;
  readonly iterations?: number;
}

/** Either game's player view: everything public, never the order of the bag. */
export type AnyView = PlayerView | CityPlayerView;

/** What a bot is given: the public view and its own seed. */
export interface BotRequest {
  readonly view: AnyView;
  readonly budget: Budget;
  /** Seeds the bot's own randomness; the same seed and iteration budget give the same move. */
  readonly seed: number;
}

export interface BotStats {
  readonly iterations: number;
  readonly ms: number;
}

export interface BotAnswer {
  readonly move: Move;
  readonly stats: BotStats;
}

export interface Bot {
  readonly name: string;
  choose(req: BotRequest): BotAnswer;
}
