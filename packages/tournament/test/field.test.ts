import { Mulberry32 } from '@carcassonne/engine';
import { describe, expect, it } from 'vitest';
import {
  joinTournament,
  loadTournament,
  pairNextRound,
  recordResult,
  standings,
  tournamentFinished,
  withdrawPlayer,
  type TournamentResult,
  type TournamentState,
} from '../src/index.js';
import { created, field, paired, playPending, randomScores } from './helpers.js';

const value = <T>(r: TournamentResult<T>): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const seated = (s: TournamentState, round: number): string[] =>
  s.rounds[round - 1]!.tables.flatMap((t) => t.players);

/** The state after a JSON round trip and a replay: what a server stores and loads. */
const replayed = (s: TournamentState): TournamentState =>
  value(loadTournament(JSON.parse(JSON.stringify(s))));

describe('withdrawals in the state', () => {
  it('a Swiss pairs a withdrawn player no more, and the state replays', () => {
    const rng = new Mulberry32(5);
    let s = playPending(
      paired(created({ format: 'swiss', players: field(8), rounds: 5 })),
      randomScores(rng),
    );
    s = value(withdrawPlayer(s, 'p3'));
    expect(s.changes).toEqual([{ kind: 'withdraw', id: 'p3', round: 2 }]);
    while (!tournamentFinished(s)) s = playPending(paired(s), randomScores(rng));
    for (let round = 2; round <= 5; round++) {
      expect(seated(s, round)).not.toContain('p3');
      expect(s.rounds[round - 1]!.byes).toHaveLength(1);
    }
    expect(standings(s).find((r) => r.id === 'p3')!.games).toBe(1);
    expect(replayed(s)).toEqual(s);
  });

  it('refuses a withdrawal of somebody not in, or withdrawn already, changing nothing', () => {
    const s = value(withdrawPlayer(paired(created({ format: 'swiss', players: field(4), rounds: 2 })), 'p1'));
    for (const who of ['p1', 'nobody', 7]) {
      const r = withdrawPlayer(s, who);
      expect(!r.ok && r.error.code).toBe('not-entered');
    }
  });

  it('a round robin keeps Berger: a withdrawn player’s games left become byes of their opponents', () => {
    const rng = new Mulberry32(2);
    let s = playPending(paired(created({ format: 'round-robin', players: field(6) })), randomScores(rng));
    s = value(withdrawPlayer(s, 'p1'));
    while (!tournamentFinished(s)) s = playPending(paired(s), randomScores(rng));
    expect(s.rounds).toHaveLength(5);
    // p1 meets everybody once in the Berger tables: each one not met in round 1 has a bye instead.
    const first = s.rounds[0]!.tables.find((t) => t.players.includes('p1'))!.players;
    const byes = s.rounds.slice(1).flatMap((r) => r.byes);
    expect(byes.sort()).toEqual(['p2', 'p3', 'p4', 'p5', 'p6'].filter((p) => !first.includes(p)));
    for (let round = 2; round <= 5; round++) expect(seated(s, round)).not.toContain('p1');
    expect(replayed(s)).toEqual(s);
  });

  it('an elimination gives a withdrawn player’s next match as a walkover', () => {
    let s = paired(created({ format: 'single-elimination', players: field(8) }));
    // Round 1: the higher seed wins every match; then seed 1 withdraws before the semi-final.
    s = playPending(s, (seats) => seats.map((p) => 100 - Number(p.slice(1))));
    s = value(withdrawPlayer(s, 'p1'));
    s = paired(s);
    expect(seated(s, 2)).not.toContain('p1');
    expect(s.rounds[1]!.tables).toHaveLength(1);
    s = playPending(s, (seats) => seats.map((p) => 100 - Number(p.slice(1))));
    s = playPending(paired(s), (seats) => seats.map((p) => 100 - Number(p.slice(1))));
    expect(tournamentFinished(s)).toBe(true);
    const rows = standings(s);
    expect(rows[0]!.id).toBe('p2');
    expect(rows.find((r) => r.id === 'p1')!.eliminatedIn).toBe(2);
    expect(replayed(s)).toEqual(s);
  });

  it('an arena pairs a withdrawn player in no wave, and refuses them as waiting', () => {
    let s = paired(created({ format: 'arena', players: field(5), arena: { minutes: 10, berserk: false } }));
    s = value(recordResult(s, { round: 1, table: 1, game: 0, scores: [10, 5] }));
    const [a, b] = s.rounds[0]!.tables[0]!.players as [string, string];
    s = value(withdrawPlayer(s, a));
    const next = value(pairNextRound(s, { minute: 1 }));
    expect(seated(next, 2)).not.toContain(a);
    const forged = pairNextRound(s, { minute: 1, waiting: [a, b] });
    expect(!forged.ok && forged.error.code).toBe('bad-settings');
    expect(replayed(next)).toEqual(next);
  });
});

