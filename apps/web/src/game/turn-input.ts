import { formatMove, type Move, type Port, type Rotation } from '@carcassonne/engine';
import { effectiveRotation, key, legalSquares, nextRotation } from '../board/legal.js';
import { ABBEY_TILE, type Figure } from './figures.js';
import { inDigitOrder } from './special-groups.js';
import type { Placement, Square, UiTile, WallTarget } from './types.js';

/**
 * The choices of the decision due, as the engine gives them (locally from the table, online from
 * the legal moves the server sent). The turn input never decides what is legal: it only keeps to
 * these.
 */
export interface TurnSource {
  /** The tile in hand while a placement is wanted here (null: no placement to make). */
  readonly drawn: string | null;
  readonly placements: readonly Placement[];
  followerPorts(p: Placement): readonly Port[];
  /** The expansions' pieces (big follower, builder, pig): where each may go (absent: none in play). */
  readonly figurePorts?: (p: Placement, figure: Figure) => readonly Port[];
  /**
   * The Abbot: the points taking the abbot back would score with the placement (its monastery
   * counted at once), or null where no recall is legal (absent: no abbot in play).
   */
  readonly recall?: (p: Placement) => number | null;
  /** The wall decisions due (The City's gate, wall pieces, towers), with their points. */
  readonly wallTargets: readonly WallTarget[];
  /** The Princess & the Dragon: the fairy, princess and portal moves of a placement instead of a piece (absent: none). */
  readonly specials?: (p: Placement) => readonly Move[];
  /** For a rotation of the drawn tile, the first one giving the same placement. */
  rotClass(r: Rotation): Rotation;
  /** Abbey & Mayor: the holes the player's abbey may go into instead of the drawn tile (absent: none). */
  readonly abbeys?: readonly Placement[];
}

/** A turn being composed: the same for the local and the online table. */
export interface TurnState {
  /** The rotation the tile in hand is shown in (and tried first on a square). */
  readonly rotation: Rotation;
  /** A placement proposed by a tap (touch), shown until confirmed; a tap on it turns it. */
  readonly proposal: Placement | null;
  /** The tile laid provisionally, waiting for the follower choice. */
  readonly pending: UiTile | null;
  /** The follower chosen for the pending tile (undefined: not chosen yet; null: none). */
  readonly follower: Port | null | undefined;
  /** The piece the follower choice puts (null: a follower; else an expansion's piece). */
  readonly figure: Figure | null;
  /** The Abbot: the piece step is the abbot's recall (then `follower` is null). */
  readonly recall: boolean;
  /** A wall choice taken, waiting for the confirm step. */
  readonly wall: WallTarget | null;
  /** Abbey & Mayor: the abbey is in hand instead of the drawn tile (key A, or its button). */
  readonly abbey: boolean;
  /** The Princess & the Dragon: a special move chosen for the pending tile (instead of a piece). */
  readonly special?: Move;
}

export type TurnAction =
  | { readonly type: 'rotate'; readonly rotation: Rotation }
  | { readonly type: 'propose'; readonly square: Square }
  | { readonly type: 'rotateProposal' }
  | { readonly type: 'confirmProposal' }
  | { readonly type: 'cancelProposal' }
  | { readonly type: 'place'; readonly placement: Placement }
  | { readonly type: 'follower'; readonly port: Port | null }
  /** Choose the piece the next follower choice puts (null: a follower). */
  | { readonly type: 'figure'; readonly figure: Figure | null }
  /** The Abbot: take the abbot back instead of placing a piece. */
  | { readonly type: 'recall' }
  | { readonly type: 'wall'; readonly target: WallTarget }
  /** The Princess & the Dragon: the fairy, a princess or a portal for the pending tile. */
  | { readonly type: 'special'; readonly move: Move }
  /** Send the move chosen (the confirm step). */
  | { readonly type: 'confirm' }
  /** Take back the tile laid or the wall choice taken. */
  | { readonly type: 'cancel' }
  /** Abbey & Mayor: take the abbey in hand instead of the drawn tile, or put it back. */
  | { readonly type: 'abbey' };

export interface TurnOptions {
  /**
   * A chosen move waits for `confirm` (online: it goes to the server); without it a follower or
   * wall choice is the move at once (the local game).
   */
  readonly confirmStep: boolean;
}

/** The state after an action, and the move it completes (to play or send), if any. */
export interface TurnResult {
  readonly state: TurnState;
  readonly move: Move | null;
}

export function initialTurn(rotation: Rotation = 0): TurnState {
  return {
    rotation,
    proposal: null,
    pending: null,
    follower: undefined,
    figure: null,
    recall: false,
    wall: null,
    abbey: false,
  };
}

const same = (state: TurnState): TurnResult => ({ state, move: null });

