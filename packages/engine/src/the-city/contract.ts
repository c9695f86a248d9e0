import type { CoreContract } from '../core/contract.js';
import type { CityTileType } from './compile.js';
import type { CityPhase } from './game.js';

/** What the bots may use of `CityGame`, The City's fast core (see CoreContract). */
export interface CityCore extends CoreContract<CityTileType> {
  readonly phase: CityPhase;
  /** The seat whose decision is due. */
  readonly actor: number;
  /** The current stack (1–3) and the stack sizes. */
  readonly stage: number;
  readonly stacks: readonly [number, number, number];
  /** Towers in hand per player. */
  readonly towers: Uint8Array;
  /** The options of a gate (edges), wall (edge·2 + guard) or tower (-1, 0 head end, 1 tail end) decision. */
  readonly choices: Int32Array;
  readonly choiceCount: number;
  readonly wall: {
    readonly guardCount: number;
    readonly guardEdge: Int32Array;
    readonly guardOwner: Uint8Array;
    /** The edge at an end of the wall (0 head, 1 tail). */
    endEdge(end: number): number;
  };
  placeGate(edge: number): void;
  placeWall(edge: number, guard: boolean): void;
  placeTower(end: number): void;
  clone(): CityCore;
  copyFrom(source: this): void;
}
