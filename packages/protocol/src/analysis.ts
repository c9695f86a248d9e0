import { Type, type Static } from '@sinclair/typebox';

/**
 * The HTTP API of post-game analyses and puzzles (docs/server/analysis.md). The
 * analysis itself is the bots' `Analysis` (packages/ai, analysis.ts) as JSON: the protocol keeps
 * it opaque, the web reads it with that type.
 */

/** Points the best move must gain over the second best for a position to become a puzzle. */
export const PUZZLE_MIN_GAIN = 6;

/** `GET /api/tables/:id/analysis`. */
export interface AnalysisPage<A = unknown> {
  readonly table: string;
  /** `none`: never asked for (a finished game before analyses existed, or an aborted one). */
  readonly status: 'none' | 'pending' | 'done' | 'failed';
  /** Moves valued so far. */
  readonly valued: number;
  /** The game's moves. */
  readonly total: number;
  readonly problem: string | null;
  /** Once done. */
  readonly analysis: A | null;
}

/**
 * A puzzle as the page gets it: the position alone, as the player to move sees it (a view: the
 * board, the tile in hand, the tiles drawn and the moves played so far, how many of each tile are
 * left, never their order). Nothing names its game: not its table, not a record, not the moves
 * after it; the answer stays on the server until the user answers or gives up (`PuzzleVerdict`).
 */
export interface PuzzlePage {
  /** Random: it names neither the game nor the move. */
  readonly id: string;
  /** The game's view at the position (the engine's `GameView`; the page rebuilds the turn from it). */
  readonly position: unknown;
  /** The UTC day (YYYY-MM-DD) it is the puzzle of, for the daily one. */
  readonly day: string | null;
}

/** `POST /api/puzzles/:id/answer` body. */
export const PuzzleAnswerBody = Type.Object(
  { move: Type.String({ minLength: 1, maxLength: 64, pattern: '^[\\x20-\\x7e]+$' }) },
  { additionalProperties: false },
);
export type PuzzleAnswerBody = Static<typeof PuzzleAnswerBody>;

/** The answer to an answer or to giving up: only then the solution and the game it comes from. */
export interface PuzzleVerdict {
  readonly solved: boolean;
  /** The analysis' best move, in notation. */
  readonly best: string;
  /** False when this user had answered (or given up) before: the first answer counts. */
  readonly recorded: boolean;
  /** The game's table (its replay and analysis) and the position's move index there. */
  readonly table: string;
  readonly index: number;
}

/** A user's puzzle answers: `GET /api/puzzles/answers`. */
export interface PuzzleAnswers {
  readonly answers: readonly { readonly puzzle: string; readonly solved: boolean; readonly at: number }[];
}