/** The move the choices make, once complete (a placement with its follower, or a wall choice). */
export function chosenMove(s: TurnState): Move | null {
  if (s.wall) return s.wall.move;
  if (s.special) return s.special;
  const p = s.pending;
  if (!p || s.follower === undefined) return null;
  if (s.recall) return { type: 'place', tile: p.tile, x: p.x, y: p.y, rotation: p.rotation, recall: true };
  const follower = s.follower ? { follower: s.follower, ...(s.figure ? { figure: s.figure } : {}) } : {};
  return { type: 'place', tile: p.tile, x: p.x, y: p.y, rotation: p.rotation, ...follower };
}

/** A move is complete and waits for the confirm step. */
export function turnReady(s: TurnState): boolean {
  return chosenMove(s) !== null;
}

/** The special moves (the fairy, a princess, a portal) to offer now for the pending tile. */
export function specialTargets(s: TurnState, src: TurnSource | null): readonly Move[] {
  return src?.specials && s.pending && s.follower === undefined ? inDigitOrder(src.specials(s.pending)) : [];
}

/** The follower targets to offer now. */
export function followerTargets(s: TurnState, src: TurnSource | null): readonly Port[] {
  return src && s.pending && s.follower === undefined ? portsFor(s.pending, s.figure, src) : [];
}

const FIGURE_ORDER: readonly Figure[] = ['big', 'builder', 'pig', 'abbot', 'mayor', 'wagon'];

/** Where the piece may go on the placement (null: a follower). */
function portsFor(p: Placement, figure: Figure | null, src: TurnSource): readonly Port[] {
  return figure === null ? src.followerPorts(p) : (src.figurePorts?.(p, figure) ?? []);
}

/** The expansions' pieces that may go on the tile laid, in a fixed order. */
export function figuresOffered(s: TurnState, src: TurnSource | null): readonly Figure[] {
  if (!src?.figurePorts || !s.pending || s.follower !== undefined) return [];
  const p = s.pending;
  return FIGURE_ORDER.filter((f) => portsFor(p, f, src).length > 0);
}

/** The piece after the current one (follower, then each piece offered, then the follower again). */
export function nextFigure(s: TurnState, src: TurnSource | null): Figure | null {
  const offered = figuresOffered(s, src);
  const i = s.figure === null ? -1 : offered.indexOf(s.figure);
  return offered[i + 1] ?? null;
}

/** The Abbot: the points a recall would score now, or null when it is not offered. */
export function recallOffered(s: TurnState, src: TurnSource | null): number | null {
  if (!src?.recall || !s.pending || s.follower !== undefined) return null;
  return src.recall(s.pending);
}

/** The wall choices to offer now (only the one taken while it waits for confirmation). */
export function wallChoices(s: TurnState, src: TurnSource | null): readonly WallTarget[] {
  if (!src || s.pending) return [];
  return s.wall ? [s.wall] : src.wallTargets;
}

/** Whether the abbey may be taken in hand now (Abbey & Mayor: a hole, nothing laid yet). */
export function abbeyOffered(s: TurnState, src: TurnSource | null): boolean {
  // In the final abbey round (AM2.5) no tile is drawn: the abbey is offered alone.
  return (src?.abbeys?.length ?? 0) > 0 && !s.pending && !s.wall;
}

/** The tile in hand, where it may go and its rotation classes: the drawn tile's, or the abbey's. */
export function inHand(
  s: TurnState,
  src: TurnSource,
): { tile: string | null; placements: readonly Placement[]; rotClass: (r: Rotation) => Rotation } {
  return s.abbey
    ? { tile: ABBEY_TILE, placements: src.abbeys ?? [], rotClass: () => 0 }
    : { tile: src.drawn, placements: src.placements, rotClass: (r) => src.rotClass(r) };
}

/**
 * The legal placement a placement stands for: the same square and rotation class, in the rotation
 * the engine's moves name (a symmetric tile turned 180° is its 0° placement: the moves that put a
 * piece or recall the abbot are listed under that one). The abbey's sides are alike: it is laid
 * unturned whatever the rotation shown.
 */
function legalPlacement(p: Placement, src: TurnSource, s: TurnState): Placement | undefined {
  const hand = inHand(s, src);
  const rc = hand.rotClass(p.rotation);
  return hand.placements.find((q) => q.x === p.x && q.y === p.y && hand.rotClass(q.rotation) === rc);
}

