import { err, ok, type EngineError, type Result } from './result.js';
import { ROTATIONS, type Port, type Rotation, type Side } from './ports.js';
import { segmentPort, type TileType } from './tile-compile.js';
import { describeValue, quote } from './quote.js';

/**
 * The pieces an expansion puts on a port instead of a follower (notation.md): Inns &
 * Cathedrals' big follower, Traders & Builders' builder and pig, The Abbot's abbot, Abbey &
 * Mayor's mayor and wagon. No figure: a follower.
 */
export const FIGURES = ['big', 'builder', 'pig', 'abbot', 'mayor', 'wagon'] as const;
export type Figure = (typeof FIGURES)[number];

/**
 * The Princess & the Dragon's choices instead of a piece on the tile (notation.md): the fairy next
 * to a follower of the player's, the princess sending a knight home, a follower through a magic
 * portal; each names a port of a tile on the board.
 */
export const SPECIAL_USES = ['fairy', 'princess', 'portal'] as const;
export type SpecialUse = (typeof SPECIAL_USES)[number];

/**
 * Abbey & Mayor's barn stands on a corner of the tile just placed, where four tiles meet
 * (notation.md): the corner named by its compass direction, in board terms. Not a port.
 */
export const CORNERS = ['NE', 'SE', 'SW', 'NW'] as const;
export type Corner = (typeof CORNERS)[number];
export interface SpecialChoice {
  readonly use: SpecialUse;
  readonly x: number;
  readonly y: number;
  readonly port: Port;
}

/** A tile placement with an optional follower (or an expansion's figure), in board terms (notation.md). */
export interface PlaceMove {
  readonly type: 'place';
  readonly tile: string;
  readonly x: number;
  readonly y: number;
  readonly rotation: Rotation;
  readonly follower?: Port;
  /** What goes on the `follower` port when it is not a follower (an expansion's piece). */
  readonly figure?: Figure;
  /** The Abbot: instead of a piece, the player's abbot comes back from the board and scores (no `follower`). */
  readonly recall?: true;
  /** The Princess & the Dragon: instead of a piece on the tile, the fairy, the princess or a portal (no `follower`). */
  readonly special?: SpecialChoice;
  /** Abbey & Mayor: instead of a piece, the player's barn on this corner of the tile (no `follower`). */
  readonly barn?: Corner;
}
/** The Princess & the Dragon: one step of the dragon's flight, taken by the player whose step it is. */
export interface DragonMove {
  readonly type: 'dragon';
  readonly side: Side;
}
/** Abbey & Mayor's final abbey round: the player to move keeps their abbey (notation `pass`). */
export interface PassMove {
  readonly type: 'pass';
}
/** Abbey & Mayor: a wagon that came off a scored feature goes on to a port of a tile (`to`) or home (null). */
export interface WagonMove {
  readonly type: 'wagon';
  readonly to: { readonly x: number; readonly y: number; readonly port: Port } | null;
}
/** The City: wall moves. */
export interface GateMove {
  readonly type: 'gate';
  readonly x: number;
  readonly y: number;
  readonly side: Side;
}
export interface WallMove {
  readonly type: 'wall';
  readonly x: number;
  readonly y: number;
  readonly side: Side;
  readonly guard: boolean;
}
export interface TowerMove {
  readonly type: 'tower';
  /** null: decline the tower. */
  readonly at: { readonly x: number; readonly y: number; readonly side: Side } | null;
}
export type Move = PlaceMove | GateMove | WallMove | TowerMove | DragonMove | PassMove | WagonMove;

const PLACE_RE =
  /^([A-Za-z0-9]+)@(-?\d+),(-?\d+)r(0|90|180|270)(?: (N|E|S|W|NNW|NNE|ENE|ESE|SSE|SSW|WSW|WNW|C)(?: (big|builder|pig|abbot|mayor|wagon))?| (recall)| (fairy|princess|portal) (-?\d+),(-?\d+),(N|E|S|W|NNW|NNE|ENE|ESE|SSE|SSW|WSW|WNW|C)| (NE|SE|SW|NW) barn)?$/;
const DRAGON_RE = /^dragon (N|E|S|W)$/;
const WAGON_RE = /^wagon (?:(-?\d+),(-?\d+),(N|E|S|W|NNW|NNE|ENE|ESE|SSE|SSW|WSW|WNW|C)|home)$/;
const GATE_RE = /^gate (-?\d+),(-?\d+),(N|E|S|W)$/;
const WALL_RE = /^wall (-?\d+),(-?\d+),(N|E|S|W)( guard)?$/;
const TOWER_RE = /^tower (?:(-?\d+),(-?\d+),(N|E|S|W)|-)$/;

/** Refuses a coordinate no square can have: beyond ±(2⁵³−1), where numbers lose precision. */
function outOfRange(
  ...coordinates: (string | undefined)[]
): { readonly ok: false; readonly error: EngineError } | undefined {
  const far = coordinates.find((c) => c !== undefined && !Number.isSafeInteger(Number(c)));
  if (far === undefined) return undefined;
  const sign = far.startsWith('-') ? '-' : '';
  const digits = far.length - sign.length;
  const shown = digits > 24 ? `${far.slice(0, sign.length + 16)}… (${digits} digits)` : far;
  return err('bad-move-syntax', `coordinate ${shown} is out of range`);
}

