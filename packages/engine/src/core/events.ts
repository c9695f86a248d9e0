import type { Port } from './ports.js';

/** A follower counted in a scoring: where it stood (square and board port) and its seat. */
export interface ScoredFollower {
  readonly x: number;
  readonly y: number;
  readonly port: Port;
  readonly player: number;
}

/**
 * A scoring (or discard) as an engine reports it, players as seat indices. Every game's event
 * extends it, naming its kinds; the optional fields are all a report may carry (`ReplayEvent`),
 * each game setting those it has.
 */
export interface BaseScoreEvent {
  /** The kind of feature or project scored, or `discard`. */
  readonly kind: string;
  /** Index of the move that caused it; for a discard the index of the next move; null in final scoring. */
  readonly move: number | null;
  readonly points: number;
  readonly players: readonly number[];
  /** Distinct tiles of the feature (a game says which tiles it counts). */
  readonly tiles?: number;
  /** Carcassonne's farms: completed cities that scored. */
  readonly cities?: number;
  /** The City's markets: number of different kinds. */
  readonly kinds?: number;
  /** The City's districts: adjacent markets. */
  readonly markets?: number;
  readonly final?: boolean;
  /** Discard events: the tile id. */
  readonly tile?: string;
  /** The squares of the feature, for highlighting. */
  readonly squares?: readonly (readonly [number, number])[];
  /** Farm events: the squares of the completed cities the farm supplies. */
  readonly supplied?: readonly (readonly [number, number])[];
  /** The followers counted for this feature, where they stood. */
  readonly followers?: readonly ScoredFollower[];
}
