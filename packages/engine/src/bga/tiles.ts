import { portIndex, portName, type Port } from '../core/ports.js';

/**
 * Board Game Arena's base tiles as its game logs name them (docs/bga.md): the log's tile
 * `type` (1–24), the tile of ours it is, how BGA's picture of it is turned against our
 * canonical orientation, and where each follower position `pos` lies on BGA's picture.
 */
export interface BgaTile {
  readonly type: number;
  readonly id: string;
  /** Quarter turns clockwise from our canonical orientation to BGA's picture at `ori` 1. */
  readonly turn: number;
  /** Follower position → a port of the segment it names, on BGA's picture (`ori` 1). */
  readonly positions: Readonly<Record<number, Port>>;
}

const road4: Readonly<Record<number, Port>> = { 1: 'S', 2: 'N', 3: 'SSW', 4: 'SSE' };
const cityPair: Readonly<Record<number, Port>> = { 1: 'N', 2: 'E' };
const cornerRoad: Readonly<Record<number, Port>> = { 1: 'E', 2: 'N', 3: 'ENE', 4: 'ESE' };
const bridge: Readonly<Record<number, Port>> = { 1: 'E', 2: 'N', 3: 'S' };
const threeCity: Readonly<Record<number, Port>> = { 1: 'N', 2: 'S' };

/** Indexed by BGA's tile type. */
export const BGA_TILES: readonly BgaTile[] = [
  { type: 1, id: 'T', turn: 0, positions: road4 },
  { type: 2, id: 'S', turn: 0, positions: road4 },
  { type: 3, id: 'N', turn: 3, positions: cityPair },
  { type: 4, id: 'M', turn: 3, positions: cityPair },
  { type: 5, id: 'P', turn: 0, positions: cornerRoad },
  { type: 6, id: 'O', turn: 0, positions: cornerRoad },
  { type: 7, id: 'G', turn: 0, positions: bridge },
  { type: 8, id: 'F', turn: 0, positions: bridge },
  { type: 9, id: 'I', turn: 3, positions: { 1: 'N', 2: 'W', 3: 'E' } },
  { type: 10, id: 'H', turn: 1, positions: { 1: 'N', 2: 'S', 3: 'E' } },
  { type: 11, id: 'E', turn: 0, positions: { 1: 'N', 2: 'S' } },
  { type: 12, id: 'K', turn: 0, positions: { 1: 'S', 2: 'N', 3: 'E', 4: 'SSW' } },
  { type: 13, id: 'J', turn: 0, positions: { 1: 'E', 2: 'N', 3: 'W', 4: 'ESE' } },
  { type: 14, id: 'L', turn: 0, positions: { 1: 'W', 2: 'E', 3: 'S', 4: 'N', 5: 'ENE', 6: 'SSW', 7: 'ESE' } },
  { type: 15, id: 'D', turn: 0, positions: cornerRoad },
  { type: 16, id: 'U', turn: 0, positions: { 1: 'N', 3: 'W', 4: 'E' } },
  { type: 17, id: 'V', turn: 0, positions: { 1: 'W', 2: 'N', 3: 'SSW' } },
  { type: 18, id: 'W', turn: 0, positions: { 1: 'W', 2: 'E', 3: 'S', 4: 'N', 5: 'SSW', 6: 'ESE' } },
  {
    type: 19,
    id: 'X',
    turn: 0,
    positions: { 1: 'W', 2: 'E', 3: 'S', 4: 'N', 5: 'NNW', 6: 'NNE', 7: 'SSE', 8: 'SSW' },
  },
  { type: 20, id: 'B', turn: 0, positions: { 1: 'C', 2: 'N' } },
  { type: 21, id: 'A', turn: 0, positions: { 1: 'C', 2: 'S', 3: 'N' } },
  { type: 22, id: 'C', turn: 0, positions: { 1: 'N' } },
  { type: 23, id: 'R', turn: 0, positions: threeCity },
  { type: 24, id: 'Q', turn: 0, positions: threeCity },
];

/** BGA's start tile type (the tile at (0,0) before the first turn). */
export const BGA_START_TYPE = 15;

/** A port turned `quarterTurns` clockwise (the centre stays). */
export function turnPort(port: Port, quarterTurns: number): Port {
  if (port === 'C') return port;
  return portName((portIndex(port) + 3 * (((quarterTurns % 4) + 4) % 4)) % 12);
}

/** The tile of a BGA tile type, or undefined. */
export function bgaTile(type: number): BgaTile | undefined {
  return Number.isInteger(type) && type >= 1 && type <= BGA_TILES.length ? BGA_TILES[type - 1] : undefined;
}

/** The BGA type of one of our base tiles, or undefined. */
export function bgaTypeOf(id: string): BgaTile | undefined {
  return BGA_TILES.find((t) => t.id === id);
}
