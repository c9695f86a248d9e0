import type { Move, Port, Rotation, Side } from '@carcassonne/engine';
import type { ValuedMove } from '@carcassonne/ai';

/**
 * What the board and the panel show of valued moves (a hint's best three, an analysed move's
 * best): numbered markers where the moves would go, each with its expected point margin.
 */

/** An expected margin in points: "+4.2", "−1.3"; an unvalued (forced) move: "±0". */
export function formatMargin(m: number | null): string {
  if (m === null) return '±0';
  const r = Math.round(m * 10) / 10;
  return `${r >= 0 ? '+' : '−'}${Math.abs(r).toFixed(1)}`;
}

/** A move marked on the board. */
export interface MoveMark {
  /** 1, 2, 3… as shown. */
  readonly rank: number;
  readonly move: Move;
  /** Its expected margin, formatted. */
  readonly margin: string;
  /** The square it concerns (a City wall move: the tile beside its edge), or null (declining a tower). */
  readonly square: { readonly x: number; readonly y: number } | null;
  /** A placement: the tile as it would lie, and its follower. */
  readonly tile: { readonly id: string; readonly rotation: Rotation; readonly follower: Port | null } | null;
  /** A wall move: the edge of the square. */
  readonly side: Side | null;
  /** Its place among the marks on the same square (0 for the first), so badges sit apart. */
  readonly slot: number;
}

function squareOf(m: Move): { x: number; y: number; side: Side | null } | null {
  if (m.type === 'place') return { x: m.x, y: m.y, side: null };
  if (m.type === 'dragon' || m.type === 'pass') return null;
  if (m.type === 'wagon') return m.to ? { x: m.to.x, y: m.to.y, side: null } : null;
  if (m.type === 'tower') return m.at ? { x: m.at.x, y: m.at.y, side: m.at.side } : null;
  return { x: m.x, y: m.y, side: m.side };
}

/** Marks for the first `n` valued moves, best first. */
export function moveMarks(moves: readonly ValuedMove[], n = 3): MoveMark[] {
  const used = new Map<string, number>();
  return moves.slice(0, n).map((v, i) => {
    const sq = squareOf(v.move);
    const k = sq ? `${sq.x},${sq.y}` : '';
    const slot = used.get(k) ?? 0;
    used.set(k, slot + 1);
    const m = v.move;
    return {
      rank: i + 1,
      move: m,
      margin: formatMargin(v.margin),
      square: sq ? { x: sq.x, y: sq.y } : null,
      tile: m.type === 'place' ? { id: m.tile, rotation: m.rotation, follower: m.follower ?? null } : null,
      side: sq?.side ?? null,
      slot,
    };
  });
}

/** A hint as one sentence per move, for the panel and screen readers: "1. … (turned 90°): +4.2". */
export function hintLines(
  marks: readonly MoveMark[],
  words: (m: Move) => string,
  turned: (rotation: Rotation) => string,
): string[] {
  return marks.map(
    (k) => `${k.rank}. ${words(k.move)}${k.tile ? ` (${turned(k.tile.rotation)})` : ''}: ${k.margin}`,
  );
}
