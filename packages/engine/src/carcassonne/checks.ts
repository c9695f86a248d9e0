import { err, passed, type Result } from '../core/result.js';
import { DX, DY, FACING, type Port } from '../core/ports.js';
import { checkEdges, checkSquare, checkTileInHand } from '../core/checks.js';
import { K_FIELD, kindName, MAX_SEGMENTS, segmentPort } from '../core/tile-compile.js';
import type { Placement } from '../core/match.js';
import type { Match } from './match.js';
import { riverSentence } from './river.js';

/** Checks behind Match.play: each says in one sentence what is wrong. */
const EDGE_NAMES = ['field', 'road', 'city'] as const;

export function checkPlacement(match: Match, tile: string, pl: Placement): Result<true> {
  const inHand = checkTileInHand(match.drawnTile, tile);
  if (!inHand.ok) return inHand;
  const square = checkSquare(match.game, pl);
  if (!square.ok) return square;
  const edges = checkEdges(match.game, pl, (edge) => EDGE_NAMES[edge]!);
  if (!edges.ok) return edges;
  const river = match.game.riverRefusal(match.game.cellOf(pl.x, pl.y), pl.rotation / 90);
  return river === null ? passed : riverSentence(river, tile);
}

/**
 * Why a follower may not go on segment `seg` of the drawn tile placed at `pl` (placement already
 * checked), or null when it may. No sentence: the legal moves ask this for every segment of every
 * legal placement.
 */
export function followerRefusal(
  match: Match,
  pl: Placement,
  seg: number,
): 'no-followers' | 'farmers-off' | 'feature-occupied' | null {
  const g = match.game;
  const t = g.types[g.drawn]!;
  if (g.supply[g.current] === 0) return 'no-followers';
  if (t.segKind[seg] === K_FIELD && !g.options.farmers) return 'farmers-off';
  const r = pl.rotation / 90;
  // A feature met on two sides is looked at twice: cheaper than remembering it.
  for (let b = 0; b < 12; b++) {
    if (t.portSeg[r * 13 + b] !== seg) continue;
    const side = Math.floor(b / 3);
    const q = g.grid[g.cellOf(pl.x + DX[side]!, pl.y + DY[side]!)]!;
    if (q < 0) continue;
    const qt = g.types[g.placedType[q]!]!;
    const root = g.find(q * MAX_SEGMENTS + qt.portSeg[g.placedRotation[q]! * 13 + FACING[b]!]!);
    if (g.occupants[root]! > 0) return 'feature-occupied';
  }
  return null;
}

/** Whether a follower may go on segment `seg` of the drawn tile placed at `pl` (placement already checked); one sentence when not. */
export function checkFollower(match: Match, pl: Placement, seg: number, port?: Port): Result<true> {
  const refusal = followerRefusal(match, pl, seg);
  if (refusal === null) return passed;
  const g = match.game;
  const t = g.types[g.drawn]!;
  switch (refusal) {
    case 'no-followers':
      return err(refusal, `${match.players[g.current]!.name} has no followers left`);
    case 'farmers-off':
      return err(refusal, 'farmers are switched off in this game');
    default:
      return err(
        refusal,
        `the ${kindName(t.segKind[seg]!)} at ${port ?? segmentPort(t, pl.rotation / 90, seg)} is already occupied`,
      );
  }
}
