import { carve, empty } from '../core/carve.js';
import { attributeBit, MAX_SEGMENTS, SEGMENT_BITS, type TileSet } from '../core/tile-compile.js';
import { GOODS } from './goods.js';
import type { Figure } from '../core/notation.js';

/**
 * The expansions' pieces on a Carcassonne core, all in typed arrays (copied with the core):
 * Inns & Cathedrals' big follower (rules/inns-and-cathedrals.md A7: one per player, it counts two in a majority),
 * Traders & Builders' builder and pig (A9: one each per player) and the goods each player holds.
 *
 * A follower choice of the core (`followerOptions`, `finishTurn`) is `segment | figure << 4` (`SEGMENT_BITS`):
 * figure 0 a follower, 1 the big follower, 2 the builder, 3 the pig, 4 The Abbot's abbot
 * (rules/the-abbot.md), 5 the abbot's recall (no segment: the choice is `5 << 4`), 6 Abbey & Mayor's
 * mayor (rules/abbey-and-mayor.md AM3), 7 Abbey & Mayor's wagon (AM4), 8 Abbey & Mayor's barn (AM5:
 * its "segment" is the corner of the tile, 0–3 for NE SE SW NW: `barn.ts`).
 */
export const FIGURE_FOLLOWER = 0;
export const FIGURE_BIG = 1;
export const FIGURE_BUILDER = 2;
export const FIGURE_PIG = 3;
export const FIGURE_ABBOT = 4;
export const FIGURE_RECALL = 5;
export const FIGURE_MAYOR = 6;
export const FIGURE_WAGON = 7;
export const FIGURE_BARN = 8;
/** The choice that recalls the player's abbot (`followerOptions`). */
export const RECALL_CHOICE = FIGURE_RECALL << SEGMENT_BITS;
/** The notation's name of each figure code on a port (a follower has none; a recall is no figure). */
export const FIGURE_NAMES = [
  undefined,
  'big',
  'builder',
  'pig',
  'abbot',
  undefined,
  'mayor',
  'wagon',
] as const;
/** The figure code of a figure's name in notation (`FIGURES`); 0, a follower, without one. */
export const figureCode = (name: Figure | undefined): number =>
  name === undefined ? 0 : FIGURE_NAMES.indexOf(name);

export class Figures {
  /** Big followers in hand per player (1 with Inns & Cathedrals, else 0). */
  readonly bigSupply: Uint8Array;
  /** Per follower on the board (the core's follower slots): 2 for a big follower, else 1. */
  readonly weight: Uint8Array;
  /** The node each player's builder stands on, -1 in hand. */
  readonly builder: Int32Array;
  /** The node each player's pig stands on, -1 in hand. */
  readonly pig: Int32Array;
  /** The node each player's abbot stands on, -1 in hand (The Abbot; it is also a follower in the core's slots). */
  readonly abbot: Int32Array;
  /** The node each player's mayor stands on, -1 in hand (Abbey & Mayor; also a follower in the core's slots). */
  readonly mayor: Int32Array;
  /** The node each player's wagon stands on, -1 in hand (Abbey & Mayor AM4; also a follower in the core's slots). */
  readonly wagon: Int32Array;
  /**
   * Per player, the root of the feature whose scoring took their wagon off during play, while the
   * wagon's move on is still to be decided (AM4: `wagon.ts`); -1 none.
   */
  readonly wagonFrom: Int32Array;
  /** The field node each player's barn stands in, -1 in hand (Abbey & Mayor AM5; not a follower: `barn.ts`). */
  readonly barn: Int32Array;
  /** Where each player's barn stands: placement · 4 + corner (NE SE SW NW), -1 in hand. */
  readonly barnSpot: Int32Array;
  /** Abbey tiles in hand per player (1 with Abbey & Mayor until placed, else 0). */
  readonly abbeySupply: Uint8Array;
  /** Goods held, [player · 3 + good] (wine, grain, cloth). */
  readonly goods: Uint8Array;
  /**
   * Goods on a feature per node, summed at its root: one number per node holding a byte per
   * good (wine, grain, cloth from the lowest), so that joining two features is one addition.
   */
  readonly goodsAt: Uint32Array;
  /** Every array above (the goods of every node too), in one buffer: a copy is one copy. */
  readonly #bytes: Uint8Array;
  /** Traders & Builders is played. */
  readonly traders: boolean;
  /** Abbey & Mayor is played (the abbeys and the mayor). */
  readonly mayors: boolean;
  /** The goods of each tile type's segments (`segmentGoods`). */
  private readonly segGoods: Uint32Array;
  /** This turn is a builder's second tile (no third one follows). */
  secondTile = false;
  /** The tile just placed extended its player's builder's feature (a second tile follows). */
  earnedSecond = false;

