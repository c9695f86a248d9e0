import type { Mulberry32 } from './rng.js';
import type { BaseRecord } from './view.js';

/**
 * Random games of one setup (preset, options, players) played one after another on one reused
 * fast core: what self-play needs of each game, without a checked match or a view per game.
 */
export interface SelfPlayer {
  /** Play the game whose draw order seed `seed` gives, every choice uniformly random from `rng`. */
  play(seed: string, rng: Mulberry32): void;
  /** The last game's scores, in seat order. */
  readonly scores: ArrayLike<number>;
  /** Tiles of the last game that fitted nowhere. */
  readonly discards: number;
  /** The record the checked match of the last game keeps (the same setup with its seed, the same moves). */
  record(): BaseRecord;
}
