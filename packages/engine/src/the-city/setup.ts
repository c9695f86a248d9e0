import { err, ok, type Result } from '../core/result.js';
import { compileCityTileSet, type CityTileSet } from './compile.js';
import { THE_CITY } from './tiles.js';
import type { SeatRange } from '../core/seats.js';
import { readDrawOrder, readPlayers, readSafely, shuffledTiles } from '../core/setup.js';
import { deepFreeze } from '../core/frozen.js';
import { describeValue } from '../core/quote.js';

export const CITY_COLORS = ['red', 'blue', 'green', 'yellow'] as const;
export type CityColor = (typeof CITY_COLORS)[number];
/** 2 to 4 players. */
export const CITY_SEATS = { min: 2, max: 4 } as const satisfies SeatRange;
export interface CityPlayer {
  readonly name: string;
  readonly color: CityColor;
}

/** Plain data describing a game of The City before it starts. */
export interface CitySetup {
  readonly game: 'the-city';
  readonly preset: 'the-city';
  readonly players: readonly CityPlayer[];
  /** Decides the draw order when `tiles` is absent. */
  readonly seed?: string;
  /** The exact draw order from the opening tile on, stack after stack. */
  readonly tiles?: readonly string[];
  /** Sizes of stacks 1, 2 and 3; required with `tiles`, summing to its length. */
  readonly stacks?: readonly [number, number, number] | readonly number[];
}

export interface ValidCitySetup {
  readonly setup: CitySetup;
  readonly tileSet: CityTileSet;
  readonly bag: readonly number[];
  readonly stacks: readonly [number, number, number];
}

/** Stack sizes of the seeded game (rules/the-city.md B1). */
export const CITY_STACKS = [30, 25, 20] as const;

let cached: CityTileSet | null = null;
/** The compiled 75-tile set, built once. */
export function cityTileSet(): CityTileSet {
  cached ??= compileCityTileSet(THE_CITY);
  return cached;
}

/** The draw order a seed gives (notation.md: table order C01…C27 then H1…H7, Fisher–Yates). */
export function citySeededOrder(seed: string, set: CityTileSet = cityTileSet()): string[] {
  return shuffledTiles(set, seed);
}

/** Towers per player: 12 split equally. */
export function towersPerPlayer(players: number): number {
  return Math.floor(12 / players);
}

/** Check a setup of The City; what the match keeps is a deeply frozen copy (see validateSetup). */
export function validateCitySetup(input: CitySetup): Result<ValidCitySetup> {
  return readSafely(() => readCitySetup(input));
}

function readCitySetup(input: CitySetup): Result<ValidCitySetup> {
  if (typeof input !== 'object' || input === null) return err('bad-schema', 'a setup must be an object');
  const {
    game,
    preset,
    players,
    seed,
    tiles,
    stacks: sizes,
  } = input as { readonly [K in keyof CitySetup]: unknown };
  if (game !== 'the-city')
    return err('unknown-game', `unknown game ${describeValue(game)}; expected "the-city"`);
  if (preset !== 'the-city')
    return err('unknown-preset', `unknown preset ${describeValue(preset)} for The City; known: the-city`);
  const seats = readPlayers(players, CITY_COLORS, CITY_SEATS, undefined, 'The City');
  if (!seats.ok) return seats;
  if (seed !== undefined && typeof seed !== 'string') return err('bad-schema', 'seed must be a string');
  const set = cityTileSet();
  const drawn = readDrawOrder(tiles, seed, set);
  if (!drawn.ok) return drawn;
  const order = drawn.value;
  let stacks: [number, number, number];
  if (tiles !== undefined) {
    if (sizes === undefined)
      return err('bad-stacks', 'stacks (the sizes of stacks 1, 2 and 3) are required when tiles are given');
    const s: unknown[] = Array.isArray(sizes) ? [...(sizes as unknown[])] : [];
    if (s.length !== 3 || !s.every((v) => Number.isInteger(v) && (v as number) >= 0))
      return err('bad-stacks', 'stacks must be three non-negative integers, e.g. [30, 25, 20]');
    stacks = [s[0] as number, s[1] as number, s[2] as number];
    if (stacks[0] + stacks[1] + stacks[2] !== order.length)
      return err(
        'bad-stacks',
        `stacks ${JSON.stringify(stacks)} sum to ${stacks[0] + stacks[1] + stacks[2]}, not to the ${order.length} tiles listed`,
      );
  } else {
    if (sizes !== undefined) {
      const s: unknown[] = Array.isArray(sizes) ? [...(sizes as unknown[])] : [];
      if (s.length !== 3 || s[0] !== 30 || s[1] !== 25 || s[2] !== 20)
        return err('bad-stacks', 'a seeded game of The City has stacks [30, 25, 20]');
    }
    stacks = [...CITY_STACKS];
  }
  const setup: CitySetup = deepFreeze({
    game: 'the-city',
    preset: 'the-city',
    players: seats.value,
    ...(seed !== undefined ? { seed } : {}),
    ...(tiles !== undefined ? { tiles: order } : {}),
    ...(sizes !== undefined ? { stacks: [...stacks] } : {}),
  });
  const bag = order.map((id) => set.byId.get(id)!.index);
  return ok({ setup, tileSet: set, bag, stacks: deepFreeze(stacks) });
}
