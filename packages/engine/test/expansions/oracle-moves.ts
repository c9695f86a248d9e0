/** The pieces and moves the scoring oracle (oracle.ts) plays. */
import type { Special } from './oracle-princess.js';

export type PieceFigure = 'follower' | 'big' | 'builder' | 'pig' | 'abbot' | 'mayor' | 'wagon';

export interface Piece {
  readonly player: number;
  readonly x: number;
  readonly y: number;
  readonly segment: number;
  readonly figure: PieceFigure;
}

export interface OracleMove {
  readonly player: number;
  readonly tile: string;
  readonly x: number;
  readonly y: number;
  /** Degrees clockwise. */
  readonly rotation: number;
  readonly follower?: string;
  readonly figure?: 'big' | 'builder' | 'pig' | 'abbot' | 'mayor' | 'wagon';
  /** The Abbot (AB4): the player's abbot comes home and scores its square instead of a piece. */
  readonly recall?: boolean;
  /** The Princess & the Dragon (oracle-princess.ts): the fairy, the princess or a portal. */
  readonly special?: Special;
  /** Abbey & Mayor (AM5): the barn on this corner of the tile instead of a piece (oracle-barn.ts). */
  readonly barn?: string;
}