/** A move in notation (docs/notation.md). Any value is answered with a result: what is not text is `bad-move-syntax`. */
export function parseMove(text: unknown): Result<Move> {
  if (typeof text !== 'string') return err('bad-move-syntax', `a move is text (got ${describeValue(text)})`);
  let m = PLACE_RE.exec(text);
  if (m) {
    const move: PlaceMove = {
      type: 'place',
      tile: m[1]!,
      x: Number(m[2]),
      y: Number(m[3]),
      rotation: Number(m[4]) as Rotation,
      ...(m[5] ? { follower: m[5] as Port } : {}),
      ...(m[6] ? { figure: m[6] as Figure } : {}),
      ...(m[7] ? { recall: true } : {}),
      ...(m[8]
        ? { special: { use: m[8] as SpecialUse, x: Number(m[9]), y: Number(m[10]), port: m[11] as Port } }
        : {}),
      ...(m[12] ? { barn: m[12] as Corner } : {}),
    };
    return outOfRange(m[2], m[3], m[9], m[10]) ?? ok(move);
  }
  if (text === 'pass') return ok({ type: 'pass' });
  m = DRAGON_RE.exec(text);
  if (m) return ok({ type: 'dragon', side: m[1] as Side });
  m = WAGON_RE.exec(text);
  if (m)
    return m[1] === undefined
      ? ok({ type: 'wagon', to: null })
      : (outOfRange(m[1], m[2]) ??
          ok({ type: 'wagon', to: { x: Number(m[1]), y: Number(m[2]), port: m[3] as Port } }));
  m = GATE_RE.exec(text);
  if (m)
    return (
      outOfRange(m[1], m[2]) ?? ok({ type: 'gate', x: Number(m[1]), y: Number(m[2]), side: m[3] as Side })
    );
  m = WALL_RE.exec(text);
  if (m)
    return (
      outOfRange(m[1], m[2]) ??
      ok({ type: 'wall', x: Number(m[1]), y: Number(m[2]), side: m[3] as Side, guard: m[4] !== undefined })
    );
  m = TOWER_RE.exec(text);
  if (m)
    return (
      outOfRange(m[1], m[2]) ??
      ok({
        type: 'tower',
        at: m[1] === undefined ? null : { x: Number(m[1]), y: Number(m[2]), side: m[3] as Side },
      })
    );
  return err(
    'bad-move-syntax',
    `${quote(text)} is not a move (expected e.g. "U@1,0r90 N", "gate 1,0,N", "wall 1,0,N guard", "tower -", "dragon N", "wagon 1,0,N", "pass")`,
  );
}

/**
 * A well-formed move in notation. The engine's own moves come here; a value from outside goes
 * through `formatMove` (core/move-shape.ts), which checks it first.
 */
export function writeMove(move: Move): string {
  switch (move.type) {
    case 'place':
      if (move.recall && !move.follower) return `${move.tile}@${move.x},${move.y}r${move.rotation} recall`;
      if (move.barn && !move.follower)
        return `${move.tile}@${move.x},${move.y}r${move.rotation} ${move.barn} barn`;
      if (move.special && !move.follower) {
        const { use, x, y, port } = move.special;
        return `${move.tile}@${move.x},${move.y}r${move.rotation} ${use} ${x},${y},${port}`;
      }
      return `${move.tile}@${move.x},${move.y}r${move.rotation}${move.follower ? ` ${move.follower}` : ''}${move.follower && move.figure ? ` ${move.figure}` : ''}`;
    case 'gate':
      return `gate ${move.x},${move.y},${move.side}`;
    case 'wall':
      return `wall ${move.x},${move.y},${move.side}${move.guard ? ' guard' : ''}`;
    case 'tower':
      return move.at ? `tower ${move.at.x},${move.at.y},${move.at.side}` : 'tower -';
    case 'dragon':
      return `dragon ${move.side}`;
    case 'pass':
      return 'pass';
    case 'wagon':
      return move.to ? `wagon ${move.to.x},${move.to.y},${move.to.port}` : 'wagon home';
  }
}

/** A placement of the fast core (cell·4 + quarter turns, follower segment or -1, and its figure) as a move. */
export function placeMoveOf(
  board: { xOf(cell: number): number; yOf(cell: number): number },
  t: TileType,
  code: number,
  seg: number,
  figure?: Figure,
): PlaceMove {
  const r = code & 3;
  return {
    type: 'place',
    tile: t.id,
    x: board.xOf(code >> 2),
    y: board.yOf(code >> 2),
    rotation: ROTATIONS[r]!,
    ...(seg >= 0 ? { follower: segmentPort(t, r, seg) } : {}),
    ...(seg >= 0 && figure !== undefined ? { figure } : {}),
  };
}

/** `writeMove(placeMoveOf(…))` without the move object between them (self-play writes thousands of records). */
export function placeMoveText(
  board: { xOf(cell: number): number; yOf(cell: number): number },
  t: TileType,
  code: number,
  seg: number,
  figure?: Figure,
): string {
  const r = code & 3;
  const at = `${t.id}@${board.xOf(code >> 2)},${board.yOf(code >> 2)}r${ROTATIONS[r]!}`;
  if (seg < 0) return at;
  const port = segmentPort(t, r, seg);
  return figure === undefined ? `${at} ${port}` : `${at} ${port} ${figure}`;
}
