/**
 * @carcassonne/engine/internal — the fast cores, for the bots (packages/ai), benchmarks,
 * self-play and the engine's own tests. Not a stable API: it follows the engine's insides.
 *
 * The bots keep to a declared contract: `CarcassonneCore` and `CityCore` list the fields and
 * methods of the cores they may use, and the functions below take those types. A core comes
 * from a match (`carcassonneCore`, `cityCore`) or from `clone()`; it is unchecked, so only
 * moves it listed itself may be played on it.
 */
import type { Mulberry32 } from './core/rng.js';
import type { GameMatch, MatchSetup } from './games/definition.js';
import type { Result } from './core/result.js';
import { definitionOfPreset } from './games/registry.js';
import type { SelfPlayer } from './core/self-play.js';
import { CarcassonneSelfPlay } from './carcassonne/self-play.js';
import { CitySelfPlay } from './the-city/self-play.js';
import type { Setup } from './carcassonne/setup.js';
import type { CitySetup } from './the-city/setup.js';
import { CheckedMatch } from './games/checked.js';
import type { Game } from './carcassonne/game.js';
import { Match } from './carcassonne/match.js';
import { projectFinal as projectGame } from './carcassonne/final.js';
import { followerGain as followerGainOf, type FollowerGain } from './carcassonne/follower-gain.js';
import type { CarcassonneCore } from './carcassonne/contract.js';
import { NeededFits as NeededFitsOf } from './carcassonne/needed-fits.js';
import type { CityGame } from './the-city/game.js';
import { CityMatch } from './the-city/match.js';
import { countDistrictMarkets as countMarkets } from './the-city/markets.js';
import { finalScoring as scoreCity, guardPoints as guardPointsOf } from './the-city/final.js';
import { randomWallDecision as randomWall } from './the-city/random.js';
import type { CityCore } from './the-city/contract.js';

// ---- the contract ---------------------------------------------------------------------------

export type { CoreContract } from './core/contract.js';
export type { CarcassonneCore } from './carcassonne/contract.js';
export type { CityCore } from './the-city/contract.js';

/** The fast core of a Carcassonne match, or undefined for another game. */
export function carcassonneCore(match: GameMatch): CarcassonneCore | undefined {
  return match instanceof CheckedMatch && match.inner instanceof Match ? match.inner.game : undefined;
}

/** The fast core of a match of The City, or undefined for another game. */
export function cityCore(match: GameMatch): CityCore | undefined {
  return match instanceof CheckedMatch && match.inner instanceof CityMatch ? match.inner.game : undefined;
}

// Every core a bot holds came from the engine (a match's core or a copy of one), so it is the
// class the contract describes.
const asGame = (core: CarcassonneCore) => core as Game;
const asCity = (core: CityCore) => core as CityGame;

/** What each player would score if the game ended now, added to `out` (the final scoring's own tally); allocates nothing after the first call. */
export function projectFinal(core: CarcassonneCore, out: Float64Array | Int32Array): void {
  projectGame(asGame(core), out);
}

/**
 * What the follower choice `choice` of the tile just placed changes in each player's points and
 * followers in hand beside no follower (scored now or projected), without playing it; false where
 * that is not the whole change (a special choice of The Princess & the Dragon, a wagon moving on,
 * farmers joined into a barn's field): see `carcassonne/follower-gain.ts`.
 */
export function followerGain(core: CarcassonneCore, choice: number, out: FollowerGain): boolean {
  return followerGainOf(asGame(core), choice, out);
}
export type { FollowerGain };

/**
 * Whether features can still complete, from the tiles still to come (`carcassonne/needed-fits.ts`):
 * `read` a position, then `fewest` per feature — the fewest tiles to come that fit one square it
 * needs (0: none fits, it cannot complete; -1: it needs none); `lastOdds` then gives the product
 * of n / (n + 1) over those squares (n the tiles to come that fit each).
 */
export class NeededFits {
  readonly #fits = new NeededFitsOf();
  read(core: CarcassonneCore): void {
    this.#fits.read(asGame(core));
  }
  fewest(core: CarcassonneCore, root: number, kind: number): number {
    return this.#fits.fewest(asGame(core), root, kind);
  }
  /** How likely the feature last given to `fewest` completes (see above). */
  get lastOdds(): number {
    return this.#fits.lastOdds;
  }
}

/** The City's final scoring, played on `core` (a bot's scratch copy). */
export function finalScoring(core: CityCore): void {
  scoreCity(asCity(core));
}

