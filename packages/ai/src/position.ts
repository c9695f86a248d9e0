import { gameDefinition, ok, type Mulberry32, type PlaceMove } from '@carcassonne/engine';
import { placeMoveOf, type CityCore as CityGame, type CarcassonneCore as Game } from '@carcassonne/engine/internal';
import { botError, type BotResult } from './errors.js';
import { validateView } from './view.js';
import { positionOf, type Position } from './games.js';

export type { Position };

/**
 * A view from outside, checked and rebuilt by the engine (the public history replayed on a bag
 * whose unseen part is a random arrangement of the remaining tiles — a bot never learns the real
 * order; every search iteration re-samples it), with a decision to take: a finished game is
 * refused with `game-over`.
 */
export function decisionPosition(input: unknown, rng: Mulberry32): BotResult<Position> {
  const checked = validateView(input);
  if (!checked.ok) return checked;
  const definition = gameDefinition(checked.value.game);
  if (!definition) return botError('bad-view', 'unknown game in the view');
  let sampled;
  try {
    sampled = definition.sample(checked.value, rng);
  } catch (e) {
    return botError('bad-view', `the view does not rebuild: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!sampled.ok) return botError('bad-view', sampled.error.message);
  if (sampled.value.finished) return botError('game-over', 'the game in the view is over: there is no move to choose');
  const position = positionOf(sampled.value);
  return position ? ok(position) : botError('bad-view', 'no bot plays this game');
}

function shuffleRange(bag: Uint8Array, from: number, to: number, rng: Mulberry32): void {
  for (let i = to - 1; i > from; i--) {
    const j = from + rng.int(i - from + 1);
    const t = bag[i]!;
    bag[i] = bag[j]!;
    bag[j] = t;
  }
}

/** Shuffle the tiles not yet drawn (a new determinization of the hidden bag). */
export function resample(g: Game, rng: Mulberry32): void {
  shuffleRange(g.bag, g.bagPos, g.bag.length, rng);
}

/** The City: shuffle the unseen part of each stack, never across stacks. */
export function resampleCity(g: CityGame, rng: Mulberry32): void {
  const s1 = g.stacks[0];
  const s2 = s1 + g.stacks[1];
  const n = g.bag.length;
  shuffleRange(g.bag, Math.min(g.bagPos, s1), s1, rng);
  shuffleRange(g.bag, Math.max(g.bagPos, s1), s2, rng);
  shuffleRange(g.bag, Math.max(g.bagPos, s2), n, rng);
}

/** A placement code and follower segment of the fast core as a move object. */
export function toMove(g: Game, code: number, seg: number): PlaceMove {
  return placeMoveOf(g, g.types[g.drawn]!, code, seg);
}
