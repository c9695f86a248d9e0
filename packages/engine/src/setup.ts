import { err, ok, type Result } from './result.js';
import { isBasePreset, PRESETS, resolveOptions, type BasePreset, type RuleOptions } from './rules.js';
import { Mulberry32, shuffleInPlace } from './rng.js';
import { tileSet } from './tilesets.js';
import type { TileSet } from './tileset.js';
import { deepFreeze } from './frozen.js';
import { describeValue, quote } from './quote.js';

export const COLORS = ['red', 'blue', 'green', 'yellow', 'black'] as const;
export type PlayerColor = (typeof COLORS)[number];

export interface PlayerInfo {
  readonly name: string;
  readonly color: PlayerColor;
}

/** Plain data describing a game before it starts (chessops' Setup). */
export interface Setup {
  readonly game: 'carcassonne';
  readonly preset: BasePreset;
  readonly options?: Readonly<Partial<RuleOptions>>;
  readonly players: readonly PlayerInfo[];
  /** Decides the draw order when `tiles` is absent. */
  readonly seed?: string;
  /** The exact draw order after the start tile; the game ends when it runs out. */
  readonly tiles?: readonly string[];
}

/** A setup checked and resolved: rule options, compiled tiles, the full draw order. */
export interface ValidSetup {
  readonly setup: Setup;
  readonly options: RuleOptions;
  readonly tileSet: TileSet;
  readonly bag: readonly number[];
}

/** The draw order a seed gives (notation.md: table order, start tile removed, Fisher–Yates). */
export function seededOrder(set: TileSet, seed: string): string[] {
  const list: string[] = [];
  for (const t of set.types) for (let i = 0; i < t.count; i++) list.push(t.id);
  if (set.start) list.splice(list.indexOf(set.start.id), 1);
  shuffleInPlace(list, Mulberry32.fromSeed(seed));
  return list;
}

/**
 * Check a setup and resolve it. Every field is read once; the setup the match keeps is a deeply
 * frozen copy, so later changes to the caller's object (or to what the match hands out) change
 * nothing.
 */
export function validateSetup(input: Setup): Result<ValidSetup> {
  try {
    return readSetup(input);
  } catch {
    // A proxy or a getter that throws: nothing more can be said about it safely.
    return err('bad-schema', 'the setup could not be read (inspecting it failed); a setup is plain data');
  }
}

function readSetup(input: Setup): Result<ValidSetup> {
  if (typeof input !== 'object' || input === null) return err('bad-schema', 'a setup must be an object');
  const { game, preset, options, players, seed, tiles } = input as { readonly [K in keyof Setup]: unknown };
  if (game !== 'carcassonne') return err('unknown-game', `unknown game ${describeValue(game)}; expected "carcassonne"`);
  if (typeof preset !== 'string' || !isBasePreset(preset))
    return err('unknown-preset', `unknown preset ${describeValue(preset)}; known: ${Object.keys(PRESETS).join(', ')}`);
  if (options !== undefined && (typeof options !== 'object' || options === null || Array.isArray(options)))
    return err('bad-option', 'options must be an object such as {"farmers": false}');
  const overrides: Record<string, unknown> = options === undefined ? {} : Object.fromEntries(Object.entries(options));
  const opts = resolveOptions(preset, overrides);
  if (!opts.ok) return opts;
  const seats = readPlayers(players, COLORS, 2, 5, 'a game');
  if (!seats.ok) return seats;
  if (seed !== undefined && typeof seed !== 'string') return err('bad-schema', 'seed must be a string');
  const set = tileSet(PRESETS[preset].tileSet);
  let order: readonly string[];
  if (tiles !== undefined) {
    const listed = readTileIds(tiles);
    if (!listed.ok) return listed;
    order = listed.value;
    const left = new Map(set.types.map((t) => [t.id, t.count - (t === set.start ? 1 : 0)]));
    for (const [i, id] of order.entries()) {
      const n = left.get(id);
      if (n === undefined) return err('unknown-tile', `tiles[${i}]: unknown tile id ${quote(id)} in the ${set.name} set`);
      if (n === 0) return err('too-many-tiles', `tiles[${i}]: tile ${id} is listed more often than the ${set.name} set holds`);
      left.set(id, n - 1);
    }
  } else if (seed !== undefined) {
    order = seededOrder(set, seed);
  } else {
    return err('bad-schema', 'a game needs a seed or a tiles list');
  }
  const setup: Setup = deepFreeze({
    game: 'carcassonne',
    preset,
    ...(options !== undefined ? { options: overrides as Partial<RuleOptions> } : {}),
    players: seats.value as PlayerInfo[],
    ...(seed !== undefined ? { seed } : {}),
    ...(tiles !== undefined ? { tiles: order } : {}),
  });
  const bag = order.map((id) => set.byId.get(id)!.index);
  return ok({ setup, options: opts.value, tileSet: set, bag });
}

/** Players as fresh {name, color} objects: 2 to `max`, unique non-empty names, unique colours of `colors`. */
export function readPlayers<C extends string>(
  players: unknown,
  colors: readonly C[],
  min: number,
  max: number,
  what: string,
): Result<{ readonly name: string; readonly color: C }[]> {
  if (!Array.isArray(players)) return err('bad-players', `players must be an array of {"name": …, "color": …} (got ${describeValue(players)})`);
  if (players.length < min || players.length > max) return err('bad-players', `${what} has ${min} to ${max} players, not ${players.length}`);
  const out: { name: string; color: C }[] = [];
  // The first seat of each name and colour, to name both players of a duplicate (counted from 1, as people count).
  const names = new Map<string, number>();
  const used = new Map<string, number>();
  for (const [i, p] of (players as unknown[]).entries()) {
    if (typeof p !== 'object' || p === null) return err('bad-players', `players[${i}] must be an object {"name": …, "color": …}`);
    const { name, color } = p as { name?: unknown; color?: unknown };
    if (typeof name !== 'string' || name.trim() === '') return err('bad-players', `players[${i}].name must be a non-empty string`);
    const sameName = names.get(name);
    if (sameName !== undefined) return err('bad-players', `player name ${quote(name)} is used twice (players ${sameName + 1} and ${i + 1})`);
    if (color === undefined) return err('bad-players', `players[${i}].color is missing; expected one of ${colors.join(', ')}`);
    if (typeof color !== 'string' || !(colors as readonly string[]).includes(color))
      return err('bad-players', `players[${i}].color ${describeValue(color)} is not one of ${colors.join(', ')}`);
    const sameColor = used.get(color);
    if (sameColor !== undefined) return err('bad-players', `colour ${color} is used twice (players ${sameColor + 1} and ${i + 1})`);
    names.set(name, i);
    used.set(color, i);
    out.push({ name, color: color as C });
  }
  return ok(out);
}

/** A tiles list as a fresh array of strings. */
export function readTileIds(tiles: unknown): Result<string[]> {
  if (!Array.isArray(tiles)) return err('bad-schema', 'tiles must be an array of tile ids');
  const out: string[] = [];
  for (const [i, id] of (tiles as unknown[]).entries()) {
    if (typeof id !== 'string') return err('unknown-tile', `tiles[${i}] must be a tile id string (got ${describeValue(id)})`);
    out.push(id);
  }
  return ok(out);
}
