import type { CellSpan } from '../core/board.js';

/**
 * One bit per square (the squares beyond the wall, the squares in a hole of the city): an eighth
 * of a byte per square keeps a game's arrays small. Spans are widened to whole bytes; the bits
 * beyond a span are unmarked on both sides (only squares near the tiles are ever marked).
 */

export function marksFor(cells: number): Uint8Array {
  return new Uint8Array((cells + 7) >> 3);
}

export function marked(bits: Uint8Array, square: number): boolean {
  return ((bits[square >> 3]! >> (square & 7)) & 1) === 1;
}

export function mark(bits: Uint8Array, square: number): void {
  bits[square >> 3]! |= 1 << (square & 7);
}

export function clearMarks(bits: Uint8Array, span: CellSpan): void {
  bits.fill(0, span[0] >> 3, (span[1] + 7) >> 3);
}

export function copyMarks(into: Uint8Array, from: Uint8Array, span: CellSpan): void {
  const start = span[0] >> 3;
  into.set(from.subarray(start, (span[1] + 7) >> 3), start);
}
