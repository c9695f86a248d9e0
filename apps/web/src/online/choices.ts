import {
  definitionOfPreset,
  Mulberry32,
  parseMove,
  type GameView,
  type Move,
  type Port,
} from '@carcassonne/engine';
import {
  ABBEY_TILE,
  abbeyPlacementsOf,
  type Figure,
  figurePortsOf,
  gainsOnCopy,
  isAbbeyLaid,
  recallPoints,
  specialMovesOf,
} from '../game/figures.js';
import { dragonEdge, wagonEdge, type Placement, type UiEvent, type WallTarget } from '../game/types.js';
import type { ReplayEvent } from '@carcassonne/engine';

/** The choices of a turn, read from the legal moves the server sent (notation). */
export interface Choices {
  readonly placements: readonly Placement[];
  /** Abbey & Mayor: the holes the abbey may go into instead of the drawn tile. */
  readonly abbeys: readonly Placement[];
  readonly followers: (p: Placement) => Port[];
  /** The expansions' pieces: where each may go. */
  readonly figures: (p: Placement, figure: Figure) => Port[];
  /** The Abbot: the points taking the abbot back would score with the placement (null: no recall). */
  readonly recall: (p: Placement) => number | null;
  /** The Princess & the Dragon: the fairy, princess and portal moves of a placement. */
  readonly specials: (p: Placement) => Move[];
  readonly wallTargets: readonly WallTarget[];
}

/**
 * The points each wall decision would score at once, per seat: played on the match rebuilt from
 * the player's own view (the unseen tiles in any order: they do not change these points).
 */
export function gainsOf(
  view: GameView | null,
  moves: readonly Move[],
): (m: Move, inPlay?: boolean) => readonly number[] {
  const none = () => [];
  if (!view || moves.length === 0) return none;
  const def = definitionOfPreset(view.preset);
  const sampled = def.ok ? def.value.sample(view, new Mulberry32(1)) : null;
  if (!sampled?.ok) return none;
  const match = sampled.value;
  return (m, inPlay = false) => gainsOnCopy(match, m, inPlay);
}

/** The strategic variant: the legal moves of one tile of the hand (each placement names its tile). */
export function movesOfTile(legal: readonly string[], tile: string | null): readonly string[] {
  return tile === null ? legal : legal.filter((m) => m.startsWith(`${tile}@`));
}

/** The choices of a turn; with the view, wall choices carry the points they would score. */
export function choicesOf(legal: readonly string[], view: GameView | null = null): Choices {
  const moves: Move[] = [];
  for (const text of legal) {
    const m = parseMove(text);
    if (m.ok) moves.push(m.value);
  }
  const placements: Placement[] = [];
  const wallTargets: WallTarget[] = [];
  const recalls = moves.some((m) => m.type === 'place' && m.recall === true);
  const gains = gainsOf(
    view,
    // The wall decisions, and The Abbot's recalls with the plain placements they are set against.
    moves.filter((m) => m.type !== 'place' || (recalls && m.follower === undefined)),
  );
  for (const mv of moves) {
    if (mv.type === 'place' && mv.follower === undefined && mv.recall !== true && mv.tile !== ABBEY_TILE)
      placements.push({ x: mv.x, y: mv.y, rotation: mv.rotation });
    else if (mv.type === 'gate') {
      const edge = { x: mv.x, y: mv.y, side: mv.side };
      wallTargets.push({ type: 'gate', edge, move: mv, gains: gains(mv) });
    } else if (mv.type === 'wall') {
      const edge = { x: mv.x, y: mv.y, side: mv.side };
      wallTargets.push({ type: 'wall', edge, guard: mv.guard, move: mv, gains: gains(mv) });
    } else if (mv.type === 'tower') {
      wallTargets.push({ type: 'tower', edge: mv.at, move: mv, gains: gains(mv) });
    } else if (mv.type === 'pass') {
      // Abbey & Mayor's final abbey round: keeping the abbey, a choice off the board.
      wallTargets.push({ type: 'pass', edge: null, move: mv, gains: gains(mv) });
    } else if (mv.type === 'wagon') {
      // Abbey & Mayor's wagon: on to a feature, or home.
      wallTargets.push({ type: 'wagon', edge: wagonEdge(mv), move: mv, gains: gains(mv) });
    } else if (mv.type === 'dragon') {
      wallTargets.push({
        type: 'dragon',
        edge: view ? dragonEdge(view, mv) : null,
        move: mv,
        gains: gains(mv),
      });
    }
  }
  return {
    placements,
    abbeys: abbeyPlacementsOf(moves),
    followers: (p) =>
      moves.flatMap((mv) =>
        mv.type === 'place' &&
        (mv.tile === ABBEY_TILE) === isAbbeyLaid(p) &&
        mv.follower !== undefined &&
        mv.figure === undefined &&
        mv.x === p.x &&
        mv.y === p.y &&
        mv.rotation === p.rotation
          ? [mv.follower]
          : [],
      ),
    figures: (p, figure) => figurePortsOf(moves, p, figure),
    recall: (p) => recallPoints(moves, p, (m) => gains(m, true), view?.current ?? 0),
    specials: (p) => specialMovesOf(moves, p),
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
