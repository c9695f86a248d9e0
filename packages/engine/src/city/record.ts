import { ok, type Result } from '../result.js';
import { commonFields, isObj, malformed, playAll, recordObject, type ReplayError, type ReplayEvent, type ReplayReport } from '../record-common.js';
import type { Move } from '../notation.js';
import { CityMatch } from './match.js';
import { validateCitySetup, type CityPlayer, type CitySetup } from './setup.js';

/** A replay failure: exit 2 for a malformed record, exit 1 for an illegal move. */
export type CityReplayError = ReplayError;

/** Both games report replays in one shape (kinds `market`, `district`, `guard`, `tower` here). */
export type CityReplayEvent = ReplayEvent;
export type CityReplayReport = ReplayReport;

/** Check a City record's shape and content before play. */
export function parseCityRecord(input: unknown): Result<{ setup: CitySetup; moves: Move[]; texts: string[] }, CityReplayError> {
  const obj = recordObject(input);
  if (!obj.ok) return obj;
  const json = obj.value;
  if (json.game !== 'the-city') return malformed('unknown-game', `game must be "the-city", not ${JSON.stringify(json.game)}`);
  if (json.preset !== 'the-city') return malformed('unknown-preset', `unknown preset ${JSON.stringify(json.preset)} for The City (known: the-city)`);
  if (isObj(json.options)) {
    const k = Object.keys(json.options)[0];
    if (k !== undefined) return malformed('unknown-option', `The City has no rule option "${k}"`);
  }
  if (json.stacks !== undefined && (!Array.isArray(json.stacks) || !json.stacks.every((n) => typeof n === 'number')))
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
  const v = validateCitySetup(setup);
  if (!v.ok) return malformed(v.error.code, v.error.message);
  return ok({ setup, moves, texts });
}

/** Load a City record and play its moves; the match is left at the record's last move. */
export function loadCityRecord(input: unknown): Result<CityMatch, CityReplayError> {
  const parsed = parseCityRecord(input);
  if (!parsed.ok) return parsed;
  const created = CityMatch.create(parsed.value.setup);
  if (!created.ok) return malformed(created.error.code, created.error.message);
  return playAll(created.value, parsed.value.moves, parsed.value.texts);
}

/** The report of a match; `squares` adds each project's squares to its event. */
export function cityReportOf(match: CityMatch, squares = false): CityReplayReport {
  const names = match.players.map((p) => p.name);
  const s = match.game.scores;
  // fromEntries defines own properties: a player named "__proto__" keeps its score.
  const scores: Record<string, number> = Object.fromEntries(names.map((n, i) => [n, s[i]!]));
  const max = Math.max(...s);
  const events: CityReplayEvent[] = match.events.map((e) => {
    if (e.kind === 'discard') return { move: e.move, kind: 'discard', tile: e.tile ?? '' };
    return {
      move: e.move,
      kind: e.kind,
      points: e.points,
      players: e.players.map((p) => names[p]!),
      ...(e.tiles !== undefined ? { tiles: e.tiles } : {}),
      ...(e.kinds !== undefined ? { kinds: e.kinds } : {}),
      ...(e.markets !== undefined ? { markets: e.markets } : {}),
      ...(e.final ? { final: true as const } : {}),
      ...(squares && e.squares ? { squares: e.squares } : {}),
    };
  });
  return { finished: match.finished, scores, winners: match.finished ? names.filter((_, i) => s[i] === max) : [], events };
}

/** `carcassonne replay` for a record with game "the-city". */
export function replayCityRecord(input: unknown, squares = false): Result<CityReplayReport, CityReplayError> {
  const m = loadCityRecord(input);
  return m.ok ? ok(cityReportOf(m.value, squares)) : m;
}
