import { type Mulberry32, parseMove, PORTS, SIDES, formatMove, type Move } from '../src/index.js';
import { segmentPort } from '../src/internal.js';
import type { AnyMatch } from './games.js';

/**
 * Tools for the hostile-move fuzz test: an independent reading of what a well-formed move is,
 * a snapshot of a match's whole state (the fast core's arrays included), and generators of
 * malformed moves.
 */

const FIELDS: Record<string, readonly string[]> = {
  place: ['type', 'tile', 'x', 'y', 'rotation'],
  gate: ['type', 'x', 'y', 'side'],
  wall: ['type', 'x', 'y', 'side', 'guard'],
  tower: ['type', 'at'],
};

/** Own string-keyed data properties, or null when the value is not plain data. */
function plainFields(v: unknown): Map<string, unknown> | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const out = new Map<string, unknown>();
  for (const k of Reflect.ownKeys(v)) {
    if (typeof k === 'symbol') return null;
    const d = Object.getOwnPropertyDescriptor(v, k)!;
    if (!('value' in d)) return null;
    out.set(k, d.value);
  }
  return out;
}

const isCoordinate = (v: unknown) => typeof v === 'number' && Number.isInteger(v);
const isSide = (v: unknown) => typeof v === 'string' && (SIDES as readonly string[]).includes(v);

/**
 * The move a value means, as a canonical string (symmetric rotations and follower ports of one
 * segment collapsed), or null when the value is not a well-formed move.
 */
export function canonical(value: unknown, m: AnyMatch): string | null {
  try {
    if (typeof value === 'string') {
      const p = parseMove(value);
      return p.ok ? canonical(p.value, m) : null;
    }
    const f = plainFields(value);
    if (!f) return null;
    const type = f.get('type');
    if (typeof type !== 'string' || !Object.hasOwn(FIELDS, type)) return null;
    const need = FIELDS[type]!;
    for (const k of f.keys()) if (!need.includes(k) && !(type === 'place' && k === 'follower')) return null;
    for (const k of need) if (!f.has(k)) return null;
    switch (type) {
      case 'place': {
        const [tile, x, y, r, follower] = ['tile', 'x', 'y', 'rotation', 'follower'].map((k) => f.get(k));
        if (typeof tile !== 'string' || !isCoordinate(x) || !isCoordinate(y)) return null;
        if (r !== 0 && r !== 90 && r !== 180 && r !== 270) return null;
        if (
          follower !== undefined &&
          (typeof follower !== 'string' || !(PORTS as readonly string[]).includes(follower))
        )
          return null;
        const drawn = m.game.drawn;
        let rotation = r as number;
        let port = follower as string | undefined;
        if (drawn >= 0 && tile === m.drawnTile) {
          // Collapse a symmetric tile's rotations and a segment's ports to the ones legalMoves lists.
          const base = m.game.types[drawn]!;
          const q = base.rotClass[r / 90]!;
          rotation = q * 90;
          if (port !== undefined) {
            const seg = base.portSeg[q * 13 + PORTS.indexOf(port as never)]!;
            port = seg < 0 ? `none:${port}` : segmentPort(base, q, seg);
          }
        }
        return `${tile}@${(x as number) + 0},${(y as number) + 0}r${rotation}${port !== undefined ? ` ${port}` : ''}`;
      }
      case 'gate':
      case 'wall': {
        const [x, y, side, guard] = ['x', 'y', 'side', 'guard'].map((k) => f.get(k));
        if (!isCoordinate(x) || !isCoordinate(y) || !isSide(side)) return null;
        if (type === 'wall' && typeof guard !== 'boolean') return null;
        return `${type} ${(x as number) + 0},${(y as number) + 0},${side as string}${guard === true ? ' guard' : ''}`;
      }
      default: {
        const at = f.get('at');
        if (at === null) return 'tower -';
        const e = plainFields(at);
        if (e?.size !== 3 || !isCoordinate(e.get('x')) || !isCoordinate(e.get('y')) || !isSide(e.get('side')))
          return null;
        return `tower ${(e.get('x') as number) + 0},${(e.get('y') as number) + 0},${e.get('side') as string}`;
      }
    }
  } catch {
    return null;
  }
}

/** The union-find roots of every node, read without path compression (the partition, not its shape). */
function roots(parent: Int16Array): Int32Array {
  const out = new Int32Array(parent.length);
  for (let i = 0; i < parent.length; i++) {
    let n = i;
    while (parent[n] !== n) n = parent[n]!;
    out[i] = n;
  }
  return out;
}

/** Read-only tables the core shares with every game; scratch the checks may use. */
const SHARED = new Set(['set', 'types', 'tileSet', 'stacks', 'options', 'rules']);

/** The core's own state as named values; the parts it holds (the wall, the outside squares) flattened to dotted names. */
function stateEntries(core: object, prefix = '', out: [string, unknown][] = []): [string, unknown][] {
  for (const k of Object.keys(core)) {
    const v = (core as Record<string, unknown>)[k];
    if (SHARED.has(k) || k === 'events') continue;
    if (typeof v === 'object' && v !== null && !ArrayBuffer.isView(v) && !Array.isArray(v))
      stateEntries(v, `${prefix}${k}.`, out);
    else out.push([`${prefix}${k}`, v]);
  }
  return out;
}

