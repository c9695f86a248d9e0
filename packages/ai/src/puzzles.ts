import type { Analysis } from './analysis.js';

/** A position of an analysed game where one move stands out: find it. */
export interface PuzzlePosition {
  /** The move's index in the record (the position is the record's first `index` moves). */
  readonly index: number;
  /** The best move found, in notation: the solution. */
  readonly best: string;
  /** Points it gains over the second best option. */
  readonly gain: number;
}

/**
 * The puzzles of an analysed game: every move (not forced) whose best option's expected margin
 * beats the second best's by at least `minGain` points. The same analysis gives the same puzzles.
 */
export function findPuzzles(analysis: Analysis, minGain: number): PuzzlePosition[] {
  const out: PuzzlePosition[] = [];
  for (const m of analysis.moves) {
    if (m.forced) continue;
    const [best, second] = m.top;
    if (!best || !second || best.margin === null || second.margin === null) continue;
    const gain = best.margin - second.margin;
    if (gain >= minGain) out.push({ index: m.index, best: best.text, gain: Math.round(gain * 10) / 10 });
  }
  return out;
}
