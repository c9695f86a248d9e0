/**
 * The scoring oracle's tiles (`oracle.ts`): the ports and their rotation worked out from
 * docs/notation.md, and the tile shapes parsed from the text of the tile tables' source files
 * (the format of docs/tiles.md) — nothing taken from the engine's compiled tiles.
 */
import { readFileSync } from 'node:fs';

// ---- ports and geometry (docs/notation.md) ---------------------------------------------------

/** The twelve side ports clockwise from the north-west half, then the centre. */
export const PORT_NAMES = [
  'NNW',
  'N',
  'NNE',
  'ENE',
  'E',
  'ESE',
  'SSE',
  'S',
  'SSW',
  'WSW',
  'W',
  'WNW',
  'C',
] as const;
export const CENTRE = 12;
/** Square offsets of the sides N, E, S, W (y grows south). */
export const SIDE_DX = [0, 1, 0, -1] as const;
export const SIDE_DY = [-1, 0, 1, 0] as const;

export function portIndexOf(name: string): number {
  return (PORT_NAMES as readonly string[]).indexOf(name);
}

/** The board port a canonical port shows when the tile is turned `turns` quarter turns clockwise. */
export function toBoard(canonical: number, turns: number): number {
  return canonical === CENTRE ? CENTRE : (canonical + 3 * turns) % 12;
}

/** The canonical port shown at board port `board`. */
export function toCanonical(board: number, turns: number): number {
  return board === CENTRE ? CENTRE : (board - 3 * turns + 12) % 12;
}

/** The port of the neighbouring tile that touches side port `p` (the mirror image across the edge). */
export function facing(p: number): number {
  const side = Math.floor(p / 3);
  const k = p % 3;
  return 3 * ((side + 2) % 4) + (2 - k);
}

// ---- tile shapes ---------------------------------------------------------------------------

export type Kind = 'city' | 'road' | 'field' | 'monastery' | 'river';
export const GOOD_NAMES = ['wine', 'grain', 'cloth'] as const;
export type GoodName = (typeof GOOD_NAMES)[number];

export interface Segment {
  readonly kind: Kind;
  /** Canonical port indices (0–11 sides, 12 centre). */
  readonly ports: readonly number[];
  /** Coats of arms on the segment (`*` each: Abbey & Mayor's AmA has two). */
  readonly shield: number;
  readonly inn: boolean;
  readonly cathedral: boolean;
  /** The Princess & the Dragon: the princess stands in this city (PD5). */
  readonly princess: boolean;
  readonly goods: readonly GoodName[];
  /** Fields: the city segments of the same tile this field touches. */
  readonly touches: readonly number[];
}

export interface Shape {
  readonly id: string;
  readonly count: number;
  readonly segments: readonly Segment[];
  /** Canonical port → segment index (-1: no segment owns it). */
  readonly portSegment: readonly number[];
}

const KINDS: readonly Kind[] = ['city', 'road', 'field', 'monastery', 'river'];

