import { Game } from './game.js';
import { Mulberry32 } from '../core/rng.js';
import type { RuleOptions } from './rules.js';
import type { TileSet } from '../core/tile-compile.js';
import { seededOrder } from './setup.js';

export interface RandomGameOptions {
  readonly tileSet: TileSet;
  readonly options: RuleOptions;
  readonly players: number;
  /** Seed of the draw order (notation.md). */
  readonly seed: string;
  /** Seed of the random choices; defaults to the draw-order seed. */
  readonly moveSeed?: number;
  readonly recordEvents?: boolean;
}

/**
 * One game of uniformly random legal play on the fast core: a random placement among the
 * legal (square, rotation) pairs, then a random choice among "no follower" and every legal
 * follower spot. The benchmark and self-play use this.
 */
export function randomGame(o: RandomGameOptions): Game {
  const set = o.tileSet;
  const bag = seededOrder(set, o.seed).map((id) => set.byId.get(id)!.index);
  const g = new Game({ tileSet: set, options: o.options, players: o.players, bag, recordEvents: o.recordEvents ?? false });
  const rng = new Mulberry32(o.moveSeed ?? bag.length * 2654435761);
  playRandomly(g, rng);
  return g;
}

export function playRandomly(g: Game, rng: Mulberry32): void {
  while (g.phase === 'place') {
    g.placeTile(g.legal[rng.int(g.legalCount)]!);
    const k = rng.int(g.followerOptionCount + 1);
    g.finishTurn(k === 0 ? -1 : g.followerOptions[k - 1]!);
  }
}
