/**
 * A legality oracle for Carcassonne with Inns & Cathedrals, Traders & Builders and The River:
 * every legal move for the tile in hand, worked out from the board and the pieces alone as the
 * scoring oracle (oracle.ts) replays them, following docs/rules.md A2 (placement, followers),
 * A7.3 (the big follower), A8 (the river) and A9.3/A9.5 (builder and pig).
 *
 * It is independent of the engine: edges are matched port by port on the shapes parsed from
 * the tile tables' text (oracle-tiles.ts), features are found by the scoring oracle's
 * breadth-first search, the river is followed square by square from the spring, and the
 * symmetric rotations of a tile are found by comparing its rotated segments. Nothing is taken
 * from the engine but the tile in hand and whose turn it is.
 */
import type { Oracle, Piece } from './oracle.js';
import { piecesAllowed } from './oracle-legal-princess.js';
import { barnCorners } from './oracle-barn.js';
import {
  CENTRE,
  facing,
  PORT_NAMES,
  portIndexOf,
  SIDE_DX,
  SIDE_DY,
  toBoard,
  toCanonical,
  type Shape,
} from './oracle-tiles.js';

export type Figure = 'big' | 'builder' | 'pig' | 'abbot' | 'mayor' | 'wagon';

export interface LegalMove {
  /** Abbey & Mayor: the abbey instead of the tile in hand (AM2). */
  readonly tile?: string;
  readonly x: number;
  readonly y: number;
  /** Degrees clockwise. */
  readonly rotation: number;
  readonly follower?: string;
  readonly figure?: Figure;
  /** The Abbot (AB4): the abbot comes back instead of a piece. */
  readonly recall?: boolean;
  /** The Princess & the Dragon: the fairy, princess or portal, keyed (oracle-legal-princess.ts). */
  readonly special?: string;
  /** Abbey & Mayor (AM5): the barn on this corner instead of a piece. */
  readonly barn?: string;
}

/** What the player to move holds (rules.md A1, A7.3, A9.3, A9.5). */
export interface Hand {
  readonly player: number;
  readonly tile: string;
  /** Followers in the supply. */
  readonly followers: number;
  readonly big: boolean;
  readonly builder: boolean;
  readonly pig: boolean;
  /** The Abbot: the abbot in hand, and on the board (AB2, AB4). */
  readonly abbot: boolean;
  readonly abbotOut: boolean;
  /** Abbey & Mayor: the mayor, the abbey tile and the wagon in hand (AM2, AM3, AM4). */
  readonly mayor: boolean;
  readonly abbey: boolean;
  readonly wagon: boolean;
  /** Abbey & Mayor: the barn in hand (AM5). */
  readonly barn: boolean;
  /** Whether field segments take followers (rules.md A2.2). */
  readonly farmers: boolean;
}

export interface Expansions {
  readonly big: boolean;
  readonly traders: boolean;
  readonly abbot: boolean;
  readonly mayor: boolean;
}

const sq = (x: number, y: number) => `${x},${y}`;
const isFollower = (p: Piece) =>
  p.figure === 'follower' ||
  p.figure === 'big' ||
  p.figure === 'abbot' ||
  p.figure === 'mayor' ||
  p.figure === 'wagon';
/** Abbey & Mayor's abbey tile (AM2). */
export const ABBEY = 'AmAbbey';

/** The hand of `player`: seven followers, and each expansion figure not on the board. */
export function handOf(oracle: Oracle, player: number, tile: string, exp: Expansions): Hand {
  const mine = oracle.pieces.filter((p) => p.player === player);
  const on = (f: Piece['figure']) => mine.some((p) => p.figure === f);
  return {
    player,
    tile,
    followers: 7 - mine.filter((p) => p.figure === 'follower').length,
    big: exp.big && !on('big'),
    builder: exp.traders && !on('builder'),
    pig: exp.traders && !on('pig'),
    abbot: exp.abbot && !on('abbot'),
    abbotOut: exp.abbot && on('abbot'),
    mayor: exp.mayor && !on('mayor'),
    abbey: exp.mayor && !oracle.abbeysOut.has(player),
    wagon: exp.mayor && !on('wagon'),
    barn: exp.mayor && !(oracle.barns?.barns.some((b) => b.player === player) ?? false),
    farmers: true,
  };
}

// ---- rotations -------------------------------------------------------------------------------

/** The board ports of segment `s` of `shape` turned `turns` quarter turns, sorted. */
function boardPorts(shape: Shape, s: number, turns: number): number[] {
  return (shape.segments[s]?.ports ?? []).map((p) => toBoard(p, turns)).sort((a, b) => a - b);
}

