/**
 * A 16-player Swiss of 5 rounds, 14 bots and two people (driven over the real WebSocket), played
 * through the server to its end with short games; the standings are checked against numbers worked
 * out here by hand from the results stored with the games' tables.
 */
import { afterAll, expect, it } from 'vitest';
import type { TournamentEntrant } from '@carcassonne/protocol';
import { account, startTestServer, type TestServer } from './helpers.js';
import { api, createTournament, playGames, quickSettings, signed, viewUntil } from './tournament-helpers.js';

const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
});

it('plays a Swiss of 16 with bots and people to its end, standings as worked by hand', async () => {
  const server = await startTestServer({ config: { tournamentTickMs: 40 } });
  servers.push(server);
  const organizer = await account(server, 'Orga');
  const ann = await account(server, 'Ann');
  const bob = await account(server, 'Bob');
  const id = await createTournament(
    server,
    organizer,
    quickSettings({ rounds: 5, tieBreaks: ['buchholz', 'margin'] }),
  );
  const levels = ['level1', 'level2', 'level3'] as const;
  for (let i = 0; i < 14; i++) {
    const bot = await api<TournamentEntrant>(server, 'POST', `/api/tournaments/${id}/bots`, {
      ...signed(organizer),
      bot: levels[i % 3],
    });
    expect(bot.status).toBe(200);
  }
  for (const who of [ann, bob]) {
    expect((await api(server, 'POST', `/api/tournaments/${id}/register`, signed(who))).status).toBe(200);
    const checked = await api<TournamentEntrant>(
      server,
      'POST',
      `/api/tournaments/${id}/check-in`,
      signed(who),
    );
    expect(checked.body.checkedIn).toBe(true);
  }
  const stops = [playGames(server, ann, id, 1), playGames(server, bob, id, 2)];
  const done = await viewUntil(server, id, (v) => v.status === 'finished', 55_000);
  for (const stop of stops) stop();

  expect(done.rounds).toHaveLength(5);
  const points = new Map<string, number>();
  const margins = new Map<string, number>();
  const opponents = new Map<string, string[]>();
  const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
  for (const round of done.rounds) {
    expect(round.pairings).toHaveLength(8);
    expect(round.byes).toEqual([]);
    for (const pairing of round.pairings) {
      const game = pairing.games[0]!;
      expect(game.table).not.toBeNull();
      expect(game.forfeit).toBeNull();
      // The stored result: the finished table's scores, seat by seat.
      const table = await server.storage.table(game.table!);
      expect(table?.status).toBe('finished');
      expect(game.scores).toEqual(table!.scores);
      const [a, b] = game.seats as [string, string];
      const [sa, sb] = table!.scores as [number, number];
      add(points, a, sa > sb ? 1 : sa === sb ? 0.5 : 0);
      add(points, b, sb > sa ? 1 : sa === sb ? 0.5 : 0);
      add(margins, a, sa - sb);
      add(margins, b, sb - sa);
      opponents.set(a, [...(opponents.get(a) ?? []), b]);
      opponents.set(b, [...(opponents.get(b) ?? []), a]);
    }
  }
  // Both people played all five rounds, against no one twice.
  for (const who of [ann, bob]) {
    const met = opponents.get(who.guest.user.id)!;
    expect(met).toHaveLength(5);
    expect(new Set(met).size).toBe(5);
  }
  expect(done.standings).toHaveLength(16);
  for (const row of done.standings) {
    expect(row.score).toBe(points.get(row.entrant));
    const buchholz = opponents.get(row.entrant)!.reduce((sum, o) => sum + points.get(o)!, 0);
    expect(row.tieBreaks.buchholz).toBe(buchholz);
    expect(row.tieBreaks.margin).toBe(margins.get(row.entrant));
  }
  // Best first: by score, then Buchholz, then margin.
  const order = done.standings.map((r) => [r.score, r.tieBreaks.buchholz!, r.tieBreaks.margin!] as const);
  for (let i = 1; i < order.length; i++) {
    const [p, q] = [order[i - 1]!, order[i]!];
    expect(p[0] > q[0] || (p[0] === q[0] && (p[1] > q[1] || (p[1] === q[1] && p[2] >= q[2])))).toBe(true);
  }
}, 60_000);

it('plays a Swiss of tables of three with duplicate deals', async () => {
  const server = await startTestServer({ config: { tournamentTickMs: 40 } });
  servers.push(server);
  const organizer = await account(server, 'Orga');
  const id = await createTournament(
    server,
    organizer,
    quickSettings({ rounds: 2, tableSize: 3, duplicate: true, maxPlayers: 6 }, 1500),
  );
  for (let i = 0; i < 6; i++)
    await api(server, 'POST', `/api/tournaments/${id}/bots`, { ...signed(organizer), bot: 'level1' });
  const done = await viewUntil(server, id, (v) => v.status === 'finished');
  expect(done.settings.tableSize).toBe(3);
  expect(done.rounds).toHaveLength(2);
  for (const round of done.rounds) {
    expect(round.pairings.map((p) => p.players.length)).toEqual([3, 3]);
    for (const p of round.pairings) expect(p.games[0]!.scores).toHaveLength(3);
    expect(new Set(round.pairings.map((p) => p.games[0]!.deal)).size).toBe(1);
  }
  // Each table of three shares out 1.5 points (each pair of players one point between them).
  expect(done.standings.reduce((sum, r) => sum + r.score, 0)).toBe(6);
}, 60_000);
