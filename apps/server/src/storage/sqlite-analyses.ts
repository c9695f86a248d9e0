import type Database from 'better-sqlite3';
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

/** Analyses and puzzles on SQLite (analyses.ts). */
export class SqliteAnalyses implements AnalysisStore {
  constructor(
    private readonly db: Database.Database,
    private readonly sql: (text: string) => Database.Statement,
  ) {}

  async request(tableId: string, by: string | null, at: number): Promise<boolean> {
    const r = this.sql(
      "INSERT INTO analyses (table_id, status, requested_by, requested_at) VALUES (?, 'pending', ?, ?) ON CONFLICT (table_id) DO NOTHING",
    ).run(tableId, by, at);
    return r.changes > 0;
  }

  async retry(tableId: string, by: string | null, at: number): Promise<boolean> {
    const r = this.sql(
      "UPDATE analyses SET status = 'pending', requested_by = ?, requested_at = ?, problem = NULL WHERE table_id = ? AND status = 'failed'",
    ).run(by, at, tableId);
    return r.changes > 0;
  }

  async pending(): Promise<string[]> {
    const rows = this.sql(
      "SELECT table_id FROM analyses WHERE status = 'pending' ORDER BY requested_at, table_id",
    ).all() as { table_id: string }[];
    return rows.map((r) => r.table_id);
  }

  async unqueued(since: number): Promise<string[]> {
    const rows = this.sql(
      "SELECT t.id FROM game_tables t WHERE t.status = 'finished' AND t.finished_at >= ? AND NOT EXISTS (SELECT 1 FROM analyses a WHERE a.table_id = t.id) ORDER BY t.finished_at, t.id",
    ).all(since) as { id: string }[];
    return rows.map((r) => r.id);
  }

  async saveMove(tableId: string, index: number, data: string): Promise<void> {
    this.sql(
      'INSERT INTO analysis_moves (table_id, move_index, data) VALUES (?, ?, ?) ON CONFLICT (table_id, move_index) DO UPDATE SET data = excluded.data',
    ).run(tableId, index, data);
  }

  async finish(tableId: string, end: AnalysisEnd, at: number): Promise<void> {
    this.db.transaction(() => {
      if (end.status === 'failed') {
        this.sql(
          "UPDATE analyses SET status = 'failed', finished_at = ?, problem = ? WHERE table_id = ?",
        ).run(at, end.problem, tableId);
        return;
      }
      this.sql("UPDATE analyses SET status = 'done', finished_at = ?, summary = ? WHERE table_id = ?").run(
        at,
        end.summary,
        tableId,
      );
      for (const p of end.puzzles)
        this.sql(
          `INSERT INTO puzzles (${PUZZLE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
        ).run(p.id, p.tableId, p.index, p.gain, p.best, p.createdAt);
    })();
  }

  async analysis(tableId: string): Promise<StoredAnalysis | null> {
    const row = this.sql(`SELECT ${ANALYSIS_COLUMNS} FROM analyses WHERE table_id = ?`).get(tableId) as
      | AnalysisRow
      | undefined;
    if (!row) return null;
    const moves = this.sql(
      'SELECT move_index, data FROM analysis_moves WHERE table_id = ? ORDER BY move_index',
    ).all(tableId) as { move_index: number; data: string }[];
    return analysisOf(row, moves);
  }

  async puzzleCount(before: number): Promise<number> {
    const row = this.sql('SELECT COUNT(*) AS n FROM puzzles WHERE created_at < ?').get(before) as {
      n: number;
    };
    return row.n;
  }

  async puzzleAt(before: number, offset: number): Promise<StoredPuzzle | null> {
    const row = this.sql(
      `SELECT ${PUZZLE_COLUMNS} FROM puzzles WHERE created_at < ? ORDER BY id LIMIT 1 OFFSET ?`,
    ).get(before, offset) as PuzzleRow | undefined;
    return row ? puzzleOf(row) : null;
  }

  async puzzle(id: string): Promise<StoredPuzzle | null> {
    const row = this.sql(`SELECT ${PUZZLE_COLUMNS} FROM puzzles WHERE id = ?`).get(id) as
      | PuzzleRow
      | undefined;
    return row ? puzzleOf(row) : null;
  }

  async recentPuzzles(limit: number): Promise<StoredPuzzle[]> {
    const rows = this.sql(`SELECT ${PUZZLE_COLUMNS} FROM puzzles ORDER BY created_at DESC, id LIMIT ?`).all(
      limit,
    ) as PuzzleRow[];
    return rows.map(puzzleOf);
  }

  async answer(userId: string, a: PuzzleAnswer): Promise<boolean> {
    const r = this.sql(
      'INSERT INTO puzzle_answers (user_id, puzzle_id, solved, answer, at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (user_id, puzzle_id) DO NOTHING',
    ).run(userId, a.puzzleId, a.solved ? 1 : 0, a.answer, a.at);
    return r.changes > 0;
  }

  async answers(userId: string): Promise<PuzzleAnswer[]> {
    const rows = this.sql(
      'SELECT puzzle_id, solved, answer, at FROM puzzle_answers WHERE user_id = ? ORDER BY at, puzzle_id',
    ).all(userId) as AnswerRow[];
    return rows.map(answerOf);
  }
}
