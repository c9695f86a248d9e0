import { Mulberry32 } from '@carcassonne/engine';
import type { Bot, BotRequest, BotAnswer } from './bot.js';
import { positionFromView, toMove } from './position.js';

/** Uniformly random legal play: a random placement, then "no follower" or a random spot. */
export const randomBot: Bot = {
  name: 'random',
  choose(req: BotRequest): BotAnswer {
    const t0 = performance.now();
    const rng = new Mulberry32(req.seed);
    const g = positionFromView(req.view, rng).game;
    const code = g.legal[rng.int(g.nLegal)]!;
    const scratch = g.clone();
    scratch.placeTile(code);
    const k = rng.int(scratch.nFopts + 1);
    const seg = k === 0 ? -1 : scratch.fopts[k - 1]!;
    return { move: toMove(g, code, seg), stats: { iterations: 1, ms: performance.now() - t0 } };
  },
};
