import { ok, type EngineError, type Result } from './result.js';
import { describeValue, quote } from './quote.js';
import { parseMove, type Move } from './notation.js';
import type { BaseScoreEvent } from './events.js';

/** A replay failure: exit 2 for a malformed record, exit 1 for an illegal move. */
export interface ReplayError extends EngineError {
  readonly exit: 1 | 2;
  /** 0-based index of the illegal move. */
  readonly move?: number;
}

export type RecordResult<T> = Result<T, ReplayError>;

const KNOWN_KEYS = new Set([
  'format',
  'game',
  'preset',
  'options',
  'players',
  'seed',
  'tiles',
  'stacks',
  'moves',
]);

/** Bounds on what a record may hold (notation.md): far above any real game, far below harm. */
export const RECORD_LIMITS = {
  /** Arrays and objects inside each other; a record needs 3. Deeper text is refused before parsing. */
  nesting: 64,
  /** Moves in a record; The City's longest games have a few hundred. */
  moves: 10_000,
  /** Characters in a player's name. */
  name: 100,
  /** Characters in one move; the longest real move has about 20. */
  move: 64,
  /** Characters in the seed. */
  seed: 1000,
} as const;

/** Whether JSON text nests arrays and objects deeper than `limit` (a linear scan, no recursion). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

export function malformed(code: EngineError['code'], message: string): { ok: false; error: ReplayError } {
  return { ok: false, error: { code, message, exit: 2 } };
}

export const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** JSON text or value → an object with only record fields and the right format. */
export function recordObject(input: unknown): RecordResult<Record<string, unknown>> {
  let json: unknown;
  if (typeof input === 'string') {
    // A byte-order mark is no part of the JSON; editors on Windows write one.
    const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
    // JSON.parse recurses per level: refuse deep nesting before it can exhaust the stack.
    if (nestsDeeperThan(text, RECORD_LIMITS.nesting))
      return malformed(
        'malformed-json',
        `not a record: arrays and objects nest more than ${RECORD_LIMITS.nesting} levels deep`,
      );
    try {
      json = JSON.parse(text);
    } catch (e) {
      return malformed('malformed-json', `not JSON: ${(e as Error).message}`);
    }
  } else {
    // A record is JSON: a value is read as its JSON text, so getters run once here and
    // everything after sees plain data.
    try {
      json = JSON.parse(JSON.stringify(input) ?? 'null');
    } catch {
      return malformed(
        'malformed-json',
        'the record is not JSON data (a cycle, a bigint, or a field that failed to read)',
      );
    }
  }
  if (!isObj(json)) return malformed('bad-schema', 'a record must be a JSON object');
  for (const k of Object.keys(json))
    if (!KNOWN_KEYS.has(k)) return malformed('bad-schema', `unknown field ${quote(k)}`);
  if (json.format !== 'carcassonne-record/1')
    return malformed(
      'unknown-format',
      `format must be "carcassonne-record/1" (got ${describeValue(json.format)})`,
    );
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
  if (json.options !== undefined && !isObj(json.options))
    return malformed('bad-schema', 'options must be an object');
  if (!Array.isArray(json.players)) return malformed('bad-schema', 'players must be an array');
  const players: { name: string; color: string }[] = [];
  for (const [i, p] of json.players.entries()) {
    if (!isObj(p) || typeof p.name !== 'string' || typeof p.color !== 'string')
      return malformed('bad-players', `players[${i}] must be {"name": string, "color": string}`);
    if (p.name.length > RECORD_LIMITS.name)
      return malformed(
        'bad-players',
        `players[${i}].name has ${p.name.length} characters, more than ${RECORD_LIMITS.name}`,
      );
    players.push({ name: p.name, color: p.color });
  }
  if (json.seed !== undefined && typeof json.seed !== 'string')
    return malformed('bad-schema', 'seed must be a string');
  if (typeof json.seed === 'string' && json.seed.length > RECORD_LIMITS.seed)
    return malformed(
      'bad-schema',
      `the seed has ${json.seed.length} characters, more than ${RECORD_LIMITS.seed}`,
    );
  if (
    json.tiles !== undefined &&
    (!Array.isArray(json.tiles) || !json.tiles.every((t) => typeof t === 'string'))
  )
    return malformed('bad-schema', 'tiles must be an array of tile ids');
  if (!Array.isArray(json.moves)) return malformed('bad-schema', 'moves must be an array of strings');
  if (json.moves.length > RECORD_LIMITS.moves)
    return malformed(
      'bad-schema',
      `a record has at most ${RECORD_LIMITS.moves} moves, not ${json.moves.length}`,
    );
  const moves: Move[] = [];
  const texts: string[] = [];
  for (const [i, m] of json.moves.entries()) {
    if (typeof m !== 'string') return malformed('bad-move-syntax', `moves[${i}] must be a string`);
    const pm = parseMove(m);
    if (!pm.ok) return malformed('bad-move-syntax', `move ${i}: ${pm.error.message}`);
    if (m.length > RECORD_LIMITS.move)
      return malformed(
        'bad-move-syntax',
        `move ${i} has ${m.length} characters, more than any move (${RECORD_LIMITS.move})`,
      );
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
export function playAll<M extends { play(m: Move): Result<unknown> }>(
  match: M,
  moves: readonly Move[],
  texts: readonly string[],
): RecordResult<M> {
  for (const [i, m] of moves.entries()) {
    const r = match.play(m);
    if (!r.ok)
      return {
        ok: false,
        error: { code: r.error.code, message: `move ${i} ${texts[i]}: ${r.error.message}`, exit: 1, move: i },
      };
  }
  return ok(match);
}

/** A record checked and parsed: the game's setup and its moves. */
export interface ParsedRecord<S> {
  readonly setup: S;
  readonly moves: Move[];
  readonly texts: string[];
}

/** A parsed record once its setup passes the game's own validation (a refusal is a malformed record). */
export function validParsed<S>(
  parsed: ParsedRecord<S>,
  validate: (setup: S) => Result<unknown>,
): RecordResult<ParsedRecord<S>> {
  const v = validate(parsed.setup);
  return v.ok ? ok(parsed) : malformed(v.error.code, v.error.message);
}

/** Create the match a parsed record describes and play its moves; the match is left at the record's last move. */
export function loadParsed<S, M extends { play(m: Move): Result<unknown> }>(
  parsed: RecordResult<ParsedRecord<S>>,
  create: (setup: S) => Result<M>,
): RecordResult<M> {
  if (!parsed.ok) return parsed;
  const created = create(parsed.value.setup);
  if (!created.ok) return malformed(created.error.code, created.error.message);
  return playAll(created.value, parsed.value.moves, parsed.value.texts);
}

/** One event as `replay --json` prints it (players by name). */
export interface ReplayEvent {
  readonly move: number | null;
  /** A game's scoring kind (`GameDefinition.scoringKinds`) or `discard`. */
  readonly kind: string;
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
  readonly followers?: readonly {
    readonly x: number;
    readonly y: number;
    readonly port: string;
    readonly player: string;
  }[];
}

export interface ReplayReport {
  readonly finished: boolean;
  readonly scores: Readonly<Record<string, number>>;
  readonly winners: readonly string[];
  readonly events: readonly ReplayEvent[];
}

/** One engine event in report form: seats become player names. */
export function replayEventOf(e: BaseScoreEvent, names: readonly string[], squares: boolean): ReplayEvent {
  if (e.kind === 'discard') return { move: e.move, kind: 'discard', tile: e.tile ?? '' };
  return {
    move: e.move,
    kind: e.kind,
    points: e.points,
    players: e.players.map((p) => names[p]!),
    ...(e.tiles !== undefined ? { tiles: e.tiles } : {}),
    ...(e.cities !== undefined ? { cities: e.cities } : {}),
    ...(e.kinds !== undefined ? { kinds: e.kinds } : {}),
    ...(e.markets !== undefined ? { markets: e.markets } : {}),
    ...(e.final ? { final: true as const } : {}),
    ...(squares && e.squares ? { squares: e.squares } : {}),
    ...(squares && e.supplied ? { supplied: e.supplied } : {}),
    ...(squares && e.followers
      ? { followers: e.followers.map((f) => ({ x: f.x, y: f.y, port: f.port, player: names[f.player]! })) }
      : {}),
  };
}

/** The replay report of a match; `squares` adds each feature's squares to its event (for UIs). */
export function reportOfMatch(
  match: {
    readonly players: readonly { readonly name: string }[];
    readonly game: { readonly scores: ArrayLike<number> };
    readonly finished: boolean;
    readonly events: readonly BaseScoreEvent[];
  },
  squares: boolean,
): ReplayReport {
  return reportFrom(match.players, match.game.scores, match.finished, match.events, squares);
}

/** The replay report of a game: scores by name, winners once finished, every event. */
export function reportFrom(
  players: readonly { readonly name: string }[],
  scores: ArrayLike<number>,
  finished: boolean,
  events: readonly BaseScoreEvent[],
  squares: boolean,
): ReplayReport {
  const names = players.map((p) => p.name);
  // Own properties whatever the names are ("__proto__" included).
  const byName: Record<string, number> = Object.fromEntries(names.map((n, i) => [n, scores[i]!]));
  const max = Math.max(...Array.from(scores));
  return {
    finished,
    scores: byName,
    winners: finished ? names.filter((_, i) => scores[i] === max) : [],
    events: events.map((e) => replayEventOf(e, names, squares)),
  };
}
