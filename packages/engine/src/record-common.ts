import { ok, type EngineError, type Result } from './result.js';
import { parseMove, type Move } from './notation.js';
import type { ScoreEvent } from './events.js';
import type { CityScoreEvent } from './city/events.js';

/** A replay failure: exit 2 for a malformed record, exit 1 for an illegal move. */
export interface ReplayError extends EngineError {
  readonly exit: 1 | 2;
  /** 0-based index of the illegal move. */
  readonly move?: number;
}

export type RecordResult<T> = Result<T, ReplayError>;

const KNOWN_KEYS = new Set(['format', 'game', 'preset', 'options', 'players', 'seed', 'tiles', 'stacks', 'moves']);

export function malformed(code: EngineError['code'], message: string): { ok: false; error: ReplayError } {
  return { ok: false, error: { code, message, exit: 2 } };
}

export const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** JSON text or value → an object with only record fields and the right format. */
export function recordObject(input: unknown): RecordResult<Record<string, unknown>> {
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
  return ok(json);
}

/** The fields both games share: players, seed, tiles, moves (parsed against the grammar). */
export interface CommonFields {
  readonly players: { name: string; color: string }[];
  readonly seed?: string;
  readonly tiles?: string[];
  readonly moves: Move[];
  readonly texts: string[];
}

export function commonFields(json: Record<string, unknown>): RecordResult<CommonFields> {
  if (json.options !== undefined && !isObj(json.options)) return malformed('bad-schema', 'options must be an object');
  if (!Array.isArray(json.players)) return malformed('bad-schema', 'players must be an array');
  const players: { name: string; color: string }[] = [];
  for (const [i, p] of json.players.entries()) {
    if (!isObj(p) || typeof p.name !== 'string' || typeof p.color !== 'string')
      return malformed('bad-players', `players[${i}] must be {"name": string, "color": string}`);
    players.push({ name: p.name, color: p.color });
  }
  if (json.seed !== undefined && typeof json.seed !== 'string') return malformed('bad-schema', 'seed must be a string');
  if (json.tiles !== undefined && (!Array.isArray(json.tiles) || !json.tiles.every((t) => typeof t === 'string')))
    return malformed('bad-schema', 'tiles must be an array of tile ids');
  if (!Array.isArray(json.moves)) return malformed('bad-schema', 'moves must be an array of strings');
  const moves: Move[] = [];
  const texts: string[] = [];
  for (const [i, m] of json.moves.entries()) {
    if (typeof m !== 'string') return malformed('bad-move-syntax', `moves[${i}] must be a string`);
    const pm = parseMove(m);
    if (!pm.ok) return malformed('bad-move-syntax', `move ${i}: ${pm.error.message}`);
    moves.push(pm.value);
    texts.push(m);
  }
  return ok({
    players,
    ...(json.seed !== undefined ? { seed: json.seed as string } : {}),
    ...(json.tiles !== undefined ? { tiles: json.tiles as string[] } : {}),
    moves,
    texts,
  });
}

/** Play a record's moves on a fresh match; the first refused move is the error (exit 1). */
export function playAll<M extends { play(m: Move): Result<unknown> }>(match: M, moves: readonly Move[], texts: readonly string[]): RecordResult<M> {
  for (const [i, m] of moves.entries()) {
    const r = match.play(m);
    if (!r.ok) return { ok: false, error: { code: r.error.code, message: `move ${i} ${texts[i]}: ${r.error.message}`, exit: 1, move: i } };
  }
  return ok(match);
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
  /** Farm events: the squares of the completed cities the farm supplies. */
  readonly supplied?: readonly (readonly [number, number])[];
  /** The followers counted, where they stood (players by name). */
  readonly followers?: readonly { readonly x: number; readonly y: number; readonly port: string; readonly player: string }[];
}

export interface ReplayReport {
  readonly finished: boolean;
  readonly scores: Readonly<Record<string, number>>;
  readonly winners: readonly string[];
  readonly events: readonly ReplayEvent[];
}


type AnyScoreEvent = ScoreEvent | CityScoreEvent;

/** One engine event in report form: seats become player names. */
export function replayEventOf(e: AnyScoreEvent, names: readonly string[], squares: boolean): ReplayEvent {
  if (e.kind === 'discard') return { move: e.move, kind: 'discard', tile: e.tile ?? '' };
  const c = e as CityScoreEvent & ScoreEvent;
  return {
    move: e.move,
    kind: e.kind,
    points: e.points,
    players: e.players.map((p) => names[p]!),
    ...(c.tiles !== undefined ? { tiles: c.tiles } : {}),
    ...(c.cities !== undefined ? { cities: c.cities } : {}),
    ...(c.kinds !== undefined ? { kinds: c.kinds } : {}),
    ...(c.markets !== undefined ? { markets: c.markets } : {}),
    ...(e.final ? { final: true as const } : {}),
    ...(squares && e.squares ? { squares: e.squares } : {}),
    ...(squares && c.supplied ? { supplied: c.supplied } : {}),
    ...(squares && e.followers ? { followers: e.followers.map((f) => ({ x: f.x, y: f.y, port: f.port, player: names[f.player]! })) } : {}),
  };
}

/** The replay report of a game: scores by name, winners once finished, every event. */
export function reportFrom(
  players: readonly { readonly name: string }[],
  scores: ArrayLike<number>,
  finished: boolean,
  events: readonly AnyScoreEvent[],
  squares: boolean,
): ReplayReport {
  const names = players.map((p) => p.name);
  const byName: Record<string, number> = {};
  names.forEach((n, i) => (byName[n] = scores[i]!));
  const max = Math.max(...Array.from(scores));
  return {
    finished,
    scores: byName,
    winners: finished ? names.filter((_, i) => scores[i] === max) : [],
    events: events.map((e) => replayEventOf(e, names, squares)),
  };
}
