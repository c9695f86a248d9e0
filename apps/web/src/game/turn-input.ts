import { formatMove, type Move, type Port, type Rotation } from '@carcassonne/engine';
import { effectiveRotation, key, legalSquares, nextRotation } from '../board/legal.js';
import type { Figure } from './figures.js';
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
  /** The wall decisions due (The City's gate, wall pieces, towers), with their points. */
  readonly wallTargets: readonly WallTarget[];
  /** The Princess & the Dragon: the fairy, princess and portal moves of a placement instead of a piece (absent: none). */
  readonly specials?: (p: Placement) => readonly Move[];
  /** For a rotation of the drawn tile, the first one giving the same placement. */
  rotClass(r: Rotation): Rotation;
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
  /** A wall choice taken, waiting for the confirm step. */
  readonly wall: WallTarget | null;
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
  | { readonly type: 'wall'; readonly target: WallTarget }
  /** The Princess & the Dragon: the fairy, a princess or a portal for the pending tile. */
  | { readonly type: 'special'; readonly move: Move }
  /** Send the move chosen (the confirm step). */
  | { readonly type: 'confirm' }
  /** Take back the tile laid or the wall choice taken. */
  | { readonly type: 'cancel' };

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
  return { rotation, proposal: null, pending: null, follower: undefined, figure: null, wall: null };
}

const same = (state: TurnState): TurnResult => ({ state, move: null });

/** The move the choices make, once complete (a placement with its follower, or a wall choice). */
export function chosenMove(s: TurnState): Move | null {
  if (s.wall) return s.wall.move;
  if (s.special) return s.special;
  const p = s.pending;
  if (!p || s.follower === undefined) return null;
  const follower = s.follower ? { follower: s.follower, ...(s.figure ? { figure: s.figure } : {}) } : {};
  return { type: 'place', tile: p.tile, x: p.x, y: p.y, rotation: p.rotation, ...follower };
}

/** A move is complete and waits for the confirm step. */
export function turnReady(s: TurnState): boolean {
  return chosenMove(s) !== null;
}

/** The special moves (the fairy, a princess, a portal) to offer now for the pending tile. */
export function specialTargets(s: TurnState, src: TurnSource | null): readonly Move[] {
  return src?.specials && s.pending && s.follower === undefined ? src.specials(s.pending) : [];
}

/** The follower targets to offer now. */
export function followerTargets(s: TurnState, src: TurnSource | null): readonly Port[] {
  return src && s.pending && s.follower === undefined ? portsFor(s.pending, s.figure, src) : [];
}

const FIGURE_ORDER: readonly Figure[] = ['big', 'builder', 'pig', 'abbot'];

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

/** The wall choices to offer now (only the one taken while it waits for confirmation). */
export function wallChoices(s: TurnState, src: TurnSource | null): readonly WallTarget[] {
  if (!src || s.pending) return [];
  return s.wall ? [s.wall] : src.wallTargets;
}

function isLegal(p: Placement, src: TurnSource): boolean {
  const rc = src.rotClass(p.rotation);
  return src.placements.some((q) => q.x === p.x && q.y === p.y && src.rotClass(q.rotation) === rc);
}

function placeTile(s: TurnState, p: Placement, src: TurnSource, opts: TurnOptions): TurnResult {
  if (!src.drawn || s.pending || s.wall || !isLegal(p, src)) return same(s);
  const pending = { ...p, tile: src.drawn };
  const next: TurnState = {
    ...s,
    proposal: null,
    rotation: p.rotation,
    pending,
    follower: undefined,
    figure: null,
  };
  const none =
    src.followerPorts(p).length === 0 &&
    figuresOffered(next, src).length === 0 &&
    (src.specials?.(p).length ?? 0) === 0;
  return none ? chooseFollower(next, null, src, opts) : same(next);
}

function chooseFollower(s: TurnState, port: Port | null, src: TurnSource, opts: TurnOptions): TurnResult {
  if (!s.pending || s.follower !== undefined) return same(s);
  if (port !== null && !portsFor(s.pending, s.figure, src).includes(port)) return same(s);
  const chosen: TurnState = { ...s, follower: port, ...(port === null ? { figure: null } : {}) };
  return opts.confirmStep ? same(chosen) : { state: initialTurn(s.rotation), move: chosenMove(chosen) };
}

/**
 * A tap on a square: the tile there in the first rotation that fits (from the current one); a tap
 * on the square already proposed turns it to its next legal rotation.
 */
function propose(s: TurnState, sq: Square, src: TurnSource): TurnResult {
  if (!src.drawn || s.pending || s.wall) return same(s);
  const allowed = legalSquares(src.placements).get(key(sq.x, sq.y));
  if (!allowed) return same(s);
  const again = s.proposal && s.proposal.x === sq.x && s.proposal.y === sq.y ? s.proposal : null;
  const rc = (r: Rotation) => src.rotClass(r);
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
  }
}
