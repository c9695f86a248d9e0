import { FACING } from '../core/ports.js';
import { K_CITY, K_ROAD, MAX_SEGMENTS } from '../core/tile-compile.js';
import type { Placement } from './placement.js';

/**
 * Abbey & Mayor's abbey (docs/rules/abbey-and-mayor.md AM2): where it may go, and how it meets the
 * tiles around it. A placement code with `ABBEY_CODE` set places the player's abbey instead of the
 * drawn tile (`Game.placeTile`); the bots list these codes beside the drawn tile's (`abbeyCodes`).
 */
export const ABBEY_CODE = 1 << 28;

/** Side `side` of placement `p` meets `q` and one of them is an abbey: the other's road or city there loses an open side. */
export function abbeyJoin(board: Placement, p: number, side: number, q: number): void {
  const abbeyIsP = board.placedType[p] === board.figures.abbeyType;
  const other = abbeyIsP ? q : p;
  const mid = 3 * side + 1;
  const port = abbeyIsP ? FACING[mid]! : mid;
  const t = board.types[board.placedType[other]!]!;
  const node = other * MAX_SEGMENTS + t.portSeg[board.placedRotation[other]! * 13 + port]!;
  const kind = board.nodeKind[node]!;
  if (kind === K_ROAD || kind === K_CITY) board.openSides[board.find(node)]! -= 1;
}

/** What the abbey's squares are read from: a game (`Placement`) or a bot's core (`CarcassonneCore`). */
export interface AbbeyBoard {
  readonly current: number;
  readonly figures: { readonly abbeySupply: Uint8Array };
  readonly holes: Int32Array;
  readonly holeCount: number;
  readonly mouth: { readonly cell: number };
}

/** Whether the player to move holds an abbey. */
export function holdsAbbey(board: AbbeyBoard): boolean {
  return board.figures.abbeySupply[board.current]! > 0;
}

/**
 * The squares where an abbey may go: empty, a tile on each of the four sides (a hole: `holes`,
 * kept as tiles arrive), and not the mouth of a flowing river. Written to `out` from `from`, the
 * new end returned.
 */
export function abbeyHoles(board: AbbeyBoard, out: Int32Array | number[], from = 0): number {
  let n = from;
  for (let i = 0; i < board.holeCount; i++) {
    const cell = board.holes[i]!;
    if (cell !== board.mouth.cell) out[n++] = cell;
  }
  return n;
}

/** The placement codes of the abbey (`ABBEY_CODE | cell << 2`) the player to move may play; none without an abbey in hand. */
export function abbeyCodes(board: AbbeyBoard, out: Int32Array | number[], from = 0): number {
  if (!holdsAbbey(board)) return from;
  const end = abbeyHoles(board, out, from);
  for (let i = from; i < end; i++) out[i] = ABBEY_CODE | (out[i]! << 2);
  return end;
}
