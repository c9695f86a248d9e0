import { describe, expect, it } from 'vitest';
import { pendingGames, recordResult, standings, type TournamentState } from '../src/index.js';
import { created, field, paired } from './helpers.js';

/** Play the round in play with the given scores per table, in the table's seat order. */
function play(state: TournamentState, scores: Record<string, [number, number]>): TournamentState {
  let s = paired(state);
  for (const g of pendingGames(s)) {
    const given = scores[g.seats.join('-')];
    if (!given) throw new Error(`no score for ${g.seats.join('-')}`);
    const r = recordResult(s, { round: g.round, table: g.table, game: g.game, scores: given });
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  return s;
}

const row = (state: TournamentState, id: string) => standings(state).find((r) => r.id === id)!;

describe('tie-breaks against worked examples (FIDE C.07 definitions)', () => {
  it('a round robin of 4: Buchholz, cut 1, Sonneborn-Berger, direct encounter', () => {
    const tieBreaks = ['buchholz', 'buchholz-cut1', 'sonneborn-berger', 'direct-encounter', 'wins', 'margin'];
    let s = created({ format: 'round-robin', players: field(4), tieBreaks });
    // Berger rounds: 1-4, 2-3 | 4-3, 1-2 | 2-4, 3-1 (first named starts).
    s = play(s, { 'p1-p4': [30, 20], 'p2-p3': [25, 25] }); // p1 beats p4 by 10; p2 and p3 draw
    s = play(s, { 'p4-p3': [40, 10], 'p1-p2': [22, 22] }); // p4 beats p3 by 30; p1 and p2 draw
    s = play(s, { 'p2-p4': [31, 30], 'p3-p1': [50, 20] }); // p2 beats p4 by 1; p3 beats p1 by 30
    // Scores: p1 1 + ½ + 0 = 1.5; p2 ½ + ½ + 1 = 2; p3 ½ + 0 + 1 = 1.5; p4 0 + 1 + 0 = 1.
    expect(standings(s).map((r) => [r.id, r.score])).toEqual([
      ['p2', 2],
      ['p3', 1.5],
      ['p1', 1.5],
      ['p4', 1],
    ]);
    // Buchholz, the opponents' scores: p1 1 + 2 + 1.5 = 4.5; p2 1.5 + 1.5 + 1 = 4; p3 2 + 1 + 1.5 = 4.5; p4 1.5 + 1.5 + 2 = 5.
    expect(['p1', 'p2', 'p3', 'p4'].map((id) => row(s, id).tieBreaks.buchholz)).toEqual([4.5, 4, 4.5, 5]);
    // Cut 1 drops the lowest: p1 4.5 − 1 = 3.5; p2 4 − 1 = 3; p3 4.5 − 1 = 3.5; p4 5 − 1.5 = 3.5.
    expect(['p1', 'p2', 'p3', 'p4'].map((id) => row(s, id).tieBreaks['buchholz-cut1'])).toEqual([
      3.5, 3, 3.5, 3.5,
    ]);
    // Sonneborn-Berger, beaten opponents' scores plus half the drawn ones':
    // p1 1 (p4) + ½·2 (p2) = 2; p2 ½·1.5 + ½·1.5 + 1 = 2.5; p3 ½·2 + 1.5 (p1) = 2.5; p4 1.5 (p3).
    expect(['p1', 'p2', 'p3', 'p4'].map((id) => row(s, id).tieBreaks['sonneborn-berger'])).toEqual([
      2, 2.5, 2.5, 1.5,
    ]);
    // After the Buchholz values p1 and p3 are still tied (4.5, 3.5, SB 2 v 2.5 splits them first).
    expect(row(s, 'p3').rank).toBe(2);
    expect(row(s, 'p1').rank).toBe(3);
    // Margins: p1 +10 + 0 − 30 = −20; p4 −10 + 30 − 1 = 19.
    expect(row(s, 'p1').tieBreaks.margin).toBe(-20);
    expect(row(s, 'p4').tieBreaks.margin).toBe(19);
    expect(['p1', 'p2', 'p3', 'p4'].map((id) => row(s, id).tieBreaks.wins)).toEqual([1, 1, 1, 1]);
  });

  it('direct encounter splits players tied on score who met', () => {
    let s = created({ format: 'round-robin', players: field(4), tieBreaks: ['direct-encounter'] });
    s = play(s, { 'p1-p4': [30, 20], 'p2-p3': [25, 25] });
    s = play(s, { 'p4-p3': [40, 10], 'p1-p2': [22, 22] });
    s = play(s, { 'p2-p4': [31, 30], 'p3-p1': [50, 20] });
    // p1 and p3 on 1.5: p3 won their game, so p3 has 1 and p1 0; alone on their scores, p2 and p4 have 0.
    expect(standings(s).map((r) => [r.id, r.tieBreaks['direct-encounter']])).toEqual([
      ['p2', 0],
      ['p3', 1],
      ['p1', 0],
      ['p4', 0],
    ]);
  });

  it("counts a bye in Buchholz as a virtual opponent with the player's own score", () => {
    let s = created({
      format: 'round-robin',
      players: field(3),
      tieBreaks: ['buchholz', 'buchholz-cut1', 'sonneborn-berger'],
    });
    // Three players: the Berger tables of 4, number 4 the bye. 1 bye, 2-3 | 3 bye, 1-2 | 2 bye, 3-1.
    s = play(s, { 'p2-p3': [30, 20] });
    s = play(s, { 'p1-p2': [30, 20] });
    s = play(s, { 'p3-p1': [25, 25] });
    // Scores, a bye a won match: p1 1 + 1 + ½ = 2.5; p2 1 + 0 + 1 = 2; p3 0 + 1 + ½ = 1.5.
    // p1's Buchholz: p2 2 + p3 1.5 + its bye 2.5 = 6; cut 1: 6 − 1.5 = 4.5; SB: 2 (p2) + ½·1.5 = 2.75.
    expect(row(s, 'p1').score).toBe(2.5);
    expect(row(s, 'p1').tieBreaks).toEqual({ buchholz: 6, 'buchholz-cut1': 4.5, 'sonneborn-berger': 2.75 });
  });

  it('the duplicate score compares margins from the same seat of the same deal', () => {
    const players = field(4);
    let s = created({
      format: 'swiss',
      players,
      rounds: 1,
      gamesPerMatch: 2,
      duplicate: true,
      tieBreaks: ['duplicate'],
    });
    // One deal for the round; p1-p2 and p4-p3 play it twice with the seats swapped.
    s = play(s, {
      'p1-p2': [30, 20], // seat 0 p1 +10, seat 1 p2 −10
      'p2-p1': [25, 25], // seat 0 p2 0, seat 1 p1 0
      'p4-p3': [40, 10], // seat 0 p4 +30, seat 1 p3 −30
      'p3-p4': [20, 30], // seat 0 p3 −10, seat 1 p4 +10
    });
    // Seat 0 margins +10 (p1), 0 (p2), +30 (p4), −10 (p3); seat 1: −10 (p2), 0 (p1), −30 (p3), +10 (p4).
    // p1 beats 2 of 3 from each seat: 2/3 → 66.67%; p2 1/3 each → 33.33%; p3 none → 0; p4 all → 100.
    expect(standings(s).map((r) => [r.id, Number(r.duplicate!.toFixed(2))])).toEqual([
      ['p4', 100],
      ['p1', 66.67],
      ['p2', 33.33],
      ['p3', 0],
    ]);
    const ranked = created({
      format: 'swiss',
      players,
      rounds: 1,
      gamesPerMatch: 2,
      duplicate: true,
      ranking: 'duplicate',
    });
    expect(standings(ranked).every((r) => r.duplicate === 50)).toBe(true);
  });
});
