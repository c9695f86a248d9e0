import type { AnyView, GameMatch } from '@carcassonne/engine';
import { boardLegend, expansionPieces } from '../board-pieces.js';
import { quote } from '../quote.js';
import { renderBoard } from '../render.js';
import { groupMoves, laidMove, pieceOf, type Choices, type SquareChoice } from './choices.js';
import { withAxes } from './axes.js';
import { colourBoard } from './colors.js';
import { pieceWords, turnAndPiece } from './piece-words.js';

/** The terminal, as the game sees it: a line asked for (null: the input ended) and text said. */
export interface Io {
  ask(prompt: string): Promise<string | null>;
  say(text: string): void;
  /** Whether boards are drawn in colour (a terminal that shows it: colors.ts). */
  readonly colour?: boolean;
  /** A passing line (a bot thinking), shown until the next thing said; a terminal only. */
  passing?(text: string): void;
}

/** What the player at the terminal decided: a legal move in notation, another tile of the hand, a hint, an undo, or to stop. */
export type HumanAnswer =
  | { readonly kind: 'move'; readonly move: string }
  /** The strategic variant: play another tile of the hand. */
  | { readonly kind: 'take'; readonly tile: string }
  | { readonly kind: 'quit' }
  | { readonly kind: 'hint' }
  /** Take back one's last move and the bots' after it. */
  | { readonly kind: 'undo' };

const HELP = [
  'At each question type one of the choices shown, or:',
  '  a move in notation (docs/notation.md), e.g. U@1,0r90 N',
  '  back    to the first question of the turn',
  '  board   to see the board again',
  '  moves   to list every legal move in notation',
  '  hint    to ask the strongest bot for a move',
  "  undo    to take back your last move (and the bots' moves after it)",
  '  take T  (strategic variant) to play tile T of your hand instead',
  '  quit    to stop (the record is written with --out or --load)',
].join('\n');

/** The players' marks on the text board, in seat order (names may share a first letter). */
export const SEAT_LETTERS = 'ABCDEF';

/** Why a line is not a choice, as one sentence that says what is. */
class Refused {
  readonly kind = 'refused';
  constructor(readonly why: string) {}
}

/** The board with the squares of `choices` lettered, its legend, and the player's tile. */
export function showPosition(match: GameMatch, seat: number, choices: Choices, io: Io): void {
  const view = match.view(seat);
  const initials = view.players.map((_, i) => SEAT_LETTERS[i] ?? '?');
  const pieces = expansionPieces(view, initials);
  const drawn = renderBoard(match.tiles, view.board, view.followers, initials, pieces.marks, choices.squares);
  const squares = [...view.board, ...choices.squares];
  const board = withAxes(drawn, Math.min(...squares.map((q) => q.x)), Math.min(...squares.map((q) => q.y)));
  io.say(
    io.colour
      ? colourBoard(
          board,
          view.players.map((p) => p.color),
          SEAT_LETTERS,
        )
      : board,
  );
  io.say(boardLegend(view, initials) + (choices.squares.length > 0 ? '  [a] a square you may choose' : ''));
  if (pieces.lines.length > 0) io.say(pieces.lines.join('\n'));
  const tiles = tilesInHand(match, view, io.colour === true);
  if (tiles !== null && choices.squares.length > 0) io.say(tiles);
}

/** A move in the words of the questions: its square's letter, the tile's turn and the piece. */
export function moveWords(match: GameMatch, move: string): string {
  const laid = laidMove(move);
  if (!laid) return move;
  const square = groupMoves(match.legalMoveStrings()).squares.find((s) => s.x === laid.x && s.y === laid.y);
  const where = square?.label ? `square ${square.label}` : `square ${laid.x},${laid.y}`;
  return `${move}: ${where}, ${turnAndPiece(match.tiles, laid)}`;
}

/** Tiles drawn as text side by side, each under its title. */
function sideBySide(
  match: GameMatch,
  tiles: readonly { title: string; tile: string; rotation: number }[],
  colour = false,
): string {
  const pictures = tiles.map((t) =>
    renderBoard(match.tiles, [{ x: 0, y: 0, rotation: t.rotation, tile: t.tile }], [], []).split('\n'),
  );
  const head = tiles.map((t) => t.title.padEnd(12)).join('');
  const rows = [0, 1, 2].map((r) =>
    pictures
      .map((p) => `   ${(p[r] ?? '').padEnd(3)}      `)
      .join('')
      .trimEnd(),
  );
  return [head.trimEnd(), ...rows.map((row) => (colour ? colourBoard(row, [], '') : row))].join('\n');
}

/** The tile in hand (the strategic variant: the hand, the tile taken first) as it comes, unturned. */
function tilesInHand(match: GameMatch, view: AnyView, colour: boolean): string | null {
  const drawn = match.drawnTile;
  const hand = 'hand' in view && view.hand ? view.hand : drawn === null ? [] : [drawn];
  if (hand.length === 0) return null;
  const title = (tile: string) => (hand.length > 1 && tile === drawn ? `${tile} (taken)` : tile);
  const label = hand.length > 1 ? 'Your hand' : 'Your tile';
  return `${label}:\n${sideBySide(
    match,
    hand.map((tile) => ({ title: title(tile), tile, rotation: 0 })),
    colour,
  )}`;
}

/**
 * One decision of the player at the terminal: a square, then a turn of the tile, then a piece
 * (each asked only when there is more than one), or one of the other moves by number. A line
 * that is no choice is answered with why, and the question is asked again: nothing is played
 * until a whole legal move is chosen.
 */
