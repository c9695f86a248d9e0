import { err, ok, type Result } from '../core/result.js';
import type { BasePreset, RuleOptions } from './rules.js';
import { CARCASSONNE_RULES, type Rules } from './tables.js';
import type { TileSet } from '../core/tile-compile.js';
import type { ScoringRules } from './scoring.js';
import { deepFreeze } from '../core/frozen.js';
import { describeValue } from '../core/quote.js';
import type { SeatRange } from '../core/seats.js';
import { readDrawOrder, readPlayers, readSafely, shuffledTiles } from '../core/setup.js';
import { checkRiverOrder, hasRiver, riverOrder } from './river.js';

/** The players' colours; grey is Inns & Cathedrals' sixth player's (any game may use it). */
export const COLORS = ['red', 'blue', 'green', 'yellow', 'black', 'gray'] as const;
export type PlayerColor = (typeof COLORS)[number];

/** 2 to 5 players; with Inns & Cathedrals 6 (the box adds grey followers; docs/rules/inns-and-cathedrals.md A7.6). */
export const SEATS = {
  min: 2,
  max: 5,
  raisedBy: { option: 'innsAndCathedrals', name: 'Inns & Cathedrals', max: 6 },
} as const satisfies SeatRange;

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
  /** How the preset scores with these options. */
  readonly scoring: ScoringRules;
  readonly tileSet: TileSet;
  readonly bag: readonly number[];
}

/** The draw order a seed gives (notation.md: table order, start tile removed, Fisher–Yates). */
export function seededOrder(set: TileSet, seed: string): string[] {
  return hasRiver(set) ? riverOrder(set, seed) : shuffledTiles(set, seed, set.start?.id ?? null);
}

/** A setup's draw order: its tiles list (with The River: river tiles first, the lake last of them) or the seed's. */
function readOrder(tiles: unknown, seed: string | undefined, set: TileSet): Result<readonly string[]> {
  if (tiles === undefined && seed !== undefined) return ok(seededOrder(set, seed));
  const order = readDrawOrder(tiles, seed, set, set.start?.id ?? null);
  if (!order.ok || !hasRiver(set)) return order;
  const river = checkRiverOrder(set, order.value);
  return river.ok ? order : river;
}

/**
 * Check a setup and resolve it against the tables of `rules` (the engine's own by default).
 * Every field is read once; the setup the match keeps is a deeply frozen copy, so later changes
 * to the caller's object (or to what the match hands out) change nothing.
 */
export function validateSetup(input: Setup, rules: Rules = CARCASSONNE_RULES): Result<ValidSetup> {
  return readSafely(() => readSetup(input, rules));
}

function readSetup(input: Setup, rules: Rules): Result<ValidSetup> {
  if (typeof input !== 'object' || input === null) return err('bad-schema', 'a setup must be an object');
  const { game, preset, options, players, seed, tiles } = input as { readonly [K in keyof Setup]: unknown };
  if (game !== 'carcassonne')
    return err('unknown-game', `unknown game ${describeValue(game)}; expected "carcassonne"`);
  const presetRules = typeof preset === 'string' ? rules.preset(preset) : undefined;
  if (typeof preset !== 'string' || presetRules === undefined) {
    const known = rules.presetNames.join(', ');
    return err('unknown-preset', `unknown preset ${describeValue(preset)}; known: ${known}`);
  }
  if (options !== undefined && (typeof options !== 'object' || options === null || Array.isArray(options)))
    return err('bad-option', 'options must be an object such as {"farmers": false}');
  const overrides: Record<string, unknown> =
    options === undefined ? {} : Object.fromEntries(Object.entries(options));
  const ruleOptions = presetRules.resolve(overrides);
  if (!ruleOptions.ok) return ruleOptions;
  if (ruleOptions.value.options.strategic && ruleOptions.value.options.theRiver)
    return err(
      'bad-option',
      'the strategic variant is not played with The River (docs/rules/strategic-variant.md S4)',
    );
  const seats = readPlayers(players, COLORS, SEATS, ruleOptions.value.options, 'a game');
  if (!seats.ok) return seats;
  if (seed !== undefined && typeof seed !== 'string') return err('bad-schema', 'seed must be a string');
  const set = presetRules.tileSet(ruleOptions.value.options);
  const drawn = readOrder(tiles, seed, set);
  if (!drawn.ok) return drawn;
  const order = drawn.value;
  const setup: Setup = deepFreeze({
    game: 'carcassonne',
    // A preset of the tables `rules` reads: one of `BasePreset` for the engine's own.
    preset: preset as BasePreset,
    ...(options !== undefined ? { options: overrides as Partial<RuleOptions> } : {}),
    players: seats.value as PlayerInfo[],
    ...(seed !== undefined ? { seed } : {}),
    ...(tiles !== undefined ? { tiles: order } : {}),
  });
  const bag = order.map((id) => set.byId.get(id)!.index);
  const { options: resolved, scoring } = ruleOptions.value;
  return ok({ setup, options: resolved, scoring, tileSet: set, bag });
}
