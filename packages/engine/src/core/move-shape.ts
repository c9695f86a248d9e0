import { err, ok, passed, type Result } from './result.js';
import { isPortName, ROTATIONS, SIDES, type Port, type Rotation, type Side } from './ports.js';
import {
  FIGURES,
  SPECIAL_USES,
  writeMove,
  parseMove,
  CORNERS,
  type Corner,
  type Figure,
  type Move,
  type SpecialUse,
} from './notation.js';
import { describeValue, quote } from './quote.js';

/**
 * The gate in front of `play`: any value a caller passes becomes a well-formed `Move` (a fresh
 * object with exactly the fields of its type, each of the right form) or an error value naming
 * the field and the form expected. Only own data properties are read, each once; getters are
 * never called and nothing is looked up on a prototype. Whether the move is legal is the game's
 * question, asked afterwards.
 */

/** Coordinates beyond this are refused as malformed (no tile set comes near it). */
export const MAX_COORDINATE = 10_000;

const TYPES = '"place", "gate", "wall", "tower", "dragon", "wagon" or "pass"';
const EDGE = '{"x": 1, "y": 0, "side": "N"}';

/** The fields of each move type; `follower`, `figure` and `recall` are the only optional ones. */
const FIELDS: ReadonlyMap<string, readonly string[]> = new Map([
  ['place', ['type', 'tile', 'x', 'y', 'rotation', 'follower', 'figure', 'recall', 'special', 'barn']],
  ['gate', ['type', 'x', 'y', 'side']],
  ['wall', ['type', 'x', 'y', 'side', 'guard']],
  ['tower', ['type', 'at']],
  ['dragon', ['type', 'side']],
  ['pass', ['type']],
  ['wagon', ['type', 'to']],
]);
const SPECIAL_FIELDS: readonly string[] = ['use', 'x', 'y', 'port'];
const EDGE_FIELDS: readonly string[] = ['x', 'y', 'side'];
const SPOT_FIELDS: readonly string[] = ['x', 'y', 'port'];
const OPTIONAL: ReadonlySet<string> = new Set(['follower', 'figure', 'recall', 'special', 'barn']);

/** What each field must hold, for messages (`tile` takes the drawn tile as its example). */
function form(field: string, tile: string): string {
  switch (field) {
    case 'type':
      return TYPES;
    case 'tile':
      return `a tile id such as ${quote(tile)}`;
    case 'x':
    case 'y':
      return `an integer from -${MAX_COORDINATE} to ${MAX_COORDINATE}`;
    case 'rotation':
      return '0, 90, 180 or 270';
    case 'follower':
      return 'a port (N E S W, NNW NNE ENE ESE SSE SSW WSW WNW, or C) or no field at all';
    case 'figure':
      return `one of ${FIGURES.map((f) => quote(f)).join(', ')} with a follower port, or no field at all`;
    case 'recall':
      return 'true without a follower port (The Abbot: the abbot comes back), or no field at all';
    case 'side':
      return '"N", "E", "S" or "W"';
    case 'special':
      return 'without a follower port, {"use": "fairy" | "princess" | "portal", "x": 1, "y": 0, "port": "N"}, or no field at all';
    case 'barn':
      return 'without a follower port, a corner of the tile ("NE", "SE", "SW" or "NW"), or no field at all';
    case 'use':
      return SPECIAL_USES.map((u) => quote(u)).join(', ');
    case 'port':
      return 'a port (N E S W, NNW NNE ENE ESE SSE SSW WSW WNW, or C)';
    case 'guard':
      return 'true or false';
    case 'to':
      return 'null (the wagon goes home) or a port of a tile such as {"x": 1, "y": 0, "port": "N"}';
    default:
      return `null (no tower) or an edge such as ${EDGE}`;
  }
}

const TILE_ID = /^[A-Za-z0-9]+$/;

const bad = (message: string) => err('bad-move', message);

