import { K_CITY, K_MONASTERY, K_ROAD, MAX_SEGMENTS } from '../core/tile-compile.js';
import type { ScoreEvent, ScoredFollower } from './events.js';
import type { Placement } from './placement.js';
import type { Feature } from './scoring.js';

/**
 * The event of a road, city or monastery that scored: only games that record events build it,
 * so it lives apart from the game's hot path.
 */
export function featureEvent(
  game: Placement,
  root: number,
  f: Readonly<Feature>,
  points: number,
  players: number[],
  move: number | null,
  followers: readonly ScoredFollower[] | null,
): ScoreEvent {
  const squares: [number, number][] = [];
  if (f.kind === K_MONASTERY) {
    const cell = game.placedCell[(root / MAX_SEGMENTS) | 0]!;
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const c = game.wrapped(cell + dy * game.width + dx);
        if (game.grid[c]! >= 0) squares.push([game.xOf(c), game.yOf(c)]);
      }
  } else game.featureTiles(root, squares);
  return {
    kind: f.kind === K_ROAD ? 'road' : f.kind === K_CITY ? 'city' : 'monastery',
    move,
    points,
    players,
    tiles: f.tiles,
    ...(move === null ? { final: true } : {}),
    squares,
    ...(followers ? { followers: [...followers] } : {}),
  };
}
