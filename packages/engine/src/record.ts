import { ok, type Result } from './result.js';
import { commonFields, malformed, playAll, recordObject, type ReplayError, type ReplayEvent, type ReplayReport } from './record-common.js';
import { Match, type GameRecord } from './match.js';
import type { Move } from './notation.js';
import { validateSetup, type PlayerInfo, type Setup } from './setup.js';

export type { ReplayError, ReplayEvent, ReplayReport };
import { replayCityRecord } from './city/record.js';

/** Check a record's shape and content before play; returns the setup and parsed moves. */
export function parseRecord(input: unknown): Result<{ setup: Setup; moves: Move[]; texts: string[] }, ReplayError> {
  const obj = recordObject(input);
  if (!obj.ok) return obj;
  const json = obj.value;
  if (json.game === 'the-city') return malformed('unknown-game', 'a record of The City is loaded with loadCityRecord');
  if (json.game !== 'carcassonne') return malformed('unknown-game', `unknown game ${JSON.stringify(json.game)}`);
  if (typeof json.preset !== 'string') return malformed('unknown-preset', 'preset must be a string');
  if (json.stacks !== undefined) return malformed('bad-stacks', 'stacks belong to The City only');
  const f = commonFields(json);
  if (!f.ok) return f;
  const { players, seed, tiles, moves, texts } = f.value;
  const setup: Setup = {
    game: 'carcassonne',
    preset: json.preset as Setup['preset'],
    ...(json.options !== undefined ? { options: json.options as Setup['options'] & object } : {}),
    players: players as PlayerInfo[],
    ...(seed !== undefined ? { seed } : {}),
    ...(tiles !== undefined ? { tiles } : {}),
  };
  const v = validateSetup(setup);
  if (!v.ok) return malformed(v.error.code, v.error.message);
  return ok({ setup, moves, texts });
}

/** Load a record and play its moves; the match is left at the record's last move. */
export function loadRecord(input: unknown): Result<Match, ReplayError> {
  const parsed = parseRecord(input);
  if (!parsed.ok) return parsed;
  const created = Match.create(parsed.value.setup);
  if (!created.ok) return malformed(created.error.code, created.error.message);
  return playAll(created.value, parsed.value.moves, parsed.value.texts);
}

/** The report of a match; `squares` adds each feature's squares to its event (for UIs). */
export function reportOf(match: Match, squares = false): ReplayReport {
  const names = match.players.map((p) => p.name);
  const s = match.game.scores;
  // fromEntries defines own properties: a player named "__proto__" keeps its score.
  const scores: Record<string, number> = Object.fromEntries(names.map((n, i) => [n, s[i]!]));
  const max = Math.max(...s);
  const events: ReplayEvent[] = match.events.map((e) => {
    if (e.kind === 'discard') return { move: e.move, kind: 'discard', tile: e.tile ?? '' };
    return {
      move: e.move,
      kind: e.kind,
      points: e.points,
      players: e.players.map((p) => names[p]!),
      ...(e.tiles !== undefined ? { tiles: e.tiles } : {}),
      ...(e.cities !== undefined ? { cities: e.cities } : {}),
      ...(e.final ? { final: true as const } : {}),
      ...(squares && e.squares ? { squares: e.squares } : {}),
    };
  });
  return {
    finished: match.finished,
    scores,
    winners: match.finished ? names.filter((_, i) => s[i] === max) : [],
    events,
  };
}

/** `carcassonne replay` as a function: the report of notation.md or an error with its exit code. */
export function replayRecord(input: unknown, squares = false): Result<ReplayReport, ReplayError> {
  const obj = recordObject(input);
  if (!obj.ok) return obj;
  if (obj.value.game === 'the-city') return replayCityRecord(obj.value, squares);
  const m = loadRecord(obj.value);
  return m.ok ? ok(reportOf(m.value, squares)) : m;
}

/** The full state as JSON: the record with the complete draw order. Lossless, replays exactly. */
export function stateToJSON(match: Match): GameRecord {
  return match.toRecord();
}

export function stateFromJSON(json: unknown): Result<Match, ReplayError> {
  return loadRecord(json);
}
