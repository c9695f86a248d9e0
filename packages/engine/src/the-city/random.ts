import { Mulberry32 } from '../core/rng.js';
import { CityGame } from './game.js';
import { cityTileSet, CITY_STACKS } from './setup.js';
import { shuffledTypes } from '../core/setup.js';

/**
 * Uniformly random legal play on the fast core until the game ends: a random placement,
 * a random follower choice (or none), and a random option at every wall decision.
 */
export function playCityRandomly(g: CityGame, rng: Mulberry32): void {
  for (;;) {
    switch (g.phase) {
      case 'place':
        g.placeTile(g.legal[rng.int(g.legalCount)]!);
        break;
      case 'follower': {
        const k = rng.int(g.followerOptionCount + 1);
        g.finishTurn(k === 0 ? -1 : g.followerOptions[k - 1]!);
        break;
      }
      case 'over':
        return;
      default:
        randomWallDecision(g, rng);
    }
  }
}

/** A random option at a gate, wall or tower decision (the wall's part of random play). */
export function randomWallDecision(g: CityGame, rng: Mulberry32): void {
  const o = g.choices[rng.int(g.choiceCount)]!;
  if (g.phase === 'gate') g.placeGate(o);
  else if (g.phase === 'wall') g.placeWall(o >> 1, (o & 1) === 1);
  else if (g.phase === 'tower') g.placeTower(o);
}

export interface RandomCityOptions {
  readonly players: number;
  /** Seed of the draw order (notation.md). */
  readonly seed: string;
  /** Seed of the random choices; defaults to one derived from the draw-order seed. */
  readonly moveSeed?: number;
  readonly recordEvents?: boolean;
}

/**
 * One seeded game of random play. `reuse`: a game played before, started again on its own arrays
 * when it has the same players, seeded stacks and event recording; the game returned is then `reuse`.
 */
export function randomCityGame(o: RandomCityOptions, reuse?: CityGame): CityGame {
  const set = cityTileSet();
  const bag = shuffledTypes(set, o.seed);
  const recordEvents = o.recordEvents ?? false;
  let g: CityGame;
  if (
    reuse &&
    reuse.tileSet === set &&
    reuse.nPlayers === o.players &&
    (reuse.events !== null) === recordEvents &&
    reuse.stacks.every((n, i) => n === CITY_STACKS[i])
  ) {
    g = reuse;
    g.reset(bag);
  } else g = new CityGame({ tileSet: set, players: o.players, bag, stacks: [...CITY_STACKS], recordEvents });
  playCityRandomly(g, new Mulberry32(o.moveSeed ?? Mulberry32.fromSeed(o.seed).nextU32()));
  return g;
}
