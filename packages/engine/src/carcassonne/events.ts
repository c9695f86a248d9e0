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
  /** The squares of the feature, for highlighting. */
  readonly squares?: readonly (readonly [number, number])[];
}