describe('changes of the field over random histories', () => {
  it.each(Array.from({ length: 30 }, (_, i) => i + 1))(
    'a Swiss never pairs a withdrawn player nor repeats a pairing it can avoid (seed %i)',
    (seed) => {
      const rng = new Mulberry32(seed);
      let s = created({ format: 'swiss', players: field(6 + rng.int(7)), rounds: 5 });
      let late = 0;
      while (!tournamentFinished(s)) {
        // Before a round: now and then a late entrant (while allowed) or a withdrawal.
        if (rng.int(3) === 0) {
          const joined = joinTournament(s, { id: `late${++late}`, rating: 1000 + rng.int(1000) });
          if (joined.ok) s = joined.value;
          else expect(joined.error.code).toBe('late-entry-closed');
        }
        if (rng.int(3) === 0) {
          const active = s.settings.players.filter(
            (p) => !s.changes.some((c) => c.kind === 'withdraw' && c.id === p.id),
          );
          if (active.length > 3) s = value(withdrawPlayer(s, active[rng.int(active.length)]!.id));
        }
        s = playPending(paired(s), randomScores(rng));
      }
      for (const change of s.changes) {
        const after = s.rounds.filter((r) => r.round >= change.round);
        const before = s.rounds.filter((r) => r.round < change.round);
        const seen = (r: (typeof s.rounds)[number]) => [...r.tables.flatMap((t) => t.players), ...r.byes];
        if (change.kind === 'withdraw') for (const r of after) expect(seen(r)).not.toContain(change.id);
        else for (const r of before) expect(seen(r)).not.toContain(change.id);
      }
      // A repeat only where the round's field (its players and its bye) had no fresh pairing.
      for (const [i, r] of s.rounds.entries()) {
        const met = new Set(
          s.rounds
            .slice(0, i)
            .flatMap((e) =>
              e.tables.flatMap((t) => [t.players.join(' '), [...t.players].reverse().join(' ')]),
            ),
        );
        if (!r.tables.some((t) => met.has(t.players.join(' ')))) continue;
        const had = new Set(s.rounds.slice(0, i).flatMap((e) => e.byes));
        const ids = [...r.tables.flatMap((t) => t.players), ...r.byes];
        const byeless = ids.filter((id) => !had.has(id));
        const byes = ids.length % 2 === 0 ? [null] : byeless.length > 0 ? byeless : ids;
        const fresh = (left: readonly string[]): boolean => {
          const [first, ...rest] = left;
          return (
            first === undefined ||
            rest.some((o) => !met.has(`${first} ${o}`) && fresh(rest.filter((x) => x !== o)))
          );
        };
        expect(byes.some((bye) => fresh(ids.filter((id) => id !== bye)))).toBe(false);
      }
      expect(replayed(s)).toEqual(s);
    },
  );
});

describe('late entry in the state', () => {
  it('a Swiss takes late entrants with 0 points until more than half its rounds have started', () => {
    const rng = new Mulberry32(9);
    let s = created({ format: 'swiss', players: field(6), rounds: 5 });
    s = playPending(paired(s), randomScores(rng));
    s = value(joinTournament(s, { id: 'late1', rating: 1500 }));
    expect(s.changes).toEqual([{ kind: 'join', id: 'late1', rating: 1500, round: 2 }]);
    const twice = joinTournament(s, { id: 'late1', rating: 1500 });
    expect(!twice.ok && twice.error.code).toBe('bad-players');
    s = paired(s);
    expect(seated(s, 2).concat(s.rounds[1]!.byes)).toContain('late1');
    s = playPending(s, randomScores(rng));
    s = value(joinTournament(s, { id: 'late2', rating: 1400 }));
    s = playPending(paired(s), randomScores(rng));
    // Rounds 1–3 have started: more than half of 5.
    const closed = joinTournament(s, { id: 'late3', rating: 1400 });
    expect(!closed.ok && closed.error.code).toBe('late-entry-closed');
    while (!tournamentFinished(s)) s = playPending(paired(s), randomScores(rng));
    const late2 = standings(s).find((r) => r.id === 'late2')!;
    expect(late2.games + late2.byes).toBe(3);
    expect(replayed(s)).toEqual(s);
  });

  it.each(['round-robin', 'single-elimination', 'double-elimination'])(
    'a %s takes no late entrant',
    (format) => {
      const s = paired(created({ format, players: field(4) }));
      const r = joinTournament(s, { id: 'late', rating: 1500 });
      expect(!r.ok && r.error.code).toBe('late-entry-closed');
    },
  );

  it('an arena takes late entrants during the first three quarters of its time', () => {
    let s = paired(created({ format: 'arena', players: field(4), arena: { minutes: 20, berserk: false } }));
    s = value(joinTournament(s, { id: 'late', rating: 1000 }, { minute: 14 }));
    expect(s.changes).toEqual([{ kind: 'join', id: 'late', rating: 1000, round: 2, minute: 14 }]);
    const closed = joinTournament(s, { id: 'later', rating: 1000 }, { minute: 15 });
    expect(!closed.ok && closed.error.code).toBe('late-entry-closed');
    s = value(recordResult(s, { round: 1, table: 1, game: 0, scores: [10, 5] }));
    s = value(pairNextRound(s, { minute: 14 }));
    expect(seated(s, 2)).toContain('late');
    expect(replayed(s)).toEqual(s);
  });
});

describe('stored states', () => {
  it('a state of version 1 (no changes of the field) replays as before', () => {
    const rng = new Mulberry32(4);
    let s = created({ format: 'swiss', players: field(7), rounds: 3 });
    while (!tournamentFinished(s)) s = playPending(paired(s), randomScores(rng));
    const { changes: _, ...old } = { ...JSON.parse(JSON.stringify(s)), version: 1 };
    expect(value(loadTournament(old))).toEqual(s);
  });

  it('refuses changes that do not replay', () => {
    let s = playPending(paired(created({ format: 'swiss', players: field(6), rounds: 3 })), () => [1, 0]);
    s = paired(value(withdrawPlayer(s, 'p2')));
    const stored = JSON.parse(JSON.stringify(s));
    stored.changes[0].round = 1;
    expect(loadTournament(stored).ok).toBe(false);
    const join = JSON.parse(JSON.stringify(s));
    join.changes.push({ kind: 'join', id: 'p9', rating: 1, round: 3 });
    expect(loadTournament(join).ok).toBe(false);
  });
});
