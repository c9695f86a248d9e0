/**
 * The City with duplicate deals through the server: every table of a round is dealt the same
 * stacks (the stored records agree on the tiles and the stacks' sizes), the next game of a match
 * replays them with the seats swapped, and the next round deals other stacks.
 */
import { afterAll, expect, it } from 'vitest';
import { account, startTestServer, type TestServer } from './helpers.js';
import { api, createTournament, quickSettings, signed, viewUntil } from './tournament-helpers.js';

const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
});

interface CityRecord {
  readonly game: string;
  readonly tiles: string[];
  readonly stacks: number[];
  readonly players: { name: string }[];
}

async function recordOf(server: TestServer, table: string): Promise<CityRecord> {
  const stored = await server.storage.table(table);
  const answer = await fetch(new URL(`/api/tables/${table}/record?invite=${stored!.invite}`, server.url));
  expect(answer.status).toBe(200);
  return (await answer.json()) as CityRecord;
}

it('deals the same City stacks at every table of a round, the seats swapped in the next game', async () => {
  const server = await startTestServer({ config: { tournamentTickMs: 40 } });
  servers.push(server);
  const organizer = await account(server, 'Orga');
  const id = await createTournament(
    server,
    organizer,
    quickSettings(
      { preset: 'the-city', rounds: 2, duplicate: true, gamesPerMatch: 2, testTiles: 9, maxPlayers: 6 },
      1500,
    ),
  );
  for (let i = 0; i < 6; i++)
    await api(server, 'POST', `/api/tournaments/${id}/bots`, { ...signed(organizer), bot: 'level1' });
  const done = await viewUntil(server, id, (v) => v.status === 'finished');
  expect(done.settings.preset).toBe('the-city');
  const names = new Map(done.entrants.map((e) => [e.id, e.name]));
  const firstDeals: string[][] = [];
  for (const round of done.rounds) {
    expect(round.pairings).toHaveLength(3);
    const records = await Promise.all(
      round.pairings.flatMap((p) => p.games.map((g) => recordOf(server, g.table!))),
    );
    expect(records).toHaveLength(6);
    for (const record of records) {
      expect(record.game).toBe('the-city');
      expect(record.tiles).toEqual(records[0]!.tiles);
      expect(record.stacks).toEqual([3, 3, 3]);
    }
    // The second game of each match: the same stacks, the seats swapped.
    for (const p of round.pairings) {
      const [first, second] = await Promise.all(p.games.map((g) => recordOf(server, g.table!)));
      expect(first!.players.map((x) => x.name)).toEqual(p.games[0]!.seats.map((s) => names.get(s)));
      expect(second!.players.map((x) => x.name)).toEqual([...first!.players.map((x) => x.name)].reverse());
    }
    firstDeals.push(records[0]!.tiles);
  }
  expect(firstDeals[1]).not.toEqual(firstDeals[0]);
}, 90_000);
