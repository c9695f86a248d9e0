import type { Mulberry32, PlaceMove } from '@carcassonne/engine';
import { placeMoveOf, type CityCore as CityGame, type CarcassonneCore as Game } from '@carcassonne/engine/internal';

/**
 * What the adapters do to a fast core besides playing it: a new arrangement of the hidden bag
 * (each search iteration's determinization) and a placement code as a move object. Kept apart
 * from `position.ts`, which builds a position from a view and so depends on the adapters.
 */

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