/** Parse one tile's text, e.g. `city* [N] [W] | road+inn E S | field ENE SSW >0 | field ESE SSE`. */
export function parseShape(id: string, count: number, text: string): Shape {
  const segments = text.split('|').map((part): Segment => {
    const words = part.trim().split(/\s+/);
    const head = words[0] ?? '';
    const [kindWord = '', ...attributes] = head.split('+');
    const shield = kindWord.split('*').length - 1;
    const kind = kindWord.replaceAll('*', '') as Kind;
    if (!KINDS.includes(kind)) throw new Error(`${id}: unknown segment kind "${kindWord}"`);
    const ports: number[] = [];
    const touches: number[] = [];
    for (const w of words.slice(1)) {
      const side = /^\[([NESW])\]$/.exec(w);
      if (side) {
        const s = 'NESW'.indexOf(side[1] ?? '');
        ports.push(3 * s, 3 * s + 1, 3 * s + 2);
      } else if (/^>?\d+$/.test(w)) {
        touches.push(Number(w.replace('>', '')));
      } else {
        const p = portIndexOf(w);
        if (p < 0) throw new Error(`${id}: unknown port "${w}"`);
        ports.push(p);
      }
    }
    for (const a of attributes)
      if (!['inn', 'cathedral', 'princess', ...GOOD_NAMES].includes(a))
        throw new Error(`${id}: unknown attribute ${a}`);
    return {
      kind,
      ports,
      shield,
      inn: attributes.includes('inn'),
      cathedral: attributes.includes('cathedral'),
      princess: attributes.includes('princess'),
      goods: GOOD_NAMES.filter((g) => attributes.includes(g)),
      touches,
    };
  });
  const portSegment: number[] = new Array<number>(13).fill(-1);
  segments.forEach((seg, s) => {
    for (const p of seg.ports) {
      if (portSegment[p] !== -1) throw new Error(`${id}: port ${PORT_NAMES[p]} owned twice`);
      portSegment[p] = s;
    }
  });
  for (let p = 0; p < 12; p++)
    if (portSegment[p] === -1) throw new Error(`${id}: port ${PORT_NAMES[p]} unowned`);
  segments.forEach((seg) => {
    for (const t of seg.touches)
      if (segments[t]?.kind !== 'city') throw new Error(`${id}: a field touches segment ${t}, no city`);
  });
  return { id, count, segments, portSegment };
}

/**
 * Every tile shape of the base game, the Winter Edition and the three expansions, by id: the
 * `tile(id, count, 'text')` rows read as text out of the engine's tile tables and parsed here.
 */
export function loadShapes(): Map<string, Shape> {
  const dir = new URL('../../src/carcassonne/tiles/', import.meta.url);
  const read = (file: string): Shape[] => {
    const src = readFileSync(new URL(file, dir), 'utf8');
    const constants = new Map<string, string>();
    for (const m of src.matchAll(/const\s+([A-Z_]+)\s*=\s*'([^']*)'/g)) constants.set(m[1]!, m[2]!);
    const out: Shape[] = [];
    for (const m of src.matchAll(/\btile\(\s*(?:'([^']*)'|([A-Z_]+))\s*,\s*(\d+)\s*,\s*'([^']*)'/g)) {
      const id = m[1] ?? constants.get(m[2] ?? '');
      if (id === undefined) throw new Error(`${file}: unknown constant ${m[2]}`);
      out.push(parseShape(id, Number(m[3]), m[4]!));
    }
    return out;
  };
  const base = read('base.ts');
  const byId = new Map<string, Shape>();
  const add = (s: Shape) => {
    if (byId.has(s.id)) throw new Error(`tile ${s.id} twice`);
    byId.set(s.id, s);
  };
  const total = (list: readonly Shape[]) => list.reduce((n, s) => n + s.count, 0);
  const expect = (name: string, list: readonly Shape[], n: number) => {
    if (total(list) !== n) throw new Error(`${name}: ${total(list)} tiles, tiles.md says ${n}`);
  };
  expect('base', base, 72);
  for (const s of base) add(s);
  // Winter (tiles.md): WinA…WinX have the base shapes; the animal tiles are 1 each, some as a base shape.
  const winter = base.map((s) => ({ ...s, id: `Win${s.id}` }));
  const winterSrc = readFileSync(new URL('winter.ts', dir), 'utf8');
  for (const m of winterSrc.matchAll(/\bas\(\s*'([^']*)'\s*,\s*'([^']*)'\s*\)/g)) {
    const shape = byId.get(m[2]!);
    if (!shape) throw new Error(`winter: no base shape ${m[2]}`);
    winter.push({ ...shape, id: m[1]!, count: 1 });
  }
  winter.push(...read('winter.ts'));
  expect('winter', winter, 84);
  for (const s of winter) add(s);
  for (const [file, n] of [
    ['inns-cathedrals.ts', 18],
    ['traders-builders.ts', 24],
    ['river.ts', 12],
    ['abbey-mayor.ts', 12],
    ['princess-dragon.ts', 30],
  ] as const) {
    const list = read(file);
    expect(file, list, n);
    for (const s of list) add(s);
  }
  return byId;
}
