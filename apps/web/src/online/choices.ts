import { parseMove, type Move, type Port } from '@carcassonne/engine';
import type { Placement, UiEvent, WallTarget } from '../game/types.js';
import type { ReplayEvent } from '@carcassonne/engine';

/** The choices of a turn, read from the legal moves the server sent (notation). */
export interface Choices {
  readonly placements: readonly Placement[];
  readonly followers: (p: Placement) => Port[];
  readonly wallTargets: readonly WallTarget[];
}

export function choicesOf(legal: readonly string[]): Choices {
  const moves: Move[] = [];
  for (const text of legal) {
    const m = parseMove(text);
    if (m.ok) moves.push(m.value);
  }
  const placements: Placement[] = [];
  const wallTargets: WallTarget[] = [];
  for (const mv of moves) {
    if (mv.type === 'place' && mv.follower === undefined) placements.push({ x: mv.x, y: mv.y, rotation: mv.rotation });
    else if (mv.type === 'gate') wallTargets.push({ type: 'gate', edge: { x: mv.x, y: mv.y, side: mv.side }, move: mv, gains: [] });
    else if (mv.type === 'wall') wallTargets.push({ type: 'wall', edge: { x: mv.x, y: mv.y, side: mv.side }, guard: mv.guard, move: mv, gains: [] });
    else if (mv.type === 'tower') wallTargets.push({ type: 'tower', edge: mv.at, move: mv, gains: [] });
  }
  return {
    placements,
    followers: (p) => moves.flatMap((mv) => (mv.type === 'place' && mv.follower !== undefined && mv.x === p.x && mv.y === p.y && mv.rotation === p.rotation ? [mv.follower] : [])),
    wallTargets,
  };
}

/** A report event (players by name) as the page's event (players by seat). */
export function uiEventOf(e: ReplayEvent, names: readonly string[]): UiEvent {
  return {
    kind: e.kind,
    move: e.move,
    points: e.points ?? 0,
    players: (e.players ?? []).map((n) => names.indexOf(n)).filter((i) => i >= 0),
    ...(e.tiles !== undefined ? { tiles: e.tiles } : {}),
    ...(e.cities !== undefined ? { cities: e.cities } : {}),
    ...(e.kinds !== undefined ? { kinds: e.kinds } : {}),
    ...(e.markets !== undefined ? { markets: e.markets } : {}),
    ...(e.final ? { final: true } : {}),
    ...(e.tile !== undefined ? { tile: e.tile } : {}),
    ...(e.squares ? { squares: e.squares } : {}),
  };
}