export interface State {
  readonly arrays: Map<string, Buffer>;
  /** The union-find partition (roots read without path compression). */
  readonly roots: Buffer;
  /** The core's event objects (written once, never changed) by reference. */
  readonly events: readonly unknown[];
  readonly fields: string;
  readonly outside: string;
}

/** The bytes of a typed array (a view on it, no copy). */
const bytesOf = (v: ArrayBufferView) => Buffer.from(v.buffer, v.byteOffset, v.byteLength);

/** The whole state: every typed array of the fast core byte by byte, its other fields, the view and the record. */
export function snapshot(m: AnyMatch): State {
  const arrays = new Map<string, Buffer>();
  const fields: Record<string, unknown> = {};
  for (const [k, v] of stateEntries(m.game)) {
    if (ArrayBuffer.isView(v)) arrays.set(k, Buffer.from(bytesOf(v)));
    else fields[k] = v;
  }
  return {
    arrays,
    roots: bytesOf(roots(m.game.parent)),
    events: [...(m.game.events ?? [])],
    fields: JSON.stringify(fields),
    outside: JSON.stringify([m.view(), m.toRecord()]),
  };
}

/**
 * Names of what differs between a snapshot and the match now (empty: identical). The view and
 * the record are functions of the core and the frozen setup, so `outside: false` may skip them.
 * `parent` may differ by path compression alone: then the partition it encodes is compared.
 */
export function differences(before: State, m: AnyMatch, outside = true): string[] {
  const out: string[] = [];
  const fields: Record<string, unknown> = {};
  for (const [k, v] of stateEntries(m.game)) {
    if (!ArrayBuffer.isView(v)) fields[k] = v;
    else if (
      !bytesOf(v).equals(before.arrays.get(k)!) &&
      (k !== 'parent' || !bytesOf(roots(v as Int16Array)).equals(before.roots))
    )
      out.push(k);
  }
  const events = m.game.events ?? [];
  if (events.length !== before.events.length || events.some((e, i) => e !== before.events[i]))
    out.push('events');
  const now = JSON.stringify(fields);
  if (now !== before.fields) {
    const fa = JSON.parse(before.fields) as Record<string, unknown>;
    const fb = JSON.parse(now) as Record<string, unknown>;
    for (const k of Object.keys(fa)) if (JSON.stringify(fa[k]) !== JSON.stringify(fb[k])) out.push(k);
  }
  if (outside && JSON.stringify([m.view(), m.toRecord()]) !== before.outside) out.push('view or record');
  return out;
}

export const PROTOTYPE_NAMES = [
  'toString',
  'constructor',
  'valueOf',
  '__proto__',
  'hasOwnProperty',
  'isPrototypeOf',
  'toLocaleString',
  '__defineGetter__',
];

const JUNK: readonly unknown[] = [
  ...PROTOTYPE_NAMES,
  null,
  undefined,
  NaN,
  Infinity,
  -Infinity,
  1e300,
  -1e300,
  2 ** 53,
  2 ** 31,
  -(2 ** 31),
  -0,
  0.5,
  1,
  -1,
  45,
  360,
  -90,
  '90',
  '0',
  '1',
  '',
  ' ',
  'N ',
  'n',
  'C',
  'NE',
  'NNE',
  'X',
  'U',
  'place',
  'gate',
  'tower',
  'garbage\u0000\n"',
  'é'.repeat(60),
  true,
  false,
  [],
  [0],
  {},
  { x: 0, y: 0, side: 'N' },
  Symbol('junk'),
  () => 0,
  10n,
  new Number(90),
  new String('N'),
];

function pick<T>(list: readonly T[], rng: Mulberry32): T {
  return list[rng.int(list.length)]!;
}

function throwingProxy(): object {
  const fail = () => {
    throw new Error('trap');
  };
  return new Proxy(
    {},
    { ownKeys: fail, get: fail, getOwnPropertyDescriptor: fail, has: fail, getPrototypeOf: fail },
  );
}

function revokedProxy(): object {
  const p = Proxy.revocable({}, {});
  p.revoke();
  return p.proxy;
}

/** A move of the other game (or of another phase), well-formed. */
function foreignMove(rng: Mulberry32): Move {
  switch (rng.int(4)) {
    case 0:
      return { type: 'gate', x: 0, y: 0, side: pick(SIDES, rng) };
    case 1:
      return { type: 'wall', x: rng.int(3) - 1, y: 0, side: pick(SIDES, rng), guard: rng.int(2) === 0 };
    case 2:
      return { type: 'tower', at: rng.int(2) ? null : { x: 0, y: 0, side: 'N' } };
    default:
      return { type: 'place', tile: pick(['C15', 'U', 'WinA', 'D'], rng), x: 1, y: 0, rotation: 90 };
  }
}

/** Paths of the fields of a move: top-level names, and `at.*` for a tower on an edge. */
function paths(move: Record<string, unknown>): string[][] {
  const out = Object.keys(move).map((k) => [k]);
  const at = move.at;
  if (typeof at === 'object' && at !== null) for (const k of Object.keys(at)) out.push(['at', k]);
  return out;
}

