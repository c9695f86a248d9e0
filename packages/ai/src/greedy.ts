import { Mulberry32, type Game } from '@carcassonne/engine';
import type { Bot, BotAnswer, BotRequest } from './bot.js';
import { margin, projectedValues } from './evaluate.js';
import { positionFromView, toMove } from './position.js';

/**
 * Best immediate gain: every (placement, follower) is played on a copy and valued by the
 * projected final scores — points scored now, what the followers on the board would bring,
 * farms — and a value for each follower kept in hand. Ties are broken at random.
 */
export function greedyChoice(g: Game, rng: Mulberry32): { code: number; seg: number; value: number } {
  const me = g.current;
  const after = g.clone();
  const placed = g.clone();
  const scratch = g.clone();
  const values = new Float64Array(g.nPlayers);
  let best = { code: g.legal[0]!, seg: -1, value: -Infinity };
  let ties = 0;
  for (let i = 0; i < g.nLegal; i++) {
    const code = g.legal[i]!;
    placed.copyFrom(g);
    placed.placeTile(code);
    for (let k = -1; k < placed.nFopts; k++) {
      const seg = k < 0 ? -1 : placed.fopts[k]!;
      after.copyFrom(placed);
      after.finishTurn(seg);
      const v = margin(projectedValues(after, scratch, values), me, g.nPlayers);
      if (v > best.value + 1e-9) {
        best = { code, seg, value: v };
        ties = 1;
      } else if (Math.abs(v - best.value) <= 1e-9 && rng.int(++ties) === 0) {
        best = { code, seg, value: v };
      }
    }
  }
  return best;
}

export const greedyBot: Bot = {
  name: 'greedy',
  choose(req: BotRequest): BotAnswer {
    const t0 = performance.now();
    const rng = new Mulberry32(req.seed);
    const g = positionFromView(req.view, rng).game;
    const { code, seg } = greedyChoice(g, rng);
    return { move: toMove(g, code, seg), stats: { iterations: 1, ms: performance.now() - t0 } };
  },
};
