import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { analyseRecord, findPuzzles, type Analysis } from '../src/index.js';
import { unwrap } from './helpers.js';

const RECORD = JSON.parse(
  readFileSync(new URL('../../engine/test/fixtures/bga/366166200.carc.json', import.meta.url), 'utf8'),
) as unknown;

// A small budget (fast) finds smaller gaps between the options: the bar is lowered to 1 point here.
const GAIN = 1;

it('puzzles of a fixed analysed game: the same each time, the solution the analysis’ best move', () => {
  const analysis = unwrap(analyseRecord(RECORD, { iterations: 8, seed: 3 }));
  const puzzles = findPuzzles(analysis, GAIN);
  expect(puzzles.length).toBeGreaterThan(0);
  expect(findPuzzles(unwrap(analyseRecord(RECORD, { iterations: 8, seed: 3 })), GAIN)).toEqual(puzzles);
  for (const p of puzzles) {
    const m = analysis.moves[p.index]!;
    expect(p.best).toBe(m.best.text);
    expect(m.top[0]!.margin! - m.top[1]!.margin!).toBeGreaterThanOrEqual(GAIN);
  }
  // Every move gaining at least that much over the second best became one, and only those.
  const gains = analysis.moves.filter(
    (m) => !m.forced && m.top.length > 1 && m.top[0]!.margin! - m.top[1]!.margin! >= GAIN,
  );
  expect(puzzles.map((p) => p.index)).toEqual(gains.map((m) => m.index));
}, 120_000);

it('a forced move or a lone option is no puzzle', () => {
  const move = (index: number, margins: (number | null)[], forced = false) => {
    const top = margins.map((margin, k) => ({
      move: { kind: 'place' } as never,
      text: `m${index}.${k}`,
      margin,
      rounds: 1,
    }));
    return { index, player: 0, played: top[0]!, best: top[0]!, lost: 0, forced, top, iterations: 1 };
  };
  const analysis = {
    moves: [move(0, [null], true), move(1, [9]), move(2, [10, 3.9]), move(3, [10, 4.1])],
  } as unknown as Analysis;
  expect(findPuzzles(analysis, 6)).toEqual([{ index: 2, best: 'm2.0', gain: 6.1 }]);
});
