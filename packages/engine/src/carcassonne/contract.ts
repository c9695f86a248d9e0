import type { TileType } from '../core/tile-compile.js';
import type { CoreContract } from '../core/contract.js';
import type { Phase } from './game.js';
import type { RuleOptions } from './rules.js';

/** What the bots may use of `Game`, Carcassonne's fast core (see CoreContract). */
export interface CarcassonneCore extends CoreContract<TileType> {
  readonly phase: Phase;
  readonly options: RuleOptions;
  /** Coats of arms at a city's root. */
  readonly shields: Uint8Array;
  /** Per placement: tiles in a monastery's 3×3 square. */
  readonly monasteryTiles: Uint8Array;
  /** The River: how many of the first draws are river tiles (the lake the last of them); a guess at the order keeps them first. */
  readonly riverDraws: number;
  /** A deep copy. */
  clone(): CarcassonneCore;
  /** Become a copy of `source` (same tile set and players) without allocating. */
  copyFrom(source: this): void;
}
