/**
 * Duplicate deals on the server: every table of a round plays the same tiles (the stored records
 * agree), a match's second game replays the deal with the seats swapped, and before a person's own
 * game of a deal nothing of it reaches them: not the tournament's view, not another table of it.
 */
import { afterAll, expect, it } from 'vitest';
import type { TournamentEntrant, TournamentView, TournamentWatch } from '@carcassonne/protocol';
import { account, startTestServer, type TestServer } from './helpers.js';
import {
  api,
  createTournament,
  playGames,
  quickSettings,
  signed,
  view,
  viewUntil,
} from './tournament-helpers.js';

const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
});

async function recordTiles(server: TestServer, table: string): Promise<string[]> {
  const stored = await server.storage.table(table);
  const answer = await fetch(new URL(`/api/tables/${table}/record?invite=${stored!.invite}`, server.url));
  expect(answer.status).toBe(200);
  const record = (await answer.json()) as { tiles: string[] };
  return record.tiles;
}

it('deals the same tiles at every table of a round and hides them until one plays them', async () => {
  const server = await startTestServer({ config: { tournamentTickMs: 40 } });
  servers.push(server);
  const organizer = await account(server, 'Orga');
  const ann = await account(server, 'Ann');
  const id = await createTournament(
    server,
    organizer,
    quickSettings({ rounds: 2, duplicate: true, gamesPerMatch: 2, testTiles: 4, maxPlayers: 6 }),
  );
  for (let i = 0; i < 5; i++)
    await api<TournamentEntrant>(server, 'POST', `/api/tournaments/${id}/bots`, {
      ...signed(organizer),
      bot: 'level1',
    });
  await api(server, 'POST', `/api/tournaments/${id}/register`, signed(ann));
  await api(server, 'POST', `/api/tournaments/${id}/check-in`, signed(ann));
  const annId = ann.guest.user.id;

  // Round 1 is paired; the bots' two tables finish both games while Ann has not moved.
  const waiting = await viewUntil(server, id, (v) => {
    const round = v.rounds[0];
    if (!round) return false;
    const others = round.pairings.filter((p) => !p.players.includes(annId));
    return others.every((p) => p.games.every((g) => g.scores !== null));
  });
  const round = waiting.rounds[0]!;
  const mine = round.pairings.find((p) => p.players.includes(annId))!;
  expect(mine.games[0]!.scores).toBeNull();
  // One deal per round, each match's second game the same deal with the seats swapped.
  const deals = new Set(round.pairings.flatMap((p) => p.games.map((g) => g.deal)));
  expect([...deals]).toEqual(['r1-0']);
  for (const p of round.pairings) expect(p.games[1]?.seats).toEqual([...p.games[0]!.seats].reverse());

  // Nothing of the deal in the view Ann reads: no seed, no tile.
  const bots = round.pairings.filter((p) => p !== mine);
  const tiles = await recordTiles(server, bots[0]!.games[0]!.table!);
  const seen = JSON.stringify(await view(server, id));
  const seed = (await server.storage.table(bots[0]!.games[0]!.table!))!.setup;
  expect(seen).not.toContain(tiles.join('","'));
  expect(seen).not.toMatch(/seed|"tiles"/);
  expect(JSON.stringify(seed)).toContain('tiles');
  // Ann may not watch a table of the deal she still has to play, nor read its record without its invite.
  const refused = await api<{ error: { code: string } }>(server, 'POST', `/api/tournaments/${id}/watch`, {
    ...signed(ann),
    table: bots[0]!.games[0]!.table!,
  });
  expect(refused.status).toBe(403);
  expect(refused.body.error.code).toBe('deal-hidden');
  const record = await fetch(new URL(`/api/tables/${bots[0]!.games[0]!.table!}/record`, server.url));
  expect(record.status).toBe(403);
  // Her own table she may watch.
  const own = await api<TournamentWatch>(server, 'POST', `/api/tournaments/${id}/watch`, {
    ...signed(ann),
    table: mine.games[0]!.table!,
  });
  expect(own.status).toBe(200);

  // Every game of the round, at every table, is dealt the same tiles.
  const stop = playGames(server, ann, id, 7);
  const finished = await viewUntil(server, id, (v: TournamentView) => v.status === 'finished');
  stop();
  for (const r of finished.rounds) {
    const orders = await Promise.all(
      r.pairings.flatMap((p) => p.games.map((g) => recordTiles(server, g.table!))),
    );
    expect(orders).toHaveLength(6);
    for (const order of orders) expect(order).toEqual(orders[0]);
  }
  expect(await recordTiles(server, finished.rounds[1]!.pairings[0]!.games[0]!.table!)).not.toEqual(
    await recordTiles(server, finished.rounds[0]!.pairings[0]!.games[0]!.table!),
  );
  // Once played, Ann may watch the others' tables of it.
  const after = await api(server, 'POST', `/api/tournaments/${id}/watch`, {
    ...signed(ann),
    table: bots[0]!.games[0]!.table!,
  });
  expect(after.status).toBe(200);
}, 60_000);
