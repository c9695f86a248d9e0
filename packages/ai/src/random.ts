import { ok, type Mulberry32, type Move } from '@carcassonne/engine';
import type { Bot } from './bot.js';
import type { Adapter } from './adapter.js';
import type { BotResult } from './errors.js';
import { decisionPosition } from './position.js';
import { thinkingBot } from './request.js';

function randomDecision<G>(A: Adapter<G>, g: G, rng: Mulberry32): Move {
  const keys: number[] = [];
  const key = keys[rng.int(A.actions(g, keys))]!;
  if (!A.isPlacement(key)) return A.toMove(g, key, null);
  const after = A.clone(g);
  A.apply(after, key);
  const fk = keys[rng.int(A.actions(after, keys))]!;
  return A.toMove(g, key, fk);
}

/** A uniformly random legal move for a view (refused: a bad view, a finished game). */
export function randomView(view: unknown, rng: Mulberry32): BotResult<Move> {
  const position = decisionPosition(view, rng);
  if (!position.ok) return position;
  return ok(position.value.use((A, g) => randomDecision(A, g, rng)));
}

/** Uniformly random legal play: a random placement, then "no follower" or a random spot. */
export const randomBot: Bot = thinkingBot('random', (view, rng) => {
  const move = randomView(view, rng);
  return move.ok ? ok({ move: move.value, iterations: 1 }) : move;
});
