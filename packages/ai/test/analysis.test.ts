import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadMatch, Mulberry32, parseMove } from '@carcassonne/engine';
import {
  analyseJob,
  analysePosition,
  analyseRecord,
  analysisSeed,
  chooseMove,
  decisionPosition,
  makeBot,
  planAnalysis,
  TOP_LEVEL,
} from '../src/index.js';
import { nodeBotRunner } from '../src/worker/node.js';
import { shortMatch, unwrap } from './helpers.js';

const BGA = ['366166200', '367163108'].map((id) =>
  readFileSync(new URL(`../../engine/test/fixtures/bga/${id}.carc.json`, import.meta.url), 'utf8'),
);
const ITERATIONS = 36;
const SEED = 5;

/**
 * Anna plays the top level's move every time, with the analysis's iterations and seeds; Bo
 * plays like a beginner. Returns the finished record.
 */
function topLevelGame(preset: string, seed: string, n: number) {
  const m = shortMatch(preset, seed, n);
  const tiles = m.toRecord().tiles!;
  const top = unwrap(makeBot(TOP_LEVEL.id)).bot;
  for (let i = 0; !m.finished; i++) {
    const view = m.view();
    const s = analysisSeed(tiles, i, SEED);
    const move =
      m.actor === 0
        ? unwrap(top.choose({ view, budget: { iterations: ITERATIONS }, seed: s })).move
        : unwrap(chooseMove({ bot: 'level1', view, seed: s })).move;
    unwrap(m.play(m.actor, move));
  }
  return m.toRecord();
}

describe('post-game analysis', () => {
  it('reports no points lost for a player who played the best move found every time', () => {
    for (const [preset, n] of [
      ['classic', 14],
      ['the-city', 14],
    ] as const) {
      const record = topLevelGame(preset, `best-${preset}`, n);
      const a = unwrap(analyseRecord(record, { iterations: ITERATIONS, seed: SEED }));
      expect(a.moves).toHaveLength(record.moves.length);
      const anna = a.moves.filter((m) => m.player === 0);
      expect(anna.length).toBeGreaterThan(4);
      for (const m of anna) {
        expect(m.played.text, `${preset} move ${m.index}`).toBe(m.best.text);
        expect(m.lost).toBe(0);
      }
      expect(a.players[0]!.lost).toBe(0);
      expect(a.players[0]!.costliest).toEqual([]);
      // The beginner is not the top level: somewhere it chose otherwise.
      expect(a.moves.filter((m) => m.player === 1).some((m) => m.played.text !== m.best.text)).toBe(true);
    }
  });

  it('is reproducible: the same record, seed and budget give the same analysis', () => {
    const record = topLevelGame('modern', 'again', 10);
    const first = unwrap(analyseRecord(record, { iterations: 24, seed: 3 }));
    expect(unwrap(analyseRecord(JSON.stringify(record), { iterations: 24, seed: 3 }))).toEqual(first);
    expect(first.players.map((p) => p.moves)).toEqual([5, 5]);
  });

  it('values every played move, also one the search would have pruned, and sums per player', () => {
    // Random moves are mostly outside the top level's twelve candidates.
    const m = shortMatch('classic', 'random-moves', 10);
    const rng = new Mulberry32(9);
    while (!m.finished) {
      const legal = m.legalMoves();
      unwrap(m.play(m.actor, legal[rng.int(legal.length)]!));
    }
    const record = m.toRecord();
    const progress: number[] = [];
    const a = unwrap(analyseRecord(record, { iterations: 30 }, (done) => progress.push(done)));
    expect(progress).toEqual(record.moves.map((_, i) => i + 1));
    for (const mv of a.moves) {
      expect(mv.played.text).toBe(record.moves[mv.index]);
      expect(mv.played.margin).not.toBeNull();
      expect(mv.played.rounds).toBeGreaterThan(0);
      expect(mv.lost).toBeGreaterThanOrEqual(0);
      expect(mv.top[0]).toEqual(mv.best);
    }
    for (const p of a.players) {
      const mine = a.moves.filter((mv) => mv.player === p.player);
      expect(p.lost).toBeCloseTo(
        mine.reduce((s, mv) => s + mv.lost, 0),
        9,
      );
      expect(p.costliest.length).toBeLessThanOrEqual(3);
      const losses = p.costliest.map((i) => a.moves[i]!.lost);
      expect([...losses].sort((x, y) => y - x)).toEqual(losses);
      expect(
        Math.max(0, ...mine.filter((mv) => !p.costliest.includes(mv.index)).map((mv) => mv.lost)),
      ).toBeLessThanOrEqual(losses[losses.length - 1] ?? Infinity);
    }
  });

  it('tells a forced move (one option) from one the budget was too small to value', () => {
    const record = topLevelGame('classic', 'tiny-budget', 8);
    const tiny = unwrap(analyseRecord(record, { iterations: 1 }));
    const full = unwrap(analyseRecord(record, { iterations: 30 }));
    tiny.moves.forEach((m, i) => {
      const options = full.moves[i]!.top.length;
      expect(m.forced, `move ${i}`).toBe(options === 1);
      expect(m.forced && m.unvalued).toBe(false);
      if (m.unvalued) {
        expect(m.best.margin).toBeNull();
        expect(m.lost).toBe(0);
      }
    });
    expect(tiny.moves.some((m) => m.unvalued)).toBe(true);
    expect(full.moves.every((m) => !m.unvalued)).toBe(true);
  });

  it('refuses bad records and options as values', () => {
    expect(analyseRecord('{"format":')).toMatchObject({ ok: false, error: { code: 'bad-record' } });
    expect(analyseRecord({ format: 'carcassonne-record/1', game: 'chess' })).toMatchObject({
      ok: false,
      error: { code: 'bad-record' },
    });
    const record = JSON.parse(BGA[0]!) as { moves: string[] };
    expect(analyseRecord({ ...record, moves: [record.moves[1]] })).toMatchObject({
      ok: false,
      error: { code: 'bad-record' },
    });
    expect(analyseRecord(record, { iterations: 0 })).toMatchObject({
      ok: false,
      error: { code: 'bad-budget' },
    });
    expect(analyseRecord(record, { iterations: 2.5 })).toMatchObject({
      ok: false,
      error: { code: 'bad-budget' },
    });
    expect(analyseRecord(record, { seed: NaN })).toMatchObject({ ok: false, error: { code: 'bad-seed' } });
    expect(analyseRecord(record, { depth: 3 } as never)).toMatchObject({
      ok: false,
      error: { code: 'bad-request' },
    });
  });
});

