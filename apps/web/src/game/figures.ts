import type { AnyView, Move, PlaceMove, Port } from '@carcassonne/engine';
import type { Placement } from './types.js';

/** An expansion's piece in notation: the big follower, the builder, the pig. */
export type Figure = NonNullable<PlaceMove['figure']>;

/**
 * Where an expansion's piece (big follower, builder, pig) may go for a placement, read from the
 * legal moves the engine gave (locally or from the server): the page holds no rules of its own.
 */
export function figurePortsOf(moves: readonly Move[], p: Placement, figure: Figure): Port[] {
  const out: Port[] = [];
  for (const m of moves)
    if (
      m.type === 'place' &&
      m.figure === figure &&
      m.follower !== undefined &&
      m.x === p.x &&
      m.y === p.y &&
      m.rotation === p.rotation
    )
      out.push(m.follower);
  return out;
}

/** The Princess & the Dragon: the special moves (the fairy, a princess, a portal) of a placement. */
export function specialMovesOf(moves: readonly Move[], p: Placement): Move[] {
  return moves.filter(
    (m) =>
      m.type === 'place' &&
      m.special !== undefined &&
      m.x === p.x &&
      m.y === p.y &&
      m.rotation === p.rotation,
  );
}

/** The legal moves put any expansion piece at all (else the turn offers followers only). */
export const hasFigures = (moves: readonly Move[]): boolean =>
  moves.some((m) => m.type === 'place' && m.figure !== undefined);

/** A builder or pig on the board (Traders & Builders), as the board draws it. */
export interface UiFigure {
  readonly x: number;
  readonly y: number;
  readonly port: Port;
  readonly player: number;
  readonly figure: 'builder' | 'pig';
}

/** The goods a player holds: wine, grain, cloth. */
export interface UiGoods {
  readonly wine: number;
  readonly grain: number;
  readonly cloth: number;
}

/** What the expansions add to a view (absent parts: the expansion is not in play). */
export interface ExpansionView {
  readonly figures: readonly UiFigure[];
  /** Goods per seat (Traders & Builders), else null. */
  readonly goods: readonly UiGoods[] | null;
  /** This turn is a builder's second tile. */
  readonly secondTile: boolean;
  /** Big followers in hand per seat (Inns & Cathedrals), else null. */
  readonly bigSupply: readonly number[] | null;
  /** The Princess & the Dragon: the dragon's and the fairy's squares (null: not on the board). */
  readonly dragon: { readonly x: number; readonly y: number } | null;
  readonly fairy: { readonly x: number; readonly y: number } | null;
}

/** The expansions' parts of a view, or null when it has none. */
export function expansionOf(v: AnyView): ExpansionView | null {
  const figures = 'figures' in v ? (v.figures ?? []) : [];
  const goods = 'goods' in v ? (v.goods ?? null) : null;
  const bigSupply = 'bigSupply' in v ? (v.bigSupply ?? null) : null;
  const square = (s: { x: number; y: number } | null | undefined) => (s ? { x: s.x, y: s.y } : null);
  const dragon = 'dragon' in v ? square(v.dragon) : null;
  const fairy = 'fairy' in v ? square(v.fairy) : null;
  if (!goods && !bigSupply && figures.length === 0 && !dragon && !fairy) return null;
  return {
    figures: figures.map((f) => ({ x: f.x, y: f.y, port: f.port, player: f.player, figure: f.figure })),
    goods,
    secondTile: 'secondTile' in v ? v.secondTile === true : false,
    bigSupply,
    dragon,
    fairy,
  };
}
