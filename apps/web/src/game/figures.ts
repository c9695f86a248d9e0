import type { AnyView, Corner, GameMatch, Move, PlaceMove, Port } from '@carcassonne/engine';
import type { Placement } from './types.js';

/** An expansion's piece in notation: the big follower, the builder, the pig. */
export type Figure = NonNullable<PlaceMove['figure']>;

/**
 * Where an expansion's piece (big follower, builder, pig) may go for a placement, read from the
 * legal moves the engine gave (locally or from the server): the page holds no rules of its own.
 */
/** Abbey & Mayor's abbey tile (rules/abbey-and-mayor.md AM2): always laid unturned. */
export const ABBEY_TILE = 'AmAbbey';

/** Abbey & Mayor: the holes the abbey may go into, from the legal moves (its moves without a piece). */
export function abbeyPlacementsOf(moves: readonly Move[]): Placement[] {
  const out: Placement[] = [];
  for (const m of moves)
    if (m.type === 'place' && m.tile === ABBEY_TILE && m.follower === undefined && m.recall !== true)
      out.push({ x: m.x, y: m.y, rotation: m.rotation });
  return out;
}

/** Whether a placement is the abbey laid (it names its tile). */
export const isAbbeyLaid = (p: Placement): boolean =>
  'tile' in p && (p as { tile: string }).tile === ABBEY_TILE;

/** The follower ports of the abbey laid at `p` (its monastery), from the legal moves. */
export function abbeyFollowersOf(moves: readonly Move[], p: Placement): Port[] {
  const out: Port[] = [];
  for (const m of moves)
    if (
      m.type === 'place' &&
      m.tile === ABBEY_TILE &&
      m.x === p.x &&
      m.y === p.y &&
      m.follower !== undefined &&
      m.figure === undefined
    )
      out.push(m.follower);
  return out;
}

export function figurePortsOf(moves: readonly Move[], p: Placement, figure: Figure): Port[] {
  const out: Port[] = [];
  // A placement that names its tile (the tile laid) takes only that tile's moves (Abbey & Mayor:
  // the abbey and the drawn tile may fit the same hole).
  const tile = 'tile' in p ? (p as { tile: string }).tile : undefined;
  for (const m of moves)
    if (
      m.type === 'place' &&
      (tile === undefined || m.tile === tile) &&
      m.figure === figure &&
      m.follower !== undefined &&
      m.x === p.x &&
      m.y === p.y &&
      m.rotation === p.rotation
    )
      out.push(m.follower);
  return out;
}

/** The Abbot: the legal move that lays the placement and takes the abbot back, if there is one. */
export function recallOf(moves: readonly Move[], p: Placement): PlaceMove | undefined {
  for (const m of moves)
    if (m.type === 'place' && m.recall === true && m.x === p.x && m.y === p.y && m.rotation === p.rotation)
      return m;
  return undefined;
}

/**
 * The points `move` scores per seat, played on a copy of `match` by the seat to move. With
 * `inPlay`, the final scoring a game's last move brings is left out: only the move's own scorings.
 */
export function gainsOnCopy(match: GameMatch, move: Move, inPlay = false): number[] {
  const before = match.scores;
  const copy = match.clone();
  const r = copy.play(match.actor, move);
  if (!r.ok) return before.map(() => 0);
  const gains = copy.scores.map((s, i) => s - (before[i] ?? 0));
  if (inPlay)
    for (const e of r.value.events)
      if (e.final === true)
        for (const name of e.players ?? []) {
          const seat = match.players.findIndex((p) => p.name === name);
          if (seat >= 0) gains[seat] = (gains[seat] ?? 0) - (e.points ?? 0);
        }
  return gains;
}

/**
 * The points a recall scores for the player to move: its move's points less those of the same
 * placement with no piece (the tile's own scorings), each as the engine counts it (`gains`), in
 * play: on the last tile the final scoring would count the abbot's monastery or garden anyway,
 * and the recall still scores it.
 */
export function recallPoints(
  moves: readonly Move[],
  p: Placement,
  gains: (m: Move) => readonly number[],
  actor: number,
): number | null {
  const recall = recallOf(moves, p);
  if (!recall) return null;
  const plain: Move = { type: 'place', tile: recall.tile, x: p.x, y: p.y, rotation: p.rotation };
  return (gains(recall)[actor] ?? 0) - (gains(plain)[actor] ?? 0);
}

/**
 * The special moves of a placement instead of a piece: The Princess & the Dragon's fairy, princess
 * and portals, and Abbey & Mayor's barn on a corner (AM5).
 */
