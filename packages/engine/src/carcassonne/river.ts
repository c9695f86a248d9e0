import { err, passed, type Result } from '../core/result.js';
import { Mulberry32 } from '../core/rng.js';
import { K_RIVER, type TileSet, type TileType } from '../core/tile-compile.js';
import { RIVER_LAKE } from './tiles/river.js';

/**
 * The River (rules/the-river.md A8): which tiles are river tiles, the draw order that lays them first
 * (the lake last of them), and where a river tile may go — at the river's mouth, continuing it,
 * never turning the same way as the river tile before it.
 */

export function isRiverTile(t: TileType): boolean {
  for (let s = 0; s < t.segCount; s++) if (t.segKind[s] === K_RIVER) return true;
  return false;
}

/** Whether a tile set holds The River. */
export function hasRiver(set: Pick<TileSet, 'byId'>): boolean {
  return set.byId.has(RIVER_LAKE);
}

/** Per tile type and quarter turn, [type · 4 + turns]: the board sides the river crosses (bit per side N E S W). */
export function riverSides(types: readonly TileType[]): Uint8Array {
  const out = new Uint8Array(types.length * 4);
  for (const t of types) {
    for (let r = 0; r < 4; r++) {
      let sides = 0;
      for (let side = 0; side < 4; side++) {
        const seg = t.portSeg[r * 13 + 3 * side + 1]!;
        if (t.segKind[seg] === K_RIVER) sides |= 1 << side;
      }
      out[t.index * 4 + r] = sides;
    }
  }
  return out;
}

/** A river game's tile types: the river tiles but the spring and the lake, the lake, the rest (table order), and which types are river tiles. */
interface RiverParts {
  readonly river: readonly number[];
  readonly lake: number;
  readonly rest: readonly number[];
  readonly isRiver: Uint8Array;
}

const partsOf = new WeakMap<TileSet, RiverParts>();

function riverParts(set: TileSet): RiverParts {
  const known = partsOf.get(set);
  if (known) return known;
  const river: number[] = [];
  const rest: number[] = [];
  const start = set.start;
  const lake = set.byId.get(RIVER_LAKE)!.index;
  const isRiver = new Uint8Array(set.types.length);
  for (const t of set.types) {
    isRiver[t.index] = isRiverTile(t) ? 1 : 0;
    const into = isRiver[t.index] ? river : rest;
    for (let i = 0; i < t.count; i++) if (t !== start && t.index !== lake) into.push(t.index);
  }
  const parts = { river, lake, rest, isRiver };
  partsOf.set(set, parts);
  return parts;
}

/** Fisher–Yates from the top over `list[from..to)`, as `shuffleInPlace` shuffles a list of its own. */
function shuffleRange(list: number[], from: number, to: number, rng: Mulberry32): void {
  for (let i = to - from - 1; i >= 1; i--) {
    const j = from + rng.int(i + 1);
    const t = list[from + i]!;
    list[from + i] = list[j]!;
    list[j] = t;
  }
}

/**
 * The seeded draw order of a river game (notation.md): the river tiles but the spring and the
 * lake shuffled, then the other tiles shuffled with the same generator going on; the lake
 * between the two.
 */
export function riverTypes(set: TileSet, seed: string): number[] {
  const { river, lake, rest } = riverParts(set);
  const list = [...river, lake, ...rest];
  const rng = Mulberry32.fromSeed(seed);
  shuffleRange(list, 0, river.length, rng);
  shuffleRange(list, river.length + 1, list.length, rng);
  return list;
}

export function riverOrder(set: TileSet, seed: string): string[] {
  return riverTypes(set, seed).map((i) => set.types[i]!.id);
}

/** How many of a river game's draws are river tiles (its bag starts with them); 0 without The River. */
export function riverDraws(set: TileSet, bag: ArrayLike<number>): number {
  if (!hasRiver(set)) return 0;
  const { isRiver } = riverParts(set);
  let n = 0;
  while (n < bag.length && isRiver[bag[n]!] === 1) n++;
  return n;
}

/**
 * A river game's tiles list: the river tiles before every other tile, the lake the last of them,
 * and no other tile before the lake has closed the river.
 */
