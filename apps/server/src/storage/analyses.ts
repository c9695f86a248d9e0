/**
 * Post-game analyses of online games and the puzzles made from them (analysis/service.ts,
 * puzzles.ts): a finished table's analysis is queued, valued move by move (each move's result
 * stored as it comes, so a restart resumes where it stopped) and finished with its summary and
 * its puzzles in one transaction. Reached as `storage.analyses`.
 */
export type AnalysisStatus = 'pending' | 'done' | 'failed';

export interface StoredAnalysis {
  readonly tableId: string;
  readonly status: AnalysisStatus;
  /** Who asked for it (null: queued by the game's end). */
  readonly requestedBy: string | null;
  readonly requestedAt: number;
  readonly finishedAt: number | null;
  /** The summary (JSON, see analysis/service.ts) once done. */
  readonly summary: string | null;
  /** Why it failed. */
  readonly problem: string | null;
  /** Each valued move (JSON of a `MoveAnalysis`), by index. */
  readonly moves: readonly { readonly index: number; readonly data: string }[];
}

export interface StoredPuzzle {
  /** `<table>.<move index>`. */
  readonly id: string;
  readonly tableId: string;
  readonly index: number;
  /** Points the best move gains over the second best. */
  readonly gain: number;
  /** The best move, in notation. */
  readonly best: string;
  readonly createdAt: number;
}

export type AnalysisEnd =
  | { readonly status: 'done'; readonly summary: string; readonly puzzles: readonly StoredPuzzle[] }
  | { readonly status: 'failed'; readonly problem: string };

export interface PuzzleAnswer {
  readonly puzzleId: string;
  readonly solved: boolean;
  readonly answer: string;
  readonly at: number;
}

export interface AnalysisStore {
  /** Queue a table's analysis; false when it is queued or done already (nothing changes). */
  request(tableId: string, by: string | null, at: number): Promise<boolean>;
  /** Queue again an analysis that failed (its stored moves are kept); false when it did not fail. */
  retry(tableId: string, by: string | null, at: number): Promise<boolean>;
  /** The tables whose analysis is pending, oldest request first (resumed at start). */
  pending(): Promise<string[]>;
  /**
   * Finished tables that ended at or after `since` (ms) and have no analysis, oldest end first:
   * a game whose end was committed but whose analysis was never queued (a crash in between).
   */
  unqueued(since: number): Promise<string[]>;
  /** One valued move, stored (again: replaced). */
  saveMove(tableId: string, index: number, data: string): Promise<void>;
  /** The analysis' end, with its puzzles, in one transaction. */
  finish(tableId: string, end: AnalysisEnd, at: number): Promise<void>;
  analysis(tableId: string): Promise<StoredAnalysis | null>;
  /** Puzzles made before `before` (ms), by id. */
  puzzleCount(before: number): Promise<number>;
  /** The `offset`-th of the puzzles made before `before`, by id. */
  puzzleAt(before: number, offset: number): Promise<StoredPuzzle | null>;
  puzzle(id: string): Promise<StoredPuzzle | null>;
  /** The newest puzzles first. */
  recentPuzzles(limit: number): Promise<StoredPuzzle[]>;
  /** Record a user's answer; the first one counts (false: answered before, nothing changes). */
  answer(userId: string, answer: PuzzleAnswer): Promise<boolean>;
  answers(userId: string): Promise<PuzzleAnswer[]>;
}

export interface PuzzleRow {
  readonly id: string;
  readonly table_id: string;
  readonly move_index: number;
  readonly gain: number;
  readonly best: string;
  readonly created_at: number | string;
}

export const puzzleOf = (r: PuzzleRow): StoredPuzzle => ({
  id: r.id,
  tableId: r.table_id,
  index: Number(r.move_index),
  gain: Number(r.gain),
  best: r.best,
  createdAt: Number(r.created_at),
});

export interface AnalysisRow {
  readonly table_id: string;
  readonly status: string;
  readonly requested_by: string | null;
  readonly requested_at: number | string;
  readonly finished_at: number | string | null;
  readonly summary: string | null;
  readonly problem: string | null;
}

export const analysisOf = (
  r: AnalysisRow,
  moves: readonly { move_index: number; data: string }[],
): StoredAnalysis => ({
  tableId: r.table_id,
  status: r.status === 'done' ? 'done' : r.status === 'failed' ? 'failed' : 'pending',
  requestedBy: r.requested_by,
  requestedAt: Number(r.requested_at),
  finishedAt: r.finished_at === null ? null : Number(r.finished_at),
  summary: r.summary,
  problem: r.problem,
  moves: moves.map((m) => ({ index: Number(m.move_index), data: m.data })),
});

export interface AnswerRow {
  readonly puzzle_id: string;
  readonly solved: number | boolean;
  readonly answer: string;
  readonly at: number | string;
}

export const answerOf = (r: AnswerRow): PuzzleAnswer => ({
  puzzleId: r.puzzle_id,
  solved: r.solved === true || r.solved === 1,
  answer: r.answer,
  at: Number(r.at),
});

export const PUZZLE_COLUMNS = 'id, table_id, move_index, gain, best, created_at';
export const ANALYSIS_COLUMNS = 'table_id, status, requested_by, requested_at, finished_at, summary, problem';
