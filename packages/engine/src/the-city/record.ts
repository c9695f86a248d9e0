import { ok, type Result } from '../core/result.js';
import { describeValue, quote } from '../core/quote.js';
import {
  commonFields,
  isObj,
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
import { CityMatch } from './match.js';
import { validateCitySetup, type CityPlayer, type CitySetup } from './setup.js';

/** A replay failure: exit 2 for a malformed record, exit 1 for an illegal move. */
export type CityReplayError = ReplayError;

/** Both games report replays in one shape (kinds `market`, `district`, `guard`, `tower` here). */
export type CityReplayEvent = ReplayEvent;
export type CityReplayReport = ReplayReport;

/** Check a City record's shape and content before play. */
export function parseCityRecord(input: unknown): Result<ParsedRecord<CitySetup>, CityReplayError> {
  const obj = recordObject(input);
  if (!obj.ok) return obj;
  const json = obj.value;
  if (json.game !== 'the-city')
    return malformed('unknown-game', `game must be "the-city" (got ${describeValue(json.game)})`);
  if (json.preset !== 'the-city')
    return malformed(
      'unknown-preset',
      `unknown preset ${describeValue(json.preset)} for The City; known: the-city`,
    );
  if (isObj(json.options)) {
    const k = Object.keys(json.options)[0];
    if (k !== undefined) return malformed('unknown-option', `The City has no rule option ${quote(k)}`);
  }
  if (
    json.stacks !== undefined &&
    (!Array.isArray(json.stacks) || !json.stacks.every((n) => typeof n === 'number'))
  )
    return malformed('bad-stacks', 'stacks must be an array of three numbers');
  const f = commonFields(json);
  if (!f.ok) return f;
  const { players, seed, tiles, moves, texts } = f.value;
  const setup: CitySetup = {
    game: 'the-city',
    preset: 'the-city',
    players: players as CityPlayer[],
    ...(seed !== undefined ? { seed } : {}),
    ...(tiles !== undefined ? { tiles } : {}),
    ...(json.stacks !== undefined ? { stacks: json.stacks as number[] } : {}),
  };
  return validParsed({ setup, moves, texts }, validateCitySetup);
}

/** Load a City record and play its moves; the match is left at the record's last move. */
export function loadCityRecord(input: unknown): Result<CityMatch, CityReplayError> {
  return loadParsed(parseCityRecord(input), (setup) => CityMatch.create(setup));
}

/** The report of a match; `squares` adds each project's squares to its event. */
export function cityReportOf(match: CityMatch, squares = false): CityReplayReport {
  return reportOfMatch(match, squares);
}

/** `carcassonne replay` for a record with game "the-city". */
export function replayCityRecord(input: unknown, squares = false): Result<CityReplayReport, CityReplayError> {
  const m = loadCityRecord(input);
  return m.ok ? ok(cityReportOf(m.value, squares)) : m;
}
