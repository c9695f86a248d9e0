import type { Mulberry32, PlaceMove } from '@carcassonne/engine';
import {
  placeMoveOf,
  type CityCore as CityGame,
  type CarcassonneCore as Game,
} from '@carcassonne/engine/internal';

// What the adapters do on the fast cores beneath the search: re-sample the hidden tiles, turn a
// placement into a move. Apart from position.ts, which builds positions from the adapters
// (games.ts): adapter.ts importing position.ts closed a cycle at runtime.

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

/**
 * The City: shuffle every unseen tile over all three stacks. The stacks are face down (views give
 * only their sizes and the unseen tiles of all of them together), so any unseen tile may be in any
 * stack; the stack sizes stay.
 */
export function resampleCity(g: CityGame, rng: Mulberry32): void {
  shuffleRange(g.bag, g.bagPos, g.bag.length, rng);
}

/** A placement code and follower segment of the fast core as a move object. */
export function toMove(g: Game, code: number, seg: number): PlaceMove {
  return placeMoveOf(g, g.types[g.drawn]!, code, seg);
}
