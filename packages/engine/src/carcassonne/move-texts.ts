import { segmentPort } from '../core/tile-compile.js';
import { followerRefusal } from './checks.js';
import { FIGURE_FOLLOWER, FIGURE_NAMES } from './figures.js';
import type { Match } from './match.js';
import { Neighbours } from './neighbours.js';
import { barnRefusal } from './barn-moves.js';
import { barnsPlayed } from './barn.js';
import { CORNERS } from '../core/notation.js';
import { SIDES } from '../core/ports.js';
import { dragonEntrySide, isDragonEntry, PASS_ENTRY } from './dragon-turn.js';
import type { Game } from './game.js';
import { wagonMoveText } from './wagon-moves.js';
import { isWagonEntry } from './wagon.js';

/** The text of a history entry that places no tile (a pass, a wagon's move, a dragon's step); null otherwise. */
export function noTileMoveText(g: Game, code: number): string | null {
  if (code === PASS_ENTRY) return 'pass';
  if (isWagonEntry(code)) return wagonMoveText(g, code);
  if (isDragonEntry(code)) return `dragon ${SIDES[dragonEntrySide(code)]!}`;
  return null;
}

/**
 * The complete moves of the tile in hand in notation, in the order of `Match.legalMoves`,
 * appended to `out`: the texts `writeMove` gives them, without a move object for each (the
 * server sends the legal moves of every turn as text; the objects were most of what a move cost
 * it to allocate).
 */
export function moveTextsOfDrawn(match: Match, out: string[]): void {
  const tile = match.drawnTile;
  if (tile === null) return;
  const g = match.game;
  const t = g.types[g.drawn]!;
  const figures = match.figuresInPlay();
  const recall = g.figures.abbots && g.figures.abbot[g.current]! >= 0;
  const barns = barnsPlayed(g) && g.figures.barn[g.current]! < 0;
  let around: Neighbours | null = null;
  for (const pl of match.legalPlacements()) {
    // What the placement meets, read once for all its segments and figures (one object for all).
    around = around ? around.at(pl) : new Neighbours(match, pl);
    const turns = pl.rotation / 90;
    const base = `${tile}@${pl.x},${pl.y}r${pl.rotation}`;
    out.push(base);
    if (recall) out.push(`${base} recall`);
    for (let s = 0; s < t.segCount; s++)
      if (followerRefusal(match, pl, s, FIGURE_FOLLOWER, around) === null)
        out.push(`${base} ${segmentPort(t, turns, s)}`);
    for (const figure of figures) {
      const name = FIGURE_NAMES[figure]!;
      for (let s = 0; s < t.segCount; s++)
        if (followerRefusal(match, pl, s, figure, around) === null)
          out.push(`${base} ${segmentPort(t, turns, s)} ${name}`);
    }
    // Abbey & Mayor: the barn on a corner (AM5).
    if (barns)
      for (let c = 0; c < 4; c++)
        if (barnRefusal(match, pl, c, around) === null) out.push(`${base} ${CORNERS[c]!} barn`);
  }
}
