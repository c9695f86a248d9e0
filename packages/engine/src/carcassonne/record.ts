import type { Result } from '../core/result.js';
import { describeValue } from '../core/quote.js';
import {
  commonFields,
  loadParsed,
  malformed,
  recordObject,
  reportOfMatch,
  validParsed,
  type ParsedRecord,
  type ReplayError,
  type ReplayEvent,
  type ReplayReport,
} from '../core/record.js';
import { Match, type GameRecord } from './match.js';
import { validateSetup, type PlayerInfo, type Setup } from './setup.js';
import { CARCASSONNE_RULES, type Rules } from './tables.js';

export type { ReplayError, ReplayEvent, ReplayReport };

/**
 * Check a record's shape and content before play, against the tables of `rules` (the engine's
 * own by default); returns the setup and parsed moves.
 */
export function parseRecord(
  input: unknown,
  rules: Rules = CARCASSONNE_RULES,
): Result<ParsedRecord<Setup>, ReplayError> {
  const obj = recordObject(input);
  if (!obj.ok) return obj;
  const json = obj.value;
  if (json.game === 'the-city')
    return malformed('unknown-game', 'a record of The City is loaded with loadCityRecord');
  if (json.game !== 'carcassonne')
    return malformed('unknown-game', `unknown game ${describeValue(json.game)}`);
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
  return validParsed({ setup, moves, texts }, (s) => validateSetup(s, rules));
}

/** Load a record and play its moves; the match is left at the record's last move. */
export function loadRecord(input: unknown, rules: Rules = CARCASSONNE_RULES): Result<Match, ReplayError> {
  return loadParsed(parseRecord(input, rules), (setup) => Match.create(setup, rules));
}

/** The report of a match; `squares` adds each feature's squares to its event (for UIs). */
export function reportOf(match: Match, squares = false): ReplayReport {
  return reportOfMatch(match, squares);
}

/** The full state as JSON: the record with the complete draw order. Lossless, replays exactly. */
export function stateToJSON(match: Match): GameRecord {
  return match.toRecord();
}

export function stateFromJSON(json: unknown): Result<Match, ReplayError> {
  return loadRecord(json);
}
