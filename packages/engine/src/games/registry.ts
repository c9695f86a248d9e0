import { err, ok, type Result } from '../core/result.js';
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

export function gameDefinition(id: string): GameDefinition | undefined {
  return Object.hasOwn(GAMES, id) ? GAMES[id as GameId] : undefined;
}

export function presetInfo(id: string): PresetInfo | undefined {
  return ALL_PRESETS.find((p) => p.id === id);
}

/** The definition of the game a preset belongs to. */
export function definitionOfPreset(preset: string): Result<GameDefinition> {
  const info = typeof preset === 'string' ? presetInfo(preset) : undefined;
  if (!info)
    return err(
      'unknown-preset',
      `unknown preset ${JSON.stringify(String(preset)).slice(0, 60)} (known: ${PRESET_IDS.join(', ')})`,
    );
  return ok(GAMES[info.game]);
}

/** Start a game of any preset. */
export function createMatch(setup: MatchSetup): Result<GameMatch> {
  const def = definitionOfPreset(setup.preset);
  if (!def.ok) return def;
  if (setup.game !== undefined && setup.game !== def.value.id)
    return err(
      'unknown-preset',
      `preset ${setup.preset} belongs to ${def.value.id}, not ${JSON.stringify(String(setup.game)).slice(0, 60)}`,
    );
  return def.value.create(setup);
}

/** Load a record of any game (JSON text or value) and play its moves. */
export function loadMatch(input: unknown): Result<GameMatch, ReplayError> {
  const obj = recordObject(input);
  if (!obj.ok) return obj;
  const game = obj.value.game;
  const def = typeof game === 'string' ? gameDefinition(game) : undefined;
  if (!def) return malformed('unknown-game', `unknown game ${JSON.stringify(game) ?? 'undefined'}`);
  return def.load(obj.value);
}

/** `carcassonne replay` as a function, for a record of any game. */
export function replayRecord(input: unknown, squares = false): Result<ReplayReport, ReplayError> {
  const m = loadMatch(input);
  return m.ok ? ok(m.value.report(squares)) : m;
}
