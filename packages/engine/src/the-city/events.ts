import type { BaseScoreEvent } from '../core/events.js';

/** A scoring (or discard) in The City as the engine reports it; players are seat indices. */
export interface CityScoreEvent extends BaseScoreEvent {
  readonly kind: 'road' | 'market' | 'district' | 'guard' | 'tower' | 'discard';
  /** Roads and markets: distinct tiles; guards: tiles watched; towers: wall pieces counted. */
  readonly tiles?: number;
  /** Markets: number of different kinds. */
  readonly kinds?: number;
  /** Districts: adjacent markets. */
  readonly markets?: number;
  /** The squares of the project or the watched row, for highlighting. */
  readonly squares?: readonly (readonly [number, number])[];
}