  constructor(
    players: number,
    slots: number,
    nodes: number,
    readonly big: boolean,
    /** The Abbot is played. */
    readonly abbots: boolean,
    /** Traders & Builders: the tile set, whose segments' goods the game keeps; null without it. */
    goodsFrom: TileSet | null,
    /** Abbey & Mayor: the abbey's tile type, -1 without it (then no mayor either). */
    readonly abbeyType = -1,
  ) {
    this.traders = goodsFrom !== null;
    this.mayors = abbeyType >= 0;
    const a = carve({
      bigSupply: ['u8', players],
      weight: ['u8', slots],
      builder: ['i32', players],
      pig: ['i32', players],
      abbot: ['i32', players],
      mayor: ['i32', players],
      wagon: ['i32', players],
      wagonFrom: ['i32', players],
      barn: ['i32', players],
      barnSpot: ['i32', players],
      abbeySupply: ['u8', players],
      goods: ['u8', players * GOODS.length],
      goodsAt: ['u32', goodsFrom ? nodes : 0],
    });
    this.#bytes = new Uint8Array(a.bigSupply.buffer);
    this.bigSupply = a.bigSupply;
    this.weight = a.weight.fill(1);
    this.builder = a.builder.fill(-1);
    this.pig = a.pig.fill(-1);
    this.abbot = a.abbot.fill(-1);
    this.mayor = a.mayor.fill(-1);
    this.wagon = a.wagon.fill(-1);
    this.wagonFrom = a.wagonFrom.fill(-1);
    this.barn = a.barn.fill(-1);
    this.barnSpot = a.barnSpot.fill(-1);
    this.abbeySupply = a.abbeySupply;
    this.goods = a.goods;
    this.goodsAt = a.goodsAt;
    this.segGoods = goodsFrom
      ? segmentGoods(
          goodsFrom.types,
          GOODS.map((good) => attributeBit(goodsFrom, good)),
        )
      : empty('u32');
  }

  reset(): void {
    this.bigSupply.fill(this.big ? 1 : 0);
    this.weight.fill(1);
    this.builder.fill(-1);
    this.pig.fill(-1);
    this.abbot.fill(-1);
    this.mayor.fill(-1);
    this.wagon.fill(-1);
    this.wagonFrom.fill(-1);
    this.barn.fill(-1);
    this.barnSpot.fill(-1);
    this.abbeySupply.fill(this.abbeyType >= 0 ? 1 : 0);
    this.goods.fill(0);
    this.secondTile = false;
    this.earnedSecond = false;
  }

  copyFrom(src: Figures): void {
    // The goods of nodes not yet placed too: one copy of a few KB costs less than a call for each array.
    this.#bytes.set(src.#bytes);
    this.secondTile = src.secondTile;
    this.earnedSecond = src.earnedSecond;
  }

  /** The goods of a new tile's `count` segments (its type `type`) on the nodes from `base`. */
  initNodes(base: number, type: number, count: number): void {
    const from = type * MAX_SEGMENTS;
    for (let s = 0; s < count; s++) this.goodsAt[base + s] = this.segGoods[from + s]!;
  }

  absorb(into: number, from: number): void {
    this.goodsAt[into]! += this.goodsAt[from]!;
  }

  /** The goods of the city at `root` go to `player`; how many were there. */
  takeGoods(root: number, player: number): number {
    const packed = this.goodsAt[root]!;
    if (packed === 0) return 0;
    let n = 0;
    for (let k = 0; k < GOODS.length; k++) {
      const count = (packed >>> (8 * k)) & 0xff;
      n += count;
      this.goods[player * GOODS.length + k]! += count;
    }
    this.goodsAt[root] = 0;
    return n;
  }
}

/**
 * Per tile type and segment, [type · MAX_SEGMENTS + segment]: its goods packed as in
 * `Figures.goodsAt` (`goodBits`: the bits of wine, grain and cloth in `segFlags`).
 */
export function segmentGoods(
  types: readonly { readonly segCount: number; readonly segFlags: Uint16Array }[],
  goodBits: readonly number[],
): Uint32Array {
  const out = new Uint32Array(types.length * MAX_SEGMENTS);
  types.forEach((t, i) => {
    for (let s = 0; s < t.segCount; s++)
      for (let k = 0; k < goodBits.length; k++)
        if (t.segFlags[s]! & goodBits[k]!) out[i * MAX_SEGMENTS + s]! += 1 << (8 * k);
  });
  return out;
}

/**
 * A turn's history entry: (cell·4 + turns) << 6 | figure << 4 | segment + 1, where figures 4 and
 * up (The Abbot's and later) set bit 30 and figure 8 (the barn) bit 27, keeping their low two bits
 * at 4–5, so that the entries of games without them are as before (the pinned random games).
 * Placement codes stay far below bit 27 (a plane grid of the largest tile set is under 2^19 cells).
 */
const HIGH_FIGURE = 1 << 30;
const HIGHER_FIGURE = 1 << 27;
export const historyBits = (figure: number, seg: number): number =>
  ((figure & 3) << 4) | (figure & 4 ? HIGH_FIGURE : 0) | (figure & 8 ? HIGHER_FIGURE : 0) | (seg + 1);
/** The placement code (cell·4 + turns) of a history entry. */
export const historyCode = (entry: number): number => (entry & ~(HIGH_FIGURE | HIGHER_FIGURE)) >> 6;
/** The figure of a history entry. */
export const historyFigure = (entry: number): number =>
  ((entry >> 4) & 3) | (entry & HIGH_FIGURE ? 4 : 0) | (entry & HIGHER_FIGURE ? 8 : 0);
/** The segment of a history entry (-1: no piece on the tile). */
export const historySegment = (entry: number): number => (entry & 15) - 1;

/** Segment of a follower choice. */
export const choiceSegment = (choice: number): number => choice & ((1 << SEGMENT_BITS) - 1);
/** Figure of a follower choice. */
export const choiceFigure = (choice: number): number => choice >> SEGMENT_BITS;
/** The follower choice of a figure on a segment. */
export const followerChoice = (seg: number, figure: number): number => seg | (figure << SEGMENT_BITS);
