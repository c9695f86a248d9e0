import type { ScoredFollower } from '../carcassonne/events.js';

/** A scoring (or discard) in The City as the engine reports it; players are seat indices. */
export interface CityScoreEvent {
  readonly kind: 'road' | 'market' | 'district' | 'guard' | 'tower' | 'discard';
  /** Index of the move that caused it; for a discard the index of the next move; null in final scoring. */
  readonly move: number | null;
  readonly points: number;
  readonly players: readonly number[];
  /** Roads and markets: distinct tiles; guards: tiles watched; towers: wall pieces counted. */
  readonly tiles?: number;
  /** Markets: number of different kinds. */
  readonly kinds?: number;
  /** Districts: adjacent markets. */
  readonly markets?: number;
  readonly final?: boolean;
  /** Discard events: the tile id. */
  readonly tile?: string;
  /** The squares of the project or the watched row, for highlighting. */
  readonly squares?: readonly (readonly [number, number])[];
  /** The followers counted for this project, where they stood. */
  readonly followers?: readonly ScoredFollower[];
}
