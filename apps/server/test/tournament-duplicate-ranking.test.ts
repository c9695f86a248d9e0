/**
 * Ranking by duplicate score through the server: one Swiss ranks by it, another takes it as the
 * first tie-break after the score. Both are played to the end by bots with duplicate deals, and
 * the standings are checked against numbers worked out here from the scores stored with the
 * games' tables (docs/tournaments.md, "Duplicate deals": each game against every other game of
 * its deal from the same seat, 1 for a better margin, ½ for an equal one, the mean × 100).
 */
import { afterAll, expect, it } from 'vitest';
import type { TournamentSettingsRequest, TournamentView } from '@carcassonne/protocol';
import { account, startTestServer, type Player, type TestServer } from './helpers.js';
import { api, createTournament, quickSettings, signed, viewUntil } from './tournament-helpers.js';

const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
});

/** The numbers by hand: each entrant's game points, margin and duplicate score. */
async function byHand(server: TestServer, done: TournamentView) {
  const points = new Map<string, number>();
  const margins = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
  // Every game of one deal from one seat: its player and margin.
  const bySeat = new Map<string, { player: string; margin: number }[]>();
  for (const round of done.rounds)
    for (const pairing of round.pairings)
      for (const game of pairing.games) {
        const table = await server.storage.table(game.table!);
        expect(table?.status).toBe('finished');
        expect(game.scores).toEqual(table!.scores);
        const [a, b] = table!.scores as [number, number];
        game.seats.forEach((player, seat) => {
          const margin = seat === 0 ? a - b : b - a;
          add(points, player, margin > 0 ? 1 : margin === 0 ? 0.5 : 0);
          add(margins, player, margin);
          const key = `${game.deal}#${seat}`;
          bySeat.set(key, [...(bySeat.get(key) ?? []), { player, margin }]);
        });
      }
  const shares = new Map<string, number[]>();
  for (const games of bySeat.values())
    games.forEach((g, i) => {
      const others = games.filter((_, j) => j !== i);
      const beaten = others.filter((o) => o.margin < g.margin).length;
      const equal = others.filter((o) => o.margin === g.margin).length;
      shares.set(g.player, [...(shares.get(g.player) ?? []), (beaten + equal / 2) / others.length]);
    });
  const duplicate = new Map(
    [...shares].map(([p, s]) => [p, (100 * s.reduce((x, y) => x + y, 0)) / s.length] as const),
  );
  return { points, margins, duplicate };
}

const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 6);

async function played(
  server: TestServer,
  organizer: Player,
  overrides: Partial<TournamentSettingsRequest>,
): Promise<TournamentView> {
  const id = await createTournament(
    server,
    organizer,
    quickSettings(
      { rounds: 2, duplicate: true, gamesPerMatch: 2, testTiles: 5, maxPlayers: 6, ...overrides },
      1500,
    ),
  );
  const levels = ['level1', 'level2', 'level3'] as const;
  for (let i = 0; i < 6; i++)
    await api(server, 'POST', `/api/tournaments/${id}/bots`, { ...signed(organizer), bot: levels[i % 3] });
  return viewUntil(server, id, (v) => v.status === 'finished');
}

it('ranks by the duplicate score, or breaks ties by it, as worked by hand', async () => {
  const server = await startTestServer({ config: { tournamentTickMs: 40 } });
  servers.push(server);
  const organizer = await account(server, 'Orga');
  const [ranked, tieBroken] = await Promise.all([
    played(server, organizer, { ranking: 'duplicate', tieBreaks: ['margin'] }),
    played(server, organizer, { ranking: 'score', tieBreaks: ['duplicate', 'margin'] }),
  ]);

  // Ranked by the duplicate score, then margin.
  expect(ranked.settings.ranking).toBe('duplicate');
  const first = await byHand(server, ranked);
  expect(ranked.standings).toHaveLength(6);
  for (const row of ranked.standings) {
    close(row.duplicate!, first.duplicate.get(row.entrant)!);
    expect(row.score).toBe(first.points.get(row.entrant));
    expect(row.tieBreaks.margin).toBe(first.margins.get(row.entrant));
  }
  const keys = ranked.standings.map((r) => [first.duplicate.get(r.entrant)!, r.tieBreaks.margin!]);
  for (let i = 1; i < keys.length; i++) {
    const [[d1, m1], [d2, m2]] = [keys[i - 1]!, keys[i]!] as [[number, number], [number, number]];
    expect(d1 > d2 + 1e-9 || (Math.abs(d1 - d2) < 1e-9 && m1 >= m2)).toBe(true);
  }
  // Every game compared with two others of its deal and seat (three tables a round): a player's
  // duplicate scores average 50 over the field.
  close(ranked.standings.reduce((s, r) => s + r.duplicate!, 0) / 6, 50);

  // Ranked by score, the duplicate score the first tie-break.
  const second = await byHand(server, tieBroken);
  for (const row of tieBroken.standings) {
    expect(row.score).toBe(second.points.get(row.entrant));
    close(row.tieBreaks.duplicate!, second.duplicate.get(row.entrant)!);
    close(row.duplicate!, second.duplicate.get(row.entrant)!);
  }
  const order = tieBroken.standings.map((r) => [r.score, second.duplicate.get(r.entrant)!] as const);
  for (let i = 1; i < order.length; i++) {
    const [[s1, d1], [s2, d2]] = [order[i - 1]!, order[i]!];
    expect(s1 > s2 || (s1 === s2 && d1 >= d2 - 1e-9)).toBe(true);
  }
}, 90_000);
