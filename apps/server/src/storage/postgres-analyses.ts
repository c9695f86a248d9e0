import type pg from 'pg';
import {
  ANALYSIS_COLUMNS,
  analysisOf,
  answerOf,
  PUZZLE_COLUMNS,
  puzzleOf,
  type AnalysisEnd,
  type AnalysisRow,
  type AnalysisStore,
  type AnswerRow,
  type PuzzleAnswer,
  type PuzzleRow,
  type StoredAnalysis,
  type StoredPuzzle,
} from './analyses.js';

type Query = (text: string, values?: readonly unknown[]) => Promise<pg.QueryResult>;

/** Analyses and puzzles on PostgreSQL (analyses.ts). */
export class PostgresAnalyses implements AnalysisStore {
  constructor(
    private readonly query: Query,
    private readonly transaction: <T>(work: (q: Query) => Promise<T>) => Promise<T>,
  ) {}

  async request(tableId: string, by: string | null, at: number): Promise<boolean> {
    const r = await this.query(
      "INSERT INTO analyses (table_id, status, requested_by, requested_at) VALUES ($1, 'pending', $2, $3) ON CONFLICT (table_id) DO NOTHING",
      [tableId, by, at],
    );
    return (r.rowCount ?? 0) > 0;
  }

  async retry(tableId: string, by: string | null, at: number): Promise<boolean> {
    const r = await this.query(
      "UPDATE analyses SET status = 'pending', requested_by = $1, requested_at = $2, problem = NULL WHERE table_id = $3 AND status = 'failed'",
      [by, at, tableId],
    );
    return (r.rowCount ?? 0) > 0;
  }

  async pending(): Promise<string[]> {
    const r = await this.query(
      "SELECT table_id FROM analyses WHERE status = 'pending' ORDER BY requested_at, table_id",
    );
    return (r.rows as { table_id: string }[]).map((row) => row.table_id);
  }

  async unqueued(since: number): Promise<string[]> {
    const r = await this.query(
      "SELECT t.id FROM game_tables t WHERE t.status = 'finished' AND t.finished_at >= $1 AND NOT EXISTS (SELECT 1 FROM analyses a WHERE a.table_id = t.id) ORDER BY t.finished_at, t.id",
      [since],
    );
    return (r.rows as { id: string }[]).map((row) => row.id);
  }

  async saveMove(tableId: string, index: number, data: string): Promise<void> {
    await this.query(
      'INSERT INTO analysis_moves (table_id, move_index, data) VALUES ($1, $2, $3) ON CONFLICT (table_id, move_index) DO UPDATE SET data = excluded.data',
      [tableId, index, data],
    );
  }

  async finish(tableId: string, end: AnalysisEnd, at: number): Promise<void> {
    await this.transaction(async (q) => {
      if (end.status === 'failed') {
        await q("UPDATE analyses SET status = 'failed', finished_at = $1, problem = $2 WHERE table_id = $3", [
          at,
          end.problem,
          tableId,
        ]);
        return;
      }
      await q("UPDATE analyses SET status = 'done', finished_at = $1, summary = $2 WHERE table_id = $3", [
        at,
        end.summary,
        tableId,
      ]);
      for (const p of end.puzzles)
        await q(
          `INSERT INTO puzzles (${PUZZLE_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
          [p.id, p.tableId, p.index, p.gain, p.best, p.createdAt],
        );
    });
  }

  async analysis(tableId: string): Promise<StoredAnalysis | null> {
    const r = await this.query(`SELECT ${ANALYSIS_COLUMNS} FROM analyses WHERE table_id = $1`, [tableId]);
    const row = r.rows[0] as AnalysisRow | undefined;
    if (!row) return null;
    const moves = await this.query(
      'SELECT move_index, data FROM analysis_moves WHERE table_id = $1 ORDER BY move_index',
      [tableId],
    );
    return analysisOf(row, moves.rows as { move_index: number; data: string }[]);
  }

  async puzzleCount(before: number): Promise<number> {
    const r = await this.query('SELECT COUNT(*) AS n FROM puzzles WHERE created_at < $1', [before]);
    return Number((r.rows[0] as { n: string | number }).n);
  }

  async puzzleAt(before: number, offset: number): Promise<StoredPuzzle | null> {
    const r = await this.query(
      `SELECT ${PUZZLE_COLUMNS} FROM puzzles WHERE created_at < $1 ORDER BY id LIMIT 1 OFFSET $2`,
      [before, offset],
    );
    const row = r.rows[0] as PuzzleRow | undefined;
    return row ? puzzleOf(row) : null;
  }

  async puzzle(id: string): Promise<StoredPuzzle | null> {
    const r = await this.query(`SELECT ${PUZZLE_COLUMNS} FROM puzzles WHERE id = $1`, [id]);
    const row = r.rows[0] as PuzzleRow | undefined;
    return row ? puzzleOf(row) : null;
  }

  async recentPuzzles(limit: number): Promise<StoredPuzzle[]> {
    const r = await this.query(
      `SELECT ${PUZZLE_COLUMNS} FROM puzzles ORDER BY created_at DESC, id LIMIT $1`,
      [limit],
    );
    return (r.rows as PuzzleRow[]).map(puzzleOf);
  }

  async answer(userId: string, a: PuzzleAnswer): Promise<boolean> {
    const r = await this.query(
      'INSERT INTO puzzle_answers (user_id, puzzle_id, solved, answer, at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (user_id, puzzle_id) DO NOTHING',
      [userId, a.puzzleId, a.solved ? 1 : 0, a.answer, a.at],
    );
    return (r.rowCount ?? 0) > 0;
  }

  async answers(userId: string): Promise<PuzzleAnswer[]> {
    const r = await this.query(
      'SELECT puzzle_id, solved, answer, at FROM puzzle_answers WHERE user_id = $1 ORDER BY at, puzzle_id',
      [userId],
    );
    return (r.rows as AnswerRow[]).map(answerOf);
  }
}
