/**
 * Ports name places on a tile (notation.md): twelve side ports clockwise from the
 * north-west half, then the centre. Index arithmetic on this order is what makes
 * rotation and edge matching a table lookup.
 */
export const SIDE_PORTS = [
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
] as const;
export const PORTS = [...SIDE_PORTS, 'C'] as const;
export type Port = (typeof PORTS)[number];
export const SIDES = ['N', 'E', 'S', 'W'] as const;
export type Side = (typeof SIDES)[number];
export const CENTRE = 12;

/** A Map, so that names like "toString" or "__proto__" find nothing. */
const PORT_INDEX: ReadonlyMap<string, number> = new Map(PORTS.map((p, i) => [p, i]));

/** Index of a port name (-1 for anything else). */
export function portIndex(name: string): number {
  return PORT_INDEX.get(name) ?? -1;
}

export function isPortName(name: string): name is Port {
  return PORT_INDEX.has(name);
}

export function portName(i: number): Port {
  const p = PORTS[i];
  if (p === undefined) throw new RangeError(`no port ${i}`);
  return p;
}

/** The port on the neighbouring tile that touches side port `p` (N side meets S side). */
export const FACING: readonly number[] = SIDE_PORTS.map((_, p) => {
  const side = Math.floor(p / 3);
  const k = p % 3;
  return 3 * ((side + 2) % 4) + (2 - k);
});

/** Square offsets per side: north is y-1 (y grows south). */
export const DX = [0, 1, 0, -1] as const;
export const DY = [-1, 0, 1, 0] as const;

export type Rotation = 0 | 90 | 180 | 270;
export const ROTATIONS: readonly Rotation[] = [0, 90, 180, 270];

/** Canonical port index shown at board port `board` when the tile is turned r quarter turns. */
export function canonicalPort(board: number, quarterTurns: number): number {
  if (board === CENTRE) return CENTRE;
  return (board - 3 * quarterTurns + 24) % 12;
}
