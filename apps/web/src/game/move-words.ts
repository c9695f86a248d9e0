import { parseMove, type Move } from '@carcassonne/engine';
import type { T } from '../i18n/index.js';

/** The square a move is about (the tile placed, the tile whose edge takes a wall piece), if any. */
export function moveSquare(move: Move): readonly [number, number] | null {
  switch (move.type) {
    case 'place':
    case 'gate':
    case 'wall':
      return [move.x, move.y];
    case 'tower':
      return move.at ? [move.at.x, move.at.y] : null;
  }
}

/** The square of a move in notation (null for `tower -` or a string that is not a move). */
export function squareOfNotation(text: string): readonly [number, number] | null {
  const m = parseMove(text);
  return m.ok ? moveSquare(m.value) : null;
}

/** A move in words, for the hint list. */
export function describeMove(move: Move, t: T): string {
  switch (move.type) {
    case 'place': {
      const where = t('hint.place', { tile: move.tile, x: move.x, y: move.y, rotation: move.rotation });
      return move.follower ? `${where}, ${t('hint.follower', { port: move.follower })}` : where;
    }
    case 'gate':
      return t('target.gate', { x: move.x, y: move.y, side: move.side });
    case 'wall':
      return t(move.guard ? 'target.wallGuard' : 'target.wall', { x: move.x, y: move.y, side: move.side });
    case 'tower':
      return move.at ? t('target.tower', { x: move.at.x, y: move.at.y, side: move.at.side }) : t('target.noTower');
  }
}

/** A point margin as shown: signed, one decimal; a dash when nothing was compared. */
export const showMargin = (v: number | null): string => (v === null ? '—' : `${v >= 0 ? '+' : '−'}${Math.abs(v).toFixed(1)}`);
