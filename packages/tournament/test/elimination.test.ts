import { describe, expect, it } from 'vitest';
import {
  drawBracket,
  pairNextRound,
  pendingGames,
  recordResult,
  seedPositions,
  standings,
  tournamentFinished,
  type TournamentState,
} from '../src/index.js';
import { created, field, paired } from './helpers.js';

/**
 * Play an elimination to the end: `winner(a, b, match)` takes every game of a match. Returns the
 * state and the matches played in order.
 */
function playOut(state: TournamentState, winner: (a: string, b: string, match: string) => string) {
  let s = state;
  const played: string[] = [];
  while (!tournamentFinished(s)) {
    s = paired(s);
    for (let pending = pendingGames(s); pending.length > 0; pending = pendingGames(s)) {
      for (const g of pending) {
        const table = s.rounds[g.round - 1]!.tables.find((t) => t.table === g.table)!;
        const [a, b] = table.players as [string, string];
        const w = winner(a, b, table.match!);
        const scores = g.seats.map((id) => (id === w ? 30 : 20));
        const r = recordResult(s, { round: g.round, table: g.table, game: g.game, scores });
        if (!r.ok) throw new Error(r.error.message);
        s = r.value;
        if (g.game === 0) played.push(`${table.match} ${a}-${b}`);
      }
    }
  }
  return { state: s, played };
}

const rating = (id: string) => 2000 - 10 * (Number(id.slice(1)) - 1);
const higher = (a: string, b: string) => (rating(a) > rating(b) ? a : b);

describe('elimination brackets', () => {
  it('seeds a bracket so 1 and 2 can meet only in the final', () => {
    expect(seedPositions(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(drawBracket(6, false).map((m) => m.id)).toEqual([
      'W1-1',
      'W1-2',
      'W1-3',
      'W1-4',
      'W2-1',
      'W2-2',
      'W3-1',
    ]);
  });

  it('plays a double elimination of 6 with byes to the end, the reset when the final is split', () => {
    const state = created({ format: 'double-elimination', players: field(6), gamesPerMatch: 3 });
    // The higher seed wins, except that the first final goes to the losers' bracket's winner.
    const { state: end, played } = playOut(state, (a, b, match) => (match === 'F1' ? b : higher(a, b)));
    expect(played).toEqual([
      // Seeds 1 and 2 have byes (7 and 8 are missing): only 4-5 and 3-6 play the first round.
      'W1-2 p4-p5',
      'W1-4 p3-p6',
      'W2-1 p1-p4',
      'W2-2 p2-p3',
      // The losers' first round is all byes (W1-1 and W1-3 had no loser): p5 and p6 go on.
      'W3-1 p1-p2',
      'L2-1 p5-p3',
      'L2-2 p6-p4',
      'L3-1 p3-p4',
      'L4-1 p3-p2',
      'F1 p1-p2',
      'F2 p2-p1',
    ]);
    const table = standings(end);
    expect(table.map((r) => [r.rank, r.id, r.eliminatedIn])).toEqual([
      [1, 'p1', null],
      // Out at F2 (stage 6), L4, L3, L2 (the losers' bracket's rounds); p5 and p6 share fifth.
      [2, 'p2', 6],
      [3, 'p3', 4],
      [4, 'p4', 3],
      [5, 'p5', 2],
      [5, 'p6', 2],
    ]);
    // Best of 3: a match ends at two wins.
    expect(end.rounds.flatMap((r) => r.results).length).toBe(played.length * 2);
    const over = pairNextRound(end);
    expect(!over.ok && over.error.code).toBe('tournament-over');
  });

  it('ends a double elimination at the first final when the unbeaten player wins it', () => {
    const { state, played } = playOut(created({ format: 'double-elimination', players: field(6) }), higher);
    expect(played[played.length - 1]).toBe('F1 p1-p2');
    expect(standings(state)[0]!.id).toBe('p1');
  });

  it('plays a single elimination of 5: byes to the top three seeds', () => {
    const { state, played } = playOut(created({ format: 'single-elimination', players: field(5) }), higher);
    // 2 and 3 meet at once (both had byes) while 4 and 5 play for the semi-final against 1.
    expect(played).toEqual(['W1-2 p4-p5', 'W2-2 p2-p3', 'W2-1 p1-p4', 'W3-1 p1-p2']);
    expect(standings(state).map((r) => [r.rank, r.id, r.eliminatedIn])).toEqual([
      [1, 'p1', null],
      [2, 'p2', 3],
      // Both out in the semi-finals: the margin tie-break puts p4 (+10 − 10) before p3 (−10).
      [3, 'p4', 2],
      [4, 'p3', 2],
      [5, 'p5', 1],
    ]);
  });
});
