import { Mulberry32, type Move } from '@carcassonne/engine';
import type { AnyView, Bot, BotAnswer, BotRequest } from './bot.js';
import { baseAdapter, cityAdapter, type Adapter } from './adapter.js';
import { cityPositionFromView, positionFromView } from './position.js';

function randomDecision<G>(A: Adapter<G>, g: G, rng: Mulberry32): Move {
  const keys: number[] = [];
  const key = keys[rng.int(A.actions(g, keys))]!;
  if (!A.isPlacement(key)) return A.toMove(g, key, null);
  const after = A.clone(g);
  A.apply(after, key);
  const fk = keys[rng.int(A.actions(after, keys))]!;
  return A.toMove(g, key, fk);
}

export function randomView(view: AnyView, rng: Mulberry32): Move {
  return view.game === 'the-city'
    ? randomDecision(cityAdapter, cityPositionFromView(view, rng).game, rng)
    : randomDecision(baseAdapter, positionFromView(view, rng).game, rng);
}

/** Uniformly random legal play: a random placement, then "no follower" or a random spot. */
export const randomBot: Bot = {
  name: 'random',
  choose(req: BotRequest): BotAnswer {
    const t0 = performance.now();
    const move = randomView(req.view, new Mulberry32(req.seed));
    return { move, stats: { iterations: 1, ms: performance.now() - t0 } };
  },
};
