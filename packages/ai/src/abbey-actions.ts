import { ABBEY_CODE, abbeyCodes, type CarcassonneCore as Game } from '@carcassonne/engine/internal';

/**
 * Abbey & Mayor for the search (rules/abbey-and-mayor.md AM2): the abbey's placements as keys of
 * the abbey's tile type, and a playout's turn of the final abbey round (AM2.5).
 */

/** Abbey & Mayor's abbey tile (rules/abbey-and-mayor.md AM2). */
export const ABBEY_TILE_ID = 'AmAbbey';

/**
 * Abbey & Mayor: the abbey into each hole, as placement keys of the abbey's tile type (so that a
 * key tells the abbey from the drawn tile); from `n` in `out`, the new end returned.
 */
export function abbeyActions(g: Game, out: number[], n: number): number {
  if (!g.figures.mayors) return n;
  const end = abbeyCodes(g, out, n);
  const tile = g.figures.abbeyType << 18;
  for (let i = n; i < end; i++) out[i] = tile | (out[i]! & ~ABBEY_CODE);
  return end;
}

/** A playout's turn of the final abbey round: the abbey into the first hole (true: its follower step is due), or a pass. */
export function finalAbbey(g: Game): boolean {
  for (let i = 0; i < g.holeCount; i++) {
    const hole = g.holes[i]!;
    if (hole === g.mouth.cell) continue;
    g.placeTile(ABBEY_CODE | (hole << 2));
    return true;
  }
  g.passAbbey();
  return false;
}

/** Whether a placement key places the abbey. */
export const isAbbeyKey = (g: Game, key: number): boolean =>
  g.figures.mayors && ((key >> 18) & 0xff) === g.figures.abbeyType;
