import type { BoardCore } from './board.js';
import { ROTATIONS, type Port, type Rotation } from './ports.js';
import { kindName, MAX_SEGMENTS, segmentPort } from './tile-compile.js';

/**
 * Player aids (rules-neutral reading of a position, docs/rules.md "Player aids"): what is still
 * to come, which open squares can still be filled and by what, the final tally as if the game
 * ended now, and who holds each feature. Everything here follows from the public view alone:
 * the counts are what every player may know, never the order of the tiles.
 */
export interface Aids {
  /** How many of each tile are still to come (The City: over all three stacks together). */
  readonly remaining: Readonly<Record<string, number>>;
  /** Every open square (empty, next to a tile, allowed by the rules), with what can still go there. */
  readonly squares: readonly SquareFits[];
  /** The open squares no remaining tile fits in any rotation. */
  readonly dead: readonly Square[];
  /** Each player's score if the game ended now (the final scoring applied to this position). */
  readonly projected: readonly number[];
  /** Every feature with a follower on it: its kind, its owners, and its segments on the board. */
  readonly owners: readonly FeatureOwners[];
}

export interface Square {
  readonly x: number;
  readonly y: number;
}

/** One remaining tile that fits a square, with its legal rotations (symmetric duplicates left out). */
export interface TileFit {
  readonly tile: string;
  readonly rotations: readonly Rotation[];
}

export interface SquareFits extends Square {
  /** Empty when the square is dead. */
  readonly tiles: readonly TileFit[];
}

/** A segment of a feature: the tile's square and one board port of the segment. */
export interface SegmentSpot extends Square {
  readonly port: Port;
}

export interface FeatureOwners {
  readonly kind: string;
  /** The players with the most followers there (ties: all of them), in seat order. */
  readonly owners: readonly number[];
  readonly segments: readonly SegmentSpot[];
}

/** What a game's core gives the shared aids: the board, and its own rules for squares and weights. */
export interface AidsSource {
  readonly board: BoardCore;
  /** A copy of the board to compute on (the position and its legal moves are left alone). */
  readonly copy: () => BoardCore;
  /** How much follower `i` (index in the board's follower list) counts towards a majority. */
  readonly weight: (i: number) => number;
  /** The projected final scores (computed on a copy: the position is left alone). */
  readonly projected: () => readonly number[];
  /** Tiles nobody has seen, per type, where more than the stack is hidden (hands); else the stack's. */
  readonly unseen?: () => number[];
  /** More features held by other pieces than followers (Abbey & Mayor's barns), each feature's root with its owners. */
  readonly held?: () => readonly { readonly root: number; readonly owners: readonly number[] }[];
}

/** The aids of a position, from a game's core. */
export function aidsOf(source: AidsSource): Aids {
  const board = source.board;
  const counts = source.unseen?.() ?? board.remainingCounts();
  const remaining: Record<string, number> = {};
  for (let t = 0; t < counts.length; t++) if (counts[t]! > 0) remaining[board.types[t]!.id] = counts[t]!;
  const squares = squareFits(source, counts);
  return {
    remaining,
    squares,
    dead: squares.filter((s) => s.tiles.length === 0).map((s) => ({ x: s.x, y: s.y })),
    projected: source.projected(),
    owners: featureOwners(source),
  };
}

/**
 * For every open square, the remaining tile types that fit it and in which rotations: each
 * type's legal placements as the game computes them for a tile in hand (on a copy of the board,
 * so the position and its legal moves are left alone).
 */
function squareFits(source: AidsSource, counts: readonly number[]): SquareFits[] {
  const board = source.board;
  const scratch = source.copy();
  const open: number[] = [];
  for (let i = 0; i < board.frontierCount; i++) {
    const cell = board.frontier[i]!;
    if (board.squareOpen(cell)) open.push(cell);
  }
  open.sort((a, b) => board.yOf(a) - board.yOf(b) || board.xOf(a) - board.xOf(b));
  const fits = new Map<number, TileFit[]>(open.map((cell) => [cell, []]));
  for (let t = 0; t < counts.length; t++) {
    if (counts[t] === 0) continue;
    const symmetry = board.types[t]!.rotClass;
    scratch.computeLegal(t);
    const byCell = new Map<number, Rotation[]>();
    for (let i = 0; i < scratch.legalCount; i++) {
      const code = scratch.legal[i]!;
      const turns = code & 3;
      if (symmetry[turns] !== turns) continue;
      const list = byCell.get(code >> 2) ?? [];
      list.push(ROTATIONS[turns]!);
      byCell.set(code >> 2, list);
    }
    for (const [cell, rotations] of byCell)
      fits.get(cell)?.push({ tile: board.types[t]!.id, rotations: rotations.sort((a, b) => a - b) });
  }
  return open.map((cell) => ({ x: board.xOf(cell), y: board.yOf(cell), tiles: fits.get(cell) ?? [] }));
}

/** Every feature with a follower on it, with its owners (weighted majority) and its segments. */
function featureOwners(source: AidsSource): FeatureOwners[] {
  const board = source.board;
  const weights = new Map<number, number[]>();
  for (let i = 0; i < board.followerCount; i++) {
    const root = board.find(board.followerNode[i]!);
    const w = weights.get(root) ?? new Array<number>(board.nPlayers).fill(0);
    w[board.followerOwner[i]!]! += source.weight(i);
    weights.set(root, w);
  }
  const held = new Map((source.held?.() ?? []).map((h) => [h.root, h.owners]));
  for (const root of held.keys()) if (!weights.has(root)) weights.set(root, []);
  const out: FeatureOwners[] = [];
  for (const [root, w] of weights) {
    const max = Math.max(0, ...w);
    const owners = held.get(root) ?? w.flatMap((v, player) => (v === max ? [player] : []));
    if (owners.length === 0 || (!held.has(root) && max <= 0)) continue;
    const segments: SegmentSpot[] = [];
    let node = root;
    do {
      const p = (node / MAX_SEGMENTS) | 0;
      const cell = board.placedCell[p]!;
      segments.push({
        x: board.xOf(cell),
        y: board.yOf(cell),
        port: segmentPort(board.types[board.placedType[p]!]!, board.placedRotation[p]!, node % MAX_SEGMENTS),
      });
      node = board.nextMember[node]!;
    } while (node !== root);
    segments.sort((a, b) => a.y - b.y || a.x - b.x || a.port.localeCompare(b.port));
    out.push({ kind: kindName(board.nodeKind[root]!), owners, segments });
  }
  return out.sort(
    (a, b) =>
      (a.segments[0]?.y ?? 0) - (b.segments[0]?.y ?? 0) || (a.segments[0]?.x ?? 0) - (b.segments[0]?.x ?? 0),
  );
}