export function checkRiverOrder(set: TileSet, order: readonly string[]): Result<true> {
  let lakeAt = -1;
  for (const [i, id] of order.entries()) {
    const river = isRiverTile(set.byId.get(id)!);
    if (id === RIVER_LAKE) lakeAt = i;
    else if (river && lakeAt >= 0)
      return err('river-order', `tiles[${i}]: river tile ${id} comes after the lake, which ends the river`);
    else if (!river && lakeAt < 0)
      return err(
        'river-order',
        `tiles[${i}]: tile ${id} comes before the lake; the river tiles and then the lake are drawn first`,
      );
  }
  return passed;
}

/** Unseen tiles in a random order put in a river game's order (a bot's guess at the hidden order). */
export function riverFirst(set: TileSet, ids: readonly string[]): string[] {
  const river = ids.filter((id) => id !== RIVER_LAKE && isRiverTile(set.byId.get(id)!));
  const lake = ids.filter((id) => id === RIVER_LAKE);
  const rest = ids.filter((id) => set.byId.get(id) === undefined || !isRiverTile(set.byId.get(id)!));
  return [...river, ...lake, ...rest];
}

/** Where the river's water leaves the board: the empty square it flows into, and its side facing the water. */
export interface RiverMouth {
  /** The square, -1 when the river is closed (or the game has none). */
  cell: number;
  /** Its side (N E S W) facing the last river tile. */
  from: number;
  /** How the last river tile turned the water: 0 straight on, 1 right, 3 left. */
  turn: number;
}

export type RiverRefusal = 'river-broken' | 'river-u-turn';

/**
 * Why a tile (type `t`, quarter turns `r`) may not go on `cell` under The River's rules, or null.
 * `sides` are the river sides of `riverSides`; `empty(cell)` tells an empty square.
 */
export function riverRefusal(
  mouth: Readonly<RiverMouth>,
  sides: Uint8Array,
  t: number,
  r: number,
  cell: number,
  step: (cell: number, side: number) => number,
  empty: (cell: number) => boolean,
): RiverRefusal | null {
  const mask = sides[t * 4 + r]!;
  if (mask === 0) return cell === mouth.cell ? 'river-broken' : null;
  if (mouth.cell < 0 || cell !== mouth.cell || (mask & (1 << mouth.from)) === 0) return 'river-broken';
  const exit = mask & ~(1 << mouth.from);
  if (exit === 0) return null;
  const side = 31 - Math.clz32(exit);
  if (!empty(step(cell, side))) return 'river-broken';
  const turn = (side - ((mouth.from + 2) & 3) + 4) & 3;
  return turn !== 0 && turn === mouth.turn ? 'river-u-turn' : null;
}

/** The mouth after a river tile (type `t`, quarter turns `r`) went on `cell` (the spring, or at the mouth). */
export function advanceMouth(
  mouth: RiverMouth,
  sides: Uint8Array,
  t: number,
  r: number,
  cell: number,
  step: (cell: number, side: number) => number,
  empty: (cell: number) => boolean,
): void {
  const mask = sides[t * 4 + r]!;
  if (mask === 0) return;
  let exit = -1;
  for (let side = 0; side < 4; side++) if ((mask >> side) & 1 && empty(step(cell, side))) exit = side;
  if (exit < 0) {
    mouth.cell = -1;
    mouth.turn = 0;
    return;
  }
  const from = mask & ~(1 << exit);
  mouth.turn = from === 0 ? 0 : (exit - ((31 - Math.clz32(from) + 2) & 3) + 4) & 3;
  mouth.cell = step(cell, exit);
  mouth.from = (exit + 2) & 3;
}

/** The refusal in one sentence. */
export function riverSentence(refusal: RiverRefusal, tile: string): Result<true> {
  return refusal === 'river-u-turn'
    ? err(refusal, `tile ${tile} would turn the river the same way as the river tile before it (a U-turn)`)
    : err(
        refusal,
        `tile ${tile} must continue the river at its mouth, flowing on into an empty square (only river tiles go there)`,
      );
}