/**
 * Count the markets next to every district holding a follower; `marketsNextTo(root)` reads a
 * district's count until the next count (of any core).
 */
export function countDistrictMarkets(core: CityCore): void {
  countMarkets(asCity(core));
}
export { marketsNextTo } from './the-city/markets.js';

/** What a guard on `edge` would score now. */
export function guardPoints(core: CityCore, edge: number): number {
  return guardPointsOf(asCity(core), edge);
}

/** What a tower at an end of the wall (0 head, 1 tail) would score now. */
export function towerPoints(core: CityCore, end: number): number {
  return asCity(core).wall.towerPoints(end);
}

/** A random choice at a gate, wall or tower decision. */
export function randomWallDecision(core: CityCore, rng: Mulberry32): void {
  randomWall(asCity(core), rng);
}

export { placeMoveOf } from './core/notation.js';
export {
  K_FIELD,
  K_ROAD,
  K_CITY,
  K_MONASTERY,
  K_DISTRICT,
  K_MARKET,
  MAX_SEGMENTS,
} from './core/tile-compile.js';
export { projectPoints, marketKinds, CITY_SCORING, type CityScoring } from './the-city/scoring.js';

// ---- the cores themselves (benchmarks, self-play, tests) -------------------------------------

export { BoardCore, type CellSpan } from './core/board.js';
export type { CoreEvent } from './core/contract.js';
export { Game, FOLLOWERS_PER_PLAYER, type Phase, type GameInit } from './carcassonne/game.js';
export { baseScoring, featurePoints, type Feature, type ScoringRules } from './carcassonne/scoring.js';
export { scoreFinal } from './carcassonne/final.js';
export { CityGame, GATE_INDEX, type CityPhase, type EndReason, type CityGameInit } from './the-city/game.js';
export { Wall, wallOptions } from './the-city/wall.js';
export { OutsideArea } from './the-city/outside.js';
export { guardView } from './the-city/final.js';
export {
  outerEdges,
  walkFrom,
  openStretch,
  succEdge,
  predEdge,
  onOuterBoundary,
  isOutside,
} from './the-city/geometry.js';
export { followerStatus } from './the-city/preview.js';

// Compiled tile sets and draw orders.
export {
  compileTile,
  compileTileSet,
  segmentPort,
  kindName,
  attributeBit,
  type TileSet,
  type TileType,
} from './core/tile-compile.js';
export { tileSet, compiled, TILE_SETS, TILE_SET_NAMES, type TileSetName } from './carcassonne/tile-sets.js';
export { withExpansions } from './carcassonne/expansions.js';
export {
  RECALL_CHOICE,
  FIGURE_BARN,
  FIGURE_NAMES,
  figureCode,
  choiceFigure,
  choiceSegment,
  followerChoice,
} from './carcassonne/figures.js';
export { CORNERS } from './core/notation.js';
export { ABBEY_CODE, abbeyCodes } from './carcassonne/abbey.js';
export { FAIRY_SCORE_POINTS, SPECIAL, specialChoice } from './carcassonne/dragon-turn.js';
export { specialOf } from './carcassonne/dragon-moves.js';
export {
  compileCityTile,
  compileCityTileSet,
  type CityTileType,
  type CityTileSet,
} from './the-city/compile.js';
export { seededOrder, validateSetup, type ValidSetup } from './carcassonne/setup.js';
export {
  cityTileSet,
  citySeededOrder,
  towersPerPlayer,
  validateCitySetup,
  type ValidCitySetup,
} from './the-city/setup.js';

// Random play on the cores.
export { randomGame, playRandomly, type RandomGameOptions } from './carcassonne/random.js';
export { randomCityGame, playCityRandomly, type RandomCityOptions } from './the-city/random.js';

// Self-play: random games of one setup on one reused core, each with its checked match's record.
export type { SelfPlayer } from './core/self-play.js';
export { CarcassonneSelfPlay, CitySelfPlay };

/** Self-play of any preset (seeded games: `play` takes each game's seed). */
export function selfPlayer(setup: MatchSetup): Result<SelfPlayer> {
  const def = definitionOfPreset(setup.preset);
  if (!def.ok) return def;
  const players = setup.players;
  if (def.value.id === 'the-city')
    return CitySelfPlay.create({
      game: 'the-city',
      preset: 'the-city',
      players: players as CitySetup['players'],
    });
  return CarcassonneSelfPlay.create({
    game: 'carcassonne',
    preset: setup.preset as Setup['preset'],
    ...(setup.options !== undefined ? { options: setup.options } : {}),
    players: players as Setup['players'],
  });
}
