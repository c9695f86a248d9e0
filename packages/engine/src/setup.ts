import { err, ok, type Result } from './result.js';
import { isBasePreset, PRESETS, resolveOptions, type BasePreset, type RuleOptions } from './rules.js';
import { Mulberry32, shuffleInPlace } from './rng.js';
import { tileSet } from './tilesets.js';
import type { TileSet } from './tileset.js';

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

export function validateSetup(setup: Setup): Result<ValidSetup> {
  if (setup.game !== 'carcassonne') return err('unknown-game', `unknown game "${String(setup.game)}"`);
  if (!isBasePreset(setup.preset)) return err('unknown-preset', `unknown preset "${String(setup.preset)}" (known: ${Object.keys(PRESETS).join(', ')})`);
  const opts = resolveOptions(setup.preset, setup.options ?? {});
  if (!opts.ok) return opts;
  const players = setup.players;
  if (players.length < 2 || players.length > 5) return err('bad-players', `a game has 2 to 5 players, not ${players.length}`);
  // First seat of each name and colour, to name both players of a duplicate (1-based, as people count).
  const names = new Map<string, number>();
  const colors = new Map<string, number>();
  for (const [i, p] of players.entries()) {
    if (typeof p.name !== 'string' || p.name.trim() === '') return err('bad-players', `players[${i}].name must be a non-empty string`);
    const sameName = names.get(p.name);
    if (sameName !== undefined) return err('bad-players', `player name ${JSON.stringify(p.name)} is used twice (players ${sameName + 1} and ${i + 1})`);
    if (!(COLORS as readonly string[]).includes(p.color))
      return err('bad-players', `players[${i}].color ${JSON.stringify(String(p.color))} is not one of ${COLORS.join(', ')}`);
    const sameColor = colors.get(p.color);
    if (sameColor !== undefined) return err('bad-players', `colour ${p.color} is used twice (players ${sameColor + 1} and ${i + 1})`);
    names.set(p.name, i);
    colors.set(p.color, i);
  }
  const set = tileSet(PRESETS[setup.preset].tileSet);
  let order: readonly string[];
  if (setup.tiles !== undefined) {
    order = setup.tiles;
    const left = new Map(set.types.map((t) => [t.id, t.count - (t === set.start ? 1 : 0)]));
    for (const [i, id] of order.entries()) {
      const n = left.get(id);
      if (n === undefined) return err('unknown-tile', `tiles[${i}]: unknown tile id "${id}" in the ${set.name} set`);
      if (n === 0) return err('too-many-tiles', `tiles[${i}]: tile ${id} is listed more often than the ${set.name} set holds`);
      left.set(id, n - 1);
    }
  } else if (setup.seed !== undefined) {
    order = seededOrder(set, setup.seed);
  } else {
    return err('bad-schema', 'a game needs a seed or a tiles list');
  }
  const bag = order.map((id) => set.byId.get(id)!.index);
  return ok({ setup, options: opts.value, tileSet: set, bag });
}