function copyMove(move: Move): Record<string, unknown> {
  return structuredClone(move) as unknown as Record<string, unknown>;
}

/** One hostile candidate built from the legal moves of the position. */
export function hostileMove(legal: readonly Move[], rng: Mulberry32): unknown {
  const base = legal.length ? pick(legal, rng) : foreignMove(rng);
  const m = copyMove(base);
  const choice = rng.int(16);
  switch (choice) {
    case 0:
      return pick(JUNK, rng);
    case 1:
    case 2:
    case 3:
    case 4: {
      // One field (or a field of the tower's edge) set to junk.
      const path = pick(paths(m), rng);
      const holder = (path.length === 2 ? m[path[0]!] : m) as Record<string, unknown>;
      holder[path.at(-1)!] = pick(JUNK, rng);
      return m;
    }
    case 5: {
      const path = pick(paths(m), rng);
      const holder = (path.length === 2 ? m[path[0]!] : m) as Record<string, unknown>;
      delete holder[path.at(-1)!];
      return m;
    }
    case 6: {
      // An extra own field, prototype names included (defineProperty makes "__proto__" an own key).
      const name = pick([...PROTOTYPE_NAMES, 'extra', 'follower', 'guard', 'at', 'tile', 'side'], rng);
      if (Object.hasOwn(m, name)) Object.defineProperty(m, `${name}2`, { value: 1, enumerable: true });
      else
        Object.defineProperty(m, name, {
          value: pick(JUNK, rng),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      return m;
    }
    case 7: {
      // A follower (or side) named like a member of Object.prototype.
      const name = pick(PROTOTYPE_NAMES, rng);
      if (m.type === 'place') m.follower = name;
      else if (m.type === 'tower' && m.at) (m.at as Record<string, unknown>).side = name;
      else if (m.type !== 'tower') m.side = name;
      else m.at = name;
      return m;
    }
    case 8: {
      const k = rng.int(5);
      if (k === 0) (m as Record<symbol, unknown>)[Symbol('extra')] = 1;
      else if (k === 1) m[pick(Object.keys(m), rng)] = Symbol('value');
      else if (k === 2) {
        const key = pick(Object.keys(m), rng);
        Object.defineProperty(m, key, {
          get() {
            throw new Error('getter');
          },
          enumerable: true,
        });
      } else if (k === 3) {
        // A getter that answers with the legal value: still not plain data.
        const key = pick(Object.keys(m), rng);
        const value = m[key];
        Object.defineProperty(m, key, { get: () => value, enumerable: true });
      } else return Object.create(m) as object;
      return m;
    }
    case 9:
      return pick([throwingProxy(), revokedProxy(), [m], [formatMove(base)], Object.assign([], m)], rng);
    case 10:
      return foreignMove(rng);
    case 11:
      return formatMove(foreignMove(rng));
    case 12: {
      // The legal move's string with one character changed, or with something appended.
      const s = formatMove(base);
      const j = rng.int(s.length);
      const c = pick(
        ['0', 'N', 'E', '-', '9', ' ', ',', 'r', 'C', '@', 'x', '\u0000', '9999999999999999999999'],
        rng,
      );
      return rng.int(3) === 0
        ? `${s}${pick([' ', ' N', ' toString', ' guard', 'x', '\n'], rng)}`
        : s.slice(0, j) + c + s.slice(j + 1);
    }
    case 13: {
      // Prototype names where the grammar takes words.
      const name = pick(PROTOTYPE_NAMES, rng);
      const s = formatMove(base);
      return pick(
        [`${name}@0,1r0`, `${s.split(' ')[0]} ${name}`, `gate 0,0,${name}`, `tower ${name}`, name],
        rng,
      );
    }
    case 14: {
      // The right type with the other type's fields.
      const other = foreignMove(rng) as unknown as Record<string, unknown>;
      return { ...other, type: m.type };
    }
    default: {
      // Numbers just out of form: fractions, huge, the wrong type.
      const numeric = paths(m).filter(
        (p) => typeof (p.length === 2 ? (m.at as Record<string, unknown>)[p[1]!] : m[p[0]!]) === 'number',
      );
      if (!numeric.length) return { ...m, type: pick(['Place', ' place', 'PLACE', 'move', ''], rng) };
      const path = pick(numeric, rng);
      const holder = (path.length === 2 ? m[path[0]!] : m) as Record<string, unknown>;
      const v = holder[path.at(-1)!] as number;
      holder[path.at(-1)!] = pick(
        [v + 0.5, v * 1e20, String(v), -v || NaN, v + 2 ** 32, [v], { valueOf: () => v }],
        rng,
      );
      return m;
    }
  }
}

/** A short description of a candidate for failure messages. */
export function show(v: unknown): string {
  try {
    if (typeof v === 'symbol' || typeof v === 'function' || typeof v === 'bigint') return typeof v;
    return JSON.stringify(v) ?? String(v);
  } catch {
    return '(unprintable)';
  }
}
