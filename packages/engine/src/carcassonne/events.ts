import type { BaseScoreEvent, ScoredFollower } from '../core/events.js';

export type { ScoredFollower };

/** A scoring (or discard) as the engine reports it; players are seat indices. */
export interface ScoreEvent extends BaseScoreEvent {
  readonly kind: 'road' | 'city' | 'monastery' | 'farm' | 'pig' | 'goods' | 'fairy' | 'discard';
  /** Distinct tiles of a road or city; tiles in a monastery's 3×3 square. */
  readonly tiles?: number;
  /** Farm events: completed cities that scored. */
  readonly cities?: number;
  /** The squares of the feature, for highlighting (a farm: its fields). */
  readonly squares?: readonly (readonly [number, number])[];
}