/** `where` must hold `field`'s form: the refusal. */
const wrong = (where: string, field: string, value: unknown, tile: string) =>
  bad(`${where} must be ${form(field, tile)} (got ${describeValue(value)})`);

/** Own data properties of an object, read once; refuses symbol keys and getters. */
function ownFields(obj: object, where: string): Result<Map<string, unknown>> {
  const out = new Map<string, unknown>();
  for (const key of Reflect.ownKeys(obj)) {
    if (typeof key === 'symbol') return bad(`${where} has a field named by a symbol; a move is plain data`);
    const d = Reflect.getOwnPropertyDescriptor(obj, key);
    if (d === undefined) continue;
    if (!('value' in d)) return bad(`${where} field ${quote(key)} is a getter; a move is plain data`);
    out.set(key, d.value);
  }
  return ok(out);
}

function isObject(v: unknown): v is object {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Exactly the fields of `names` (optional ones may be missing), no others. */
function checkFieldSet(
  fields: ReadonlyMap<string, unknown>,
  names: readonly string[],
  where: string,
  what: string,
  tile: string,
): Result<true> {
  for (const key of fields.keys()) {
    if (!names.includes(key))
      return bad(
        `${where} has an unexpected field ${quote(key)}; ${what} has the fields ${names.join(', ')}`,
      );
  }
  for (const key of names)
    if (!OPTIONAL.has(key) && !fields.has(key))
      return bad(`${where}.${key} is missing; expected ${form(key, tile)}`);
  return passed;
}

function coordinate(v: unknown, where: string, field: string): Result<number> {
  if (typeof v !== 'number' || !Number.isInteger(v) || Math.abs(v) > MAX_COORDINATE)
    return wrong(where, field, v, '');
  return ok(v + 0); // -0 → 0
}

function edge(
  fields: ReadonlyMap<string, unknown>,
  where: string,
): Result<{ x: number; y: number; side: Side }> {
  const x = coordinate(fields.get('x'), `${where}.x`, 'x');
  if (!x.ok) return x;
  const y = coordinate(fields.get('y'), `${where}.y`, 'y');
  if (!y.ok) return y;
  const side = fields.get('side');
  if (typeof side !== 'string' || !(SIDES as readonly string[]).includes(side))
    return wrong(`${where}.side`, 'side', side, '');
  return ok({ x: x.value, y: y.value, side: side as Side });
}

function fromFields(fields: ReadonlyMap<string, unknown>, tile: string): Result<Move> {
  const type = fields.get('type');
  const names = typeof type === 'string' ? FIELDS.get(type) : undefined;
  if (names === undefined)
    return fields.has('type')
      ? wrong('move.type', 'type', type, tile)
      : bad(`move.type is missing; expected ${TYPES}`);
  const shape = checkFieldSet(fields, names, 'move', `a ${type as string} move`, tile);
  if (!shape.ok) return shape;
  switch (type) {
    case 'place': {
      const id = fields.get('tile');
      if (typeof id !== 'string' || !TILE_ID.test(id)) return wrong('move.tile', 'tile', id, tile);
      const x = coordinate(fields.get('x'), 'move.x', 'x');
      if (!x.ok) return x;
      const y = coordinate(fields.get('y'), 'move.y', 'y');
      if (!y.ok) return y;
      const rotation = fields.get('rotation');
      if (typeof rotation !== 'number' || !(ROTATIONS as readonly number[]).includes(rotation))
        return wrong('move.rotation', 'rotation', rotation, tile);
      // An own `follower: undefined` means no follower, as a missing field does.
      const follower = fields.get('follower');
      if (follower !== undefined && (typeof follower !== 'string' || !isPortName(follower)))
        return wrong('move.follower', 'follower', follower, tile);
      const figure = fields.get('figure');
      if (
        figure !== undefined &&
        (follower === undefined ||
          typeof figure !== 'string' ||
          !(FIGURES as readonly string[]).includes(figure))
      )
        return wrong('move.figure', 'figure', figure, tile);
      const recall = fields.get('recall');
      if (recall !== undefined && (recall !== true || follower !== undefined))
        return wrong('move.recall', 'recall', recall, tile);
      const special = readSpecial(
        fields.get('special'),
        follower !== undefined || recall !== undefined,
        tile,
      );
      if (!special.ok) return special;
      const barn = fields.get('barn');
      if (
        barn !== undefined &&
        (typeof barn !== 'string' ||
          !(CORNERS as readonly string[]).includes(barn) ||
          follower !== undefined ||
          recall !== undefined ||
          special.value !== undefined)
      )
        return wrong('move.barn', 'barn', barn, tile);
      return ok({
        type: 'place',
        tile: id,
        x: x.value,
        y: y.value,
        rotation: (rotation + 0) as Rotation,
        ...(follower !== undefined ? { follower: follower as Port } : {}),
        ...(figure !== undefined ? { figure: figure as Figure } : {}),
        ...(recall === true ? { recall: true } : {}),
        ...(special.value !== undefined ? { special: special.value } : {}),
        ...(barn !== undefined ? { barn: barn as Corner } : {}),
      });
    }
    case 'dragon': {
      const side = fields.get('side');
      if (typeof side !== 'string' || !(SIDES as readonly string[]).includes(side))
        return wrong('move.side', 'side', side, tile);
      return ok({ type: 'dragon', side: side as Side });
    }
    case 'pass':
      return ok({ type: 'pass' });
    case 'wagon':
      return readWagon(fields.get('to'), tile);
    case 'gate': {
      const e = edge(fields, 'move');
      return e.ok ? ok({ type: 'gate', ...e.value }) : e;
    }
    case 'wall': {
      const e = edge(fields, 'move');
      if (!e.ok) return e;
      const guard = fields.get('guard');
      if (typeof guard !== 'boolean') return wrong('move.guard', 'guard', guard, tile);
      return ok({ type: 'wall', ...e.value, guard });
    }
    default: {
      const at = fields.get('at');
      if (at === null) return ok({ type: 'tower', at: null });
      if (!isObject(at)) return wrong('move.at', 'at', at, tile);
      const inner = ownFields(at, 'move.at');
      if (!inner.ok) return inner;
      const atShape = checkFieldSet(inner.value, EDGE_FIELDS, 'move.at', 'an edge', tile);
      if (!atShape.ok) return atShape;
      const e = edge(inner.value, 'move.at');
      return e.ok ? ok({ type: 'tower', at: e.value }) : e;
    }
  }
}

/** A wagon move's `to` (Abbey & Mayor): null, or a port of a tile. */
function readWagon(to: unknown, tile: string): Result<Move> {
  if (to === null) return ok({ type: 'wagon', to: null });
  if (!isObject(to)) return wrong('move.to', 'to', to, tile);
  const inner = ownFields(to, 'move.to');
  if (!inner.ok) return inner;
  const shape = checkFieldSet(inner.value, SPOT_FIELDS, 'move.to', 'a port of a tile', tile);
  if (!shape.ok) return shape;
  const x = coordinate(inner.value.get('x'), 'move.to.x', 'x');
  if (!x.ok) return x;
  const y = coordinate(inner.value.get('y'), 'move.to.y', 'y');
  if (!y.ok) return y;
  const port = inner.value.get('port');
  if (typeof port !== 'string' || !isPortName(port)) return wrong('move.to.port', 'port', port, tile);
  return ok({ type: 'wagon', to: { x: x.value, y: y.value, port: port as Port } });
}

/** A place move's `special` (The Princess & the Dragon): absent, or its four fields of the right form. */
function readSpecial(
  value: unknown,
  withPiece: boolean,
  tile: string,
): Result<{ use: SpecialUse; x: number; y: number; port: Port } | undefined> {
  if (value === undefined) return ok(undefined);
  if (!isObject(value) || withPiece) return wrong('move.special', 'special', value, tile);
  const inner = ownFields(value, 'move.special');
  if (!inner.ok) return inner;
  const shape = checkFieldSet(inner.value, SPECIAL_FIELDS, 'move.special', 'a special choice', tile);
  if (!shape.ok) return shape;
  const use = inner.value.get('use');
  if (typeof use !== 'string' || !(SPECIAL_USES as readonly string[]).includes(use))
    return wrong('move.special.use', 'use', use, tile);
  const x = coordinate(inner.value.get('x'), 'move.special.x', 'x');
  if (!x.ok) return x;
  const y = coordinate(inner.value.get('y'), 'move.special.y', 'y');
  if (!y.ok) return y;
  const port = inner.value.get('port');
  if (typeof port !== 'string' || !isPortName(port)) return wrong('move.special.port', 'port', port, tile);
  return ok({ use: use as SpecialUse, x: x.value, y: y.value, port: port as Port });
}

/**
 * Read a move: a notation string (notation.md) or a move object. Never throws; a value it does
 * not understand is refused with `bad-move` (`bad-move-syntax` for a string off the grammar).
 * `tile` is the example tile id messages give (the drawn tile).
 */
export function readMove(input: unknown, tile = 'U'): Result<Move> {
  try {
    if (typeof input === 'string') {
      const parsed = parseMove(input);
      if (!parsed.ok) return parsed;
      // The grammar allows any digits: the numbers go through the same checks.
      const m = parsed.value;
      return fromFields(new Map(Object.entries(m.type === 'tower' ? { type: m.type, at: m.at } : m)), tile);
    }
    if (!isObject(input))
      return bad(
        `a move must be an object such as {"type": "place", "tile": ${quote(tile)}, "x": 1, "y": 0, "rotation": 90} or a move string such as "${tile}@1,0r90 N" (got ${describeValue(input)})`,
      );
    const fields = ownFields(input, 'move');
    return fields.ok ? fromFields(fields.value, tile) : fields;
  } catch {
    // A proxy whose traps throw, a revoked proxy: nothing more can be said about it safely.
    return bad('the move could not be read (inspecting it failed); a move is plain data');
  }
}

/** What `formatMove` gives for a value that is not a move. */
export const NOT_A_MOVE = '(not a move)';

/**
 * A move in notation (docs/notation.md). Any value is accepted and nothing throws: a move object
 * or a move string is checked as `play` checks it (`readMove`) and written out; anything else
 * (undefined, null, a malformed object) gives the placeholder `NOT_A_MOVE`.
 */
export function formatMove(move: unknown): string {
  const read = readMove(move);
  return read.ok ? writeMove(read.value) : NOT_A_MOVE;
}

/**
 * A placement for the queries (`followerOptions`, `followerPorts`): own `x`, `y` and `rotation`
 * of the right form; other fields (a whole move may be passed) are ignored.
 */
export function readPlacement(input: unknown): Result<{ x: number; y: number; rotation: Rotation }> {
  try {
    if (!isObject(input))
      return bad(
        `a placement must be an object such as {"x": 1, "y": 0, "rotation": 90} (got ${describeValue(input)})`,
      );
    const fields = ownFields(input, 'placement');
    if (!fields.ok) return fields;
    const x = coordinate(fields.value.get('x'), 'placement.x', 'x');
    if (!x.ok) return x;
    const y = coordinate(fields.value.get('y'), 'placement.y', 'y');
    if (!y.ok) return y;
    const rotation = fields.value.get('rotation');
    if (typeof rotation !== 'number' || !(ROTATIONS as readonly number[]).includes(rotation))
      return wrong('placement.rotation', 'rotation', rotation, '');
    return ok({ x: x.value, y: y.value, rotation: (rotation + 0) as Rotation });
  } catch {
    return bad('the placement could not be read (inspecting it failed)');
  }
}