function placeTile(s: TurnState, at: Placement, src: TurnSource, opts: TurnOptions): TurnResult {
  const p = legalPlacement(at, src, s);
  // The tile in hand: the drawn one, or the abbey (in the final abbey round, AM2.5, the only one).
  const tile = inHand(s, src).tile;
  if (!tile || s.pending || s.wall || !p) return same(s);
  const pending = { x: p.x, y: p.y, rotation: s.abbey ? (0 as Rotation) : p.rotation, tile };
  const next: TurnState = {
    ...s,
    proposal: null,
    rotation: p.rotation,
    pending,
    follower: undefined,
    figure: null,
    recall: false,
  };
  // The abbey's ports are asked with its tile named (the drawn tile may fit the same hole).
  const none =
    src.followerPorts(s.abbey ? pending : p).length === 0 &&
    figuresOffered(next, src).length === 0 &&
    recallOffered(next, src) === null &&
    (src.specials?.(p).length ?? 0) === 0;
  return none ? chooseFollower(next, null, src, opts) : same(next);
}

function chooseFollower(s: TurnState, port: Port | null, src: TurnSource, opts: TurnOptions): TurnResult {
  if (!s.pending || s.follower !== undefined) return same(s);
  if (port !== null && !portsFor(s.pending, s.figure, src).includes(port)) return same(s);
  const chosen: TurnState = {
    ...s,
    follower: port,
    recall: false,
    ...(port === null ? { figure: null } : {}),
  };
  return finish(chosen, opts);
}

/** A complete piece choice: the move at once (local), or waiting for the confirm step (online). */
function finish(chosen: TurnState, opts: TurnOptions): TurnResult {
  return opts.confirmStep ? same(chosen) : { state: initialTurn(chosen.rotation), move: chosenMove(chosen) };
}

/**
 * A tap on a square: the tile there in the first rotation that fits (from the current one); a tap
 * on the square already proposed turns it to its next legal rotation.
 */
function propose(s: TurnState, sq: Square, src: TurnSource): TurnResult {
  const hand = inHand(s, src);
  if (!hand.tile || s.pending || s.wall) return same(s);
  const allowed = legalSquares(hand.placements).get(key(sq.x, sq.y));
  if (!allowed) return same(s);
  const again = s.proposal && s.proposal.x === sq.x && s.proposal.y === sq.y ? s.proposal : null;
  const rc = hand.rotClass;
  const rotation = again
    ? nextRotation(allowed, again.rotation, rc)
    : effectiveRotation(allowed, s.rotation, rc);
  if (rotation === null) return same(s);
  return same({ ...s, proposal: { x: sq.x, y: sq.y, rotation }, rotation });
}

/**
 * One step of composing a turn. `src` null: nothing to decide here (not this seat's turn, a bot
 * thinking, the move on its way): every action is ignored.
 */
export function turnStep(s: TurnState, a: TurnAction, src: TurnSource | null, opts: TurnOptions): TurnResult {
  if (!src) return same(s);
  switch (a.type) {
    case 'rotate':
      if (s.proposal) return propose(s, s.proposal, src);
      return s.pending ? same(s) : same({ ...s, rotation: a.rotation });
    case 'propose':
      return propose(s, a.square, src);
    case 'rotateProposal':
      return s.proposal ? propose(s, s.proposal, src) : same(s);
    case 'confirmProposal':
      return s.proposal ? placeTile(s, s.proposal, src, opts) : same(s);
    case 'cancelProposal':
      return same({ ...s, proposal: null });
    case 'place':
      return placeTile(s, a.placement, src, opts);
    case 'follower':
      return chooseFollower(s, a.port, src, opts);
    case 'figure': {
      if (!s.pending || s.follower !== undefined) return same(s);
      if (a.figure !== null && !figuresOffered(s, src).includes(a.figure)) return same(s);
      return same({ ...s, figure: a.figure });
    }
    case 'recall':
      if (recallOffered(s, src) === null) return same(s);
      return finish({ ...s, follower: null, figure: null, recall: true }, opts);
    case 'wall': {
      if (s.pending || s.wall) return same(s);
      const text = formatMove(a.target.move);
      const target = src.wallTargets.find((w) => formatMove(w.move) === text);
      if (!target) return same(s);
      if (opts.confirmStep) return same({ ...s, proposal: null, wall: target });
      return { state: initialTurn(s.rotation), move: target.move };
    }
    case 'special': {
      const text = formatMove(a.move);
      if (!specialTargets(s, src).some((m) => formatMove(m) === text)) return same(s);
      const chosen: TurnState = { ...s, follower: null, figure: null, special: a.move };
      return opts.confirmStep ? same(chosen) : { state: initialTurn(s.rotation), move: a.move };
    }
    case 'confirm':
      return opts.confirmStep ? { state: s, move: chosenMove(s) } : same(s);
    case 'cancel':
      return same(initialTurn(s.rotation));
    case 'abbey':
      if (!s.abbey && !abbeyOffered(s, src)) return same(s);
      if (s.pending || s.wall) return same(s);
      return same({ ...s, abbey: !s.abbey, proposal: null });
  }
}
