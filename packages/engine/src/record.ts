import { ok, type EngineError, type Result } from './result.js';
import { Match, type GameRecord } from './match.js';
import { parseMove, type Move } from './notation.js';
import { validateSetup, type PlayerInfo, type Setup } from './setup.js';
import type { ScoreEvent } from './events.js';
import type { CityScoreEvent } from './city/events.js';
import { replayCityRecord } from './city/record.js';

/** A replay failure: exit 2 for a malformed record, exit 1 for an illegal move. */
export interface ReplayError extends EngineError {
  readonly exit: 1 | 2;
  /** 0-based index of the illegal move. */
  readonly move?: number;
}

/** One event as `replay --json` prints it (players by name). */
export interface ReplayEvent {
  readonly move: number | null;
  readonly kind: ScoreEvent['kind'] | CityScoreEvent['kind'];
  readonly points?: number;
  readonly players?: readonly string[];
  readonly tiles?: number;
  readonly cities?: number;
  /** The City: market kinds in a market; markets next to a district. */
  readonly kinds?: number;
  readonly markets?: number;
  readonly final?: true;
  readonly tile?: string;
  readonly squares?: readonly (readonly [number, number])[];
}

export interface ReplayReport {
  readonly finished: boolean;
  readonly scores: Readonly<Record<string, number>>;
  readonly winners: readonly string[];
  readonly events: readonly ReplayEvent[];
}

const KNOWN_KEYS = new Set(['format', 'game', 'preset', 'options', 'players', 'seed', 'tiles', 'stacks', 'moves']);

function malformed(code: EngineError['code'], message: string): { ok: false; error: ReplayError } {
  return { ok: false, error: { code, message, exit: 2 } };
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Check a record's shape and content before play; returns the setup and parsed moves. */
export function parseRecord(input: unknown): Result<{ setup: Setup; moves: Move[]; texts: string[] }, ReplayError> {
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
  if (json.game === 'the-city') return malformed('unknown-game', 'a record of The City is loaded with loadCityRecord');
  if (json.game !== 'carcassonne') return malformed('unknown-game', `unknown game ${JSON.stringify(json.game)}`);
  if (typeof json.preset !== 'string') return malformed('unknown-preset', 'preset must be a string');
  if (json.options !== undefined && !isObj(json.options)) return malformed('bad-schema', 'options must be an object');
  if (!Array.isArray(json.players)) return malformed('bad-schema', 'players must be an array');
  const players: PlayerInfo[] = [];
  for (const [i, p] of json.players.entries()) {
    if (!isObj(p) || typeof p.name !== 'string' || typeof p.color !== 'string')
      return malformed('bad-players', `players[${i}] must be {"name": string, "color": string}`);
    players.push({ name: p.name, color: p.color as PlayerInfo['color'] });
  }
  if (json.seed !== undefined && typeof json.seed !== 'string') return malformed('bad-schema', 'seed must be a string');
  if (json.tiles !== undefined && (!Array.isArray(json.tiles) || !json.tiles.every((t) => typeof t === 'string')))
    return malformed('bad-schema', 'tiles must be an array of tile ids');
  if (json.stacks !== undefined) return malformed('bad-stacks', 'stacks belong to The City only');
  if (!Array.isArray(json.moves)) return malformed('bad-schema', 'moves must be an array of strings');
  const setup: Setup = {
    game: 'carcassonne',
    preset: json.preset as Setup['preset'],
    ...(json.options !== undefined ? { options: json.options as Setup['options'] & object } : {}),
    players,
    ...(json.seed !== undefined ? { seed: json.seed as string } : {}),
    ...(json.tiles !== undefined ? { tiles: json.tiles as string[] } : {}),
  };
  const v = validateSetup(setup);
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

/** Load a record and play its moves; the match is left at the record's last move. */
export function loadRecord(input: unknown): Result<Match, ReplayError> {
  const parsed = parseRecord(input);
  if (!parsed.ok) return parsed;
  const created = Match.create(parsed.value.setup);
  if (!created.ok) return malformed(created.error.code, created.error.message);
  const match = created.value;
  for (const [i, m] of parsed.value.moves.entries()) {
    const r = match.play(m);
    if (!r.ok) {
      return { ok: false, error: { code: r.error.code, message: `move ${i} ${parsed.value.texts[i]}: ${r.error.message}`, exit: 1, move: i } };
    }
  }
  return ok(match);
}

/** The report of a match; `squares` adds each feature's squares to its event (for UIs). */
export function reportOf(match: Match, squares = false): ReplayReport {
  const names = match.players.map((p) => p.name);
  const scores: Record<string, number> = {};
  const s = match.game.scores;
  names.forEach((n, i) => (scores[n] = s[i]!));
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
  let json = input;
  if (typeof input === 'string') {
    try {
      json = JSON.parse(input);
    } catch (e) {
      return malformed('malformed-json', `not JSON: ${(e as Error).message}`);
    }
  }
  if (isObj(json) && json.game === 'the-city') return replayCityRecord(json, squares);
  const m = loadRecord(json);
  return m.ok ? ok(reportOf(m.value, squares)) : m;
}

/** The full state as JSON: the record with the complete draw order. Lossless, replays exactly. */
export function stateToJSON(match: Match): GameRecord {
  return match.toRecord();
}

export function stateFromJSON(json: unknown): Result<Match, ReplayError> {
  return loadRecord(json);
}
