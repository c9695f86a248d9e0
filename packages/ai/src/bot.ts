import type { PlaceMove, PlayerView } from '@carcassonne/engine';

/** How long a bot may think: wall-clock milliseconds and/or a number of search iterations. */
export interface Budget {
  readonly timeMs?: number;
  readonly iterations?: number;
}

/** What a bot is given: the public view (never the order of the bag) and its own seed. */
export interface BotRequest {
  readonly view: PlayerView;
  readonly budget: Budget;
  /** Seeds the bot's own randomness; the same seed and iteration budget give the same move. */
  readonly seed: number;
}

export interface BotStats {
  readonly iterations: number;
  readonly ms: number;
}

export interface BotAnswer {
  readonly move: PlaceMove;
  readonly stats: BotStats;
}

export interface Bot {
  readonly name: string;
  choose(req: BotRequest): BotAnswer;
}
