// The legal moves of a decision, grouped as a player chooses them at the terminal: a square, then
// how the tile is turned, then the piece (docs/cli.md, "Playing at the terminal").

/** A tile laid on a square turned one way, and every move that does so (the bare placement first). */
export interface TurnChoice {
  readonly tile: string;
  readonly rotation: number;
  /** Full moves in notation; what follows the placement tells the piece (none: the bare placement). */
  readonly moves: readonly string[];
}

/** An empty square the tile (or an abbey) may go to, named by a letter on the text board. */
export interface SquareChoice {
  readonly label: string;
  readonly x: number;
  readonly y: number;
  readonly turns: readonly TurnChoice[];
}

export interface Choices {
  readonly squares: readonly SquareChoice[];
  /** Moves that lay no tile (a dragon's step, a wagon's, a pass, The City's walls), in the engine's order. */
  readonly others: readonly string[];
}

const PLACEMENT = /^([A-Za-z0-9]+)@(-?\d+),(-?\d+)r(0|90|180|270)(?: (.+))?$/;
/** The letters that name squares, in reading order of the board (top left first). */
export const LABELS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A move that lays a tile, read: the tile, its square and turn, and what follows (`N big`, or ''). */
export interface LaidMove {
  readonly tile: string;
  readonly x: number;
  readonly y: number;
  readonly rotation: number;
  readonly piece: string;
}

/** The parts of a move that lays a tile, or null for one that lays none. */
export function laidMove(move: string): LaidMove | null {
  const m = PLACEMENT.exec(move);
  if (!m) return null;
  return { tile: m[1]!, x: Number(m[2]), y: Number(m[3]), rotation: Number(m[4]), piece: m[5] ?? '' };
}

/** What follows the placement in a move (`N big`), or '' for the bare placement. */
export function pieceOf(move: string): string {
  return laidMove(move)?.piece ?? '';
}

/**
 * Group legal moves (notation, `legalMoveStrings`) by square and turn. Squares past the 52nd
 * letter get none: they are reached by typing the move.
 */
export function groupMoves(moves: readonly string[]): Choices {
  const squares = new Map<
    string,
    { x: number; y: number; turns: Map<string, TurnChoice & { moves: string[] }> }
  >();
  const others: string[] = [];
  for (const move of moves) {
    const laid = laidMove(move);
    if (!laid) {
      others.push(move);
      continue;
    }
    const key = `${laid.x},${laid.y}`;
    let square = squares.get(key);
    if (!square) {
      square = { x: laid.x, y: laid.y, turns: new Map() };
      squares.set(key, square);
    }
    const turnKey = `${laid.tile}r${laid.rotation}`;
    let turn = square.turns.get(turnKey);
    if (!turn) {
      turn = { tile: laid.tile, rotation: laid.rotation, moves: [] };
      square.turns.set(turnKey, turn);
    }
    // The bare placement (no piece) first, the others in the engine's order.
    if (laid.piece === '') turn.moves.unshift(move);
    else turn.moves.push(move);
  }
  const ordered = [...squares.values()].sort((a, b) => a.y - b.y || a.x - b.x);
  return {
    squares: ordered.map((s, i) => ({
      label: LABELS[i] ?? '',
      x: s.x,
      y: s.y,
      turns: [...s.turns.values()],
    })),
    others,
  };
}