/** The tile as it lies after `turns` quarter turns: every segment by its board ports and its marks. */
function lying(shape: Shape, turns: number): string {
  return shape.segments
    .map((seg, s) => {
      const touches = seg.touches.map((t) => boardPorts(shape, t, turns).join('.')).sort();
      const marks = [seg.shield, seg.inn, seg.cathedral, ...seg.goods].join('+');
      return `${seg.kind}:${boardPorts(shape, s, turns).join('.')}:${marks}:${touches.join('/')}`;
    })
    .sort()
    .join(' ');
}

const firsts = new WeakMap<Shape, readonly number[]>();

/** The smallest number of quarter turns that lays `shape` exactly as `turns` does. */
export function firstTurns(shape: Shape, turns: number): number {
  let first = firsts.get(shape);
  if (!first) {
    const laid = [0, 1, 2, 3].map((r) => lying(shape, r));
    first = laid.map((l) => laid.indexOf(l));
    firsts.set(shape, first);
  }
  return first[turns] ?? turns;
}

/**
 * A move as (square, first equal rotation, segment, figure), the segment named by its first
 * board port: the same for every port of the segment and every rotation laying the tile alike.
 */
export function moveKey(shape: Shape, mv: LegalMove): string {
  const turns = mv.rotation / 90;
  const rot = firstTurns(shape, turns) * 90;
  const at = mv.tile === ABBEY ? `${ABBEY}@${mv.x},${mv.y}r${rot}` : `${mv.x},${mv.y}r${rot}`;
  if (mv.recall) return `${at} recall`;
  if (mv.barn) return `${at} barn ${mv.barn}`;
  if (mv.special) return `${at} - ${mv.special}`;
  let seg = '-';
  if (mv.follower !== undefined) {
    const s = shape.portSegment[toCanonical(portIndexOf(mv.follower), turns)] ?? -1;
    const first = boardPorts(shape, s, turns)[0];
    seg = first === undefined ? `no segment at ${mv.follower}` : (PORT_NAMES[first] ?? '?');
  }
  return `${at} ${seg} ${mv.follower === undefined ? '' : (mv.figure ?? 'follower')}`.trim();
}

// ---- the river (rules/the-river.md A8) -------------------------------------------------------

/** The sides (0 N, 1 E, 2 S, 3 W) the water of a tile crosses, as it lies. */
function waterSides(shape: Shape, turns: number): number[] {
  const out: number[] = [];
  for (let side = 0; side < 4; side++) {
    const s = shape.portSegment[toCanonical(3 * side + 1, turns)] ?? -1;
    if (shape.segments[s]?.kind === 'river') out.push(side);
  }
  return out;
}

/** A curve's turn: 1 right, 3 left, 0 straight; entering across side `from`, leaving across `to`. */
function turnOf(from: number, to: number): number {
  return (to - ((from + 2) % 4) + 4) % 4;
}

export interface River {
  /** The empty square the water flows into while the river is open. */
  readonly mouth: { readonly x: number; readonly y: number; readonly from: number } | null;
  /** The turn of the last river tile (0 straight, or no river tile after the spring). */
  readonly lastTurn: number;
}

/** Follow the water from the spring at (0,0) to its mouth, square by square. */
export function riverOf(oracle: Oracle): River {
  const spring = oracle.board.get(sq(0, 0));
  if (!spring || waterSides(spring.shape, spring.turns).length === 0) return { mouth: null, lastTurn: 0 };
  let x = 0;
  let y = 0;
  let from = -1;
  let lastTurn = 0;
  for (let steps = 0; steps <= oracle.board.size; steps++) {
    const t = oracle.board.get(sq(x, y));
    if (!t) throw new Error(`legal oracle: the river runs into the empty ${sq(x, y)}`);
    const sides = waterSides(t.shape, t.turns);
    if (from >= 0 && !sides.includes(from)) throw new Error(`legal oracle: the river breaks at ${sq(x, y)}`);
    const out = sides.filter((s) => s !== from);
    if (out.length > 1) throw new Error(`legal oracle: the river forks at ${sq(x, y)}`);
    const to = out[0];
    if (to === undefined) return { mouth: null, lastTurn }; // the lake
    if (from >= 0) lastTurn = turnOf(from, to);
    const nx = x + SIDE_DX[to]!;
    const ny = y + SIDE_DY[to]!;
    if (!oracle.board.has(sq(nx, ny))) return { mouth: { x: nx, y: ny, from: (to + 2) % 4 }, lastTurn };
    x = nx;
    y = ny;
    from = (to + 2) % 4;
  }
  throw new Error('legal oracle: the river loops');
}

