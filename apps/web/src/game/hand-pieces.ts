import type { UiView } from './types.js';

/** A piece of one per player that the players table counts in hand, in the table's order. */
export const HAND_PIECES = ['big', 'abbot', 'abbey', 'mayor', 'wagon', 'barn', 'builder', 'pig'] as const;
export type HandPiece = (typeof HAND_PIECES)[number];

/** One of those pieces in play: how many each seat still holds (1 or 0). */
export interface HandCount {
  readonly piece: HandPiece;
  readonly counts: readonly number[];
}

/**
 * The expansions' pieces each player still holds, only those of the expansions in play (so that
 * everyone sees every opponent's supply): Inns & Cathedrals' big follower, The Abbot's abbot,
 * Abbey & Mayor's abbey tile, mayor, wagon and barn (with farmers), Traders & Builders' builder
 * and pig (with farmers; in hand unless on the board: the view lists the ones out).
 */
export function handCountsOf(view: UiView): HandCount[] {
  const x = view.expansion;
  if (!x) return [];
  const seats = view.players.map((_, i) => i);
  const out = (figure: 'builder' | 'pig') =>
    seats.map((p) => (x.figures.some((f) => f.player === p && f.figure === figure) ? 0 : 1));
  // Traders & Builders is in play exactly when the view counts goods.
  const traders = x.goods !== null;
  const counts: Record<HandPiece, readonly number[] | null> = {
    big: x.bigSupply,
    abbot: x.abbotSupply,
    abbey: x.abbeySupply,
    mayor: x.mayorSupply,
    wagon: x.wagonSupply,
    barn: x.barnSupply,
    builder: traders ? out('builder') : null,
    // Without farmers no field takes a piece: the pig never leaves its player's hand.
    pig: traders && x.farmers ? out('pig') : null,
  };
  return HAND_PIECES.flatMap((piece) => {
    const c = counts[piece];
    return c ? [{ piece, counts: c }] : [];
  });
}
