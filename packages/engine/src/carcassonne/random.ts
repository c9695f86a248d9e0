import { Game, type Phase } from './game.js';
import { Mulberry32 } from '../core/rng.js';
import type { RuleOptions } from './rules.js';
import type { TileSet } from '../core/tile-compile.js';
import { shuffledTypes } from '../core/setup.js';
import { hasRiver, riverTypes } from './river.js';
import { HAND_SIZE } from './hands.js';
import { ABBEY_CODE, holdsAbbey } from './abbey.js';

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
 * follower spot. The benchmark and self-play use this. `reuse`: a game played before, started
 * again on its own arrays when it has the same tile set, options, players and event recording
 * (much cheaper than a new one); the game returned is then `reuse` itself. A new game only counts
 * its placements at each draw (`listsLegal` off).
 */
export function randomGame(o: RandomGameOptions, reuse?: Game): Game {
  const set = o.tileSet;
  const bag = hasRiver(set) ? riverTypes(set, o.seed) : shuffledTypes(set, o.seed, set.start?.id ?? null);
  const recordEvents = o.recordEvents ?? false;
  let g: Game;
  if (reuse && reusable(reuse, o, recordEvents)) {
    g = reuse;
    g.reset(bag);
  } else {
    g = new Game({ tileSet: set, options: o.options, players: o.players, bag, recordEvents });
    g.listsLegal = false;
  }
  const rng = new Mulberry32(o.moveSeed ?? bag.length * 2654435761);
  playRandomly(g, rng);
  return g;
}

function reusable(g: Game, o: RandomGameOptions, recordEvents: boolean): boolean {
  const a = g.options;
  const b = o.options;
  return (
    g.tileSet === o.tileSet &&
    g.nPlayers === o.players &&
    (g.events !== null) === recordEvents &&
    a.farmers === b.farmers &&
    a.smallCityTwoPoints === b.smallCityTwoPoints &&
    a.farmerScoring === b.farmerScoring &&
    a.innsAndCathedrals === b.innsAndCathedrals &&
    a.tradersAndBuilders === b.tradersAndBuilders &&
    a.theRiver === b.theRiver &&
    a.abbeyAndMayor === b.abbeyAndMayor &&
    a.princessAndDragon === b.princessAndDragon &&
    a.strategic === b.strategic
  );
}

export function playRandomly(g: Game, rng: Mulberry32): void {
  while (g.phase === 'place' || g.phase === 'abbey') {
    if (g.phase === 'abbey') {
      finalAbbey(g, rng);
      continue;
    }
    if (g.hands) chooseRandomTile(g, rng);
    // Abbey & Mayor: an abbey into a hole is one more choice beside the drawn tile's placements
    // (the river's mouth, never a hole in practice, is left to the drawn tile: its first placement).
    const holes = g.figures.mayors && holdsAbbey(g) ? g.holeCount : 0;
    const at = rng.int(g.legalCount + holes);
    const hole = at < g.legalCount ? -1 : g.holes[at - g.legalCount]!;
    if (hole < 0 || hole === g.mouth.cell) g.placeTile(g.legalAt(hole < 0 ? at : 0));
    else g.placeTile(ABBEY_CODE | (hole << 2));
    // The Princess & the Dragon: one more choice, a special one (the fairy, a princess, a portal)
    // at random if the step offers any; none without it, so other games draw as before.
    const own = g.followerOptionCount;
    const k = rng.int(own + (g.dragonRules ? 2 : 1));
    if (k <= own) g.finishTurn(k === 0 ? -1 : g.followerOptions[k - 1]!);
    else {
      const n = g.specialOptionCount;
      g.finishTurn(n === 0 ? -1 : g.specialOptions[rng.int(n)]!);
    }
    settle(g, rng);
  }
}

/** The decisions after a turn's scoring, at random: Abbey & Mayor's wagons (a target or home), then the dragon's steps. */
function settle(g: Game, rng: Mulberry32): void {
  for (;;) {
    const phase = g.phase as Phase;
    if (phase === 'wagon') {
      const k = rng.int(g.wagonOptionCount + 1);
      g.moveWagon(k < g.wagonOptionCount ? g.wagonOptions[k]! : -1);
    } else if (phase === 'dragon') g.moveDragon(g.dragonOptions[rng.int(g.dragonOptionCount)]!);
    else return;
  }
}

/** Abbey & Mayor's final abbey round (AM2.5): a pass or the abbey into a hole, with a random follower choice. */
function finalAbbey(g: Game, rng: Mulberry32): void {
  const k = rng.int(g.holeCount + 1);
  const hole = k === 0 ? -1 : g.holes[k - 1]!;
  if (hole < 0 || hole === g.mouth.cell) {
    g.passAbbey();
    return;
  }
  g.placeTile(ABBEY_CODE | (hole << 2));
  const j = rng.int(g.followerOptionCount + 1);
  g.finishTurn(j === 0 ? -1 : g.followerOptions[j - 1]!);
  settle(g, rng);
}

/** The strategic variant: take up a random tile of the turn player's hand. */
function chooseRandomTile(g: Game, rng: Mulberry32): void {
  const hands = g.hands!;
  let k = rng.int(hands.count(g.current));
  for (let s = 0; s < HAND_SIZE; s++) {
    if (hands.at(g.current, s) < 0 || k-- > 0) continue;
    if (s !== hands.slot) g.chooseSlot(s);
    return;
  }
}