export function specialMovesOf(moves: readonly Move[], p: Placement): Move[] {
  return moves.filter(
    (m) =>
      m.type === 'place' &&
      (m.special !== undefined || m.barn !== undefined) &&
      (m.tile === ABBEY_TILE) === isAbbeyLaid(p) &&
      m.x === p.x &&
      m.y === p.y &&
      m.rotation === p.rotation,
  );
}

/** The legal moves put any expansion piece at all (else the turn offers followers only). */
export const hasFigures = (moves: readonly Move[]): boolean =>
  moves.some((m) => m.type === 'place' && m.figure !== undefined);

/** A builder or pig on the board (Traders & Builders), as the board draws it. */
export interface UiFigure {
  readonly x: number;
  readonly y: number;
  readonly port: Port;
  readonly player: number;
  readonly figure: 'builder' | 'pig';
}

/** The goods a player holds: wine, grain, cloth. */
export interface UiGoods {
  readonly wine: number;
  readonly grain: number;
  readonly cloth: number;
}

/** What the expansions add to a view (absent parts: the expansion is not in play). */
export interface ExpansionView {
  readonly figures: readonly UiFigure[];
  /** Goods per seat (Traders & Builders), else null. */
  readonly goods: readonly UiGoods[] | null;
  /** Fields take pieces (farmers are in play): else a pig has nowhere to go. */
  readonly farmers: boolean;
  /** This turn is a builder's second tile. */
  readonly secondTile: boolean;
  /** Big followers in hand per seat (Inns & Cathedrals), else null. */
  readonly bigSupply: readonly number[] | null;
  /** Abbots in hand per seat (The Abbot), else null. */
  readonly abbotSupply: readonly number[] | null;
  /** Abbey & Mayor: abbey tiles, mayors, wagons and barns (with farmers) in hand per seat, else null. */
  readonly abbeySupply: readonly number[] | null;
  readonly mayorSupply: readonly number[] | null;
  readonly wagonSupply: readonly number[] | null;
  readonly barnSupply: readonly number[] | null;
  /** The Princess & the Dragon: the dragon's and the fairy's squares (null: not on the board). */
  readonly dragon: { readonly x: number; readonly y: number } | null;
  readonly fairy: { readonly x: number; readonly y: number } | null;
  /** Abbey & Mayor: the barns on the board (AM5). */
  readonly barns: readonly UiBarn[];
}

/** Abbey & Mayor: a barn on a corner of the tile at (x, y). */
export interface UiBarn {
  readonly x: number;
  readonly y: number;
  readonly corner: Corner;
  readonly player: number;
}

/** The expansions' parts of a view, or null when it has none. */
export function expansionOf(v: AnyView): ExpansionView | null {
  const figures = 'figures' in v ? (v.figures ?? []) : [];
  const goods = 'goods' in v ? (v.goods ?? null) : null;
  const bigSupply = 'bigSupply' in v ? (v.bigSupply ?? null) : null;
  const abbotSupply = 'abbotSupply' in v ? (v.abbotSupply ?? null) : null;
  const abbeySupply = 'abbeySupply' in v ? (v.abbeySupply ?? null) : null;
  const mayorSupply = 'mayorSupply' in v ? (v.mayorSupply ?? null) : null;
  const wagonSupply = 'wagonSupply' in v ? (v.wagonSupply ?? null) : null;
  const barnSupply = 'barnSupply' in v ? (v.barnSupply ?? null) : null;
  const square = (s: { x: number; y: number } | null | undefined) => (s ? { x: s.x, y: s.y } : null);
  const dragon = 'dragon' in v ? square(v.dragon) : null;
  const fairy = 'fairy' in v ? square(v.fairy) : null;
  const barns = 'barns' in v ? (v.barns ?? []) : [];
  if (
    !goods &&
    !bigSupply &&
    !abbotSupply &&
    !abbeySupply &&
    figures.length === 0 &&
    !dragon &&
    !fairy &&
    barns.length === 0
  )
    return null;
  return {
    figures: figures.map((f) => ({ x: f.x, y: f.y, port: f.port, player: f.player, figure: f.figure })),
    goods,
    farmers: 'options' in v && 'farmers' in v.options ? v.options.farmers === true : false,
    secondTile: 'secondTile' in v ? v.secondTile === true : false,
    bigSupply,
    abbotSupply,
    abbeySupply,
    mayorSupply,
    wagonSupply,
    barnSupply,
    dragon,
    fairy,
    barns: barns.map((b) => ({ x: b.x, y: b.y, corner: b.corner, player: b.player })),
  };
}
