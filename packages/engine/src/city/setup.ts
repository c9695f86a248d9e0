import { err, ok, type Result } from '../result.js';
import { Mulberry32, shuffleInPlace } from '../rng.js';
import { compileCityTileSet, type CityTileSet } from './compile.js';
import { THE_CITY } from './tiles.js';

export const CITY_COLORS = ['red', 'blue', 'green', 'yellow'] as const;
export type CityColor = (typeof CITY_COLORS)[number];
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

/** Stack sizes of the seeded game (rules.md B1). */
export const CITY_STACKS = [30, 25, 20] as const;

let cached: CityTileSet | null = null;
/** The compiled 75-tile set, built once. */
export function cityTileSet(): CityTileSet {
  return (cached ??= compileCityTileSet(THE_CITY));
}

/** The draw order a seed gives (notation.md: table order C01…C27 then H1…H7, Fisher–Yates). */
export function citySeededOrder(seed: string, set: CityTileSet = cityTileSet()): string[] {
  const list: string[] = [];
  for (const t of set.types) for (let i = 0; i < t.count; i++) list.push(t.id);
  shuffleInPlace(list, Mulberry32.fromSeed(seed));
  return list;
}

/** Towers per player: 12 split equally. */
export function towersPerPlayer(players: number): number {
  return Math.floor(12 / players);
}

export function validateCitySetup(setup: CitySetup): Result<ValidCitySetup> {
  if (setup.game !== 'the-city') return err('unknown-game', `unknown game "${String(setup.game)}" (expected "the-city")`);
  if (setup.preset !== 'the-city') return err('unknown-preset', `unknown preset "${String(setup.preset)}" for The City (known: the-city)`);
  const players = setup.players;
  if (!Array.isArray(players) || players.length < 2 || players.length > 4)
    return err('bad-players', `The City has 2 to 4 players, not ${Array.isArray(players) ? players.length : 0}`);
  // First seat of each name and colour, to name both players of a duplicate (1-based, as people count).
  const names = new Map<string, number>();
  const colors = new Map<string, number>();
  for (const [i, p] of players.entries()) {
    if (typeof p.name !== 'string' || p.name.trim() === '') return err('bad-players', `players[${i}].name must be a non-empty string`);
    const sameName = names.get(p.name);
    if (sameName !== undefined) return err('bad-players', `player name ${JSON.stringify(p.name)} is used twice (players ${sameName + 1} and ${i + 1})`);
    if (!(CITY_COLORS as readonly string[]).includes(p.color))
      return err('bad-players', `players[${i}].color ${JSON.stringify(String(p.color))} is not one of ${CITY_COLORS.join(', ')}`);
    const sameColor = colors.get(p.color);
    if (sameColor !== undefined) return err('bad-players', `colour ${p.color} is used twice (players ${sameColor + 1} and ${i + 1})`);
    names.set(p.name, i);
    colors.set(p.color, i);
  }
  const set = cityTileSet();
  let order: readonly string[];
  let stacks: [number, number, number];
  if (setup.tiles !== undefined) {
    order = setup.tiles;
    const left = new Map(set.types.map((t) => [t.id, t.count]));
    for (const [i, id] of order.entries()) {
      const n = left.get(id);
      if (n === undefined) return err('unknown-tile', `tiles[${i}]: unknown tile id "${id}" in the the-city set`);
      if (n === 0) return err('too-many-tiles', `tiles[${i}]: tile ${id} is listed more often than the the-city set holds`);
      left.set(id, n - 1);
    }
    const s = setup.stacks;
    if (s === undefined) return err('bad-stacks', 'stacks (the sizes of stacks 1, 2 and 3) are required when tiles are given');
    if (!Array.isArray(s) || s.length !== 3 || !s.every((v) => Number.isInteger(v) && v >= 0))
      return err('bad-stacks', 'stacks must be three non-negative integers, e.g. [30, 25, 20]');
    if (s[0]! + s[1]! + s[2]! !== order.length)
      return err('bad-stacks', `stacks ${JSON.stringify(s)} sum to ${s[0]! + s[1]! + s[2]!}, not to the ${order.length} tiles listed`);
    stacks = [s[0]!, s[1]!, s[2]!];
  } else if (setup.seed !== undefined) {
    order = citySeededOrder(setup.seed, set);
    if (setup.stacks !== undefined) {
      const s = setup.stacks;
      if (!Array.isArray(s) || s.length !== 3 || s[0] !== 30 || s[1] !== 25 || s[2] !== 20)
        return err('bad-stacks', 'a seeded game of The City has stacks [30, 25, 20]');
    }
    stacks = [...CITY_STACKS];
  } else {
    return err('bad-schema', 'a game needs a seed or a tiles list');
  }
  const bag = order.map((id) => set.byId.get(id)!.index);
  return ok({ setup, tileSet: set, bag, stacks });
}
