/** A double elimination of 6 (two byes in the first round) played through the server to its champion. */
import { afterAll, expect, it } from 'vitest';
import { account, startTestServer, type TestServer } from './helpers.js';
import { api, createTournament, quickSettings, signed, viewUntil } from './tournament-helpers.js';

const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
});

it('plays a double elimination of 6 with byes to its champion', async () => {
  const server = await startTestServer({ config: { tournamentTickMs: 40 } });
  servers.push(server);
  const organizer = await account(server, 'Orga');
  const id = await createTournament(
    server,
    organizer,
    quickSettings({ format: 'double-elimination', gamesPerMatch: 3, maxPlayers: 6 }, 1500),
  );
  for (const bot of ['level1', 'level2', 'level3', 'level1', 'level2', 'level3'] as const)
    expect(
      (await api(server, 'POST', `/api/tournaments/${id}/bots`, { ...signed(organizer), bot })).status,
    ).toBe(200);
  const done = await viewUntil(server, id, (v) => v.status === 'finished');
  expect(done.champion).not.toBeNull();
  // Seeds 7 and 8 are missing: seeds 1 and 2 (the two strongest bots) pass the first round.
  expect(done.rounds[0]!.pairings).toHaveLength(2);
  const first = new Set(done.rounds[0]!.pairings.flatMap((p) => p.players));
  const passed = done.entrants.filter((e) => !first.has(e.id));
  expect(passed.map((e) => e.rating)).toEqual([1300, 1300]);
  // Everyone but the champion is out after two lost matches; the champion lost at most one.
  const out = done.standings.filter((r) => r.eliminatedIn !== null);
  expect(out).toHaveLength(5);
  expect(done.standings[0]!.entrant).toBe(done.champion);
  // A match level on game points and margin goes to the better seed: the higher rating, then the
  // earlier entry (docs/tournaments.md); short games are often level.
  const seeds = done.entrants
    .map((e, index) => ({ e, index }))
    .sort((a, b) => b.e.rating - a.e.rating || a.index - b.index)
    .map(({ e }) => e.id);
  const losses = new Map<string, number>();
  for (const round of done.rounds)
    for (const p of round.pairings) {
      expect(p.match).not.toBeNull();
      const wins = [0, 0];
      const margin = [0, 0];
      for (const g of p.games) {
        if (g.scores === null) continue;
        const first = g.seats[0] === p.players[0] ? 0 : 1;
        const [a, b] = [g.scores[first ^ 0]!, g.scores[first ^ 1]!];
        wins[0]! += a > b ? 1 : a === b ? 0.5 : 0;
        wins[1]! += b > a ? 1 : a === b ? 0.5 : 0;
        margin[0]! += a - b;
        margin[1]! += b - a;
      }
      // A best of three stops once decided.
      expect(p.games.filter((g) => g.scores !== null).length).toBeLessThanOrEqual(3);
      const loser =
        wins[0] !== wins[1]
          ? wins[0]! < wins[1]!
            ? 0
            : 1
          : margin[0] !== margin[1]
            ? margin[0]! < margin[1]!
              ? 0
              : 1
            : seeds.indexOf(p.players[0]!) < seeds.indexOf(p.players[1]!)
              ? 1
              : 0;
      if (p.players.length === 2) losses.set(p.players[loser]!, (losses.get(p.players[loser]!) ?? 0) + 1);
    }
  for (const r of out) expect(losses.get(r.entrant)).toBe(2);
  expect(losses.get(done.champion!) ?? 0).toBeLessThanOrEqual(1);
}, 60_000);

it('plays a round robin of 5 (Berger tables, a bye each round) to its end', async () => {
  const server = await startTestServer({ config: { tournamentTickMs: 40 } });
  servers.push(server);
  const organizer = await account(server, 'Orga');
  const id = await createTournament(
    server,
    organizer,
    quickSettings({ format: 'round-robin', maxPlayers: 5 }, 1500),
  );
  for (let i = 0; i < 5; i++)
    await api(server, 'POST', `/api/tournaments/${id}/bots`, { ...signed(organizer), bot: 'level1' });
  const done = await viewUntil(server, id, (v) => v.status === 'finished');
  // Five rounds, each with one bye; everyone meets everyone exactly once.
  expect(done.rounds).toHaveLength(5);
  const met = new Set<string>();
  for (const round of done.rounds) {
    expect(round.byes).toHaveLength(1);
    for (const p of round.pairings) met.add([...p.players].sort().join(' '));
  }
  expect(met.size).toBe(10);
  expect(new Set(done.rounds.flatMap((r) => r.byes)).size).toBe(5);
}, 60_000);