// ---- placement (rules.md A2.1, A8.3–A8.5) -----------------------------------------------------

/** Whether `shape` may lie at (x, y) turned `turns` quarter turns. */
export function fits(
  oracle: Oracle,
  river: River,
  shape: Shape,
  x: number,
  y: number,
  turns: number,
): boolean {
  if (oracle.board.has(sq(x, y))) return false;
  let touches = false;
  for (let side = 0; side < 4; side++) {
    const nx = x + SIDE_DX[side]!;
    const ny = y + SIDE_DY[side]!;
    if (!oracle.board.has(sq(nx, ny))) continue;
    touches = true;
    for (let k = 0; k < 3; k++) {
      const p = 3 * side + k;
      const mine = shape.segments[shape.portSegment[toCanonical(p, turns)] ?? -1]?.kind;
      const theirs = oracle.board.get(sq(nx, ny))!.shape.segments[oracle.segmentAt(nx, ny, facing(p))]?.kind;
      if (mine === undefined || mine !== theirs) return false;
    }
  }
  if (!touches) return false;
  const water = waterSides(shape, turns);
  const atMouth = river.mouth !== null && river.mouth.x === x && river.mouth.y === y;
  if (water.length === 0) return !atMouth; // A8.5
  if (!atMouth || !river.mouth || !water.includes(river.mouth.from)) return false; // A8.3
  const from = river.mouth.from;
  for (const side of water) {
    if (side === from) continue;
    if (oracle.board.has(sq(x + SIDE_DX[side]!, y + SIDE_DY[side]!))) return false; // flows into a tile
    const turn = turnOf(from, side);
    if (turn !== 0 && turn === river.lastTurn) return false; // A8.4: no U-turn
  }
  return true;
}

// ---- pieces (rules.md A2.2, A7.3, A9.3, A9.5) -------------------------------------------------

/** The piece moves on the tile just placed at (x, y) turned `turns` (placed on the board for the search). */
function pieceMoves(
  oracle: Oracle,
  hand: Hand,
  shape: Shape,
  x: number,
  y: number,
  turns: number,
): LegalMove[] {
  const out: LegalMove[] = [];
  if (!piecesAllowed(hand.tile)) return out; // PD2: no piece on a volcano
  if (
    hand.followers === 0 &&
    !hand.big &&
    !hand.builder &&
    !hand.pig &&
    !hand.abbot &&
    !hand.mayor &&
    !hand.wagon
  )
    return out;
  const rotation = turns * 90;
  shape.segments.forEach((seg, s) => {
    if (seg.kind === 'river') return; // A8.6
    if (seg.kind === 'field' && !hand.farmers) return;
    const f = oracle.feature(x, y, s);
    if (seg.kind === 'field' && oracle.barns?.inField(f.keys)) return; // AM5: no farmer in a barn's field
    const on = oracle.pieces.filter((p) => f.keys.has(`${p.x},${p.y},${p.segment}`));
    const free = !on.some(isFollower);
    const own = on.some((p) => p.player === hand.player && isFollower(p));
    const port = PORT_NAMES[boardPorts(shape, s, turns)[0] ?? CENTRE]!;
    const add = (figure?: Figure) =>
      out.push({ x, y, rotation, follower: port, ...(figure !== undefined ? { figure } : {}) });
    if (free && hand.followers > 0) add();
    if (free && hand.big) add('big');
    // A9.3: a builder only where it can build: not on a road or city this tile completes.
    if (own && f.open && hand.builder && (seg.kind === 'road' || seg.kind === 'city')) add('builder');
    if (own && hand.pig && seg.kind === 'field') add('pig');
    // AB2: the abbot only on the monastery (no gardens in our tile sets, AB6).
    if (free && hand.abbot && seg.kind === 'monastery') add('abbot');
    // AM3: the mayor only in a city.
    if (free && hand.mayor && seg.kind === 'city') add('mayor');
    // AM4: the wagon on a road, city or monastery, never a field.
    if (free && hand.wagon && seg.kind !== 'field') add('wagon');
  });
  return out;
}

/**
 * Every legal move for the tile in hand, one per (square, distinct rotation, segment, figure).
 * To search the features a placement joins, the tile is laid on the oracle's board for a moment
 * and taken off again.
 */