describe('the moves of real records map onto the search options', () => {
  it('every move of the BGA games (any rotation of a symmetric tile, any port of a segment)', () => {
    for (const text of BGA) {
      const record = JSON.parse(text) as { moves: string[] };
      const m = unwrap(loadMatch({ ...record, moves: [] }));
      for (const played of record.moves) {
        const view = m.view();
        unwrap(decisionPosition(view, new Mulberry32(1))).use((A, g) => {
          const keys = A.decisionOf(g, unwrap(parseMove(played)));
          expect(keys, played).not.toBeNull();
          const actions: number[] = [];
          const n = A.actions(g, actions);
          expect(actions.slice(0, n)).toContain(keys!.key);
        });
        unwrap(m.play(m.actor, played));
      }
    }
  });
});

describe('a hint', () => {
  it("is the top level's move and the next best options, with their expected margins", () => {
    const m = shortMatch('modern', 'hint', 30);
    const rng = new Mulberry32(4);
    for (let i = 0; i < 12; i++) {
      const legal = m.legalMoves();
      unwrap(m.play(m.actor, legal[rng.int(legal.length)]!));
    }
    const view = m.view();
    const hint = unwrap(analysePosition({ view, iterations: 40, seed: 8 }));
    expect(hint.ranking.length).toBeGreaterThanOrEqual(3);
    expect(hint.played).toBeNull();
    for (const o of hint.ranking.slice(0, 3)) expect(o.margin).not.toBeNull();
    const top = unwrap(
      unwrap(makeBot(TOP_LEVEL.id)).bot.choose({ view, budget: { iterations: 40 }, seed: 8 }),
    ).move;
    expect(hint.ranking[0]!.move).toEqual(top);
    const legal = new Set(m.legalMoves().map((mv) => JSON.stringify(mv, Object.keys(mv).sort())));
    for (const o of hint.ranking)
      expect(legal.has(JSON.stringify(o.move, Object.keys(o.move).sort()))).toBe(true);
    // A move asked about (as an object) is valued too; a malformed or illegal one is refused.
    const last = m.legalMoves().at(-1)!;
    const asked = unwrap(analysePosition({ view, iterations: 40, seed: 8, played: last }));
    expect(asked.ranking[asked.played!]!.move).toEqual(last);
    for (const played of [{ type: 'tower' }, { type: 'place', tile: 'Q', x: 'a' }, 'U@99,99r0', 7]) {
      expect(analysePosition({ view, iterations: 10, seed: 1, played: played as never })).toMatchObject({
        ok: false,
        error: { code: 'bad-request' },
      });
    }
  });

  it('runs in the worker runner, like a bot, and so does a move of an analysis', async () => {
    const m = shortMatch('classic', 'worker-hint', 12);
    const runner = nodeBotRunner();
    const hint = unwrap(await runner.analysePosition({ view: m.view(), iterations: 24, seed: 1 }));
    expect(hint).toEqual(unwrap(analysePosition({ view: m.view(), iterations: 24, seed: 1 })));
    expect(await runner.analysePosition({ view: m.view(), iterations: -1, seed: 1 })).toMatchObject({
      ok: false,
      error: { code: 'bad-budget' },
    });
    const job = unwrap(planAnalysis(topLevelGame('classic', 'worker-job', 6), { iterations: 20 })).jobs[2]!;
    expect(unwrap(await runner.analyseMove(job))).toEqual(unwrap(analyseJob(job)));
    expect(await runner.analyseMove({ ...job, played: 'X@99,99r0' })).toMatchObject({
      ok: false,
      error: { code: 'bad-request' },
    });
    runner.close();
  }, 60_000);
});
