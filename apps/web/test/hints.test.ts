import { describe, expect, it } from 'vitest';
import { analyseJob, analyseRecord, analysePosition, type ValuedMove } from '@carcassonne/ai';
import { createMatch, parseMove } from '@carcassonne/engine';
import { formatMargin, hintLines, moveMarks } from '../src/game/hints.js';
import { bestMarkAt, reviewOf } from '../src/game/review.js';
import { analysisThreads, WorkerAnalysis, type MoveValuer } from '../src/bots/analysis.js';

const valued = (text: string, margin: number | null): ValuedMove => {
  const m = parseMove(text);
  if (!m.ok) throw new Error(m.error.message);
  return { move: m.value, text, margin, rounds: 4 };
};

function shortGame(moves: number): { record: unknown; view: () => unknown } {
  const m = createMatch({
    preset: 'modern',
    players: [
      { name: 'Anna', color: 'red' },
      { name: 'Bo', color: 'blue' },
    ],
    seed: 'hints',
  });
  if (!m.ok) throw new Error(m.error.message);
  const g = m.value;
  for (let i = 0; i < moves; i++) g.play(g.actor, g.legalMoves()[(i * 7) % g.legalMoves().length]!);
  return { record: g.toRecord(), view: () => g.view() };
}

/** Values moves in this thread, like a worker would. */
const inline = (): MoveValuer => ({ analyseMove: async (job) => analyseJob(job), close: () => {} });

describe('hint marks', () => {
  it('formats margins with a sign and one decimal', () => {
    expect([4.24, -1.26, 0, -0.04, null].map(formatMargin)).toEqual(['+4.2', '−1.3', '+0.0', '+0.0', '±0']);
  });

  it('numbers the best three moves, with tile, rotation, follower and a badge slot per square', () => {
    const marks = moveMarks([
      valued('A@1,0r90 N', 4.2),
      valued('A@1,0r180', 3),
      valued('A@0,1r0', -1),
      valued('A@5,5r0', -9),
    ]);
    expect(marks.map((m) => [m.rank, m.margin, m.square, m.tile, m.slot])).toEqual([
      [1, '+4.2', { x: 1, y: 0 }, { id: 'A', rotation: 90, follower: 'N' }, 0],
      [2, '+3.0', { x: 1, y: 0 }, { id: 'A', rotation: 180, follower: null }, 1],
      [3, '−1.0', { x: 0, y: 1 }, { id: 'A', rotation: 0, follower: null }, 0],
    ]);
    expect(
      hintLines(
        marks,
        (m) => (m.type === 'place' ? `${m.x},${m.y}` : '?'),
        (r) => `${r}°`,
      ),
    ).toEqual(['1. 1,0 (90°): +4.2', '2. 1,0 (180°): +3.0', '3. 0,1 (0°): −1.0']);
    expect(
      hintLines(
        moveMarks([valued('gate 1,0,N', 2)]),
        () => 'gate',
        (r) => `${r}°`,
      ),
    ).toEqual(['1. gate: +2.0']);
  });

  it('marks the City’s wall moves at their edge and a declined tower nowhere', () => {
    const marks = moveMarks([valued('gate 1,0,N', 2), valued('tower -', 1)]);
    expect(marks[0]).toMatchObject({ square: { x: 1, y: 0 }, side: 'N', tile: null });
    expect(marks[1]).toMatchObject({ square: null, side: null });
  });

  it('shows what the top level would play first, from the player’s view', () => {
    const g = shortGame(3);
    const r = analysePosition({ view: g.view() as never, seed: 5, iterations: 12 });
    if (!r.ok) throw new Error(r.error.message);
    const marks = moveMarks(r.value.ranking);
    expect(marks).toHaveLength(3);
    expect(marks[0]!.move).toEqual(r.value.ranking[0]!.move);
    expect(marks.every((m) => /^[+−]\d+\.\d$/.test(m.margin))).toBe(true);
  });
});

describe('post-game analysis', () => {
  it('uses all cores but one, at least one, never more than the moves', () => {
    expect(analysisThreads(8, 40)).toBe(7);
    expect(analysisThreads(1, 40)).toBe(1);
    expect(analysisThreads(undefined, 40)).toBe(1);
    expect(analysisThreads(16, 3)).toBe(3);
  });

  it('gives the same numbers as the AI package whatever the number of workers', async () => {
    const g = shortGame(6);
    const expected = analyseRecord(g.record, { iterations: 10 });
    if (!expected.ok) throw new Error(expected.error.message);
    const progress: number[] = [];
    for (const cores of [2, 4]) {
      const r = await new WorkerAnalysis(inline, cores, 10).run(g.record, (done) => progress.push(done));
      expect(r.ok && r.analysis).toEqual(expected.value);
    }
    expect(progress.slice(0, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('reports a record that does not load, and stops on cancel', async () => {
    const bad = await new WorkerAnalysis(inline, 2, 10).run({ nonsense: true }, () => {});
    expect(bad.ok).toBe(false);
    const g = shortGame(6);
    const a = new WorkerAnalysis(inline, 2, 10);
    const run = a.run(g.record, (done) => done === 2 && a.cancel());
    expect(await run).toEqual({ ok: false, message: 'cancelled', cancelled: true });
  });

  it('sums per player, lists the costliest moves and marks the best move found where one was missed', () => {
    const g = shortGame(6);
    const r = analyseRecord(g.record, { iterations: 10 });
    if (!r.ok) throw new Error(r.error.message);
    const fake = {
      ...r.value,
      moves: r.value.moves.map((m, i) =>
        i === 2
          ? {
              ...m,
              best: valued('X@9,9r90', 5),
              played: { ...m.played, margin: 1.75 },
              lost: 3.25,
              forced: false,
            }
          : m,
      ),
      players: r.value.players.map((p) =>
        p.player === r.value.moves[2]!.player
          ? { ...p, lost: 3.25, costliest: [2] }
          : { ...p, lost: 0, costliest: [] },
      ),
    };
    const v = reviewOf(fake);
    const mover = r.value.moves[2]!.player;
    expect(v.players[mover]).toEqual({
      player: mover,
      name: ['Anna', 'Bo'][mover],
      lost: '3.3',
      costliest: [{ index: 2, step: 3, lost: '3.3' }],
    });
    expect(v.moves[2]).toMatchObject({ step: 3, played: '+1.8', best: '+5.0', missed: true });
    expect(bestMarkAt(fake, 3)).toEqual([
      expect.objectContaining({
        rank: 1,
        square: { x: 9, y: 9 },
        tile: { id: 'X', rotation: 90, follower: null },
      }),
    ]);
    expect(bestMarkAt(fake, 2).length).toBe(
      r.value.moves[1]!.best.text === r.value.moves[1]!.played.text || r.value.moves[1]!.forced ? 0 : 1,
    );
    expect(bestMarkAt(null, 3)).toEqual([]);
  });
});