export function legalMoves(
  oracle: Oracle,
  shapes: ReadonlyMap<string, Shape>,
  hand: Hand,
  specials?: (tile: string, shape: Shape, x: number, y: number) => string[],
): LegalMove[] {
  // AM2.5: no tile in hand (the final abbey round): the abbey only (the pass is the harness's).
  if (hand.tile === '')
    return hand.abbey ? abbeyMoves(oracle, shapes, hand, riverOf(oracle), holesOf(oracle), specials) : [];
  const shape = shapes.get(hand.tile);
  if (!shape) throw new Error(`legal oracle: unknown tile ${hand.tile}`);
  const river = riverOf(oracle);
  const squares = new Map<string, { x: number; y: number }>();
  for (const where of oracle.board.keys()) {
    const [x, y] = where.split(',').map(Number) as [number, number];
    for (let side = 0; side < 4; side++) {
      const nx = x + SIDE_DX[side]!;
      const ny = y + SIDE_DY[side]!;
      if (!oracle.board.has(sq(nx, ny))) squares.set(sq(nx, ny), { x: nx, y: ny });
    }
  }
  const distinct = [0, 1, 2, 3].filter((r) => firstTurns(shape, r) === r);
  const out: LegalMove[] = [];
  for (const { x, y } of squares.values())
    for (const turns of distinct) {
      if (!fits(oracle, river, shape, x, y, turns)) continue;
      out.push({ x, y, rotation: turns * 90 });
      if (hand.abbotOut) out.push({ x, y, rotation: turns * 90, recall: true }); // AB4
      oracle.board.set(sq(x, y), { shape, turns });
      try {
        out.push(...pieceMoves(oracle, hand, shape, x, y, turns));
        if (hand.barn && hand.farmers && piecesAllowed(hand.tile))
          for (const barn of barnCorners(oracle, x, y)) out.push({ x, y, rotation: turns * 90, barn });
        for (const special of specials?.(hand.tile, shape, x, y) ?? [])
          out.push({ x, y, rotation: turns * 90, special });
      } finally {
        oracle.board.delete(sq(x, y));
      }
    }
  if (hand.abbey) out.push(...abbeyMoves(oracle, shapes, hand, river, [...squares.values()], specials));
  return out;
}

/** The empty squares next to a tile (the abbey's candidates). */
function holesOf(oracle: Oracle): { x: number; y: number }[] {
  const out = new Map<string, { x: number; y: number }>();
  for (const where of oracle.board.keys()) {
    const [x, y] = where.split(',').map(Number) as [number, number];
    for (let side = 0; side < 4; side++) {
      const at = { x: x + SIDE_DX[side]!, y: y + SIDE_DY[side]! };
      if (!oracle.board.has(sq(at.x, at.y))) out.set(sq(at.x, at.y), at);
    }
  }
  return [...out.values()];
}

/**
 * AM2: the abbey into every empty square with a tile on all four sides (not the river's mouth),
 * unturned, with a monk (follower, big follower or abbot) on its monastery, none, or a recall;
 * or with The Princess & the Dragon's special choices (PD7.1: on any tile placed, so the fairy).
 */
function abbeyMoves(
  oracle: Oracle,
  shapes: ReadonlyMap<string, Shape>,
  hand: Hand,
  river: River,
  squares: readonly { x: number; y: number }[],
  specials?: (tile: string, shape: Shape, x: number, y: number) => string[],
): LegalMove[] {
  const out: LegalMove[] = [];
  const abbey = shapes.get(ABBEY);
  if (!abbey) throw new Error('legal oracle: no abbey tile');
  for (const { x, y } of squares) {
    if (river.mouth !== null && river.mouth.x === x && river.mouth.y === y) continue;
    if ([0, 1, 2, 3].some((side) => !oracle.board.has(sq(x + SIDE_DX[side]!, y + SIDE_DY[side]!)))) continue;
    const at = { tile: ABBEY, x, y, rotation: 0 };
    out.push(at);
    if (hand.abbotOut) out.push({ ...at, recall: true });
    if (hand.followers > 0) out.push({ ...at, follower: 'C' });
    if (hand.big) out.push({ ...at, follower: 'C', figure: 'big' });
    if (hand.abbot) out.push({ ...at, follower: 'C', figure: 'abbot' });
    if (hand.wagon) out.push({ ...at, follower: 'C', figure: 'wagon' });
    if (!specials) continue;
    oracle.board.set(sq(x, y), { shape: abbey, turns: 0 });
    try {
      for (const special of specials(ABBEY, abbey, x, y)) out.push({ ...at, special });
    } finally {
      oracle.board.delete(sq(x, y));
    }
  }
  return out;
}
