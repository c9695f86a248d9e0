import { describe, expect, it } from 'vitest';
import { arenaPoints, pairNextRound, recordResult, type PlayerLog } from '../src/index.js';
import { created, field, paired } from './helpers.js';

const game = (points: number, berserk = false) =>
  ({ points, won: points === 1, berserk }) as unknown as PlayerLog['games'][number];

describe('the arena', () => {
  it('scores like lichess: 2 a win, 1 a draw, doubled after two wins in a row, +1 a berserk win', () => {
    const log = (games: PlayerLog['games']): PlayerLog => ({ id: 'a', games, byes: [] });
    // W W W D L W: 2 + 2 + 4 (on fire) + 2 (a draw on fire) + 0 + 2 = 12.
    expect(arenaPoints(log([1, 1, 1, 0.5, 0, 1].map((p) => game(p))))).toBe(12);
    // A berserked win: 2 + 1; then W (2), then W on fire 4 + 1 berserk.
    expect(arenaPoints(log([game(1, true), game(1), game(1, true)]))).toBe(3 + 2 + 5);
  });

  it('pairs waiting players by points, avoiding a rematch of the last game, until time is up', () => {
    let s = created({ format: 'arena', players: field(4), arena: { minutes: 10, berserk: true } });
    s = paired(s);
    expect(s.rounds[0]!.tables.map((t) => [...t.players].sort())).toEqual([
      ['p1', 'p2'],
      ['p3', 'p4'],
    ]);
    const t1 = s.rounds[0]!.tables[0]!;
    const r = recordResult(s, { round: 1, table: 1, game: 0, scores: [30, 20], berserk: [true, false] });
    if (!r.ok) throw new Error(r.error.message);
    // p1 and p2 wait while p3 and p4 still play: no rematch is possible, so they meet again.
    const again = pairNextRound(r.value, { minute: 3 });
    expect(again.ok && again.value.rounds[1]!.tables.map((t) => [...t.players].sort())).toEqual([
      [...t1.players].sort(),
    ]);
    const late = pairNextRound(r.value, { minute: 10 });
    expect(!late.ok && late.error.code).toBe('tournament-over');
  });
});
