import { SIDES, type Port, type Rotation, type Side } from '../core/ports.js';
import type { BaseView } from '../core/view.js';
import type { CityKindName } from './compile.js';
import type { CityGame, CityPhase } from './game.js';
import type { CityPlayer } from './setup.js';

export interface CityEdge {
  readonly x: number;
  readonly y: number;
  readonly side: Side;
}
export interface CityPlacedTile {
  readonly x: number;
  readonly y: number;
  readonly rotation: Rotation;
  readonly tile: string;
}
export interface CityFollower {
  readonly x: number;
  readonly y: number;
  readonly port: Port;
  readonly kind: CityKindName;
  readonly player: number;
}
export interface CityWallElement extends CityEdge {
  /** `closure`: walled at the end of the game (B5.1). */
  readonly kind: 'gate' | 'wall' | 'closure';
  /** Seat of the guard on it, if any. */
  readonly guard?: number;
}
export interface CityTower extends CityEdge {
  /** The wall element the tower stands beside, and on which end of it (walk order). */
  readonly end: 'before' | 'after';
  readonly player: number;
}

/** What any player may see: everything but the order of the remaining tiles. */
export interface CityPlayerView extends BaseView {
  readonly game: 'the-city';
  readonly preset: 'the-city';
  readonly players: readonly CityPlayer[];
  readonly actor: number;
  readonly phase: CityPhase;
  /**
   * The current stack (1–3) in the book's sense: the one this turn's draw began in. It moves on
   * at the end of the turn in which a stack's last tile is drawn (B4.1), so a replacement for a
   * discarded last tile may come from the next stack while this still names the old one.
   */
  readonly stack: number;
  readonly board: readonly CityPlacedTile[];
  readonly followers: readonly CityFollower[];
  /** Wall in walk order from the head end to the tail end, then closure pieces. */
  readonly wall: readonly CityWallElement[];
  readonly towers: readonly CityTower[];
  readonly towersLeft: readonly number[];
  readonly wallSupply: number;
  /** Open stretch of the wall (null before the gate). */
  readonly openStretch: number | null;
  /**
   * How many of each tile id are still to come, over all three stacks together (table order; ids
   * with none left omitted). The stacks are dealt face down: which stack holds which unseen tile
   * is never shown, only each stack's size (`stacksLeft`).
   */
  readonly remaining: Readonly<Record<string, number>>;
  /** Tiles still to come in stacks 1, 2 and 3. */
  readonly stacksLeft: readonly [number, number, number];
  /** Sizes of stacks 1, 2 and 3 (public). */
  readonly stacks: readonly [number, number, number];
}

/** The wall as views show it: from the head end to the tail end, then the closure pieces; the towers beside it. */
export function wallView(g: CityGame): { wall: CityWallElement[]; towers: CityTower[] } {
  const edge = (e: number): CityEdge => ({ x: g.xOf(e >> 2), y: g.yOf(e >> 2), side: SIDES[e & 3]! });
  const wall: CityWallElement[] = [];
  const towers: CityTower[] = [];
  const w = g.wall;
  if (w.hasGate) {
    for (let k = w.head; k <= w.tail; k++) {
      const e = w.sequence[k]!;
      const guard = w.guardOn(e);
      wall.push({ ...edge(e), kind: w.markAt(e) === 2 ? 'gate' : 'wall', ...(guard >= 0 ? { guard } : {}) });
    }
    for (let b = w.head; b <= w.tail + 1; b++) {
      const o = w.towerAt[b]!;
      if (!o) continue;
      towers.push(
        b > w.tail
          ? { ...edge(w.sequence[b - 1]!), end: 'after', player: o - 1 }
          : { ...edge(w.sequence[b]!), end: 'before', player: o - 1 },
      );
    }
  }
  for (let p = 0; p < g.placedCount; p++) {
    for (let s = 0; s < 4; s++)
      if (w.markAt(g.placedCell[p]! * 4 + s) === 3)
        wall.push({ ...edge(g.placedCell[p]! * 4 + s), kind: 'closure' });
  }
  return { wall, towers };
}
