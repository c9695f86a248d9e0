import { err, ok, passed, type Result } from '../core/result.js';
import { SIDES, type Side } from '../core/ports.js';
import type { Placement } from '../core/match.js';
import { checkEdges, checkSquare, checkTileInHand } from '../core/checks.js';
import type { GateMove, TowerMove, WallMove } from '../core/notation.js';
import { kindName, segmentPort } from '../core/tile-compile.js';
import type { CityMatch } from './match.js';
import { keepsWall, onOuterBoundary } from './geometry.js';
import { followerStatus } from './preview.js';
import { guardBlocked, supplyAfter } from './wall.js';

/** Checks behind CityMatch.play: each says in one sentence what is wrong. */

export function checkPlacement(match: CityMatch, tile: string, pl: Placement): Result<true> {
  const g = match.game;
  const inHand = checkTileInHand(match.drawnTile, tile);
  if (!inHand.ok) return inHand;
  if (g.placedCount === 0) {
    if (pl.x !== 0 || pl.y !== 0)
      return err('not-adjacent', `the opening tile goes at 0,0, not at ${pl.x},${pl.y}`);
    return passed;
  }
  const square = checkSquare(g, pl, (cell, where) =>
    // Only a square near the tiles has a cell of its own on the game-sized grid.
    g.nearTiles(pl.x, pl.y) && g.wall.isOut(cell)
      ? err('outside-wall', `square ${where} is outside the wall`)
      : passed,
  );
  if (!square.ok) return square;
  // A side's edge is 1 for a road, 0 for anything else.
  const edges = checkEdges(g, pl, (edge) => (edge ? 'road' : 'no road'));
  if (!edges.ok) return edges;
  if (!keepsWall(g, square.value))
    return err(
      'surrounds-wall',
      `a tile at ${pl.x},${pl.y} would surround the wall (a wall piece would leave the outer boundary)`,
    );
  return passed;
}

/**
 * Per segment of the drawn tile placed at `pl` (placement already checked): 0 a follower may go
 * there, 1 its project is occupied, 2 this tile completes it; null when the player has no follower left.
 */
export function followerChoices(match: CityMatch, pl: Placement): number[] | null {
  const g = match.game;
  return g.supply[g.current] === 0
    ? null
    : followerStatus(g, (g.cellOf(pl.x, pl.y) << 2) | (pl.rotation / 90));
}

/** Whether a follower may go on segment `seg` of the drawn tile placed at `pl` (placement already checked). */
export function checkFollower(match: CityMatch, pl: Placement, seg: number): Result<true> {
  const g = match.game;
  const st = followerChoices(match, pl);
  if (st === null) return err('no-followers', `${match.players[g.current]!.name} has no followers left`);
  if (st[seg] === 0) return passed;
  const t = g.types[g.drawn]!;
  const r = pl.rotation / 90;
  const what = `the ${kindName(t.segKind[seg]!)} at ${segmentPort(t, r, seg)}`;
  return st[seg] === 1
    ? err('feature-occupied', `${what} is already occupied`)
    : err('project-completed', `${what} is completed by this tile and holds no follower`);
}

/** The edge code of a well-formed edge (move-shape.ts checked its form). */
function edgeOf(match: CityMatch, m: { x: number; y: number; side: Side }): Result<number> {
  const g = match.game;
  const side = SIDES.indexOf(m.side);
  if (side < 0) return err('bad-move', 'side must be one of "N", "E", "S", "W"');
  if (g.tileAt(m.x, m.y) < 0) return err('illegal-move', `there is no tile at ${m.x},${m.y}`);
  return ok(g.cellOf(m.x, m.y) * 4 + side);
}

function has(match: CityMatch, code: number): boolean {
  const g = match.game;
  for (let i = 0; i < g.choiceCount; i++) if (g.choices[i] === code) return true;
  return false;
}

export function checkGate(match: CityMatch, m: GateMove): Result<number> {
  const e = edgeOf(match, m);
  if (!e.ok) return e;
  if (!has(match, e.value)) {
    const g = match.game;
    const nb = g.wrapped((e.value >> 2) + g.sideStep(e.value & 3));
    const why = g.grid[nb]! >= 0 ? 'it faces another tile' : 'it borders a hole in the city';
    return err(
      'not-on-boundary',
      `the gate must go on the outer boundary; ${m.x},${m.y},${m.side} is not on it (${why})`,
    );
  }
  return ok(e.value);
}

export function checkWall(match: CityMatch, m: WallMove): Result<number> {
  const g = match.game;
  const e = edgeOf(match, m);
  if (!e.ok) return e;
  const edge = e.value;
  if (!has(match, edge * 2)) {
    const where = `${m.x},${m.y},${m.side}`;
    if (!onOuterBoundary(g, edge))
      return err('not-on-boundary', `${where} is not on the outer boundary of the city`);
    if (g.wall.markAt(edge)) return err('illegal-move', `${where} already carries the wall`);
    return err(
      'not-wall-end',
      `${where} does not continue the wall: a piece goes right before or after an end of the wall`,
    );
  }
  if (m.guard && !has(match, edge * 2 + 1)) {
    const who = match.players[g.actor]!.name;
    if (supplyAfter(g, edge, g.actor) === 0)
      return err('no-followers', `${who} has no follower left for a guard`);
    if (guardBlocked(g, edge))
      return err(
        'guard-forbidden',
        'a guard already stands on the wall piece at the other end of this row without a gap',
      );
    return err('guard-forbidden', 'no guard may go on this piece');
  }
  return ok(edge);
}

/** -1 decline, 0 head end, 1 tail end. */
export function checkTower(match: CityMatch, m: TowerMove): Result<number> {
  const g = match.game;
  if (m.at === null) return ok(-1);
  const e = edgeOf(match, m.at);
  if (!e.ok) return e;
  const where = `${m.at.x},${m.at.y},${m.at.side}`;
  const tailE = g.wall.tailEdge;
  const headE = g.wall.headEdge;
  if (e.value === tailE)
    return has(match, 1) ? ok(1) : err('tower-capped', `the end of the wall at ${where} already has a tower`);
  if (e.value === headE)
    return has(match, 0) ? ok(0) : err('tower-capped', `the end of the wall at ${where} already has a tower`);
  return err('not-wall-end', `${where} is not an end of the wall`);
}
