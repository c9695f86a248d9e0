import { describeValue } from '../core/quote.js';
import { err, ok, type Result } from '../core/result.js';
import { readSafely } from '../core/setup.js';
import { malformed, recordObject, type ReplayError, type ReplayReport } from '../core/record.js';
import { carcassonne } from '../carcassonne/definition.js';
import { theCity } from '../the-city/definition.js';
import type { BaseRecord, BaseView } from '../core/view.js';
import type { GameDefinition, GameMatch, MatchSetup, PresetInfo } from './definition.js';

/** Every game, keyed by the id records carry. Adding a game is one line here. */
const DEFINITIONS = {
  carcassonne,
  'the-city': theCity,
};

/** The games the registry knows (a record's `game` field). */
export type GameId = keyof typeof DEFINITIONS;

type ViewOf<D> = D extends GameDefinition<infer V, BaseRecord> ? V : never;
type RecordOf<D> = D extends GameDefinition<BaseView, infer R> ? R : never;
/** A player view of any game in the registry (without its version: see `GameView`). */
export type AnyView = ViewOf<(typeof DEFINITIONS)[GameId]>;
/** A record of any game in the registry (docs/notation.md). */
export type AnyRecord = RecordOf<(typeof DEFINITIONS)[GameId]>;

export const GAMES: Readonly<Record<GameId, GameDefinition>> = DEFINITIONS;

export const GAME_IDS = Object.keys(GAMES) as GameId[];

/** Every preset of every game, in menu order. */
export const ALL_PRESETS: readonly PresetInfo[] = GAME_IDS.flatMap((id) => GAMES[id].presets);
export const PRESET_IDS: readonly string[] = ALL_PRESETS.map((p) => p.id);

/** The definition of a game by its id (undefined for anything else, whatever its type). */
export function gameDefinition(id: unknown): GameDefinition | undefined {
  return typeof id === 'string' && Object.hasOwn(GAMES, id) ? GAMES[id as GameId] : undefined;
}

/** A preset by its id (undefined for anything else, whatever its type). */
export function presetInfo(id: unknown): PresetInfo | undefined {
  return typeof id === 'string' ? ALL_PRESETS.find((p) => p.id === id) : undefined;
}

/** The definition of the game a preset belongs to. */
export function definitionOfPreset(preset: unknown): Result<GameDefinition> {
  const info = presetInfo(preset);
  if (!info)
    return err('unknown-preset', `unknown preset ${describeValue(preset)} (known: ${PRESET_IDS.join(', ')})`);
  return ok(GAMES[info.game]);
}

/**
 * Start a game of any preset. Any value is answered with a result, never an exception: a setup
 * that is not an object, or cannot be read (a proxy or a getter that throws), is `bad-schema`.
 */
export function createMatch(setup: unknown): Result<GameMatch> {
  return readSafely(() => {
    if (typeof setup !== 'object' || setup === null || Array.isArray(setup))
      return err(
        'bad-schema',
        `a setup is an object with a preset and players (got ${describeValue(setup)})`,
      );
    const { preset, game } = setup as { preset?: unknown; game?: unknown };
    const def = definitionOfPreset(preset);
    if (!def.ok) return def;
    if (game !== undefined && game !== def.value.id)
      return err(
        'unknown-preset',
        `preset ${String(preset)} belongs to ${def.value.id}, not ${describeValue(game)}`,
      );
    return def.value.create(setup as MatchSetup);
  });
}

/** Load a record of any game (JSON text or value) and play its moves. */
export function loadMatch(input: unknown): Result<GameMatch, ReplayError> {
  try {
    const obj = recordObject(input);
    if (!obj.ok) return obj;
    const game = obj.value.game;
    const def = gameDefinition(game);
    if (!def) return malformed('unknown-game', `unknown game ${describeValue(game)}`);
    return def.load(obj.value);
  } catch {
    // A value that is not plain data (a proxy or a getter that throws): nothing more can be said safely.
    return malformed(
      'bad-schema',
      'the record could not be read (inspecting it failed); a record is plain data',
    );
  }
}

/** `carcassonne replay` as a function, for a record of any game. */
export function replayRecord(input: unknown, squares = false): Result<ReplayReport, ReplayError> {
  const m = loadMatch(input);
  return m.ok ? ok(m.value.report(squares)) : m;
}