export async function humanDecision(
  match: GameMatch,
  seat: number,
  io: Io,
  status: string,
): Promise<HumanAnswer> {
  const legal = match.legalMoveStrings();
  const choices = groupMoves(legal);
  showPosition(match, seat, choices, io);
  io.say(status);
  for (;;) {
    const answer = await oneDecision(match, choices, legal, io);
    if (answer instanceof Refused) {
      io.say(answer.why);
      continue;
    }
    if (answer.kind === 'back' || answer.kind === 'again') continue;
    if (answer.kind === 'board') {
      showPosition(match, seat, choices, io);
      io.say(status);
      continue;
    }
    return answer;
  }
}

/** Ask the turn's first question again; show the board, then ask it again; ask the same question again. */
const BACK = { kind: 'back' } as const;
const BOARD = { kind: 'board' } as const;
const AGAIN = { kind: 'again' } as const;
type Step = HumanAnswer | Refused | typeof BACK | typeof BOARD | typeof AGAIN;

/** A line every question understands, or null when it is for the question itself. */
function common(line: string, legal: readonly string[], io: Io): Step | null {
  const word = line.toLowerCase();
  if (word === 'quit' || word === 'exit') return { kind: 'quit' };
  if (word === 'hint') return { kind: 'hint' };
  if (word === 'undo') return { kind: 'undo' };
  if (word === 'back') return BACK;
  if (word === 'board') return BOARD;
  if (word === 'help' || word === '?') {
    io.say(HELP);
    return AGAIN;
  }
  if (word === 'moves') {
    io.say(legal.join('\n'));
    return AGAIN;
  }
  if (word.startsWith('take ')) return { kind: 'take', tile: line.slice(5).trim() };
  if (legal.includes(line)) return { kind: 'move', move: line };
  return null;
}

async function ask(io: Io, prompt: string, legal: readonly string[]): Promise<Step | string> {
  const line = await io.ask(prompt);
  if (line === null) return { kind: 'quit' };
  const trimmed = line.trim();
  return common(trimmed, legal, io) ?? trimmed;
}

async function oneDecision(
  match: GameMatch,
  choices: Choices,
  legal: readonly string[],
  io: Io,
): Promise<Step> {
  const { squares, others } = choices;
  const labelled = squares.filter((s) => s.label !== '');
  const parts: string[] = [];
  if (labelled.length > 0) parts.push(`a square (${range(labelled.map((s) => s.label))})`);
  if (others.length > 0) {
    io.say(others.map((m, i) => `  ${i + 1}. ${m}`).join('\n'));
    parts.push(`a move (1–${others.length})`);
  }
  const line = await ask(io, `Choose ${parts.join(' or ')}, or type help: `, legal);
  if (typeof line !== 'string') return line;
  if (others.length > 0 && /^\d+$/.test(line)) {
    const move = others[Number(line) - 1];
    return move ? { kind: 'move', move } : new Refused(`${line} is not one of 1–${others.length}.`);
  }
  const square = labelled.find((s) => s.label === line) ?? squares.find((s) => `${s.x},${s.y}` === line);
  if (!square) return new Refused(`${quoted(line)} is no choice here${hintFor(line)}.`);
  return chooseTurn(match, square, legal, io);
}

async function chooseTurn(
  match: GameMatch,
  square: SquareChoice,
  legal: readonly string[],
  io: Io,
): Promise<Step> {
  let turn = square.turns[0]!;
  if (square.turns.length > 1) {
    const ways = square.turns.map((t, i) => ({
      title: `${i + 1}. r${t.rotation}`,
      tile: t.tile,
      rotation: t.rotation,
    }));
    io.say(`At ${square.x},${square.y} the tile may lie:\n${sideBySide(match, ways, io.colour === true)}`);
    const way = await askNumber(io, 'Which way', 1, square.turns.length, legal);
    if (typeof way !== 'number') return way;
    turn = square.turns[way - 1]!;
  }
  if (turn.moves.length === 1) return { kind: 'move', move: turn.moves[0]! };
  const first = pieceOf(turn.moves[0]!) === '' ? 0 : 1;
  const numbered = turn.moves.map(
    (m, i) => `  ${first + i}. ${pieceWords(match.tiles, turn.tile, turn.rotation, pieceOf(m))}`,
  );
  io.say(numbered.join('\n'));
  const piece = await askNumber(io, 'Which piece', first, first + turn.moves.length - 1, legal);
  return typeof piece === 'number' ? { kind: 'move', move: turn.moves[piece - first]! } : piece;
}

/**
 * Ask for a number from `first` to `last` until one comes: a line that is none is answered with
 * why and the question asked again, as after `help`; any other line every question understands
 * (a move, back, quit…) is returned.
 */
async function askNumber(
  io: Io,
  question: string,
  first: number,
  last: number,
  legal: readonly string[],
): Promise<number | Step> {
  for (;;) {
    const line = await ask(io, `${question} (${first}–${last})? `, legal);
    if (typeof line !== 'string') {
      if (line.kind === 'again') continue;
      return line;
    }
    const n = /^\d+$/.test(line) ? Number(line) : Number.NaN;
    if (n >= first && n <= last) return n;
    io.say(`${quoted(line)} is not one of ${first}–${last}.`);
  }
}

function range(labels: readonly string[]): string {
  return labels.length === 1 ? labels[0]! : `${labels[0]}–${labels[labels.length - 1]}`;
}

function quoted(line: string): string {
  return line === '' ? 'An empty line' : quote(line);
}

/** A word more when the line looks like a move that is not legal. */
function hintFor(line: string): string {
  return line.includes('@') ? ' (not a legal move now: type moves to list them)' : '';
}
