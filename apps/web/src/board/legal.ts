import type { Rotation } from '@carcassonne/engine';
import type { Placement, Square } from '../game/types.js';

/** Pure helpers that turn the engine's legal placements into what the board shows and accepts. */
const ROT: readonly Rotation[] = [0, 90, 180, 270];
export const key = (x: number, y: number): string => `${x},${y}`;

/** Legal squares with the (canonical) rotations allowed on each. */
export function legalSquares(legal: readonly Placement[]): Map<string, Set<Rotation>> {
  const m = new Map<string, Set<Rotation>>();
  for (const p of legal) {
    const k = key(p.x, p.y);
    let s = m.get(k);
    if (!s) {
      s = new Set();
      m.set(k, s);
    }
    s.add(p.rotation);
  }
  return m;
}

/**
 * The rotation shown and accepted at a square: the wanted one when legal there, else the next
 * legal one clockwise; null when the tile fits no way there. `rotClass` maps a rotation to the
 * engine's representative for symmetric tiles.
 */
export function effectiveRotation(
  allowed: ReadonlySet<Rotation> | undefined,
  wanted: Rotation,
  rotClass: (r: Rotation) => Rotation,
): Rotation | null {
  if (!allowed || allowed.size === 0) return null;
  for (let k = 0; k < 4; k++) {
    const r = ROT[(wanted / 90 + k) % 4]!;
    if (allowed.has(rotClass(r))) return r;
  }
  return null;
}

/** The next legal rotation after `current` at a square (R key while hovering). */
export function nextRotation(
  allowed: ReadonlySet<Rotation> | undefined,
  current: Rotation,
  rotClass: (r: Rotation) => Rotation,
): Rotation {
  const next = ROT[(current / 90 + 1) % 4]!;
  return effectiveRotation(allowed, next, rotClass) ?? next;
}

/** Legal squares in reading order (for N / P keys). */
export function orderedSquares(legal: readonly Placement[]): Square[] {
  const seen = new Set<string>();
  const out: Square[] = [];
  for (const p of legal) {
    const k = key(p.x, p.y);
    if (!seen.has(k)) {
      seen.add(k);
      out.push({ x: p.x, y: p.y });
    }
  }
  return out.sort((a, b) => a.y - b.y || a.x - b.x);
}

/** Step to the next (dir 1) or previous (-1) legal square after `from`. */
export function stepSquare(squares: readonly Square[], from: Square | null, dir: 1 | -1): Square | null {
  if (squares.length === 0) return null;
  const i = from ? squares.findIndex((s) => s.x === from.x && s.y === from.y) : -1;
  if (i < 0) return dir === 1 ? squares[0]! : squares[squares.length - 1]!;
  return squares[(i + dir + squares.length) % squares.length]!;
}
