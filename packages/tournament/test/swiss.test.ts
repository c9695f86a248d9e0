import { Mulberry32 } from '@carcassonne/engine';
import { describe, expect, it } from 'vitest';
import { pairingOrder, roundRobinRounds, swissPairs, type TournamentState } from '../src/index.js';
import { created, field, paired, playPending, randomScores } from './helpers.js';

/** Whether `ids` can all be paired with nobody meeting again (brute force, for small fields). */
function freshPairingExists(ids: readonly string[], met: (a: string, b: string) => boolean): boolean {
  if (ids.length === 0) return true;
  const [first, ...rest] = ids as [string, ...string[]];
  return rest.some(
    (o) =>
      !met(first, o) &&
      freshPairingExists(
        rest.filter((x) => x !== o),
        met,
      ),
  );
}

/** Who met whom, and each player's byes and starts minus non-starts, from the rounds so far. */
function history(state: TournamentState) {
  const met = new Set<string>();
  const byes = new Map<string, number>();
  const balance = new Map<string, number>();
  for (const round of state.rounds) {
    for (const id of round.byes) byes.set(id, (byes.get(id) ?? 0) + 1);
    for (const t of round.tables) {
      const [a, b] = t.players as [string, string];
      met.add(`${a} ${b}`).add(`${b} ${a}`);
      for (const g of t.games)
        for (const [seat, id] of g.seats.entries())
          balance.set(id, (balance.get(id) ?? 0) + (seat === 0 ? 1 : -1));
    }
  }
  return { met: (a: string, b: string) => met.has(`${a} ${b}`), byes, balance };
}

describe('Swiss pairing over random seeded histories', () => {
  const cases = Array.from({ length: 60 }, (_, i) => i + 1);
  it.each(cases)(
    'history %i: no avoidable repeat, byes at most once, starts within one where avoidable',
    (seed) => {
      const rng = new Mulberry32(seed);
      const n = 3 + rng.int(14);
      const gamesPerMatch = [1, 1, 2, 3][rng.int(4)]!;
      const rounds = 1 + rng.int(Math.min(roundRobinRounds(n), 7));
      let state = created({ format: 'swiss', players: field(n), rounds, gamesPerMatch });
      for (let r = 0; r < rounds; r++) {
        const before = history(state);
        state = paired(state);
        const round = state.rounds[r]!;
        const repeats = round.tables.filter((t) => before.met(t.players[0]!, t.players[1]!));
        if (repeats.length > 0) {
          // A repeat only where every bye a player without one could take leaves no fresh pairing.
          const ids = state.settings.players.map((p) => p.id);
          const byeless = ids.filter((id) => !before.byes.get(id));
          const byes = ids.length % 2 === 0 ? [null] : byeless.length > 0 ? byeless : ids;
          const avoidable = byes.some((bye) =>
            freshPairingExists(
              ids.filter((id) => id !== bye),
              before.met,
            ),
          );
          expect(avoidable, `round ${r + 1} repeats ${repeats.map((t) => t.players.join('-'))}`).toBe(false);
        }
        state = playPending(state, randomScores(rng));
        const after = history(state);
        for (const count of after.byes.values()) expect(count).toBeLessThanOrEqual(1);
        const leaning = [...after.balance].filter(([, b]) => Math.abs(b) > 1);
        if (leaning.length > 0) {
          // Only where no fresh pairing keeps everyone within one: repeats are avoided first.
          const sign = (id: string) => Math.sign(before.balance.get(id) ?? 0);
          const lean = (a: string, b: string) => sign(a) * sign(b) > 0;
          const ids = state.settings.players.map((p) => p.id);
          const byes = round.byes.length === 0 ? [null] : ids.filter((id) => !before.byes.get(id));
          const avoidable = byes.some((bye) =>
            freshPairingExists(
              ids.filter((id) => id !== bye),
              (a, b) => before.met(a, b) || lean(a, b),
            ),
          );
          expect(avoidable, `${leaning.map(([id]) => id)} lean after round ${r + 1}`).toBe(false);
        }
        expect(round.tables.length * 2 + round.byes.length).toBe(n);
      }
    },
  );

  it('pairs by score, then rating: the leaders meet each other', () => {
    let state = paired(created({ format: 'swiss', players: field(8), rounds: 3 }));
    // Round 1 by rating: 1-2, 3-4, 5-6, 7-8, the first player alternating down the tables.
    expect(state.rounds[0]!.tables.map((t) => t.players)).toEqual([
      ['p1', 'p2'],
      ['p4', 'p3'],
      ['p5', 'p6'],
      ['p8', 'p7'],
    ]);
    const higherWins = (seats: readonly string[]) => seats.map((id) => 100 - Number(id.slice(1)));
    state = paired(playPending(state, higherWins));
    // The higher-rated win: p1, p3, p5, p7 on 1 point meet (p1 started, p3 did not), then the losers.
    expect(state.rounds[1]!.tables.map((t) => [...t.players].sort())).toEqual([
      ['p1', 'p3'],
      ['p5', 'p7'],
      ['p2', 'p4'],
      ['p6', 'p8'],
    ]);
    expect(pairingOrder(state).map((p) => p.score)).toEqual([1, 1, 1, 1, 0, 0, 0, 0]);
  });

  it('groups tables of 3–5 by score, as even as the field allows', () => {
    const state = paired(created({ format: 'swiss', players: field(10), rounds: 2, tableSize: 4 }));
    expect(state.rounds[0]!.tables.map((t) => t.players.length)).toEqual([4, 3, 3]);
    expect(state.rounds[0]!.tables[0]!.players).toEqual(['p1', 'p2', 'p3', 'p4']);
    const later = paired(playPending(state, (seats) => seats.map((_, i) => 10 - i)));
    expect(later.rounds[1]!.tables.flatMap((t) => t.players).sort()).toEqual(
      field(10)
        .map((p) => p.id)
        .sort(),
    );
  });

  it('gives the bye to the lowest-placed player without one', () => {
    const order = pairingOrder(created({ format: 'swiss', players: field(5), rounds: 3 }));
    expect(swissPairs(order).byes).toEqual(['p5']);
    const hadBye = order.map((p) => (p.id === 'p5' ? { ...p, byes: 1 } : p));
    expect(swissPairs(hadBye).byes).toEqual(['p4']);
  });
});
