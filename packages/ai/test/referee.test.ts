import { describe, expect, it } from 'vitest';
import { formatMove, loadMatch, Mulberry32, type GameMatch } from '@carcassonne/engine';
import { analyseRecord, refereePosition } from '../src/index.js';
import { shortMatch, unwrap } from './helpers.js';

/** A short game played at random up to its last tile: the decision left is the last placement. */
function lastTile(preset: string, seed: string, n: number): GameMatch {
  const m = shortMatch(preset, seed, n);
  const rng = new Mulberry32(n);
  // The record's moves: a placement with its follower is one move, so n − 1 tiles are n − 1 moves.
  while (m.toRecord().moves.length < n - 1) {
    const legal = m.legalMoves();
    unwrap(m.play(m.actor, legal[rng.int(legal.length)]!));
  }
  return m;
}

/** Every legal move's exact final margin for the player deciding: the game ends after it. */
function exhaustive(m: GameMatch): Map<string, number> {
  const record = m.toRecord();
  const me = m.actor;
  const out = new Map<string, number>();
  for (const move of m.legalMoves()) {
    const text = formatMove(move);
    const end = unwrap(loadMatch({ ...record, moves: [...record.moves, text] }));
    expect(end.finished).toBe(true);
    const others = end.scores.filter((_, p) => p !== me);
    out.set(text, end.scores[me]! - Math.max(...others));
  }
  return out;
}

describe('the referee', () => {
  it('agrees with exhaustive search on the last tile of a game with a known bag', () => {
    let compared = 0;
    for (const [preset, seed, n] of [
      ['classic', 'end-a', 12],
      ['modern', 'end-b', 14],
      ['modern', 'end-c', 9],
      ['classic', 'end-d', 16],
    ] as const) {
      const m = lastTile(preset, seed, n);
      expect(m.finished).toBe(false);
      const values = exhaustive(m);
      const best = Math.max(...values.values());
      for (const [played, value] of values) {
        const v = unwrap(refereePosition({ view: m.view(), playouts: 400, seed: 1, played }));
        expect(v.best.margin, `${seed}: the best of ${values.size} moves`).toBe(best);
        expect(values.get(v.best.text)).toBe(best);
        expect(v.played!.margin, `${seed} ${played}`).toBe(value);
        expect(v.lost).toBe(best - value);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('is deterministic for a view, seed and playouts', () => {
    const m = shortMatch('modern', 'again', 30);
    const rng = new Mulberry32(4);
    for (let i = 0; i < 8; i++) {
      const legal = m.legalMoves();
      unwrap(m.play(m.actor, legal[rng.int(legal.length)]!));
    }
    const played = formatMove(m.legalMoves()[0]!);
    const ask = (seed: number) => unwrap(refereePosition({ view: m.view(), playouts: 600, seed, played }));
    const first = ask(7);
    expect(ask(7)).toEqual(first);
    expect(first.playouts).toBeLessThanOrEqual(600);
    expect(first.playouts).toBeGreaterThan(500);
    expect(first.lost).toBeGreaterThanOrEqual(0);
    expect(first.options).toBeGreaterThan(1);
  });

  it.each([
    ['classic', 8],
    ['the-city', 10],
  ] as const)(
    'values a whole %s record, reproducibly, with points lost a move and their interval',
    (preset, n) => {
      const m = shortMatch(preset, 'record', n);
      const rng = new Mulberry32(2);
      while (!m.finished) {
        const legal = m.legalMoves();
        unwrap(m.play(m.actor, legal[rng.int(legal.length)]!));
      }
      const record = m.toRecord();
      const options = { method: 'referee', playouts: 200, seed: 3 } as const;
      const a = unwrap(analyseRecord(record, options));
      expect(a.method).toBe('referee');
      expect(a.iterations).toBe(200);
      expect(a.moves).toHaveLength(record.moves.length);
      for (const mv of a.moves) {
        expect(mv.played.text).toBe(record.moves[mv.index]);
        expect(mv.lost).toBeGreaterThanOrEqual(0);
        expect(mv.lostError).toBeGreaterThanOrEqual(0);
      }
      for (const p of a.players) {
        expect(p.perMove).toBeCloseTo(p.lost / p.moves, 9);
        expect(p.interval[0]).toBeLessThanOrEqual(p.perMove);
        expect(p.interval[1]).toBeGreaterThanOrEqual(p.perMove);
      }
      expect(unwrap(analyseRecord(JSON.stringify(record), options))).toEqual(a);
    },
  );

  it('refuses bad requests as values', () => {
    const view = shortMatch('classic', 'bad', 6).view();
    expect(refereePosition({ view, playouts: 0, seed: 1 })).toMatchObject({
      ok: false,
      error: { code: 'bad-budget' },
    });
    expect(refereePosition({ view, playouts: 1.5, seed: 1 })).toMatchObject({ ok: false });
    expect(refereePosition({ view, seed: Number.NaN })).toMatchObject({
      ok: false,
      error: { code: 'bad-seed' },
    });
    expect(refereePosition({ view, seed: 1, played: 'Z@9,9r0' })).toMatchObject({ ok: false });
    expect(refereePosition({ view, seed: 1, playouts: 10, extra: 1 } as never)).toMatchObject({
      ok: false,
      error: { code: 'bad-request' },
    });
    expect(analyseRecord({}, { method: 'oracle' } as never)).toMatchObject({
      ok: false,
      error: { code: 'bad-request' },
    });
  });
});
