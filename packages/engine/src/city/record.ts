import { ok, type EngineError, type Result } from '../result.js';
import { parseMove, type Move } from '../notation.js';
import type { CityScoreEvent } from './events.js';
import { CityMatch } from './match.js';
import { validateCitySetup, type CityPlayer, type CitySetup } from './setup.js';

/** A replay failure: exit 2 for a malformed record, exit 1 for an illegal move. */
export interface CityReplayError extends EngineError {
  readonly exit: 1 | 2;
  readonly move?: number;
}

export interface CityReplayEvent {
  readonly move: number | null;
  readonly kind: CityScoreEvent['kind'];
  readonly points?: number;
  readonly players?: readonly string[];
  readonly tiles?: number;
  readonly kinds?: number;
  readonly markets?: number;
  readonly final?: true;
  readonly tile?: string;
  readonly squares?: readonly (readonly [number, number])[];
}

/** Same shape as the base game's ReplayReport. */
export interface CityReplayReport {
  readonly finished: boolean;
  readonly scores: Readonly<Record<string, number>>;
  readonly winners: readonly string[];
  readonly events: readonly CityReplayEvent[];
}

const KNOWN_KEYS = new Set(['format', 'game', 'preset', 'options', 'players', 'seed', 'tiles', 'stacks', 'moves']);
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
function malformed(code: EngineError['code'], message: string): { ok: false; error: CityReplayError } {
  return { ok: false, error: { code, message, exit: 2 } };
}

/** Check a City record's shape and content before play. */
export function parseCityRecord(input: unknown): Result<{ setup: CitySetup; moves: Move[]; texts: string[] }, CityReplayError> {
  let json = input;
  if (typeof input === 'string') {
    try {
      json = JSON.parse(input);
    } catch (e) {
      return malformed('malformed-json', `not JSON: ${(e as Error).message}`);
    }
  }
  if (!isObj(json)) return malformed('bad-schema', 'a record must be a JSON object');
  for (const k of Object.keys(json)) if (!KNOWN_KEYS.has(k)) return malformed('bad-schema', `unknown field "${k}"`);
  if (json.format !== 'carcassonne-record/1')
    return malformed('unknown-format', `format must be "carcassonne-record/1", not ${JSON.stringify(json.format)}`);
  if (json.game !== 'the-city') return malformed('unknown-game', `game must be "the-city", not ${JSON.stringify(json.game)}`);
  if (json.preset !== 'the-city') return malformed('unknown-preset', `unknown preset ${JSON.stringify(json.preset)} for The City (known: the-city)`);
  if (json.options !== undefined) {
    if (!isObj(json.options)) return malformed('bad-schema', 'options must be an object');
    const k = Object.keys(json.options)[0];
    if (k !== undefined) return malformed('unknown-option', `The City has no rule option "${k}"`);
  }
  if (!Array.isArray(json.players)) return malformed('bad-schema', 'players must be an array');
  const players: CityPlayer[] = [];
  for (const [i, p] of json.players.entries()) {
    if (!isObj(p) || typeof p.name !== 'string' || typeof p.color !== 'string')
      return malformed('bad-players', `players[${i}] must be {"name": string, "color": string}`);
    players.push({ name: p.name, color: p.color as CityPlayer['color'] });
  }
  if (json.seed !== undefined && typeof json.seed !== 'string') return malformed('bad-schema', 'seed must be a string');
  if (json.tiles !== undefined && (!Array.isArray(json.tiles) || !json.tiles.every((t) => typeof t === 'string')))
    return malformed('bad-schema', 'tiles must be an array of tile ids');
  if (json.stacks !== undefined && (!Array.isArray(json.stacks) || !json.stacks.every((n) => typeof n === 'number')))
    return malformed('bad-stacks', 'stacks must be an array of three numbers');
  if (!Array.isArray(json.moves)) return malformed('bad-schema', 'moves must be an array of strings');
  const setup: CitySetup = {
    game: 'the-city',
    preset: 'the-city',
    players,
    ...(json.seed !== undefined ? { seed: json.seed as string } : {}),
    ...(json.tiles !== undefined ? { tiles: json.tiles as string[] } : {}),
    ...(json.stacks !== undefined ? { stacks: json.stacks as number[] } : {}),
  };
  const v = validateCitySetup(setup);
  if (!v.ok) return malformed(v.error.code, v.error.message);
  const moves: Move[] = [];
  const texts: string[] = [];
  for (const [i, m] of json.moves.entries()) {
    if (typeof m !== 'string') return malformed('bad-move-syntax', `moves[${i}] must be a string`);
    const pm = parseMove(m);
    if (!pm.ok) return malformed('bad-move-syntax', `move ${i}: ${pm.error.message}`);
    moves.push(pm.value);
    texts.push(m);
  }
  return ok({ setup, moves, texts });
}

/** Load a City record and play its moves; the match is left at the record's last move. */
export function loadCityRecord(input: unknown): Result<CityMatch, CityReplayError> {
  const parsed = parseCityRecord(input);
  if (!parsed.ok) return parsed;
  const created = CityMatch.create(parsed.value.setup);
  if (!created.ok) return malformed(created.error.code, created.error.message);
  const match = created.value;
  for (const [i, m] of parsed.value.moves.entries()) {
    const r = match.play(m);
    if (!r.ok) return { ok: false, error: { code: r.error.code, message: `move ${i} ${parsed.value.texts[i]}: ${r.error.message}`, exit: 1, move: i } };
  }
  return ok(match);
}

/** The report of a match; `squares` adds each project's squares to its event. */
export function cityReportOf(match: CityMatch, squares = false): CityReplayReport {
  const names = match.players.map((p) => p.name);
  const s = match.game.scores;
  const scores: Record<string, number> = {};
  names.forEach((n, i) => (scores[n] = s[i]!));
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
