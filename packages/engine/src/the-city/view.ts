import { ROTATIONS, SIDES, type Port, type Rotation, type Side } from '../core/ports.js';
import { segmentPort } from '../core/tile-compile.js';
import { CITY_KIND_NAMES, MAXSEG, type CityKindName } from './compile.js';
import { WALL_SUPPLY } from './constants.js';
import type { CityPhase } from './game.js';
import type { CityMatch } from './match.js';
import type { CityPlayer } from './setup.js';
import { openStretch } from './geometry.js';
import { copyPlayers } from '../core/copies.js';

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
export interface CityPlayerView {
  readonly game: 'the-city';
  readonly preset: 'the-city';
  readonly players: readonly CityPlayer[];
  readonly current: number;
  readonly actor: number;
  readonly phase: CityPhase;
  readonly drawn: string | null;
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
  readonly scores: readonly number[];
  readonly supply: readonly number[];
  readonly towersLeft: readonly number[];
  readonly wallSupply: number;
  /** Open stretch of the wall (null before the gate). */
  readonly openStretch: number | null;
  /** Per stack (1, 2, 3): how many of each tile id are still to come in it (table order; ids with none left omitted). */
  readonly remaining: readonly Readonly<Record<string, number>>[];
  readonly tilesLeft: number;
  readonly discards: number;
  readonly moveCount: number;
  readonly finished: boolean;
  /** Sizes of stacks 1, 2 and 3 (public). */
  readonly stacks: readonly [number, number, number];
  /** Public history: every tile drawn so far in order (discards and the tile in hand included)… */
  readonly drawnTiles: readonly string[];
  /** …and every move played. With `remaining` this is all a player (or a bot) may know. */
  readonly moves: readonly string[];
}

export function cityView(match: CityMatch): CityPlayerView {
  const g = match.game;
  const edge = (e: number): CityEdge => ({ x: g.xOf(e >> 2), y: g.yOf(e >> 2), side: SIDES[e & 3]! });
  const board: CityPlacedTile[] = [];
  for (let p = 0; p < g.placedCount; p++) {
    const c = g.placedCell[p]!;
    board.push({ x: g.xOf(c), y: g.yOf(c), rotation: ROTATIONS[g.placedRotation[p]!]!, tile: g.types[g.placedType[p]!]!.id });
  }
  const followers: CityFollower[] = [];
  for (let i = 0; i < g.followerCount; i++) {
    const node = g.followerNode[i]!;
    const p = Math.floor(node / MAXSEG);
    const t = g.types[g.placedType[p]!]!;
    const c = g.placedCell[p]!;
    followers.push({
      x: g.xOf(c),
      y: g.yOf(c),
      port: segmentPort(t.base, g.placedRotation[p]!, node % MAXSEG),
      kind: CITY_KIND_NAMES[t.kind[node % MAXSEG]!]!,
      player: g.followerOwner[i]!,
    });
  }
  const wall: CityWallElement[] = [];
  const towers: CityTower[] = [];
  if (g.hasGate) {
    for (let k = g.head; k <= g.tail; k++) {
      const e = g.wallSequence[k]!;
      const guard = g.guardAt[e]!;
      wall.push({ ...edge(e), kind: g.wallMarks[e] === 2 ? 'gate' : 'wall', ...(guard >= 0 ? { guard } : {}) });
    }
    for (let b = g.head; b <= g.tail + 1; b++) {
      const o = g.towerAt[b]!;
      if (!o) continue;
      towers.push(b > g.tail ? { ...edge(g.wallSequence[b - 1]!), end: 'after', player: o - 1 } : { ...edge(g.wallSequence[b]!), end: 'before', player: o - 1 });
    }
  }
  for (let p = 0; p < g.placedCount; p++) {
    for (let s = 0; s < 4; s++) if (g.wallMarks[g.placedCell[p]! * 4 + s] === 3) wall.push({ ...edge(g.placedCell[p]! * 4 + s), kind: 'closure' });
  }
  // Counts per stack in the tile set's table order: nothing in the view follows the hidden draw order.
  const counts = [0, 1, 2].map(() => new Array<number>(g.types.length).fill(0));
  for (let i = g.bagPos; i < g.bag.length; i++) counts[g.stageOf(i) - 1]![g.bag[i]!]!++;
  const remaining = counts.map((perType) => Object.fromEntries(perType.flatMap((n, t) => (n > 0 ? [[g.types[t]!.id, n]] : []))));
  return {
    game: 'the-city',
    preset: 'the-city',
    players: copyPlayers(match.players),
    current: g.current,
    actor: g.actor,
    phase: g.phase,
    drawn: match.drawnTile,
    stack: g.stage,
    board,
    followers,
    wall,
    towers,
    scores: Array.from(g.scores),
    supply: Array.from(g.supply),
    towersLeft: Array.from(g.towers),
    wallSupply: WALL_SUPPLY - g.wallPieces,
    openStretch: g.hasGate && g.phase !== 'over' ? openStretch(g) : null,
    remaining,
    tilesLeft: g.bag.length - g.bagPos,
    discards: g.discards,
    moveCount: g.moveCount,
    finished: g.phase === 'over',
    stacks: [g.stacks[0], g.stacks[1], g.stacks[2]],
    drawnTiles: Array.from(g.bag.subarray(0, g.bagPos), (i) => g.types[i]!.id),
    moves: match.moves(),
  };
}
