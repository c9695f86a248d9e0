import type { Port } from '../core/ports.js';

/** A follower counted in a scoring: where it stood (square and board port) and its seat. */
export interface ScoredFollower {
  readonly x: number;
  readonly y: number;
  readonly port: Port;
  readonly player: number;
}

/** A scoring (or discard) as the engine reports it; players are seat indices. */
export interface ScoreEvent {
  readonly kind: 'road' | 'city' | 'monastery' | 'farm' | 'discard';
  /** Index of the move that caused it; for a discard the index of the next move; null in final scoring. */
  readonly move: number | null;
  readonly points: number;
  readonly players: readonly number[];
  /** Distinct tiles of a road or city; tiles in a monastery's 3×3 square. */
  readonly tiles?: number;
  /** Farm events: completed cities that scored. */
  readonly cities?: number;
  readonly final?: boolean;
  /** Discard events: the tile id. */
  readonly tile?: string;
  /** The squares of the feature, for highlighting (a farm: its fields). */
  readonly squares?: readonly (readonly [number, number])[];
  /** Farm events: the squares of the completed cities the farm supplies. */
  readonly supplied?: readonly (readonly [number, number])[];
  /** The followers counted for this feature, where they stood. */
  readonly followers?: readonly ScoredFollower[];
}
